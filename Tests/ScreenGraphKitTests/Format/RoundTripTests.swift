import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Both file formats hold everything the model does: writing, reading and writing again
/// gives the same text, and converting between the formats loses nothing.
@Suite struct RoundTripTests {
    /// A definition that uses every feature the formats can express, with names and
    /// strings that need quoting and escaping.
    static func everything() -> GraphDefinition {
        var definition = GraphDefinition(name: "Every \"feature\"", start: "Home")
        definition.state = [
            StateField("flag", .bool, initial: true), StateField("count", .int, initial: -9_223_372_036_854_775_808),
            StateField("text", .string, initial: "a \"quoted\"\nline\\"), StateField("maybe", .optionalInt),
            StateField("maybeText", .optionalString, initial: "x"), StateField("maybeFlag", .optionalBool, initial: false),
        ]
        var home = ScreenDefinition("Home")
        home.waitFor = "home.title"
        home.onEnter = ["count += 1", "text = 'it\\'s'"]
        home.onExit = ["flag = !flag"]
        home.edges = [
            EdgeDefinition(to: "Menu", .tap("menu")), EdgeDefinition(to: "Menu", Interaction(.doubleTap, element: "menu"), cost: 2.5),
            EdgeDefinition(to: "Menu", Interaction(.press(duration: 0.25), element: "menu"), if: "count > 1 && flag"),
            EdgeDefinition(to: "Menu", Interaction(.press, element: "menu.long")),
            EdgeDefinition(to: "Other screen", Interaction(.typeText("hello \"you\"\t!"), element: "field # not a comment")),
            EdgeDefinition(to: "Other screen", Interaction(.swipeLeft, element: "a")), EdgeDefinition(to: "Other screen", Interaction(.swipeRight, element: "a")),
            EdgeDefinition(to: "Other screen", Interaction(.swipeUp, element: "a")), EdgeDefinition(to: "Other screen", Interaction(.swipeDown, element: "a")),
            EdgeDefinition(to: "Other screen", Interaction(.noop), if: "maybe == nil"),
            EdgeDefinition(to: "Other screen", Interaction(.custom("shake the device")), if: "text == \"#\""),
            EdgeDefinition(to: "Chain", .tap("chain")),
        ]
        home.actions = [
            ActionDefinition("Toggle", Interaction(.toggleOn, element: "switch"), if: "!flag", effects: ["flag = true"]),
            ActionDefinition("Toggle.off", Interaction(.toggleOff, element: "switch"), effects: ["flag = false"], cost: 3),
        ]
        var menu = ScreenDefinition("Menu")
        menu.dismissOnUse = true
        menu.actions = [ActionDefinition("Close", .tap("close"), then: "Home")]
        var other = ScreenDefinition("Other screen")
        other.back = BackDefinition(.tap("back"), cost: 4)
        definition.screens = [home, menu, other]
        definition.actions = [
            ActionDefinition("Chain", effects: ["count = 0", "maybe = nil"], then: "Second", cost: 2),
            ActionDefinition("Second"),
        ]
        definition.navigatorActions = [
            NavigatorActionDefinition(
                "Setup", steps: [.goto("Menu"), .perform("Close"), .nowAt("Home"), .set("count = 3")]),
            NavigatorActionDefinition("Empty", steps: []),
        ]
        return definition
    }

    private func roundTrip(_ definition: GraphDefinition, label: String) throws {
        for format in GraphFileFormat.allCases {
            let text = definition.text(in: format)
            let read = try GraphDefinition(parsing: text, format: format, path: "t")
            #expect(read.text(in: format) == text, "\(label) via \(format)")
            // Through the other format and back.
            let other: GraphFileFormat = format == .json ? .screengraph : .json
            let converted = try GraphDefinition(parsing: read.text(in: other), format: other, path: "t")
            #expect(converted.text(in: format) == text, "\(label) via \(format) and \(other)")
        }
    }

    @Test func everyFeatureSurvivesBothFormats() throws {
        let definition = Self.everything()
        _ = try ScreenGraph(definition)
        try roundTrip(definition, label: "everything")
    }

    @Test func readingGivesBackTheModel() throws {
        let definition = Self.everything()
        let read = try GraphDefinition(parsing: definition.text(in: .screengraph), format: .screengraph, path: "t")
        #expect(read.name == definition.name)
        #expect(read.state == definition.state)
        #expect(read.screens.map(\.edges).map { $0.map(\.interaction) } == definition.screens.map(\.edges).map { $0.map(\.interaction) })
        #expect(read.screens.map(\.back) == definition.screens.map(\.back))
        #expect(read.actions.map(\.effects) == definition.actions.map(\.effects))
        #expect(read.navigatorActions.map(\.steps) == definition.navigatorActions.map(\.steps))
    }

    @Test func randomGraphsSurviveBothFormatsWithTheirCosts() throws {
        for seed in UInt64(1)...60 {
            let definition = RandomGraph(seed: seed).definition
            try roundTrip(definition, label: "seed \(seed)")
            let original = Planner(graph: try ScreenGraph(definition))
            let reread = Planner(graph: try ScreenGraph(GraphDefinition(parsing: definition.text(in: .screengraph), format: .screengraph, path: "t")))
            #expect(try original.costs().costs.map(\.cost) == reread.costs().costs.map(\.cost), "seed \(seed)")
        }
    }

    /// Guards and effects are kept as the text they were written in, so a choice, with
    /// `?`, `:` and `#` in its strings, is written back as it was read, by both formats
    /// and by `format`.
    @Test func choicesSurviveBothFormatsAndFormatting() throws {
        var definition = GraphDefinition(start: "Home")
        definition.state = [
            StateField("isPrivate", .bool, initial: false), StateField("numTabs", .int, initial: 1),
            StateField("passcode", .optionalString), StateField("loggedIn", .bool, initial: false),
        ]
        var home = ScreenDefinition("Home")
        home.onEnter = ["passcode = loggedIn ? \"1234\" : nil"]
        home.edges = [EdgeDefinition(to: "Home", .tap("reload"), if: "isPrivate ? numTabs > 1 : passcode == 'a ? b : # c'")]
        home.actions = [
            ActionDefinition("OpenTab", .tap("tab.new"), effects: ["numTabs += isPrivate ? 0 : 1", "passcode = isPrivate ? nil : \"#?:\""])
        ]
        definition.screens = [home]
        _ = try ScreenGraph(definition)
        try roundTrip(definition, label: "choices")
        let text = definition.text(in: .screengraph)
        #expect(text.contains("  tap \"reload\" -> Home if isPrivate ? numTabs > 1 : passcode == 'a ? b : # c'\n"))
        #expect(text.contains("    effect numTabs += isPrivate ? 0 : 1\n"))
        let read = try GraphDefinition(parsing: text, format: .screengraph, path: "t")
        #expect(read.screens.map(\.edges).map { $0.map(\.condition) } == [["isPrivate ? numTabs > 1 : passcode == 'a ? b : # c'"]])
        #expect(read.screens.flatMap(\.actions).map(\.effects) == [["numTabs += isPrivate ? 0 : 1", "passcode = isPrivate ? nil : \"#?:\""]])
        #expect(read.screens.map(\.onEnter) == [["passcode = loggedIn ? \"1234\" : nil"]])
        let commented = text.replacingOccurrences(of: "isPrivate ? 0 : 1\n", with: "isPrivate ? 0 : 1   # one more unless private\n")
        #expect(try GraphDefinition.formatted(commented, format: .screengraph, path: "t") == text.replacingOccurrences(
            of: "isPrivate ? 0 : 1\n", with: "isPrivate ? 0 : 1  # one more unless private\n"))
    }

    @Test func formatKeepsCommentsBesideTheirLines() throws {
        let text = """
            # The graph.
            graph   "G"   # its name
            start A

            # Two screens.
            screen A
                # the way on
              tap "b" ->   B   if   n > 0    # guarded



            state n: int = 1
            screen B
              back tap "x"
            # the end

            """
        let formatted = try GraphDefinition.formatted(text, format: .screengraph, path: "t")
        #expect(formatted == """
            # The graph.
            graph "G"  # its name
            start A

            state n: int = 1

            # Two screens.
            screen A
              # the way on
              tap "b" -> B if n > 0  # guarded

            screen B
              back tap "x"

            # the end

            """)
        #expect(try GraphDefinition.formatted(formatted, format: .screengraph, path: "t") == formatted)
    }
}

import Testing

@testable import ScreenGraphKit

/// Every diagnostic of the checker, with its exact message and location. Graphs are
/// written as definitions with explicit locations `g:LINE:COLUMN` so each is plain to see.
@Suite struct GraphCheckerTests {
    static func at(_ line: Int, _ column: Int = 1) -> SourcePosition { SourcePosition(file: "g", line: line, column: column) }

    /// A sound two-screen graph the tests break one way at a time.
    static func base() -> GraphDefinition {
        var definition = GraphDefinition(name: "t", start: "A", startLocation: at(1))
        definition.state = [StateField("n", .int, initial: 0, location: at(2))]
        var a = ScreenDefinition("A", location: at(3))
        a.edges = [EdgeDefinition(to: "B", .tap("b"), if: ExpressionSource("n >= 0"), location: at(4))]
        var b = ScreenDefinition("B", location: at(5))
        b.back = BackDefinition(.tap("back"), location: at(6))
        definition.screens = [a, b]
        return definition
    }

    private func diagnostics(_ change: (inout GraphDefinition) -> Void) -> [String] {
        var definition = Self.base()
        change(&definition)
        return ScreenGraph.check(definition).map(\.description)
    }

    @Test func aSoundGraphHasNoDiagnostics() {
        #expect(diagnostics { _ in } == [])
    }

    @Test func unknownTargets() {
        #expect(diagnostics { $0.screens[0].edges.append(EdgeDefinition(to: "C", .tap("c"), location: Self.at(7))) } == [
            "g:7:1: error: edge target 'C' is not a screen or an action"
        ])
        #expect(diagnostics { $0.screens[0].actions.append(ActionDefinition("Go", .tap("go"), then: "Nowhere", location: Self.at(8))) } == [
            "g:8:1: error: then 'Nowhere' is not a screen or an action"
        ])
        #expect(
            diagnostics {
                $0.navigatorActions.append(NavigatorActionDefinition("Run", steps: [.goto("X")], location: Self.at(9)))
                $0.screens[0].edges.append(EdgeDefinition(to: "Run", .tap("r"), location: Self.at(10)))
            } == [
                "g:9:1: error: goto 'X' is not a screen or an action",
                "g:10:1: error: edge target 'Run' is not a screen or an action (navigator actions cannot be routed through)",
            ])
        #expect(
            diagnostics {
                $0.navigatorActions.append(
                    NavigatorActionDefinition("Run", steps: [.perform("A"), .nowAt("Run"), .set("n = true")], location: Self.at(9)))
            } == [
                "g:9:1: error: perform 'A' is not an action or a navigator action",
                "g:9:1: error: nowAt 'Run' is not a screen",
                "g:9:1: error: cannot assign bool to 'n' of type int\nn = true\n    ^",
            ])
    }

    /// A graph with a settings screen and an action, each misspelled once in every
    /// place a name is referred to.
    @Test func misspelledNamesGetTheClosestDeclaredName() {
        var definition = GraphDefinition(name: "t", start: "HomeScreen", startLocation: Self.at(1))
        definition.state = [StateField("numItems", .int, initial: 0, location: Self.at(2))]
        var home = ScreenDefinition("HomeScreen", location: Self.at(3))
        home.edges = [
            EdgeDefinition(to: "SetingsScreen", .tap("settings"), location: Self.at(4)),
            EdgeDefinition(to: "settingsscreen", .tap("settings2"), location: Self.at(5)),
            EdgeDefinition(to: "Elsewhere", .tap("away"), location: Self.at(6)),
            EdgeDefinition(to: "SettingsScreen", .tap("s"), if: ExpressionSource("numItem > 0"), location: Self.at(7)),
        ]
        home.actions = [
            ActionDefinition("AddItem", .tap("add"), effects: [ExpressionSource("numItms += 1")], then: "HomeScren", location: Self.at(8))
        ]
        definition.screens = [home, ScreenDefinition("SettingsScreen", location: Self.at(9))]
        definition.navigatorActions = [
            NavigatorActionDefinition(
                "Setup", steps: [.goto("SettingScreen"), .perform("AddItems"), .perform("Setpu"), .nowAt("HomeScreem")],
                location: Self.at(10))
        ]
        #expect(ScreenGraph.check(definition).map(\.description) == [
            "g:4:1: error: edge target 'SetingsScreen' is not a screen or an action; did you mean 'SettingsScreen'?",
            "g:5:1: error: edge target 'settingsscreen' is not a screen or an action; did you mean 'SettingsScreen'?",
            "g:6:1: error: edge target 'Elsewhere' is not a screen or an action",
            "g:7:1: error: unknown state field 'numItem'; did you mean 'numItems'?\nnumItem > 0\n^",
            "g:8:1: error: then 'HomeScren' is not a screen or an action; did you mean 'HomeScreen'?",
            "g:8:1: error: unknown state field 'numItms'; did you mean 'numItems'?\nnumItms += 1\n^",
            "g:10:1: error: goto 'SettingScreen' is not a screen or an action; did you mean 'SettingsScreen'?",
            "g:10:1: error: perform 'AddItems' is not an action or a navigator action; did you mean 'AddItem'?",
            "g:10:1: error: perform 'Setpu' is not an action or a navigator action; did you mean 'Setup'?",
            "g:10:1: error: nowAt 'HomeScreem' is not a screen; did you mean 'HomeScreen'?",
        ])
        definition.start = "HomeScren"
        #expect(ScreenGraph.check(definition).first?.description
            == "g:1:1: error: start screen 'HomeScren' is not a screen; did you mean 'HomeScreen'?")
        // An action is the wrong kind, not a misspelling.
        definition.start = "AddItem"
        #expect(ScreenGraph.check(definition).first?.description == "g:1:1: error: start screen 'AddItem' is an action, not a screen")
    }

    /// The suggestions of one graph share a budget of work: a graph whose every
    /// misspelling is as costly to compare as any can be gets its errors at once, the
    /// later ones without a suggestion.
    @Test func suggestionsShareABoundedBudget() {
        // 1,000 screens of 64 letters, each 22 changes from `aaa…`: more than a third of
        // 64, so never suggested for it, yet no comparison can stop early.
        let letters = Array("bcdefghijk")
        let names = (0..<Suggestion.maximumCandidates).map { index in
            String((0..<64).map { position -> Character in
                guard position % 3 == 0 else { return "a" }
                var digit = index
                for _ in 0..<(position / 3 % 3) { digit /= 10 }
                return letters[digit % 10]
            })
        }
        var definition = GraphDefinition(start: names[0])
        definition.screens = names.map { ScreenDefinition($0) }
        let far = "stuvwxyz".map { String(repeating: "a", count: 63) + String($0) }
        let close = "x" + names[0].dropFirst()
        definition.screens[0].edges = (far + [close]).map { EdgeDefinition(to: $0, .tap("t")) }
        let messages = ScreenGraph.check(definition).map(\.message)
        #expect(messages.count == 9)
        #expect(messages.allSatisfy { !$0.contains("did you mean") })
        // Alone, the close one gets its suggestion.
        definition.screens[0].edges = [EdgeDefinition(to: close, .tap("t"))]
        #expect(ScreenGraph.check(definition).map(\.message) == [
            "edge target '\(close)' is not a screen or an action; did you mean '\(names[0])'?"
        ])
    }

    @Test func duplicateNames() {
        #expect(diagnostics { $0.screens.append(ScreenDefinition("B", location: Self.at(7))) } == [
            "g:7:1: error: duplicate screen 'B' (first declared at g:5:1)"
        ])
        #expect(diagnostics { $0.screens[1].actions.append(ActionDefinition("A", .tap("a"), location: Self.at(7))) } == [
            "g:7:1: error: 'A' names both a screen and an action"
        ])
        #expect(diagnostics { $0.navigatorActions.append(NavigatorActionDefinition("B", steps: [], location: Self.at(7))) } == [
            "g:7:1: error: 'B' names both a screen and a navigator action"
        ])
        #expect(
            diagnostics {
                $0.navigatorActions += [
                    NavigatorActionDefinition("N", steps: [], location: Self.at(7)),
                    NavigatorActionDefinition("N", steps: [], location: Self.at(8)),
                ]
            } == ["g:8:1: error: duplicate navigator action 'N' (first declared at g:7:1)"])
        #expect(diagnostics { $0.state.append(StateField("n", .bool, initial: false, location: Self.at(7))) } == [
            "g:7:1: error: duplicate state field 'n' (first declared at g:2:1)"
        ])
    }

    @Test func startScreen() {
        #expect(diagnostics { $0.start = nil } == ["g:1:1: error: the graph has no start screen"])
        #expect(diagnostics { $0.start = "Z" } == ["g:1:1: error: start screen 'Z' is not a screen"])
        #expect(
            diagnostics {
                $0.start = "Act"
                $0.actions.append(ActionDefinition("Act", location: Self.at(7)))
            } == ["g:1:1: error: start screen 'Act' is an action, not a screen"])
        #expect(diagnostics { $0.screens = [] } == ["g:1:1: error: the graph has no screens"])
    }

    /// An expression in a file points into the file's line; one in Swift shows the expression.
    @Test func expressionErrorsPointAtTheToken() {
        #expect(
            diagnostics {
                $0.screens[0].edges[0].condition = ExpressionSource(
                    "n == 'x'", startingAt: Self.at(4, 22), onLine: #"  tap "b" -> B  if n == 'x'"#)
            } == ["g:4:24: error: cannot compare int with string\n  tap \"b\" -> B  if n == 'x'\n                       ^"])
        #expect(
            diagnostics { $0.screens[1].onEnter = [ExpressionSource("count += 1", at: Self.at(6, 9))] } == [
                "g:6:9: error: unknown state field 'count'\ncount += 1\n^"
            ])
    }

    @Test func actionDeclarationsMustAgree() {
        #expect(
            diagnostics {
                $0.screens[0].actions.append(ActionDefinition("Add", .tap("add"), effects: ["n += 1"], location: Self.at(7)))
                $0.screens[1].actions.append(ActionDefinition("Add", .tap("add"), effects: ["n += 2"], then: "A", location: Self.at(8)))
            } == [
                "g:8:1: error: declarations of action 'Add' disagree on effects: ['n += 2'] here, ['n += 1'] at g:7:1",
                "g:8:1: error: declarations of action 'Add' disagree on then: A here, none at g:7:1",
            ])
    }

    @Test func actionChainsMustNotLoop() {
        #expect(
            diagnostics {
                $0.screens[0].actions.append(ActionDefinition("P", .tap("p"), then: "Q", location: Self.at(7)))
                $0.actions = [
                    ActionDefinition("Q", then: "R", location: Self.at(8)),
                    ActionDefinition("R", then: "Q", location: Self.at(9)),
                ]
            } == ["g:8:1: error: action chain loops: Q → R → Q"])
    }

    @Test func declarationsAreChecked() {
        #expect(diagnostics { $0.screens[0].edges[0].interaction = Interaction(.swipeLeft) } == [
            "g:4:1: error: gesture 'swipeLeft' needs an element"
        ])
        #expect(diagnostics { $0.screens[0].edges[0].cost = 0 } == ["g:4:1: error: cost must be a positive number, found 0.0"])
        #expect(diagnostics { $0.screens[1].back?.cost = -.infinity } == ["g:6:1: error: cost must be a positive number, found -inf"])
        #expect(diagnostics { $0.screens[0].edges[0].interaction = Interaction(.press(duration: .nan), element: "b") } == [
            "g:4:1: error: press duration must be a number of seconds, found nan"
        ])
        #expect(
            diagnostics {
                $0.screens[0].actions.append(ActionDefinition("Act", nil, location: Self.at(7)))
                $0.actions.append(ActionDefinition("Top", if: "n > 0", location: Self.at(8)))
                $0.screens[0].edges.append(EdgeDefinition(to: "Top", .tap("t"), location: Self.at(9)))
            } == [
                "g:7:1: error: action 'Act' declared on screen 'A' needs a gesture",
                "g:8:1: error: top-level action 'Top' cannot have a guard: it has no gesture of its own",
            ])
        #expect(diagnostics { $0.state[0].name = "yes" } == [
            "g:2:1: error: state field name 'yes' is a keyword",
            "g:4:1: error: unknown state field 'n'\nn >= 0\n^",
        ])
        #expect(diagnostics { $0.state[0].initial = "0" } == ["g:2:1: error: initial value \"0\" does not fit 'n' of type int"])
    }

    /// A real app cannot say which screen it shows, so a screen's waitFor is its identity
    /// there: a graph that identifies some screens is warned of those it does not; one
    /// that identifies none is for an app that names its screen, and is not.
    @Test func aScreenWithoutAnIdentityAmongScreensWithOne() {
        #expect(diagnostics { $0.screens[0].waitFor = WaitDefinition("a") } == [
            "g:5:1: warning: screen 'B' has no waitFor: on a real app, which cannot say which screen it shows, nothing checks that a step arrived there"
        ])
        #expect(diagnostics { $0.screens[0].waitFor = WaitDefinition("a"); $0.screens[1].waitFor = WaitDefinition("b") } == [])
    }

    @Test func warnings() {
        #expect(
            diagnostics {
                $0.screens.append(ScreenDefinition("Lost", location: Self.at(7)))
                $0.screens[1].back = nil
                $0.screens[0].edges[0].condition = "n > 2 && n < 1"
                $0.state.append(StateField("unused", .bool, initial: false, location: Self.at(8)))
                $0.actions.append(ActionDefinition("Orphan", location: Self.at(9)))
            } == [
                // In source order, like errors.
                "g:4:1: warning: guard 'n > 2 && n < 1' can never hold\nn > 2 && n < 1\n^",
                "g:5:1: warning: screen 'B' is a dead end: nothing leads out of it and it has no back gesture",
                "g:7:1: warning: screen 'Lost' cannot be reached from the start screen 'A'",
                "g:7:1: warning: screen 'Lost' is a dead end: nothing leads out of it and it has no back gesture",
                "g:8:1: warning: state field 'unused' is never used",
                "g:9:1: warning: nothing leads to action 'Orphan'",
            ])
    }

    @Test func guardsThatCanHoldAreNotFlagged() {
        for condition in ["n == 7", "n + 5 == 12", "n - 3 > 100", "!(n != 4)", "n > 2 || n < 1"] {
            #expect(diagnostics { $0.screens[0].edges[0].condition = ExpressionSource(condition) } == [], "\(condition)")
        }
    }

    @Test func buildingThrowsEveryError() throws {
        var definition = Self.base()
        definition.start = nil
        definition.screens[0].edges[0].to = "Nowhere"
        let error = #expect(throws: GraphError.self) { try ScreenGraph(definition) }
        #expect(error?.errors.map(\.message) == ["the graph has no start screen", "edge target 'Nowhere' is not a screen or an action"])
    }
}

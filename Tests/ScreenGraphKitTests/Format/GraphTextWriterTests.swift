import Testing

@testable import ScreenGraphKit

/// The `.screengraph` language written canonically: name and start, the state, then
/// screens, top-level actions and navigator actions, a blank line between blocks,
/// members indented two spaces, defaults left out, names bare when they are words and
/// quoted otherwise, and comments kept beside the lines they were written with.
@Suite struct GraphTextWriterTests {
    @Test func aDefinitionIsWrittenInCanonicalOrderWithDefaultsLeftOut() {
        var definition = GraphDefinition(name: "Shop", start: "Home")
        definition.state = [.int("n"), .optional("note", .string), .optional("code", .int, 3), .string("who", "a\"b")]
        var home = ScreenDefinition("Home")
        home.waitFor = WaitDefinition("home", in: .system, until: .gone, if: "n > 0", timeout: 2)
        home.back = BackDefinition(.tap("back"))
        home.onEnter = ["n = 1"]
        home.onExit = ["n = 2"]
        home.edges = [EdgeDefinition(to: "Other screen", Interaction(.press(duration: 1), element: "x"), if: "n > 1", cost: 2.5)]
        home.actions = [ActionDefinition("Add", Interaction(.typeText("hi"), element: "f"), effects: ["n += 1"], then: "Home")]
        var other = ScreenDefinition("Other screen")
        other.dismissOnUse = true
        definition.screens = [home, other]
        definition.actions = [ActionDefinition("Reset", if: "n > 0", effects: ["n = 0"], cost: 3)]
        definition.navigatorActions = [NavigatorActionDefinition("Again", steps: [.goto("Other screen"), .perform("Add"), .nowAt("Home"), .set("n = 3")])]
        #expect(
            GraphTextWriter.write(definition) == """
                graph "Shop"
                start Home

                state n: int = 0
                state note: string?
                state code: int? = 3
                state who: string = "a\\"b"

                screen Home
                  waitFor "home" in system until gone timeout 2 if n > 0
                  back tap "back"
                  onEnter n = 1
                  onExit n = 2
                  press "x" -> "Other screen" cost 2.5 if n > 1
                  action Add: typeText("hi") "f" -> Home
                    effect n += 1

                screen "Other screen" dismissOnUse

                action Reset cost 3 if n > 0
                  effect n = 0

                navigator Again
                  goto "Other screen"
                  perform Add
                  nowAt Home
                  set n = 3

                """)
    }

    @Test func aNameIsBareOnlyWhenItIsAnASCIIWord() {
        #expect(["Home", "_x", "a.b", "Tab2", "x_y.z"].allSatisfy(GraphTextWriter.isBareName))
        #expect(!["", "2fa", ".a", "a b", "é", "a-b", "a\"b", "#a"].contains(where: GraphTextWriter.isBareName))
        #expect(GraphTextWriter.name("a b") == #""a b""# && GraphTextWriter.name("Home") == "Home")
    }

    @Test func everyGestureIsSpelledAsTheLanguageReadsIt() {
        let spelled = [
            Interaction(.press(duration: 0.5), element: "a"), Interaction(.typeTextFrom("user name"), element: "f", in: .system),
            Interaction(.custom("shake \"it\"")), Interaction(.noop), Interaction(.swipeLeft, element: "row # 1"),
        ].map(GraphTextWriter.gesture)
        #expect(spelled == [#"press(0.5) "a""#, #"typeText "f" in system from "user name""#, #"custom("shake \"it\"")"#, "noop", #"swipeLeft "row # 1""#])
    }

    @Test func anExpressionIsWrittenOnOneLine() {
        var definition = GraphDefinition(start: "A")
        var screen = ScreenDefinition("A")
        screen.onEnter = ["a = 1 &&\nb", "s = \"x\ny\""]
        definition.screens = [screen]
        #expect(GraphTextWriter.write(definition).contains("  onEnter a = 1 && b\n  onEnter s = \"x\\ny\"\n"))
    }

    @Test func commentsStayBesideTheirLinesWhenFormatted() throws {
        let text = """
            # The shop.

            start Home   # where it starts
            screen Home
              # the only way on
              tap "a" -> Home
            # the end
            """
        #expect(
            try GraphDefinition.formatted(text, format: .screengraph, path: "g") == """
                # The shop.

                start Home  # where it starts

                screen Home
                  # the only way on
                  tap "a" -> Home

                # the end

                """)
    }
}

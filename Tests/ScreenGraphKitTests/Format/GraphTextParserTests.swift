import Testing

@testable import ScreenGraphKit

/// The `.screengraph` language's reader: a line in column 1 opens a block, indented lines
/// belong to the block above, every error is located at its token with the line echoed,
/// and a block whose first line is wrong is skipped rather than reported line by line.
/// The section for GraphTextParser+Clauses.swift reads gestures with their `in`, the
/// `typeText … from` form, and a `waitFor`'s clauses.
@Suite struct GraphTextParserTests {
    private func read(_ text: String) throws(GraphError) -> GraphDefinition {
        try GraphDefinition(parsing: text, format: .screengraph, path: "g")
    }

    /// Each error reading `text` gives, as `line:column: message`.
    private func errors(_ text: String) -> [String] {
        do {
            _ = try read(text)
            return []
        } catch {
            return error.errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        }
    }

    @Test func everyDeclarationReadsIntoTheModel() throws {
        let definition = try read(
            """
            graph "Shop"
            start Home
            state n: int = 0
            state note: string?
            screen Home
              waitFor "home"
              back tap "back" cost 2
              onEnter n = 1
              onExit n = 2
              tap "add" -> Add cost 3 if n < 5
              action Add: press(2) "add" -> Home if n < 5
              effect n = n + 1
            screen Menu dismissOnUse
            action Reset -> Home cost 4
              effect n = 0
            navigator Again
              goto Home
              perform Add
              nowAt Home
              set n = 3
            """)
        #expect(definition.name == "Shop" && definition.start == "Home" && definition.startLocation?.description == "g:2:7")
        #expect(definition.state == [.int("n"), .optional("note", .string)])
        let home = definition.screens[0]
        #expect(home.waitFor == "home" && home.back == BackDefinition(.tap("back"), cost: 2) && home.location?.description == "g:5:1")
        #expect(home.onEnter.map(\.text) == ["n = 1"] && home.onExit.map(\.text) == ["n = 2"])
        #expect(home.edges.map { "\($0.interaction) -> \($0.to) \($0.cost) \($0.condition?.text ?? "-")" } == ["tap 'add' -> Add 3.0 n < 5"])
        #expect(home.actions.map { "\($0.name) \($0.interaction?.description ?? "-") \($0.then ?? "-") \($0.condition?.text ?? "-") \($0.effects.map(\.text))" }
            == [#"Add press(2.0) 'add' Home n < 5 ["n = n + 1"]"#])
        #expect(definition.screens[1].dismissOnUse && !home.dismissOnUse)
        #expect(definition.actions.map { "\($0.name) \($0.then ?? "-") \($0.cost) \($0.effects.map(\.text))" } == [#"Reset Home 4.0 ["n = 0"]"#])
        #expect(definition.navigatorActions.first?.steps == [.goto("Home"), .perform("Add"), .nowAt("Home"), .set("n = 3")])
    }

    @Test func everyLineBreakEndsALineAndAByteOrderMarkIsSkipped() throws {
        for text in ["\u{FEFF}start A\nscreen A\n  tap \"x\" -> A\n", "start A\r\nscreen A\r\n  tap \"x\" -> A\r\n", "start A\rscreen A\r  tap \"x\" -> A"] {
            let definition = try read(text)
            #expect(definition.screens.map(\.name) == ["A"] && definition.screens[0].edges.map(\.location?.line) == [3], "\(text.debugDescription)")
        }
        #expect(errors("start A\r\nscreen A\r\n  tap \"x\" => A") == ["3:11: expected '->' and the screen or action the edge leads to, found '='"])
    }

    @Test func aGraphNeedsAStartAndGivesItOnce() {
        #expect(errors("screen A\n") == ["1:1: the graph needs a 'start' line naming the start screen"])
        #expect(errors("start A\nstart B\nscreen A\n") == ["2:1: the start screen is already given"])
        #expect(errors("graph \"a\"\ngraph \"b\"\nstart A\n") == ["2:1: the graph's name is already given"])
    }

    @Test func eachLineIsOfItsBlock() {
        #expect(errors("start A\n  tap \"x\" -> A\n") == ["2:3: an indented line must belong to a 'screen', 'action' or 'navigator' above it"])
        #expect(errors("start A\nedge A\n") == [
            "2:1: expected 'graph', 'start', 'state', 'screen', 'action' or 'navigator' at the start of a line, found 'edge'"
        ])
        #expect(errors("start A\naction X\n  tap \"x\" -> A\n") == ["3:3: expected 'effect' in a top-level action, found 'tap'"])
        #expect(errors("start A\nnavigator N\n  jump A\n") == ["3:3: expected 'goto', 'perform', 'nowAt' or 'set', found 'jump'"])
        #expect(errors("start A\nscreen A\n  effect n = 1\n") == ["3:3: 'effect' must follow an 'action' line"])
        #expect(errors("start A\nscreen A hidden\n") == ["2:10: expected 'dismissOnUse' or the end of the line, found 'hidden'"])
        // A state line closes the block above it.
        #expect(errors("start A\nscreen A\nstate n: int = 0\n  tap \"x\" -> A\n") == [
            "4:3: an indented line must belong to a 'screen', 'action' or 'navigator' above it"
        ])
    }

    @Test func aBlockWhoseFirstLineIsWrongIsSkippedNotReportedLineByLine() {
        #expect(errors("start A\nscreen \"\"\n  tap x\n  nonsense\nscreen B\n  tap x\n") == [
            "2:8: a name must not be empty", "6:7: expected the element's accessibility identifier in double quotes, found 'x'",
        ])
    }

    @Test func aScreenGivesItsWaitAndBackOnce() {
        #expect(errors("start A\nscreen A\n  waitFor \"a\"\n  waitFor \"b\"\n") == ["4:3: the screen's 'waitFor' is already given"])
        #expect(errors("start A\nscreen A\n  back tap \"a\"\n  back tap \"b\"\n") == ["4:3: the screen's 'back' is already given"])
    }

    @Test func aStateFieldsTypeAndInitialValueAgree() {
        #expect(errors("start A\nstate n: float = 1\n") == ["2:9: unknown type 'float'; expected bool, int, string, bool?, int? or string?"])
        #expect(errors("start A\nstate n: int = true\n") == ["2:15: the initial value true does not fit type int"])
        #expect(errors("start A\nstate n: int\n") == ["2:13: field 'n' of type int needs an initial value: '= VALUE'"])
        #expect(errors("start A\nstate n: bool? = nil\nstate m: string? = \"x\"\nscreen A\n").isEmpty)
    }

    @Test func everyWrongLineIsReportedNotOnlyTheFirst() {
        #expect(errors("start A\nscreen A\n  tap -> A\n  tap \"x\" -> \n  bogus\n").count == 3)
    }

    @Test func commentsAreNoPartOfTheGraph() throws {
        let definition = try read("# heading\nstart A # where it starts\nscreen A\n  tap \"#x\" -> A # the hash in quotes stays\n")
        #expect(definition.start == "A" && definition.screens[0].edges.map(\.interaction) == [.tap("#x")])
    }

    // MARK: - GraphTextParser+Clauses.swift

    @Test func aGestureActsInTheAppItNames() throws {
        let definition = try read(
            """
            start A
            state name: string = "sam"
            screen A
              tap "Allow" in system -> A
              press(2) "row" in settings -> A
              typeText "field" from name -> A
              typeText "field" in system from name -> A
              typeText("abc") "field" -> A
              noop -> A
            """)
        #expect(definition.screens[0].edges.map(\.interaction) == [
            Interaction(.tap, element: "Allow", in: .system), Interaction(.press(duration: 2), element: "row", in: .settings),
            Interaction(.typeTextFrom("name"), element: "field"), Interaction(.typeTextFrom("name"), element: "field", in: .system),
            Interaction(.typeText("abc"), element: "field"), Interaction(.noop),
        ])
    }

    @Test func aGesturesAppAndFieldAreChecked() {
        #expect(errors("start A\nscreen A\n  tap \"x\" in sytem -> A\n") == [
            "3:14: unknown app 'sytem'; expected app, system or settings; did you mean 'system'?"
        ])
        #expect(errors("start A\nscreen A\n  noop in system -> A\n").first?.hasPrefix("3:") == true)
        #expect(errors("start A\nscreen A\n  noop in system -> A\n").first?.hasSuffix("'in' needs a gesture on an element, not 'noop'") == true)
        #expect(errors("start A\nscreen A\n  typeText \"\" from n -> A\n") == ["3:12: an element identifier must not be empty"])
        #expect(errors("start A\nscreen A\n  typeText \"f\" with n -> A\n") == ["3:16: expected 'from' and the field whose value is typed, found 'with'"])
        #expect(errors("start A\nscreen A\n  typeText f -> A\n") == [
            "3:12: expected '(' and the text to type, or the element's identifier and 'from' a field, found 'f'"
        ])
    }

    @Test func aWaitsClausesComeInAnyOrderBeforeItsGuard() throws {
        let one = try read("start A\nstate b: bool = true\nscreen A\n  waitFor \"s\" timeout 3 until gone in system if b\n")
        let other = try read("start A\nstate b: bool = true\nscreen A\n  waitFor \"s\" in system until gone timeout 3 if b\n")
        let expected = WaitDefinition("s", in: .system, until: .gone, if: "b", timeout: 3)
        #expect(one.screens[0].waitFor == expected && other.screens[0].waitFor == expected)
        #expect(one.screens[0].waitFor?.location?.description == "g:4:3")
    }

    @Test func aWaitsClausesAreCheckedOnceEach() {
        #expect(errors("start A\nscreen A\n  waitFor \"s\" in system in app\n") == ["3:25: the wait's 'in' is already given"])
        #expect(errors("start A\nscreen A\n  waitFor \"s\" until gon\n") == ["3:21: unknown 'until' value 'gon'; expected exists or gone; did you mean 'gone'?"])
        #expect(errors("start A\nscreen A\n  waitFor \"s\" after 3\n") == ["3:15: expected 'in', 'until', 'timeout', 'if' or the end of the line, found 'after'"])
        #expect(errors("start A\nscreen A\n  waitFor \"\"\n") == ["3:11: an element identifier must not be empty"])
    }
}

import Testing

@testable import ScreenGraphKit

/// The graph as its author wrote it: plain data, whose few behaviours are what Swift
/// alone can say (closures run on the main actor, steps named by string enums) and
/// equality that ignores where a gesture was written; and, in the section for
/// Format/GraphDefinition+Conversion.swift, `convert`'s refusal to print a text that
/// would read back as another graph.
@Suite struct GraphDefinitionTests {
    enum Screen: String, ScreenGraphName { case home, settings }

    final class Navigator {
        var visits = 0
    }

    @Test func aBackGestureIsEqualByGestureAndCostWhereverWritten() {
        let here = BackDefinition(.tap("nav.back"), location: SourcePosition(file: "a", line: 1, column: 1))
        #expect(here == BackDefinition(.tap("nav.back"), location: SourcePosition(file: "b", line: 7, column: 3)))
        #expect(here != BackDefinition(.tap("nav.back"), cost: 2))
        #expect(here != BackDefinition(.tap("nav.close")))
    }

    @Test func navigatorStepsTakeStringEnumCasesByRawValue() {
        let steps: [NavigatorActionDefinition.Step] = [.goto(Screen.settings), .perform(Screen.home), .nowAt(Screen.home)]
        #expect(steps == [.goto("settings"), .perform("home"), .nowAt("home")])
    }

    @Test func anObserverChangesTheStateItIsGiven() throws {
        var state = try ScreenGraph(GraphDefinition(parsing: "start A\nstate n: int = 1\nscreen A\n", format: .screengraph, path: "g"))
            .initialState
        let observer = StateObserver { app, user in
            #expect(app == nil)
            try user.set("n", to: .int(5))
        }
        try observer.observe(nil, &state)
        #expect(state.n == .int(5))
    }

    @Test func anObserversErrorReachesTheCaller() throws {
        var state = try ScreenGraph(GraphDefinition(parsing: "start A\nscreen A\n", format: .screengraph, path: "g")).initialState
        let observer = StateObserver { _, user in try user.set("missing", to: true) }
        #expect(throws: UserStateError.unknownField("missing")) { try observer.observe(nil, &state) }
    }

    @Test func aNavigatorActionsBodyIsGivenTheNavigator() throws {
        let navigator = Navigator()
        let body = NavigatorActionBody { object in
            let navigator = try #require(object as? Navigator)
            navigator.visits += 1
        }
        try body.run(navigator)
        try body.run(navigator)
        #expect(navigator.visits == 2)
    }

    // MARK: - Format/GraphDefinition+Conversion.swift

    private let guarded = """
        {"format": "screengraph/1", "start": "A", "state": [{"name": "b", "type": "bool", "initial": true}], \
        "screens": [{"name": "A", "edges": [{"to": "B", "gesture": "tap", "element": "x", "if": "%@"}]}, {"name": "B"}]}
        """

    private func json(_ guardText: String) throws -> GraphDefinition {
        try GraphDefinition(parsing: guarded.replacingOccurrences(of: "%@", with: guardText), format: .json, path: "dir/g.json")
    }

    @Test func aGraphConvertsToEitherFormatAndReadsBackTheSame() throws {
        let definition = try json("b")
        let text = try definition.convertedText(in: .screengraph, path: "dir/g.json")
        #expect(text == definition.text(in: .screengraph))
        #expect(text.contains(#"tap "x" -> B if b"#))
        let back = try GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph")
        #expect(try back.convertedText(in: .json, path: "g.screengraph") == definition.text(in: .json))
    }

    @Test func aGuardTheLanguageWouldCutAtACommentIsRefused() throws {
        let error = try #require(throws: GraphError.self) { try json("b # c").convertedText(in: .screengraph, path: "dir/g.json") }
        #expect(error.diagnostics.map(\.code) == [.otherError])
        #expect(
            error.diagnostics.map(\.message) == [
                #"dir/g.json: cannot convert to screengraph without changing the graph: '{"to": "B", "gesture": "tap", "element": "x", "if": "b # c"}' would read back as '{"to": "B", "gesture": "tap", "element": "x", "if": "b"}'"#
            ])
    }

    @Test func aTextThatDoesNotReadBackIsRefusedWithTheReadersReason() throws {
        let definition = try GraphDefinition(
            parsing: #"{"format": "screengraph/1", "start": "A", "state": [{"name": "my field", "type": "bool", "initial": true}], "screens": [{"name": "A"}]}"#,
            format: .json, path: "g.json")
        let error = try #require(throws: GraphError.self) { try definition.convertedText(in: .screengraph, path: "g.json") }
        #expect(
            error.diagnostics.map(\.message) == [
                "g.json: cannot convert to screengraph: the text written does not read back: expected ':' and the field's type, found 'f'"
            ])
    }

    @Test func aLineSeparatorInAGuardsStringConvertsThoughTheLanguageEscapesIt() throws {
        let definition = try json(#"b && \"a\u2028b\" == \"a\u2028b\""#)
        let text = try definition.convertedText(in: .screengraph, path: "g.json")
        #expect(text.contains(#"\u{2028}"#))
    }

    @Test func thePathInTheMessageIsEscaped() throws {
        let error = try #require(throws: GraphError.self) { try json("b # c").convertedText(in: .screengraph, path: "evil\u{1B}[31m.json") }
        #expect(error.diagnostics.first?.message.hasPrefix(#"evil\u{1B}[31m.json: cannot convert"#) == true)
    }
}

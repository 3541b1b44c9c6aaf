import Testing

@testable import ScreenGraphKit

/// Why there is no route, one message per reason, with every name the message quotes
/// escaped and cut (`Echo.excerpt`), so a hostile name never floods the terminal.
@Suite struct PlanningErrorTests {
    @Test func eachReasonSaysWhy() {
        #expect(PlanningError.unknownName("Setings", expected: "a screen", suggestion: "Settings").description
            == "'Setings' is not a screen of the graph; did you mean 'Settings'?")
        #expect(PlanningError.unknownName("Zzz", expected: "a screen or an action").description
            == "'Zzz' is not a screen or an action of the graph")
        #expect(PlanningError.disconnected(from: "A", to: "B").description
            == "no route from 'A' to 'B': nothing leads there from 'A', whatever the state")
        #expect(PlanningError.searchLimit(from: "A", to: "B", limit: 10, nearest: nil).description
            == "no route from 'A' to 'B' found within the search limit of 10 states")
        #expect(PlanningError.searchLimit(from: "A", to: "B", limit: 10, nearest: "C (n = 1)").description
            == "no route from 'A' to 'B' found within the search limit of 10 states; the nearest state reached: C (n = 1)")
        #expect(PlanningError.unsatisfiable(from: "A", to: "B", condition: "n > 3", nearest: "B (n = 2)").description
            == "no route from 'A' to 'B' where n > 3: no reachable state satisfies it; the nearest state reached: B (n = 2)")
    }

    /// A closed search lists every way it could not take, one per line, each with its
    /// gesture, the reason and where it was declared when that is known.
    @Test func aClosedWayListsEveryWayWithItsReason() {
        let ways = [
            PlanningError.ClosedWay(
                from: "A", to: "B", interaction: .tap("b"), reason: "guard 'n > 0' does not hold (n = 0)",
                declaration: SourcePosition(file: "g.screengraph", line: 4, column: 3)),
            PlanningError.ClosedWay(from: "A", to: "C", interaction: nil, reason: "integer overflow", declaration: nil),
        ]
        #expect(PlanningError.closed(from: "A", to: "B", ways: ways).description == """
            no route from 'A' to 'B': the way is closed
              A → B (tap 'b'): guard 'n > 0' does not hold (n = 0) [g.screengraph:4:3]
              A → C: integer overflow
            """)
    }

    /// Echo.excerpt: more than 120 Unicode scalars show by their start and end, a
    /// control character as `\u{…}`.
    @Test func namesAreEscapedAndCut() {
        let long = String(repeating: "x", count: 500)
        let text = PlanningError.disconnected(from: long, to: "B\u{1B}[2J").description
        #expect(text.hasSuffix("to 'B\\u{1B}[2J': nothing leads there from '\(Echo.excerpt(long))', whatever the state"))
        #expect(!text.contains(long) && text.unicodeScalars.count < 2 * Echo.maximumLength + 100)
    }

    /// The error for a name the graph does not have suggests the closest name of the
    /// kind the call needs: only screens when only a screen will do.
    @Test func anUnknownNameSuggestsTheClosestNameOfTheRightKind() throws {
        let text = """
            start Home
            screen Home
              action Setup: tap "setup"
            screen Settings

            """
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g"))
        #expect(PlanningError.unknownName("Setings", in: graph, screensOnly: true)
            == .unknownName("Setings", expected: "a screen", suggestion: "Settings"))
        #expect(PlanningError.unknownName("Setup1", in: graph, screensOnly: false)
            == .unknownName("Setup1", expected: "a screen or an action", suggestion: "Setup"))
        #expect(PlanningError.unknownName("Setup1", in: graph, screensOnly: true).description
            .hasPrefix("'Setup1' is not a screen of the graph"))
    }
}

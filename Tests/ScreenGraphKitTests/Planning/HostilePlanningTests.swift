import Testing

@testable import ScreenGraphKit

/// Hostile arguments to the planner: conditions nested too deep or very long, and
/// extreme counts. Each case is one line: a short name, the input, and what it gives.
@Suite struct HostilePlanningTests {
    struct Case<Input: Sendable, Outcome: Sendable & Equatable>: Sendable, CustomTestStringConvertible {
        var name: String
        var input: Input
        var outcome: Outcome
        var testDescription: String { name }

        init(_ name: String, _ input: Input, _ outcome: Outcome) {
            self.name = name
            self.input = input
            self.outcome = outcome
        }
    }

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// `A` leads to `B`, which sets `b`; `n` is 1.
    static let graph: ScreenGraph? = try? ScreenGraph(
        GraphDefinition(
            parsing: "start A\nstate b: bool = false\nstate n: int = 1\nscreen A\n  tap \"x\" -> B\nscreen B\n  onEnter b = true\n",
            format: .screengraph, path: "g"))

    // MARK: Nesting

    /// What `route(to: "B", where: condition)` gives: the route's cost, or the first
    /// line of the error (a condition's error is placed at its start; the caret below
    /// the condition points at the column).
    @Test(arguments: [
        Case("a condition in 256 parentheses", repeated("(", 256) + "b" + repeated(")", 256), "cost 1"),
        Case("a condition in 17,000 parentheses", repeated("(", 17_000) + "b" + repeated(")", 17_000),
             "condition:1:1: error: expression nests deeper than 256 levels of '(', '!' and unary '-'"),
        Case("a condition in 17,000 '!'", repeated("!", 17_000) + "b",
             "condition:1:1: error: expression nests deeper than 256 levels of '(', '!' and unary '-'"),
        Case("a condition of 50,000 '||' terms", repeated("!b || ", 49_999) + "b", "cost 1"),
        Case("a condition of 50,000 '+' terms", repeated("n + ", 49_999) + "n == 50000 && b", "cost 1"),
    ])
    func conditions(_ testCase: Case<String, String>) throws {
        let planner = Planner(graph: try #require(Self.graph))
        let outcome: String
        do throws(PlanningError) {
            outcome = "cost \(formatNumber(try planner.route(to: "B", where: testCase.input).cost))"
        } catch {
            outcome = String(error.description.prefix { $0 != "\n" })
        }
        #expect(outcome == testCase.outcome, "\(testCase.name)")
    }
}

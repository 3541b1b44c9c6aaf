import Testing

@testable import ScreenGraphKit

/// Hostile arguments to the planner: conditions nested too deep or very long, and
/// extreme counts. Each case is one line: a short name, the input, and what it gives.
@Suite struct HostilePlanningTests {
    typealias Case<Input: Sendable, Outcome: Sendable> = HostileCase<Input, Outcome>

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
             "condition:1:257: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
        Case("a condition in 17,000 '!'", repeated("!", 17_000) + "b",
             "condition:1:257: error: expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"),
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

    // MARK: Numbers

    /// The empty shards past the Demo tour's three routes, up to the most shards there are.
    static let emptyShards = [[Int]](repeating: [], count: 10_000 - 3)

    /// The Demo graph's edge tour, split for two shards: three routes, of 4, 5 and 2
    /// steps, each step costing 1 (`CommandLineTests` prints their shards).
    static func demoTour() throws -> (Planner, Tour) {
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")))
        return (planner, planner.splitting(planner.tour(covering: .edges), into: 2))
    }

    /// What `shards(count)` gives for the Demo tour: as many shards as asked for, from
    /// one to `Tour.maximumShards`, the ones past the routes empty; no count traps.
    @Test(arguments: [
        Case("one shard", 1, [[0, 1, 2]]),
        Case("two shards", 2, [[1], [0, 2]]),
        Case("as many shards as routes", 3, [[1], [0], [2]]),
        Case("one shard more than routes", 4, [[1], [0], [2], []]),
        Case("2^61 shards, where 4 × count overflows", 2_305_843_009_213_693_952, [[1], [0], [2]] + Self.emptyShards),
        Case("Int.max shards", Int.max, [[1], [0], [2]] + Self.emptyShards),
        Case("no shards", 0, [[0, 1, 2]]),
        Case("Int.min shards", Int.min, [[0, 1, 2]]),
    ])
    func shardCounts(_ testCase: Case<Int, [[Int]]>) throws {
        #expect(Tour.maximumShards == 10_000)
        let (_, tour) = try Self.demoTour()
        #expect(tour.routes.map(\.steps.count) == [4, 5, 2] && tour.routes.map(\.cost) == [4, 5, 2])
        #expect(tour.shards(testCase.input) == testCase.outcome, "\(testCase.name)")
    }

    /// How many routes `splitting(_:into:)` gives the Demo graph's one-route edge tour
    /// of 8 steps: it stops when no route can be cut, whatever the count asked for.
    @Test(arguments: [
        Case("into one", 1, 1),
        Case("into two", 2, 3),
        Case("into as many as steps", 8, 3),
        Case("into 2^61, where 4 × count overflows", 2_305_843_009_213_693_952, 3),
        Case("into Int.max", Int.max, 3),
        Case("into none", 0, 1),
        Case("into Int.min", Int.min, 1),
    ])
    func splitCounts(_ testCase: Case<Int, Int>) throws {
        let (planner, _) = try Self.demoTour()
        let tour = planner.tour(covering: .edges)
        #expect(tour.routes.map(\.steps.count) == [8])
        let split = planner.splitting(tour, into: testCase.input)
        #expect(split.routes.count == testCase.outcome, "\(testCase.name)")
        // Printing the shards of a huge count prints one line per shard, at most Tour.maximumShards.
        #expect(split.text(shards: testCase.input).split(separator: "\n").filter { $0.hasPrefix("  shard ") }.count
            == min(max(testCase.input, 1), Tour.maximumShards), "\(testCase.name)")
    }

    /// What a route to the end of a chain of screens gives, each step costing the next
    /// of the costs: the route's cost, or the first line of the graph's first error.
    /// No cost the compiler accepts can make a sum overflow and hide the end.
    @Test(arguments: [
        Case("two steps of 1e308", [1e308, 1e308], "g:1:1: error: cost must be at most 1e12, found 1e+308"),
        Case("two steps of the largest double", [.greatestFiniteMagnitude, 1], "g:1:1: error: cost must be at most 1e12, found 1.7976931348623157e+308"),
        Case("999 steps of the largest cost", Array(repeating: 1e12, count: 999), "cost 999000000000000"),
        Case("the smallest cost beside the largest", [1e12, .leastNonzeroMagnitude], "cost 1000000000000"),
    ])
    func chainCosts(_ testCase: Case<[Double], String>) {
        var definition = GraphDefinition(start: "S0")
        for (index, cost) in testCase.input.enumerated() {
            var screen = ScreenDefinition("S\(index)", location: SourcePosition(file: "g", line: index + 1, column: 1))
            screen.edges = [EdgeDefinition(to: "S\(index + 1)", .tap("next"), cost: cost, location: screen.location)]
            definition.screens.append(screen)
        }
        definition.screens.append(ScreenDefinition("S\(testCase.input.count)"))
        let outcome: String
        do throws(GraphError) {
            let planner = Planner(graph: try ScreenGraph(definition))
            do throws(PlanningError) {
                outcome = "cost \(formatNumber(try planner.route(to: "S\(testCase.input.count)").cost))"
            } catch {
                outcome = String(error.description.prefix { $0 != "\n" })
            }
        } catch {
            outcome = error.errors.first.map { String($0.description.prefix { $0 != "\n" }) } ?? ""
        }
        #expect(outcome == testCase.outcome, "\(testCase.name)")
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Settling every target in one search (`SearchSpace+Costs.swift`): ``SearchSpace/settleAll(from:allowingStateChanges:limit:)``
/// gives the least cost from a start to every screen and action, and lists the actions
/// whose cost needs a search of their own. `CostTableTests` checks the planner's
/// `costs(from:)` against routes; here the search is checked against a plain Dijkstra.
@Suite struct SearchSpaceCostsTests {
    /// On 200 seeded graphs of 3 to 12 screens with moves of cost 1 to 3 (on odd seeds
    /// some cost 2.5, so the search takes its heap rather than its buckets), a third of
    /// them guarded on `flag` or `level`: the costs settled from S0 are those of a
    /// Dijkstra over the moves whose guard holds on the start's user state, written
    /// here with the guards evaluated by hand. A failure names its seed.
    @Test func costsAreThoseOfAPlainDijkstra() throws {
        var unreachable = 0
        for seed: UInt64 in 0..<200 {
            var random = SplitMix64(seed: seed)
            let count = Int.random(in: 3...12, using: &random)
            let flag = Bool.random(using: &random)
            let level = Int.random(in: 0...3, using: &random)
            var edges: [[(to: Int, cost: Double, guard: String?)]] = []
            for _ in 0..<count {
                edges.append((0..<Int.random(in: 0...3, using: &random)).map { _ in
                    let costs: [Double] = seed % 2 == 1 ? [1, 2, 3, 2.5] : [1, 2, 3]
                    let guarded = Int.random(in: 0..<3, using: &random) == 0
                    return (
                        Int.random(in: 0..<count, using: &random), costs[Int.random(in: 0..<costs.count, using: &random)],
                        guarded ? ["flag", "!flag", "level > 1"][Int.random(in: 0..<3, using: &random)] : nil
                    )
                })
            }
            func holds(_ condition: String?) -> Bool {
                switch condition {
                case nil: true
                case "flag": flag
                case "!flag": !flag
                default: level > 1
                }
            }
            var definition = Shapes.definition(count) { index in
                edges[index].map { Shapes.edge(index, $0.to, cost: $0.cost, if: $0.guard) }
            }
            definition.state = [StateField("flag", .bool, initial: .bool(flag)), StateField("level", .int, initial: .int(Int64(level)))]
            let graph = try ScreenGraph(definition)

            // The model: Dijkstra by scanning for the least unsettled cost.
            var expected = [Double?](repeating: nil, count: count)
            var settled = [Bool](repeating: false, count: count)
            expected[0] = 0
            while let node = (0..<count).filter({ !settled[$0] && expected[$0] != nil }).min(by: { expected[$0]! < expected[$1]! }) {
                settled[node] = true
                for edge in edges[node] where holds(edge.guard) {
                    let cost = expected[node]! + edge.cost
                    if expected[edge.to].map({ cost < $0 }) ?? true { expected[edge.to] = cost }
                }
            }
            unreachable += expected.filter { $0 == nil }.count

            var space = SearchSpace(graph: graph)
            let (costs, ownSearch) = space.settleAll(
                from: NavigationState(startingOn: 0, in: graph), allowingStateChanges: false, limit: 10_000)
            #expect(costs == expected, "seed \(seed)")
            #expect(ownSearch.isEmpty, "seed \(seed)")
            #expect(space.usedBuckets == (seed % 2 == 0 || !edges.joined().contains { $0.cost == 2.5 }), "seed \(seed)")
        }
        // The graphs must have screens the guards or the edges leave unreachable.
        #expect(unreachable >= 100, "\(unreachable) unreachable screens over 200 graphs")
    }

    /// Past the search limit only what was settled has a cost: on a path of 10 screens,
    /// a limit of 4 states settles the first few screens at their true costs and leaves
    /// the rest without one, rather than guessing.
    @Test func pastTheLimitOnlySettledTargetsHaveCosts() throws {
        let graph = try ScreenGraph(Shapes.path(10))
        var space = SearchSpace(graph: graph)
        let (costs, ownSearch) = space.settleAll(from: NavigationState(startingOn: 0, in: graph), allowingStateChanges: false, limit: 4)
        let settled = costs.prefix { $0 != nil }
        #expect(!settled.isEmpty && settled.count < 10, "\(costs)")
        #expect(settled.map { $0 ?? -1 } == (0..<settled.count).map(Double.init))
        #expect(costs.dropFirst(settled.count).allSatisfy { $0 == nil })
        #expect(ownSearch.isEmpty)
        // With room, every screen is settled.
        let full = space.settleAll(from: NavigationState(startingOn: 0, in: graph), allowingStateChanges: false, limit: 10_000).costs
        #expect(full == (0..<10).map { Double($0) })
    }

    /// An action with effects is a destination but never passed through without state
    /// changes; when the chain of its one way in cannot finish (here its `then` screen's
    /// `onEnter` overflows), the shared search cannot give its cost and lists it for a
    /// search of its own, which finds none either. An action without effects whose chain
    /// finishes is settled with its chain.
    @Test func anActionWhoseChainCannotFinishGetsASearchOfItsOwn() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.bool("shared"), .int("n", .max)]) { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.tap("share", forAction: "Share", transitionTo: "Full", effects: ["shared = true"])
                screen.tap("look", forAction: "Look", transitionTo: "A")
            }
            map.addScreenState("Full") { $0.onEnter("n += 1") }
        }
        var space = SearchSpace(graph: graph)
        let (costs, ownSearch) = space.settleAll(from: NavigationState(startingOn: 0, in: graph), allowingStateChanges: false, limit: 1_000)
        func id(_ name: String) throws -> Int32 { try #require(graph.nodeIDs[name]) }
        #expect(ownSearch == [try id("Share")])
        #expect(costs[Int(try id("Share"))] == nil)
        #expect(costs[Int(try id("Full"))] == nil)
        // A → B (1), into Look (2), and its `then` back to A (3).
        #expect(costs[Int(try id("Look"))] == 3)
        #expect(try Planner(graph: graph).costs(from: "A").costs.first { $0.name == "Share" }?.cost == nil)
    }
}

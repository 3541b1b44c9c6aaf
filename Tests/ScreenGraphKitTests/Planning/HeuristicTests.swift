import Testing

@testable import ScreenGraphKit

/// A*'s lower bound on the cost to a goal: the least cost over the moves whose targets
/// are fixed (edges, ways into actions, `then`), every guard taken as true. Checked by
/// hand, against a plain Bellman-Ford relaxation of the same moves, and against the
/// planner's least-cost routes, which it must never exceed (it is admissible).
@Suite struct HeuristicTests {
    static func heuristic(_ graph: ScreenGraph, goal: String) throws -> Heuristic {
        Heuristic(graph: graph, reverse: ReverseMoves(graph: graph), goal: try #require(graph.nodeIDs[goal]))
    }

    /// A → B (2) → C (3), or A → C directly for 10; D is not connected to C.
    @Test func leastCostsToTheGoal() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                screen.tap("b", to: "B", cost: 2)
                screen.tap("c", to: "C", cost: 10)
            }
            map.addScreenState("B") { $0.tap("c", to: "C", cost: 3) }
            map.addScreenState("C") { $0.tap("d", to: "D", cost: 4) }
            map.addScreenState("D")
        }
        let heuristic = try Self.heuristic(graph, goal: "C")
        let named = Dictionary(uniqueKeysWithValues: graph.nodeNames.enumerated().map { ($1, heuristic.distance[$0]) })
        #expect(named == ["A": 5, "B": 3, "C": 0, "D": .infinity])
        #expect(heuristic.largestDistance == 5, "the largest finite distance")
        // No move costs less than 1, the cost of a return or closing an overlay.
        #expect(heuristic.cheapestMove == 1)
    }

    /// An action's `then` is a fixed move of cost 1: Tabs reaches Browser through OpenTab
    /// and LoadURL for 1 + 1 + 1.
    @Test func actionChainsCount() throws {
        let graph = try ScreenGraph.build(start: "Tabs") { map in
            map.addScreenState("Tabs") { $0.tap("new", forAction: "OpenTab", transitionTo: "LoadURL") }
            map.addScreenState("Browser") { $0.backAction(.tap("back"), cost: 0.5) }
            map.addAction("LoadURL", transitionTo: "Browser")
        }
        let heuristic = try Self.heuristic(graph, goal: "Browser")
        #expect(heuristic.distance[Int(try #require(graph.nodeIDs["Tabs"]))] == 3)
        #expect(heuristic.distance[Int(try #require(graph.nodeIDs["LoadURL"]))] == 1)
        #expect(heuristic.cheapestMove == 0.5, "a back gesture cheaper than every move")
    }

    /// The fixed-target moves of `graph`, relaxed until nothing changes.
    static func bellmanFord(_ graph: ScreenGraph, goal: Int32) -> [Double] {
        var moves: [(from: Int, to: Int, cost: Double)] = []
        for screen in 0..<graph.screenCount {
            for index in graph.movesOut(of: Int32(screen)) { moves.append((screen, Int(graph.moves[index].target), graph.moves[index].cost)) }
        }
        for (offset, action) in graph.actions.enumerated() where action.then >= 0 {
            moves.append((graph.screenCount + offset, Int(action.then), 1))
        }
        var distance = [Double](repeating: .infinity, count: graph.nodeNames.count)
        distance[Int(goal)] = 0
        var changed = true
        while changed {
            changed = false
            for move in moves where distance[move.to] + move.cost < distance[move.from] {
                distance[move.from] = distance[move.to] + move.cost
                changed = true
            }
        }
        return distance
    }

    /// On 60 seeded random graphs with guards, effects, back gestures, overlays and
    /// action chains, for every goal: the distances are Bellman-Ford's, and no least-cost
    /// route from the start (state changes allowed) costs less than the start's distance.
    @Test(arguments: [UInt64(0), 1, 2])
    func agreesWithBellmanFordAndNeverOverestimates(batch: UInt64) throws {
        var routed = 0
        for seed in 50 + batch * 20..<50 + (batch + 1) * 20 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let planner = Planner(graph: graph)
            let reverse = ReverseMoves(graph: graph)
            for goal in 0..<Int32(graph.nodeNames.count) {
                let heuristic = Heuristic(graph: graph, reverse: reverse, goal: goal)
                #expect(heuristic.distance == Self.bellmanFord(graph, goal: goal), "seed \(seed) goal \(graph.nodeNames[Int(goal)])")
                guard let route = try? planner.route(to: graph.nodeNames[Int(goal)], allowingStateChanges: true) else { continue }
                routed += 1
                #expect(route.cost >= heuristic.distance[Int(graph.start)], "seed \(seed) goal \(graph.nodeNames[Int(goal)])")
            }
        }
        // Most goals of most graphs have a route to compare with.
        #expect(routed >= 40, "batch \(batch): \(routed) goals routed")
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The search itself (`SearchSpace+Search.swift`): Dijkstra (A* when informed) over
/// (screen, context) states, through whichever ``SearchFrontier`` ``SearchSpace/begin(informed:limit:)``
/// chose, ending at the cheapest goal state whose user state is what the arrival asks,
/// or at the first state `accepting` takes; and the errors when it ends without one.
@Suite struct SearchSpaceSearchTests {
    static func id(_ name: String, in graph: ScreenGraph) throws -> Int32 { try #require(graph.nodeIDs[name]) }

    /// On 40 seeded random graphs of 30 screens (whole costs 1 to 4, a fifth of the
    /// moves guarded, a ring through every screen), from S0 to every screen: the heap,
    /// the buckets (a plain search) and A* over the levels find routes of the same cost.
    /// A failure names its seed and goal.
    @Test func everyFrontierFindsTheSameCost() throws {
        var used: Set<String> = []
        for seed: UInt64 in 0..<40 {
            let graph = try ScreenGraph(Shapes.random(screens: 30, edgesPerScreen: 3, guardedFraction: 0.2, seed: seed))
            // The heap (buckets not allowed), the buckets (a plain search), the levels (A*).
            var spaces = [SearchSpace(graph: graph), SearchSpace(graph: graph), SearchSpace(graph: graph)]
            spaces[0].allowsBuckets = false
            let informed = [false, false, true]
            let start = NavigationState(node: 0, user: graph.initialState)
            for goal in 0..<Int32(graph.screenCount) {
                var costs: [Double] = []
                for index in spaces.indices {
                    if let found = try? spaces[index].search(
                        from: start, goal: goal, allowingStateChanges: false, informed: informed[index], limit: 100_000)
                    {
                        costs.append(spaces[index].states.records[Int(found)].cost)
                    } else {
                        costs.append(-1)
                    }
                    used.insert("\(spaces[index].frontier)")
                }
                #expect(Set(costs).count == 1, "seed \(seed), goal S\(goal): heap, buckets, levels \(costs)")
            }
        }
        #expect(used == ["heap", "buckets", "levels"])
    }

    /// Home leads to Settings, where the action Toggle flips `on` and returns.
    static func toggleGraph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Home", state: [.int("on")]) { map in
            map.addScreenState("Home") { $0.tap("settings", to: "Settings") }
            map.addScreenState("Settings") { screen in
                screen.tap("toggle", forAction: "Toggle", effects: ["on = 1 - on"])
                screen.tap("home", to: "Home")
            }
        }
    }

    /// An arrival that asks for a user state ends on the cheapest goal state that has
    /// it, not the cheapest goal state: Home with `on` = 1 is 4 moves away, not 0.
    @Test func theArrivalDecidesWhichGoalStateEndsTheSearch() throws {
        let graph = try Self.toggleGraph()
        var space = SearchSpace(graph: graph)
        let start = NavigationState(node: 0, user: graph.initialState)
        let home = try Self.id("Home", in: graph)
        var on = graph.initialState
        try on.set("on", to: .int(1))
        for arrival in [SearchSpace.Arrival.any, .exactly(on)] {
            let found = try space.search(from: start, goal: home, allowingStateChanges: true, arrival: arrival, informed: true, limit: 1_000)
            #expect(space.states.records[Int(found)].cost == (arrival.constrainsState ? 4 : 0))
            #expect(space.position(of: found).user == (arrival.constrainsState ? on : graph.initialState))
        }
    }

    /// `accepting` replaces the goal: the first state popped that it takes ends the
    /// search, in cost order.
    @Test func acceptingEndsTheSearchAtTheFirstStateItTakes() throws {
        let graph = try ScreenGraph(Shapes.path(6))
        var space = SearchSpace(graph: graph)
        var asked: [Int32] = []
        let found = try space.search(from: NavigationState(node: 0, user: graph.initialState), goal: -1, allowingStateChanges: false, limit: 100) { space, state in
            asked.append(space.states.records[Int(state)].node)
            return space.states.records[Int(state)].node == 3
        }
        #expect(asked == [0, 1, 2, 3])
        #expect(space.states.records[Int(found)].cost == 3)
    }

    /// When the search ends without an answer it says why: past the limit (with the
    /// nearest state, for an informed search), with no goal at all, or when the goal is
    /// reached but never in a state the condition asks for.
    @Test func aSearchThatFindsNothingSaysWhy() throws {
        let path = try ScreenGraph(Shapes.path(10))
        var space = SearchSpace(graph: path)
        let start = NavigationState(node: 0, user: path.initialState)
        #expect(throws: PlanningError.searchLimit(from: "S0", to: "S9", limit: 3, nearest: nil)) {
            try space.search(from: start, goal: 9, allowingStateChanges: false, limit: 3)
        }
        do {
            _ = try space.search(from: start, goal: 9, allowingStateChanges: false, informed: true, limit: 3)
            Issue.record("a route within 3 states")
        } catch {
            guard case .searchLimit(_, _, _, let nearest) = error else { throw error }
            #expect(nearest.map { ["S2", "S3", "S4"].contains($0) } == true, "\(nearest ?? "none")")
        }
        #expect(throws: PlanningError.disconnected(from: "S0", to: "any goal")) {
            try space.search(from: start, goal: -1, allowingStateChanges: false, limit: 100) { _, _ in false }
        }

        let toggle = try Self.toggleGraph()
        var compiler = ExpressionCompiler(layout: toggle.layout, strings: toggle.initialState.strings)
        let never = try compiler.predicate(ExpressionSource("on == 2"))
        var toggling = SearchSpace(graph: toggle)
        #expect(throws: PlanningError.unsatisfiable(from: "Home", to: "Settings", condition: "on == 2", nearest: "Settings with on = 0")) {
            try toggling.search(
                from: NavigationState(node: 0, user: toggle.initialState), goal: Self.id("Settings", in: toggle), allowingStateChanges: true,
                arrival: .satisfying(never), informed: true, limit: 1_000)
        }
    }
}

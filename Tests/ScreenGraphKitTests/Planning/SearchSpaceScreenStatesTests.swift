import Testing

@testable import ScreenGraphKit

/// Every (screen, user state) reachable from one start, from one search run to the end
/// (`SearchSpace+ScreenStates.swift`): a tour asks for many routes from one position,
/// and each then costs only its own steps.
@Suite struct SearchSpaceScreenStatesTests {
    /// Home leads to Settings, where the action Toggle flips `on` and returns; Secret is
    /// open from Home only when `on` is 1. Worked out by hand: Home and Settings in both
    /// user states, Secret only with `on` = 1, each at its least cost (Toggle is 1 move
    /// in and 1 back), and never an action.
    @Test func everyScreenStateAtItsLeastCost() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("on")]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("settings", to: "Settings")
                screen.tap("secret", to: "Secret", if: "on == 1")
            }
            map.addScreenState("Settings") { screen in
                screen.tap("toggle", forAction: "Toggle", effects: ["on = 1 - on"])
                screen.tap("home", to: "Home")
            }
            map.addScreenState("Secret")
        }
        var space = SearchSpace(graph: graph)
        let start = NavigationState(startingOn: 0, in: graph)
        let states = space.screenStates(from: start, limit: 1_000)
        let taken = try #require(states)
        let found = taken.map { key, state in
            "\(space.name(key.node)) on=\(space.userState(key.user).value(of: "on") ?? .none) \(space.states.records[Int(state)].cost)"
        }
        #expect(found.sorted() == ["Home on=0 0.0", "Home on=1 4.0", "Secret on=1 5.0", "Settings on=0 1.0", "Settings on=1 3.0"])
        // Each key's state is where the key says, and `screenState` gives the key of a
        // user state met in the search.
        for (key, state) in taken {
            let position = space.position(of: state)
            #expect(position.node == key.node)
            #expect(space.screenState(position.node, position.user) == key)
        }
        // The route to one of them is rebuilt from the search's records.
        var on = graph.initialState
        try on.set("on", to: .int(1))
        let key = space.screenState(try #require(graph.nodeIDs["Secret"]), on)
        let secret = try #require(taken[key])
        let route = try RouteRebuilder.route(from: start, to: secret, in: &space)
        #expect(route.steps.map(\.to) == ["Settings", "Toggle", "Settings", "Home", "Secret"])
    }

    /// A search that reaches more states than its limit gives nothing rather than part
    /// of the answer; one that runs dry gives everything it reached.
    @Test func pastTheLimitThereIsNoAnswer() throws {
        let graph = try ScreenGraph.build(start: "S0") { map in
            for index in 0..<10 { map.addScreenState("S\(index)") { $0.tap("next", to: "S\((index + 1) % 10)") } }
            map.addScreenState("Island")
        }
        var space = SearchSpace(graph: graph)
        let start = NavigationState(startingOn: 0, in: graph)
        #expect(space.screenStates(from: start, limit: 3) == nil)
        #expect(space.screenStates(from: start, limit: 1_000)?.count == 10, "every screen but the island")
    }

    /// On 200 seeded random graphs (guards, effects, back stacks, overlays, action
    /// chains), the screen states and their costs are those of a Dijkstra over the
    /// reference search's moves, with state changes allowed. A failure names its seed.
    @Test func screenStatesAreThoseOfTheReferenceSearch() throws {
        var compared = 0
        for seed: UInt64 in 0..<200 {
            let random = RandomGraph(seed: seed)
            let graph = try ScreenGraph(random.definition)
            let reference = ReferenceSearch(graph: random, allowStateChanges: true, target: "")
            // The model: Dijkstra by scanning for the least unsettled cost.
            let first = ReferenceSearch.State(node: "S0", stack: [], vars: ["x": 0, "y": 0])
            var best: [ReferenceSearch.State: Int] = [first: 0]
            var settled = Set<ReferenceSearch.State>()
            while let (state, cost) = best.filter({ !settled.contains($0.key) }).min(by: { $0.value < $1.value }) {
                settled.insert(state)
                for move in reference.moves(state) where cost + move.cost < best[move.state] ?? .max {
                    best[move.state] = cost + move.cost
                }
            }
            var expected: [String: Int] = [:]
            for (state, cost) in best where random.screens.contains(where: { $0.name == state.node }) {
                let key = "\(state.node) x=\(state.vars["x"] ?? 0) y=\(state.vars["y"] ?? 0)"
                expected[key] = min(expected[key] ?? .max, cost)
            }

            var space = SearchSpace(graph: graph)
            let states = space.screenStates(from: NavigationState(node: 0, user: graph.initialState), limit: 100_000)
            let taken = try #require(states, "seed \(seed)")
            var found: [String: Int] = [:]
            for (key, state) in taken {
                let user = space.userState(key.user)
                found["\(space.name(key.node)) x=\(user.value(of: "x") ?? .none) y=\(user.value(of: "y") ?? .none)"] =
                    Int(space.states.records[Int(state)].cost)
            }
            #expect(found == expected, "seed \(seed)")
            compared += found.count
        }
        #expect(compared >= 500, "\(compared) screen states compared")
    }
}

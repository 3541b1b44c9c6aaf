import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The planner against an exhaustive reference search over 1,200 seeded random graphs
/// with guards, effects, back gestures, `dismissOnUse` screens and action chains: every
/// screen and action of each graph as the target, with and without state changes, from
/// the start and from a random screen with a random back stack; every step of a route
/// lands where the reference says (back stack and overlay included). And over 1,000
/// more, richer in back gestures, every state near the start has the same open moves
/// (back gestures and pops down the stack included) as in the reference. A failure
/// names its seed.
@Suite struct PlannerReferenceTests {
    static let bound = 12

    @Test(arguments: 0..<12)
    func agreesWithTheReferenceSearch(batch: UInt64) throws {
        for seed in batch * 100..<(batch + 1) * 100 {
            try check(seed: seed)
        }
    }

    /// The states reachable from the start of 1,000 seeded graphs (the nearest 30 of
    /// each, breadth first) have the same open moves in the planner and the reference,
    /// each leading to the same state. Each batch must see back gestures and moves that
    /// pop the stack down to the screen they enter, or the graphs would not test the rule.
    @Test(arguments: 0..<10)
    func openMovesAgreeWithTheReference(batch: UInt64) throws {
        var totals = (backs: 0, pops: 0)
        for seed in batch * 100..<(batch + 1) * 100 {
            let counts = try explore(seed: seed, limit: 30)
            totals.backs += counts.backs
            totals.pops += counts.pops
        }
        #expect(totals.backs >= 200 && totals.pops >= 40, "seeds \(batch * 100)..<\((batch + 1) * 100): \(totals)")
    }

    private func check(seed: UInt64) throws {
        let random = RandomGraph(seed: seed)
        let graph = try ScreenGraph(random.definition)
        let planner = Planner(graph: graph)
        for target in graph.screenNames + graph.actionNames {
            for allow in [false, true] {
                check(random, planner, target: target, allowingStateChanges: allow, seed: seed)
            }
        }
        for target in graph.screenNames {
            checkCondition(random, planner, target: target, seed: seed)
        }
        // Somewhere else, with a back stack a caller might give (any screens, repeats
        // allowed), state changes allowed for odd seeds.
        var generator = SplitMix64(seed: seed)
        let names = random.screens.map(\.name)
        let screen = names[Int.random(in: 0..<names.count, using: &generator)]
        let stack = (0..<Int.random(in: 1...3, using: &generator)).map { _ in
            names[Int.random(in: 0..<names.count, using: &generator)]
        }
        for target in graph.screenNames + graph.actionNames {
            check(
                random, planner, target: target, allowingStateChanges: seed % 2 == 1, seed: seed, from: screen,
                backStack: stack)
        }
    }

    /// Explores breadth first from the start, up to `limit` states, checking at each that
    /// the planner's open moves are the reference's; counts the back gestures among them
    /// and the moves that pop the stack down to the screen they enter.
    private func explore(seed: UInt64, limit: Int) throws -> (backs: Int, pops: Int) {
        let random = RandomGraph(seed: seed, backTenths: 8, minimumEdges: 1)
        let graph = try ScreenGraph(random.definition)
        let planner = Planner(graph: graph)
        let reference = ReferenceSearch(graph: random, allowStateChanges: true, target: "")
        let backScreens = Set(random.screens.filter { $0.back && !$0.dismissOnUse }.map(\.name))
        var queue = [try planner.state(on: "S0", userState: nil, backStack: [])]
        var seen: Set = [Self.referenceState(queue[0], graph)]
        var counts = (backs: 0, pops: 0)
        var index = 0
        while index < queue.count, index < limit {
            let state = Self.referenceState(queue[index], graph)
            let moves = planner.openMoves(from: queue[index])
            index += 1
            let observed = moves.map {
                Observed(
                    kind: $0.step.kind.rawValue, element: $0.step.interaction?.element, cost: Int($0.step.cost),
                    state: Self.referenceState($0.step.position, graph))
            }
            let expected = reference.openMoves(state).map {
                Observed(kind: $0.kind, element: $0.element, cost: $0.cost, state: $0.state)
            }
            guard Self.counted(observed) == Self.counted(expected) else {
                Issue.record("seed \(seed): from \(state) the planner's moves are \(observed), the reference's \(expected)")
                return counts
            }
            for (move, next) in zip(moves, observed) {
                if next.kind == "back" {
                    counts.backs += 1
                } else if backScreens.contains(next.state.node), state.stack.contains(next.state.node) {
                    counts.pops += 1
                }
                if seen.insert(next.state).inserted { queue.append(move.step.position) }
            }
        }
        return counts
    }

    /// A move as both searches see it.
    private struct Observed: Hashable {
        var kind: String
        var element: String?
        var cost: Int
        var state: ReferenceSearch.State
    }

    private static func counted(_ moves: [Observed]) -> [Observed: Int] {
        moves.reduce(into: [:]) { $0[$1, default: 0] += 1 }
    }

    /// The reference's form of a planner position.
    static func referenceState(_ position: NavigationState, _ graph: ScreenGraph) -> ReferenceSearch.State {
        func name(_ node: Int32) -> String? { node >= 0 ? graph.nodeNames[Int(node)] : nil }
        func int(_ field: String) -> Int { if case .int(let value) = position.user.value(of: field) { Int(value) } else { -1 } }
        return ReferenceSearch.State(
            node: graph.nodeNames[Int(position.node)], origin: name(position.origin), beneath: name(position.beneath),
            stack: position.stack.map { graph.nodeNames[Int($0)] }, vars: ["x": int("x"), "y": int("y")])
    }

    /// `route(to:where:)` against the reference with the same condition on arrival.
    private func checkCondition(_ random: RandomGraph, _ planner: Planner, target: String, seed: UInt64) {
        let conditions: [(text: String, accepts: ([String: Int]) -> Bool)] = [
            ("x == 2", { $0["x"] == 2 }), ("y > 0 && x != 1", { ($0["y"] ?? 0) > 0 && $0["x"] != 1 }),
        ]
        let condition = conditions[Int(seed % 2)]
        var reference = ReferenceSearch(graph: random, allowStateChanges: true, target: target)
        reference.accepts = condition.accepts
        let start = ReferenceSearch.State(node: "S0", stack: [], vars: ["x": 0, "y": 0])
        let expected = reference.leastCost(from: start, bound: Self.bound)
        let context = "seed \(seed): route to \(target) where \(condition.text)"
        do throws(PlanningError) {
            let route = try planner.route(to: target, where: condition.text)
            let cost = Int(route.cost)
            #expect(cost <= Self.bound ? expected == cost : expected == nil, "\(context): planner \(cost), reference \(expected ?? -1)")
            let last = route.steps.last?.state ?? planner.graph.initialState
            func int(_ value: StateValue) -> Int { if case .int(let number) = value { Int(number) } else { -1 } }
            let vars = ["x": int(last.x), "y": int(last.y)]
            #expect(condition.accepts(vars), "\(context): the route ends with \(vars)")
        } catch {
            #expect(expected == nil, "\(context): planner found no route (\(error)), reference \(expected ?? -1)")
        }
    }

    private func check(
        _ random: RandomGraph, _ planner: Planner, target: String, allowingStateChanges allow: Bool, seed: UInt64,
        from screen: String = "S0", backStack: [String] = []
    ) {
        let reference = ReferenceSearch(graph: random, allowStateChanges: allow, target: target)
        let start = ReferenceSearch.State(node: screen, stack: backStack, vars: ["x": 0, "y": 0])
        let expected = reference.leastCost(from: start, bound: Self.bound)
        let context =
            "seed \(seed): route from \(screen) with back stack \(backStack) to \(target), allowingStateChanges: \(allow)"
        let route: Route
        do throws(PlanningError) {
            route = try planner.route(to: target, from: screen, backStack: backStack, allowingStateChanges: allow)
        } catch {
            #expect(expected == nil, "\(context): planner found no route (\(error)), reference \(expected ?? -1)")
            return
        }
        let cost = Int(route.cost)
        #expect(
            cost <= Self.bound ? expected == cost : expected == nil,
            "\(context): planner \(cost), reference \(expected.map(String.init) ?? "none")")
        replay(route, from: start, reference: reference, graph: planner.graph, context: context)
    }

    /// Follows the route through the reference semantics: every step must be a move the
    /// reference allows and land in the state it says (screen, origin, overlay, back
    /// stack, user state), and the costs must add up.
    private func replay(
        _ route: Route, from start: ReferenceSearch.State, reference: ReferenceSearch, graph: ScreenGraph, context: String
    ) {
        var state = start
        var total = 0
        var reachedTarget = false
        for (index, step) in route.steps.enumerated() {
            reachedTarget = reachedTarget || state.node == reference.target
            let candidates = reachedTarget ? [reference.actionMove(state, force: true)].compactMap { $0 } : reference.moves(state)
            let match = candidates.first {
                $0.state.node == step.to && $0.kind == step.kind.rawValue && $0.element == step.interaction?.element
                    && Double($0.cost) == step.cost
            }
            guard let match else {
                Issue.record("\(context): step \(index + 1) \(step.from) → \(step.to) (\(step.kind)) is not a move of the reference")
                return
            }
            state = match.state
            total += match.cost
            // A plain comparison: `#expect(a == b)` captures both sides at every step, which
            // costs seconds over all the replays.
            let planned = Self.referenceState(step.position, graph)
            if planned != state {
                Issue.record("\(context): after step \(index + 1) the planner is in \(planned), the reference in \(state)")
            }
        }
        #expect(Double(total) == route.cost, "\(context): steps add up to \(total), route says \(route.cost)")
        let endsOnScreen = route.steps.last.map { !$0.to.hasPrefix("A") } ?? true
        #expect(endsOnScreen, "\(context): the route must end on a screen")
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The planner against an exhaustive reference search over 1,200 seeded random graphs
/// with guards, effects, back gestures, `dismissOnUse` screens and action chains: every
/// screen and action of each graph as the target, with and without state changes.
@Suite struct PlannerReferenceTests {
    static let bound = 12

    @Test(arguments: 0..<12)
    func agreesWithTheReferenceSearch(batch: UInt64) throws {
        for seed in batch * 100..<(batch + 1) * 100 {
            try check(seed: seed)
        }
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
        _ random: RandomGraph, _ planner: Planner, target: String, allowingStateChanges allow: Bool, seed: UInt64
    ) {
        let reference = ReferenceSearch(graph: random, allowStateChanges: allow, target: target)
        let start = ReferenceSearch.State(node: "S0", stack: [], vars: ["x": 0, "y": 0])
        let expected = reference.leastCost(from: start, bound: Self.bound)
        let context = "seed \(seed): route to \(target), allowingStateChanges: \(allow)"
        let route: Route
        do throws(PlanningError) {
            route = try planner.route(to: target, allowingStateChanges: allow)
        } catch {
            #expect(expected == nil, "\(context): planner found no route (\(error)), reference \(expected ?? -1)")
            return
        }
        let cost = Int(route.cost)
        #expect(
            cost <= Self.bound ? expected == cost : expected == nil,
            "\(context): planner \(cost), reference \(expected.map(String.init) ?? "none")")
        replay(route, from: start, reference: reference, context: context)
    }

    /// Follows the route through the reference semantics: every step must be a move the
    /// reference allows, and the costs must add up.
    private func replay(_ route: Route, from start: ReferenceSearch.State, reference: ReferenceSearch, context: String) {
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
            #expect(step.state.value(of: "x") == .int(Int64(state.vars["x"] ?? 0)), "\(context): x after step \(index + 1)")
        }
        #expect(Double(total) == route.cost, "\(context): steps add up to \(total), route says \(route.cost)")
        let endsOnScreen = route.steps.last.map { !$0.to.hasPrefix("A") } ?? true
        #expect(endsOnScreen, "\(context): the route must end on a screen")
    }
}

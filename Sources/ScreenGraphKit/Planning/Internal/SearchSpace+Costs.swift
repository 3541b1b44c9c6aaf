/// The cost of every screen and action from one state, in one search.
///
/// A route to a screen, and to an action without effects (or to any action when state
/// changes are allowed), searches the same space whatever its target: the states
/// reachable without performing an action with effects. So one Dijkstra search settles
/// them all: a target's cost is that of the first state popped on it whose action
/// chain can finish, plus the chain.
///
/// An action with effects, when state changes are not allowed, is a destination but
/// never passed through (`Docs/Spec/graph-json.md`, "Costs and routes"): the way into
/// it is closed in that space, and its own search may enter it and nothing else with
/// effects. Its cost is the cheapest way in the one search closed, plus its chain. A
/// route that went through the action before coming back to it costs more than its
/// first way in, so that is the least unless the first way's chain cannot finish (an
/// overflow); then, and only then, the action gets a search of its own.
struct Settling {
    /// Whether a search is settling every target.
    var active = false
    /// The cost of each node's route, infinity until known.
    var costs = FlatBuffer<Double>()
    /// For each action with effects not passed through: the cheapest way in so far,
    /// its cost and the state it leads to.
    var ways: [Int32: (cost: Double, state: Int32)] = [:]
    /// The cost of the last state popped: what the search has settled up to.
    var frontier = 0.0

    mutating func start(nodeCount: Int) {
        active = true
        costs.removeAll()
        costs.append(repeating: .infinity, count: nodeCount)
        ways.removeAll()
        frontier = 0
    }
}

extension SearchSpace {
    /// The least cost from `start` to every node (`nil` where none is found within
    /// `limit` explored states), and the actions that need a search of their own.
    ///
    /// - Complexity: one search, O((S + T) log S) for S explored states and T moves
    ///   out of them (O(S + T) with whole costs up to ``largestBucketCost``), plus one
    ///   search per listed action (almost always none).
    mutating func settleAll(
        from start: NavigationState, allowingStateChanges: Bool, limit: Int
    ) -> (costs: [Double?], ownSearch: [Int32]) {
        settling.start(nodeCount: graph.nodeNames.count)
        defer { settling.active = false }
        var exhausted = true
        do throws(PlanningError) {
            _ = try search(from: start, goal: -1, allowingStateChanges: allowingStateChanges, limit: limit)
        } catch {
            if case .searchLimit = error { exhausted = false }
        }
        var ownSearch: [Int32] = []
        for (action, way) in settling.ways.sorted(by: { $0.key < $1.key }) where settling.costs[Int(action)] == .infinity {
            // Past the limit, a way costing more than what was settled may not be the cheapest.
            guard exhausted || way.cost <= settling.frontier else { continue }
            if let chain = completion(of: way.state) {
                settling.costs[Int(action)] = way.cost + Double(chain.count)
            } else {
                ownSearch.append(action)
            }
        }
        let costs = (0..<settling.costs.count).map { settling.costs[$0].isFinite ? settling.costs[$0] : nil }
        return (costs, ownSearch)
    }

    /// Notes the cost of the first state popped on each node whose chain can finish.
    @inline(__always)
    mutating func settle(_ state: Int32, node: Int32, cost: Double) {
        settling.frontier = cost
        guard settling.costs[Int(node)] == .infinity else { return }
        if Int(node) < graph.screenCount {
            settling.costs[Int(node)] = cost
        } else if let chain = completion(of: state) {
            settling.costs[Int(node)] = cost + Double(chain.count)
        }
    }

    /// Notes a way into `action` closed because it has effects: the way `key` (a move,
    /// or the `then` of the action in progress in `state`) from `state`.
    mutating func noteDestination(_ action: Int32, key: Int32, from state: Int32) {
        let cost = states.records[Int(state)].cost + (key >= 0 ? graph.moves[Int(key)].cost : 1)
        if let known = settling.ways[action], known.cost <= cost { return }
        let node = states.records[Int(state)].node
        let context = contexts[Int(states.records[Int(state)].context)]
        let effects = graph.actions[Int(action) - graph.screenCount].effects
        // The way in leads where the action's own search would enter it; an overflow
        // closes it there too.
        guard let user = try? applying(effects, to: context.user) else { return }
        let next: Int32
        if key >= 0 {
            let beneath = graph.hot[Int(node)].dismissOnUse ? context.beneath : -1
            next = self.context(origin: node, beneath: beneath, stack: context.stack, user: user)
        } else {
            next = self.context(origin: context.origin, beneath: context.beneath, stack: context.stack, user: user)
        }
        let entered = self.state(node: action, context: next)
        settling.ways[action] = (cost, entered)
    }
}

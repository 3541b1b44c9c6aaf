/// The least cost from one screen to every screen and action of a graph.
package struct CostTable: Sendable, CustomStringConvertible {
    /// The screen the costs are from.
    package var from: String
    /// Every screen and action in declaration order, with its cost or `nil` when there is no route.
    package var costs: [(name: String, cost: Double?)]

    /// `costs from NAME`, then one aligned line per screen and action.
    package var description: String {
        let names = costs.map { Echo.excerpt($0.name) }
        let width = names.map(\.count).max() ?? 0
        var text = "costs from \(Echo.excerpt(from))"
        for (name, (_, cost)) in zip(names, costs) {
            text += "\n" + name + String(repeating: " ", count: width + 2 - name.count) + (cost.map(formatNumber) ?? "unreachable")
        }
        return text
    }

    /// `{"graph", "from", "costs": {NAME: cost or null}}`.
    package func json(graph name: String) -> String {
        typealias Value = JSONPrinter.Value
        let entries: [(String, Value)] = costs.map { ($0.name, $0.cost.map { .number(formatNumber($0)) } ?? .null) }
        return JSONPrinter.print(.object([("graph", .string(name)), ("from", .string(from)), ("costs", .object(entries))]))
    }
}

extension Planner {
    /// The least cost from a screen to every screen and action, as
    /// ``route(to:where:from:state:backStack:allowingStateChanges:)`` would find for each.
    ///
    /// One search settles every target: without state changes, an action with effects
    /// is reached but never passed through, as on a route to it. A target the search
    /// does not reach within its limit (``stateLimit``, or ``stateAwareLimit`` with
    /// state changes) has no cost.
    ///
    /// - Complexity: one search, O((S + T) log S) for S explored states and T moves out
    ///   of them (linear when every cost is a whole number up to 1,024); S is at most
    ///   V when no effects or back stacks come into play.
    /// - Parameter progress: called with (1, 1) once every target is settled.
    package func costs(
        from screen: String? = nil, state: UserState? = nil, allowingStateChanges: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(PlanningError) -> CostTable {
        let start = try self.state(on: screen ?? graph.startScreen, userState: state, backStack: [])
        var (costs, ownSearch) = space.settleAll(
            from: start, allowingStateChanges: allowingStateChanges, limit: allowingStateChanges ? stateAwareLimit : stateLimit)
        for action in ownSearch {
            costs[Int(action)] = try? route(
                to: graph.nodeNames[Int(action)], from: start, allowingStateChanges: allowingStateChanges).cost
        }
        progress?(1, 1)
        return CostTable(from: graph.nodeNames[Int(start.node)], costs: zip(graph.nodeNames, costs).map { ($0, $1) })
    }
}

/// The least cost from one screen to every screen and action of a graph.
public struct CostTable: Sendable, CustomStringConvertible {
    /// The screen the costs are from.
    public var from: String
    /// Every screen and action in declaration order, with its cost or `nil` when there is no route.
    public var costs: [(name: String, cost: Double?)]

    /// `costs from NAME`, then one aligned line per screen and action.
    public var description: String {
        let width = costs.map(\.name.count).max() ?? 0
        var text = "costs from \(from)"
        for (name, cost) in costs {
            text += "\n" + name + String(repeating: " ", count: width + 2 - name.count) + (cost.map(formatNumber) ?? "unreachable")
        }
        return text
    }

    /// `{"graph", "from", "costs": {NAME: cost or null}}`.
    public func json(graph name: String) -> String {
        typealias Value = JSONPrinter.Value
        let entries: [(String, Value)] = costs.map { ($0.name, $0.cost.map { .number(formatNumber($0)) } ?? .null) }
        return JSONPrinter.print(.object([("graph", .string(name)), ("from", .string(from)), ("costs", .object(entries))]))
    }
}

extension Planner {
    /// The least cost from a screen to every screen and action.
    ///
    /// - Parameter progress: called after each search with how many are done and how many there are.
    /// - Complexity: one search per screen and action: O(N (S + T) log S).
    public func costs(
        from screen: String? = nil, state: UserState? = nil, allowingStateChanges: Bool = false,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(PlanningError) -> CostTable {
        let start = try self.state(on: screen ?? graph.startScreen, userState: state, backStack: [])
        return CostTable(from: graph.nodeNames[Int(start.node)], costs: graph.nodeNames.enumerated().map { index, name in
            defer { progress?(index + 1, graph.nodeNames.count) }
            return (name, try? route(to: name, from: start, allowingStateChanges: allowingStateChanges).cost)
        })
    }
}

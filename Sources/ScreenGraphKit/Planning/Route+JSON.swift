extension Route {
    /// The route as the CLI's `--json` prints it: `{"graph", "from", "to", "cost",
    /// "steps": [{"from", "to", "kind", "gesture", "element", "effects"}]}`.
    public func json(graph name: String) -> String {
        GraphJSONWriter.print(jsonValue(graph: name))
    }

    func jsonValue(graph name: String) -> GraphJSONWriter.Value {
        let stepValues: [GraphJSONWriter.Value] = steps.map { step in
            .object([
                ("from", .string(step.from)), ("to", .string(step.to)), ("kind", .string(step.kind.rawValue)),
                ("gesture", step.interaction.map { .string($0.gesture.description) } ?? .null),
                ("element", step.interaction?.element.map { .string($0) } ?? .null),
                ("effects", .array(step.effects.map { .string($0) })),
            ])
        }
        return .object([
            ("graph", .string(name)), ("from", .string(from)), ("to", .string(to)), ("cost", .number(formatCost(cost))),
            ("steps", .array(stepValues)),
        ])
    }
}

extension Tour {
    /// The tour as text: a summary line, each route's numbered steps, the uncovered
    /// items with their reasons, and, given a shard count, the shards.
    public func text(shards count: Int? = nil) -> String {
        var text = "tour covering \(kind.rawValue): \(routes.count) route\(routes.count == 1 ? "" : "s"), \(gestures) gestures "
            + "for \(covered.count) items covered (lower bound \(lowerBound) gestures, ratio \(formatRatio(ratio))), "
            + "\(uncovered.count) uncovered\n"
        for (index, route) in routes.enumerated() {
            text += "\nroute \(index + 1) (cost \(formatCost(route.cost))):\n" + route.description + "\n"
        }
        if !uncovered.isEmpty {
            text += "\nuncovered:\n" + uncovered.map { "  \($0.description): \($0.reason ?? "")\n" }.joined()
        }
        if let count {
            text += "\nshards:\n"
            for (index, shard) in shards(count).enumerated() {
                let cost = shard.reduce(0) { $0 + routes[$1].cost }
                let list = shard.isEmpty ? "none" : shard.map { String($0 + 1) }.joined(separator: ", ")
                text += "  shard \(index + 1): routes \(list) (cost \(formatCost(cost)))\n"
            }
        }
        return text
    }

    /// The tour as JSON: `{"graph", "cover", "items", "gestures", "lowerBound", "ratio",
    /// "routes": [ROUTE], "uncovered": [{"item", "reason"}], "shards": [[INDEX]]}`, route
    /// indices from 0.
    public func json(graph name: String, shards count: Int? = nil) -> String {
        typealias Value = GraphJSONWriter.Value
        var members: [(String, Value)] = [
            ("graph", .string(name)), ("cover", .string(kind.rawValue)), ("items", .number(String(covered.count + uncovered.count))),
            ("covered", .number(String(covered.count))), ("gestures", .number(String(gestures))),
            ("lowerBound", .number(String(lowerBound))), ("ratio", .number(formatRatio(ratio))),
            ("routes", .array(routes.map { $0.jsonValue(graph: name) })),
            ("uncovered", .array(uncovered.map { .object([("item", .string($0.description)), ("reason", .string($0.reason ?? ""))]) })),
        ]
        if let count {
            members.append(("shards", .array(shards(count).map { .array($0.map { .number(String($0)) }) })))
        }
        return GraphJSONWriter.print(.object(members))
    }
}

/// A ratio with two decimals.
func formatRatio(_ ratio: Double) -> String {
    let hundredths = Int((ratio * 100).rounded())
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100)." + String(repeating: "0", count: 2 - fraction.count) + fraction
}

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
            text += "\n" + name + String(repeating: " ", count: width + 2 - name.count) + (cost.map(formatCost) ?? "unreachable")
        }
        return text
    }

    /// `{"graph", "from", "costs": {NAME: cost or null}}`.
    public func json(graph name: String) -> String {
        typealias Value = GraphJSONWriter.Value
        let entries: [(String, Value)] = costs.map { ($0.name, $0.cost.map { .number(formatCost($0)) } ?? .null) }
        return GraphJSONWriter.print(.object([("graph", .string(name)), ("from", .string(from)), ("costs", .object(entries))]))
    }
}

extension Planner {
    /// The least cost from a screen to every screen and action.
    ///
    /// - Complexity: one search per screen and action: O(N (S + T) log S).
    public func costs(
        from screen: String? = nil, state: UserState? = nil, allowingStateChanges: Bool = false
    ) throws(PlanningError) -> CostTable {
        let start = try position(screen: screen ?? graph.startScreen, state: state, backStack: [])
        let strings = state?.strings ?? graph.strings
        return CostTable(from: graph.nodeNames[Int(start.node)], costs: graph.nodeNames.map { name in
            (name, try? route(to: name, from: start, strings: strings, allowingStateChanges: allowingStateChanges).cost)
        })
    }
}

extension Diagnostic {
    /// Diagnostics as `check --json` prints them: `{"file", "errors", "warnings",
    /// "diagnostics": [{"severity", "message", "file", "line", "column"}]}`.
    public static func json(_ diagnostics: [Diagnostic], file: String) -> String {
        typealias Value = GraphJSONWriter.Value
        let errors = diagnostics.filter { $0.severity == .error }.count
        let entries: [Value] = diagnostics.map { diagnostic in
            var members: [(String, Value)] = [("severity", .string(diagnostic.severity.rawValue)), ("message", .string(diagnostic.message))]
            if let location = diagnostic.location {
                members += [("file", .string(location.file)), ("line", .number(String(location.line))), ("column", .number(String(location.column)))]
            }
            return .object(members)
        }
        return GraphJSONWriter.print(.object([
            ("file", .string(file)), ("errors", .number(String(errors))), ("warnings", .number(String(diagnostics.count - errors))),
            ("diagnostics", .array(entries)),
        ]))
    }
}

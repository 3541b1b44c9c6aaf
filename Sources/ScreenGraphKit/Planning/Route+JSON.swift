extension Route {
    /// The route as the CLI's `--json` prints it: `{"graph", "from", "to", "cost",
    /// "steps": [{"from", "to", "kind", "gesture", "element", "effects"}]}`.
    public func json(graph name: String) -> String {
        typealias Value = GraphJSONWriter.Value
        let stepValues: [Value] = steps.map { step in
            .object([
                ("from", .string(step.from)), ("to", .string(step.to)), ("kind", .string(step.kind.rawValue)),
                ("gesture", step.interaction.map { .string($0.gesture.description) } ?? .null),
                ("element", step.interaction?.element.map { .string($0) } ?? .null),
                ("effects", .array(step.effects.map { .string($0) })),
            ])
        }
        return GraphJSONWriter.print(.object([
            ("graph", .string(name)), ("from", .string(from)), ("to", .string(to)), ("cost", .number(formatCost(cost))),
            ("steps", .array(stepValues)),
        ]))
    }
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

extension Route {
    /// The route as the CLI's `--json` prints it: `{"graph", "from", "to", "cost",
    /// "steps": [{"from", "to", "kind", "gesture", "element", "effects"}]}`.
    package func json(graph name: String) -> String {
        JSONPrinter.print(jsonValue(graph: name))
    }

    func jsonValue(graph name: String) -> JSONPrinter.Value {
        let stepValues: [JSONPrinter.Value] = steps.map { step in
            .object([
                ("from", .string(step.from)), ("to", .string(step.to)), ("kind", .string(step.kind.rawValue)),
                ("gesture", step.interaction.map { .string($0.gesture.description) } ?? .null),
                ("element", step.interaction?.element.map { .string($0) } ?? .null),
                ("effects", .array(step.effects.map { .string($0) })),
            ])
        }
        return .object([
            ("graph", .string(name)), ("from", .string(from)), ("to", .string(to)), ("cost", .number(formatNumber(cost))),
            ("steps", .array(stepValues)),
        ])
    }
}

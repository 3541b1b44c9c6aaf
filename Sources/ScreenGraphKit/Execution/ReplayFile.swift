/// A route saved for replay: the steps of `screengraph route --json`, with the seed
/// and interruption settings of the run that found it.
///
/// ```json
/// {"graph": "Browser", "seed": 7, "interruptions": 0, "strict": false,
///  "steps": [{"from": "BrowserTab", "to": "BrowserTabMenu", "kind": "edge", "gesture": "tap", "element": "menu"}]}
/// ```
package struct ReplayFile: Sendable, Equatable {
    /// The name of the graph the route was found in.
    package var graph: String
    /// The seed of the run that found it.
    package var seed: UInt64
    /// The interruption rate of that run, 0...1.
    package var interruptionRate: Double
    /// Whether that run had the implicit interruption handler off.
    package var strict: Bool
    /// The steps, in order.
    package var steps: [ReplayStep]

    /// Creates a replay file.
    package init(graph: String, seed: UInt64, interruptionRate: Double = 0, strict: Bool = false, steps: [ReplayStep]) {
        self.graph = graph
        self.seed = seed
        self.interruptionRate = interruptionRate
        self.strict = strict
        self.steps = steps
    }

    /// The file's JSON text.
    package var json: String {
        typealias Value = JSONPrinter.Value
        let steps: [Value] = steps.map { step in
            .object([
                ("from", .string(step.from)), ("to", .string(step.to)), ("kind", .string(step.kind)),
                ("gesture", step.gesture.map { .string($0) } ?? .null), ("element", step.element.map { .string($0) } ?? .null),
            ])
        }
        return JSONPrinter.print(.object([
            ("graph", .string(graph)), ("seed", .number(String(seed))), ("interruptions", .number(formatNumber(interruptionRate))),
            ("strict", .bool(strict)), ("steps", .array(steps)),
        ]))
    }

    /// Reads a replay file, or the output of `screengraph route --json` (seed 0).
    ///
    /// - Throws: ``GraphError`` with located errors; or, when the file cannot be read
    ///   at all, with a ``GraphError/fileError`` saying why.
    package init(contentsOfFile path: String) throws(GraphError) {
        self = try ReplayFileReader.read(readTextFile(path), path: path)
    }
}

struct ReplayFileReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    static func read(_ text: String, path: String) throws(GraphError) -> ReplayFile {
        try read(text, path: path) { reader, root in reader.file(root) }
    }

    private mutating func file(_ root: JSONValue) -> ReplayFile? {
        let keys = ["graph", "seed", "interruptions", "strict", "steps", "from", "to", "cost"]
        guard let top = members(of: root, "a route", allowed: keys, required: ["steps"]) else { return nil }
        var seed: UInt64 = 0
        if let value = top["seed"] {
            guard case .number(let text) = value.kind, let parsed = UInt64(text) else {
                error("'seed' must be a whole number, found \(value.kindName)", at: value.position)
                return nil
            }
            seed = parsed
        }
        // What `route --json` writes beside the steps is checked though not used: a
        // file whose `"cost"` is `"x"` is not a route file.
        if let cost = top["cost"] {
            if case .number = cost.kind {} else { error("'cost' must be a number, found \(cost.kindName)", at: cost.position) }
        }
        for key in ["from", "to"] { if let value = top[key] { _ = string(value, key) } }
        var steps: [ReplayStep] = []
        for value in array(top["steps"], "steps") {
            let stepKeys = ["from", "to", "kind", "gesture", "element", "effects"]
            guard let step = members(of: value, "a step", allowed: stepKeys, required: ["from", "to", "kind"]),
                let from = string(step["from"], "from", nonEmpty: true), let to = string(step["to"], "to", nonEmpty: true),
                let kind = string(step["kind"], "kind", nonEmpty: true)
            else { continue }
            steps.append(ReplayStep(from: from, to: to, kind: kind, gesture: optionalString(step["gesture"], "gesture"),
                                    element: optionalString(step["element"], "element")))
        }
        return ReplayFile(
            graph: string(top["graph"], "graph") ?? "", seed: seed,
            interruptionRate: number(top["interruptions"], "interruptions", in: 0...1) ?? 0,
            strict: bool(top["strict"], "strict") ?? false, steps: steps)
    }

    private mutating func optionalString(_ value: JSONValue?, _ key: String) -> String? {
        guard let value, case .null = value.kind else { return string(value, key) }
        return nil
    }
}

import Foundation
import ScreenGraphKit

/// How a command ends: the exit status and why.
enum Exit: Error {
    /// Exit 64: the command was called wrongly.
    case usage(String)
    /// Exit 2: the input could not be read or is invalid; the lines go to stderr.
    case invalidInput([String])
    /// Exit 1: a check failed or there is no route; the lines go to stderr.
    case failure([String])

    var status: Int32 {
        switch self {
        case .usage: 64
        case .invalidInput: 2
        case .failure: 1
        }
    }
}

/// Writes to standard output.
func output(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}

func load(_ arguments: Arguments) throws(Exit) -> ScreenGraph {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    do {
        return try ScreenGraph(contentsOfFile: file)
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
}

/// The graph's display name, or the file's name without its extension.
func displayName(_ graph: ScreenGraph, _ arguments: Arguments) -> String {
    graph.name ?? URL(fileURLWithPath: arguments.file ?? "").deletingPathExtension().lastPathComponent
}

/// The initial user state with every `--set FIELD=VALUE` applied.
func initialState(_ graph: ScreenGraph, _ arguments: Arguments) throws(Exit) -> UserState {
    var state = graph.initialState
    for assignment in arguments.options["--set"] ?? [] {
        guard let equals = assignment.firstIndex(of: "=") else {
            throw .usage("'--set \(assignment)' must be FIELD=VALUE")
        }
        let field = String(assignment[..<equals])
        let text = String(assignment[assignment.index(after: equals)...])
        guard let type = state.type(of: field) else {
            throw .usage("'--set \(assignment)': the graph has no state field '\(field)'")
        }
        // A string field takes its value unquoted too: `--set name=Sam`.
        guard let value = StateValue(parsing: text) ?? (type.base == .string ? .string(text) : Optional<StateValue>.none) else { throw .usage("'--set \(assignment)': '\(text)' is not a value") }
        do {
            try state.set(field, to: value)
        } catch {
            throw .usage("'--set \(assignment)': \(error)")
        }
    }
    return state
}

func checkName(_ name: String, in graph: ScreenGraph, option: String, screensOnly: Bool) throws(Exit) {
    guard graph.isScreen(name) || !screensOnly && graph.isAction(name) else {
        throw .usage("'\(option) \(name)': the graph has no \(screensOnly ? "screen" : "screen or action") named '\(name)'")
    }
}

func route(_ arguments: Arguments) throws(Exit) {
    let target = arguments.value("--to")
    let all = arguments.flags.contains("--all")
    guard (target == nil) != !all else { throw .usage("give either '--to NAME' or '--all'") }
    if all, arguments.value("--where") != nil { throw .usage("'--where' needs '--to NAME'") }
    let graph = try load(arguments)
    let state = try initialState(graph, arguments)
    let from = arguments.value("--from") ?? graph.startScreen
    try checkName(from, in: graph, option: "--from", screensOnly: true)
    let planner = Planner(graph: graph)
    let json = arguments.flags.contains("--json")
    let name = displayName(graph, arguments)
    if let target {
        try checkName(target, in: graph, option: "--to", screensOnly: false)
        do {
            let route = try planner.route(
                to: target, where: arguments.value("--where"), from: from, state: state,
                allowingStateChanges: arguments.flags.contains("--allow-state-changes"))
            output(json ? route.json(graph: name) : route.description + "\n")
        } catch .invalidCondition(let diagnostic) {
            throw .invalidInput([diagnostic.description])
        } catch {
            throw .failure([error.description])
        }
        return
    }
    do {
        let costs = try planner.costs(from: from, state: state, allowingStateChanges: arguments.flags.contains("--allow-state-changes"))
        output(json ? costs.json(graph: name) : costs.description + "\n")
    } catch {
        throw .failure([error.description])
    }
}

func check(_ arguments: Arguments) throws(Exit) {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    let diagnostics: [Diagnostic]
    do {
        diagnostics = try ScreenGraph(contentsOfFile: file).warnings
    } catch {
        // A file that cannot be read is invalid input; one that reads but has
        // errors is what `check` reports.
        guard error.fileError == nil else { throw .invalidInput(error.errors.map(\.description)) }
        diagnostics = error.diagnostics
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    if arguments.flags.contains("--json") {
        output(Diagnostic.json(diagnostics, file: file))
    } else {
        let summary = "\(file): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        output(diagnostics.map { $0.description + "\n" }.joined() + summary)
    }
    if errors > 0 { throw .failure([]) }
}

func render(_ arguments: Arguments) throws(Exit) {
    guard let formatName = arguments.value("--format") else { throw .usage("missing '--format dot|mermaid'") }
    guard let format = GraphRenderer.Format(rawValue: formatName) else {
        throw .usage("unknown format '\(formatName)'; expected dot or mermaid")
    }
    output(GraphRenderer.render(try load(arguments).definition, as: format))
}

func readDefinition(_ arguments: Arguments) throws(Exit) -> GraphDefinition {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    do {
        return try GraphDefinition(contentsOfFile: file)
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
}

func convert(_ arguments: Arguments) throws(Exit) {
    guard let formatName = arguments.value("--to") else { throw .usage("missing '--to json|screengraph'") }
    guard let format = GraphFileFormat(rawValue: formatName) else {
        throw .usage("unknown format '\(formatName)'; expected json or screengraph")
    }
    output(try readDefinition(arguments).text(in: format))
}

func format(_ arguments: Arguments) throws(Exit) {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    let (text, formatted): (String, String)
    do {
        (text, formatted) = try GraphDefinition.formatted(contentsOfFile: file)
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
    guard arguments.flags.contains("--write") else {
        output(formatted)
        return
    }
    guard formatted != text else { return }
    do {
        try Data(formatted.utf8).write(to: URL(fileURLWithPath: file), options: .atomic)
    } catch {
        throw .invalidInput(["\(file): cannot write the file: \(error.localizedDescription)"])
    }
}

func runOnApp(_ arguments: Arguments) throws(Exit) {
    let graph = try load(arguments)
    let (app, seed, rate, strict) = try appSettings(arguments)
    let executor = try executor(graph, app, seed: seed, rate: rate, strict: strict)
    let json = arguments.flags.contains("--json")
    let target = arguments.value("--to")
    if let target { try checkName(target, in: graph, option: "--to", screensOnly: false) }
    var failure: NavigationError?
    var skipped: [String] = []
    do throws(NavigationError) {
        if let target {
            try executor.goto(target)
        } else {
            skipped = try executor.visitEveryScreen()
        }
    } catch {
        failure = error
    }
    let report = executor.app.report
    output(json ? report.jsonLines : report.text)
    if !skipped.isEmpty, !json { output("skipped (no route): \(skipped.joined(separator: ", "))\n") }
    if let failure { throw .failure([failure.message]) }
}

func tour(_ arguments: Arguments) throws(Exit) {
    let kindName = arguments.value("--cover") ?? "edges"
    guard let kind = CoverageKind(rawValue: kindName) else {
        throw .usage("unknown coverage '\(kindName)'; expected edges, screens, actions or guards")
    }
    var shards: Int?
    if let text = arguments.value("--shards") {
        guard let count = Int(text), count > 0 else { throw .usage("'--shards \(text)' must be a positive whole number") }
        shards = count
    }
    let graph = try load(arguments)
    let planner = Planner(graph: graph)
    var tour = planner.tour(covering: kind)
    if let shards { tour = planner.splitting(tour, into: shards) }
    output(arguments.flags.contains("--json") ? tour.json(graph: displayName(graph, arguments), shards: shards) : tour.text(shards: shards))
}

/// The app, seed, interruption rate and strictness of `run`, `walk` and `replay`.
func appSettings(_ arguments: Arguments, defaultSeed: UInt64 = 0) throws(Exit) -> (AppDefinition, UInt64, Double, Bool) {
    guard let appPath = arguments.value("--app") else { throw .usage("missing '--app APP'") }
    var seed = defaultSeed
    if let text = arguments.value("--seed") {
        guard let parsed = UInt64(text) else { throw .usage("'--seed \(text)' must be a whole number") }
        seed = parsed
    }
    var rate = 0.0
    if let text = arguments.value("--interruptions") {
        guard let parsed = Double(text), (0...1).contains(parsed) else {
            throw .usage("'--interruptions \(text)' must be a rate from 0 to 1")
        }
        rate = parsed
    }
    do {
        return (try AppDefinition(contentsOfFile: appPath), seed, rate, arguments.flags.contains("--strict"))
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
}

func executor(_ graph: ScreenGraph, _ app: AppDefinition, seed: UInt64, rate: Double, strict: Bool) throws(Exit) -> Executor {
    do {
        return try Executor(graph: graph, app: app, seed: seed, interruptionRate: rate, strict: strict)
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
}

func walk(_ arguments: Arguments) throws(Exit) {
    guard arguments.value("--seed") != nil else { throw .usage("missing '--seed N': a walk is replayed from its seed") }
    let graph = try load(arguments)
    let (app, seed, rate, strict) = try appSettings(arguments)
    var steps = 1_000
    if let text = arguments.value("--steps") {
        guard let parsed = Int(text), parsed > 0 else { throw .usage("'--steps \(text)' must be a positive whole number") }
        steps = parsed
    }
    var stop: Double?
    if let text = arguments.value("--stop-at-coverage") {
        guard let parsed = Double(text), (0...100).contains(parsed) else {
            throw .usage("'--stop-at-coverage \(text)' must be a percentage from 0 to 100")
        }
        stop = parsed / 100
    }
    let run = try executor(graph, app, seed: seed, rate: rate, strict: strict)
    let result = run.walk(seed: seed, steps: steps, stopAtCoverage: stop, weighting: arguments.flags.contains("--uniform") ? .uniform : .leastCovered)
    if arguments.flags.contains("--report") { output(run.app.report.text) }
    let percent = Int((result.coverage * 100).rounded())
    guard let failure = result.failure else {
        output("walk of \(result.steps.count) steps (seed \(seed)): \(percent)% of edges taken\n")
        return
    }
    let shrinker = Shrinker(graph: graph, app: app, seed: seed, interruptionRate: rate, strict: strict)
    let shrunk = shrinker.shrink(result.steps, reason: failure.reason)
    output(ReplayFile(graph: displayName(graph, arguments), seed: seed, interruptionRate: rate, strict: strict, steps: shrunk).json)
    throw .failure(
        ["walk failed at step \(result.steps.count) (seed \(seed)): \(failure.message)",
         "shrunk to \(shrunk.count) step\(shrunk.count == 1 ? "" : "s"), printed on stdout for 'screengraph replay':"]
            + shrunk.enumerated().map { "  \($0 + 1). \($1)" })
}

func replay(_ arguments: Arguments) throws(Exit) {
    guard arguments.files.count == 2 else { throw .usage("missing the ROUTE file to replay") }
    let graph = try load(arguments)
    let file: ReplayFile
    do {
        file = try ReplayFile(contentsOfFile: arguments.files[1])
    } catch {
        throw .invalidInput(error.errors.map(\.description))
    }
    var settings = arguments
    if settings.value("--seed") == nil { settings.options["--seed"] = [String(file.seed)] }
    if settings.value("--interruptions") == nil { settings.options["--interruptions"] = [String(file.interruptionRate)] }
    if file.strict { settings.flags.insert("--strict") }
    let (app, seed, rate, strict) = try appSettings(settings)
    let run = try executor(graph, app, seed: seed, rate: rate, strict: strict)
    do {
        try run.replay(file.steps)
        output(run.app.report.text)
    } catch {
        output(run.app.report.text)
        throw .failure([error.description])
    }
}

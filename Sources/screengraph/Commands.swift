import Foundation
import ScreenGraphKit

/// Writes to standard output; see ``Output``.
func output(_ text: String) {
    Output.standardOutput(text)
}

func load(_ arguments: Arguments) throws(Exit) -> ScreenGraph {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    do {
        return try ScreenGraph(contentsOfFile: file)
    } catch {
        throw Exit(error)
    }
}

/// The graph's display name, or the file's name without its extension.
func displayName(_ graph: ScreenGraph, _ arguments: Arguments) -> String {
    graph.name ?? URL(fileURLWithPath: arguments.file ?? "").deletingPathExtension().lastPathComponent
}

/// The initial user state with every `--set FIELD=VALUE` applied.
func initialState(_ graph: ScreenGraph, _ arguments: Arguments) throws(Exit) -> UserState {
    var state = graph.initialState
    do {
        for assignment in arguments.options["--set"] ?? [] {
            try state.set(assignment: assignment, option: "--set")
        }
    } catch {
        throw Exit(error)
    }
    return state
}

func checkName(_ name: String, in graph: ScreenGraph, option: String, screensOnly: Bool) throws(Exit) {
    guard graph.isScreen(name) || !screensOnly && graph.isAction(name) else {
        let hint = graph.closestName(to: name, screensOnly: screensOnly).map { "; did you mean '\($0)'?" } ?? ""
        throw .usage("'\(option) \(name)': the graph has no \(screensOnly ? "screen" : "screen or action") named '\(name)'\(hint)")
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
                to: target, where: arguments.value("--where").map(oneLine), from: from, state: state,
                allowingStateChanges: arguments.flags.contains("--allow-state-changes"))
            output(json ? route.json(graph: name) : route.description + "\n")
        } catch {
            throw Exit(error)
        }
        return
    }
    do {
        let costs = try planner.costs(from: from, state: state, allowingStateChanges: arguments.flags.contains("--allow-state-changes"))
        output(json ? costs.json(graph: name) : costs.description + "\n")
    } catch {
        throw Exit(error)
    }
}

/// `text` with each line break as a space, which the expression language reads the
/// same way: a `--where` condition is reported as one line (`condition:1:COLUMN`), so a
/// line break in it would put the caret line out of step with the column.
func oneLine(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    scalars.append(contentsOf: text.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
    return String(scalars)
}

func check(_ arguments: Arguments) throws(Exit) {
    guard let file = arguments.file else { throw .usage("missing the graph FILE") }
    let diagnostics: [Diagnostic]
    do {
        diagnostics = try ScreenGraph(contentsOfFile: file).warnings
    } catch {
        // A file that cannot be read is invalid input; one that reads but has
        // errors is what `check` reports.
        guard error.fileError == nil else { throw Exit(error) }
        diagnostics = error.diagnostics
    }
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.count - errors
    if arguments.flags.contains("--json") {
        output(Diagnostic.json(diagnostics, file: file))
    } else {
        let summary = "\(FileName.displayed(file)): \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
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
        throw Exit(error)
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
        throw Exit(error)
    }
    guard arguments.flags.contains("--write") else {
        output(formatted)
        return
    }
    guard formatted != text else { return }
    do {
        try FileRewrite.replaceContents(ofFile: file, with: formatted)
    } catch {
        throw .invalidInput([error.description])
    }
}

func runOnApp(_ arguments: Arguments) throws(Exit) {
    let graph = try load(arguments)
    let executor = try executor(graph, runSettings(arguments))
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
    if let failure { throw Exit(failure) }
}

func tour(_ arguments: Arguments) throws(Exit) {
    let kindName = arguments.value("--cover") ?? "edges"
    guard let kind = CoverageKind(rawValue: kindName) else {
        throw .usage("unknown coverage '\(kindName)'; expected edges, screens, actions or guards")
    }
    var shards: Int?
    if let text = arguments.value("--shards") {
        guard let count = Int(text), count > 0 else { throw .usage("'--shards \(text)' must be a positive whole number") }
        guard count <= Tour.maximumShards else {
            throw .usage("'--shards \(text)' must be at most \(Tour.maximumShards) (Tour.maximumShards)")
        }
        shards = count
    }
    let graph = try load(arguments)
    let planner = Planner(graph: graph)
    if let text = arguments.value("--search-limit") {
        guard let limit = Int(text), limit > 0 else { throw .usage("'--search-limit \(text)' must be a positive whole number") }
        guard limit <= maximumSearchLimit else {
            throw .usage("'--search-limit \(text)' must be at most \(maximumSearchLimit); from Swift, set Planner.tourSearchLimit")
        }
        planner.tourSearchLimit = limit
        planner.stateAwareLimit = max(planner.stateAwareLimit, limit)
    }
    var tour = planner.tour(covering: kind)
    if let shards { tour = planner.splitting(tour, into: shards) }
    output(arguments.flags.contains("--json") ? tour.json(graph: displayName(graph, arguments), shards: shards) : tour.text(shards: shards))
}

/// The most states `tour --search-limit` lets one search explore: about 230 bytes a
/// state, so 2.3 GB, where a graph with a counter can grow without end (Docs/Limits.md).
let maximumSearchLimit = 10_000_000

/// The app, seed, interruption rate and strictness of `run`, `walk` and `replay`: the
/// options over a replayed file's settings, or over the defaults.
func runSettings(_ arguments: Arguments, replaying file: ReplayFile? = nil) throws(Exit) -> RunSettings {
    guard let appPath = arguments.value("--app") else { throw .usage("missing '--app APP'") }
    let overrides: RunSettings.Overrides
    do {
        overrides = try RunSettings.Overrides(
            parsingSeed: arguments.value("--seed"), interruptionRate: arguments.value("--interruptions"),
            strict: arguments.flags.contains("--strict"))
    } catch {
        throw Exit(error)
    }
    let app: AppDefinition
    do {
        app = try AppDefinition(contentsOfFile: appPath)
    } catch {
        throw Exit(error)
    }
    do {
        return try RunSettings(app: app, overrides: overrides, replaying: file)
    } catch {
        throw Exit(error)
    }
}

func executor(_ graph: ScreenGraph, _ settings: RunSettings) throws(Exit) -> Executor {
    do {
        return try Executor(graph: graph, settings: settings)
    } catch {
        throw Exit(error)
    }
}

func walk(_ arguments: Arguments) throws(Exit) {
    guard arguments.value("--seed") != nil else { throw .usage("missing '--seed N': a walk is replayed from its seed") }
    let graph = try load(arguments)
    let settings = try runSettings(arguments)
    var steps = 1_000
    if let text = arguments.value("--steps") {
        guard let parsed = Int(text), parsed > 0 else { throw .usage("'--steps \(text)' must be a positive whole number") }
        guard parsed <= Executor.maximumWalkSteps else {
            throw .usage("'--steps \(text)' must be at most \(Executor.maximumWalkSteps) (Executor.maximumWalkSteps)")
        }
        steps = parsed
    }
    var stop: Double?
    if let text = arguments.value("--stop-at-coverage") {
        guard let parsed = Double(text), (0...100).contains(parsed) else {
            throw .usage("'--stop-at-coverage \(text)' must be a percentage from 0 to 100")
        }
        stop = parsed / 100
    }
    let walk: WalkReport
    do {
        walk = try Executor.walkAndShrink(
            graph: graph, named: displayName(graph, arguments), settings: settings, steps: steps, stopAtCoverage: stop,
            weighting: arguments.flags.contains("--uniform") ? .uniform : .leastCovered)
    } catch {
        throw Exit(error)
    }
    if arguments.flags.contains("--report") { output(walk.runReport.text) }
    guard let file = walk.replayFile, let shrinking = walk.shrinking else {
        output(walk.summary + "\n")
        return
    }
    output(file.json)
    throw .failure([walk.summary, shrinking + ", printed on stdout for 'screengraph replay':"] + walk.routeLines)
}

func replay(_ arguments: Arguments) throws(Exit) {
    guard arguments.files.count == 2 else { throw .usage("missing the ROUTE file to replay") }
    let graph = try load(arguments)
    let file: ReplayFile
    do {
        file = try ReplayFile(contentsOfFile: arguments.files[1])
    } catch {
        throw Exit(error)
    }
    let run = try executor(graph, runSettings(arguments, replaying: file))
    do {
        try run.replay(file.steps)
        output(run.app.report.text)
    } catch {
        output(run.app.report.text)
        throw Exit(error)
    }
}

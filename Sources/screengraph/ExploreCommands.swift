import Foundation
import ScreenGraphKit

// The commands that learn a graph from a running app and compare it with an authored
// one: explore, diff, and check --against-app. The library does the work
// (Exploration/); these read options, print and write files.

func explore(_ arguments: Arguments) throws(Exit) {
    guard let path = arguments.value(.output) else { throw .usage("missing '-o FILE', the graph to write") }
    guard let format = GraphFileFormat(path: path) else {
        throw .usage("'-o \(Echo.excerpt(path))' must end in .screengraph or .json")
    }
    let exploration = try runExploration(arguments, steps: try count(arguments, .steps, default: 5_000), authored: nil)
    let name = arguments.value(.app).map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent }
    try write(exploration.graphDefinition(name: name).text(in: format), toFile: path)
    output(explorationSummary(exploration, written: path))
}

/// What an exploration found, for the terminal: the seed first, so a run can be repeated.
func explorationSummary(_ exploration: Exploration, written path: String?) -> String {
    let names = exploration.screenNames()
    var text = "seed \(exploration.seed): \(exploration.steps) steps, \(exploration.screens.count) screens, "
        + "\(exploration.transitions.count) transitions"
    text += path.map { ", written to \(Echo.excerpt($0))\n" } ?? "\n"
    if exploration.untriedGestures > 0 {
        text += "budget spent with \(exploration.untriedGestures) gestures untried: give more steps to see the whole app\n"
    }
    for (screen, differing) in exploration.mergedNearDuplicates {
        text += "merged near-duplicates of \(names[screen]) (differing in \(differing.map { Echo.excerpt($0) }.joined(separator: ", ")))\n"
    }
    var denied: [String] = []
    for (screen, element) in exploration.deniedElements {
        let line = "not acted on (dangerous or denied): '\(Echo.excerpt(element.identifier))' on \(names[screen])\n"
        if !denied.contains(line) { denied.append(line) }
    }
    return text + denied.joined()
}

/// A whole number option, positive.
func count(_ arguments: Arguments, _ option: OptionName, default value: Int) throws(Exit) -> Int {
    guard let text = arguments.value(option) else { return value }
    guard let number = NumberSyntax.integer(text), number > 0 else { throw .usage("'\(option.rawValue) \(Echo.excerpt(text))' must be a positive whole number") }
    return number
}

/// Explores the app the options name: a simulated app (`--app`) or a real one
/// (`--webdriver`), from a fresh launch or from where `--from`/`--where` take the
/// authored graph's navigator.
func runExploration(_ arguments: Arguments, steps: Int, authored: ScreenGraph?) throws(Exit) -> Exploration {
    guard let seedText = arguments.value(.seed) else { throw .usage("missing '--seed N'") }
    guard let seed = NumberSyntax.integer(seedText, as: UInt64.self) else { throw .usage("'--seed \(Echo.excerpt(seedText))' must be a whole number") }
    var options = ExplorationOptions(seed: seed, steps: steps)
    options.deniedElements = Set(arguments.values(.deny))
    options.abstraction.ignoredIdentifiers = Set(arguments.values(.ignore))
    options.allowsDangerousActions = arguments.flag(.allowDangerous)
    if let text = arguments.value(.settle) {
        guard let seconds = NumberSyntax.number(text), seconds >= 0, seconds.isFinite else {
            throw .usage("'--settle \(Echo.excerpt(text))' must be a number of seconds")
        }
        options.settleTime = seconds
    }
    if let path = arguments.value(.data) {
        do {
            options.textData = try ExplorationData(contentsOfFile: path).values
        } catch {
            throw Exit(error)
        }
    }
    let start = try startingPoint(arguments, authored: authored)
    let makeApp = try sessions(arguments, seed: seed)
    let progress = TerminalProgress("explore", unit: "steps", arguments: arguments)
    let explorer = Explorer(options: options) {
        let app = try makeApp().app
        if let start { try start(app) }
        return app
    }
    do {
        let exploration = try explorer.explore { taken, _ in progress.update(taken, of: steps) }
        progress.finish()
        return exploration
    } catch let error as NavigationError {
        progress.finish()
        throw .failure(["cannot reach where the exploration starts: " + error.message])
    } catch {
        progress.finish()
        throw .failure(["cannot start the app: \(error)"])
    }
}

/// How each session of an exploration or a tour launches the app afresh: a new
/// simulated app of `--app` (set up as `--launch-arg` and the like say), or a new page
/// of the real app on `--webdriver`.
func sessions(_ arguments: Arguments, seed: UInt64) throws(Exit) -> () throws -> (app: TestApp, driver: any Driver) {
    let live = try LiveSetup(arguments)
    if let live {
        let setup = try AppSetup(arguments)
        return {
            let (made, backend) = live.makeApp(endpoint: 0, setup: setup, seed: seed)
            _ = made
            let app = TestApp(.app, backend: backend)
            app.launch()
            return (app, TestAppDriver(app: app))
        }
    } else {
        guard let appPath = arguments.value(.app) else { throw .usage("missing '--app APP' or '--webdriver URL'") }
        let definition: AppDefinition
        do {
            definition = try AppDefinition(contentsOfFile: appPath)
            _ = try SimulatedApp(definition, seed: seed)
        } catch {
            throw Exit(error)
        }
        let setup = try AppSetup(arguments)
        return {
            let simulated = try SimulatedApp(definition, seed: seed)
            setup.configure(simulated)
            simulated.launch()
            // A real app cannot name its screen: neither does the tour's driver here.
            return (simulated.app, IdentityCheckedDriver(simulated))
        }
    }
}

/// How `--from SCREEN` and `--where PREDICATE` take a fresh app where the exploration
/// starts: the authored graph's navigator goes there.
func startingPoint(_ arguments: Arguments, authored: ScreenGraph?) throws(Exit) -> ((TestApp) throws -> Void)? {
    let from = arguments.value(.from)
    let condition = arguments.value(.where)
    guard from != nil || condition != nil else { return nil }
    guard let from else { throw .usage("'--where' needs '--from SCREEN'") }
    var graph = authored
    if graph == nil {
        guard let path = arguments.value(.graph) else { throw .usage("'--from' needs the authored graph: '--graph FILE'") }
        do {
            graph = try ScreenGraph(contentsOfFile: path)
        } catch {
            throw Exit(error)
        }
    }
    guard let graph else { return nil }
    try checkName(from, in: graph, option: "--from", screensOnly: true)
    return { app in
        let navigator = Navigator(graph: graph, driver: TestAppDriver(app: app))
        if let condition { try navigator.reach(from, where: condition) } else { try navigator.goto(from, allowingStateChanges: true) }
    }
}

/// The options only `check --against-app` reads.
let exploringOptions: [OptionName] = [
    .budget, .seed, .data, .deny, .ignore, .settle, .from, .where, .startURL, .capabilities, .launchArgument, .launchEnvironment,
    .resetAuthorization, .monitors,
]

func diff(_ arguments: Arguments) throws(Exit) {
    let reporter = try checkReporter(arguments)
    guard arguments.files.count == 2 else { throw .usage("expected two graph files: AUTHORED INFERRED") }
    let (authoredPath, inferredPath) = (arguments.files[0], arguments.files[1])
    let authored: GraphDefinition
    let inferred: GraphDefinition
    do {
        authored = try GraphDefinition(contentsOfFile: authoredPath)
        inferred = try GraphDefinition(contentsOfFile: inferredPath)
    } catch {
        throw Exit(error)
    }
    try report(GraphDrift(authored: authored, inferred: inferred), authored: authoredPath, inferred: inferredPath, reporter: reporter)
}

/// `check GRAPH --against-app APP --budget N`: explores the app, then compares.
func checkAgainstApp(_ arguments: Arguments, reporter: CheckReporter) throws(Exit) {
    guard arguments.files.count == 1, let path = arguments.files.first else { throw .usage("'--against-app' checks one graph FILE") }
    let graph: ScreenGraph
    let authored: GraphDefinition
    do {
        graph = try ScreenGraph(contentsOfFile: path)
        authored = try GraphDefinition(contentsOfFile: path)
    } catch {
        throw Exit(error)
    }
    var arguments = arguments
    if let app = arguments.value(.againstApp) { arguments.options[.app] = [app] }
    if arguments.options[.seed] == nil { arguments.options[.seed] = ["0"] }
    let exploration = try runExploration(arguments, steps: try count(arguments, .budget, default: 5_000), authored: graph)
    if reporter == .text { output(explorationSummary(exploration, written: nil)) }
    let tour = try driveTour(graph, arguments, seed: exploration.seed)
    if reporter == .text { output(tourSummary(tour)) }
    let app = arguments.value(.app) ?? arguments.value(.startURL) ?? "app"
    try report(GraphDrift(authored: authored, exploration: exploration, tour: tour), authored: path, inferred: app, reporter: reporter)
}

/// Drives every route of the graph's edge tour on fresh sessions of the app.
func driveTour(_ graph: ScreenGraph, _ arguments: Arguments, seed: UInt64) throws(Exit) -> DrivenTour {
    let makeApp = try sessions(arguments, seed: seed)
    let progress = TerminalProgress("tour", unit: "routes", arguments: arguments)
    defer { progress.finish() }
    do {
        return try DrivenTour(graph: graph, startSession: { try makeApp().driver }) { done, total in progress.update(done, of: total) }
    } catch {
        throw .failure(["cannot start the app: \(error)"])
    }
}

/// How the graph's own tour went, for the terminal.
func tourSummary(_ tour: DrivenTour) -> String {
    let failed = tour.failures.isEmpty ? "each as the graph says" : "\(tour.failures.count) failed"
    return "tour of the graph: \(tour.routes) route\(tour.routes == 1 ? "" : "s"), \(tour.gestures) gestures, \(failed)\n"
}

/// Prints a comparison in the reporter's form; exits 1 with drift.
func report(_ drift: GraphDrift, authored: String, inferred: String, reporter: CheckReporter) throws(Exit) {
    let diagnostics = drift.diagnostics(annotatingFile: authored)
    var sources = SourceLines()
    switch reporter {
    case .text: output(diagnostics.map { $0.description + "\n" }.joined() + drift.summaryText)
    case .json: output(drift.json(diagnostics, authored: authored, inferred: inferred))
    case .github:
        output(GitHubAnnotations.text(for: diagnostics, sources: &sources), workflowCommands: true)
        output(drift.summaryText)
    case .sarif: output(SARIFLog.json(for: diagnostics, sources: &sources))
    }
    if drift.hasDrift { throw .failure([]) }
}

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
    if exploration.endedIdle {
        text += "ended before the budget: launch after launch showed nothing left to act on\n"
    }
    if exploration.untriedGestures > 0 {
        text += "budget spent with \(exploration.untriedGestures) gestures untried: give more steps to see the whole app\n"
    }
    for (screen, differing) in exploration.mergedNearDuplicates {
        text += "merged near-duplicates of \(names[screen]) (differing in \(differing.map { Echo.excerpt($0) }.joined(separator: ", ")))\n"
    }
    // One line per element, with the screens it was on.
    var denied: [(element: String, screens: [String])] = []
    for (screen, element) in exploration.deniedElements {
        let name = Echo.excerpt(element.identifier)
        guard let index = denied.firstIndex(where: { $0.element == name }) else {
            denied.append((name, [names[screen]]))
            continue
        }
        if !denied[index].screens.contains(names[screen]) { denied[index].screens.append(names[screen]) }
    }
    return text + denied.map { "not acted on (dangerous or denied): '\($0.element)' on \($0.screens.joined(separator: ", "))\n" }.joined()
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
func runExploration(_ arguments: Arguments, steps: Int, authored: (graph: ScreenGraph, definition: GraphDefinition)?) throws(Exit) -> Exploration {
    guard let seedText = arguments.value(.seed) else { throw .usage("missing '--seed N'") }
    guard let seed = NumberSyntax.integer(seedText, as: UInt64.self) else { throw .usage("'--seed \(Echo.excerpt(seedText))' must be a whole number") }
    var options = actingOptions(arguments, seed: seed, steps: steps)
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
    let graph = try authoredGraph(arguments, given: authored)
    if let graph { options.identify(with: graph.definition) }
    options.abstraction.elementNames += options.abstraction.ignoredIdentifiers.sorted() + options.deniedElements.sorted()
    if let live = try LiveSetup(arguments), live.configurations.allSatisfy({ $0.platform == .web }) {
        // A press in a browser repeats the click; a table cell there is text, not a control;
        // every page repeats the site's navigation.
        options.pressesButtons = false
        options.prefersNewElements = true
        options.abstraction.actionableTypes.remove(.cell)
    }
    let starts = try startingPoints(arguments, authored: graph?.graph)
    let makeApp = try sessions(arguments, seed: seed)
    let progress = TerminalProgress("explore", unit: "steps", arguments: arguments)
    let explorer = Explorer(options: options, starts: starts.count) { start in
        let app = try makeApp().app
        if let reach = starts[start] { try reach(app) }
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

/// What `--deny`, `--ignore` and `--allow-dangerous` say an exploration or a tour may act on.
func actingOptions(_ arguments: Arguments, seed: UInt64 = 0, steps: Int = 0) -> ExplorationOptions {
    var options = ExplorationOptions(seed: seed, steps: steps)
    options.deniedElements = Set(arguments.values(.deny))
    options.abstraction.ignoredIdentifiers = Set(arguments.values(.ignore))
    options.allowsDangerousActions = arguments.flag(.allowDangerous)
    return options
}

/// How each session of an exploration or a tour launches the app afresh: a new
/// simulated app of `--app` (set up as `--launch-arg` and the like say), or a launch of
/// the real app on `--webdriver`, in the one browser session they share.
func sessions(_ arguments: Arguments, seed: UInt64) throws(Exit) -> () throws -> (app: TestApp, driver: any Driver) {
    let live = try LiveSetup(arguments)
    if let live {
        let setup = try AppSetup(arguments)
        // One browser for every session, as a tour's routes share one: a launch clears
        // the cookies and opens the start page afresh.
        let (made, backend) = live.makeApp(endpoint: 0, setup: setup, seed: seed)
        return {
            _ = made
            // What the last session left unreported is not this one's.
            _ = backend.takeFailures()
            let app = TestApp(.app, backend: backend)
            app.launch()
            return (app, TestAppDriver(app: app))
        }
    } else {
        guard let appPath = arguments.value(.app) else { throw .usage("missing '--app APP' or '--webdriver URL'") }
        // Compiled once: each session's app shares it.
        let compiled: SimulatedApp
        do {
            compiled = try SimulatedApp(AppDefinition(contentsOfFile: appPath), seed: seed)
        } catch {
            throw Exit(error)
        }
        let setup = try AppSetup(arguments)
        return {
            let simulated = SimulatedApp(sameAppAs: compiled, seed: seed)
            setup.configure(simulated)
            simulated.launch()
            // A real app cannot name its screen: neither does the tour's driver here.
            return (simulated.app, IdentityCheckedDriver(simulated))
        }
    }
}

/// The authored graph an exploration checks screen identities with and starts from:
/// `check`'s, or `--graph FILE`'s.
func authoredGraph(_ arguments: Arguments, given: (graph: ScreenGraph, definition: GraphDefinition)?) throws(Exit)
    -> (graph: ScreenGraph, definition: GraphDefinition)?
{
    if let given { return given }
    guard let path = arguments.value(.graph) else {
        if arguments.has(.from) { throw .usage("'--from' needs the authored graph: '--graph FILE'") }
        return nil
    }
    do {
        return (try ScreenGraph(contentsOfFile: path), try GraphDefinition(contentsOfFile: path))
    } catch {
        throw Exit(error)
    }
}

/// Where the sessions of an exploration start: a fresh launch (`nil`), or, for each
/// `--from SCREEN` (with `--where PREDICATE`), where the authored graph's navigator
/// takes a fresh app.
func startingPoints(_ arguments: Arguments, authored graph: ScreenGraph?) throws(Exit) -> [((TestApp) throws -> Void)?] {
    let froms = arguments.values(.from)
    let condition = arguments.value(.where)
    guard !froms.isEmpty else {
        if condition != nil { throw .usage("'--where' needs '--from SCREEN'") }
        return [nil]
    }
    guard let graph else { throw .usage("'--from' needs the authored graph: '--graph FILE'") }
    for from in froms { try checkName(from, in: graph, option: "--from", screensOnly: true) }
    return froms.map { from in
        { app in
            let navigator = Navigator(graph: graph, driver: TestAppDriver(app: app))
            if let condition { try navigator.reach(from, where: condition) } else { try navigator.goto(from, allowingStateChanges: true) }
        }
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
    try report(
        GraphDrift(authored: authored, inferred: inferred, acting: actingOptions(arguments)), authored: authoredPath, inferred: inferredPath,
        reporter: reporter)
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
    let exploration = try runExploration(arguments, steps: try count(arguments, .budget, default: 5_000), authored: (graph, authored))
    if reporter == .text { output(explorationSummary(exploration, written: nil)) }
    let tour = try driveTour(authored, arguments, seed: exploration.seed)
    if reporter == .text { output(tourSummary(tour)) }
    let app = arguments.value(.app) ?? arguments.value(.startURL) ?? "app"
    try report(GraphDrift(authored: authored, exploration: exploration, tour: tour), authored: path, inferred: app, reporter: reporter)
}

/// Drives every route of the graph's edge tour on fresh sessions of the app, around
/// the gestures on dangerous or denied elements.
func driveTour(_ graph: GraphDefinition, _ arguments: Arguments, seed: UInt64) throws(Exit) -> DrivenTour {
    let makeApp = try sessions(arguments, seed: seed)
    let progress = TerminalProgress("tour", unit: "routes", arguments: arguments)
    defer { progress.finish() }
    do {
        // The graph names an element by its identifier, which the deny list matches as a label too.
        let acting = actingOptions(arguments)
        return try DrivenTour(
            definition: graph, spares: { $0.element.map { acting.denies(identifier: $0, label: $0) } ?? false },
            startSession: { try makeApp().driver }
        ) { done, total in progress.update(done, of: total) }
    } catch let error as GraphError {
        throw Exit(error)
    } catch {
        throw .failure(["cannot start the app: \(error)"])
    }
}

/// How the graph's own tour went, for the terminal.
func tourSummary(_ tour: DrivenTour) -> String {
    let failed = tour.failures.isEmpty ? "each as the graph says" : "\(tour.failures.count) failed"
    let spared = tour.spared.map { "not toured (dangerous or denied): \($0.interaction)" + ($0.location.map { ", line \($0.line)" } ?? "") + "\n" }
    return "tour of the graph: \(tour.routes) route\(tour.routes == 1 ? "" : "s"), \(tour.gestures) gestures, \(failed)\n" + spared.joined()
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

import ScreenGraphKit

// The commands that run a graph on the simulated app: run, tour --run, walk, replay.
// Each writes its JUnit and coverage files (--junit, --coverage) before it prints, so a
// failing run still leaves its reports for CI.

func runOnApp(_ arguments: Arguments) throws(Exit) {
    let graph = try load(arguments)
    let setup = try AppSetup(arguments)
    let (executor, close) = try makeRunExecutor(graph, arguments, setup: setup)
    defer { close() }
    let name = displayName(graph, arguments)
    let recorder = arguments.value(.coverage).map { _ in CoverageRecorder(graph: graph, name: name) }
    recorder?.attach(to: executor)
    let json = arguments.flag(.json)
    let target = arguments.value(.to)
    if let target { try checkName(target, in: graph, option: "--to", screensOnly: false) }
    var cases: [TestCaseResult]
    var skipped: [String] = []
    if let target {
        let changes = arguments.flag(.allowStateChanges)
        cases = [executor.testCase(named: "goto \(target)", className: name) { try executor.goto(target, allowingStateChanges: changes) }]
    } else {
        let progress = TerminalProgress("run", unit: "screens", arguments: arguments)
        (cases, skipped) = executor.gotoEveryScreen(className: name, progress: progress.update)
        progress.finish()
    }
    cases = withEvidence(cases, arguments, executor)
    try writeReports(arguments, command: "run", suite: name, cases: cases, coverage: recorder?.coverage)
    let report = executor.app.report
    output(json ? report.jsonLines : report.text)
    if !skipped.isEmpty, !json, !cases.contains(where: \.isFailure) { output("skipped (no route): \(skipped.joined(separator: ", "))\n") }
    try throwFirstFailure(cases)
}

/// What `tour`'s options ask for, checked before the graph is read.
struct TourRequest {
    var kind: CoverageKind
    var shards: Int?
    var shard: Int?
    /// The simulated app to run the routes on (`--run`), if any.
    var appPath: String?
    /// The real app to run them on (`--webdriver`), if any.
    var live: LiveSetup?

    var runs: Bool { appPath != nil || live != nil }

    init(_ arguments: Arguments) throws(Exit) {
        let kindName = arguments.value(.cover) ?? "edges"
        guard let kind = CoverageKind(rawValue: kindName) else {
            throw .usage("unknown coverage '\(Echo.excerpt(kindName))'; expected edges, screens, actions or guards")
        }
        self.kind = kind
        if let text = arguments.value(.shards) {
            guard let count = NumberSyntax.integer(text), count > 0 else { throw .usage("'--shards \(Echo.excerpt(text))' must be a positive whole number") }
            guard count <= Tour.maximumShards else {
                throw .usage("'--shards \(Echo.excerpt(text))' must be at most \(Tour.maximumShards) (Tour.maximumShards)")
            }
            shards = count
        }
        appPath = arguments.value(.run)
        live = try LiveSetup(arguments)
        if !runs {
            let runOnly: [OptionName] = [
                .shard, .seed, .interruptions, .launchArgument, .launchEnvironment, .resetAuthorization, .monitors, .junit, .coverage,
                .retries, .strict,
            ]
            if let option = runOnly.first(where: arguments.has) { throw .usage("'\(option.rawValue)' needs '--run APP' or '--webdriver URL'") }
        } else if arguments.flag(.json) {
            throw .usage("'--json' does not go with '--run' or '--webdriver'")
        }
        if let text = arguments.value(.shard) {
            guard let shards else { throw .usage("'--shard \(Echo.excerpt(text))' needs '--shards N'") }
            guard let index = NumberSyntax.integer(text), (1...shards).contains(index) else { throw .usage("'--shard \(Echo.excerpt(text))' must be from 1 to \(shards)") }
            shard = index
        }
    }
}

func tour(_ arguments: Arguments) throws(Exit) {
    let request = try TourRequest(arguments)
    let graph = try load(arguments)
    let planner = Planner(graph: graph)
    if let text = arguments.value(.searchLimit) {
        guard let limit = NumberSyntax.integer(text), limit > 0 else { throw .usage("'--search-limit \(Echo.excerpt(text))' must be a positive whole number") }
        guard limit <= maximumSearchLimit else {
            throw .usage("'--search-limit \(Echo.excerpt(text))' must be at most \(maximumSearchLimit); from Swift, set Planner.tourSearchLimit")
        }
        planner.tourSearchLimit = limit
        planner.stateAwareLimit = max(planner.stateAwareLimit, limit)
    }
    let progress = TerminalProgress("tour", unit: "orders", arguments: arguments)
    var tour = planner.tour(covering: request.kind, progress: progress.update)
    progress.finish()
    if let shards = request.shards { tour = planner.splitting(tour, into: shards) }
    let name = displayName(graph, arguments)
    guard request.runs else {
        output(arguments.flag(.json) ? tour.json(graph: name, shards: request.shards) : tour.text(shards: request.shards))
        return
    }
    try runTour(tour, request, graph: graph, name: name, arguments)
}

/// Runs the tour's routes (those of the shard asked for) on the app and prints each
/// route's outcome, then a summary.
func runTour(_ tour: Tour, _ request: TourRequest, graph: ScreenGraph, name: String, _ arguments: Arguments) throws(Exit) {
    var selected = Array(tour.routes.indices)
    if let shards = request.shards, let shard = request.shard {
        let split = tour.shards(shards)
        selected = split.indices.contains(shard - 1) ? split[shard - 1] : []
    }
    let setup = try AppSetup(arguments)
    let retries = try tourRetries(arguments)
    let running = TerminalProgress("tour run", unit: "routes", arguments: arguments)
    let cases: [TestCaseResult]
    let coverage: Coverage?
    if let live = request.live {
        (cases, coverage) = try runLiveTour(
            selected.map { ($0 + 1, tour.routes[$0]) }, graph, name, live, setup, retries: retries, arguments, running)
    } else {
        let settings = try runSettings(arguments, appPath: request.appPath)
        let recorder = arguments.value(.coverage).map { _ in CoverageRecorder(graph: graph, name: name) }
        do {
            cases = try Executor.runTourRoutes(
                selected.map { ($0 + 1, tour.routes[$0]) }, graph: graph, className: name, settings: settings,
                preparing: setup.isEmpty ? nil : { setup.configure($0) }, coverage: recorder, retries: retries, progress: running.update)
        } catch {
            running.finish()
            throw Exit(error)
        }
        coverage = recorder?.coverage
    }
    running.finish()
    try writeReports(arguments, command: "tour", suite: name, cases: cases, coverage: coverage)
    var text = ""
    for (index, test) in zip(selected, cases) {
        switch test.outcome {
        case .passed:
            let flaky = test.earlierFailures.isEmpty ? "" : " (flaky: after \(test.earlierFailures.count) failed attempt\(test.earlierFailures.count == 1 ? "" : "s"))"
            text += "\(test.name): passed, \(tour.routes[index].steps.count) steps in \(formatSeconds(test.time)) s\(flaky)\n"
        case .failed(let failure):
            text += "\(test.name): failed: \(failure.message)\n"
            text += test.attachments.map { "  evidence: \($0)\n" }.joined()
        case .skipped(let reason):
            text += "\(test.name): skipped: \(reason)\n"
        }
    }
    let failed = cases.filter(\.isFailure).count
    let which = request.shard.map { " (shard \($0) of \(request.shards ?? 1))" } ?? ""
    text += "tour run of \(Echo.excerpt(name))\(which): \(cases.count) route\(cases.count == 1 ? "" : "s"), \(cases.count - failed) passed, \(failed) failed\n"
    output(text)
    try throwFirstFailure(cases)
}

func walk(_ arguments: Arguments) throws(Exit) {
    guard arguments.value(.seed) != nil else { throw .usage("missing '--seed N': a walk is replayed from its seed") }
    let graph = try load(arguments)
    if let live = try LiveSetup(arguments) { return try liveWalk(arguments, graph, live) }
    let settings = try runSettings(arguments)
    let setup = try AppSetup(arguments)
    let (steps, stop) = try walkLimits(arguments)
    let name = displayName(graph, arguments)
    let recorder = arguments.value(.coverage).map { _ in CoverageRecorder(graph: graph, name: name) }
    var walker: Executor?
    let progress = TerminalProgress("walk", unit: "steps", arguments: arguments)
    let walk: WalkReport
    do {
        walk = try Executor.walkAndShrink(
            graph: graph, named: name, settings: settings, steps: steps, stopAtCoverage: stop,
            weighting: arguments.flag(.uniform) ? .uniform : .leastCovered,
            preparing: setup.isEmpty ? nil : { setup.configure($0) },
            observing: { executor in
                walker = executor
                recorder?.attach(to: executor)
            },
            progress: { progress.update($0, of: steps) })
    } catch {
        progress.finish()
        throw Exit(error)
    }
    progress.finish()
    if let walker {
        try writeReports(arguments, command: "walk", suite: name, cases: [walker.testCase(of: walk, className: name)], coverage: recorder?.coverage)
    }
    try printWalk(walk, arguments)
}

/// A walk's report (with `--report`) and its summary; a failed walk's route file on
/// stdout and exit 1.
func printWalk(_ walk: WalkReport, _ arguments: Arguments) throws(Exit) {
    if arguments.flag(.report) { output(walk.runReport.text) }
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
    try requireRecorded(on: graph, file, path: arguments.files[1], arguments)
    let (run, close) = try makeRunExecutor(graph, arguments, setup: AppSetup(arguments), replaying: file)
    defer { close() }
    let name = displayName(graph, arguments)
    let recorder = arguments.value(.coverage).map { _ in CoverageRecorder(graph: graph, name: name) }
    recorder?.attach(to: run)
    let result = run.testCase(named: "replay \(arguments.files[1])", className: name) { try run.replay(file.steps) }
    let cases = withEvidence([result], arguments, run)
    try writeReports(arguments, command: "replay", suite: name, cases: cases, coverage: recorder?.coverage)
    output(run.app.report.text)
    try throwFirstFailure(cases)
}

/// `--retries N` of a tour run: how many times a failed route runs again.
func tourRetries(_ arguments: Arguments) throws(Exit) -> Int {
    guard let text = arguments.value(.retries) else { return 0 }
    guard let count = NumberSyntax.integer(text), (0...maximumRetries).contains(count) else {
        throw .usage("'--retries \(Echo.excerpt(text))' must be a whole number from 0 to \(maximumRetries)")
    }
    return count
}

/// The most times `--retries` runs a failed route again.
let maximumRetries = 10

/// The `--steps` and `--stop-at-coverage` of a walk (a share from 0 to 1).
func walkLimits(_ arguments: Arguments) throws(Exit) -> (steps: Int, stop: Double?) {
    var steps = 1_000
    if let text = arguments.value(.steps) {
        guard let parsed = NumberSyntax.integer(text), parsed > 0 else { throw .usage("'--steps \(Echo.excerpt(text))' must be a positive whole number") }
        guard parsed <= Executor.maximumWalkSteps else {
            throw .usage("'--steps \(Echo.excerpt(text))' must be at most \(Executor.maximumWalkSteps) (Executor.maximumWalkSteps)")
        }
        steps = parsed
    }
    var stop: Double?
    if let text = arguments.value(.stopAtCoverage) {
        guard let parsed = NumberSyntax.number(text), (0...100).contains(parsed) else {
            throw .usage("'--stop-at-coverage \(Echo.excerpt(text))' must be a percentage from 0 to 100")
        }
        stop = parsed / 100
    }
    return (steps, stop)
}

/// Exit 1 with the first failed case's message.
func throwFirstFailure(_ cases: [TestCaseResult]) throws(Exit) {
    for test in cases {
        if case .failed(let failure) = test.outcome { throw .failure([failure.details]) }
    }
}

/// Virtual seconds with three decimals: `4.250`.
func formatSeconds(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// The app, seed, interruption rate and strictness of `run`, `walk`, `replay` and
/// `tour --run`: the options over a replayed file's settings, or over the defaults.
func runSettings(_ arguments: Arguments, appPath: String? = nil, replaying file: ReplayFile? = nil) throws(Exit) -> RunSettings {
    guard let appPath = appPath ?? arguments.value(.app) else { throw .usage("missing '--app APP' or '--webdriver URL'") }
    let overrides: RunSettings.Overrides
    do {
        overrides = try RunSettings.Overrides(
            parsingSeed: arguments.value(.seed), interruptionRate: arguments.value(.interruptions),
            strict: arguments.flag(.strict))
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

func makeExecutor(_ graph: ScreenGraph, _ settings: RunSettings, preparing prepare: ((SimulatedApp) -> Void)? = nil) throws(Exit) -> Executor {
    do {
        return try Executor(graph: graph, settings: settings, preparing: prepare)
    } catch {
        throw Exit(error)
    }
}

/// The most states `tour --search-limit` lets one search explore: about 230 bytes a
/// state, so 2.3 GB, where a graph with a counter can grow without end (Docs/Limits.md).
let maximumSearchLimit = 10_000_000

import Foundation
import ScreenGraphKit

// run, tour, walk and replay on a real app (--webdriver), beside the simulated app.

/// The executor of `run` and `replay`: on a real app with `--webdriver`, else on the
/// simulated app of `--app`; and what ends it (the WebDriver session).
func makeRunExecutor(
    _ graph: ScreenGraph, _ arguments: Arguments, setup: AppSetup, replaying file: ReplayFile? = nil
) throws(Exit) -> (Executor, close: () -> Void) {
    guard let live = try LiveSetup(arguments) else {
        let prepare: ((SimulatedApp) -> Void)? = setup.isEmpty ? nil : { setup.configure($0) }
        return (try makeExecutor(graph, runSettings(arguments, replaying: file), preparing: prepare), {})
    }
    let (app, backend) = live.makeApp(endpoint: 0, setup: setup, seed: try liveSeed(arguments) ?? file?.seed ?? 0)
    return (Executor(graph: graph, app: app), backend.close)
}

/// `--seed` on a real app, which only a walk's choices use.
func liveSeed(_ arguments: Arguments) throws(Exit) -> UInt64? {
    do {
        return try RunSettings.Overrides(parsingSeed: arguments.value(.seed), interruptionRate: nil, strict: false).seed
    } catch {
        throw Exit(error)
    }
}

/// The cases with their failures' evidence saved beside the JUnit report.
func withEvidence(_ cases: [TestCaseResult], _ arguments: Arguments, _ executor: Executor) -> [TestCaseResult] {
    guard let folder = EvidenceFolder(arguments) else { return cases }
    return cases.map { result in
        var result = result
        folder.save(&result, from: executor.app)
        return result
    }
}

/// A tour's routes on a real app: on one session, or spread over `--parallel N`
/// sessions (by default one per `--webdriver` endpoint), each route a freshly launched
/// app; the cases come back in route order and the coverage merged.
func runLiveTour(
    _ routes: [(number: Int, route: Route)], _ graph: ScreenGraph, _ name: String, _ live: LiveSetup, _ setup: AppSetup,
    retries: Int, _ arguments: Arguments, _ progress: TerminalProgress
) throws(Exit) -> ([TestCaseResult], Coverage?) {
    var sessions = live.configurations.count
    if let text = arguments.value(.parallel) {
        guard let count = NumberSyntax.integer(text), count > 0 else { throw .usage("'--parallel \(Echo.excerpt(text))' must be a positive whole number") }
        guard count <= maximumSessions else { throw .usage("'--parallel \(Echo.excerpt(text))' must be at most \(maximumSessions)") }
        sessions = count
    }
    sessions = max(1, min(sessions, routes.count))
    let seed = try liveSeed(arguments) ?? 0
    let evidence = EvidenceFolder(arguments)
    let wantsCoverage = arguments.value(.coverage) != nil
    let shares = balanced(routes, into: sessions)
    let counter = ProgressCounter(progress, total: routes.count)
    let results = inParallel(sessions) { session -> (cases: [(Int, TestCaseResult)], coverage: Coverage?) in
        let (app, backend) = live.makeApp(endpoint: session, setup: setup, seed: seed)
        defer { backend.close() }
        let recorder = wantsCoverage ? CoverageRecorder(graph: graph, name: name) : nil
        let mine = shares[session]
        let cases = Executor.runTourRoutes(
            mine, className: name, coverage: recorder, retries: retries, progress: { _, _ in counter.advance() },
            finished: { result, executor in evidence?.save(&result, from: executor.app) }
        ) { Executor(graph: graph, app: app) }
        return (zip(mine.map(\.number), cases).map { ($0, $1) }, recorder?.coverage)
    }
    let cases = results.flatMap(\.cases).sorted { $0.0 < $1.0 }.map(\.1)
    guard wantsCoverage else { return (cases, nil) }
    do {
        return (cases, try Coverage.merged(results.compactMap(\.coverage)))
    } catch {
        throw .failure([error.description])
    }
}

/// The most WebDriver sessions one tour opens at once.
let maximumSessions = 64

/// Routes dealt to `count` sessions, the costliest first to the least loaded, so the
/// sessions finish close together; each session's routes keep tour order.
func balanced(_ routes: [(number: Int, route: Route)], into count: Int) -> [[(number: Int, route: Route)]] {
    var shares = Array(repeating: [(number: Int, route: Route)](), count: count)
    var loads = Array(repeating: 0.0, count: count)
    for item in routes.sorted(by: { $0.route.cost > $1.route.cost }) {
        let least = loads.indices.min { loads[$0] < loads[$1] } ?? 0
        shares[least].append(item)
        loads[least] += item.route.cost
    }
    return shares.map { $0.sorted { $0.number < $1.number } }
}

/// A walk on a real app: like the simulated app's, but the failure is not shrunk.
func liveWalk(_ arguments: Arguments, _ graph: ScreenGraph, _ live: LiveSetup) throws(Exit) {
    let (steps, stop) = try walkLimits(arguments)
    let seed = try liveSeed(arguments) ?? 0
    let (app, backend) = live.makeApp(endpoint: 0, setup: try AppSetup(arguments), seed: seed)
    defer { backend.close() }
    let executor = Executor(graph: graph, app: app)
    let name = displayName(graph, arguments)
    let recorder = arguments.value(.coverage).map { _ in CoverageRecorder(graph: graph, name: name) }
    recorder?.attach(to: executor)
    let progress = TerminalProgress("walk", unit: "steps", arguments: arguments)
    let walk = executor.walkReport(
        named: name, seed: seed, steps: steps, stopAtCoverage: stop,
        weighting: arguments.flag(.uniform) ? .uniform : .leastCovered, progress: { progress.update($0, of: steps) })
    progress.finish()
    let cases = withEvidence([executor.testCase(of: walk, className: name)], arguments, executor)
    try writeReports(arguments, command: "walk", suite: name, cases: cases, coverage: recorder?.coverage)
    try printWalk(walk, arguments)
}

/// Counts routes done across sessions for the progress line, drawn under a lock so
/// one session draws at a time.
private final class ProgressCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let progress: TerminalProgress

    init(_ progress: TerminalProgress, total: Int) {
        self.progress = progress
        self.total = total
    }

    func advance() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        progress.update(done, of: total)
    }
}

/// A random walk on the simulated app and, when a step failed, the failure shrunk to a
/// short route saved for replay: what `screengraph walk` prints, ready to print.
///
/// ```swift
/// let walk = try Executor.walkAndShrink(graph: graph, named: "Demo", settings: settings, steps: 1_000)
/// if let file = walk.replayFile {
///     try file.json.write(toFile: "failure.json", atomically: true, encoding: .utf8)
///     print(([walk.summary] + walk.routeLines).joined(separator: "\n"))
/// }
/// ```
package struct WalkReport: Sendable {
    /// The walk: its steps, coverage and failure.
    package var result: WalkResult
    /// The walk's run report: every step, gesture, wait and interruption.
    package var runReport: RunReport
    /// The failure shrunk to a short route that fails the same way, with the settings
    /// that replay it; `nil` when every step passed.
    package var replayFile: ReplayFile?
    /// Whether ``replayFile`` was shrunk; on a real app it holds the whole walk, since
    /// every candidate the shrinker tries would replay on the app.
    package var isShrunk = true

    /// One line when the walk passed, `walk of 50 steps (seed 1): 100% of edges taken`;
    /// when it failed, `walk failed at step 3 (seed 2): ` and the failure (which names
    /// its declaration on a second line).
    package var summary: String {
        guard let failure = result.failure else {
            let percent = Int((result.coverage * 100).rounded())
            return "walk of \(result.steps.count) steps (seed \(result.seed)): \(percent)% of edges taken"
        }
        return "walk failed at step \(result.steps.count) (seed \(result.seed)): \(failure.message)"
    }

    /// `shrunk to 3 steps` (`not shrunk on a real app: 12 steps`), or `nil` when the walk passed.
    package var shrinking: String? {
        guard let steps = replayFile?.steps else { return nil }
        let count = "\(steps.count) step\(steps.count == 1 ? "" : "s")"
        return isShrunk ? "shrunk to \(count)" : "not shrunk on a real app: \(count)"
    }

    /// The shrunk route, numbered and indented: `  1. ItemList → Editing  edge tap 'items.edit'`;
    /// empty when the walk passed.
    package var routeLines: [String] {
        (replayFile?.steps ?? []).enumerated().map { "  \($0 + 1). \($1)" }
    }
}

extension Executor {
    /// Walks `graph` at random on an app launched with `settings`, and shrinks a failure
    /// with a ``Shrinker`` to a short route that fails the same way.
    ///
    /// The walk and the app share the settings' seed, so the same settings give the
    /// same report.
    ///
    /// - Parameters:
    ///   - name: the graph's name, written in the replay file.
    ///   - steps: the most moves to make.
    ///   - stopAtCoverage: stops once this share (0...1) of the edges has been taken.
    ///   - prepare: sets the app up before it launches, for the walk and every replay
    ///     of the shrinker: interruption monitors, launch arguments.
    ///   - observe: called with the walk's executor before it moves, to attach a
    ///     coverage recorder or read its app afterwards.
    ///   - progress: called after each step of the walk with how many have been taken.
    /// - Returns: the walk, its report, and the shrunk failure if a step failed.
    /// - Throws: ``GraphError`` when the app definition does not compile.
    /// - Complexity: the walk's O(steps × moves out of a screen), plus, after a failure,
    ///   the shrinker's replays of at most n steps (loops left out level by level, then
    ///   stretches of gestures, each candidate checked on the graph first); and the app's work.
    package static func walkAndShrink(
        graph: ScreenGraph, named name: String, settings: RunSettings, steps: Int, stopAtCoverage: Double? = nil,
        weighting: WalkWeighting = .leastCovered, preparing prepare: ((SimulatedApp) -> Void)? = nil,
        observing observe: ((Executor) -> Void)? = nil, progress: ((Int) -> Void)? = nil
    ) throws(GraphError) -> WalkReport {
        let executor = try Executor(graph: graph, settings: settings, preparing: prepare)
        observe?(executor)
        let result = executor.walk(
            seed: settings.seed, steps: steps, stopAtCoverage: stopAtCoverage, weighting: weighting, progress: progress)
        var report = WalkReport(result: result, runReport: executor.app.report, replayFile: nil)
        if let failure = result.failure {
            var shrinker = Shrinker(graph: graph, settings: settings)
            shrinker.preparing = prepare
            let shrunk = shrinker.shrink(result.steps, reason: failure.reason)
            report.replayFile = ReplayFile(
                graph: name, seed: settings.seed, interruptionRate: settings.interruptionRate, strict: settings.strict,
                steps: shrunk)
        }
        return report
    }
}

extension Executor {
    /// A seeded random walk on this executor's app, unshrunk: on a real app, where the
    /// shrinker's replays would each run on the app, the replay file holds the whole walk.
    ///
    /// - Parameters:
    ///   - name: the graph's name, written in the replay file.
    ///   - seed: the seed of the walk's choices.
    ///   - steps: the most moves to make.
    /// - Complexity: O(steps × moves out of a screen), plus the app's work.
    package func walkReport(
        named name: String, seed: UInt64, steps: Int, stopAtCoverage: Double? = nil, weighting: WalkWeighting = .leastCovered,
        progress: ((Int) -> Void)? = nil
    ) -> WalkReport {
        let result = walk(seed: seed, steps: steps, stopAtCoverage: stopAtCoverage, weighting: weighting, progress: progress)
        var report = WalkReport(result: result, runReport: app.report, replayFile: nil)
        report.isShrunk = false
        if result.failure != nil { report.replayFile = ReplayFile(graph: name, seed: seed, steps: result.steps.map(ReplayStep.init)) }
        return report
    }
}

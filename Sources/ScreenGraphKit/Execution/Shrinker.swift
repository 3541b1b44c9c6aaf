/// Shrinks a failing sequence of steps to a short one that fails the same way: the
/// same step failing for the same reason, on a freshly launched app with the same seed.
public struct Shrinker {
    /// The graph the steps are taken in.
    public let graph: ScreenGraph
    /// The app each candidate is replayed on, freshly launched.
    public let app: AppDefinition
    /// The seed of the failing run, given to every app launched.
    public let seed: UInt64
    /// The failing run's interruption rate.
    public var interruptionRate = 0.0
    /// Whether the failing run had the implicit interruption handler off.
    public var strict = false

    /// A shrinker that replays on apps launched as the failing run's was.
    public init(graph: ScreenGraph, app: AppDefinition, seed: UInt64, interruptionRate: Double = 0, strict: Bool = false) {
        self.graph = graph
        self.app = app
        self.seed = seed
        self.interruptionRate = interruptionRate
        self.strict = strict
    }

    /// A shrinker that replays on apps launched with `settings`, as the failing run was.
    public init(graph: ScreenGraph, settings: RunSettings) {
        self.init(
            graph: graph, app: settings.app, seed: settings.seed, interruptionRate: settings.interruptionRate,
            strict: settings.strict)
    }

    /// Whether `steps` fail at their last step for `reason`.
    public func reproduces(_ steps: [ReplayStep], reason: NavigationError.Reason) -> Bool {
        guard !steps.isEmpty, let executor = try? Executor(
            graph: graph, app: app, seed: seed, interruptionRate: interruptionRate, strict: strict)
        else { return false }
        executor.app.report.keepsEvents = false
        do {
            try executor.replay(steps)
            return false
        } catch {
            guard case .failed(let index, let failure) = error else { return false }
            return index == steps.count - 1 && failure.reason == reason
        }
    }

    /// The shortest failing sequence found: first a least-cost route to the failing
    /// step's screen in the state it failed in, then dropping ever smaller runs of steps
    /// while the failure still reproduces.
    ///
    /// - Parameter steps: a walk's steps, the failing one last, as ``Executor/walk(seed:steps:stopAtCoverage:weighting:)`` returns them.
    /// - Complexity: O(n log n) replays of at most n steps, for n steps.
    public func shrink(_ steps: [Route.Step], reason: NavigationError.Reason) -> [ReplayStep] {
        var best = steps.map(ReplayStep.init)
        guard let failing = steps.last, reproduces(best, reason: reason) else { return best }
        let planner = Planner(graph: graph)
        let launched = NavigationState(startingOn: graph.start, in: graph)
        let before = steps.count > 1 ? steps[steps.count - 2].state : nil
        for state in [before, nil] {
            let route: Route?
            if let state {
                route = graph.nodeIDs[failing.from].flatMap { try? planner.route(to: $0, from: launched, arrivingIn: state) }
            } else {
                route = try? planner.route(to: failing.from, from: launched, allowingStateChanges: true)
            }
            guard let route else { continue }
            let candidate = route.steps.map(ReplayStep.init) + [ReplayStep(failing)]
            if candidate.count < best.count, reproduces(candidate, reason: reason) { best = candidate }
        }
        var chunk = max(1, (best.count - 1) / 2)
        while chunk >= 1 {
            var start = 0
            var removed = false
            while start + chunk < best.count {
                let candidate = Array(best[..<start] + best[(start + chunk)...])
                if reproduces(candidate, reason: reason) {
                    best = candidate
                    removed = true
                } else {
                    start += chunk
                }
            }
            if !removed { chunk /= 2 }
        }
        return best
    }
}

/// One step of a route as route files write it (`screengraph route --json`), matched
/// by identity when replayed: from, to, kind, gesture and element.
public struct ReplayStep: Hashable, Sendable, CustomStringConvertible {
    public var from: String
    public var to: String
    public var kind: String
    public var gesture: String?
    public var element: String?

    public init(from: String, to: String, kind: String, gesture: String? = nil, element: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.gesture = gesture
        self.element = element
    }

    public init(_ step: Route.Step) {
        self.init(
            from: step.from, to: step.to, kind: step.kind.rawValue, gesture: step.interaction?.gesture.description,
            element: step.interaction?.element)
    }

    public var description: String {
        var text = "\(from) → \(to)  \(kind)"
        if let gesture { text += " \(gesture)" }
        if let element { text += " '\(element)'" }
        return text
    }
}

/// Why a replay stopped.
public enum ReplayError: Error, Sendable, CustomStringConvertible {
    /// Step `index` (from 0) is not a move open where the replay stands.
    case unavailable(index: Int, step: ReplayStep)
    /// Step `index` failed on the app.
    case failed(index: Int, NavigationError)

    public var description: String {
        switch self {
        case .unavailable(let index, let step): "step \(index + 1) (\(step)) is not a move the graph has open there"
        case .failed(_, let error): error.message
        }
    }
}

extension Executor {
    /// Replays steps from where the navigator is, each matched to an open move and
    /// performed and checked like any step.
    ///
    /// - Throws: ``ReplayError`` at the first step that is not open or that fails.
    public func replay(_ steps: [ReplayStep]) throws(ReplayError) {
        for (index, wanted) in steps.enumerated() {
            let moves = navigator.planner.openMoves(from: navigator.position)
            guard let move = moves.first(where: { ReplayStep($0.step) == wanted }) else {
                throw .unavailable(index: index, step: wanted)
            }
            do {
                try take(move.step)
            } catch {
                throw .failed(index: index, error)
            }
        }
    }
}

/// Shrinks a failing sequence of steps to a short one that fails the same way: the
/// same step failing for the same reason, on a freshly launched app with the same seed.
public struct Shrinker {
    public let graph: ScreenGraph
    public let app: AppDefinition
    public let seed: UInt64
    public var interruptionRate = 0.0
    public var strict = false

    public init(graph: ScreenGraph, app: AppDefinition, seed: UInt64, interruptionRate: Double = 0, strict: Bool = false) {
        self.graph = graph
        self.app = app
        self.seed = seed
        self.interruptionRate = interruptionRate
        self.strict = strict
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
        let start = NavigationState(startingOn: graph.start, in: graph)
        let before = steps.count > 1 ? steps[steps.count - 2].state : nil
        for state in [before, nil] {
            let route: Route?
            if let state {
                route = graph.nodeIDs[failing.from].flatMap { try? planner.route(to: $0, from: start, arrivingIn: state) }
            } else {
                route = try? planner.route(to: failing.from, from: start, allowingStateChanges: true)
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

/// Shrinks a failing sequence of steps to a short one that fails the same way: the
/// same step failing for the same reason, on a freshly launched app with the same seed.
package struct Shrinker {
    /// The graph the steps are taken in.
    package let graph: ScreenGraph
    /// The app each candidate is replayed on, freshly launched.
    package let app: AppDefinition
    /// The seed of the failing run, given to every app launched.
    package let seed: UInt64
    /// The failing run's interruption rate.
    package var interruptionRate = 0.0
    /// Whether the failing run had the implicit interruption handler off.
    package var strict = false
    /// Sets each replay's app up before it launches, as the failing run's was:
    /// interruption monitors, launch arguments.
    package var preparing: ((SimulatedApp) -> Void)?
    /// The most candidates one shrink looks at, walked on the graph or replayed. Each
    /// costs O(n) for a walk of n steps, so a long walk's shrinking grows linearly past
    /// it instead of about cubically; the shortest failing walk found by then is returned.
    package var candidateLimit = Shrinker.defaultCandidateLimit
    /// ``candidateLimit``'s default: 2,000 candidates.
    package static let defaultCandidateLimit = 2_000

    /// A shrinker that replays on apps launched as the failing run's was.
    package init(graph: ScreenGraph, app: AppDefinition, seed: UInt64, interruptionRate: Double = 0, strict: Bool = false) {
        self.graph = graph
        self.app = app
        self.seed = seed
        self.interruptionRate = interruptionRate
        self.strict = strict
    }

    /// A shrinker that replays on apps launched with `settings`, as the failing run was.
    package init(graph: ScreenGraph, settings: RunSettings) {
        self.init(
            graph: graph, app: settings.app, seed: settings.seed, interruptionRate: settings.interruptionRate,
            strict: settings.strict)
    }

    /// Whether `steps` fail at their last step for `reason`.
    package func reproduces(_ steps: [ReplayStep], reason: NavigationError.Reason) -> Bool {
        guard !steps.isEmpty, let executor = try? Executor(
            graph: graph, app: app, seed: seed, interruptionRate: interruptionRate, strict: strict, preparing: preparing)
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
    /// step's screen in the state it failed in; then, for what the failure hangs on
    /// beyond the graph's state (app state the graph does not model), the walk's loops
    /// left out, as many at once as still fail (those that come back to the same
    /// state, then those that come back to the same screen), and stretches of
    /// gestures, halving in length, in turn until neither shortens it.
    ///
    /// A loop is a stretch of steps that leaves the graph's state (screen, back stack,
    /// overlay, user state) as it found it, so the steps after it stay open without it:
    /// every candidate is a walk the graph allows, and only those are replayed. Loops
    /// nest (a loop's inside may hold loops of its own), and they are tried level by
    /// level, each level by halves: a half that can go goes in one replay.
    ///
    /// - Parameter steps: a walk's steps, the failing one last, as ``Executor/walk(seed:steps:stopAtCoverage:weighting:)`` returns them.
    /// - Complexity: per round, for n steps, O(n) moves of the graph to find the loops;
    ///   about 2 k log(L / k) + k replays for L loops of which k must stay; and, for the
    ///   g gestures then left, O(g log g) walks on the graph of O(g) steps and at most
    ///   as many replays of those it allows. Each round but the last shortens the walk.
    ///   All of it looks at no more than ``candidateLimit`` candidates, each O(n): past
    ///   that, shrinking grows linearly with the walk.
    package func shrink(_ steps: [Route.Step], reason: NavigationError.Reason) -> [ReplayStep] {
        var replays = 0
        return shrink(steps, reason: reason, replays: &replays)
    }

    /// ``shrink(_:reason:)``, counting its replays; `budget` counts the candidates.
    func shrink(
        _ steps: [Route.Step], reason: NavigationError.Reason, replays: inout Int, budget: CandidateBudget? = nil
    ) -> [ReplayStep] {
        var best = steps.map(ReplayStep.init)
        let budget = budget ?? CandidateBudget(limit: candidateLimit)
        let model = ShrinkModel(graph: graph, budget: budget)
        func fails(_ candidate: [ReplayStep]) -> Bool {
            replays += 1
            return reproduces(candidate, reason: reason)
        }
        guard let failing = steps.last, fails(best) else { return best }
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
            if candidate.count < best.count, fails(candidate) {
                best = candidate
                break
            }
        }
        // Leaving out stretches can make loops of what is left, and loops gone can leave
        // stretches to spare: in turn, until one shortens nothing.
        func withoutLoops(_ walk: [ReplayStep]) -> [ReplayStep] {
            model.withoutLoops(model.withoutLoops(walk, places: false, fails: fails), places: true, fails: fails)
        }
        best = withoutLoops(best)
        while true {
            let fewer = model.withoutStretches(best, fails: fails)
            guard fewer.count < best.count else { break }
            let looped = withoutLoops(fewer)
            best = looped
            guard looped.count < fewer.count else { break }
        }
        return best
    }
}

/// How many more candidates a shrink may look at: ``Shrinker/candidateLimit``, counted.
final class CandidateBudget {
    let limit: Int
    private(set) var used = 0

    init(limit: Int) { self.limit = limit }

    /// Whether the limit is reached: nothing more is tried.
    var isSpent: Bool { used >= limit }

    /// Takes one candidate; `false` when none is left.
    func take() -> Bool {
        guard used < limit else { return false }
        used += 1
        return true
    }
}

/// The graph's side of shrinking: which candidates the graph allows, and the loops of
/// a walk, found by taking its steps on the planner without an app.
struct ShrinkModel {
    /// A graph state, hashable.
    struct State: Hashable {
        var node: Int32
        var origin: Int32
        var beneath: Int32
        var stack: [Int32]
        var user: UserState

        init(_ position: NavigationState) {
            node = position.node
            origin = position.origin
            beneath = position.beneath
            stack = Array(position.stack)
            user = position.user
        }
    }

    let planner: Planner
    let start: NavigationState
    /// The candidates left to look at: once spent, every unit stays and no stretch goes.
    let budget: CandidateBudget

    init(graph: ScreenGraph, budget: CandidateBudget) {
        planner = Planner(graph: graph)
        start = NavigationState(startingOn: graph.start, in: graph)
        self.budget = budget
    }

    /// The states before each step and after the last, or `nil` when a step is not a
    /// move the graph has open where the walk stands (a replay would stop there).
    ///
    /// - Complexity: O(steps × moves out of a screen).
    func states(of steps: [ReplayStep]) -> [State]? {
        var position = start
        var states = [State(position)]
        for wanted in steps {
            guard let move = planner.openMoves(from: position).first(where: { ReplayStep($0.step) == wanted }) else { return nil }
            position = move.step.position
            states.append(State(position))
        }
        return states
    }

    /// A loop of the walk, `steps[lower..<upper]`: the state before `lower` is the one
    /// before `upper`.
    struct Loop {
        var lower: Int
        var upper: Int
    }

    /// The loops within `steps[range]` (`states` numbers equal states alike, `visits`
    /// lists where each number is met), outermost: from the range's first state, the
    /// stretches between one return to it and the next; after the last return, one
    /// step that stays, and the same from the state it leads to, to the range's end.
    /// Any of them can be left out and the rest stays a walk the graph allows.
    private func loops(in range: Range<Int>, states: [Int], visits: [[Int]]) -> [Loop] {
        var found: [Loop] = []
        var lower = range.lowerBound
        while lower < range.upperBound {
            let returns = visits[states[lower]].filter { $0 >= lower && $0 <= range.upperBound }
            for (from, to) in zip(returns, returns.dropFirst()) { found.append(Loop(lower: from, upper: to)) }
            lower = (returns.last ?? lower) + 1
        }
        return found
    }

    /// Leaves out of `walk` as many of `units` (stretches of it, in order) as still
    /// fails: all at once; if that fails, each half in turn, the later first. With
    /// `checking`, a candidate the graph does not allow is not replayed.
    ///
    /// - Returns: the units that stay.
    private func leaveOut(
        _ units: [Loop], of walk: [ReplayStep], removed: inout [Bool], checking: Bool, fails: ([ReplayStep]) -> Bool
    ) -> [Loop] {
        var kept: [Loop] = []
        func candidate(removing extra: ArraySlice<Loop>) -> [ReplayStep] {
            var gone = removed
            for unit in extra { for index in unit.lower..<unit.upper { gone[index] = true } }
            return walk.indices.filter { !gone[$0] }.map { walk[$0] }
        }
        func reduce(_ units: ArraySlice<Loop>) {
            guard !units.isEmpty else { return }
            guard budget.take() else {
                kept.append(contentsOf: units)
                return
            }
            let shorter = candidate(removing: units)
            if !checking || states(of: shorter) != nil, fails(shorter) {
                for unit in units { for index in unit.lower..<unit.upper { removed[index] = true } }
                return
            }
            guard units.count > 1 else {
                kept.append(contentsOf: units)
                return
            }
            let middle = units.startIndex + units.count / 2
            reduce(units[middle...])
            reduce(units[..<middle])
        }
        reduce(units[...])
        return kept
    }

    /// The walk with as many of its loops left out as still fails: outermost first,
    /// each level's loops by halves; then the loops inside those that stay.
    ///
    /// - Parameter places: whether a loop needs only come back to the same screen, back
    ///   stack and overlay, its user state changed (a detour that clears a list): the
    ///   steps after it may then be closed, so candidates are walked on the graph first.
    func withoutLoops(_ walk: [ReplayStep], places: Bool, fails: ([ReplayStep]) -> Bool) -> [ReplayStep] {
        guard walk.count > 1, let states = states(of: walk) else { return walk }
        // Equal states (or places) numbered alike.
        var numbers: [State: Int] = [:]
        var visits: [[Int]] = []
        var keys: [Int] = []
        for (index, state) in states.enumerated() {
            var key = state
            if places { key.user = start.user }
            let number = numbers[key] ?? visits.count
            if number == visits.count {
                numbers[key] = number
                visits.append([])
            }
            visits[number].append(index)
            keys.append(number)
        }
        var removed = [Bool](repeating: false, count: walk.count)
        // The failing step stays last: loops end at the latest before it.
        var level = loops(in: 0..<walk.count - 1, states: keys, visits: visits)
        while !level.isEmpty && !budget.isSpent {
            let kept = leaveOut(level, of: walk, removed: &removed, checking: places, fails: fails)
            // Inside each loop that stays: its first step stays, the rest may hold loops.
            level = kept.flatMap { loops(in: $0.lower + 1..<$0.upper, states: keys, visits: visits) }
        }
        return walk.indices.filter { !removed[$0] }.map { walk[$0] }
    }

    /// The walk with stretches of gestures left out while it still fails: stretches of
    /// half its gestures, then a quarter, down to single gestures, each size from the
    /// end back. A gesture is a step with one and the steps without one that follow it
    /// (an action's `then` and return). Only candidates the graph allows are replayed,
    /// so most stretches cost a walk on the graph, not a replay.
    func withoutStretches(_ walk: [ReplayStep], fails: ([ReplayStep]) -> Bool) -> [ReplayStep] {
        var walk = walk
        // Where each gesture starts, the failing step last and never left out.
        func gestures() -> [Int] {
            var starts: [Int] = []
            for index in 0..<walk.count - 1 where walk[index].gesture != nil || starts.isEmpty { starts.append(index) }
            return starts + [walk.count - 1]
        }
        var size = max(1, (gestures().count - 1) / 2)
        while size >= 1 && !budget.isSpent {
            var starts = gestures()
            var first = starts.count - 1 - size
            while first >= 0, budget.take() {
                var candidate = walk
                candidate.removeSubrange(starts[first]..<starts[first + size])
                if states(of: candidate) != nil, fails(candidate) {
                    walk = candidate
                    starts = gestures()
                }
                first = min(first - size, starts.count - 1 - size)
            }
            size /= 2
        }
        return walk
    }
}

/// Counts what executors exercise of a graph into a ``Coverage``.
///
/// Attach it to each executor before it moves (`run`, each route of a tour run, a
/// walk, a replay); it counts the screen the executor stands on, then every step the
/// navigator completes: the screen entered and the guards false there, the edge, way
/// into an action or back gesture taken, and the actions performed. Only completed
/// steps count: a step that fails exercised nothing the graph can vouch for.
///
/// ```swift
/// let recorder = CoverageRecorder(graph: graph, name: "Demo")
/// let executor = try Executor(graph: graph, settings: settings)
/// recorder.attach(to: executor)
/// try executor.goto("Editing")
/// print(recorder.coverage.summaryLines.joined(separator: "\n"))
/// ```
package final class CoverageRecorder {
    /// What has been exercised so far.
    package private(set) var coverage: Coverage
    let graph: ScreenGraph
    /// For each compiled move, its index in ``Coverage/moves``.
    private let moveSlot: [Int]
    /// For each screen with a back gesture, its index in ``Coverage/backs``.
    private let backSlot: [Int32: Int]
    /// Where the navigator last stood on a screen.
    private var last: NavigationState?
    /// Whether the navigator reported its way into the action in progress itself.
    private var insideReportedAction = false

    /// A recorder with nothing counted.
    ///
    /// - Parameter name: the graph's name, written in the coverage.
    /// - Complexity: O(V + E).
    package init(graph: ScreenGraph, name: String) {
        self.graph = graph
        coverage = Coverage(graph: graph, name: name)
        var slots = [Int](repeating: 0, count: graph.moves.count)
        for (slot, move) in Coverage.compiledMoveOrder(graph).enumerated() { slots[move.index] = slot }
        moveSlot = slots
        var backs: [Int32: Int] = [:]
        for screen in 0..<graph.screenCount where graph.hot[screen].hasBack { backs[Int32(screen)] = backs.count }
        backSlot = backs
    }

    /// Counts where `executor` stands, then every step its navigator completes. The
    /// navigator's ``Navigator/onStep`` goes on being called first.
    package func attach(to executor: Executor) {
        let navigator = executor.navigator
        last = nil
        insideReportedAction = false
        stand(at: navigator.position)
        let previous = navigator.onStep
        navigator.onStep = { [weak self] step in
            previous?(step)
            self?.record(step)
        }
    }

    /// Counts one completed step.
    func record(_ step: Route.Step) {
        guard let from = graph.nodeIDs[step.from], let to = graph.nodeIDs[step.to] else { return }
        let isScreen = { (node: Int32) in Int(node) < self.graph.screenCount }
        if isScreen(from) {
            switch step.kind {
            case .back:
                if let slot = backSlot[from] { bump(&coverage.backs[slot].count) }
            case .edge, .action:
                if let move = move(from: from, to: to, step: step) { take(move) }
            case .then, .return:
                break
            }
        } else if insideReportedAction {
            // The navigator reported the way in; a `then` into another action performs it.
            if !isScreen(to) { perform(to) }
        } else if let before = last, let (move, chain) = wayIn(from: before, to: from) {
            take(move)
            chain.forEach(perform)
        } else {
            perform(from)
        }
        if isScreen(to) {
            insideReportedAction = false
            stand(at: step.position)
        } else if isScreen(from) {
            insideReportedAction = true
            perform(to)
        }
    }

    /// Counts standing on a screen: the screen, and the guards of its moves that are false.
    private func stand(at position: NavigationState) {
        last = position
        let screen = position.node
        guard Int(screen) < graph.screenCount else { return }
        bump(&coverage.screens[Int(screen)].count)
        for index in graph.movesOut(of: screen) where graph.moves[index].guardIndex >= 0 {
            if holds(graph.moves[index], user: position.user) == false { bump(&coverage.moves[moveSlot[index]].closed) }
        }
    }

    private func take(_ move: Int) {
        bump(&coverage.moves[moveSlot[move]].count)
    }

    private func perform(_ action: Int32) {
        let index = Int(action) - graph.screenCount
        guard coverage.actions.indices.contains(index) else { return }
        bump(&coverage.actions[index].count)
    }

    /// The compiled move a reported step from a screen took: among the moves to its
    /// target of its kind, the one declared where the step says, then one whose guard
    /// held before the step.
    private func move(from screen: Int32, to target: Int32, step: Route.Step) -> Int? {
        let kind: Move.Kind = step.kind == .edge ? .edge : .action
        let candidates = graph.movesOut(of: screen).filter { graph.moves[$0].target == target && graph.moves[$0].kind == kind }
        guard candidates.count > 1 else { return candidates.first }
        let declared = candidates.filter {
            let declaration = graph.declaration(ofMove: $0, from: screen)
            return declaration.location == step.declaration && declaration.interaction == (step.interaction ?? declaration.interaction)
        }
        let pool = declared.isEmpty ? candidates : declared
        return pool.first { holds(graph.moves[$0], user: last?.user) != false } ?? pool.first
    }

    /// The way into an action that a navigator standing at `position` took to arrive,
    /// through actions' `then`s, at `action`: the move and the actions performed.
    private func wayIn(from position: NavigationState, to action: Int32) -> (move: Int, chain: [Int32])? {
        let screen = position.node
        guard Int(screen) < graph.screenCount else { return nil }
        var found: [(move: Int, chain: [Int32])] = []
        for index in graph.movesOut(of: screen) where graph.moves[index].kind == .action {
            var chain = [graph.moves[index].target]
            // Chains cannot loop in a compiled graph; the bound keeps this loop finite regardless.
            while let node = chain.last, node != action, chain.count <= graph.actions.count {
                let then = graph.actions[Int(node) - graph.screenCount].then
                guard then >= 0, Int(then) >= graph.screenCount else { break }
                chain.append(then)
            }
            if chain.last == action { found.append((index, chain)) }
        }
        return found.first { holds(graph.moves[$0.move], user: position.user) != false } ?? found.first
    }

    /// Whether a move's guard holds for `user`: `nil` without a user, `true` without a guard.
    private func holds(_ move: Move, user: UserState?) -> Bool? {
        guard move.guardIndex >= 0 else { return true }
        guard let user else { return nil }
        return user.slots.withUnsafeBufferPointer { (try? graph.guards[Int(move.guardIndex)].holds($0)) ?? false }
    }

    private func bump(_ count: inout Int) {
        count = count == Int.max ? count : count + 1
    }
}

/// Explaining a search that found nothing: the ways it closed that could have led on.
extension SearchSpace {
    func name(_ node: Int32) -> String { graph.nodeNames[Int(node)] }

    func action(_ node: Int32) -> CompiledAction { graph.actions[Int(node) - graph.screenCount] }

    /// The statements applied when moving from one screen to another.
    func screenChange(_ source: Int32, _ target: Int32) -> [CompiledStatement] {
        source == target ? [] : graph.screens[Int(source)].onExit + graph.screens[Int(target)].onEnter
    }

    /// Why the search found nothing: the ways it found closed that could have led on to
    /// the goal, or, when there are none, that the goal is disconnected from the start.
    /// Only the ways kept are described: a search that closed many ways none of which
    /// leads on (a guard on a tenth of a large graph's edges, and a goal nothing leads
    /// to) pays for no text.
    ///
    /// - Complexity: O(1) when no way was closed; otherwise O(V + E) for the nodes that
    ///   lead to the goal, plus O(text) per way kept.
    mutating func failure(from start: Int32, to goal: Int32) -> PlanningError {
        guard !closures.isEmpty || !fastClosings.isEmpty else { return .disconnected(from: name(start), to: name(goal)) }
        let leadsToGoal = nodesLeading(to: goal)
        // A way that cannot lead on to the goal explains nothing, whatever closed it.
        var closed: [(state: Int32, key: Int32, reason: ClosedWays.Reason, target: Int32)] = []
        for (key, state, reason) in closedWays(leadingTo: leadsToGoal) {
            var target: Int32
            if case .needsStateChange(let action) = reason {
                target = action
            } else if key >= 0 {
                target = graph.moves[Int(key)].target
            } else {
                let action = action(states.records[Int(state)].node)
                target = action.then >= 0 ? action.then : contexts[Int(states.records[Int(state)].context)].origin
            }
            if case .needsStateChange = reason {} else if !leadsToGoal[Int(target)] { continue }
            closed.append((state, key, reason, target))
        }
        // Name the guards that closed a way on to the goal, and the actions whose effects
        // were not allowed when they write a field one of those guards reads.
        var guardFields = Set<String>()
        for way in closed where leadsToGoal[Int(way.target)] {
            if case .guardFailed(let index) = way.reason { guardFields.formUnion(graph.guards[Int(index)].fields) }
        }
        // With no guard in the way, the actions that lead on are what is closed.
        closed.removeAll { way in
            guard case .needsStateChange(let action) = way.reason else { return !leadsToGoal[Int(way.target)] }
            if guardFields.isEmpty { return !leadsToGoal[Int(action)] }
            return !self.action(action).effects.contains { guardFields.contains($0.field) }
        }
        guard !closed.isEmpty else { return .disconnected(from: name(start), to: name(goal)) }
        closed.sort { ($0.state, $0.key) < ($1.state, $1.key) }
        return .closed(from: name(start), to: name(goal), ways: closed.map { way in
            let source = states.records[Int(way.state)].node
            var interaction: Interaction?
            let declaration: SourcePosition?
            if way.key >= 0 {
                let declared = graph.declaration(ofMove: Int(way.key), from: source)
                interaction = declared.interaction
                declaration = declared.location
            } else {
                declaration = action(source).location
            }
            return PlanningError.ClosedWay(
                from: name(source), to: name(way.target), interaction: interaction,
                reason: reason(way.reason, state: way.state), declaration: declaration)
        })
    }

    /// The ways the search found closed, each with the first (cheapest) state it was
    /// tried from: those in ``closures``, and the guarded moves out of ``fastClosings``
    /// whose guard the fast context found false or overflowing, except those into a node
    /// `leads` says cannot lead on. A move closed in both is kept from the cheaper state.
    ///
    /// - Complexity: O(closures + fast closings + the moves out of those that lead on).
    private func closedWays(leadingTo leads: [Bool]) -> [(key: Int32, state: Int32, reason: ClosedWays.Reason)] {
        var ways = closures.all(in: graph, screen: { self.states.records[Int($0)].node })
        guard !fastClosings.isEmpty else { return ways }
        var recorded: [Int32: Int] = [:]
        for (offset, way) in ways.enumerated() where way.key >= 0 { recorded[way.key] = offset }
        var seen = Set<Int32>()
        for index in 0..<fastClosings.count {
            // A fast state's id is its node; a node that cannot lead on has no move into
            // one that can, so its moves are not read.
            let state = fastClosings[index]
            guard leads[Int(state)], seen.insert(state).inserted else { continue }
            for move in graph.movesOut(of: state) where leads[Int(graph.moves[move].target)] {
                let guardIndex = graph.moves[move].guardIndex
                guard guardIndex >= 0, fastGuards[Int(guardIndex)] == 0 || fastGuards[Int(guardIndex)] == 2 else { continue }
                let way = (key: Int32(move), state: state, reason: fastGuards[Int(guardIndex)] == 0 ? ClosedWays.Reason.guardFailed(guardIndex) : .overflow(.guarded(guardIndex)))
                if let earlier = recorded[way.key] {
                    if states.records[Int(state)].cost < states.records[Int(ways[earlier].state)].cost { ways[earlier] = way }
                } else {
                    recorded[way.key] = ways.count
                    ways.append(way)
                }
            }
        }
        return ways
    }

    private func reason(_ reason: ClosedWays.Reason, state: Int32) -> String {
        switch reason {
        case .guardFailed(let index):
            let predicate = graph.guards[Int(index)]
            let user = userState(contexts[Int(states.records[Int(state)].context)].user)
            let values = predicate.fields.isEmpty ? "" : " with " + user.describe(predicate.fields)
            return "guard '\(predicate.source.text)' is false\(values)"
        case .needsStateChange(let node):
            return "action '\(name(node))' has effects (\(describe(action(node).effects))) and state changes are not allowed"
        case .overflow(let overflow):
            // The search keeps only that the way overflowed; what did is found again here.
            let user = contexts[Int(states.records[Int(state)].context)].user
            let text: String
            var found: OverflowError?
            switch overflow {
            case .guarded(let index):
                text = graph.guards[Int(index)].source.text
                do throws(OverflowError) { _ = try holds(index, user: user) } catch { found = error }
            case .screenChange(let from, let to):
                text = describe(screenChange(from, to))
                found = screenChange(from, to).overflow(on: userState(user).slots)
            case .effects(let action):
                text = describe(self.action(action).effects)
                found = self.action(action).effects.overflow(on: userState(user).slots)
            }
            return "\(found?.summary ?? OverflowError.summary(joinsStrings: false)) in '\(text)'"
        }
    }

    /// Which nodes can lead to `goal` when every guard holds: a search backwards over
    /// the planner's reverse moves.
    private mutating func nodesLeading(to goal: Int32) -> [Bool] {
        let reverse = reverse()
        var leads = [Bool](repeating: false, count: graph.nodeNames.count)
        leads[Int(goal)] = true
        var queue = [goal]
        while let node = queue.popLast() {
            for index in reverse.movesInto(node) {
                let source = reverse.sources[index]
                if !leads[Int(source)] {
                    leads[Int(source)] = true
                    queue.append(source)
                }
            }
        }
        return leads
    }
}

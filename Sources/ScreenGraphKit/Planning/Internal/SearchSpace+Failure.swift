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
        guard !closures.isEmpty else { return .disconnected(from: name(start), to: name(goal)) }
        let leadsToGoal = nodesLeading(to: goal)
        var closed: [(state: Int32, key: Int32, reason: ClosedWays.Reason, target: Int32)] = []
        for (key, state, reason) in closures.all(in: graph, screen: { self.states.records[Int($0)].node }) {
            var target: Int32
            if case .needsStateChange(let action) = reason {
                target = action
            } else if key >= 0 {
                target = graph.moves[Int(key)].target
            } else {
                let action = action(states.records[Int(state)].node)
                target = action.then >= 0 ? action.then : contexts[Int(states.records[Int(state)].context)].origin
            }
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

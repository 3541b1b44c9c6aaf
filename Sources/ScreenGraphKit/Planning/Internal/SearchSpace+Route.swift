extension SearchSpace {
    func name(_ node: Int32) -> String { graph.nodeNames[Int(node)] }

    /// Builds the route that ends in `found`, first finishing the action chain when the
    /// target is an action.
    mutating func makeRoute(from start: NavigationState, to found: Int32) throws(PlanningError) -> Route {
        guard let chain = completion(of: found) else { throw failure(from: start.node, to: states.records[Int(found)].node) }
        return route(from: start, along: path(to: found) + chain, target: states.records[Int(found)].node)
    }

    /// The states from the search's start to `state`, each with the move that reached it.
    func path(to state: Int32) -> [(state: Int32, via: Int32)] {
        var path: [(state: Int32, via: Int32)] = []
        var state = state
        while state >= 0 {
            path.append((state, states.records[Int(state)].via))
            state = states.records[Int(state)].parent
        }
        return path.reversed()
    }

    /// The route along `path`, whose first state is the start, to `target`. The steps'
    /// back stacks share one ``StackArena``.
    func route(from start: NavigationState, along path: [(state: Int32, via: Int32)], target: Int32) -> Route {
        // A local function, not a closure in a constant: that would copy the whole
        // search space (a retain of each of its buffers) for every route.
        func stackOf(_ state: Int32) -> Int32 { contexts[Int(states.records[Int(state)].context)].stack }
        let arena = StackArena(self, stacks: path.dropFirst().map { stackOf($0.state) })
        let steps = zip(path, path.dropFirst()).map {
            step(from: $0.state, to: $1.state, via: $1.via, stack: arena.stack(stackOf($1.state)))
        }
        return Route(from: name(start.node), to: name(target), steps: steps, cost: steps.reduce(0) { $0 + $1.cost }, start: start)
    }

    /// The moves that finish an action chain from `state` until a screen is reached:
    /// empty for a screen, `nil` when a move of the chain cannot be made. The chain may
    /// come back to a state already on the route, so its moves are returned rather than
    /// recorded in the search.
    mutating func completion(of state: Int32) -> [(state: Int32, via: Int32)]? {
        var chain: [(state: Int32, via: Int32)] = []
        var last = state
        while Int(states.records[Int(last)].node) >= graph.screenCount {
            guard chain.count <= graph.actions.count, let next = actionSuccessor(of: last, forced: true) else {
                return nil
            }
            last = self.state(node: next.node, context: next.context)
            chain.append((last, next.via))
        }
        return chain
    }

    /// The step from state `previous` to state `current` by `via`; `stack` is the
    /// current state's back stack, when the caller has it in shared storage.
    func step(from previous: Int32, to current: Int32, via: Int32, stack: BackStack? = nil) -> Route.Step {
        let source = states.records[Int(previous)].node
        let target = states.records[Int(current)].node
        let origin = contexts[Int(states.records[Int(previous)].context)].origin
        let kind: Route.StepKind
        var interaction: Interaction?
        var declaration: SourcePosition?
        var effects: [CompiledStatement]
        var cost = 1.0
        if via >= 0 {
            let move = graph.moves[Int(via)]
            cost = move.cost
            kind = move.kind == .edge ? .edge : .action
            let declared = graph.declaration(ofMove: Int(via), from: source)
            interaction = declared.interaction
            declaration = declared.location
            effects = Int(target) >= graph.screenCount ? action(target).effects : screenChange(source, target)
        } else if via == SearchSpace.Via.back {
            kind = .back
            let back = graph.screens[Int(source)].back
            interaction = back?.interaction
            cost = back?.cost ?? 1
            declaration = back?.location ?? graph.location(ofScreen: source)
            effects = screenChange(source, target)
        } else {
            kind = via == SearchSpace.Via.then ? .then : .return
            declaration = action(source).location
            effects = Int(target) >= graph.screenCount ? action(target).effects : screenChange(origin, target)
        }
        return Route.Step(
            from: name(source), to: name(target), kind: kind, interaction: interaction, effects: effects.map(\.source.text),
            cost: cost, declaration: declaration, position: stack.map { position(of: current, stack: $0) } ?? position(of: current))
    }

    private func action(_ node: Int32) -> CompiledAction { graph.actions[Int(node) - graph.screenCount] }

    /// The statements applied when moving from one screen to another.
    private func screenChange(_ source: Int32, _ target: Int32) -> [CompiledStatement] {
        source == target ? [] : graph.screens[Int(source)].onExit + graph.screens[Int(target)].onEnter
    }

    // MARK: Explaining a failure

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

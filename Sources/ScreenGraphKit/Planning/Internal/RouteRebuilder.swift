/// Rebuilds routes from a finished search: follows the states' parents back to the
/// start, and turns each move into a ``Route/Step`` with its gesture, declaration,
/// effects and the position it leads to.
///
/// It keeps nothing of its own. It reads the ``SearchSpace`` it is given, borrowed, never
/// copied: a copy would retain each of the space's buffers for every route.
enum RouteRebuilder {
    /// The route to state `found` of the search just run in `space`, first finishing
    /// the action chain when the target is an action (which may add states to `space`).
    static func route(from start: NavigationState, to found: Int32, in space: inout SearchSpace) throws(PlanningError) -> Route {
        let target = space.states.records[Int(found)].node
        guard let chain = space.completion(of: found) else { throw space.failure(from: start.node, to: target) }
        return route(from: start, along: path(to: found, in: space) + chain, target: target, in: space)
    }

    /// The states from the search's start to `state`, each with the move that reached it.
    static func path(to state: Int32, in space: SearchSpace) -> [(state: Int32, via: Int32)] {
        var path: [(state: Int32, via: Int32)] = []
        var state = state
        while state >= 0 {
            path.append((state, space.states.records[Int(state)].via))
            state = space.states.records[Int(state)].parent
        }
        return path.reversed()
    }

    /// The route along `path`, whose first state is the start, to `target`. The steps'
    /// back stacks share one ``StackArena``.
    static func route(
        from start: NavigationState, along path: [(state: Int32, via: Int32)], target: Int32, in space: SearchSpace
    ) -> Route {
        // A local function, not a closure in a constant: that would copy the whole
        // search space (a retain of each of its buffers) for every route.
        func stackOf(_ state: Int32) -> Int32 { space.contexts[Int(space.states.records[Int(state)].context)].stack }
        let arena = StackArena(space, stacks: path.dropFirst().map { stackOf($0.state) })
        let steps = zip(path, path.dropFirst()).map {
            step(from: $0.state, to: $1.state, via: $1.via, stack: arena.stack(stackOf($1.state)), in: space)
        }
        return Route(
            from: space.name(start.node), to: space.name(target), steps: steps, cost: steps.reduce(0) { $0 + $1.cost }, start: start)
    }

    /// The step from state `previous` to state `current` by `via`; `stack` is the
    /// current state's back stack, when the caller has it in shared storage.
    static func step(
        from previous: Int32, to current: Int32, via: Int32, stack: BackStack? = nil, in space: SearchSpace
    ) -> Route.Step {
        let source = space.states.records[Int(previous)].node
        let target = space.states.records[Int(current)].node
        let origin = space.contexts[Int(space.states.records[Int(previous)].context)].origin
        let kind: Route.StepKind
        var interaction: Interaction?
        var declaration: SourcePosition?
        var effects: [CompiledStatement]
        var cost = 1.0
        if via >= 0 {
            let move = space.graph.moves[Int(via)]
            cost = move.cost
            kind = move.kind == .edge ? .edge : .action
            let declared = space.graph.declaration(ofMove: Int(via), from: source)
            interaction = declared.interaction
            declaration = declared.location
            effects = Int(target) >= space.graph.screenCount ? space.action(target).effects : space.screenChange(source, target)
        } else if via == SearchSpace.Via.back {
            kind = .back
            let back = space.graph.screens[Int(source)].back
            interaction = back?.interaction
            cost = back?.cost ?? 1
            declaration = back?.location ?? space.graph.location(ofScreen: source)
            effects = space.screenChange(source, target)
        } else {
            kind = via == SearchSpace.Via.then ? .then : .return
            declaration = space.action(source).location
            effects = Int(target) >= space.graph.screenCount ? space.action(target).effects : space.screenChange(origin, target)
        }
        return Route.Step(
            from: space.name(source), to: space.name(target), kind: kind, interaction: interaction, effects: effects.map(\.source.text),
            cost: cost, declaration: declaration, position: stack.map { space.position(of: current, stack: $0) } ?? space.position(of: current))
    }
}

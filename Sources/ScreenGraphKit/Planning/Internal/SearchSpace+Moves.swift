extension SearchSpace {
    /// The position after arriving at `screen` from `position` by a move the graph
    /// does not describe (a test's own gestures, announced with `nowAt`), or `nil`
    /// when an `onExit` or `onEnter` statement overflows.
    mutating func position(arrivingAt screen: Int32, from position: NavigationState) -> NavigationState? {
        reset()
        let first = intern(position)
        let context = contexts[Int(states.records[Int(first)].context)]
        guard let next = enter(screen, from: position.node, beneath: context.beneath, stack: context.stack, user: context.user)
        else { return nil }
        // Two statements: `position(of: state(...))` would read a copy of the
        // space taken before the state was added.
        let arrived = state(node: screen, context: next)
        return self.position(of: arrived)
    }
}

extension SearchSpace {
    /// Every move open from `position`, each with its `via` code: the moves out of a
    /// screen whose guards hold (effects allowed) and its back gesture, or the one move
    /// an action in progress makes. Moves that lead to the same state are all kept,
    /// self-loops included.
    ///
    /// - Complexity: O(moves out of the screen).
    mutating func openMoves(from position: NavigationState) -> [(via: Int32, step: Route.Step)] {
        reset()
        allowStateChanges = true
        let first = intern(position)
        if Int(position.node) >= graph.screenCount {
            guard let next = actionSuccessor(of: first, forced: true) else { return [] }
            let state = self.state(node: next.node, context: next.context)
            return [(next.via, RouteRebuilder.step(from: first, to: state, via: next.via, in: self))]
        }
        let vias = graph.movesOut(of: position.node).map { Int32($0) } + [Via.back]
        return vias.compactMap { via in
            // A way into an action is open only when its chain can lead back to a screen.
            guard let next = successor(of: first, via: via), completion(of: next) != nil else { return nil }
            return (via, RouteRebuilder.step(from: first, to: next, via: via, in: self))
        }
    }
}

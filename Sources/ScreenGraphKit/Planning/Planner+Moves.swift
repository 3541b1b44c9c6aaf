extension Planner {
    /// Every move open from `position`, as one-step routes' steps: edges and actions
    /// whose guards hold (effects allowed), and the back gesture.
    ///
    /// - Complexity: O(moves out of the screen).
    func successors(of position: Position, strings: StringTable) -> [Route.Step] {
        space.reset()
        closedWays.removeAll(keepingCapacity: true)
        let first = space.intern(position)
        space.stateCost[Int(first)] = 0
        space.stateClosed[Int(first)] = true
        withStateChanges(allowed: true) { expand(first) }
        return (first + 1..<Int32(space.stateNode.count))
            .filter { space.stateParent[Int($0)] == first }
            .map { step(from: first, to: $0, via: space.stateVia[Int($0)], strings: strings) }
    }

    /// The position after arriving at `screen` from `position` by a move the graph
    /// does not describe (a test's own gestures, announced with `nowAt`), or `nil`
    /// when an `onExit` or `onEnter` statement overflows.
    func position(arrivingAt screen: Int32, from position: Position) -> Position? {
        space.reset()
        let first = space.intern(position)
        let context = space.contexts[Int(space.stateContext[Int(first)])]
        let next = enter(screen, from: position.node, beneath: context.beneath, stack: context.stack, user: context.user)
        if next == Planner.repeatsInBackStack {
            // The test really made this move, so the stack keeps the repeated screen.
            var arrived = position
            arrived.node = screen
            arrived.stack.append(graph.screens[Int(position.node)].dismissOnUse ? position.beneath : position.node)
            arrived.beneath = -1
            let screens = graph.screens
            guard (try? (screens[Int(position.node)].onExit + screens[Int(screen)].onEnter).apply(to: &arrived.slots)) != nil
            else { return nil }
            return arrived
        }
        guard next >= 0 else { return nil }
        // Two statements: `space.position(of: space.state(...))` would read a copy of the
        // space taken before the state was added.
        let arrived = space.state(node: screen, context: next).id
        return space.position(of: arrived)
    }
}

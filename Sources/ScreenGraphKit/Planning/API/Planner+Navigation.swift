/// The small API through which navigators, executors, walks and replays use the
/// planner: states, routes from a state, the moves open from a state, and arriving at
/// a screen by a move the graph does not describe. Nothing outside `Planning/` reads
/// the search engine itself.
extension Planner {
    /// A move open from a state, with the step it makes.
    struct OpenMove {
        var step: Route.Step
        /// What the move takes, for counting coverage: the index of the edge or way
        /// into an action (``ScreenGraph/moves``), or `moves.count + screen` for a back
        /// gesture; `nil` for the move an action in progress makes.
        var coverageItem: Int?
    }

    /// The state on `screen` (a screen's name) with `userState` (the graph's initial
    /// state by default) and the back stack `backStack`, bottom first.
    ///
    /// - Throws: ``PlanningError/unknownName(_:expected:suggestion:)`` for a name that is not a screen.
    func state(on screen: String, userState: UserState?, backStack: [String]) throws(PlanningError) -> NavigationState {
        guard let node = graph.nodeIDs[screen], Int(node) < graph.screenCount else {
            throw .unknownName(screen, in: graph, screensOnly: true)
        }
        var stack: [Int32] = []
        for name in backStack {
            guard let id = graph.nodeIDs[name], Int(id) < graph.screenCount else {
                throw .unknownName(name, in: graph, screensOnly: true)
            }
            stack.append(id)
        }
        return NavigationState(node: node, stack: BackStack(stack), user: userState ?? graph.initialState)
    }

    /// The least-cost route from `start` to a screen or action; see
    /// ``route(to:where:from:state:backStack:allowingStateChanges:)``.
    func route(
        to target: String, from start: NavigationState, allowingStateChanges: Bool, where condition: String? = nil
    ) throws(PlanningError) -> Route {
        guard let goal = graph.nodeIDs[target] else { throw .unknownName(target, in: graph, screensOnly: false) }
        var arrival = SearchSpace.Arrival.any
        if let condition {
            var compiler = ExpressionCompiler(layout: graph.layout, strings: start.user.strings)
            // The condition is its own one-line source, so an error's column is its column.
            let source = ExpressionSource(condition, startingAt: SourcePosition(file: "condition", line: 1, column: 1), onLine: condition)
            do throws(ExpressionSyntaxError) {
                arrival = .satisfying(try compiler.predicate(source))
            } catch {
                throw .invalidCondition(source.diagnostic(.invalidExpression, error.message, offset: error.offset))
            }
        }
        return try route(to: goal, from: start, allowingStateChanges: allowingStateChanges, arrival: arrival)
    }

    /// The least-cost route from `start` to `screen` that arrives in exactly the user
    /// state `user`, performing actions with effects as needed.
    func route(to screen: Int32, from start: NavigationState, arrivingIn user: UserState) throws(PlanningError) -> Route {
        try route(to: screen, from: start, allowingStateChanges: true, arrival: .exactly(user))
    }

    private func route(
        to goal: Int32, from start: NavigationState, allowingStateChanges: Bool, arrival: SearchSpace.Arrival
    ) throws(PlanningError) -> Route {
        let stateAware = allowingStateChanges || arrival.constrainsState
        let found = try space.search(
            from: start, goal: goal, allowingStateChanges: stateAware, arrival: arrival, informed: stateAware,
            limit: stateAware ? stateAwareLimit : stateLimit)
        return try RouteRebuilder.route(from: start, to: found, in: &space)
    }

    /// How many items ``OpenMove/coverageItem`` can name: every edge and way into an
    /// action, and every screen's back gesture.
    var coverageItemCount: Int {
        graph.moves.count + graph.hot.filter(\.hasBack).count
    }

    /// Every move open from `state`: the moves out of a screen whose guards hold
    /// (effects allowed) and its back gesture, or the one move an action in progress
    /// makes. Moves that lead to the same state are all kept, self-loops included.
    ///
    /// - Complexity: O(moves out of the screen).
    func openMoves(from state: NavigationState) -> [OpenMove] {
        let isScreen = Int(state.node) < graph.screenCount
        return space.openMoves(from: state).map { via, step in
            guard isScreen else { return OpenMove(step: step, coverageItem: nil) }
            return OpenMove(step: step, coverageItem: via >= 0 ? Int(via) : graph.moves.count + Int(state.node))
        }
    }

    /// The state after arriving at `screen` from `state` by a move the graph does not
    /// describe (a test's own gestures, announced with `nowAt`): back-stack rules,
    /// `onExit` and `onEnter` apply. `nil` when a statement overflows.
    func state(arrivingAt screen: Int32, from state: NavigationState) -> NavigationState? {
        space.position(arrivingAt: screen, from: state)
    }
}

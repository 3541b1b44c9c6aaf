/// The routes from a tour's start to the places ``Planner/splitting(_:into:)`` cuts: a
/// cut's second part starts with one. A search for each place reaches at least every
/// move out of the start, so on a start with N ways out, cut N times, the searches
/// together grew as N². Once the searches have reached as many states as the graph has
/// nodes, one search runs from the start to the end, and every later place is looked up
/// in what it took; a search to the end that passes its limit (the states the searches
/// for places have reached, at most ``Planner/stateAwareLimit``) leaves them searched
/// one by one, and is tried again when they have reached twice as many. So the
/// searches to the end cost at most twice the searches for places, and splitting costs
/// at most about three times the least of one search per place and one to the end.
struct CutPrefixes {
    /// The start the states were taken from, and what they were taken in.
    private var taken: (start: NavigationState, states: [SearchSpace.ScreenState: Int32])?
    /// The states the searches for one place have reached.
    private var spent = 0
    /// How many of those make a search to the end worth trying.
    private var nextTry: Int

    init(graph: ScreenGraph) {
        nextTry = graph.nodeNames.count
    }

    /// The least-cost route from `start` to `node` arriving in exactly `user`, counting
    /// the searches in `work`.
    mutating func route(
        to node: Int32, arrivingIn user: UserState, from start: NavigationState, planner: Planner, work: inout TourWork
    ) -> Route? {
        if let taken, taken.start == start {
            guard let state = taken.states[planner.space.screenState(node, user)] else { return nil }
            return try? RouteRebuilder.route(from: start, to: state, in: &planner.space)
        }
        if spent >= nextTry {
            let limit = min(spent, planner.stateAwareLimit)
            let states = planner.space.screenStates(from: start, limit: limit)
            work.count(planner.space)
            nextTry = limit < planner.stateAwareLimit ? 2 * spent : .max
            if let states {
                taken = (start, states)
                return route(to: node, arrivingIn: user, from: start, planner: planner, work: &work)
            }
        }
        // A search of its own clears what a search to the end took.
        taken = nil
        let route = try? planner.route(to: node, from: start, arrivingIn: user)
        work.count(planner.space)
        spent += planner.exploredStates
        return route
    }
}

/// Every screen state reachable from one start, from one search run to the end, so that
/// many routes from that start cost one search and then only their own steps.
extension SearchSpace {
    /// A screen and a user state, interned by ``SearchSpace/users`` until the next search.
    struct ScreenState: Hashable {
        var node: Int32
        var user: Int32
    }

    /// Searches from `start` (state changes allowed) until nothing is left: for each
    /// (screen, user state) reached, the first state taken, the cheapest, as a search
    /// for that screen arriving in that user state would take it but for ties of equal
    /// cost. ``RouteRebuilder/route(from:to:in:)`` builds the route to one, until the next
    /// search.
    ///
    /// - Returns: `nil` when the search reaches more than `limit` states.
    /// - Complexity: one search, O((S + T) log S) for S states and T moves out of them.
    mutating func screenStates(from start: NavigationState, limit: Int) -> [ScreenState: Int32]? {
        var taken: [ScreenState: Int32] = [:]
        let screenCount = Int32(graph.screenCount)
        do throws(PlanningError) {
            _ = try search(from: start, goal: -1, allowingStateChanges: true, limit: limit) { space, state in
                let record = space.states.records[Int(state)]
                if record.node < screenCount {
                    let key = ScreenState(node: record.node, user: space.contexts[Int(record.context)].user)
                    if taken[key] == nil { taken[key] = state }
                }
                return false
            }
        } catch {
            // With no goal, a search that runs out of states says so as `disconnected`.
            guard case .disconnected = error else { return nil }
        }
        return taken
    }

    /// The key ``screenStates(from:limit:)`` gives `user` on `node`.
    mutating func screenState(_ node: Int32, _ user: UserState) -> ScreenState {
        ScreenState(node: node, user: users.intern(user.slots))
    }
}

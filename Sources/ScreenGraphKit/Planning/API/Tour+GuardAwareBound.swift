/// A lower bound on an edge tour that accounts for guards and effects.
package struct GuardAwareBound: Sendable, Equatable {
    /// The fewest gestures any tour covering the same items can make.
    package var gestures: Int
    /// The (screen, user state) pairs of the abstraction it was computed over.
    package var states: Int
    /// The state fields the abstraction follows; guards on the others are taken as true.
    package var tracked: [String]
    /// Whether the abstraction outgrew its limit, or the program its rounds, leaving the
    /// screens-only bound.
    package var isScreensOnly: Bool
    /// The cycles the linear program was solved over, beyond one per item.
    package var rounds: Int
}

extension Planner {
    /// A lower bound on the gestures of any tour covering the items `tour` covers,
    /// stronger than ``Tour/postmanBound`` where guards and effects force a tour through
    /// the states that open them (see `GuardedBound` for how it is built and why it is a
    /// bound); `nil` for a tour that is not an edge tour.
    ///
    /// - Complexity: the abstraction has at most `limit` states; then at most
    ///   `GuardedBound.roundLimit` rounds of a linear program over its cycles.
    package func guardAwareBound(of tour: Tour, limit: Int = 200_000) -> GuardAwareBound? {
        guard tour.kind == .edges, let plain = tour.postmanBound else { return nil }
        let relaxed = RelaxedGraph(graph: graph)
        let computed = GuardedBound(graph: graph, relaxed: relaxed, required: tour.coveredItems.filter(relaxed.canTake), limit: limit)
        return GuardAwareBound(gestures: computed.bound ?? plain, states: computed.states, tracked: computed.tracked, isScreensOnly: computed.bound == nil, rounds: computed.rounds)
    }
}

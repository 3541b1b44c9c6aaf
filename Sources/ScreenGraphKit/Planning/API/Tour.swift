/// What a coverage tour covers.
public enum CoverageKind: String, Sendable, CaseIterable {
    /// Every edge, every way into an action, and every back gesture.
    case edges
    case screens
    case actions
    /// Every guarded edge or action in both outcomes: taken with its guard true, and
    /// found closed at its screen with its guard false.
    case guards
}

/// A short set of routes from the start that together cover what can be covered.
///
/// Each route starts on the start screen with the initial user state: run each on a
/// freshly launched app. State changes are allowed, so routes perform the actions that
/// open guards.
public struct Tour: Sendable {
    /// One thing to cover, and why it could not be, if it could not.
    public struct Item: Sendable, Equatable, CustomStringConvertible {
        public var description: String
        public var reason: String?
    }

    public var kind: CoverageKind
    public var routes: [Route]
    /// What was covered, in the order the tour covers it.
    public var covered: [Item]
    /// What could not be covered, each with its reason.
    public var uncovered: [Item]

    /// How many gestures the tour performs (steps with an interaction).
    public var gestures: Int { routes.reduce(0) { $0 + $1.steps.filter { $0.interaction != nil }.count } }

    /// A lower bound on the gestures any tour needs: one per covered edge, action or
    /// guarded edge taken; one per covered screen but the start.
    public var lowerBound: Int {
        switch kind {
        case .edges, .actions: covered.count
        case .screens: max(0, covered.count - 1)
        case .guards: covered.filter { $0.description.hasSuffix("[true]") }.count
        }
    }

    /// The most shards ``shards(_:)`` makes: far more simulators than a CI matrix runs,
    /// and few enough that the shards of a huge count take no memory to speak of.
    public static let maximumShards = 10_000

    /// ``gestures`` over ``lowerBound``: 1 is optimal.
    public var ratio: Double { lowerBound == 0 ? 1 : Double(gestures) / Double(lowerBound) }

    /// The routes split into `count` shards of balanced cost, for running on that many
    /// simulators: the longest route first to the least loaded shard.
    ///
    /// There are as many shards as asked for, so that job k of a CI matrix of `count`
    /// jobs always finds shard k; with fewer routes than shards, the last shards are
    /// empty. A `count` below one gives one shard, and one above ``maximumShards``
    /// that many.
    ///
    /// - Parameter count: how many simulators will run the tour.
    /// - Returns: for each shard, the indices of its routes in ``routes``, in order.
    /// - Complexity: O(R log R + R × C + C) for R routes and C shards.
    public func shards(_ count: Int) -> [[Int]] {
        let count = min(max(count, 1), Tour.maximumShards)
        var shards = [[Int]](repeating: [], count: count)
        var loads = [Double](repeating: 0, count: count)
        for index in routes.indices.sorted(by: { (routes[$0].cost, $1) > (routes[$1].cost, $0) }) {
            let lightest = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) } ?? 0
            shards[lightest].append(index)
            loads[lightest] += routes[index].cost
        }
        return shards.map { $0.sorted() }
    }
}

extension Planner {
    /// A coverage tour from the start screen: routes that together take every edge (or
    /// reach every screen, perform every action, or see every guard both ways) that any
    /// route can, and the items no route can cover, with the reason.
    ///
    /// The tour is built greedily: from where the current route ends (or from a fresh
    /// start, when that is nearer), the nearest state that covers something new.
    ///
    /// - Parameter progress: called after each of the greedy orders tried with how many
    ///   are done and how many there are.
    /// - Complexity: one state-aware search per covered item: O(I (S + T) log S).
    public func tour(covering kind: CoverageKind, progress: ((Int, Int) -> Void)? = nil) -> Tour {
        var first = TourBuilder(graph: graph, kind: kind, seed: nil)
        var best = first.build(space: &space, limit: tourLimit)
        progress?(1, Planner.tourOrders)
        // What one tour cannot cover no tour can (every route starts afresh), so the
        // other orders leave it out, and with it the searches that prove it.
        let coverable = first.isCovered
        for seed in 1..<UInt64(Planner.tourOrders) {
            var builder = TourBuilder(graph: graph, kind: kind, seed: seed)
            builder.isCovered = zip(builder.isCovered, coverable).map { $0 || !$1 }
            var tour = builder.build(space: &space, limit: tourLimit)
            tour.uncovered = best.uncovered
            if (tour.gestures, tour.routes.count) < (best.gestures, best.routes.count) { best = tour }
            progress?(Int(seed) + 1, Planner.tourOrders)
        }
        return best
    }

    /// The tour with its longest routes cut in two until it has `count` routes and none
    /// is longer than an even share of the total (or no route can be cut), for shards.
    /// A route is cut after a step that ends on a screen with no back gesture that is not
    /// `dismissOnUse` (every way in leaves the same empty back stack); the second part
    /// starts with a least-cost route from the start to that screen in that user state,
    /// and the cut is the one that leaves the longer part shortest.
    ///
    /// A cut needs a step on either side, so more routes than the tour has steps are
    /// never worth asking for: a `count` above the number of steps is taken as that
    /// number, and one below one as one, which leaves the tour as it is.
    ///
    /// - Complexity: one state-aware search per screen a cut route passes, for at most
    ///   4 × min(count, steps) cuts tried.
    public func splitting(_ tour: Tour, into count: Int) -> Tour {
        var tour = tour
        let steps = tour.routes.reduce(0) { $0 + $1.steps.count }
        let count = min(max(count, 1), max(steps, 1))
        var uncuttable = Set<Int>()
        let share = tour.routes.reduce(0) { $0 + $1.cost } / Double(count)
        for _ in 0..<(4 * count) {
            guard let longest = tour.routes.indices.filter({ !uncuttable.contains($0) }).max(by: { tour.routes[$0].cost < tour.routes[$1].cost }),
                tour.routes.count < count || tour.routes[longest].cost > share
            else { break }
            guard let parts = cut(tour.routes[longest]) else {
                uncuttable.insert(longest)
                continue
            }
            tour.routes[longest] = parts.0
            tour.routes.insert(parts.1, at: longest + 1)
            uncuttable = []
        }
        return tour
    }

    private func cut(_ route: Route) -> (Route, Route)? {
        func make(_ steps: [Route.Step]) -> Route {
            Route(from: route.from, to: steps.last?.to ?? route.from, steps: steps, cost: steps.reduce(0) { $0 + $1.cost }, start: route.start)
        }
        var best: (Route, Route)?
        for (index, step) in route.steps.enumerated().dropLast() {
            guard let node = graph.nodeIDs[step.to], Int(node) < graph.screenCount, !graph.hot[Int(node)].hasBack,
                !graph.hot[Int(node)].dismissOnUse
            else { continue }
            guard let prefix = try? self.route(to: node, from: route.start, arrivingIn: step.state), prefix.steps.last?.position == step.position
            else { continue }
            let parts = (make(Array(route.steps[...index])), make(prefix.steps + route.steps[(index + 1)...]))
            // A cut is worth it only when both parts are shorter than the route.
            let longer = max(parts.0.cost, parts.1.cost)
            if longer < route.cost, best.map({ longer < max($0.0.cost, $0.1.cost) }) ?? true { best = parts }
        }
        return best
    }

    /// How many greedy orders ``tour(covering:)`` tries: the deterministic one and
    /// seeded variations of its tie-breaks.
    static let tourOrders = 16

    /// The states one search of a tour may explore: each looks for something near, and
    /// the last one, which proves the rest cannot be covered, explores everything or
    /// says that it stopped.
    private var tourLimit: Int { min(stateAwareLimit, tourSearchLimit) }
}

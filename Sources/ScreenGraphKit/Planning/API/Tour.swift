/// What a coverage tour covers.
package enum CoverageKind: String, Sendable, CaseIterable {
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
package struct Tour: Sendable {
    /// One thing to cover, and why it could not be, if it could not.
    package struct Item: Sendable, Equatable, CustomStringConvertible {
        package var description: String
        package var reason: String?
    }

    package var kind: CoverageKind
    package var routes: [Route]
    /// What was covered, in the order the tour covers it.
    package var covered: [Item]
    /// What could not be covered, each with its reason.
    package var uncovered: [Item]
    /// The directed Chinese-postman bound: the fewest gestures any tour covering the same
    /// items can make, computed on the graph with every guard taken as true and effects
    /// ignored, or `nil` for screens and actions, which are not moves.
    ///
    /// Each route starts afresh at the start, which costs nothing, so a tour is a closed
    /// walk with free restarts; the bound is one gesture per item plus the least-cost
    /// flow that evens out the screens entered fewer times than left (a minimum-cost flow
    /// over the in/out imbalance, one per gesture). A back gesture ends on any screen
    /// that can be on top of the back stack there (an over-approximation of the stacks
    /// the rules build), and the flow picks the best. For guards it counts the guarded
    /// moves taken; seeing a guard false costs no gesture of its own. The bound leaves
    /// out the cost of reaching a group of items balanced among themselves, and guards
    /// and back stacks can force more, so a tour may need more than it says; it never
    /// needs less.
    package var postmanBound: Int? = nil
    /// The items an edge tour covers, by index (moves, then each screen's back gesture):
    /// what ``Planner/guardAwareBound(of:)`` bounds.
    var coveredItems: [Int] = []

    /// ``gestures`` over ``postmanBound``: 1 is optimal; `nil` without a bound.
    package var postmanRatio: Double? {
        postmanBound.map { $0 == 0 ? 1 : Double(gestures) / Double($0) }
    }

    /// How many gestures the tour performs (steps with an interaction).
    package var gestures: Int { routes.reduce(0) { $0 + $1.steps.filter { $0.interaction != nil }.count } }

    /// A lower bound on the gestures any tour needs: one per covered edge, action or
    /// guarded edge taken; one per covered screen but the start.
    package var lowerBound: Int {
        switch kind {
        case .edges, .actions: covered.count
        case .screens: max(0, covered.count - 1)
        case .guards: covered.filter { $0.description.hasSuffix("[true]") }.count
        }
    }

    /// The most shards ``shards(_:)`` makes: far more simulators than a CI matrix runs,
    /// and few enough that the shards of a huge count take no memory to speak of.
    package static let maximumShards = 10_000

    /// ``gestures`` over ``lowerBound``: 1 is optimal.
    package var ratio: Double { lowerBound == 0 ? 1 : Double(gestures) / Double(lowerBound) }

    /// The routes split into `count` shards of balanced length in steps, for running on
    /// that many simulators: the longest route first to the shard with fewest steps,
    /// then single moves and swaps of routes from the longest shard to the shortest
    /// while that narrows the gap.
    ///
    /// There are as many shards as asked for, so that job k of a CI matrix of `count`
    /// jobs always finds shard k; with fewer routes than shards, the last shards are
    /// empty. A `count` below one gives one shard, and one above ``maximumShards``
    /// that many. ``Planner/splitting(_:into:)`` cuts routes first so that the shards
    /// can be balanced.
    ///
    /// - Parameter count: how many simulators will run the tour.
    /// - Returns: for each shard, the indices of its routes in ``routes``, in order.
    /// - Complexity: O(R log R + R log C + C) to place R routes in C shards, then up
    ///   to R passes of O(C + the product of the two shards' routes).
    package func shards(_ count: Int) -> [[Int]] {
        let count = min(max(count, 1), Tour.maximumShards)
        var shards = [[Int]](repeating: [], count: count)
        var loads = [Int](repeating: 0, count: count)
        let length = routes.map(\.steps.count)
        // The lightest shard, the first of equals, from a heap of (load, shard).
        var lightest = LoadHeap(count: count)
        for index in routes.indices.sorted(by: { (length[$0], $1) > (length[$1], $0) }) {
            let shard = lightest.popMinimum()
            shards[shard].append(index)
            loads[shard] += length[index]
            lightest.push(load: loads[shard], shard: shard)
        }
        // Longest-first leaves a gap of up to a route; moving or swapping one route
        // between the longest and the shortest shard narrows it while it can.
        for _ in 0..<routes.count {
            guard let high = loads.indices.max(by: { (loads[$0], $1) < (loads[$1], $0) }),
                let low = loads.indices.min(by: { (loads[$0], $0) < (loads[$1], $1) })
            else { break }
            let gap = loads[high] - loads[low]
            // The exchange that leaves the two closest: a route of `high` for one of `low`
            // or for none (-1), moving `d` steps; it helps when 0 < d < gap.
            var best: (from: Int, to: Int, spread: Int)?
            for (i, route) in shards[high].enumerated() {
                for j in -1..<shards[low].count {
                    let moved = length[route] - (j >= 0 ? length[shards[low][j]] : 0)
                    guard moved > 0, moved < gap else { continue }
                    let spread = abs(gap - 2 * moved)
                    if best.map({ spread < $0.spread }) ?? true { best = (i, j, spread) }
                }
            }
            guard let best else { break }
            let route = shards[high].remove(at: best.from)
            shards[low].append(route)
            loads[high] -= length[route]
            loads[low] += length[route]
            if best.to >= 0 {
                let back = shards[low].remove(at: best.to)
                shards[high].append(back)
                loads[low] -= length[back]
                loads[high] += length[back]
            }
        }
        return shards.map { $0.sorted() }
    }

    /// Whether `count` shards of the tour (``shards(_:)``) are within 10% of each other
    /// in steps: the longest at most 1.1 times the shortest.
    package func isBalanced(into count: Int) -> Bool {
        let loads = shards(count).map { $0.reduce(0) { $0 + routes[$1].steps.count } }
        guard let longest = loads.max(), let shortest = loads.min() else { return true }
        return 10 * longest <= 11 * shortest
    }
}

extension Planner {
    /// A coverage tour from the start screen: routes that together take every edge (or
    /// reach every screen, perform every action, or see every guard both ways) that any
    /// route can, and the items no route can cover, with the reason.
    ///
    /// One search from the start explores the states (screen, back stack, overlay and
    /// user state) until everything coverable is found, a little past that, or
    /// ``tourSearchLimit`` states; what it proves out of reach is reported with the
    /// reason, and the tour is then built on what it explored, with no further search.
    /// Candidates: for an edge tour, routes that follow a plan that is optimal when
    /// guards are ignored (the items and the fewest extra gestures that let one walk
    /// take them all, in the order of an Euler circuit; see ``Tour/postmanBound``),
    /// going to the plan's next item the nearest way where a guard or the back stack
    /// keeps the plan from being followed; and, for every tour, greedy routes, each
    /// from where the last ended (or from a fresh start, when that is nearer) to the
    /// nearest thing not yet covered. Several orders of each are tried (fewer on large
    /// graphs); then the best few have their connections made again by a minimum-cost
    /// flow over the explored states, where guards and back stacks are exact, and the
    /// tour with the fewest gestures is kept. Only when the exploration stopped at its
    /// limit do further searches look for what it did not find.
    ///
    /// - Complexity: one search over S explored states and the T moves out of them,
    ///   O((S + T) log S); the relaxed plan's flow, O(P (E log V + V E)) for P at most
    ///   the graph's diameter; for each of at most 16 orders O(A) for a plan of A
    ///   gestures and one breadth-first search per item or deviation, each bounded by
    ///   the distance from the start to the nearest item; and the flows over the states
    ///   the candidate tours pass, at most 4 × 4 of them.
    /// - Parameter progress: called with (1, 1) once the tour is built.
    package func tour(covering kind: CoverageKind, progress: ((Int, Int) -> Void)? = nil) -> Tour {
        var work = TourWork()
        let built = tour(covering: kind, work: &work)
        progress?(1, 1)
        return built
    }

    /// ``tour(covering:)``, counting its searches and the states they reach.
    func tour(covering kind: CoverageKind, work: inout TourWork) -> Tour {
        var explorer = TourBuilder(graph: graph, kind: kind, seed: nil)
        let (states, exploration) = explorer.explore(space: &space, limit: tourLimit)
        var scratch = TourScratch(states: states)
        let relaxed = kind == .edges || kind == .guards ? RelaxedGraph(graph: graph) : nil
        var postman: (required: [Int], bound: Int)?
        var tries: [(routes: TourBuilder.ArcRoutes, builder: TourBuilder, gestures: Int)] = []
        func consider(_ routes: TourBuilder.ArcRoutes, _ builder: TourBuilder) {
            explorer.work.visits = builder.work.visits
            tries.append((routes, builder, routes.reduce(0) { $0 + $1.count }))
        }
        func seeded(_ attempt: Int) -> TourBuilder {
            var builder = explorer
            builder.random = attempt == 0 ? nil : SplitMix64(seed: UInt64(attempt))
            return builder
        }
        if kind == .edges, let relaxed {
            let required = explorer.isCovered.indices.filter {
                !explorer.isCovered[$0] && exploration.coverable[$0] && relaxed.canTake($0)
            }
            let bound = ChinesePostman(relaxed: relaxed, required: required)
            postman = (required, bound.bound)
            // The plan leaves out the moves the exploration proved closed: the bound may
            // not, guards being ignored there, but a plan that takes them goes astray.
            let closed = !exploration.stopped && explorer.exists.indices.contains { explorer.exists[$0] && !exploration.coverable[$0] }
            let relaxedPlan = closed ? ChinesePostman(relaxed: relaxed, required: required, usable: exploration.coverable) : bound
            for attempt in 0..<Planner.tourOrders(arcs: relaxedPlan.bound) {
                var builder = seeded(attempt)
                let plan = relaxedPlan.plan(seed: attempt == 0 ? nil : UInt64(attempt))
                consider(builder.follow(plan, on: states, scratch: &scratch), builder)
            }
        }
        for attempt in 0..<Planner.tourOrders(arcs: explorer.isCovered.filter { !$0 }.count) {
            var builder = seeded(attempt)
            consider(builder.greedy(on: states, scratch: &scratch), builder)
        }
        // The shortest tours found, their connections made again over the exact states
        // the tours pass.
        tries.sort { ($0.gestures, $0.routes.count) < ($1.gestures, $1.routes.count) }
        var passed = [Bool](repeating: false, count: states.stateCount)
        if states.stateCount > 0 { passed[Int(states.start)] = true }
        for found in tries {
            for route in found.routes { for arc in route { passed[Int(states.arcTarget[Int(arc)])] = true } }
        }
        // A tour as short as the bound cannot be bettered.
        let floor = postman?.bound ?? 0
        for index in tries.indices.prefix(Planner.tourImprovements(arcs: states.arcTarget.count)) where tries[index].gestures > floor {
            var builder = explorer
            let routes = builder.statePlan(improving: tries[index].routes, on: states, within: passed, scratch: &scratch, rounds: 3)
            consider(routes, builder)
        }
        guard let best = tries.min(by: { ($0.gestures, $0.routes.count) < ($1.gestures, $1.routes.count) }) else {
            return explorer.finish([], stoppedAt: exploration.stopped ? tourLimit : nil)
        }
        var builder = best.builder
        builder.work = explorer.work
        let routes = builder.routes(best.routes, on: states, space: &space)
        var tour: Tour
        if builder.isCovered.contains(false) {
            // What the explored states do not hold: look on with searches.
            tour = builder.lookFarther(space: &space, limit: tourLimit, continuing: routes, exploration: exploration)
        } else {
            tour = builder.finish(routes, stoppedAt: nil)
        }
        work = builder.work
        if kind == .edges { tour.coveredItems = builder.order }
        if let postman, builder.order.sorted() == postman.required {
            tour.postmanBound = postman.bound
        } else if let relaxed {
            tour.postmanBound = postmanBound(of: builder.order, kind: kind, relaxed: relaxed)
        }
        return tour
    }

    /// The Chinese-postman bound of the covered items `order` (by item index).
    private func postmanBound(of order: [Int], kind: CoverageKind, relaxed: RelaxedGraph) -> Int {
        var moves = order
        if kind == .guards {
            let guarded = graph.moves.indices.filter { graph.moves[$0].guardIndex >= 0 }
            moves = order.filter { $0 % 2 == 0 }.map { guarded[$0 / 2] }
        }
        // An item the relaxation says no route takes would be a flaw in it; it still
        // costs its gesture.
        let flawed = moves.filter { !relaxed.canTake($0) }.count
        return ChinesePostman(relaxed: relaxed, required: moves.filter { relaxed.canTake($0) }).bound + flawed
    }

    /// The tour with routes cut in two until its `count` shards (``Tour/shards(_:)``)
    /// are within 10% of each other in steps (``Tour/isBalanced(into:)``), or no route
    /// of the longest shard can be cut. Each time, the longest route of the longest
    /// shard is cut where that leaves its longer part shortest. A route is cut after a
    /// step that ends on a screen with no back gesture that is not `dismissOnUse`
    /// (every way in leaves the same empty back stack); the second part starts with a
    /// least-cost route from the start to that screen in that user state.
    ///
    /// A cut needs a step on either side, so more routes than the tour has steps are
    /// never worth asking for: a `count` above the number of steps is taken as that
    /// number, and one below one as one, which leaves the tour as it is. A tour too
    /// short, or with too few places to cut, for `count` even shards stays uneven.
    ///
    /// - Complexity: for at most 4 × min(count, steps) + R cuts tried, R the tour's
    ///   routes, at most ``cutPointsSearched`` routes from the start each, searched one
    ///   by one or looked up in one search to the end (``CutPrefixes``), whichever costs
    ///   less, within a factor of three; and while the tour has fewer routes than
    ///   shards or a route too long for any balance, O(log R) a cut to find the longest
    ///   route, then the shards of the tour (``Tour/shards(_:)``) for each cut, at most
    ///   ``shardsRemade`` times.
    package func splitting(_ tour: Tour, into count: Int) -> Tour {
        var work = TourWork()
        return splitting(tour, into: count, work: &work)
    }

    /// ``splitting(_:into:)``, counting its searches and the states they reach.
    func splitting(_ tour: Tour, into count: Int, work: inout TourWork) -> Tour {
        var tour = tour
        let steps = tour.routes.reduce(0) { $0 + $1.steps.count }
        let count = min(max(count, 1), max(steps, 1))
        var rounds = 4 * count + tour.routes.count
        var prefixes = CutPrefixes(graph: graph)
        guard cutLongest(&tour, into: count, rounds: &rounds, prefixes: &prefixes, work: &work) else { return tour }
        var uncuttable = Set<String>()
        // The shards stay as they are after a round that cut nothing.
        var made: (shards: [[Int]], loads: [Int])?
        var remade = 0
        for _ in 0..<rounds {
            if made == nil {
                guard remade < Planner.shardsRemade else { break }
                remade += 1
            }
            let (shards, loads) = made ?? {
                let shards = tour.shards(count)
                work.placements += tour.routes.count
                return (shards, shards.map { $0.reduce(0) { $0 + tour.routes[$1].steps.count } })
            }()
            made = (shards, loads)
            // Balanced as ``Tour/isBalanced(into:)`` says, from the shards made here.
            guard let most = loads.max(), let least = loads.min(), 10 * most > 11 * least,
                let heaviest = loads.indices.max(by: { (loads[$0], $1) < (loads[$1], $0) }),
                let longest = shards[heaviest].filter({ !uncuttable.contains(key(tour.routes[$0])) })
                    .max(by: { (tour.routes[$0].steps.count, $1) < (tour.routes[$1].steps.count, $0) })
            else { break }
            guard let parts = cut(tour.routes[longest], prefixes: &prefixes, work: &work) else {
                uncuttable.insert(key(tour.routes[longest]))
                continue
            }
            tour.routes[longest] = parts.0
            tour.routes.insert(parts.1, at: longest + 1)
            made = nil
        }
        return tour
    }

    /// The rounds of ``splitting(_:into:)`` while the tour has fewer routes than
    /// `count` shards, or a route more than a tenth longer than the mean shard, done
    /// without making the shards. With fewer routes, one shard is empty, so they are not
    /// balanced, and each route is a shard of its own, the longest (the first of equals)
    /// the longest shard; a route that long leaves them unbalanced whatever they hold,
    /// since the lightest is at most the mean. So the longest route is cut, from a heap
    /// of the routes by length and by their place in the tour. When it cannot be, with
    /// fewer routes than shards no later round could cut anything; otherwise the next
    /// longest is tried, and then the rounds go on with the shards made.
    ///
    /// A route's place is that of its first step from the tour given (the steps before
    /// are the route from the start a cut added), which keeps the routes' order as they
    /// are cut. A cut inside those added steps (which a least-cost route from the start
    /// hardly allows) has no place of its own: the rounds then go on making the shards.
    ///
    /// - Returns: whether the rounds go on, with the shards made each round.
    /// - Complexity: O(R log R) for the R routes at the end, and the cuts.
    private func cutLongest(
        _ tour: inout Tour, into count: Int, rounds: inout Int, prefixes: inout CutPrefixes, work: inout TourWork
    ) -> Bool {
        // A route of no steps would share its place with the next.
        guard !tour.routes.contains(where: \.steps.isEmpty) else { return true }
        // By place: the route, and how many of its first steps a cut added.
        var routes: [Int: (route: Route, added: Int)] = [:]
        var longest = LoadHeap(count: 0)
        var place = 0
        for route in tour.routes {
            routes[place] = (route, 0)
            longest.push(load: -route.steps.count, shard: place)
            work.placements += 1
            place += route.steps.count
        }
        var inserted: (after: Int, route: Route)?
        defer {
            tour.routes = routes.keys.sorted().flatMap { place in
                [routes[place]?.route, inserted.flatMap { $0.after == place ? $0.route : nil }].compactMap { $0 }
            }
        }
        var total = tour.routes.reduce(0) { $0 + $1.steps.count }
        // The lightest shard is at most the mean, so a route more than a tenth above the
        // mean leaves the shards unbalanced whatever they hold.
        func mustCut(_ steps: Int) -> Bool { routes.count < count || 10 * steps * count > 11 * total }
        while rounds > 0, let top = longest.minimum, mustCut(-top.load) {
            rounds -= 1
            let place = longest.popMinimum()
            guard let (route, added) = routes[place], let parts = cut(route, prefixes: &prefixes, work: &work) else {
                // Left off the heap: the next longest may be cut.
                if routes.count >= count { continue }
                return false
            }
            total += parts.0.steps.count + parts.1.steps.count - route.steps.count
            routes[place] = (parts.0, added)
            let first = parts.0.steps.count
            guard first > added else {
                inserted = (place, parts.1)
                return true
            }
            let second = place + first - added
            routes[second] = (parts.1, parts.1.steps.count - (route.steps.count - first))
            longest.push(load: -first, shard: place)
            longest.push(load: -parts.1.steps.count, shard: second)
            work.placements += 2
        }
        return true
    }

    /// A route's steps, to remember that it cannot be cut while the routes move around.
    private func key(_ route: Route) -> String {
        route.steps.map { "\($0.from)>\($0.to):\($0.kind.rawValue)" }.joined(separator: ",")
    }

    /// The most times ``splitting(_:into:)`` makes the shards anew once the routes
    /// outnumber them, each O(R log R + R log K + K) for R routes and K shards: at most
    /// as many cuts are made then, and the shards are as balanced as those cuts leave them.
    package static let shardsRemade = 256

    /// The most cut points ``splitting(_:into:)`` searches a route from the start to,
    /// for one cut: those nearest the route's middle. A route whose only places to cut
    /// lie farther out stays whole.
    package static let cutPointsSearched = 64

    /// The cut of `route` that leaves its longer part shortest, if one leaves both
    /// parts shorter than the route. Cut points are tried nearest the middle first, at
    /// most ``cutPointsSearched`` of them, and one whose longer part cannot be shorter
    /// than the best found (the second part has at least the steps after the cut) ends
    /// the search; the parts are made once, for the best.
    ///
    /// - Complexity: O(L log L) for a route of L steps, and at most
    ///   ``cutPointsSearched`` routes from the start (``CutPrefixes``).
    private func cut(_ route: Route, prefixes: inout CutPrefixes, work: inout TourWork) -> (Route, Route)? {
        let count = route.steps.count
        // After step `index`: the first part has index + 1 steps, the second at least
        // count - index - 1, and more by the route from the start.
        func leastLonger(_ index: Int) -> Int { max(index + 1, count - index - 1) }
        var best: (index: Int, prefix: [Route.Step], longer: Int)?
        var searched = 0
        for index in (0..<max(count - 1, 0)).sorted(by: { (leastLonger($0), $0) < (leastLonger($1), $1) }) {
            // Nearest the middle first: no later point can do better than this bound.
            guard leastLonger(index) <= best?.longer ?? count, searched < Planner.cutPointsSearched else { break }
            let step = route.steps[index]
            guard let node = graph.nodeIDs[step.to], Int(node) < graph.screenCount, !graph.hot[Int(node)].hasBack,
                !graph.hot[Int(node)].dismissOnUse
            else { continue }
            searched += 1
            let prefix = prefixes.route(to: node, arrivingIn: step.state, from: route.start, planner: self, work: &work)
            guard let prefix, prefix.steps.last?.position == step.position else { continue }
            let longer = max(index + 1, prefix.steps.count + count - index - 1)
            // A cut is worth it only when both parts are shorter than the route.
            // Among equal cuts, the earliest, as a scan from the start would keep.
            guard longer < count, best.map({ (longer, index) < ($0.longer, $0.index) }) ?? true else { continue }
            best = (index, prefix.steps, longer)
        }
        guard let best else { return nil }
        func make(_ steps: [Route.Step]) -> Route {
            Route(from: route.from, to: steps.last?.to ?? route.from, steps: steps, cost: steps.reduce(0) { $0 + $1.cost }, start: route.start)
        }
        return (make(Array(route.steps[...best.index])), make(best.prefix + route.steps[(best.index + 1)...]))
    }

    /// How many orders ``tour(covering:)`` tries for a tour of about `arcs` gestures or
    /// items: the deterministic one and seeded variations (of an edge plan's circuit, or
    /// of the greedy tie-breaks), 16 on small graphs and fewer on large ones, so that
    /// the orders together take about 40,000 gestures.
    static func tourOrders(arcs: Int) -> Int { min(16, max(1, 40_000 / max(arcs, 1))) }

    /// How many of the shortest tours found have their connections made again over the
    /// explored states, for `arcs` arcs among them: 4, fewer past 50,000 arcs.
    static func tourImprovements(arcs: Int) -> Int { min(4, max(1, 200_000 / max(arcs, 1))) }



    /// The states one search of a tour may explore: each looks for something near, and
    /// the last one, which proves the rest cannot be covered, explores everything or
    /// says that it stopped.
    private var tourLimit: Int { min(stateAwareLimit, tourSearchLimit) }
}

/// Building a tour on the explored states (``TourStateGraph``): the greedy tour, and
/// the shared ways of finding the nearest arc that covers something.
extension TourBuilder {
    /// A tour as arcs of the state graph, route by route.
    typealias ArcRoutes = [[Int32]]

    /// Where each uncovered item is nearest the start: the gestures to it and the path,
    /// an arc that takes it last or a state that covers it by standing there.
    struct StartCosts {
        /// Items by how near the start something covers them.
        var byCost: [(cost: Int32, item: Int, arc: Int32, state: Int32)] = []
        var next = 0
        /// Each item's entry in `byCost`, -1 when nothing here covers it.
        var entry: [Int] = []
    }

    func startCosts(on states: TourStateGraph) -> StartCosts {
        var best = [(cost: Int32, arc: Int32, state: Int32)](repeating: (.max, -1, -1), count: isCovered.count)
        for state in 0..<Int32(states.stateCount) where states.distance[Int(state)] < .max {
            let distance = states.distance[Int(state)]
            if state != states.start {
                for item in states.items(at: state) where distance < best[Int(item)].cost { best[Int(item)] = (distance, -1, state) }
            }
            for arc in states.arcs(from: state) {
                for item in states.items(of: arc) where distance + 1 < best[Int(item)].cost {
                    best[Int(item)] = (distance + 1, Int32(arc), state)
                }
            }
        }
        var costs = StartCosts()
        costs.entry = [Int](repeating: -1, count: isCovered.count)
        costs.byCost = best.indices.filter { best[$0].cost < .max }.map { (best[$0].cost, $0, best[$0].arc, best[$0].state) }
        costs.byCost.sort { ($0.cost, $0.item) < ($1.cost, $1.item) }
        for (index, entry) in costs.byCost.enumerated() { costs.entry[entry.item] = index }
        return costs
    }

    /// The arcs from the start that end by covering an item, and their gestures.
    func fromStart(_ entry: (cost: Int32, item: Int, arc: Int32, state: Int32), on states: TourStateGraph) -> [Int32] {
        states.pathFromStart(to: entry.state) + (entry.arc >= 0 ? [entry.arc] : [])
    }

    /// The nearest uncovered item from the start, by ``StartCosts``.
    func nearestFromStart(_ costs: inout StartCosts) -> (cost: Int32, item: Int, arc: Int32, state: Int32)? {
        while costs.next < costs.byCost.count, isCovered[costs.byCost[costs.next].item] { costs.next += 1 }
        return costs.next < costs.byCost.count ? costs.byCost[costs.next] : nil
    }

    /// A breadth-first search from `state` for the nearest arc or state that covers
    /// something `wanted` accepts, at most `limit` gestures away. Among the nearest it
    /// takes anything but a back gesture (which leaves the screen for good), then a
    /// random one for a seeded variation.
    ///
    /// - Returns: the arcs to take, ending with the one that covers, if any.
    mutating func nearest(
        from state: Int32, within limit: Int32, on states: TourStateGraph, scratch: inout TourScratch,
        wanted: (Int32) -> Bool
    ) -> [Int32]? {
        scratch.stamp += 1
        let stamp = scratch.stamp
        scratch.seen[Int(state)] = stamp
        scratch.parent[Int(state)] = -1
        var layer = [state]
        var depth: Int32 = 0
        var found: (arcs: [Int32], score: (Int, UInt64))?
        while !layer.isEmpty, depth <= limit, found == nil {
            var next: [Int32] = []
            for current in layer {
                work.visits += 1
                if depth > 0, states.items(at: current).contains(where: wanted) {
                    consider(path(to: current, scratch: scratch), via: 0, &found)
                }
                for arc in states.arcs(from: current) {
                    if depth + 1 <= limit, states.items(of: arc).contains(where: wanted) {
                        consider(path(to: current, scratch: scratch) + [Int32(arc)], via: states.arcVia[arc], &found)
                    }
                    let target = states.arcTarget[arc]
                    if scratch.seen[Int(target)] != stamp {
                        scratch.seen[Int(target)] = stamp
                        scratch.parent[Int(target)] = Int32(arc)
                        next.append(target)
                    }
                }
            }
            layer = next
            depth += 1
        }
        return found?.arcs
    }

    private mutating func consider(_ arcs: [Int32], via: Int32, _ found: inout (arcs: [Int32], score: (Int, UInt64))?) {
        // An arc that covers by standing on its end is as near as the arc itself.
        let score = (via == SearchSpace.Via.back ? 0 : 1, random?.next() ?? 0)
        guard let current = found else {
            found = (arcs, score)
            return
        }
        if arcs.count < current.arcs.count || arcs.count == current.arcs.count && score > current.score { found = (arcs, score) }
    }

    private func path(to state: Int32, scratch: TourScratch) -> [Int32] {
        var arcs: [Int32] = []
        var current = state
        while scratch.parent[Int(current)] >= 0 {
            arcs.append(scratch.parent[Int(current)])
            current = scratch.sourceOf(scratch.parent[Int(current)])
        }
        return arcs.reversed()
    }

    /// Marks what taking `arcs` from the start of a route covers (the start's own items
    /// first, for a route's first arcs); returns how many items were new.
    @discardableResult
    mutating func take(_ arcs: [Int32], startingRoute: Bool, on states: TourStateGraph) -> Int {
        let before = order.count
        if startingRoute, !arcs.isEmpty { cover(states.items(at: states.start).map { Int($0) }) }
        for arc in arcs { cover(states.items(of: Int(arc)).map { Int($0) }) }
        return order.count - before
    }

    /// The greedy tour: from where the current route ends, or from a fresh start when
    /// that is nearer, the nearest arc or state that covers something new.
    ///
    /// - Complexity: one breadth-first search per item covered, each bounded by the
    ///   distance from the start to the nearest uncovered item.
    mutating func greedy(on states: TourStateGraph, scratch: inout TourScratch) -> ArcRoutes {
        var costs = startCosts(on: states)
        var routes: ArcRoutes = []
        var route: [Int32] = []
        var current: Int32?
        while let best = nearestFromStart(&costs) {
            let covered = isCovered
            var arcs: [Int32]?
            if let current {
                // Staying is preferred on a tie with a fresh start.
                arcs = nearest(from: current, within: best.cost, on: states, scratch: &scratch) { !covered[Int($0)] }
            }
            if let arcs {
                take(arcs, startingRoute: route.isEmpty, on: states)
                route += arcs
            } else {
                if !route.isEmpty { routes.append(route) }
                route = fromStart(best, on: states)
                guard take(route, startingRoute: true, on: states) > 0 else { break }
            }
            current = route.last.map { states.arcTarget[Int($0)] }
        }
        if !route.isEmpty { routes.append(route) }
        return routes
    }
}

/// Storage a tour's breadth-first searches reuse: a stamp per state instead of
/// clearing a visited array each time.
struct TourScratch {
    var stamp: Int32 = 0
    var seen: [Int32]
    var parent: [Int32]
    let arcSource: [Int32]

    init(states: TourStateGraph) {
        seen = [Int32](repeating: 0, count: states.stateCount)
        parent = [Int32](repeating: -1, count: states.stateCount)
        arcSource = (0..<states.arcTarget.count).map { states.arcSource(of: $0) }
    }

    func sourceOf(_ arc: Int32) -> Int32 { arcSource[Int(arc)] }
}

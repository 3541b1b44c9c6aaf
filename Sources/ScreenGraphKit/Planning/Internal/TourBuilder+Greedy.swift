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
    /// Only the winner's path is built, once. With `monotone`, `wanted` never accepts
    /// again an item it once refused (the greedy tour's "not covered yet"), so each
    /// state keeps a cursor past its leading arcs that cover nothing wanted, and those
    /// are never looked at again: a screen with N self-loops costs O(N) over the whole
    /// tour, not O(N) per item.
    ///
    /// - Returns: the arcs to take, ending with the one that covers, if any.
    mutating func nearest(
        from state: Int32, within limit: Int32, on states: TourStateGraph, scratch: inout TourScratch,
        monotone: Bool = false, wanted: (Int32) -> Bool
    ) -> [Int32]? {
        scratch.stamp += 1
        let stamp = scratch.stamp
        scratch.seen[Int(state)] = stamp
        scratch.parent[Int(state)] = -1
        var layer = [state]
        var depth: Int32 = 0
        var found: Candidate?
        while !layer.isEmpty, depth <= limit, found == nil {
            var next: [Int32] = []
            for current in layer {
                work.visits += 1
                if depth > 0, states.items(at: current).contains(where: wanted) {
                    consider(Candidate(state: current, arc: -1, length: depth, score: score(via: 0)), &found)
                }
                let arcs = states.arcs(from: current)
                if depth + 1 <= limit {
                    var first = arcs.lowerBound
                    if monotone {
                        first = max(first, Int(scratch.cursor[Int(current)]))
                        while first < arcs.upperBound, !states.items(of: first).contains(where: wanted) {
                            work.arcChecks += 1
                            first += 1
                        }
                        scratch.cursor[Int(current)] = Int32(first)
                    }
                    var drawn = 0
                    for arc in first..<arcs.upperBound {
                        work.arcChecks += 1
                        guard states.items(of: arc).contains(where: wanted) else { continue }
                        let via = states.arcVia[arc]
                        consider(Candidate(state: current, arc: Int32(arc), length: depth + 1, score: score(via: via)), &found)
                        drawn += 1
                        // Without random tie-breaks no later candidate of this length beats one
                        // that is no back gesture; with them, a monotone search draws among a
                        // state's first few, so that a screen of N loops costs no N per item.
                        if via != SearchSpace.Via.back, random == nil || (monotone && drawn >= Self.candidatesDrawn) { break }
                    }
                }
                // Once something is found at this depth, the next layer is not needed.
                guard found == nil else { continue }
                for arc in arcs {
                    work.arcChecks += 1
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
        guard let found else { return nil }
        return path(to: found.state, scratch: scratch) + (found.arc >= 0 ? [found.arc] : [])
    }

    /// How many wanted arcs of one state a monotone search with random tie-breaks draws among.
    static let candidatesDrawn = 4

    /// Where a nearest candidate stands (its state, and the arc that covers, or -1 for
    /// the state itself), how many arcs lead to it, and its tie-break score.
    struct Candidate {
        var state: Int32
        var arc: Int32
        var length: Int32
        var score: (Int, UInt64)
    }

    /// A candidate's tie-break: no back gesture first, then a random draw for a variation.
    private mutating func score(via: Int32) -> (Int, UInt64) {
        (via == SearchSpace.Via.back ? 0 : 1, random?.next() ?? 0)
    }

    private func consider(_ candidate: Candidate, _ found: inout Candidate?) {
        guard let current = found else {
            found = candidate
            return
        }
        if candidate.length < current.length || candidate.length == current.length && candidate.score > current.score { found = candidate }
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
        // What is covered only grows from here: the cursors of `nearest` start afresh.
        scratch.cursor = [Int32](repeating: 0, count: states.stateCount)
        var costs = startCosts(on: states)
        var routes: ArcRoutes = []
        var route: [Int32] = []
        var current: Int32?
        while let best = nearestFromStart(&costs) {
            var arcs: [Int32]?
            if let current {
                // Staying is preferred on a tie with a fresh start. The copy of what is
                // covered ends with this block, before `take` changes it: never copied.
                let covered = isCovered
                arcs = nearest(from: current, within: best.cost, on: states, scratch: &scratch, monotone: true) { !covered[Int($0)] }
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
    /// Per state, the first arc that may still cover something, for a monotone search.
    var cursor: [Int32] = []
    let arcSource: [Int32]

    init(states: TourStateGraph) {
        seen = [Int32](repeating: 0, count: states.stateCount)
        parent = [Int32](repeating: -1, count: states.stateCount)
        arcSource = (0..<states.arcTarget.count).map { states.arcSource(of: $0) }
    }

    func sourceOf(_ arc: Int32) -> Int32 { arcSource[Int(arc)] }
}

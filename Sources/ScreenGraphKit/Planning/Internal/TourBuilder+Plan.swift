/// Following a Chinese-postman plan (``ChinesePostman/plan(seed:)``) on the explored
/// states, for edge tours.
extension TourBuilder {
    /// The edge tour that takes the plan's gestures in order while each is open where
    /// the tour stands (and leads where the plan says, unless it covers something new);
    /// where one is not (a guard is false, the back stack or the screen beneath differ
    /// from the plan's), the nearest way to the plan's next uncovered item, from where
    /// the tour stands or from a fresh start, and on from there. A route that restarts
    /// or ends leaves off the plan's way to what it then did not take.
    ///
    /// - Complexity: O(A log D) for the A arcs of the plan and at most D moves out of a
    ///   screen, plus one breadth-first search per deviation from it.
    mutating func follow(_ plan: [[ChinesePostman.Arc]], on states: TourStateGraph, scratch: inout TourScratch) -> ArcRoutes {
        // The plan's arcs, a restart between routes (nil).
        var arcs: [ChinesePostman.Arc?] = []
        for route in plan { arcs += [nil] + route.map { Optional($0) } }
        var costs = startCosts(on: states)
        var routes: ArcRoutes = []
        var route: [Int32] = []
        // How much of the route ends by covering something new.
        var useful = 0
        var current = states.start
        func restart() {
            route.removeSubrange(useful...)
            if !route.isEmpty { routes.append(route) }
            route = []
            useful = 0
            current = states.start
        }
        var index = 0
        while index < arcs.count, nearestFromStart(&costs) != nil {
            guard let arc = arcs[index] else {
                restart()
                index += 1
                continue
            }
            let via = arc.item < graph.moves.count ? Int32(arc.item) : SearchSpace.Via.back
            if states.node[Int(current)] == arc.from,
                let taken = states.arc(from: current, via: via),
                states.node[Int(states.arcTarget[taken])] == arc.to || !isCovered[arc.item]
            {
                if take([Int32(taken)], startingRoute: route.isEmpty, on: states) > 0 { useful = route.count + 1 }
                route.append(Int32(taken))
                current = states.arcTarget[taken]
                index += 1
                continue
            }
            // Off the plan: the nearest way to its next uncovered item.
            guard let next = arcs[index...].firstIndex(where: { $0.map { !isCovered[$0.item] } ?? false }),
                let item = arcs[next]?.item
            else { break }
            index = next + 1
            let entry = costs.entry[item]
            guard entry >= 0 else { continue }
            let best = costs.byCost[entry]
            if !route.isEmpty, let way = nearest(from: current, within: best.cost, on: states, scratch: &scratch, wanted: { $0 == item }) {
                if take(way, startingRoute: false, on: states) > 0 { useful = route.count + way.count }
                route += way
            } else {
                restart()
                let way = fromStart(best, on: states)
                if take(way, startingRoute: true, on: states) > 0 { useful = way.count }
                route = way
            }
            current = route.last.map { states.arcTarget[Int($0)] } ?? states.start
        }
        restart()
        // What the plan's deviations left: greedily, from a fresh start.
        return routes + greedy(on: states, scratch: &scratch)
    }
}

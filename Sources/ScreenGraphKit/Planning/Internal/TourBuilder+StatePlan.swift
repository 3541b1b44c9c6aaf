/// A Chinese-postman tour over the explored states themselves, where guards, back
/// stacks and effects are exact.
extension TourBuilder {
    /// A tour no longer than `tour` that takes the same arcs to cover each item (the
    /// first of its arcs that covers it), joined with the fewest extra gestures, by a
    /// minimum-cost flow over the explored states with free restarts; then, for up to
    /// `rounds` more rounds, the same without the items the last walk covered on its
    /// way, keeping the shortest. What no chosen arc covers is left to ``greedy(on:scratch:)``.
    ///
    /// The explored states make guards, back stacks and effects exact, which the
    /// relaxed plan ignores; choosing which of an item's arcs to take (in which user
    /// state, with which stack) is the hard part, and a tour found otherwise chooses.
    ///
    /// - Parameter allowed: the states the flow may use (those of the tours found): the
    ///   connections are made among them, and the flow stays small on a large space.
    /// - Complexity: per round, O(P × (A log S + S A)) for P flow phases over S states
    ///   and A arcs; P is at most the longest shortest path.
    mutating func statePlan(
        improving tour: ArcRoutes, on states: TourStateGraph, within allowed: [Bool], scratch: inout TourScratch, rounds: Int
    ) -> ArcRoutes {
        var unchanged = self
        for route in tour { unchanged.take(route, startingRoute: true, on: states) }
        var best: (routes: ArcRoutes, builder: TourBuilder) = (tour, unchanged)
        var chosen = firstArcs(of: tour, on: states)
        for _ in 0...rounds {
            var builder = self
            let routes = builder.walk(taking: Set(chosen.values).sorted(), on: states, within: allowed)
            for route in routes { builder.take(route, startingRoute: true, on: states) }
            var all = routes
            if builder.isCovered.contains(false) { all += builder.greedy(on: states, scratch: &scratch) }
            work.visits = builder.work.visits
            if all.reduce(0, { $0 + $1.count }) < best.routes.reduce(0, { $0 + $1.count }) { best = (all, builder) }
            // Items the walk covers with arcs other than their own need no arc of their own.
            var elsewhere = Set<Int>()
            for route in routes {
                for arc in route {
                    for item in states.items(of: Int(arc)) where chosen[Int(item)] != arc { elsewhere.insert(Int(item)) }
                }
            }
            let kept = chosen.filter { !elsewhere.contains($0.key) }
            if kept.count == chosen.count { break }
            chosen = kept
        }
        isCovered = best.builder.isCovered
        order = best.builder.order
        return best.routes
    }

    /// For each uncovered item, the first arc of `tour` that covers it (a route's first
    /// arc for the start's items).
    private func firstArcs(of tour: ArcRoutes, on states: TourStateGraph) -> [Int: Int32] {
        var chosen: [Int: Int32] = [:]
        for route in tour {
            for (index, arc) in route.enumerated() {
                if index == 0 {
                    for item in states.items(at: states.start) where chosen[Int(item)] == nil && !isCovered[Int(item)] {
                        chosen[Int(item)] = arc
                    }
                }
                for item in states.items(of: Int(arc)) where chosen[Int(item)] == nil && !isCovered[Int(item)] {
                    chosen[Int(item)] = arc
                }
            }
        }
        return chosen
    }

    /// Joins the groups of arcs the start does not reach to the walk: the nearest group
    /// first, by the shortest way from the start or from a state the walk restarts
    /// from (which then goes on to the group and restarts from there instead).
    ///
    /// - Complexity: one breadth-first search over the explored states per group.
    private mutating func connect(_ out: inout [[Int32]], on states: TourStateGraph) {
        let count = states.stateCount
        while true {
            var reached = [Bool](repeating: false, count: count)
            var stack = [states.start]
            while let current = stack.popLast() {
                guard !reached[Int(current)] else { continue }
                reached[Int(current)] = true
                for arc in out[Int(current)] where arc >= 0 { stack.append(states.arcTarget[Int(arc)]) }
            }
            // From the start and every state the walk restarts from, to the nearest state
            // left out that has arcs to take.
            var parent = [Int32](repeating: -2, count: count)
            var queue: [Int32] = [states.start]
            parent[Int(states.start)] = -1
            for state in 0..<Int32(count) where reached[Int(state)] && out[Int(state)].contains(-1 - state) && parent[Int(state)] == -2 {
                parent[Int(state)] = -1
                queue.append(state)
            }
            var front = 0
            var target: Int32?
            search: while front < queue.count {
                let current = queue[front]
                front += 1
                work.visits += 1
                if !reached[Int(current)], !out[Int(current)].isEmpty {
                    target = current
                    break search
                }
                for arc in states.arcs(from: current) where parent[Int(states.arcTarget[arc])] == -2 {
                    parent[Int(states.arcTarget[arc])] = Int32(arc)
                    queue.append(states.arcTarget[arc])
                }
            }
            guard let target else { return }
            var path: [Int32] = []
            var current = target
            while parent[Int(current)] >= 0 {
                path.append(parent[Int(current)])
                current = states.arcSource(of: Int(parent[Int(current)]))
            }
            if current != states.start, let restart = out[Int(current)].firstIndex(of: -1 - current) {
                out[Int(current)].remove(at: restart)
            }
            for arc in path { out[Int(states.arcSource(of: Int(arc)))].append(arc) }
            out[Int(target)].append(-1 - target)
        }
    }

    /// Routes from the start that take every arc of `required`, with the fewest extra
    /// arcs (a minimum-cost flow over the explored states, restarts free), joined into
    /// an Euler circuit and cut at the restarts.
    private mutating func walk(taking required: [Int32], on states: TourStateGraph, within allowed: [Bool]) -> ArcRoutes {
        let count = states.stateCount
        // The flow runs on the allowed states alone, numbered densely.
        var nodeOf = [Int](repeating: -1, count: count)
        var nodes = 0
        for state in 0..<count where allowed[state] {
            nodeOf[state] = nodes
            nodes += 1
        }
        let source = nodes
        let sink = nodes + 1
        var network = MinCostFlow(nodeCount: nodes + 2)
        var arcIndex: [(arc: Int32, index: Int)] = []
        for arc in 0..<states.arcTarget.count {
            let from = nodeOf[Int(states.arcSource(of: arc))]
            let into = nodeOf[Int(states.arcTarget[arc])]
            guard from >= 0, into >= 0 else { continue }
            arcIndex.append((Int32(arc), network.addArc(from: from, to: into, capacity: MinCostFlow.unbounded, cost: 1)))
        }
        var restarts: [(arc: Int, state: Int32)] = []
        for state in 0..<Int32(count) where state != states.start && nodeOf[Int(state)] >= 0 {
            restarts.append((network.addArc(from: nodeOf[Int(state)], to: nodeOf[Int(states.start)], capacity: MinCostFlow.unbounded, cost: 0), state))
        }
        var balance = [Int](repeating: 0, count: nodes)
        for arc in required {
            balance[nodeOf[Int(states.arcSource(of: Int(arc)))]] -= 1
            balance[nodeOf[Int(states.arcTarget[Int(arc)])]] += 1
        }
        for (node, value) in balance.enumerated() where value != 0 {
            if value > 0 {
                network.addArc(from: source, to: node, capacity: value, cost: 0)
            } else {
                network.addArc(from: node, to: sink, capacity: -value, cost: 0)
            }
        }
        _ = network.solve(from: source, to: sink)
        work.visits += network.phases * (nodes + arcIndex.count)
        // The walk's arcs: each required arc once, each arc as often as the flow uses it;
        // a restart is -1 - state.
        var out = [[Int32]](repeating: [], count: count)
        for arc in required { out[Int(states.arcSource(of: Int(arc)))].append(arc) }
        for (arc, index) in arcIndex {
            for _ in 0..<network.flow(on: index) { out[Int(states.arcSource(of: Int(arc)))].append(arc) }
        }
        for (arc, state) in restarts {
            for _ in 0..<network.flow(on: arc) { out[Int(state)].append(-1 - state) }
        }
        connect(&out, on: states)
        // Each state's arcs taken in order: popped from the back of the reversed lists.
        for index in out.indices { out[index].reverse() }
        return EulerRoutes.cut(from: states.start, out: out, target: { $0 >= 0 ? states.arcTarget[Int($0)] : states.start }, isRestart: { $0 < 0 })
    }
}

/// A lower bound on the cost from any search state to a goal node, for A*.
///
/// It rests on the least cost in a relaxed graph where every guard holds and effects
/// are ignored, computed once per goal by a reverse Dijkstra over the moves whose
/// targets are fixed (edges, ways into actions, `then`). The other moves (back
/// gestures, an action's return, closing an overlay) lead to a screen of the state's
/// own context (its back stack, the screen beneath, the action's origin) or to one the
/// route itself went through; so a route costs at least the relaxed cost from its
/// node, or one move plus the relaxed cost from a screen of its context. The bound is
/// admissible (the planner reopens states it finds cheaper ways to), so routes stay
/// least-cost, and goals far from effects explore few states.
struct Heuristic {
    /// The relaxed cost from each node to the goal over fixed-target moves.
    let distance: [Double]
    /// The cheapest move of the graph: the least a move to a context screen costs.
    let cheapestMove: Double

    /// - Complexity: O((V + E) log V).
    init(graph: ScreenGraph, reverse: ReverseMoves, goal: Int32) {
        var distance = [Double](repeating: .infinity, count: graph.nodeNames.count)
        var heap = MinHeap()
        distance[Int(goal)] = 0
        heap.push(MinHeap.Entry(cost: 0, hops: 0, order: 0, state: goal))
        while let entry = heap.pop() {
            let node = Int(entry.state)
            guard entry.cost <= distance[node] else { continue }
            for (source, cost) in reverse.into[node] where entry.cost + cost < distance[Int(source)] {
                distance[Int(source)] = entry.cost + cost
                heap.push(MinHeap.Entry(cost: entry.cost + cost, hops: 0, order: 0, state: source))
            }
        }
        self.distance = distance
        cheapestMove = reverse.cheapestMove
    }
}

/// The fixed-target moves of a graph, by target: built once per planner.
struct ReverseMoves {
    var into: [[(source: Int32, cost: Double)]]
    var cheapestMove = 1.0

    init(graph: ScreenGraph) {
        into = Array(repeating: [], count: graph.nodeNames.count)
        for screen in 0..<graph.screenCount {
            if graph.hot[screen].hasBack { cheapestMove = min(cheapestMove, graph.hot[screen].backCost) }
            for index in graph.movesOut(of: Int32(screen)) {
                let move = graph.moves[index]
                into[Int(move.target)].append((Int32(screen), move.cost))
                cheapestMove = min(cheapestMove, move.cost)
            }
        }
        for (offset, action) in graph.actions.enumerated() where action.then >= 0 {
            into[Int(action.then)].append((Int32(graph.screenCount + offset), 1))
        }
    }
}

extension SearchSpace {
    /// The heuristic's bound for a state.
    func estimate(node: Int32, context: Context) -> Double {
        guard let heuristic else { return 0 }
        var nearestContextScreen = Double.infinity
        for screen in [context.origin, context.beneath] where screen >= 0 {
            nearestContextScreen = min(nearestContextScreen, heuristic.distance[Int(screen)])
        }
        var stack = context.stack
        while stack > 0 {
            nearestContextScreen = min(nearestContextScreen, heuristic.distance[Int(stackTop[Int(stack)])])
            stack = stackParent[Int(stack)]
        }
        return min(heuristic.distance[Int(node)], heuristic.cheapestMove + nearestContextScreen)
    }
}

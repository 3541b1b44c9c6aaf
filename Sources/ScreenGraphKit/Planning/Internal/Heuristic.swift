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
    /// The largest finite ``distance``: bounds of ``LevelQueue`` entries lie within it
    /// and a move of each other.
    let largestDistance: Double

    /// - Complexity: O((V + E) log V).
    init(graph: ScreenGraph, reverse: ReverseMoves, goal: Int32) {
        var distance = [Double](repeating: .infinity, count: graph.nodeNames.count)
        var heap = MinHeap()
        distance[Int(goal)] = 0
        heap.push(MinHeap.Entry(cost: 0, hops: 0, order: 0, state: goal))
        while let entry = heap.pop() {
            let node = entry.state
            guard entry.cost <= distance[Int(node)] else { continue }
            for index in reverse.movesInto(node) {
                let source = Int(reverse.sources[index])
                let cost = entry.cost + reverse.costs[index]
                if cost < distance[source] {
                    distance[source] = cost
                    heap.push(MinHeap.Entry(cost: cost, hops: 0, order: 0, state: Int32(source)))
                }
            }
        }
        self.distance = distance
        cheapestMove = reverse.cheapestMove
        largestDistance = distance.lazy.filter(\.isFinite).max() ?? 0
    }
}

/// The fixed-target moves of a graph, by target, in compressed rows: the moves into
/// node `n` are `sources[start[n]..<start[n + 1]]` with their `costs`. Built once per
/// planner.
struct ReverseMoves {
    private(set) var start: [Int32]
    private(set) var sources: [Int32]
    private(set) var costs: [Double]
    private(set) var cheapestMove = 1.0

    /// - Complexity: O(V + E).
    init(graph: ScreenGraph) {
        let nodeCount = graph.nodeNames.count
        var moves: [(source: Int32, target: Int32, cost: Double)] = []
        moves.reserveCapacity(graph.moves.count + graph.actions.count)
        for screen in 0..<graph.screenCount {
            if graph.hot[screen].hasBack { cheapestMove = min(cheapestMove, graph.hot[screen].backCost) }
            for index in graph.movesOut(of: Int32(screen)) {
                let move = graph.moves[index]
                moves.append((Int32(screen), move.target, move.cost))
                cheapestMove = min(cheapestMove, move.cost)
            }
        }
        for (offset, action) in graph.actions.enumerated() where action.then >= 0 {
            moves.append((Int32(graph.screenCount + offset), action.then, 1))
        }
        // A counting sort by target keeps each target's moves in declaration order.
        var start = [Int32](repeating: 0, count: nodeCount + 1)
        for move in moves { start[Int(move.target) + 1] += 1 }
        for node in 0..<nodeCount { start[node + 1] += start[node] }
        var next = start
        sources = [Int32](repeating: 0, count: moves.count)
        costs = [Double](repeating: 0, count: moves.count)
        for move in moves {
            let slot = Int(next[Int(move.target)])
            next[Int(move.target)] += 1
            sources[slot] = move.source
            costs[slot] = move.cost
        }
        self.start = start
    }

    /// The indices into ``sources`` and ``costs`` of the moves into `node`.
    func movesInto(_ node: Int32) -> Range<Int> {
        Int(start[Int(node)])..<Int(start[Int(node) + 1])
    }
}

extension SearchSpace {
    /// The heuristic's bound for a state.
    ///
    /// - Complexity: O(1): the least distance of a screen on the stack is kept with
    ///   each stack.
    func estimate(node: Int32, context: SearchContext) -> Double {
        guard let heuristic else { return 0 }
        var nearestContextScreen = stacks.bound[Int(context.stack)]
        if context.origin >= 0 { nearestContextScreen = min(nearestContextScreen, heuristic.distance[Int(context.origin)]) }
        if context.beneath >= 0 { nearestContextScreen = min(nearestContextScreen, heuristic.distance[Int(context.beneath)]) }
        return min(heuristic.distance[Int(node)], heuristic.cheapestMove + nearestContextScreen)
    }
}

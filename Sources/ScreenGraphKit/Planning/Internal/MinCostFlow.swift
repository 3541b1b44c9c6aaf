/// A minimum-cost flow on a network with small non-negative integer costs, by the
/// primal-dual method: Dijkstra on reduced costs sets node potentials, then a blocking
/// flow (Dinic) saturates every path of least reduced cost at once.
///
/// Phases are as many as there are distinct least path costs, at most the longest path's
/// cost; each is a Dijkstra and a blocking flow over the arcs.
struct MinCostFlow {
    /// A capacity that never runs out.
    static let unbounded = Int(Int32.max)

    let nodeCount: Int
    // Arcs in pairs: arc `a` and its residual twin `a ^ 1`.
    private var head: [Int32] = []
    private var to: [Int32] = []
    private var residual: [Int] = []
    private var cost: [Int] = []
    private var nextArc: [Int32] = []
    private var firstArc: [Int32]
    /// How many times the solver ran Dijkstra: a measure of its work.
    private(set) var phases = 0

    init(nodeCount: Int) {
        self.nodeCount = nodeCount
        firstArc = Array(repeating: -1, count: nodeCount)
    }

    /// Adds an arc and returns its index, for ``flow(on:)``.
    @discardableResult
    mutating func addArc(from source: Int, to target: Int, capacity: Int, cost arcCost: Int) -> Int {
        let index = to.count
        for (from, into, capacity, arcCost) in [(source, target, capacity, arcCost), (target, source, 0, -arcCost)] {
            head.append(Int32(from))
            to.append(Int32(into))
            residual.append(capacity)
            cost.append(arcCost)
            nextArc.append(firstArc[from])
            firstArc[from] = Int32(to.count - 1)
        }
        return index
    }

    /// The flow on arc `arc`: what its twin can send back.
    func flow(on arc: Int) -> Int { residual[arc ^ 1] }

    /// Sends as much flow as it can from `source` to `sink` at least cost.
    ///
    /// - Returns: the flow sent and its cost.
    /// - Complexity: O(P (E log V + V E)) for P phases, P at most the longest path's cost.
    mutating func solve(from source: Int, to sink: Int) -> (flow: Int, cost: Int) {
        var potential = [Int](repeating: 0, count: nodeCount)
        var total = 0
        while true {
            let distances = shortestDistances(from: source, potential: potential)
            guard distances[sink] < Int.max else { break }
            phases += 1
            let cap = distances[sink]
            for node in 0..<nodeCount { potential[node] += min(distances[node], cap) }
            total += blockingFlows(from: source, to: sink, potential: potential)
        }
        var spent = 0
        for arc in Swift.stride(from: 0, to: to.count, by: 2) { spent += cost[arc] * residual[arc ^ 1] }
        return (total, spent)
    }

    private func reducedCost(_ arc: Int, _ potential: [Int]) -> Int {
        cost[arc] + potential[Int(head[arc])] - potential[Int(to[arc])]
    }

    /// Dijkstra over arcs with room left, on reduced costs (never negative).
    private func shortestDistances(from source: Int, potential: [Int]) -> [Int] {
        var distance = [Int](repeating: Int.max, count: nodeCount)
        var heap = MinHeap()
        distance[source] = 0
        heap.push(MinHeap.Entry(cost: 0, hops: 0, order: 0, state: Int32(source)))
        while let entry = heap.pop() {
            let node = Int(entry.state)
            guard Int(entry.cost) == distance[node] else { continue }
            var arc = firstArc[node]
            while arc >= 0 {
                let index = Int(arc)
                if residual[index] > 0 {
                    let next = Int(to[index])
                    let candidate = distance[node] + reducedCost(index, potential)
                    if candidate < distance[next] {
                        distance[next] = candidate
                        heap.push(MinHeap.Entry(cost: Double(candidate), hops: 0, order: 0, state: Int32(next)))
                    }
                }
                arc = nextArc[index]
            }
        }
        return distance
    }

    /// Dinic's algorithm on the arcs of zero reduced cost with room left: flow along
    /// every shortest path until none is left.
    private mutating func blockingFlows(from source: Int, to sink: Int, potential: [Int]) -> Int {
        var total = 0
        while true {
            // Levels by breadth-first search over admissible arcs.
            var level = [Int32](repeating: -1, count: nodeCount)
            level[source] = 0
            var queue = [source]
            var front = 0
            while front < queue.count {
                let node = queue[front]
                front += 1
                var arc = firstArc[node]
                while arc >= 0 {
                    let index = Int(arc)
                    let next = Int(to[index])
                    if residual[index] > 0, level[next] < 0, reducedCost(index, potential) == 0 {
                        level[next] = level[node] + 1
                        queue.append(next)
                    }
                    arc = nextArc[index]
                }
            }
            guard level[sink] >= 0 else { return total }
            // Augmenting paths by an explicit stack, each arc tried once per level graph.
            var current = firstArc
            var path: [Int] = []
            var node = source
            while true {
                if node == sink {
                    let pushed = path.map { residual[$0] }.min() ?? 0
                    for arc in path {
                        residual[arc] -= pushed
                        residual[arc ^ 1] += pushed
                    }
                    total += pushed
                    path.removeAll(keepingCapacity: true)
                    node = source
                    continue
                }
                var advanced = false
                while current[node] >= 0 {
                    let index = Int(current[node])
                    let next = Int(to[index])
                    if residual[index] > 0, level[next] == level[node] + 1, reducedCost(index, potential) == 0 {
                        path.append(index)
                        node = next
                        advanced = true
                        break
                    }
                    current[node] = nextArc[index]
                }
                if advanced { continue }
                // A dead end: no path through this node in this level graph.
                level[node] = -1
                guard let last = path.popLast() else { break }
                node = Int(head[last])
                current[node] = nextArc[Int(current[node])]
            }
        }
    }
}

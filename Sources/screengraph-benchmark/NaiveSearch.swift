import ScreenGraphKit

/// The search a first version would write: adjacency as a dictionary of sets keyed by
/// screen name, string-keyed distance and visited tables, guards read from a dictionary
/// of values. It is Dijkstra's algorithm with a binary heap like the planner's, so the
/// ratio measures representation (strings, hashing, sets), not a worse algorithm.
struct NaiveSearch {
    struct Edge: Hashable {
        var to: String
        var cost: Double
        var condition: String?
    }

    var adjacency: [String: Set<Edge>] = [:]
    var values: [String: Int] = [:]

    init(_ definition: GraphDefinition) {
        for screen in definition.screens {
            adjacency[screen.name] = Set(screen.edges.map { Edge(to: $0.to, cost: $0.cost, condition: $0.condition?.text) })
        }
        for field in definition.state {
            switch field.initial {
            case .bool(let flag): values[field.name] = flag ? 1 : 0
            case .int(let number): values[field.name] = Int(number)
            default: break
            }
        }
    }

    /// Understands the two guard shapes the benchmark graphs use: `flag` and `level > k`.
    private func holds(_ condition: String?) -> Bool {
        guard let condition else { return true }
        let parts = condition.split(separator: " ")
        if parts.count == 3, let bound = Int(parts[2]) { return (values[String(parts[0])] ?? 0) > bound }
        return values[condition] ?? 0 != 0
    }

    /// The least cost from `start` to `goal`, or nil.
    func leastCost(from start: String, to goal: String) -> Double? {
        var distance: [String: Double] = [start: 0]
        var visited = Set<String>()
        var frontier = NaiveHeap()
        frontier.push(0, start)
        while let (cost, screen) = frontier.pop() {
            if screen == goal { return cost }
            guard visited.insert(screen).inserted else { continue }
            for edge in adjacency[screen] ?? [] where holds(edge.condition) {
                let total = cost + edge.cost
                if total < distance[edge.to] ?? .infinity {
                    distance[edge.to] = total
                    frontier.push(total, edge.to)
                }
            }
        }
        return nil
    }
}

/// A textbook binary min-heap of (cost, screen name).
struct NaiveHeap {
    private var items: [(cost: Double, screen: String)] = []

    mutating func push(_ cost: Double, _ screen: String) {
        items.append((cost, screen))
        var child = items.count - 1
        while child > 0, items[child].cost < items[(child - 1) / 2].cost {
            items.swapAt(child, (child - 1) / 2)
            child = (child - 1) / 2
        }
    }

    mutating func pop() -> (Double, String)? {
        guard !items.isEmpty else { return nil }
        items.swapAt(0, items.count - 1)
        let top = items.removeLast()
        var parent = 0
        while true {
            var smallest = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < items.count && items[child].cost < items[smallest].cost {
                smallest = child
            }
            guard smallest != parent else { break }
            items.swapAt(smallest, parent)
            parent = smallest
        }
        return top
    }
}

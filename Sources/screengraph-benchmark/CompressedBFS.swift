import CBaseline
import ScreenGraphKit

/// A minimal breadth-first search: the graph as compressed sparse rows (an offset per
/// screen into one array of targets), distances in a flat array, a flat queue. No
/// hashing, no guards, no costs: the floor a unit-cost search over the same edges can
/// approach. The same search is written twice, in Swift over unsafe buffers and in C
/// (the `CBaseline` target), into the same preallocated arrays, so the two can be timed
/// against each other and the planner against the faster.
final class CompressedBFS {
    let offsets: [Int32]
    let targets: [Int32]
    /// The distances of the last search: the number of edges from its start to each
    /// screen, -1 where none leads.
    private(set) var distances: [Int32]
    private var queue: [Int32]

    /// The graph of `definition`'s edges; with `openOnly`, only those with no guard.
    init(_ definition: GraphDefinition, openOnly: Bool = false) {
        var ids: [String: Int32] = [:]
        for (index, screen) in definition.screens.enumerated() { ids[screen.name] = Int32(index) }
        var offsets: [Int32] = [0]
        var targets: [Int32] = []
        for screen in definition.screens {
            for edge in screen.edges where !openOnly || edge.condition == nil { targets.append(ids[edge.to] ?? 0) }
            offsets.append(Int32(targets.count))
        }
        self.offsets = offsets
        self.targets = targets
        distances = [Int32](repeating: -1, count: definition.screens.count)
        queue = [Int32](repeating: 0, count: definition.screens.count)
    }

    /// Searches from `start` in Swift; returns how many screens it reached. Out of line,
    /// as the C search is a call: the two are timed alike, and `perf` names this one.
    @discardableResult @inline(never)
    func swiftSearch(from start: Int32) -> Int {
        withBuffers { offsets, targets, distance, queue, count in
            distance.update(repeating: -1, count: count)
            var head = 0
            var tail = 1
            queue[0] = start
            distance[Int(start)] = 0
            while head < tail {
                let screen = Int(queue[head])
                head &+= 1
                let next = distance[screen] &+ 1
                var index = Int(offsets[screen])
                let end = Int(offsets[screen &+ 1])
                while index < end {
                    let target = Int(targets[index])
                    if distance[target] < 0 {
                        distance[target] = next
                        queue[tail] = Int32(truncatingIfNeeded: target)
                        tail &+= 1
                    }
                    index &+= 1
                }
            }
            return tail
        }
    }

    /// Searches from `start` in C; returns how many screens it reached.
    @discardableResult
    func cSearch(from start: Int32) -> Int {
        withBuffers { offsets, targets, distance, queue, count in
            Int(screengraph_csr_bfs(offsets, targets, Int32(count), start, distance, queue))
        }
    }

    /// Calls `body` with the graph's arrays, the distances and the queue as pointers, and
    /// the number of screens.
    private func withBuffers(
        _ body: (UnsafePointer<Int32>, UnsafePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, Int) -> Int
    ) -> Int {
        let count = distances.count
        return offsets.withUnsafeBufferPointer { offsets in
            targets.withUnsafeBufferPointer { targets in
                distances.withUnsafeMutableBufferPointer { distance in
                    queue.withUnsafeMutableBufferPointer { queue in
                        guard let offsets = offsets.baseAddress, let targets = targets.baseAddress,
                            let distance = distance.baseAddress, let queue = queue.baseAddress
                        else { return 0 }
                        return body(offsets, targets, distance, queue, count)
                    }
                }
            }
        }
    }
}

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

/// The breadth-first search of ``CompressedBFS`` with the planner's memory added to it
/// step by step, to tell how much of the full search's time the memory it touches
/// explains (`--profile footprint`): 8-byte (cost, hops) keys where the search has
/// 4-byte distances, a 32-byte record written for each screen reached (the size of the
/// planner's `StateRecord`), and 16-byte queue entries (its bucket entries).
final class FootprintBFS {
    struct Record {
        var cost = 0.0
        var hops: UInt32 = 0
        var parent: Int32 = -1
        var via: Int32 = -1
        var order: Int32 = -1
        var spare: (Int32, Int32) = (0, 0)
    }

    let bfs: CompressedBFS
    private let keys: UnsafeMutablePointer<UInt64>
    private let records: UnsafeMutablePointer<Record>
    private let queue: UnsafeMutablePointer<SIMD4<Int32>>
    private let narrowQueue: UnsafeMutablePointer<Int32>
    private let count: Int

    init(_ bfs: CompressedBFS) {
        self.bfs = bfs
        count = bfs.offsets.count - 1
        keys = .allocate(capacity: count)
        records = .allocate(capacity: count)
        records.initialize(repeating: Record(), count: count)
        queue = .allocate(capacity: count)
        narrowQueue = .allocate(capacity: count)
    }

    deinit {
        keys.deallocate()
        records.deallocate()
        queue.deallocate()
        narrowQueue.deallocate()
    }

    /// Searches from screen 0 with 8-byte keys, writing a record per screen reached when
    /// `records`, into 16-byte queue entries when `wideQueue`; returns the screens reached.
    @discardableResult @inline(never)
    func search(records writesRecords: Bool, wideQueue: Bool) -> Int {
        bfs.offsets.withUnsafeBufferPointer { offsets in
            bfs.targets.withUnsafeBufferPointer { targets in
                keys.update(repeating: .max, count: count)
                var head = 0
                var tail = 1
                keys[0] = 0
                if wideQueue { queue[0] = SIMD4(0, 0, 0, -1) } else { narrowQueue[0] = 0 }
                while head < tail {
                    let screen = Int(wideQueue ? queue[head][2] : narrowQueue[head])
                    head &+= 1
                    let next = keys[screen] &+ (1 << 32 | 1)
                    for index in Int(offsets[screen])..<Int(offsets[screen &+ 1]) {
                        let target = Int(targets[index])
                        guard next < keys[target] else { continue }
                        keys[target] = next
                        if writesRecords {
                            records[target].cost = Double(next >> 32)
                            records[target].hops = UInt32(truncatingIfNeeded: next)
                            records[target].parent = Int32(truncatingIfNeeded: screen)
                            records[target].via = Int32(truncatingIfNeeded: index)
                            records[target].order = Int32(truncatingIfNeeded: tail)
                        }
                        let entry = Int32(truncatingIfNeeded: target)
                        if wideQueue {
                            queue[tail] = SIMD4(Int32(truncatingIfNeeded: next), Int32(truncatingIfNeeded: tail), entry, -1)
                        } else {
                            narrowQueue[tail] = entry
                        }
                        tail &+= 1
                    }
                }
                return tail
            }
        }
    }
}

/// A binary min-heap of shards by (load, shard), for ``Tour/shards(_:)``: the lightest
/// shard, the first of equals, as a scan of every shard would find it. (Also of routes
/// by (minus their steps, their place), for ``Planner/splitting(_:into:)``: the longest,
/// the first of equals.)
struct LoadHeap {
    private var entries: [(load: Int, shard: Int)]

    /// Every shard, empty: in shard order, which is already a heap.
    init(count: Int) { entries = (0..<count).map { (0, $0) } }

    var isEmpty: Bool { entries.isEmpty }

    /// The least entry, left on the heap.
    var minimum: (load: Int, shard: Int)? { entries.first }

    mutating func popMinimum() -> Int {
        let top = entries[0].shard
        let last = entries.removeLast()
        guard !entries.isEmpty else { return top }
        var index = 0
        while true {
            let left = 2 * index + 1
            guard left < entries.count else { break }
            var child = left
            if left + 1 < entries.count, entries[left + 1] < entries[left] { child = left + 1 }
            guard entries[child] < last else { break }
            entries[index] = entries[child]
            index = child
        }
        entries[index] = last
        return top
    }

    mutating func push(load: Int, shard: Int) {
        var index = entries.count
        entries.append((load, shard))
        while index > 0, (load, shard) < entries[(index - 1) / 2] {
            entries[index] = entries[(index - 1) / 2]
            index = (index - 1) / 2
        }
        entries[index] = (load, shard)
    }
}

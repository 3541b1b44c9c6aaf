/// The frontier of a search whose move costs are all whole numbers from 1 to a small
/// bound `W` (Dial's algorithm): a ring of `W + 1` buckets, one per cost, so a push is an
/// append and a pop takes the next entry of the cheapest bucket, with no sifting
/// through a heap that outgrows the caches.
///
/// Entries pop in the same order as from ``MinHeap``: cost, then hops, then discovery
/// order. Every move costs at least 1, so a bucket is complete before the search takes
/// its first entry; it is then sorted by (hops, order), which costs one pass when the
/// entries came in order, as they do when every move costs the same.
struct BucketQueue {
    struct Entry {
        var hops: Int32
        var order: Int32
        var state: Int32
        /// The next entry of the same bucket in ``pool``, -1 at the end.
        var next: Int32

        @inline(__always)
        static func < (lhs: Entry, rhs: Entry) -> Bool {
            lhs.hops != rhs.hops ? lhs.hops < rhs.hops : lhs.order < rhs.order
        }
    }

    /// Every entry pushed since the last reset, linked into lists per bucket.
    private var pool = FlatBuffer<Entry>()
    private var heads: FlatBuffer<Int32>
    private var tails: FlatBuffer<Int32>
    /// The bucket being taken, sorted.
    private var drain = FlatBuffer<Entry>()
    private var drained = 0
    /// Entries in buckets not yet moved to ``drain``.
    private var waiting = 0
    /// The cost of the bucket in ``drain``.
    private(set) var current = 0

    /// A queue for moves costing 1 to `bound`.
    init(bound: Int) {
        heads = FlatBuffer(repeating: -1, count: bound + 1)
        tails = FlatBuffer(repeating: -1, count: bound + 1)
    }

    mutating func removeAll() {
        pool.removeAll()
        drain.removeAll()
        heads.fill(with: -1)
        tails.fill(with: -1)
        drained = 0
        waiting = 0
        current = 0
    }

    /// Adds an entry of whole cost `cost`, which is at least the cost of the bucket
    /// being taken plus one (or 0 for the first push).
    @inline(__always)
    mutating func push(cost: Int, hops: Int32, order: Int32, state: Int32) {
        let bucket = cost % heads.count
        let index = Int32(truncatingIfNeeded: pool.count)
        pool.append(Entry(hops: hops, order: order, state: state, next: -1))
        let tail = tails[bucket]
        if tail >= 0 { pool[Int(tail)].next = index } else { heads[bucket] = index }
        tails[bucket] = index
        waiting += 1
    }

    /// The next entry and its cost, `nil` when the queue is empty.
    @inline(__always)
    mutating func pop() -> (cost: Int, entry: Entry)? {
        if drained == drain.count {
            guard refill() else { return nil }
        }
        let entry = drain[drained]
        drained += 1
        return (current, entry)
    }

    /// Moves the next non-empty bucket to ``drain``, sorted; false when none is left.
    private mutating func refill() -> Bool {
        drain.removeAll()
        drained = 0
        guard waiting > 0 else { return false }
        // The bucket just taken is empty: no move costs 0.
        while heads[current % heads.count] < 0 { current += 1 }
        let bucket = current % heads.count
        var index = heads[bucket]
        var sorted = true
        while index >= 0 {
            let entry = pool[Int(index)]
            if let last = drain.last, entry < last { sorted = false }
            drain.append(entry)
            index = entry.next
        }
        heads[bucket] = -1
        tails[bucket] = -1
        waiting -= drain.count
        if !sorted { drain.withUnsafeMutableBufferPointer { entries in var entries = entries; entries.sort(by: <) } }
        if waiting == 0 { pool.removeAll() }
        return true
    }
}

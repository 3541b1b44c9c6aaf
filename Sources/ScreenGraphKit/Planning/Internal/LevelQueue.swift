/// The frontier of an A* search whose costs and bounds are whole numbers: entries pop
/// in the order of ``MinHeap`` (bound, then hops, then discovery order), kept in a ring
/// of levels, one per bound, instead of a heap that outgrows the caches.
///
/// A level is sorted by (hops, order) when the search reaches it, and taken one hops
/// value at a time. A state popped at (bound `f`, hops `h`) pushes its successors at
/// hops `h + 1`: to a later level, or to the same one when the bound does not grow,
/// where they wait in ``pending`` for the `h + 1` segment. So pushes never land in the
/// segment being taken, and every level is sorted once. A push at or below the
/// segment being taken (a bound that shrinks along a move: the heuristic is admissible
/// but not always consistent, and the search reopens states) goes to a small heap,
/// ``early``, and each pop takes the lesser of its top and the segment's next entry.
///
/// Each entry carries the state's node, context and cost, so a pop reads no state
/// record: the search's records and contexts, over 50 MB in a search of a million
/// states, are read at random only where a move leads.
struct LevelQueue {
    /// A queued state, with what expanding it needs.
    struct Entry {
        var state: Int32
        var hops: Int32
        var order: Int32
        /// The state's cost when it was pushed.
        var cost: UInt32
        var node: Int32
        var context: SearchContext
        /// The next entry of the same level in ``pool``, -1 at the end.
        var next: Int32 = -1

        /// Whether the entry comes before `other` of the same bound.
        @inline(__always)
        func precedes(_ other: Entry) -> Bool {
            hops != other.hops ? hops < other.hops : order < other.order
        }
    }

    /// The bound of a state from which the goal cannot be reached: after every other.
    static let infinite = UInt64.max

    /// Every entry pushed to a later level since the queue was last empty, linked into
    /// lists per level.
    private var pool = FlatBuffer<Entry>()
    /// Where ``compactPool()`` copies the entries still waiting.
    private var spare = FlatBuffer<Entry>()
    /// The first and last entry of each level in the ring, by bound modulo its size.
    private var heads: FlatBuffer<Int32>
    private var tails: FlatBuffer<Int32>
    private var infiniteHead: Int32 = -1
    private var infiniteTail: Int32 = -1
    /// Entries in the ring and the infinite level, and in the ring alone.
    private var waiting = 0
    private var inRing = 0

    /// The bound of the level being taken, ``infinite`` for the last.
    private(set) var level: UInt64 = 0
    /// The hops of the segment being taken, and the segment, sorted by order.
    private var segmentHops: Int32 = 0
    private var segment = FlatBuffer<Entry>()
    private var taken = 0
    /// The rest of the level, sorted by (hops, order).
    private var rest = FlatBuffer<Entry>()
    private var restTaken = 0
    /// Pushed to the level at hops ``segmentHops`` + 1 while the segment is taken.
    private var pending = FlatBuffer<Entry>()
    /// An entry of ``early`` with its bound.
    private struct Bounded {
        var bound: UInt64
        var entry: Entry
    }

    /// Entries at or below the segment being taken, by (bound, hops, order).
    private var early = FlatBuffer<Bounded>()
    /// Scratch for sorting a level by hops.
    private var counts = FlatBuffer<Int32>()

    /// How many entries went to ``early``, and how many times the pool was compacted,
    /// since the queue was made: tests check that they take those ways.
    private(set) var earlyPushes = 0
    private(set) var compactions = 0

    /// A queue whose bounds, once the search reaches a level, never exceed it by `span`
    /// or more (finite bounds only).
    init(span: Int) {
        var size = 16
        while size < span { size <<= 1 }
        heads = FlatBuffer(repeating: -1, count: size)
        tails = FlatBuffer(repeating: -1, count: size)
    }

    /// How wide a span a queue covers at most; a search needing more uses the heap.
    static let largestSpan = 1 << 16

    /// Whether a queue made with `span` may be used for bounds that many apart.
    func covers(span: Int) -> Bool { span <= heads.count }

    /// Empties the queue, keeping its storage.
    mutating func removeAll() {
        if inRing > 0 {
            heads.fill(with: -1)
            tails.fill(with: -1)
        }
        inRing = 0
        pool.removeAll()
        infiniteHead = -1
        infiniteTail = -1
        waiting = 0
        level = 0
        segmentHops = 0
        segment.removeAll()
        taken = 0
        rest.removeAll()
        restTaken = 0
        pending.removeAll()
        early.removeAll()
    }

    /// Whether nothing is queued outside ``early``.
    private var levelsAreEmpty: Bool {
        taken == segment.count && restTaken == rest.count && pending.isEmpty && waiting == 0
    }

    /// Adds `entry` with bound `bound`.
    @inline(__always)
    mutating func push(bound: UInt64, _ entry: Entry) {
        if bound > level {
            if bound == LevelQueue.infinite {
                let index = link(entry, after: infiniteTail)
                if infiniteTail < 0 { infiniteHead = index }
                infiniteTail = index
            } else {
                precondition(bound - level < UInt64(heads.count), "a bound within the ring's span above the level")
                let ring = Int(truncatingIfNeeded: bound) & (heads.count - 1)
                let index = link(entry, after: tails[ring])
                if tails[ring] < 0 { heads[ring] = index }
                tails[ring] = index
                inRing += 1
            }
            waiting += 1
        } else if bound == level, entry.hops == segmentHops &+ 1 {
            pending.append(entry)
        } else {
            pushEarly(bound: bound, entry)
        }
    }

    /// Appends `entry` to the pool after the entry `tail` of its level (-1 for none),
    /// and returns its index.
    @inline(__always)
    private mutating func link(_ entry: Entry, after tail: Int32) -> Int32 {
        let index = Int32(truncatingIfNeeded: pool.count)
        pool.append(entry)
        if tail >= 0 { pool[Int(tail)].next = index }
        return index
    }

    /// The next entry and its bound, `nil` when the queue is empty.
    @inline(__always)
    mutating func pop() -> (bound: UInt64, entry: Entry)? {
        if taken == segment.count { nextSegment() }
        if !early.isEmpty {
            let top = early[0]
            if taken == segment.count || top.bound < level || top.bound == level && top.entry.precedes(segment[taken]) {
                popEarly()
                if levelsAreEmpty {
                    // Nothing else is queued: the search goes on from this entry's place.
                    level = top.bound
                    segmentHops = top.entry.hops
                }
                return (top.bound, top.entry)
            }
        }
        guard taken < segment.count else { return nil }
        taken += 1
        return (level, segment[taken - 1])
    }

    /// Makes the next hops value of the level, or the first of the next level, the segment.
    private mutating func nextSegment() {
        segment.removeAll()
        taken = 0
        if restTaken == rest.count && pending.isEmpty {
            guard loadNextLevel() else { return }
        }
        // What is left of the level has more hops than the last segment, and pending
        // entries have one more: the next segment is the least of the two.
        let hops = pending.isEmpty ? rest[restTaken].hops : segmentHops + 1
        segmentHops = hops
        while restTaken < rest.count, rest[restTaken].hops == hops {
            segment.append(rest[restTaken])
            restTaken += 1
        }
        guard !pending.isEmpty else { return }
        if segment.isEmpty {
            swap(&segment, &pending)
        } else {
            for index in 0..<pending.count { segment.append(pending[index]) }
            pending.removeAll()
        }
        // Most of the time the entries came in order: new states in discovery order.
        for index in 1..<segment.count where segment[index].order < segment[index - 1].order {
            segment.withUnsafeMutableBufferPointer { entries in
                var entries = entries
                entries.sort { $0.order < $1.order }
            }
            return
        }
    }

    /// Moves the next non-empty level to ``rest``, sorted by (hops, order); false when
    /// none is left.
    private mutating func loadNextLevel() -> Bool {
        rest.removeAll()
        restTaken = 0
        guard waiting > 0 else { return false }
        var head: Int32
        let fromRing = inRing > 0
        if fromRing {
            let bound = nextFiniteLevel()
            level = bound
            let ring = Int(truncatingIfNeeded: bound) & (heads.count - 1)
            head = heads[ring]
            heads[ring] = -1
            tails[ring] = -1
        } else {
            level = LevelQueue.infinite
            head = infiniteHead
            infiniteHead = -1
            infiniteTail = -1
        }
        var least = Int32.max
        var most = Int32.min
        while head >= 0 {
            let entry = pool[Int(head)]
            rest.append(entry)
            least = min(least, entry.hops)
            most = max(most, entry.hops)
            head = entry.next
        }
        waiting -= rest.count
        if fromRing { inRing -= rest.count }
        if waiting == 0 {
            pool.removeAll()
        } else if pool.count > 2 * waiting + 4_096 {
            compactPool()
        }
        sortLevel(least: least, most: most)
        return true
    }

    /// Copies the entries still waiting to ``spare`` and makes it the pool. A search
    /// takes most states it reaches, so the levels it has taken soon outweigh those
    /// waiting: without this the pool would keep every entry ever pushed (40 MB for a
    /// million states) where a few thousand are live. Each compaction copies at most
    /// half of what was pushed since the last one.
    private mutating func compactPool() {
        compactions += 1
        spare.removeAll()
        for ring in 0..<heads.count where heads[ring] >= 0 {
            (heads[ring], tails[ring]) = copyToSpare(from: heads[ring])
        }
        if infiniteHead >= 0 { (infiniteHead, infiniteTail) = copyToSpare(from: infiniteHead) }
        swap(&pool, &spare)
    }

    /// Copies the list that starts at `head` to ``spare``; its new head and tail.
    private mutating func copyToSpare(from head: Int32) -> (head: Int32, tail: Int32) {
        let first = Int32(truncatingIfNeeded: spare.count)
        var index = head
        while index >= 0 {
            var entry = pool[Int(index)]
            index = entry.next
            entry.next = index >= 0 ? Int32(truncatingIfNeeded: spare.count + 1) : -1
            spare.append(entry)
        }
        return (first, Int32(truncatingIfNeeded: spare.count - 1))
    }

    /// The least bound above ``level`` with entries in the ring, which has some.
    private func nextFiniteLevel() -> UInt64 {
        let mask = heads.count - 1
        var bound = level &+ 1
        for _ in 0..<heads.count {
            if heads[Int(truncatingIfNeeded: bound) & mask] >= 0 { return bound }
            bound &+= 1
        }
        preconditionFailure("the ring holds entries within its span above the level")
    }

    /// Sorts ``rest``, whose hops are `least...most`, by (hops, order): by hops in one
    /// counting pass when their range is narrow, keeping the order in which entries
    /// came, then each run of equal hops by order where it is not already.
    private mutating func sortLevel(least: Int32, most: Int32) {
        let count = rest.count
        guard count > 1 else { return }
        let range = Int(most) - Int(least) + 1
        guard range <= 2 * count + 64 else {
            rest.withUnsafeMutableBufferPointer { entries in
                var entries = entries
                entries.sort { $0.precedes($1) }
            }
            return
        }
        if range > 1 {
            counts.removeAll()
            counts.append(repeating: 0, count: range + 1)
            for index in 0..<count { counts[Int(rest[index].hops - least) + 1] += 1 }
            for index in 0..<range { counts[index + 1] += counts[index] }
            // `segment` is empty here: it serves as the scratch of the counting sort.
            segment.append(repeating: rest[0], count: count)
            for index in 0..<count {
                let slot = Int(rest[index].hops - least)
                segment[Int(counts[slot])] = rest[index]
                counts[slot] += 1
            }
            swap(&segment, &rest)
            segment.removeAll()
        }
        var start = 0
        while start < count {
            var end = start + 1
            var sorted = true
            while end < count, rest[end].hops == rest[start].hops {
                if rest[end].order < rest[end - 1].order { sorted = false }
                end += 1
            }
            if !sorted {
                rest.withUnsafeMutableBufferPointer { entries in
                    var run = UnsafeMutableBufferPointer(rebasing: entries[start..<end])
                    run.sort { $0.order < $1.order }
                }
            }
            start = end
        }
    }

    // MARK: The early heap

    @inline(__always)
    private static func less(_ lhs: Bounded, _ rhs: Bounded) -> Bool {
        lhs.bound != rhs.bound ? lhs.bound < rhs.bound : lhs.entry.precedes(rhs.entry)
    }

    private mutating func pushEarly(bound: UInt64, _ entry: Entry) {
        earlyPushes += 1
        let item = Bounded(bound: bound, entry: entry)
        early.append(item)
        var child = early.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard LevelQueue.less(item, early[parent]) else { break }
            early[child] = early[parent]
            child = parent
        }
        early[child] = item
    }

    private mutating func popEarly() {
        guard let last = early.popLast(), !early.isEmpty else { return }
        let count = early.count
        var parent = 0
        while true {
            var child = 2 * parent + 1
            guard child < count else { break }
            if child + 1 < count, LevelQueue.less(early[child + 1], early[child]) { child += 1 }
            guard LevelQueue.less(early[child], last) else { break }
            early[parent] = early[child]
            parent = child
        }
        early[parent] = last
    }
}

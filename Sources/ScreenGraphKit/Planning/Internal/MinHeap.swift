/// A 4-ary min-heap of search entries ordered by cost, then hops, then discovery order.
///
/// Four children per node halve the depth of a binary heap, and siblings share cache
/// lines: on graphs of 100,000 screens the heap outgrows the caches, and each level of
/// a pop is a likely miss.
///
/// The full order makes ties break the same way on every run: among routes of least
/// cost the one with fewest steps wins, then the one whose states were discovered
/// first (moves are expanded in declaration order).
struct MinHeap {
    struct Entry {
        var cost: Double
        var hops: Int32
        /// The state's discovery order: the last tie-break.
        var order: Int32
        var state: Int32

        @inline(__always)
        static func < (lhs: Entry, rhs: Entry) -> Bool {
            if lhs.cost != rhs.cost { return lhs.cost < rhs.cost }
            if lhs.hops != rhs.hops { return lhs.hops < rhs.hops }
            return lhs.order < rhs.order
        }
    }

    /// Written through a pointer: a pop or push writes several entries, and an array
    /// would ask the runtime whether its storage is shared before each write.
    private var entries = FlatBuffer<Entry>()

    var isEmpty: Bool { entries.isEmpty }

    mutating func removeAll() { entries.removeAll() }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 4
            guard entry < entries[parent] else { break }
            entries[child] = entries[parent]
            child = parent
        }
        entries[child] = entry
    }

    mutating func pop() -> Entry? {
        guard let last = entries.popLast() else { return nil }
        guard !entries.isEmpty else { return last }
        let top = entries[0]
        let count = entries.count
        var parent = 0
        while true {
            let first = 4 * parent + 1
            guard first < count else { break }
            var smallest = first
            for child in first + 1..<min(first + 4, count) where entries[child] < entries[smallest] { smallest = child }
            guard entries[smallest] < last else { break }
            entries[parent] = entries[smallest]
            parent = smallest
        }
        entries[parent] = last
        return top
    }
}

/// A binary min-heap of search entries ordered by cost, then hops, then state id.
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

    private var entries: [Entry] = []

    var isEmpty: Bool { entries.isEmpty }

    mutating func removeAll() { entries.removeAll(keepingCapacity: true) }

    mutating func push(_ entry: Entry) {
        entries.append(entry)
        var child = entries.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child] < entries[parent] else { break }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    mutating func pop() -> Entry? {
        guard let last = entries.popLast() else { return nil }
        guard !entries.isEmpty else { return last }
        let top = entries[0]
        entries[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < entries.count else { break }
            var smallest = left
            if left + 1 < entries.count, entries[left + 1] < entries[left] { smallest = left + 1 }
            guard entries[smallest] < entries[parent] else { break }
            entries.swapAt(smallest, parent)
            parent = smallest
        }
        return top
    }
}

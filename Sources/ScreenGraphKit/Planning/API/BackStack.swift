/// A back stack of screen ids, bottom first, kept as a link to its top entry in storage
/// that other stacks share.
///
/// Every step of a route carries the position it leaves the navigator in, back stack
/// included. A route that climbs into an n-deep stack has n steps whose stacks are 1,
/// 2, …, n deep: copied into arrays they would take n²/2 entries (1.76 GB for n =
/// 20,000). The steps of one route share one ``Storage`` holding each entry once, as a
/// screen and a link to the entry beneath, so the route holds O(n) entries; a stack is
/// one reference and one index.
struct BackStack: Equatable, Sendable, Sequence, ExpressibleByArrayLiteral, CustomStringConvertible {
    /// Entries of stacks that share their bottoms: a screen and the index of the entry
    /// beneath it (-1 at the bottom).
    final class Storage: Sendable {
        let screens: [Int32]
        let beneath: [Int32]

        init(screens: [Int32], beneath: [Int32]) {
            self.screens = screens
            self.beneath = beneath
        }

        /// How many entries the storage holds.
        var count: Int { screens.count }
    }

    /// Where the stack's entries are, `nil` for the empty stack.
    let storage: Storage?
    /// The index of the top entry in ``storage``, -1 for the empty stack.
    let top: Int32

    /// The stack whose top is entry `top` of `storage`.
    init(storage: Storage?, top: Int32) {
        if let storage, top >= 0 {
            self.storage = storage
            self.top = top
        } else {
            self.storage = nil
            self.top = -1
        }
    }

    /// A stack of `screens`, bottom first, in storage of its own.
    init(_ screens: [Int32]) {
        guard !screens.isEmpty else {
            self.init(storage: nil, top: -1)
            return
        }
        let storage = Storage(screens: screens, beneath: screens.indices.map { Int32($0) - 1 })
        self.init(storage: storage, top: Int32(screens.count - 1))
    }

    init(arrayLiteral screens: Int32...) {
        self.init(screens)
    }

    var isEmpty: Bool { storage == nil }

    /// The screens, bottom first.
    ///
    /// - Complexity: O(depth).
    var screens: [Int32] {
        var screens: [Int32] = []
        var entry = top
        while let storage, entry >= 0 {
            screens.append(storage.screens[Int(entry)])
            entry = storage.beneath[Int(entry)]
        }
        return screens.reversed()
    }

    /// How many screens are on the stack.
    ///
    /// - Complexity: O(depth).
    var count: Int {
        var count = 0
        var entry = top
        while let storage, entry >= 0 {
            count += 1
            entry = storage.beneath[Int(entry)]
        }
        return count
    }

    func makeIterator() -> IndexingIterator<[Int32]> { screens.makeIterator() }

    var description: String { screens.description }

    /// Whether both stacks hold the same screens: O(1) for two stacks of one route's
    /// storage at the same entry, O(depth) otherwise.
    static func == (lhs: BackStack, rhs: BackStack) -> Bool {
        if lhs.storage === rhs.storage, lhs.top == rhs.top { return true }
        var left = lhs.top
        var right = rhs.top
        while let leftStorage = lhs.storage, let rightStorage = rhs.storage, left >= 0, right >= 0 {
            if leftStorage === rightStorage, left == right { return true }
            guard leftStorage.screens[Int(left)] == rightStorage.screens[Int(right)] else { return false }
            left = leftStorage.beneath[Int(left)]
            right = rightStorage.beneath[Int(right)]
        }
        return (left < 0 || lhs.storage == nil) && (right < 0 || rhs.storage == nil)
    }
}

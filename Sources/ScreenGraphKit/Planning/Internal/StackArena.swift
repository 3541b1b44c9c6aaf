/// The back stacks of some states of a search, copied out of its trie into one
/// ``BackStack/Storage`` that the stacks share: each trie entry on the way down from
/// any of them is stored once.
///
/// A route builds one for all its steps, so a route into an n-deep stack holds O(n)
/// entries, not the n²/2 that a copy per step would.
struct StackArena {
    private var indices: [Int32: Int32] = [0: -1]
    let storage: BackStack.Storage?

    /// The storage for the trie stacks `stacks` of `space`.
    ///
    /// - Complexity: O(entries stored), plus O(1) per stack already stored.
    init(_ space: borrowing SearchSpace, stacks: [Int32]) {
        var screens: [Int32] = []
        var beneath: [Int32] = []
        var indices = self.indices
        var path: [Int32] = []
        for stack in stacks {
            // Climb to the first entry already stored, then store the path down from it.
            var current = stack
            while indices[current] == nil {
                path.append(current)
                current = space.stacks.parent[Int(current)]
            }
            var below = indices[current] ?? -1
            while let entry = path.popLast() {
                let index = Int32(screens.count)
                screens.append(space.stacks.top[Int(entry)])
                beneath.append(below)
                indices[entry] = index
                below = index
            }
        }
        self.indices = indices
        storage = screens.isEmpty ? nil : BackStack.Storage(screens: screens, beneath: beneath)
    }

    /// The stack for trie stack `stack`, one of those the arena was built for.
    func stack(_ stack: Int32) -> BackStack {
        BackStack(storage: storage, top: indices[stack] ?? -1)
    }
}

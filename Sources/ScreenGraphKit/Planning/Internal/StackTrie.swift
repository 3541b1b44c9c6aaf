/// The back stacks of one search as a trie: stack 0 is the empty stack, and every other
/// stack is a screen pushed onto its parent, interned so equal stacks share an id.
///
/// Besides each stack's parent and top screen it keeps what makes the search's stack
/// questions cheap: the least heuristic distance of a screen on the stack (for the A*
/// bound), the stack's depth and a skew-binary jump pointer (for the ancestor at any
/// depth in O(log depth) steps), and for each screen the stacks it tops.
struct StackTrie {
    private var table = IDTable()
    private(set) var parent = FlatBuffer<Int32>(repeating: -1, count: 1)
    private(set) var top = FlatBuffer<Int32>(repeating: -1, count: 1)
    /// For each stack, the least heuristic distance of a screen on it (infinity without a
    /// heuristic): the A* bound reads it instead of walking the stack.
    private(set) var bound = FlatBuffer<Double>(repeating: .infinity, count: 1)
    private var depth = FlatBuffer<Int32>(repeating: 0, count: 1)
    private var jump = FlatBuffer<Int32>(repeating: 0, count: 1)
    /// For each screen, the last stack pushed with it on top, and for each stack the one
    /// before it with the same top (-1 at the end).
    private var topped: FlatBuffer<Int32>
    private var previousTopped = FlatBuffer<Int32>(repeating: -1, count: 1)

    init(screenCount: Int) {
        topped = FlatBuffer(repeating: -1, count: screenCount)
    }

    /// How many stacks there are, the empty one included.
    var count: Int { parent.count }

    /// Leaves the empty stack alone.
    mutating func removeAll() {
        for stack in 1..<top.count { topped[Int(top[stack])] = -1 }
        table.removeAll()
        parent.removeAll()
        top.removeAll()
        bound.removeAll()
        depth.removeAll()
        jump.removeAll()
        previousTopped.removeAll()
        parent.append(-1)
        top.append(-1)
        bound.append(.infinity)
        depth.append(0)
        jump.append(0)
        previousTopped.append(-1)
    }

    /// The stack made by pushing `screen` onto `stack`; `distance` is the screen's
    /// heuristic distance, for ``bound``.
    mutating func push(_ screen: Int32, onto stack: Int32, distance: Double) -> Int32 {
        let id = table.findOrInsert(pack(stack, screen), newID: Int32(parent.count))
        guard id == Int32(parent.count) else { return id }
        parent.append(stack)
        top.append(screen)
        bound.append(min(bound[Int(stack)], distance))
        depth.append(depth[Int(stack)] + 1)
        // Jump twice as far as the parent's jump when its two last jumps were as long.
        let parentJump = jump[Int(stack)]
        let far = jump[Int(parentJump)]
        let even = depth[Int(stack)] - depth[Int(parentJump)] == depth[Int(parentJump)] - depth[Int(far)]
        jump.append(even ? far : stack)
        previousTopped.append(topped[Int(screen)])
        topped[Int(screen)] = id
        return id
    }

    /// The ancestor of `stack` (itself included) at `level`, which is at most its depth.
    ///
    /// - Complexity: O(log depth).
    @inline(__always)
    private func ancestor(of stack: Int32, atDepth level: Int32) -> Int32 {
        var current = stack
        while depth[Int(current)] > level {
            let far = jump[Int(current)]
            current = depth[Int(far)] >= level ? far : parent[Int(current)]
        }
        return current
    }

    /// The stack beneath the topmost occurrence of `screen` in `stack`: what popping
    /// the stack down to that screen leaves; -1 when the screen is not on it. In the
    /// trie that is the parent of the occurrence, so popping builds nothing.
    ///
    /// A search makes few stacks topped by any one screen, so it tests each of those
    /// for being on `stack` (O(log depth) each); past a handful it walks the stack.
    /// Walking every time made a route into an n-deep stack take O(n²) steps (13 s for
    /// n = 100,000).
    ///
    /// - Complexity: O(log depth) when at most 8 stacks are topped by `screen`,
    ///   O(depth) otherwise.
    @inline(__always)
    func stack(_ stack: Int32, beneath screen: Int32) -> Int32 {
        let stackDepth = depth[Int(stack)]
        var found: Int32 = -1
        var foundDepth: Int32 = -1
        var candidate = topped[Int(screen)]
        var tested = 0
        while candidate >= 0 {
            tested += 1
            guard tested <= 8 else { return walk(stack, beneath: screen) }
            let candidateDepth = depth[Int(candidate)]
            if candidateDepth <= stackDepth, candidateDepth > foundDepth, ancestor(of: stack, atDepth: candidateDepth) == candidate {
                found = candidate
                foundDepth = candidateDepth
            }
            candidate = previousTopped[Int(candidate)]
        }
        return found >= 0 ? parent[Int(found)] : -1
    }

    /// ``stack(_:beneath:)`` by walking down the stack.
    func walk(_ stack: Int32, beneath screen: Int32) -> Int32 {
        var current = stack
        while current > 0 {
            if top[Int(current)] == screen { return parent[Int(current)] }
            current = parent[Int(current)]
        }
        return -1
    }
}

import Testing

@testable import ScreenGraphKit

/// The search's back stacks as an interned trie, checked against stacks kept as arrays.
@Suite struct StackTrieTests {
    @Test func internsEqualStacksAndKeepsParentTopAndBound() {
        var trie = StackTrie(screenCount: 4)
        #expect(trie.count == 1)
        let a = trie.push(2, onto: 0, distance: 5)
        let ab = trie.push(3, onto: a, distance: 1)
        let abc = trie.push(0, onto: ab, distance: 4)
        #expect(trie.push(2, onto: 0, distance: 5) == a)
        #expect(trie.push(3, onto: a, distance: 1) == ab)
        #expect(trie.count == 4)
        #expect([trie.parent[Int(a)], trie.parent[Int(ab)], trie.parent[Int(abc)]] == [0, a, ab])
        #expect([trie.top[Int(a)], trie.top[Int(ab)], trie.top[Int(abc)]] == [2, 3, 0])
        #expect([trie.bound[0], trie.bound[Int(a)], trie.bound[Int(ab)], trie.bound[Int(abc)]] == [.infinity, 5, 1, 1])
        #expect(trie.stack(abc, beneath: 3) == a)
        #expect(trie.stack(abc, beneath: 2) == 0)
        #expect(trie.stack(abc, beneath: 1) == -1)
        trie.removeAll()
        #expect(trie.count == 1)
        #expect(trie.stack(0, beneath: 2) == -1)
        #expect(trie.push(0, onto: 0, distance: 1) == 1)
    }

    /// Random stacks of a few screens, so screens repeat on a stack and many stacks share a
    /// top (past eight, `stack(_:beneath:)` walks instead of jumping): every answer matches
    /// popping an array down to the topmost occurrence.
    @Test(arguments: [UInt64(11), 12, 13])
    func popsToTheTopmostOccurrenceLikeAnArray(seed: UInt64) {
        let screens = 5
        var random = SplitMix64(seed: seed)
        var trie = StackTrie(screenCount: screens)
        var ids: [[Int32]: Int32] = [[]: 0]
        var stacks: [[Int32]] = [[]]
        for _ in 0..<300 {
            let base = stacks[Int.random(in: 0..<stacks.count, using: &random)]
            let screen = Int32.random(in: 0..<Int32(screens), using: &random)
            let id = trie.push(screen, onto: ids[base]!, distance: Double(screen))
            let stack = base + [screen]
            if let known = ids[stack] {
                #expect(id == known, "seed \(seed): \(stack) interned twice")
            } else {
                ids[stack] = id
                stacks.append(stack)
            }
        }
        #expect(trie.count == ids.count)
        for stack in stacks {
            let id = ids[stack]!
            #expect(trie.bound[Int(id)] == (stack.min().map(Double.init) ?? .infinity))
            for screen in 0..<Int32(screens) {
                let expected = stack.lastIndex(of: screen).map { ids[Array(stack[..<$0])]! } ?? -1
                #expect(trie.stack(id, beneath: screen) == expected, "seed \(seed): \(stack) beneath \(screen)")
                #expect(trie.walk(id, beneath: screen) == expected, "seed \(seed): \(stack) walked beneath \(screen)")
            }
        }
    }
}

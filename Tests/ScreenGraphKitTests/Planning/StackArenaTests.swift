import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The back stacks of a route's states, copied out of the search's trie into one
/// storage they share: each stack reads back bottom first as it was pushed, and a trie
/// entry on the way down from several stacks is stored once.
@Suite struct StackArenaTests {
    /// 0, then 0 1 and 0 2 on top of it: three stacks, three entries.
    @Test func sharedEntriesAreStoredOnce() throws {
        var space = SearchSpace(graph: try ScreenGraph(Shapes.cycle(4)))
        let zero = space.push(0, onto: 0)
        let one = space.push(1, onto: zero)
        let two = space.push(2, onto: zero)
        let arena = StackArena(space, stacks: [one, two, zero, one])
        #expect(arena.stack(one).screens == [0, 1])
        #expect(arena.stack(two).screens == [0, 2])
        #expect(arena.stack(zero).screens == [0])
        #expect(arena.storage?.count == 3)
    }

    /// The empty stack (trie id 0) needs no storage.
    @Test func theEmptyStackStoresNothing() throws {
        let space = SearchSpace(graph: try ScreenGraph(Shapes.cycle(2)))
        let arena = StackArena(space, stacks: [0, 0])
        #expect(arena.storage == nil)
        #expect(arena.stack(0).screens.isEmpty)
    }

    /// Seeded random pushes into one trie: every stack reads back as its model, and the
    /// storage holds one entry per distinct trie entry on the stacks' paths.
    @Test(arguments: [UInt64(81), 82, 83])
    func agreesWithStacksBuiltByHand(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var space = SearchSpace(graph: try ScreenGraph(Shapes.cycle(6)))
        var model: [Int32: [Int32]] = [0: []]
        var ids: [Int32] = [0]
        for _ in 0..<200 {
            let base = ids.randomElement(using: &random) ?? 0
            let screen = Int32.random(in: 0..<6, using: &random)
            let pushed = space.push(screen, onto: base)
            model[pushed] = (model[base] ?? []) + [screen]
            ids.append(pushed)
        }
        let chosen = (0..<30).map { _ in ids.randomElement(using: &random) ?? 0 }
        let arena = StackArena(space, stacks: chosen)
        for stack in chosen { #expect(arena.stack(stack).screens == model[stack], "seed \(seed): stack \(stack)") }
        // The distinct entries: every nonempty prefix, as a trie node, of a chosen stack.
        var entries = Set<Int32>()
        for stack in chosen {
            var current = stack
            while current != 0 {
                entries.insert(current)
                current = space.stacks.parent[Int(current)]
            }
        }
        #expect((arena.storage?.count ?? 0) == entries.count, "seed \(seed)")
    }
}

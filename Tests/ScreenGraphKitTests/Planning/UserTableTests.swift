import Testing

@testable import ScreenGraphKit

/// The user states of one search, interned by content: equal slots get one id, and
/// applying statements finds the same id as interning the result afresh (the hash the
/// statements update in place is the hash of the whole state). Checked against a
/// dictionary over seeded states; a failure names its seed.
@Suite struct UserTableTests {
    @Test func internsEqualSlotsOnce() {
        var table = UserTable(stride: 2)
        #expect(table.intern([1, 2]) == 0)
        #expect(table.intern([2, 1]) == 1, "the same values in other slots are another state")
        #expect(table.intern([1, 2]) == 0)
        #expect(table.count == 2)
        #expect(table.slots(of: 1) == [2, 1])
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.intern([2, 1]) == 0)
    }

    /// A graph with no fields has one user state, of no slots.
    @Test func aStateOfNoSlots() {
        var table = UserTable(stride: 0)
        #expect(table.intern([]) == 0)
        #expect(table.intern([]) == 0)
        #expect(table.slots(of: 0).isEmpty)
    }

    /// 3,000 seeded states of 3 slots from a small domain against a dictionary, past
    /// the table's growth.
    @Test(arguments: [UInt64(31), 32])
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = UserTable(stride: 3)
        var model: [[Int64]: Int32] = [:]
        for _ in 0..<3_000 {
            let slots = (0..<3).map { _ in Int64.random(in: -8..<8, using: &random) }
            let expected = model[slots] ?? Int32(model.count)
            model[slots] = expected
            #expect(table.intern(slots) == expected, "seed \(seed): \(slots)")
        }
        #expect(table.count == model.count && model.count > 1_000, "seed \(seed)")
        for (slots, id) in model { #expect(table.slots(of: id) == slots, "seed \(seed)") }
    }

    /// Applying a screen's `onExit` then another's `onEnter` to a stored state gives the
    /// id that interning the changed slots gives, on seeded walks over the statements
    /// `a += 1`, `b = a`, `a = 0` and `flag = !flag`.
    @Test(arguments: [UInt64(41), 42])
    func applyingFindsTheInternedResult(seed: UInt64) throws {
        let graph = try ScreenGraph.build(start: "A", state: [.int("a"), .int("b"), .bool("flag")]) { map in
            map.addScreenState("A") { screen in
                screen.onEnter("a += 1")
                screen.onExit("b = a")
                screen.tap("b", to: "B")
            }
            map.addScreenState("B") { screen in
                screen.onEnter("a = 0")
                screen.onExit("flag = !flag")
                screen.tap("a", to: "A")
            }
        }
        let statements = graph.screens.flatMap { [$0.onEnter, $0.onExit] }
        var random = SplitMix64(seed: seed)
        var table = UserTable(stride: graph.layout.slotCount)
        var user = table.intern(graph.initialSlots)
        for step in 0..<300 {
            let first = statements[Int.random(in: 0..<statements.count, using: &random)]
            let second = statements[Int.random(in: 0..<statements.count, using: &random)]
            var slots = table.slots(of: user)
            try slots.withUnsafeMutableBufferPointer { buffer in
                for statement in first + second { try statement.apply(to: buffer) }
            }
            let applied = try table.applying(first, second, to: user)
            #expect(table.slots(of: applied) == slots, "seed \(seed) step \(step)")
            #expect(table.intern(slots) == applied, "seed \(seed) step \(step)")
            user = applied
        }
        #expect(table.count > 2, "seed \(seed): the walk reached \(table.count) states")
    }

    /// A statement that overflows throws, and stores nothing.
    @Test func anOverflowThrows() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.int("a", .max)]) { map in
            map.addScreenState("A") { $0.onEnter("a += 1") }
        }
        var table = UserTable(stride: graph.layout.slotCount)
        let user = table.intern(graph.initialSlots)
        let onEnter = try #require(graph.screens.first?.onEnter)
        #expect(throws: OverflowError.self) { try table.applying(onEnter, [], to: user) }
        #expect(table.count == 1)
    }
}

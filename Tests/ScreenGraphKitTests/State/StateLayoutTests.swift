import Testing

@testable import ScreenGraphKit

/// Fields in flat 64-bit slots: one a field, two for an optional (its value and whether
/// it has one), strings as ids of a table, and values read back as they were stored.
@Suite struct StateLayoutTests {
    private let fields: [StateField] = [
        .bool("on", true), .int("count", -3), .optional("code", .int), .string("name", "Ann"), .optional("note", .string, "hi"),
    ]

    @Test func anOptionalFieldTakesTwoSlots() throws {
        let layout = StateLayout(fields)
        #expect(layout.slotCount == 7)
        #expect(layout.entries.map(\.valueSlot) == [0, 1, 2, 4, 5])
        #expect(layout.entries.map(\.presenceSlot) == [-1, -1, 3, -1, 6])
        #expect(layout.entry(named: "missing") == nil)
    }

    @Test func aFieldDeclaredTwiceKeepsItsFirstPlace() {
        let layout = StateLayout([.int("n", 1), .bool("n")])
        #expect(layout.entries.count == 1 && layout.entries[0].field.type == .int && layout.slotCount == 1)
    }

    @Test func storedValuesLoadBackAndStringsShareIds() throws {
        let layout = StateLayout(fields)
        var slots = [Int64](repeating: 0, count: layout.slotCount)
        var strings = StringTable()
        for entry in layout.entries { layout.store(entry.field.initial, in: entry, slots: &slots, strings: &strings) }
        let values = slots.withUnsafeBufferPointer { buffer in layout.entries.map { layout.load($0, from: buffer, strings: strings) } }
        #expect(values == [.bool(true), .int(-3), .none, .string("Ann"), .string("hi")])
        #expect(slots[3] == 0 && slots[6] == 1)
        #expect(strings.id(for: "Ann") == slots[4] && strings.id(for: "hi") == slots[5])
    }
}

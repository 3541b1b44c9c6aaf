/// The search states outside the fast context, found by node and context together in
/// one probe of an open-addressing table whose slots hold the whole key.
///
/// In a state-aware search there are about as many contexts as states, so a move to a
/// state found by interning its context and then the (node, context id) pair paid two
/// table misses; keyed by the node and the context's fields, the state is found in one,
/// and its context is interned only when the state is new.
struct StateTable {
    struct Key: Equatable {
        var node: Int32
        var context: Context
    }

    private struct Slot {
        var key = Key(node: 0, context: Context(origin: 0, beneath: 0, stack: 0, user: 0))
        /// The state, -1 for an empty slot.
        var state: Int32 = -1
    }

    private var slots = FlatBuffer<Slot>(repeating: Slot(), count: 1024)
    private(set) var count = 0

    mutating func removeAll() {
        guard count > 0 else { return }
        if slots.count > 16 * max(count, 1024) {
            slots = FlatBuffer(repeating: Slot(), count: 1024)
        } else {
            slots.fill(with: Slot())
        }
        count = 0
    }

    @inline(__always)
    private static func hash(_ key: Key) -> Int {
        var mixed = pack(key.node, key.context.user) &* 0x9E37_79B9_7F4A_7C15
        mixed ^= pack(key.context.origin, key.context.beneath) &* 0xBF58_476D_1CE4_E5B9
        mixed ^= UInt64(UInt32(bitPattern: key.context.stack)) &* 0x94D0_49BB_1331_11EB
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 32))
    }

    /// The state for `key`, storing `newID` first when there is none.
    @inline(__always)
    mutating func findOrInsert(_ key: Key, newID: Int32) -> Int32 {
        let mask = slots.count - 1
        var index = StateTable.hash(key) & mask
        while true {
            let slot = slots[index]
            if slot.state < 0 { break }
            if slot.key == key { return slot.state }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, state: newID)
        count += 1
        if count * 2 > slots.count { grow() }
        return newID
    }

    private mutating func grow() {
        let old = slots
        slots = FlatBuffer(repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for index in 0..<old.count where old[index].state >= 0 {
            var slot = StateTable.hash(old[index].key) & mask
            while slots[slot].state >= 0 { slot = (slot + 1) & mask }
            slots[slot] = old[index]
        }
    }
}

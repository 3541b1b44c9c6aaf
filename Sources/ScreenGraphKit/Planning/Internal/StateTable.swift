/// The search states outside the fast context, found by node and context together in
/// one probe of an open-addressing table whose slots hold the whole key.
///
/// In a state-aware search there are about as many contexts as states, so a move to a
/// state found by interning its context and then the (node, context id) pair paid two
/// table misses; keyed by the node and the context's fields, the state is found in one,
/// and its context is stored only when the state is new. A slot also holds the state's
/// (cost, hops) key in a search over whole costs, so a move that does not improve a
/// state it reaches reads nothing but the slot: 32 bytes, on a 32-byte boundary.
struct StateTable {
    struct Key: Equatable {
        var node: Int32
        var context: SearchContext
    }

    private struct Slot {
        var key = Key(node: 0, context: SearchContext(origin: 0, beneath: 0, stack: 0, user: 0))
        /// The state, -1 for an empty slot.
        var state: Int32 = -1
        /// The state's ``SearchStates/keys`` entry where the search keeps one here, `.max` otherwise.
        var cost: UInt64 = .max
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

    /// The state for `key` and its slot, storing `newID` with `cost` first when there
    /// is none (then the slot is -1). A slot is valid until the next insertion.
    @inline(__always)
    mutating func findOrInsert(_ key: Key, newID: Int32, cost: UInt64 = .max) -> (state: Int32, slot: Int) {
        let mask = slots.count - 1
        var index = StateTable.hash(key) & mask
        while true {
            let slot = slots[index]
            if slot.state < 0 { break }
            if slot.key == key { return (slot.state, index) }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, state: newID, cost: cost)
        count += 1
        if count * 2 > slots.count { grow() }
        return (newID, -1)
    }

    /// Loads the slot where a probe for `key` starts, ahead of the probe, and returns
    /// what it holds (for the caller to keep, so the load is not left out).
    @inline(__always)
    func touch(_ key: Key) -> Int32 {
        slots[StateTable.hash(key) & (slots.count - 1)].state
    }

    /// The cost key in `slot`, from ``findOrInsert(_:newID:cost:)``.
    @inline(__always)
    func cost(at slot: Int) -> UInt64 { slots[slot].cost }

    @inline(__always)
    mutating func setCost(_ cost: UInt64, at slot: Int) { slots[slot].cost = cost }

    /// Sets the cost key of the state for `key`, which is in the table.
    mutating func setCost(_ cost: UInt64, of key: Key) {
        let mask = slots.count - 1
        var index = StateTable.hash(key) & mask
        while true {
            precondition(slots[index].state >= 0, "the state is in the table")
            if slots[index].key == key { break }
            index = (index + 1) & mask
        }
        slots[index].cost = cost
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

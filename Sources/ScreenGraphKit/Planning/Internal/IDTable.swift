/// An open-addressing hash table from 64-bit keys to dense `Int32` ids.
///
/// The planner interns search states and back stacks through it: a lookup hashes one
/// integer and probes one flat array whose slots hold key and id together, so a probe
/// touches one cache line; nothing is allocated except when the table doubles.
struct IDTable {
    private struct Slot {
        var key: UInt64 = 0
        /// The id, -1 for an empty slot.
        var value: Int32 = -1
    }

    private var slots: FlatBuffer<Slot>
    private var mask: Int
    /// 64 minus log2 of the capacity: Fibonacci hashing keeps the product's top bits.
    private var shift: UInt64
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        slots = FlatBuffer(repeating: Slot(), count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// Removes every entry, keeping the storage when the last use filled it well, so
    /// clearing costs about what filling it did: after one huge search, small ones do
    /// not pay for clearing a huge table.
    mutating func removeAll() {
        guard count > 0 else { return }
        if slots.count > 16 * max(count, 1024) {
            self = IDTable(capacity: max(count, 1024))
            return
        }
        slots.fill(with: Slot())
        count = 0
    }

    @inline(__always)
    private static func slot(_ key: UInt64, _ shift: UInt64) -> Int {
        // Keys often differ only in their high half (a node id above a context id), so
        // the slot is taken from the top bits of the product, which every key bit reaches.
        Int(truncatingIfNeeded: ((key ^ (key >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The id stored for `key`, storing `newID` first when there is none.
    @inline(__always)
    mutating func findOrInsert(_ key: UInt64, newID: Int32) -> Int32 {
        var index = IDTable.slot(key, shift)
        while true {
            let slot = slots[index]
            if slot.value < 0 { break }
            if slot.key == key { return slot.value }
            index = (index + 1) & mask
        }
        slots[index] = Slot(key: key, value: newID)
        count += 1
        if count * 2 > slots.count { grow() }
        return newID
    }

    private mutating func grow() {
        let old = slots
        slots = FlatBuffer(repeating: Slot(), count: old.count * 2)
        mask = slots.count - 1
        shift -= 1
        for index in 0..<old.count where old[index].value >= 0 {
            var slot = IDTable.slot(old[index].key, shift)
            while slots[slot].value >= 0 { slot = (slot + 1) & mask }
            slots[slot] = old[index]
        }
    }
}

/// Packs two 32-bit ids into one key.
@inline(__always)
func pack(_ high: Int32, _ low: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: high)) << 32 | UInt64(UInt32(bitPattern: low))
}

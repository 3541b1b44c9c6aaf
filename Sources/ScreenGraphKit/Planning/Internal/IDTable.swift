/// An open-addressing hash table from 64-bit keys to dense `Int32` ids.
///
/// The planner interns search states, back stacks and contexts through it: a lookup
/// hashes one integer and probes a flat array, and nothing is allocated except when
/// the table doubles.
struct IDTable {
    private var keys: [UInt64]
    private var values: [Int32]
    private var mask: Int
    /// 64 minus log2 of the capacity: Fibonacci hashing keeps the product's top bits.
    private var shift: UInt64
    private(set) var count = 0

    init(capacity: Int = 1024) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt64](repeating: 0, count: size)
        values = [Int32](repeating: -1, count: size)
        mask = size - 1
        shift = UInt64(64 - size.trailingZeroBitCount)
    }

    /// Removes every entry, keeping the storage when the last use filled it well, so
    /// clearing costs about what filling it did: after one huge search, small ones do
    /// not pay for clearing a huge table.
    mutating func removeAll() {
        guard count > 0 else { return }
        if keys.count > 16 * max(count, 1024) {
            self = IDTable(capacity: max(count, 1024))
            return
        }
        for index in values.indices { values[index] = -1 }
        count = 0
    }

    @inline(__always)
    private static func slot(_ key: UInt64, _ shift: UInt64) -> Int {
        // Keys often differ only in their high half (a node id above a context id), so
        // the slot is taken from the top bits of the product, which every key bit reaches.
        Int(truncatingIfNeeded: ((key ^ (key >> 29)) &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// The id stored for `key`, or -1.
    @inline(__always)
    func find(_ key: UInt64) -> Int32 {
        var index = IDTable.slot(key, shift)
        while values[index] >= 0 {
            if keys[index] == key { return values[index] }
            index = (index + 1) & mask
        }
        return -1
    }

    /// The id stored for `key`, storing `newID` first when there is none.
    @inline(__always)
    mutating func findOrInsert(_ key: UInt64, newID: Int32) -> Int32 {
        var index = IDTable.slot(key, shift)
        while values[index] >= 0 {
            if keys[index] == key { return values[index] }
            index = (index + 1) & mask
        }
        keys[index] = key
        values[index] = newID
        count += 1
        if count * 2 > keys.count { grow() }
        return newID
    }

    private mutating func grow() {
        let oldKeys = keys
        let oldValues = values
        keys = [UInt64](repeating: 0, count: oldKeys.count * 2)
        values = [Int32](repeating: -1, count: oldKeys.count * 2)
        mask = keys.count - 1
        shift -= 1
        for index in oldKeys.indices where oldValues[index] >= 0 {
            var slot = IDTable.slot(oldKeys[index], shift)
            while values[slot] >= 0 { slot = (slot + 1) & mask }
            keys[slot] = oldKeys[index]
            values[slot] = oldValues[index]
        }
    }
}

/// Packs two 32-bit ids into one key.
@inline(__always)
func pack(_ high: Int32, _ low: Int32) -> UInt64 {
    UInt64(UInt32(bitPattern: high)) << 32 | UInt64(UInt32(bitPattern: low))
}

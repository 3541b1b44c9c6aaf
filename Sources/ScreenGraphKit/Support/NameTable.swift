/// Names numbered from 0 in the order first seen, looked up by their UTF-8 bytes
/// without making a `String`: what a reader needs to turn a million references into
/// numbers.
///
/// An open-addressing table of (hash, number) pairs over a ``StringArena`` of the names;
/// a name of up to 7 bytes is kept in its slot too, so looking it up reads one slot
/// and nothing else (a lookup in a table of 100,000 names is a cache miss per read).
/// Names are hashed with a cheap multiplicative hash seeded at random per table; should
/// a lookup ever walk more than ``maximumProbes`` slots (input chosen to collide), the
/// table rehashes everything with the standard library's SipHash and uses it from then on,
/// so no input makes lookups slower than a hash of the name.
struct NameTable: Sendable {
    private var names = StringArena()
    /// One name's place in the table.
    private struct Slot {
        /// The name's hash in the high 32 bits and its number + 1 in the low 32; 0 for
        /// an empty slot.
        var key: UInt64
        /// A name of up to 7 bytes, packed by ``NameTable/packed(_:)``; 0 for a longer one.
        var short: UInt64
    }

    private var slots = [Slot](repeating: Slot(key: 0, short: 0), count: 16)
    private var seed: UInt64
    private var usesSipHash = false

    static let maximumProbes = 64

    init() {
        var generator = SystemRandomNumberGenerator()
        seed = generator.next() | 1
    }

    /// How many names the table holds.
    var count: Int { names.count }

    /// Name number `index`.
    subscript(index: Int) -> String { names[index] }

    /// The number of `name`, added if new.
    mutating func intern(_ name: String) -> Int32 {
        var name = name
        return name.withUTF8 { intern(utf8: $0) }
    }

    /// The number of the name whose UTF-8 is `utf8`, added if new.
    mutating func intern(utf8: UnsafeBufferPointer<UInt8>) -> Int32 {
        let hash = self.hash(utf8)
        let short = NameTable.packed(utf8)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        var probes = 0
        while slots[slot].key != 0 {
            let entry = slots[slot]
            if UInt32(truncatingIfNeeded: entry.key >> 32) == hash {
                let index = Int(UInt32(truncatingIfNeeded: entry.key)) - 1
                if short != 0 ? entry.short == short : names.equals(index, utf8) { return Int32(truncatingIfNeeded: index) }
            }
            slot = (slot + 1) & mask
            probes += 1
            if probes > NameTable.maximumProbes, !usesSipHash {
                usesSipHash = true
                rehash(capacity: slots.count)
                return intern(utf8: utf8)
            }
        }
        let index = names.append(utf8: utf8)
        slots[slot] = Slot(key: UInt64(hash) << 32 | UInt64(index + 1), short: short)
        if names.count * 2 > slots.count { rehash(capacity: slots.count * 2) }
        return Int32(truncatingIfNeeded: index)
    }

    private mutating func rehash(capacity: Int) {
        var fresh = [Slot](repeating: Slot(key: 0, short: 0), count: capacity)
        let mask = capacity - 1
        for index in 0..<names.count {
            let (hash, short) = names.withUTF8(index) { (self.hash($0), NameTable.packed($0)) }
            var slot = Int(truncatingIfNeeded: hash) & mask
            while fresh[slot].key != 0 { slot = (slot + 1) & mask }
            fresh[slot] = Slot(key: UInt64(hash) << 32 | UInt64(index + 1), short: short)
        }
        slots = fresh
    }

    /// A name of 1 to 7 bytes as one number: its bytes, and its length in the top byte,
    /// so two names have the same number only if they are the same; 0 for any other.
    private static func packed(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard utf8.count >= 1, utf8.count <= 7 else { return 0 }
        var packed = UInt64(utf8.count) << 56
        for (offset, byte) in utf8.enumerated() { packed |= UInt64(byte) << (8 * UInt64(offset)) }
        return packed
    }

    private func hash(_ utf8: UnsafeBufferPointer<UInt8>) -> UInt32 {
        guard !usesSipHash else {
            var hasher = Hasher()
            hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
            return UInt32(truncatingIfNeeded: hasher.finalize())
        }
        var state = seed ^ UInt64(truncatingIfNeeded: utf8.count)
        var index = 0
        let raw = UnsafeRawBufferPointer(utf8)
        while index + 8 <= utf8.count {
            state = NameTable.mix(state ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while index < utf8.count {
            tail |= UInt64(utf8[index]) << shift
            shift += 8
            index += 1
        }
        state = NameTable.mix(state ^ tail)
        return UInt32(truncatingIfNeeded: state >> 32)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        let product = value.multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}

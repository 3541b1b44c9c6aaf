/// The contexts of one search (origin, screen beneath, back stack, user state), each
/// stored once and found by one probe of an open-addressing table of ids.
///
/// A context is 128 bits, too wide for an ``IDTable`` key; interning it in two halves
/// took three hash lookups per move, a third of a state-aware search's time.
struct ContextTable {
    /// The contexts by id.
    private(set) var contexts = FlatBuffer<Context>()
    /// Context ids by hash, -1 for an empty slot.
    private var table = FlatBuffer<Int32>(repeating: -1, count: 64)

    var count: Int { contexts.count }

    mutating func removeAll() {
        guard count > 0 else { return }
        contexts.removeAll(keepingAtMost: 1 << 20)
        if table.count > 1 << 18 {
            table = FlatBuffer(repeating: -1, count: 64)
        } else {
            table.fill(with: -1)
        }
    }

    @inline(__always)
    subscript(id: Int) -> Context { contexts[id] }

    @inline(__always)
    private static func hash(_ context: Context) -> UInt64 {
        let high = pack(context.origin, context.beneath)
        let low = pack(context.stack, context.user)
        var mixed = (high &* 0x9E37_79B9_7F4A_7C15) ^ low
        mixed = (mixed ^ (mixed >> 31)) &* 0xBF58_476D_1CE4_E5B9
        return mixed ^ (mixed >> 29)
    }

    /// The id of `context`, storing it first when new.
    @inline(__always)
    mutating func intern(_ context: Context) -> Int32 {
        let mask = table.count - 1
        var index = Int(truncatingIfNeeded: ContextTable.hash(context)) & mask
        while true {
            let id = table[index]
            if id < 0 { break }
            if contexts[Int(id)] == context { return id }
            index = (index + 1) & mask
        }
        let id = Int32(truncatingIfNeeded: contexts.count)
        contexts.append(context)
        table[index] = id
        if contexts.count * 2 > table.count { grow() }
        return id
    }

    private mutating func grow() {
        table = FlatBuffer(repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        for id in 0..<contexts.count {
            var index = Int(truncatingIfNeeded: ContextTable.hash(contexts[id])) & mask
            while table[index] >= 0 { index = (index + 1) & mask }
            table[index] = Int32(truncatingIfNeeded: id)
        }
    }
}

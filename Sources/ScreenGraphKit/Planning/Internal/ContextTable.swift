/// The contexts of one search (origin, screen beneath, back stack, user state), each
/// stored once and found by one probe of an open-addressing table.
///
/// A context is 128 bits, too wide for an ``IDTable`` key; interning it in two halves
/// took three hash lookups per move, a third of a state-aware search's time. A slot
/// holds the context with its id, so a probe reads one cache line; in a state-aware
/// search there are about as many contexts as states.
struct ContextTable {
    private struct Slot {
        var context = Context(origin: 0, beneath: 0, stack: 0, user: 0)
        /// The context's id, -1 for an empty slot.
        var id: Int32 = -1
    }

    /// The contexts by id.
    private(set) var contexts = FlatBuffer<Context>()
    private var table = FlatBuffer<Slot>(repeating: Slot(), count: 64)

    var count: Int { contexts.count }

    mutating func removeAll() {
        guard count > 0 else { return }
        contexts.removeAll()
        if table.count > 16 * max(count, 1024) {
            table = FlatBuffer(repeating: Slot(), count: 64)
        } else {
            table.fill(with: Slot())
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
            let slot = table[index]
            if slot.id < 0 { break }
            if slot.context == context { return slot.id }
            index = (index + 1) & mask
        }
        let id = Int32(truncatingIfNeeded: contexts.count)
        contexts.append(context)
        table[index] = Slot(context: context, id: id)
        if contexts.count * 2 > table.count { grow() }
        return id
    }

    private mutating func grow() {
        table = FlatBuffer(repeating: Slot(), count: table.count * 2)
        let mask = table.count - 1
        for id in 0..<contexts.count {
            var index = Int(truncatingIfNeeded: ContextTable.hash(contexts[id])) & mask
            while table[index].id >= 0 { index = (index + 1) & mask }
            table[index] = Slot(context: contexts[id], id: Int32(truncatingIfNeeded: id))
        }
    }
}

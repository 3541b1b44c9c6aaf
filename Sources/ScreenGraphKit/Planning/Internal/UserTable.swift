/// The user states of one search, interned by content: `stride` slots each in one pool,
/// found through an open-addressing table on a hash that statements update in place.
///
/// A state-aware search applies effects on most moves. Hashing the whole state for
/// each (as a dictionary keyed by the slots does) costs time in the number of fields on
/// every move, and a dictionary keeps a second copy of every state as its key. Here the
/// hash is a sum of one mixed value per slot, so applying a statement updates it from
/// the slots it writes; the slots are compared only when hashes agree, and each state
/// is stored once.
struct UserTable {
    /// Slots per user state.
    let stride: Int
    /// The slots of user state `id` are `pool[id * stride ..< (id + 1) * stride]`.
    private var pool = FlatBuffer<Int64>()
    private var hashes = FlatBuffer<UInt64>()
    /// User ids by hash, -1 for an empty slot.
    private var table = FlatBuffer<Int32>(repeating: -1, count: 16)
    /// The state being built by ``applying(_:_:to:)``.
    private var scratch: FlatBuffer<Int64>

    init(stride: Int) {
        self.stride = stride
        scratch = FlatBuffer(repeating: 0, count: max(stride, 1))
    }

    var count: Int { hashes.count }

    mutating func removeAll() {
        guard count > 0 else { return }
        pool.removeAll()
        hashes.removeAll()
        if table.count > 1 << 16 {
            table = FlatBuffer(repeating: -1, count: 16)
        } else {
            table.fill(with: -1)
        }
    }

    /// The hash term of `value` in slot `index`.
    @inline(__always)
    private static func term(_ index: Int, _ value: Int64) -> UInt64 {
        var mixed = UInt64(bitPattern: value) &+ UInt64(truncatingIfNeeded: index) &* 0x9E37_79B9_7F4A_7C15
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// Calls `body` with the slots of user state `user`.
    @inline(__always)
    func withSlots<Result, Failure>(
        of user: Int32, _ body: (UnsafeBufferPointer<Int64>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        precondition(user >= 0 && Int(user) < count, "a user state of this table")
        return try body(UnsafeBufferPointer(start: pool.baseAddress + Int(user) * stride, count: stride))
    }

    func slots(of user: Int32) -> [Int64] {
        withSlots(of: user) { Array($0) }
    }

    /// The id of the user state with `slots`, interning it when new.
    mutating func intern(_ slots: [Int64]) -> Int32 {
        precondition(slots.count == stride, "a user state of the graph's own layout")
        var hash: UInt64 = 0
        for index in 0..<stride {
            scratch[index] = slots[index]
            hash &+= UserTable.term(index, slots[index])
        }
        return internScratch(hash: hash)
    }

    /// The id of the user state `user` after `first` and then `second`.
    mutating func applying(
        _ first: [CompiledStatement], _ second: [CompiledStatement], to user: Int32
    ) throws(OverflowError) -> Int32 {
        var hash = hashes[Int(user)]
        let slots = UnsafeMutableBufferPointer(start: scratch.baseAddress, count: stride)
        slots.baseAddress?.update(from: pool.baseAddress + Int(user) * stride, count: stride)
        for statement in first { try UserTable.apply(statement, to: slots, hash: &hash) }
        for statement in second { try UserTable.apply(statement, to: slots, hash: &hash) }
        return internScratch(hash: hash)
    }

    /// Applies `statement`, moving the hash from the old values of the slots it writes
    /// to their new ones.
    @inline(__always)
    private static func apply(
        _ statement: CompiledStatement, to slots: UnsafeMutableBufferPointer<Int64>, hash: inout UInt64
    ) throws(OverflowError) {
        let value = statement.valueSlot
        let presence = statement.presenceSlot
        hash &-= term(value, slots[value])
        if presence >= 0 { hash &-= term(presence, slots[presence]) }
        try statement.apply(to: slots)
        hash &+= term(value, slots[value])
        if presence >= 0 { hash &+= term(presence, slots[presence]) }
    }

    /// The id of the state in ``scratch``, whose hash is `hash`, interning it when new.
    private mutating func internScratch(hash: UInt64) -> Int32 {
        let mask = table.count - 1
        var index = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
        while true {
            let id = table[index]
            if id < 0 { break }
            if hashes[Int(id)] == hash, equalsScratch(id) { return id }
            index = (index + 1) & mask
        }
        let id = Int32(truncatingIfNeeded: count)
        hashes.append(hash)
        pool.append(contentsOf: UnsafeBufferPointer(start: scratch.baseAddress, count: stride))
        table[index] = id
        if count * 2 > table.count { grow() }
        return id
    }

    private func equalsScratch(_ id: Int32) -> Bool {
        let stored = pool.baseAddress + Int(id) * stride
        let built = scratch.baseAddress
        for index in 0..<stride where stored[index] != built[index] { return false }
        return true
    }

    private mutating func grow() {
        table = FlatBuffer(repeating: -1, count: table.count * 2)
        let mask = table.count - 1
        for id in 0..<count {
            let hash = hashes[id]
            var index = Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
            while table[index] >= 0 { index = (index + 1) & mask }
            table[index] = Int32(truncatingIfNeeded: id)
        }
    }
}

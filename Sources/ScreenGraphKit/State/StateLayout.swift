/// Where each user-state field lives in a flat array of 64-bit slots.
///
/// A bool is 0 or 1, an int is itself, a string is an id in a ``StringTable``. An
/// optional field has a second slot holding 1 when a value is present, so every
/// state is a plain `[Int64]` that hashes and compares cheaply during planning.
struct StateLayout: Sendable {
    struct Entry: Sendable {
        var field: StateField
        var valueSlot: Int
        /// The presence slot of an optional field, -1 otherwise.
        var presenceSlot: Int
    }

    private(set) var entries: [Entry] = []
    private(set) var slotCount = 0
    private var indexByName: [String: Int] = [:]

    init(_ fields: [StateField]) {
        for field in fields where indexByName[field.name] == nil {
            indexByName[field.name] = entries.count
            let valueSlot = slotCount
            slotCount += field.type.isOptional ? 2 : 1
            entries.append(Entry(field: field, valueSlot: valueSlot, presenceSlot: field.type.isOptional ? valueSlot + 1 : -1))
        }
    }

    func entry(named name: String) -> Entry? {
        indexByName[name].map { entries[$0] }
    }

    /// Encodes `value` into `slots`; the value must fit the field.
    func store(_ value: StateValue, in entry: Entry, slots: inout [Int64], strings: inout StringTable) {
        if entry.presenceSlot >= 0 { slots[entry.presenceSlot] = value == .none ? 0 : 1 }
        switch value {
        case .bool(let flag): slots[entry.valueSlot] = flag ? 1 : 0
        case .int(let number): slots[entry.valueSlot] = number
        case .string(let text): slots[entry.valueSlot] = strings.id(for: text)
        case .none: slots[entry.valueSlot] = 0
        }
    }

    /// Decodes the value of `entry` from `slots`.
    func load(_ entry: Entry, from slots: UnsafeBufferPointer<Int64>, strings: StringTable) -> StateValue {
        if entry.presenceSlot >= 0, slots[entry.presenceSlot] == 0 { return .none }
        let raw = slots[entry.valueSlot]
        switch entry.field.type.base {
        case .bool: return .bool(raw != 0)
        case .int: return .int(raw)
        case .string: return .string(strings.string(for: raw))
        }
    }
}

/// Interns strings to integer ids so string equality is integer equality.
///
/// A string of at most ``inlineByteLimit`` UTF-8 bytes is its own id: its bytes and
/// length packed into a negative `Int64`, which every table gives it alike. A longer
/// string is an index into the table: the graph's table holds every one its expressions
/// and initial values name; a test that sets a new string extends its own copy. So
/// joining strings (`code + "1"`) needs no table, as long as the result is short.
struct StringTable: Sendable, Equatable {
    private(set) var strings: [String] = []
    private var ids: [String: Int64] = [:]

    /// The longest string, in UTF-8 bytes, that is its own id: the longest an expression
    /// can make by joining strings (Docs/Limits.md).
    static let inlineByteLimit = 7

    mutating func id(for string: String) -> Int64 {
        if let inline = Self.inlineID(string.utf8) { return inline }
        if let id = ids[string] { return id }
        let id = Int64(strings.count)
        strings.append(string)
        ids[string] = id
        return id
    }

    func string(for id: Int64) -> String {
        if id < 0 { return String(decoding: Self.inlineBytes(id), as: UTF8.self) }
        return id < strings.count ? strings[Int(id)] : ""
    }

    /// The id of a string of at most ``inlineByteLimit`` bytes: the sign bit, the length
    /// in the next byte, the bytes in the low seven; `nil` for a longer one.
    static func inlineID(_ bytes: some Collection<UInt8>) -> Int64? {
        guard bytes.count <= inlineByteLimit else { return nil }
        var bits = UInt64(1) << 63 | UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() { bits |= UInt64(byte) << (8 * index) }
        return Int64(bitPattern: bits)
    }

    /// The bytes of a string that is its own id.
    static func inlineBytes(_ id: Int64) -> [UInt8] {
        let bits = UInt64(bitPattern: id)
        let count = min(Int(bits >> 56 & 0x7F), inlineByteLimit)
        return (0..<count).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
    }

    /// The id of `left` followed by `right`; `nil` when the result is longer than
    /// ``inlineByteLimit`` bytes (a string in the table is longer already).
    static func joined(_ left: Int64, _ right: Int64) -> Int64? {
        guard left < 0, right < 0 else { return nil }
        return inlineID(inlineBytes(left) + inlineBytes(right))
    }

    static func == (lhs: StringTable, rhs: StringTable) -> Bool { lhs.strings == rhs.strings }
}

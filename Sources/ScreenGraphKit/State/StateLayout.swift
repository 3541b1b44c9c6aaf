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
/// The graph's table holds every string its expressions and initial values name;
/// a test that sets a new string extends its own copy.
struct StringTable: Sendable, Equatable {
    private(set) var strings: [String] = []
    private var ids: [String: Int64] = [:]

    mutating func id(for string: String) -> Int64 {
        if let id = ids[string] { return id }
        let id = Int64(strings.count)
        strings.append(string)
        ids[string] = id
        return id
    }

    func string(for id: Int64) -> String {
        id >= 0 && id < strings.count ? strings[Int(id)] : ""
    }

    static func == (lhs: StringTable, rhs: StringTable) -> Bool { lhs.strings == rhs.strings }
}

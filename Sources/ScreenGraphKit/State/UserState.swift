/// The test's model of what the app holds: typed fields that guards read and effects
/// change, by name, as graph files declare them.
///
/// Test code that wants the Swift compiler to check field names and types declares a
/// ``UserStateModel`` type instead; a navigator shows either through ``LiveUserState``.
///
/// Fields read like members (`nil` for a name that is not a field),
/// and are written with ``set(_:to:)``, which throws rather than trap:
///
/// ```swift
/// try navigator.userState.set("fxaUsername", to: "sam@example.com")
/// #expect(navigator.userState.numItems == 1)
/// ```
@dynamicMemberLookup
public struct UserState: Hashable, Sendable, CustomStringConvertible {
    let layout: StateLayout
    var slots: [Int64]
    var strings: StringTable

    init(layout: StateLayout, slots: [Int64], strings: StringTable) {
        self.layout = layout
        self.slots = slots
        self.strings = strings
    }

    /// The names of the fields, in declaration order.
    public var fieldNames: [String] { layout.entries.map(\.field.name) }

    /// The value of `name`, or `nil` when there is no such field.
    public func value(of name: String) -> StateValue? {
        guard let entry = layout.entry(named: name) else { return nil }
        return slots.withUnsafeBufferPointer { layout.load(entry, from: $0, strings: strings) }
    }

    /// The type of `name`, or `nil` when there is no such field.
    package func type(of name: String) -> StateType? { layout.entry(named: name)?.field.type }

    /// Sets a field.
    /// - Throws: ``UserStateError`` when there is no such field or the value does not fit its type.
    public mutating func set(_ name: String, to value: StateValue) throws(UserStateError) {
        guard let entry = layout.entry(named: name) else {
            throw .unknownField(name, suggestion: Suggestion.closest(to: name, among: fieldNames))
        }
        guard value.fits(entry.field.type) else {
            throw .typeMismatch(field: name, type: entry.field.type, value: value)
        }
        layout.store(value, in: entry, slots: &slots, strings: &strings)
    }

    /// The value of the field `name`, `nil` (``StateValue/none``) when the field holds no
    /// value or there is no such field: `state.numItems`. ``value(of:)`` tells the two apart.
    public subscript(dynamicMember name: String) -> StateValue { value(of: name) ?? .none }

    /// `name = value` for every field, in declaration order.
    public var description: String {
        fieldNames.map { "\($0) = \(value(of: $0) ?? .none)" }.joined(separator: ", ")
    }

    /// Equal when they have the same fields holding the same values.
    public static func == (lhs: UserState, rhs: UserState) -> Bool {
        // Equal slots mean equal values only in the same layout: `a: int = 1` and `b: bool = true` are both `[1]`.
        let sameFields = lhs.layout.entries.elementsEqual(rhs.layout.entries) { $0.field.name == $1.field.name && $0.field.type == $1.field.type }
        guard sameFields else { return false }
        if lhs.strings == rhs.strings { return lhs.slots == rhs.slots }
        return lhs.fieldNames.allSatisfy { lhs.value(of: $0) == rhs.value(of: $0) }
    }

    public func hash(into hasher: inout Hasher) {
        for name in fieldNames { hasher.combine(value(of: name)) }
    }

    /// Renders `fields` with their values: `numItems = 0, loggedIn = false`.
    func describe(_ fields: [String]) -> String {
        fields.map { "\($0) = \(value(of: $0) ?? .none)" }.joined(separator: ", ")
    }
}

/// A user-state field was set to something it cannot hold.
public enum UserStateError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The state has no field of this name; `suggestion` is the closest field it has,
    /// when one is close.
    case unknownField(String, suggestion: String? = nil)
    case typeMismatch(field: String, type: StateType, value: StateValue)

    public var description: String {
        switch self {
        case .unknownField(let name, let suggestion): "the user state has no field '\(name)'" + Suggestion.didYouMean(suggestion)
        case .typeMismatch(let field, let type, let value): "cannot set '\(field)' of type \(type) to \(value)"
        }
    }
}

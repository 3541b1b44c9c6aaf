/// The type of a user-state field: `bool`, `int` or `string`, optionally `?`.
public struct StateType: Hashable, Sendable, CustomStringConvertible {
    /// The value kinds a field can hold.
    public enum Base: String, Hashable, Sendable {
        case bool, int, string
    }

    /// The kind of value.
    package var base: Base
    /// Whether the field may hold no value (`nil`).
    package var isOptional: Bool

    /// Creates a type.
    package init(_ base: Base, optional: Bool = false) {
        self.base = base
        self.isOptional = optional
    }

    package static let bool = StateType(.bool)
    package static let int = StateType(.int)
    package static let string = StateType(.string)
    package static let optionalBool = StateType(.bool, optional: true)
    package static let optionalInt = StateType(.int, optional: true)
    package static let optionalString = StateType(.string, optional: true)

    /// Parses the spec's spelling: `bool`, `int?`, ...
    package init?(spelling: String) {
        let optional = spelling.hasSuffix("?")
        guard let base = Base(rawValue: optional ? String(spelling.dropLast()) : spelling) else {
            return nil
        }
        self.init(base, optional: optional)
    }

    /// `bool`, `int?`, ...: the spec's spelling.
    public var description: String { base.rawValue + (isOptional ? "?" : "") }
}

/// A value of the user state.
///
/// Literals work where a value is expected: `navigator.userState.numItems = 3`,
/// `= true`, `= "sam@example.com"`, `= nil`.
public enum StateValue: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral
{
    case bool(Bool)
    case int(Int64)
    case string(String)
    case none

    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(integerLiteral value: Int64) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(nilLiteral: ()) { self = .none }

    /// Whether the value can be stored in a field of `type`.
    package func fits(_ type: StateType) -> Bool {
        switch self {
        case .bool: type.base == .bool
        case .int: type.base == .int
        case .string: type.base == .string
        case .none: type.isOptional
        }
    }

    /// The value as the expression language writes it: `true`, `3`, `"a"`, `nil`.
    public var description: String {
        switch self {
        case .bool(let value): "\(value)"
        case .int(let value): "\(value)"
        case .string(let value): Escaping.expressionString(value)
        case .none: "nil"
        }
    }
}

/// One field of the user state: a name, a type and the value it starts with.
public struct StateField: Hashable, Sendable {
    /// The field's name, an identifier of the expression language.
    package var name: String
    /// The field's type.
    package var type: StateType
    /// The value a navigator starts with.
    package var initial: StateValue
    /// Where the field was declared.
    package var location: SourcePosition?

    /// Creates a field; an optional field left without `initial` starts as `nil`.
    package init(
        _ name: String, _ type: StateType, initial: StateValue = nil,
        location: SourcePosition? = nil
    ) {
        self.name = name
        self.type = type
        self.initial = initial
        self.location = location
    }

    public static func == (lhs: StateField, rhs: StateField) -> Bool {
        lhs.name == rhs.name && lhs.type == rhs.type && lhs.initial == rhs.initial
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}

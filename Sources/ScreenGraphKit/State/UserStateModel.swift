/// A test's own type for the user state, so the Swift compiler checks field names and
/// value types in test code (what MappaMundi's `MMUserState` subclass gave).
///
/// Declare a struct with a default value for every stored property, conforming to
/// `UserStateModel`; its properties are the graph's state fields, and the graph's
/// string guards and effects are checked against them:
///
/// ```swift
/// struct ShopState: UserStateModel {
///     var numItems = 0
///     var loggedIn = false
///     var coupon: String? = nil
/// }
/// ```
///
/// A property is a field of type `bool`, `int` or `string` (`Bool`, `Int`, `String`),
/// or the optional of one (`Bool?`, `Int?`, `String?`), named by its coding key (so a
/// `CodingKeys` enum renames fields). Properties of other types are refused with an
/// error naming them, when the graph is built or a navigator is created.
public protocol UserStateModel: Codable, Sendable {
    /// The state a navigator starts with.
    init()
}

/// A user-state model type the library cannot use as it is declared.
package struct UserStateModelError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong, naming the type and the field.
    package var description: String
}

/// The fields a model type declares, found by decoding one with a decoder that records
/// what the type asks for, and their initial values by encoding `init()`.
enum UserStateSchema {
    /// The fields of `model`, in the order its decoder asks for them.
    /// - Complexity: O(number of properties).
    static func fields<Model: UserStateModel>(of model: Model.Type) throws(UserStateModelError) -> [StateField] {
        let typeName = String(describing: model)
        let probe = FieldProbe()
        do {
            _ = try Model(from: ProbeDecoder(probe: probe))
        } catch {
            throw UserStateModelError(description: "\(typeName): \(probe.problem ?? "its init(from:) failed: \(error)")")
        }
        let initial = ValueCollector()
        do {
            try Model().encode(to: CollectingEncoder(collector: initial))
        } catch {
            throw UserStateModelError(description: "\(typeName): \(initial.problem ?? "its encode(to:) failed: \(error)")")
        }
        var fields: [StateField] = []
        for (name, type) in probe.fields {
            let value = initial.values[name] ?? .none
            guard value.fits(type) else {
                throw UserStateModelError(description: "\(typeName): field '\(name)' of type \(type) has no initial value")
            }
            fields.append(StateField(name, type, initial: value))
        }
        return fields
    }

    /// Checks that every field of `model` is a field of `fields` with the same type.
    static func check<Model: UserStateModel>(_ model: Model.Type, against fields: [StateField]) throws(UserStateModelError) {
        let typeName = String(describing: model)
        for field in try self.fields(of: model) {
            guard let declared = fields.first(where: { $0.name == field.name }) else {
                throw UserStateModelError(description: "\(typeName) has a field '\(field.name)' the graph does not declare")
            }
            guard declared.type == field.type else {
                throw UserStateModelError(
                    description: "\(typeName).\(field.name) is \(field.type) but the graph declares it \(declared.type)")
            }
        }
    }
}

/// Converts between the user state the navigator keeps and the type test code sees.
struct UserStateCodec<State>: Sendable {
    let decode: @Sendable (UserState) -> State
    let encode: @Sendable (State, inout UserState) -> Void
}

extension UserStateCodec where State == UserState {
    /// The dynamic user state itself.
    static var identity: Self { Self(decode: { $0 }, encode: { state, target in target = state }) }
}

extension UserStateCodec where State: UserStateModel {
    /// A model type, whose fields were checked against the graph's.
    ///
    /// After that check neither direction can fail; were one to, reads give `init()`'s
    /// values and writes leave the fields they could not store unchanged, rather than trap.
    static var model: Self {
        Self(
            decode: { state in (try? State(from: StateDecoder(state: state))) ?? State() },
            encode: { model, target in
                let collector = ValueCollector()
                guard (try? model.encode(to: CollectingEncoder(collector: collector))) != nil else { return }
                for (name, value) in collector.values { try? target.set(name, to: value) }
            })
    }
}

// MARK: Probing the fields

private final class FieldProbe {
    var fields: [(name: String, type: StateType)] = []
    var problem: String?

    func record(_ key: some CodingKey, _ type: StateType) throws {
        guard !fields.contains(where: { $0.name == key.stringValue }) else {
            throw refuse("field '\(key.stringValue)' is decoded twice")
        }
        fields.append((key.stringValue, type))
    }

    func refuse(_ problem: String) -> DecodingError {
        self.problem = self.problem ?? problem
        return DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: problem))
    }

    func unsupported(_ key: some CodingKey, _ type: Any.Type) -> DecodingError {
        refuse(
            "field '\(key.stringValue)' has type \(type); a user state holds Bool, Int, String and their optionals")
    }
}

private struct ProbeDecoder: Decoder {
    let probe: FieldProbe
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ProbeContainer<Key>(probe: probe))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw probe.refuse("it decodes as a list; a user state is a struct of fields")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw probe.refuse("it decodes as a single value; a user state is a struct of fields")
    }
}

private struct ProbeContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let probe: FieldProbe
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }
    // Asked by the default `decodeIfPresent` of an optional scalar other than these three
    // (`Double?`), which does not say which: its type cannot be named.
    func decodeNil(forKey key: Key) throws -> Bool {
        throw probe.refuse(
            "field '\(key.stringValue)' is an optional of a type other than Bool, Int or String; a user state holds Bool, Int, String and their optionals")
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try probe.record(key, .bool)
        return false
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try probe.record(key, .int)
        return 0
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try probe.record(key, .string)
        return ""
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw probe.unsupported(key, type) }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try probe.record(key, .optionalBool)
        return nil
    }

    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try probe.record(key, .optionalInt)
        return nil
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try probe.record(key, .optionalString)
        return nil
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        throw probe.unsupported(key, T?.self)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw probe.refuse("field '\(key.stringValue)' is a nested structure; a user state holds plain fields")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw probe.refuse("field '\(key.stringValue)' is a list; a user state holds plain fields")
    }

    func superDecoder() throws -> any Decoder { throw probe.refuse("it decodes a superclass; use a struct") }
    func superDecoder(forKey key: Key) throws -> any Decoder { try superDecoder() }
}

// MARK: Encoding into values

/// Collects what a model encodes, field by field.
private final class ValueCollector {
    var values: [String: StateValue] = [:]
    var problem: String?

    func set(_ key: some CodingKey, _ value: StateValue) { values[key.stringValue] = value }

    func refuse(_ problem: String) -> EncodingError {
        self.problem = self.problem ?? problem
        return EncodingError.invalidValue(problem, EncodingError.Context(codingPath: [], debugDescription: problem))
    }
}

private struct CollectingEncoder: Encoder {
    let collector: ValueCollector
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(CollectingContainer<Key>(collector: collector))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { RefusingContainer(collector: collector) }
    func singleValueContainer() -> any SingleValueEncodingContainer { RefusingContainer(collector: collector) }
}

private struct CollectingContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let collector: ValueCollector
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { collector.set(key, .none) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { collector.set(key, .bool(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { collector.set(key, .int(Int64(value))) }
    mutating func encode(_ value: String, forKey key: Key) throws { collector.set(key, .string(value)) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        throw collector.refuse("field '\(key.stringValue)' has type \(T.self); a user state holds Bool, Int, String and their optionals")
    }

    // Synthesized conformances skip a `nil` optional; the state must hear of it.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { collector.set(key, value.map { .bool($0) } ?? .none) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws {
        collector.set(key, value.map { .int(Int64($0)) } ?? .none)
    }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws {
        collector.set(key, value.map { .string($0) } ?? .none)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(CollectingContainer<NestedKey>(collector: ValueCollector()))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RefusingContainer(collector: collector)
    }

    mutating func superEncoder() -> any Encoder { CollectingEncoder(collector: ValueCollector()) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { CollectingEncoder(collector: ValueCollector()) }
}

/// Lists and single values are not fields: every value written to one is refused.
private struct RefusingContainer: UnkeyedEncodingContainer, SingleValueEncodingContainer {
    let collector: ValueCollector
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    private func refuse() -> EncodingError { collector.refuse("it encodes a list or a single value; a user state is a struct of fields") }
    mutating func encodeNil() throws { throw refuse() }
    mutating func encode<T: Encodable>(_ value: T) throws { throw refuse() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(CollectingContainer<NestedKey>(collector: ValueCollector()))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { CollectingEncoder(collector: ValueCollector()) }
}

// MARK: Decoding from a user state

private struct StateDecoder: Decoder {
    let state: UserState
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(StateContainer<Key>(state: state))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw StateContainer<AnyKey>.mismatch("a list") }
    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw StateContainer<AnyKey>.mismatch("a single value")
    }
}

private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

private struct StateContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let state: UserState
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { state.fieldNames.compactMap { Key(stringValue: $0) } }

    static func mismatch(_ what: String) -> DecodingError {
        DecodingError.dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: "the user state has no \(what)"))
    }

    private func value(_ key: Key) throws -> StateValue {
        guard let value = state.value(of: key.stringValue) else { throw Self.mismatch("field '\(key.stringValue)'") }
        return value
    }

    func contains(_ key: Key) -> Bool { state.value(of: key.stringValue) != nil }
    func decodeNil(forKey key: Key) throws -> Bool { try value(key) == .none }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        guard case .bool(let value) = try value(key) else { throw Self.mismatch("bool '\(key.stringValue)'") }
        return value
    }

    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        guard case .int(let value) = try value(key), let int = Int(exactly: value) else {
            throw Self.mismatch("int '\(key.stringValue)'")
        }
        return int
    }

    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        guard case .string(let value) = try value(key) else { throw Self.mismatch("string '\(key.stringValue)'") }
        return value
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { throw Self.mismatch("\(T.self) '\(key.stringValue)'") }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw Self.mismatch("nested '\(key.stringValue)'")
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw Self.mismatch("list '\(key.stringValue)'")
    }

    func superDecoder() throws -> any Decoder { throw Self.mismatch("superclass") }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw Self.mismatch("superclass") }
}

/// A navigator's user state, seen live: every read shows the navigator's current value
/// and every write changes it, also through a reference kept from earlier (as
/// MappaMundi's `userState` object did).
///
/// With a ``UserStateModel`` type, fields are properties the Swift compiler checks: a
/// misspelled field or a value of the wrong type does not compile, and reads are typed.
///
/// ```swift
/// let userState = navigator.userState      // kept, stays live
/// userState.numItems = 3
/// try navigator.performAction("AddItem")
/// #expect(userState.numItems == 4)
/// ```
///
/// With the dynamic ``UserState`` (graphs from files), fields are read with
/// ``value(of:)`` and written with ``set(_:to:)``, which throws rather than trap.
@dynamicMemberLookup
public final class LiveUserState<State> {
    private let navigator: Navigator<State>

    init(_ navigator: Navigator<State>) { self.navigator = navigator }

    /// The whole state, as a value: a copy that does not follow later changes.
    public var value: State {
        get { navigator.state }
        set { navigator.state = newValue }
    }

    /// A field of `State`: `userState.numItems`.
    public subscript<Value>(dynamicMember field: WritableKeyPath<State, Value>) -> Value {
        get { navigator.state[keyPath: field] }
        set { navigator.state[keyPath: field] = newValue }
    }

    /// A read-only view of `State`, such as a dynamic ``UserState``'s field: `userState.numItems`.
    public subscript<Value>(dynamicMember field: KeyPath<State, Value>) -> Value { navigator.state[keyPath: field] }

    /// The value of the field called `name`, or `nil` when there is no such field.
    public func value(of name: String) -> StateValue? { navigator.position.user.value(of: name) }

    /// Sets the field called `name`.
    /// - Throws: ``UserStateError`` when there is no such field or the value does not fit its type.
    public func set(_ name: String, to value: StateValue) throws(UserStateError) {
        try navigator.position.user.set(name, to: value)
    }
}

extension LiveUserState: CustomStringConvertible {
    /// `name = value` for every field, in declaration order.
    public var description: String { navigator.position.user.description }
}

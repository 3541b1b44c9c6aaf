/// Where a navigator is: a screen (or an action in progress), the back stack, the
/// screen beneath an overlay, and the user state.
///
/// A `dismissOnUse` screen is an overlay on the most recent screen that is not: that
/// screen is `beneath`, and the back stack stays the one it had. An action in
/// progress remembers the screen it was performed from in `origin`.
struct Position: Equatable, Sendable {
    var node: Int32
    /// For an action in progress, the screen it was performed from; -1 otherwise.
    var origin: Int32 = -1
    /// The screen beneath when the screen (or the action's origin) is `dismissOnUse`; -1 otherwise.
    var beneath: Int32 = -1
    /// The back stack, bottom first.
    var stack: [Int32] = []
    var slots: [Int64]
}

/// The interned form of a ``Position``'s context: everything but the node.
struct Context: Equatable {
    var origin: Int32
    var beneath: Int32
    var stack: Int32
    var user: Int32
}

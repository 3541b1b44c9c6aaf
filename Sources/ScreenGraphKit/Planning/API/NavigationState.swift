/// Where a navigator is: a screen (or an action in progress), the back stack, the
/// screen beneath an overlay, and the whole user state. One value, so a route step, a
/// navigator and a search all say "here" the same way.
///
/// A `dismissOnUse` screen is an overlay on the most recent screen that is not: that
/// screen is `beneath`, and the back stack stays the one it had. An action in
/// progress remembers the screen it was performed from in `origin`.
struct NavigationState: Equatable, Sendable {
    var node: Int32
    /// For an action in progress, the screen it was performed from; -1 otherwise.
    var origin: Int32 = -1
    /// The screen beneath when the screen (or the action's origin) is `dismissOnUse`; -1 otherwise.
    var beneath: Int32 = -1
    /// The back stack, bottom first, in storage a route's steps share.
    var stack: BackStack = []
    /// The user state, with the string table its string fields are interned in.
    var user: UserState

    /// Where a navigator starts on `screen`: the initial user state with the screen's
    /// `onEnter` applied (an overflow there leaves the initial state), no back stack.
    init(startingOn screen: Int32, in graph: ScreenGraph) {
        var user = graph.initialState
        if (try? graph.screens[Int(screen)].onEnter.apply(to: &user.slots)) == nil { user = graph.initialState }
        self.init(node: screen, user: user)
    }

    init(node: Int32, origin: Int32 = -1, beneath: Int32 = -1, stack: BackStack = [], user: UserState) {
        self.node = node
        self.origin = origin
        self.beneath = beneath
        self.stack = stack
        self.user = user
    }
}

/// The interned form of a ``NavigationState``'s context: everything but the node.
struct SearchContext: Equatable {
    var origin: Int32
    var beneath: Int32
    var stack: Int32
    var user: Int32
}

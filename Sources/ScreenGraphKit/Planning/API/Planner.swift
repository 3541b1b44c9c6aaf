/// Finds least-cost routes through a ``ScreenGraph`` under "Costs and routes" of `Docs/Spec/graph-json.md`.
///
/// The search runs Dijkstra's algorithm over states made of a node (screen or action in
/// progress), the back stack, the screen beneath an overlay and the user state, so guards
/// are evaluated on the state as it evolves along the route. By default a route passes
/// through an action only when the action has no effects or is the target; with
/// `allowingStateChanges` it may perform any action whose effects help.
///
/// Ties break deterministically: least cost, then fewest steps, then the route whose
/// states were discovered first, moves being expanded in declaration order (edges, then
/// actions, then the back gesture).
///
/// A planner keeps its search storage between calls; reuse one for many routes.
public final class Planner {
    /// The graph routes are planned through.
    package let graph: ScreenGraph
    /// The most states one search may explore before it gives up.
    public var stateLimit: Int
    /// The most states one state-aware search (state changes allowed, or a condition)
    /// may explore: user states multiply the space, and an unsatisfiable condition
    /// over an unbounded counter would otherwise search forever.
    public var stateAwareLimit = Planner.defaultStateAwareLimit
    /// The most states one search of a coverage tour may explore (a tour runs many);
    /// an item not found within it is reported as such, not as uncoverable.
    public var tourSearchLimit = 100_000

    var space: SearchSpace

    /// Whether searches may use ``BucketFrontier`` (plain) and ``LevelFrontier`` (A*)
    /// when every cost is a whole number; off, every search uses ``HeapFrontier``. The
    /// benchmark turns it off to measure what the two frontiers buy.
    package var allowsWholeCostFrontiers: Bool {
        get { space.allowsBuckets }
        set { space.allowsBuckets = newValue }
    }

    /// How many states the last search reached: a measure of its work.
    package var exploredStates: Int { Int(space.states.discovered) }

    /// The default ``stateLimit``: enough for graphs of hundreds of thousands of screens.
    public static let defaultStateLimit = 2_000_000

    /// The default ``stateAwareLimit``: a few hundred user states over thousands of
    /// screens, about half a second in a release build.
    package static let defaultStateAwareLimit = 500_000

    /// Creates a planner for `graph`.
    public init(graph: ScreenGraph, stateLimit: Int = Planner.defaultStateLimit) {
        self.graph = graph
        self.stateLimit = stateLimit
        space = SearchSpace(graph: graph)
    }

    /// The least-cost route from a screen to a screen or action.
    ///
    /// With `allowingStateChanges`, or a `condition`, the search is state-aware: it
    /// explores screens, back stack and user state together with A* (see ``Heuristic``),
    /// may perform actions whose effects open guards or establish the condition, and
    /// lists every effect it applies on the route's steps.
    ///
    /// ```swift
    /// let route = try planner.route(to: "LockedLoginsSettings", allowingStateChanges: true)
    /// let reached = try planner.route(to: "ItemList", where: "numItems == 2")
    /// ```
    ///
    /// - Parameters:
    ///   - target: the screen to reach, or the action to perform.
    ///   - condition: a predicate on the user state that must hold on arrival; it
    ///     implies state changes are allowed.
    ///   - screen: where to start; the graph's start screen by default.
    ///   - state: the user state to start with; the graph's initial state by default.
    ///   - backStack: the back stack to start with, bottom first.
    ///   - allowingStateChanges: whether the route may perform actions with effects.
    /// - Returns: the route; when `target` is an action, it ends once the action and
    ///   its chain have led back to a screen.
    /// - Throws: ``PlanningError`` saying why there is no route; past ``stateLimit``
    ///   explored states, or when no state satisfies the condition, it names the
    ///   nearest state reached.
    /// - Complexity: O((S + T) log S) for S explored states and T moves out of them;
    ///   S is at most V when no effects or back stacks come into play.
    public func route(
        to target: some ScreenGraphName, where condition: String? = nil, from screen: (any ScreenGraphName)? = nil,
        state: UserState? = nil, backStack: [String] = [], allowingStateChanges: Bool = false
    ) throws(PlanningError) -> Route {
        let start = try self.state(on: screen?.screenGraphName ?? graph.startScreen, userState: state, backStack: backStack)
        return try route(to: target.screenGraphName, from: start, allowingStateChanges: allowingStateChanges, where: condition)
    }
}

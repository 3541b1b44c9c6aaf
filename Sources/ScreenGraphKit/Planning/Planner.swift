/// Finds least-cost routes through a ``ScreenGraph`` under the spec's "Costs and routes".
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
    public let graph: ScreenGraph
    /// The most states one search may explore before it gives up.
    public var stateLimit: Int

    var space: SearchSpace
    private var heap = MinHeap()
    var closedWays: [Int32: (state: Int32, reason: ClosedReason)] = [:]
    private var goal: Int32 = -1
    private var allowStateChanges = false

    enum ClosedReason {
        case guardFailed(Int32)
        case needsStateChange(Int32)
        case overflow(String)
    }

    /// The default ``stateLimit``: enough for graphs of hundreds of thousands of screens.
    public static let defaultStateLimit = 2_000_000

    /// Creates a planner for `graph`.
    public init(graph: ScreenGraph, stateLimit: Int = Planner.defaultStateLimit) {
        self.graph = graph
        self.stateLimit = stateLimit
        space = SearchSpace(graph: graph)
    }

    /// The least-cost route from a screen to a screen or action.
    ///
    /// - Parameters:
    ///   - target: the screen to reach, or the action to perform.
    ///   - screen: where to start; the graph's start screen by default.
    ///   - state: the user state to start with; the graph's initial state by default.
    ///   - backStack: the back stack to start with, bottom first.
    ///   - allowingStateChanges: whether the route may perform actions with effects.
    /// - Returns: the route; when `target` is an action, it ends once the action and
    ///   its chain have led back to a screen.
    /// - Throws: ``PlanningError`` saying why there is no route.
    /// - Complexity: O((S + T) log S) for S explored states and T moves out of them;
    ///   S is at most V when no effects or back stacks come into play.
    public func route(
        to target: String, from screen: String? = nil, state: UserState? = nil, backStack: [String] = [],
        allowingStateChanges: Bool = false
    ) throws(PlanningError) -> Route {
        let start = try position(screen: screen ?? graph.startScreen, state: state, backStack: backStack)
        return try route(to: target, from: start, strings: state?.strings ?? graph.strings,
                         allowingStateChanges: allowingStateChanges)
    }

    func position(screen: String, state: UserState?, backStack: [String]) throws(PlanningError) -> Position {
        guard let node = graph.nodeIDs[screen], Int(node) < graph.screenCount else {
            throw .unknownName(screen, expected: "a screen")
        }
        var stack: [Int32] = []
        for name in backStack {
            guard let id = graph.nodeIDs[name], Int(id) < graph.screenCount else {
                throw .unknownName(name, expected: "a screen")
            }
            stack.append(id)
        }
        return Position(node: node, stack: stack, slots: state?.slots ?? graph.initialSlots)
    }

    func route(
        to target: String, from start: Position, strings: StringTable, allowingStateChanges: Bool
    ) throws(PlanningError) -> Route {
        guard let goal = graph.nodeIDs[target] else { throw .unknownName(target, expected: "a screen or an action") }
        let found = try search(from: start, goal: goal, allowingStateChanges: allowingStateChanges)
        return try makeRoute(from: start, to: found, strings: strings)
    }

    // MARK: Search

    private func search(from start: Position, goal: Int32, allowingStateChanges: Bool) throws(PlanningError) -> Int32 {
        space.reset()
        heap.removeAll()
        closedWays.removeAll(keepingCapacity: true)
        self.goal = goal
        allowStateChanges = allowingStateChanges
        let first = space.intern(start)
        space.stateCost[Int(first)] = 0
        heap.push(MinHeap.Entry(cost: 0, hops: 0, state: first))
        while let entry = heap.pop() {
            let state = entry.state
            if space.stateClosed[Int(state)] { continue }
            space.stateClosed[Int(state)] = true
            // An action's chain has the same length from every state, so the first goal
            // state whose chain can finish is the cheapest route.
            if space.stateNode[Int(state)] == goal, completion(of: state) != nil { return state }
            expand(state)
            if space.stateNode.count > stateLimit {
                throw .searchLimit(from: name(start.node), to: name(goal), limit: stateLimit)
            }
        }
        throw failure(from: start.node, to: goal)
    }

    func name(_ node: Int32) -> String { graph.nodeNames[Int(node)] }

    @inline(__always)
    private func relax(_ parent: Int32, to node: Int32, context: Int32, cost: Double, via: Int32) {
        let (id, _) = space.state(node: node, context: context)
        if space.stateClosed[Int(id)] { return }
        let total = space.stateCost[Int(parent)] + cost
        let hops = space.stateHops[Int(parent)] + 1
        let known = space.stateCost[Int(id)]
        guard total < known || (total == known && hops < space.stateHops[Int(id)]) else { return }
        space.stateCost[Int(id)] = total
        space.stateHops[Int(id)] = hops
        space.stateParent[Int(id)] = parent
        space.stateVia[Int(id)] = via
        heap.push(MinHeap.Entry(cost: total, hops: hops, state: id))
    }

    /// Records the first time a way is closed; the search pops states in cost order,
    /// so that is the cheapest state it was tried from. Keys are move indices, or, for
    /// the move out of an action, `Via.then - action` (always below every `Via` code).
    private func close(_ key: Int32, from state: Int32, _ reason: ClosedReason) {
        if closedWays[key] == nil { closedWays[key] = (state, reason) }
    }

    func expand(_ state: Int32) {
        let node = space.stateNode[Int(state)]
        let context = space.contexts[Int(space.stateContext[Int(state)])]
        if Int(node) >= graph.screenCount {
            if let next = actionSuccessor(of: state, entering: { self.mayEnter($0) }) {
                relax(state, to: next.node, context: next.context, cost: 1, via: next.via)
            }
            return
        }
        let screen = graph.screens[Int(node)]
        for index in graph.movesOut(of: node) {
            let move = graph.moves[index]
            if move.guardIndex >= 0 {
                do throws(OverflowError) {
                    guard try space.holds(graph.guards[Int(move.guardIndex)], user: context.user) else {
                        close(Int32(index), from: state, .guardFailed(move.guardIndex))
                        continue
                    }
                } catch {
                    close(Int32(index), from: state, .overflow(graph.guards[Int(move.guardIndex)].source.text))
                    continue
                }
            }
            let target = move.target
            if Int(target) >= graph.screenCount {
                guard mayEnter(target) else {
                    close(Int32(index), from: state, .needsStateChange(target))
                    continue
                }
                let action = graph.actions[Int(target) - graph.screenCount]
                do throws(OverflowError) {
                    let user = try space.applying(action.effects, to: context.user)
                    let next = space.context(
                        origin: node, beneath: screen.dismissOnUse ? context.beneath : -1, stack: context.stack, user: user)
                    relax(state, to: target, context: next, cost: move.cost, via: Int32(index))
                } catch {
                    close(Int32(index), from: state, .overflow(describe(action.effects)))
                }
            } else {
                let next = enter(target, from: node, beneath: context.beneath, stack: context.stack, user: context.user)
                if next >= 0 {
                    relax(state, to: target, context: next, cost: move.cost, via: Int32(index))
                } else if next == Planner.overflowed {
                    close(Int32(index), from: state, .overflow(describe(screen.onExit + graph.screens[Int(target)].onEnter)))
                }
            }
        }
        if let back = screen.back, let next = backSuccessor(of: node, context: context) {
            relax(state, to: next.node, context: next.context, cost: back.cost, via: SearchSpace.Via.back)
        }
    }

    /// Runs `body` with the effects rule set to `allowed`, restoring it after.
    func withStateChanges(allowed: Bool, _ body: () -> Void) {
        let saved = (allowStateChanges, goal)
        allowStateChanges = allowed
        goal = -1
        body()
        (allowStateChanges, goal) = saved
    }

    private func mayEnter(_ action: Int32) -> Bool {
        allowStateChanges || action == goal || graph.actions[Int(action) - graph.screenCount].effects.isEmpty
    }

    func describe(_ statements: [CompiledStatement]) -> String {
        statements.map(\.source.text).joined(separator: "; ")
    }

    /// What ``enter(_:from:beneath:stack:user:)`` returns when an `onExit` or `onEnter` statement overflows.
    static let overflowed: Int32 = -1
    /// What it returns when the move would put a screen into the back stack twice.
    static let repeatsInBackStack: Int32 = -2

    /// The context on entering screen `target` from screen `source`, or one of the
    /// negative codes above.
    ///
    /// Entering a `dismissOnUse` screen leaves the back stack as it is and remembers the
    /// screen beneath; entering a screen with `back` pushes the most recent screen that
    /// is not `dismissOnUse`; entering any other screen clears the stack. Pushing a
    /// screen already in the stack only happens on a route that laps a cycle of back
    /// screens; leaving such routes out keeps the number of stacks finite.
    func enter(_ target: Int32, from source: Int32, beneath: Int32, stack: Int32, user: Int32) -> Int32 {
        let sourceScreen = graph.screens[Int(source)]
        guard target != source else {
            return space.context(origin: -1, beneath: sourceScreen.dismissOnUse ? beneath : -1, stack: stack, user: user)
        }
        let targetScreen = graph.screens[Int(target)]
        guard let user = try? space.applying(sourceScreen.onExit, targetScreen.onEnter, to: user) else {
            return Planner.overflowed
        }
        if sourceScreen.dismissOnUse, target == beneath {
            // Closing an overlay reveals the screen beneath with the stack it had.
            return space.context(origin: -1, beneath: -1, stack: stack, user: user)
        }
        let solid = sourceScreen.dismissOnUse ? beneath : source
        if targetScreen.dismissOnUse {
            return space.context(origin: -1, beneath: solid, stack: stack, user: user)
        }
        if targetScreen.back != nil {
            guard solid >= 0 else { return space.context(origin: -1, beneath: -1, stack: stack, user: user) }
            guard !space.stack(stack, contains: solid) else { return Planner.repeatsInBackStack }
            return space.context(origin: -1, beneath: -1, stack: space.push(solid, onto: stack), user: user)
        }
        return space.context(origin: -1, beneath: -1, stack: 0, user: user)
    }

    /// Where the back gesture of `screen` leads: the screen beneath an overlay, or the
    /// top of the back stack, which it pops.
    private func backSuccessor(of screen: Int32, context: Context) -> (node: Int32, context: Int32)? {
        if graph.screens[Int(screen)].dismissOnUse {
            guard context.beneath >= 0 else { return nil }
            let next = enter(context.beneath, from: screen, beneath: context.beneath, stack: context.stack, user: context.user)
            return next >= 0 ? (context.beneath, next) : nil
        }
        let target = space.stackTop[Int(context.stack)]
        guard target >= 0,
            let user = try? space.applying(graph.screens[Int(screen)].onExit, graph.screens[Int(target)].onEnter, to: context.user)
        else { return nil }
        return (target, space.context(origin: -1, beneath: -1, stack: space.stackParent[Int(context.stack)], user: user))
    }

    /// The one move out of an action in progress: into its `then` (a chained action or
    /// a screen), or back to where it was performed. `nil` when the move is closed.
    func actionSuccessor(
        of state: Int32, entering mayEnter: (Int32) -> Bool
    ) -> (node: Int32, context: Int32, via: Int32)? {
        let node = space.stateNode[Int(state)]
        let context = space.contexts[Int(space.stateContext[Int(state)])]
        let action = graph.actions[Int(node) - graph.screenCount]
        let origin = context.origin
        let originScreen = graph.screens[Int(origin)]
        if action.then >= 0, Int(action.then) >= graph.screenCount {
            guard mayEnter(action.then) else {
                close(SearchSpace.Via.then - node, from: state, .needsStateChange(action.then))
                return nil
            }
            let effects = graph.actions[Int(action.then) - graph.screenCount].effects
            guard let user = try? space.applying(effects, to: context.user) else {
                close(SearchSpace.Via.then - node, from: state, .overflow(describe(effects)))
                return nil
            }
            let next = space.context(origin: origin, beneath: context.beneath, stack: context.stack, user: user)
            return (action.then, next, SearchSpace.Via.then)
        }
        let target: Int32
        let via: Int32
        if action.then >= 0 {
            target = action.then
            via = SearchSpace.Via.then
        } else {
            // An action used on an overlay dismisses it: the return is to the screen beneath.
            target = originScreen.dismissOnUse && context.beneath >= 0 ? context.beneath : origin
            via = SearchSpace.Via.return
        }
        let next = enter(target, from: origin, beneath: context.beneath, stack: context.stack, user: context.user)
        guard next >= 0 else {
            if next == Planner.repeatsInBackStack { return nil }
            close(
                SearchSpace.Via.then - node, from: state,
                .overflow(describe(originScreen.onExit + graph.screens[Int(target)].onEnter)))
            return nil
        }
        return (target, next, via)
    }
}

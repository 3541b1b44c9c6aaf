/// The interned states of one search: every back stack, user state and context gets a
/// dense id, and a search state is a (node, context) pair.
///
/// Storage is kept between searches and cleared at the start of each, so a navigator
/// that plans thousands of routes allocates only when a search outgrows the last one.
/// The per-state arrays are ``FlatBuffer``s: the inner loop writes them with no
/// copy-on-write check.
struct SearchSpace {
    let graph: ScreenGraph
    /// The moves in the compact form the inner loop reads.
    let hotMoves: HotMoves
    /// The guards as the search evaluates them.
    let guardPrograms: GuardPrograms
    /// Each screen's ``hasBackBit``, ``dismissOnUseBit``, ``unitBit`` and ``guardedBit``: 1 byte a
    /// screen where the compiled ``HotScreen`` takes 16.
    private let screenBits: FlatBuffer<UInt8>
    static let hasBackBit: UInt8 = 1
    static let dismissOnUseBit: UInt8 = 2
    /// Every move out of the screen is plain and of cost 1 (``HotMoves/isUnit(_:)``).
    static let unitBit: UInt8 = 4
    /// Some move out of the screen is guarded.
    static let guardedBit: UInt8 = 8

    /// The back stacks, as a trie.
    private(set) var stacks: StackTrie

    /// User states, interned by content.
    var users: UserTable

    /// Contexts: origin, screen beneath, back stack and user state.
    var contexts = ContextStore()

    /// The search's states: records, cost keys and marks.
    var states = SearchStates()

    /// The moves out of the state being expanded, relaxed together (see ``flushLevels(from:)``).
    var deferred = FlatBuffer<DeferredMove>()
    /// The sum of the slots ``flushLevels(from:)`` loads ahead of their probes: kept, so
    /// the loads are not left out as unused.
    var touches: Int32 = 0

    private(set) var fastContext: Int32 = -1
    /// The fast context's fields, to tell a context built by a move is the fast one.
    private(set) var fastContextValue = SearchContext(origin: -2, beneath: -2, stack: -2, user: -2)

    // The search in progress.
    /// Which ``SearchFrontier`` the search in progress uses (see ``begin(informed:limit:)``).
    private(set) var frontier = Frontier.heap
    /// The queue of ``HeapFrontier``.
    var heap = MinHeap()
    /// The queue of ``BucketFrontier``: a plain search when every move costs a whole
    /// number up to ``costBound``.
    var buckets: BucketQueue
    /// The queue of ``LevelFrontier``: an A* search whose costs are whole numbers and
    /// whose bounds lie within ``LevelQueue/largestSpan`` of each other.
    var levels = LevelQueue(span: 16)
    /// Whether searches may use ``buckets``; tests turn it off to compare with the heap.
    var allowsBuckets = true
    /// Whether a search since the planner was made used ``buckets``, or ``levels``.
    private(set) var usedBuckets = false
    private(set) var usedLevels = false
    /// How many searches the planner has run.
    private(set) var searches = 0
    /// The largest move cost when every cost (edges, ways into actions, back gestures) is
    /// a whole number no larger than ``BucketQueue`` rings allow; `nil` otherwise.
    let costBound: Int?
    /// The A* bound for the goal when the search is informed; `nil` for plain Dijkstra.
    var heuristic: Heuristic?
    /// What the goal state's user state must be.
    var arrival = Arrival.any
    /// The start's user state: its layout and string table give meaning to the slots of
    /// every user state the search reaches.
    var userTemplate: UserState
    /// The explored state nearest the goal (least bound, then least cost), for errors.
    var nearest: (state: Int32, estimate: Double)?
    private var reverseMoves: ReverseMoves?
    private var heuristics: [Int32: Heuristic] = [:]
    /// The ways found closed, for explaining a failure.
    var closures: ClosedWays
    /// The fast context's states that found a guard closed. Their closed moves are not
    /// in ``closures``: a guard's outcome is fixed in that context, so a failure finds
    /// them again from ``fastGuards``, and the search pays no write to the closures'
    /// table of moves (a cache miss a screen).
    var fastClosings = FlatBuffer<Int32>()
    /// What guards give in the fast context, whose user state never changes: 1 true,
    /// 0 false, 2 overflow, -1 not yet evaluated. Kept from search to search while the
    /// fast context's user state is the same (``fastGuardsUser``), as it is for most of
    /// a navigator's routes: on 100,000 screens with 80,000 guards, evaluating each
    /// again cost a search more than the rest of it.
    var fastGuards: FlatBuffer<Int8>
    /// What guards give and effects lead to on the search's other user states.
    var memo: UserMemo
    private var fastGuardsUser: [Int64]?
    /// Set while settling every target in one search (see `SearchSpace+Costs.swift`).
    var settling = Settling()
    var goal: Int32 = -1
    var allowStateChanges = false
    /// For each user state, the context of a screen with no back stack, overlay or
    /// origin (-1 until needed): the context most moves lead to, found without hashing.
    private var plainContexts = FlatBuffer<Int32>()

    /// The frontiers a search may use.
    enum Frontier {
        case heap, buckets, levels
    }

    /// The largest move cost for which a search may use ``BucketQueue``.
    static let largestBucketCost = 1_024

    /// What the user state on arrival at the goal must be.
    enum Arrival {
        case any
        /// A predicate must hold.
        case satisfying(CompiledPredicate)
        /// Exactly this user state: a route that ends where another one did.
        case exactly(UserState)

        /// Whether the arrival asks something of the user state, which makes a search state-aware.
        var constrainsState: Bool {
            if case .any = self { return false }
            return true
        }
    }

    /// Codes for ``StateRecord/via`` other than a move index.
    enum Via {
        static let start: Int32 = -1
        static let back: Int32 = -2
        static let then: Int32 = -3
        static let `return`: Int32 = -4
    }

    init(graph: ScreenGraph) {
        self.graph = graph
        hotMoves = HotMoves(graph: graph)
        guardPrograms = GuardPrograms(graph: graph)
        var screenBits = FlatBuffer<UInt8>(minimumCapacity: graph.screenCount)
        for (index, screen) in graph.hot.enumerated() {
            screenBits.append(
                (screen.hasBack ? SearchSpace.hasBackBit : 0) | (screen.dismissOnUse ? SearchSpace.dismissOnUseBit : 0)
                    | (hotMoves.isUnit(Int32(index)) ? SearchSpace.unitBit : 0)
                    | (graph.movesOut(of: Int32(index)).contains { graph.moves[$0].guardIndex >= 0 } ? SearchSpace.guardedBit : 0))
        }
        self.screenBits = screenBits
        users = UserTable(stride: graph.layout.slotCount)
        userTemplate = graph.initialState
        costBound = SearchSpace.wholeCostBound(of: graph)
        buckets = BucketQueue(bound: costBound ?? 1)
        closures = ClosedWays(moveCount: graph.moves.count)
        fastGuards = FlatBuffer(repeating: -1, count: graph.guards.count)
        memo = UserMemo(guardCount: graph.guards.count, actionCount: graph.actions.count)
        stacks = StackTrie(screenCount: graph.screenCount)
    }

    /// The largest cost of a move when all are whole numbers up to ``largestBucketCost``.
    private static func wholeCostBound(of graph: ScreenGraph) -> Int? {
        var bound = 1.0
        func admit(_ cost: Double) -> Bool {
            bound = max(bound, cost)
            return cost >= 1 && cost <= Double(largestBucketCost) && cost.rounded() == cost
        }
        for move in graph.moves where !admit(move.cost) { return nil }
        for screen in graph.hot where screen.hasBack && !admit(screen.backCost) { return nil }
        return Int(bound)
    }

    mutating func reset() {
        stacks.removeAll()
        users.removeAll()
        memo.removeAll()
        contexts.removeAll()
        states.removeAll()
        fastContext = -1
        fastContextValue = SearchContext(origin: -2, beneath: -2, stack: -2, user: -2)
        heap.removeAll()
        switch frontier {
        case .heap: break
        case .buckets: buckets.removeAll()
        case .levels: levels.removeAll()
        }
        frontier = .heap
        closures.removeAll()
        fastClosings.removeAll()
        plainContexts.removeAll()
        goal = -1
        allowStateChanges = false
        heuristic = nil
        arrival = .any
        nearest = nil
    }

    /// The heuristic for `goal`, computed once per goal and planner.
    mutating func heuristic(for goal: Int32) -> Heuristic {
        if let cached = heuristics[goal] { return cached }
        let heuristic = Heuristic(graph: graph, reverse: reverse(), goal: goal)
        heuristics[goal] = heuristic
        return heuristic
    }

    /// The graph's fixed-target moves by target, built once per planner.
    mutating func reverse() -> ReverseMoves {
        if let reverseMoves { return reverseMoves }
        let reverse = ReverseMoves(graph: graph)
        reverseMoves = reverse
        return reverse
    }

    // MARK: Stacks

    /// The stack made by pushing `screen` onto `stack`.
    mutating func push(_ screen: Int32, onto stack: Int32) -> Int32 {
        stacks.push(screen, onto: stack, distance: heuristic.map { $0.distance[Int(screen)] } ?? .infinity)
    }

    /// The stack beneath the topmost occurrence of `screen` in `stack`, -1 when the
    /// screen is not on it (see ``StackTrie/stack(_:beneath:)``).
    @inline(__always)
    func stack(_ stack: Int32, beneath screen: Int32) -> Int32 {
        stacks.stack(stack, beneath: screen)
    }

    mutating func internStack(_ stack: BackStack) -> Int32 {
        stack.screens.reduce(0) { push($1, onto: $0) }
    }

    // MARK: User states

    /// Evaluates the guard `index` of the graph on a user state.
    @inline(__always)
    func holds(_ index: Int32, user: Int32) throws(OverflowError) -> Bool {
        try users.withSlots(of: user) { (slots) throws(OverflowError) in try guardPrograms.holds(index, in: graph, slots: slots) }
    }

    /// The user state after applying `first` and then `second`; `user` itself when
    /// both are empty, which is the common case and costs nothing.
    @inline(__always)
    mutating func applying(
        _ first: [CompiledStatement], _ second: [CompiledStatement] = [], to user: Int32
    ) throws(OverflowError) -> Int32 {
        guard !first.isEmpty || !second.isEmpty else { return user }
        return try users.applying(first, second, to: user)
    }

    // MARK: Contexts and states

    @inline(__always)
    mutating func context(origin: Int32, beneath: Int32, stack: Int32, user: Int32) -> Int32 {
        contexts.append(SearchContext(origin: origin, beneath: beneath, stack: stack, user: user))
    }

    /// The context with no origin, overlay or back stack for `user`.
    @inline(__always)
    mutating func plainContext(user: Int32) -> Int32 {
        if Int(user) < plainContexts.count {
            let known = plainContexts[Int(user)]
            if known >= 0 { return known }
        }
        let id = context(origin: -1, beneath: -1, stack: 0, user: user)
        if plainContexts.count <= Int(user) { plainContexts.append(repeating: -1, count: Int(user) + 1 - plainContexts.count) }
        plainContexts[Int(user)] = id
        return id
    }

    /// The ``hasBackBit`` and ``dismissOnUseBit`` of `screen`.
    @inline(__always)
    func bits(ofScreen screen: Int32) -> UInt8 { screenBits[Int(screen)] }

    /// ``SearchStates/keys``' form of `cost` and `hops`.
    @inline(__always)
    static func key(cost: Double, hops: Int32) -> UInt64 {
        UInt64(cost) << 32 | UInt64(UInt32(bitPattern: hops))
    }

    /// Counts a search and chooses its ``frontier``. When every cost is whole and no
    /// route within `limit` states can outgrow the (cost, hops) ``SearchStates/keys``:
    /// ``BucketFrontier`` when the search is uninformed, ``LevelFrontier`` when the
    /// heuristic's bounds are near enough to each other; ``HeapFrontier`` otherwise.
    /// Call it after setting ``heuristic``.
    mutating func begin(informed: Bool, limit: Int) {
        searches += 1
        let whole = allowsBuckets && costBound.map { limit < Int(UInt32.max) / $0 - 1 } ?? false
        if whole && !informed { frontier = .buckets }
        if whole, informed, let heuristic, let costBound, heuristic.largestDistance < Double(LevelQueue.largestSpan) {
            // A bound is at most a move and a distance (or two moves and a distance, by
            // a screen of the context) above the cost, and a pushed state's cost at most
            // a move above the cost of a state taken at or below the level.
            let span = 2 * costBound + Int(heuristic.largestDistance) + 1
            if span <= LevelQueue.largestSpan {
                if !levels.covers(span: span) { levels = LevelQueue(span: span) }
                frontier = .levels
            }
        }
        usedBuckets = usedBuckets || frontier == .buckets
        usedLevels = usedLevels || frontier == .levels
    }

    /// The state for (node, context id).
    @inline(__always)
    mutating func state(node: Int32, context: Int32) -> Int32 {
        if context == fastContext { return node }
        return state(node: node, context: contexts[Int(context)], id: context)
    }

    /// The state for (node, context), interning the context when the state is new;
    /// `id` is the context's id when the caller knows it.
    @inline(__always)
    mutating func state(node: Int32, context: SearchContext, id: Int32 = -1) -> Int32 {
        if context == fastContextValue { return node }
        let newID = Int32(truncatingIfNeeded: states.records.count)
        let state = states.stateTable.findOrInsert(StateTable.Key(node: node, context: context), newID: newID).state
        if state == newID {
            states.records.append(SearchStates.StateRecord(node: node, context: id >= 0 ? id : contexts.append(context)))
            states.keys.append(.max)
            states.growBits()
        }
        return state
    }

    /// Makes the plain context of `user` the one whose state ids are node ids. Call it
    /// first thing after ``reset()``.
    mutating func useFastContext(user: Int32) {
        precondition(states.records.isEmpty, "the fast context is chosen before any state exists")
        fastContext = plainContext(user: user)
        fastContextValue = contexts[Int(fastContext)]
        let slots = users.slots(of: user)
        if slots != fastGuardsUser {
            fastGuards.fill(with: -1)
            fastGuardsUser = slots
        }
        let context = fastContext
        states.records.append(repeating: SearchStates.StateRecord(node: 0, context: context), count: graph.nodeNames.count)
        states.keys.append(repeating: .max, count: graph.nodeNames.count)

        states.records.withUnsafeMutableBufferPointer { buffer in
            for index in buffer.indices { buffer[index].node = Int32(truncatingIfNeeded: index) }
        }
        states.growBits()
    }

    /// Interns `position`, whose user state becomes the template of the states reached from it.
    mutating func intern(_ position: NavigationState) -> Int32 {
        userTemplate = position.user
        let context = context(
            origin: position.origin, beneath: position.beneath, stack: internStack(position.stack),
            user: users.intern(position.user.slots))
        return state(node: position.node, context: context)
    }

    /// The user state with id `user`.
    func userState(_ user: Int32) -> UserState {
        var state = userTemplate
        state.slots = users.slots(of: user)
        return state
    }

    /// Where `state` is, its back stack in storage of its own; a route's steps share
    /// one (see ``StackArena``).
    func position(of state: Int32) -> NavigationState {
        let context = contexts[Int(states.records[Int(state)].context)]
        return position(of: state, stack: StackArena(self, stacks: [context.stack]).stack(context.stack))
    }

    func position(of state: Int32, stack: BackStack) -> NavigationState {
        let context = contexts[Int(states.records[Int(state)].context)]
        return NavigationState(
            node: states.records[Int(state)].node, origin: context.origin, beneath: context.beneath, stack: stack,
            user: userState(context.user))
    }
}

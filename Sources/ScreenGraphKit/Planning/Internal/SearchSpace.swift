/// The interned states of one search: every back stack, user state and context gets a
/// dense id, and a search state is a (node, context) pair.
///
/// Storage is kept between searches and cleared at the start of each, so a navigator
/// that plans thousands of routes allocates only when a search outgrows the last one.
struct SearchSpace {
    let graph: ScreenGraph

    // Back stacks as a trie: id 0 is the empty stack.
    private var stackTable = IDTable()
    private(set) var stackParent: [Int32] = [-1]
    private(set) var stackTop: [Int32] = [-1]

    // User states: `stride` slots each in one pool.
    private var userIDs: [[Int64]: Int32] = [:]
    private(set) var userPool: [Int64] = []
    let stride: Int
    private var scratch: [Int64]

    // Contexts, interned in two halves: (origin, beneath) and (stack, user).
    private var originTable = IDTable(capacity: 64)
    private var originPairs: [(origin: Int32, beneath: Int32)] = []
    private var stackUserTable = IDTable()
    private var stackUserPairs: [(stack: Int32, user: Int32)] = []
    private var contextTable = IDTable()
    private(set) var contexts: [Context] = []

    /// One search state: where it is and how the search reached it, in one record so a
    /// relaxation touches one cache line.
    struct StateRecord {
        var cost: Double = .infinity
        var node: Int32
        var context: Int32
        var hops: Int32 = 0
        var parent: Int32 = -1
        /// How the state was reached: a move index (>= 0) or one of the `Via` codes.
        var via: Int32 = Via.start
        /// When the search first reached the state, -1 before: ties break on it.
        var order: Int32 = -1
        var closed = false
    }

    // Search states. A search may pick one context (the start's user state with no
    // stack, overlay or origin, where most states are) whose state ids are the node
    // ids, reserved up front; other states are interned by (node, context).
    private var stateTable = IDTable(capacity: 4096)
    var records: [StateRecord] = []
    private var fastContext: Int32 = -1
    /// How many states the search has reached.
    var discovered: Int32 = 0

    // The search in progress.
    var heap = MinHeap()
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
    var closedWays: [Int32: (state: Int32, reason: ClosedReason)] = [:]
    var goal: Int32 = -1
    var allowStateChanges = false
    /// For each user state, the context of a screen with no back stack, overlay or
    /// origin (-1 until needed): the context most moves lead to, found without hashing.
    private var plainContexts: [Int32] = []

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
        stride = graph.layout.slotCount
        userTemplate = graph.initialState
        scratch = [Int64](repeating: 0, count: stride)
    }

    mutating func reset() {
        stackTable.removeAll()
        stackParent.removeSubrange(1...)
        stackTop.removeSubrange(1...)
        userIDs.removeAll(keepingCapacity: true)
        userPool.removeAll(keepingCapacity: true)
        originTable.removeAll()
        originPairs.removeAll(keepingCapacity: true)
        stackUserTable.removeAll()
        stackUserPairs.removeAll(keepingCapacity: true)
        contextTable.removeAll()
        contexts.removeAll(keepingCapacity: true)
        stateTable.removeAll()
        records.removeAll(keepingCapacity: true)
        fastContext = -1
        discovered = 0
        heap.removeAll()
        closedWays.removeAll(keepingCapacity: true)
        plainContexts.removeAll(keepingCapacity: true)
        goal = -1
        allowStateChanges = false
        heuristic = nil
        arrival = .any
        nearest = nil
    }

    /// The heuristic for `goal`, computed once per goal and planner.
    mutating func heuristic(for goal: Int32) -> Heuristic {
        if let cached = heuristics[goal] { return cached }
        let reverse = reverseMoves ?? ReverseMoves(graph: graph)
        reverseMoves = reverse
        let heuristic = Heuristic(graph: graph, reverse: reverse, goal: goal)
        heuristics[goal] = heuristic
        return heuristic
    }

    // MARK: Stacks

    mutating func push(_ screen: Int32, onto stack: Int32) -> Int32 {
        let id = stackTable.findOrInsert(pack(stack, screen), newID: Int32(stackParent.count))
        if id == Int32(stackParent.count) {
            stackParent.append(stack)
            stackTop.append(screen)
        }
        return id
    }

    /// The stack beneath the topmost occurrence of `screen` in `stack`: what popping
    /// the stack down to that screen leaves; -1 when the screen is not on it. In the
    /// trie that is the parent of the occurrence, so popping builds nothing.
    @inline(__always)
    func stack(_ stack: Int32, beneath screen: Int32) -> Int32 {
        var current = stack
        while current > 0 {
            if stackTop[Int(current)] == screen { return stackParent[Int(current)] }
            current = stackParent[Int(current)]
        }
        return -1
    }

    mutating func internStack(_ screens: [Int32]) -> Int32 {
        screens.reduce(0) { push($1, onto: $0) }
    }

    func screens(inStack stack: Int32) -> [Int32] {
        var screens: [Int32] = []
        var current = stack
        while current > 0 {
            screens.append(stackTop[Int(current)])
            current = stackParent[Int(current)]
        }
        return screens.reversed()
    }

    // MARK: User states

    mutating func internUser(_ slots: [Int64]) -> Int32 {
        if let id = userIDs[slots] { return id }
        let id = Int32(userIDs.count)
        userIDs[slots] = id
        userPool.append(contentsOf: slots)
        return id
    }

    func slots(ofUser user: Int32) -> [Int64] {
        Array(userPool[Int(user) * stride..<(Int(user) + 1) * stride])
    }

    /// Evaluates the guard `index` of the graph on a user state.
    @inline(__always)
    func holds(_ index: Int32, user: Int32) throws(OverflowError) -> Bool {
        try userPool.withUnsafeBufferPointer { (pool) throws(OverflowError) in
            let start = pool.baseAddress.map { $0 + Int(user) * stride }
            return try graph.guards[Int(index)].holds(UnsafeBufferPointer(start: start, count: stride))
        }
    }

    /// The user state after applying `first` and then `second`; `user` itself when
    /// both are empty, which is the common case and costs nothing.
    @inline(__always)
    mutating func applying(
        _ first: [CompiledStatement], _ second: [CompiledStatement] = [], to user: Int32
    ) throws(OverflowError) -> Int32 {
        guard !first.isEmpty || !second.isEmpty else { return user }
        for index in 0..<stride { scratch[index] = userPool[Int(user) * stride + index] }
        try first.apply(to: &scratch)
        try second.apply(to: &scratch)
        return internUser(scratch)
    }

    // MARK: Contexts and states

    mutating func context(origin: Int32, beneath: Int32, stack: Int32, user: Int32) -> Int32 {
        let originID = originTable.findOrInsert(pack(origin, beneath), newID: Int32(originPairs.count))
        if originID == Int32(originPairs.count) { originPairs.append((origin, beneath)) }
        let stackUserID = stackUserTable.findOrInsert(pack(stack, user), newID: Int32(stackUserPairs.count))
        if stackUserID == Int32(stackUserPairs.count) { stackUserPairs.append((stack, user)) }
        let id = contextTable.findOrInsert(pack(originID, stackUserID), newID: Int32(contexts.count))
        if id == Int32(contexts.count) {
            contexts.append(Context(origin: origin, beneath: beneath, stack: stack, user: user))
        }
        return id
    }

    /// The context with no origin, overlay or back stack for `user`.
    @inline(__always)
    mutating func plainContext(user: Int32) -> Int32 {
        if Int(user) < plainContexts.count, plainContexts[Int(user)] >= 0 { return plainContexts[Int(user)] }
        let id = context(origin: -1, beneath: -1, stack: 0, user: user)
        while plainContexts.count <= Int(user) { plainContexts.append(-1) }
        plainContexts[Int(user)] = id
        return id
    }

    /// The state for (node, context).
    @inline(__always)
    mutating func state(node: Int32, context: Int32) -> Int32 {
        if context == fastContext { return node }
        let newID = Int32(records.count)
        let id = stateTable.findOrInsert(pack(node, context), newID: newID)
        if id == newID { records.append(StateRecord(node: node, context: context)) }
        return id
    }

    /// Makes the plain context of `user` the one whose state ids are node ids. Call it
    /// first thing after ``reset()``.
    mutating func useFastContext(user: Int32) {
        precondition(records.isEmpty, "the fast context is chosen before any state exists")
        fastContext = plainContext(user: user)
        let context = fastContext
        records.append(contentsOf: (0..<Int32(graph.nodeNames.count)).lazy.map { StateRecord(node: $0, context: context) })
    }

    /// Marks `state` reached, giving it the next discovery order if it has none.
    @inline(__always)
    mutating func markDiscovered(_ state: Int32) {
        guard records[Int(state)].order < 0 else { return }
        records[Int(state)].order = discovered
        discovered += 1
    }

    /// Interns `position`, whose user state becomes the template of the states reached from it.
    mutating func intern(_ position: NavigationState) -> Int32 {
        userTemplate = position.user
        let context = context(
            origin: position.origin, beneath: position.beneath, stack: internStack(position.stack),
            user: internUser(position.user.slots))
        return state(node: position.node, context: context)
    }

    /// The user state with id `user`.
    func userState(_ user: Int32) -> UserState {
        var state = userTemplate
        state.slots = slots(ofUser: user)
        return state
    }

    func position(of state: Int32) -> NavigationState {
        let context = contexts[Int(records[Int(state)].context)]
        return NavigationState(
            node: records[Int(state)].node, origin: context.origin, beneath: context.beneath,
            stack: screens(inStack: context.stack), user: userState(context.user))
    }
}

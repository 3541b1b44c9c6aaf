/// Dijkstra's algorithm over the search space (A* when informed). It lives in mutating
/// methods of the struct so that the hot loop works on `inout self`: no dynamic
/// exclusivity checks and no reference counting per move.
extension SearchSpace {
    /// Searches from `start` for the cheapest state on `goal` whose action chain, if
    /// any, can finish.
    ///
    /// - Parameters:
    ///   - condition: a predicate the goal state's user state must satisfy.
    ///   - informed: whether to run A* with the goal's ``Heuristic`` (state-aware
    ///     searches) rather than plain Dijkstra.
    ///   - accept: when given, decides which popped state ends the search instead of
    ///     the goal.
    mutating func search(
        from start: NavigationState, goal: Int32, allowingStateChanges: Bool, arrival: Arrival = .any,
        informed: Bool = false, limit: Int, accepting accept: ((inout SearchSpace, Int32) -> Bool)? = nil
    ) throws(PlanningError) -> Int32 {
        reset()
        self.goal = goal
        allowStateChanges = allowingStateChanges
        self.arrival = arrival
        if informed { heuristic = heuristic(for: goal) }
        begin(informed: informed, limit: limit)
        useFastContext(user: users.intern(start.user.slots))
        let first = intern(start)
        let found: Int32?
        switch frontier {
        case .heap: found = run(HeapFrontier.self, first: first, limit: limit, accepting: accept)
        case .buckets: found = run(BucketFrontier.self, first: first, limit: limit, accepting: accept)
        case .levels: found = run(LevelFrontier.self, first: first, limit: limit, accepting: accept)
        }
        if let found { return found }
        if Int(states.discovered) > limit {
            throw .searchLimit(
                from: graph.nodeNames[Int(start.node)], to: goal >= 0 ? graph.nodeNames[Int(goal)] : "any goal", limit: limit,
                nearest: nearestDescription())
        }
        if case .satisfying(let condition) = arrival, let nearest, states.records[Int(nearest.state)].node == goal {
            throw .unsatisfiable(
                from: graph.nodeNames[Int(start.node)], to: graph.nodeNames[Int(goal)], condition: condition.source.text,
                nearest: nearestDescription())
        }
        guard goal >= 0 else { throw .disconnected(from: graph.nodeNames[Int(start.node)], to: "any goal") }
        throw failure(from: start.node, to: goal)
    }

    /// The search's loop over `Frontier`, from state `first`: the state that ends the
    /// search, or `nil` when the frontier runs dry or more than `limit` states are
    /// reached. Generic, so each frontier's loop is compiled on its own.
    private mutating func run<Frontier: SearchFrontier>(
        _: Frontier.Type, first: Int32, limit: Int, accepting accept: ((inout SearchSpace, Int32) -> Bool)?
    ) -> Int32? {
        Frontier.start(first, in: &self)
        let nodeCount = Int32(graph.nodeNames.count)
        while let popped = Frontier.pop(in: &self) {
            let state = popped.state
            // States below the node count are the fast context's, whose ids are their nodes.
            let node = state < nodeCount ? state : states.records[Int(state)].node
            if Frontier.closesOnPop { states.records[Int(state)].closed = true }
            // An action's chain has the same length from every state, so the first goal
            // state whose chain can finish is the cheapest route.
            if let accept {
                if accept(&self, state) { return state }
            } else if settling.active {
                settle(state, node: node, cost: popped.cost)
            } else if node == goal, satisfiesArrival(state), completion(of: state) != nil {
                return state
            }
            expand(Frontier.self, state, node: node, context: popped.context, cost: popped.cost, hops: popped.hops)
            if Int(states.discovered) > limit { return nil }
        }
        return nil
    }

    /// The heuristic's bound for a state, 0 in a plain search.
    @inline(__always)
    func estimate(of state: Int32) -> Double {
        heuristic == nil ? 0 : estimate(node: states.records[Int(state)].node, context: contexts[Int(states.records[Int(state)].context)])
    }

    private func satisfiesArrival(_ state: Int32) -> Bool {
        let user = contexts[Int(states.records[Int(state)].context)].user
        switch arrival {
        case .any:
            return true
        case .satisfying(let condition):
            return users.withSlots(of: user) { (try? condition.holds($0)) ?? false }
        case .exactly(let wanted):
            return userState(user) == wanted
        }
    }

    /// Notes a state taken at `cost` whose bound is `estimate` above it.
    @inline(__always)
    mutating func noteNearest(_ state: Int32, estimate: Double, cost: Double) {
        guard let current = nearest else {
            nearest = (state, estimate)
            return
        }
        if estimate < current.estimate || estimate == current.estimate && cost < states.records[Int(current.state)].cost {
            nearest = (state, estimate)
        }
    }

    /// `Screen with field = value, ...` for the nearest state.
    func nearestDescription() -> String? {
        guard let nearest else { return nil }
        let user = userState(contexts[Int(states.records[Int(nearest.state)].context)].user)
        let name = graph.nodeNames[Int(states.records[Int(nearest.state)].node)]
        return user.fieldNames.isEmpty ? name : "\(name) with \(user)"
    }

    /// Records the first time a way is closed; the search pops states in cost order,
    /// so that is the cheapest state it was tried from. Keys are move indices, or, for
    /// the move out of an action, `Via.then - action` (always below every `Via` code).
    @inline(__always)
    mutating func close(_ key: Int32, from state: Int32, _ reason: ClosedWays.Reason) {
        if settling.active, case .needsStateChange(let action) = reason { noteDestination(action, key: key, from: state) }
        closures.close(key, from: state, reason)
    }

    func mayEnter(_ action: Int32) -> Bool {
        allowStateChanges || action == goal || graph.actions[Int(action) - graph.screenCount].effects.isEmpty
    }

    func describe(_ statements: [CompiledStatement]) -> String {
        statements.map(\.source.text).joined(separator: "; ")
    }

    /// What guard `index` gives on user state `user`: 1 true, 0 false, 2 overflow.
    @inline(__always)
    private mutating func guardValue(_ index: Int32, user: Int32) -> Int8 {
        if let known = memo.guardValue(index, user: user) { return known }
        let value = evaluateGuard(index, user: user)
        memo.remember(guard: index, user: user, value)
        return value
    }

    /// ``guardValue(_:user:)``, evaluated.
    private func evaluateGuard(_ index: Int32, user: Int32) -> Int8 {
        do throws(OverflowError) {
            return try holds(index, user: user) ? 1 : 0
        } catch {
            return 2
        }
    }

    /// ``guardValue(_:user:)`` in the fast context, evaluated once per search.
    @inline(__always)
    private mutating func fastGuardValue(_ index: Int32) -> Int8 {
        let known = fastGuards[Int(index)]
        if known >= 0 { return known }
        let value = evaluateGuard(index, user: contexts[Int(fastContext)].user)
        fastGuards[Int(index)] = value
        return value
    }

    /// Relaxes every move out of `state`, which is on `node` at `cost` after `hops - 1`
    /// moves; `known` is its context when the caller has it, or the state's record is read.
    ///
    /// A call of its own, not inlined into ``run(_:first:limit:accepting:)``: inlined, the
    /// pop's values took the registers the inner loop over the moves needs, and the loop
    /// read the key table's address from the stack at every move (15% slower full search).
    @inline(never)
    private mutating func expand<Frontier: SearchFrontier>(
        _: Frontier.Type, _ state: Int32, node: Int32, context known: SearchContext?, cost: Double, hops: Int32
    ) {
        expandMoves(Frontier.self, state, node: node, context: known, cost: cost, hops: hops)
        Frontier.flush(from: state, in: &self)
    }

    @inline(__always)
    private mutating func expandMoves<Frontier: SearchFrontier>(
        _: Frontier.Type, _ state: Int32, node: Int32, context known: SearchContext?, cost: Double, hops popped: Int32
    ) {
        let hops = popped + 1
        // In the fast context (the start's user state, no stack or overlay) a guard's
        // outcome never changes, and a plain move stays in the context.
        let fast = state < Int32(truncatingIfNeeded: graph.nodeNames.count)
        let context = known ?? contexts[Int(fast ? fastContext : states.records[Int(state)].context)]
        if Int(node) >= graph.screenCount {
            if let next = actionSuccessor(of: state, node: node, context: context, forced: false) {
                Frontier.offer(next.node, in: next.context, cost: cost + 1, hops: hops, parent: state, via: next.via, in: &self)
            }
            return
        }
        let plain = fast ? fastContext : plainContext(user: context.user)
        let bits = bits(ofScreen: node)
        let moves = graph.movesOut(of: node)
        if fast, Frontier.offersKeys {
            // The common case, a plain unguarded move of whole cost from the fast context
            // into it, compares one key; any other move takes the general way below.
            let base = UInt64(cost) << 32 | UInt64(UInt32(bitPattern: hops))
            if bits & SearchSpace.unitBit != 0 {
                let key = base &+ 1 << 32
                guard bits & SearchSpace.guardedBit != 0 else {
                    for index in moves { relaxWhole(hotMoves.targets[index], key: key, parent: state, via: Int32(index)) }
                    return finishExpanding(Frontier.self, state, node: node, context: context, cost: cost, hops: hops, bits: bits)
                }
                // A guarded move's entry is its guard, complemented (``HotMoves/targets``).
                var closedAny = false
                for index in moves {
                    let target = hotMoves.targets[index]
                    if target >= 0 {
                        relaxWhole(target, key: key, parent: state, via: Int32(index))
                    } else if fastGuardValue(~target) == 1 {
                        relaxWhole(hotMoves[index].target, key: key, parent: state, via: Int32(index))
                    } else {
                        closedAny = true
                    }
                }
                if closedAny { fastClosings.append(state) }
                return finishExpanding(Frontier.self, state, node: node, context: context, cost: cost, hops: hops, bits: bits)
            }
            for index in moves {
                let move = hotMoves[index]
                guard move.bits & HotMoves.Entry.simpleMask == HotMoves.Entry.simple else {
                    expandMove(Frontier.self, index, move, from: state, node: node, context: context, plain: plain, fast: true, cost: cost, hops: hops, bits: bits)
                    continue
                }
                relaxWhole(move.target, key: base &+ UInt64(move.bits & HotMoves.Entry.costMask) << 32, parent: state, via: Int32(index))
            }
        } else {
            for index in moves {
                expandMove(Frontier.self, index, hotMoves[index], from: state, node: node, context: context, plain: plain, fast: fast, cost: cost, hops: hops, bits: bits)
            }
        }
        finishExpanding(Frontier.self, state, node: node, context: context, cost: cost, hops: hops, bits: bits)
    }

    /// Relaxes the back gesture of `node`, when it has one.
    @inline(__always)
    private mutating func finishExpanding<Frontier: SearchFrontier>(
        _: Frontier.Type, _ state: Int32, node: Int32, context: SearchContext, cost: Double, hops: Int32, bits: UInt8
    ) {
        if bits & SearchSpace.hasBackBit != 0, let next = backSuccessor(of: node, context: context) {
            Frontier.offer(
                next.node, in: next.context, cost: cost + graph.hot[Int(node)].backCost, hops: hops, parent: state, via: Via.back,
                in: &self)
        }
    }

    /// Relaxes move `index` (`move` in ``hotMoves``) out of `state`.
    @inline(__always)
    private mutating func expandMove<Frontier: SearchFrontier>(
        _: Frontier.Type, _ index: Int, _ move: HotMoves.Entry, from state: Int32, node: Int32, context: SearchContext, plain: Int32, fast: Bool,
        cost: Double, hops: Int32, bits: UInt8
    ) {
        if move.isGuarded {
            let guardIndex = hotMoves.guards[index]
            let value = fast ? fastGuardValue(guardIndex) : guardValue(guardIndex, user: context.user)
            guard value == 1 else {
                if !fast {
                    close(Int32(index), from: state, value == 0 ? .guardFailed(guardIndex) : .overflow(.guarded(guardIndex)))
                } else if fastClosings.isEmpty || fastClosings[fastClosings.count - 1] != state {
                    fastClosings.append(state)
                }
                return
            }
        }
        let total = cost + (move.cost ?? graph.moves[index].cost)
        if move.isPlain {
            Frontier.offer(move.target, context: plain, cost: total, hops: hops, parent: state, via: Int32(index), in: &self)
            return
        }
        switch transition(move.target, from: node, context: context, dismissOnUse: bits & SearchSpace.dismissOnUseBit != 0) {
        case .open(let next):
            Frontier.offer(move.target, in: next, cost: total, hops: hops, parent: state, via: Int32(index), in: &self)
        case .closed(let reason):
            close(Int32(index), from: state, reason)
        }
    }
}

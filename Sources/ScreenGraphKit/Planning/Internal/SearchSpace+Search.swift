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
        setCost(0, hops: 0, of: first)
        markDiscovered(first)
        enqueue(first, cost: 0, hops: 0, order: 0)
        let nodeCount = Int32(graph.nodeNames.count)
        // Chosen once per pop, outside `nextState()`: inside it, the levels' pop made the
        // heap's and the buckets' too large to inline, a call per pop of a plain search.
        while let (state, cost, hops) = usesLevels ? nextLevelState() : nextState() {
            // States below the node count are the fast context's, whose ids are their nodes.
            let node = state < nodeCount ? state : records[Int(state)].node
            // The buckets tell stale entries by their keys, the levels by their bits; the
            // heap needs the mark.
            if !usesBuckets && !usesLevels { records[Int(state)].closed = true }
            // An action's chain has the same length from every state, so the first goal
            // state whose chain can finish is the cheapest route.
            if let accept {
                if accept(&self, state) { return state }
            } else if settling.active {
                settle(state, node: node, cost: cost)
            } else if node == goal, satisfiesArrival(state), completion(of: state) != nil {
                return state
            }
            if usesLevels, let popped {
                expand(state, node: node, context: popped.context, cost: cost, hops: hops)
            } else {
                expand(state, node: node, cost: cost, hops: hops)
            }
            if Int(discovered) > limit {
                throw .searchLimit(
                    from: graph.nodeNames[Int(start.node)], to: goal >= 0 ? graph.nodeNames[Int(goal)] : "any goal", limit: limit,
                    nearest: nearestDescription())
            }
        }
        if case .satisfying(let condition) = arrival, let nearest, records[Int(nearest.state)].node == goal {
            throw .unsatisfiable(
                from: graph.nodeNames[Int(start.node)], to: graph.nodeNames[Int(goal)], condition: condition.source.text,
                nearest: nearestDescription())
        }
        guard goal >= 0 else { throw .disconnected(from: graph.nodeNames[Int(start.node)], to: "any goal") }
        throw failure(from: start.node, to: goal)
    }

    /// Puts `state`, reached at `cost` in `hops` moves, on the frontier.
    @inline(__always)
    private mutating func enqueue(_ state: Int32, cost: Double, hops: Int32, order: Int32) {
        if usesLevels {
            pushLevel(
                state, key: SearchSpace.key(cost: cost, hops: hops), order: order, node: records[Int(state)].node,
                context: contexts[Int(records[Int(state)].context)])
        } else if usesBuckets {
            buckets.push(cost: Int(cost), hops: hops, order: order, state: state)
        } else {
            heap.push(MinHeap.Entry(cost: cost + estimate(of: state), hops: hops, order: order, state: state))
        }
    }

    /// The next state to close with its cost and hops, skipping entries a cheaper way
    /// has made stale.
    @inline(__always)
    private mutating func nextState() -> (state: Int32, cost: Double, hops: Int32)? {
        while true {
            if usesBuckets {
                // An entry is stale when its state has since been reached more cheaply
                // (a state is pushed once per key, so no other entry has its key).
                guard let (cost, entry) = buckets.pop() else { return nil }
                if keys[Int(entry.state)] != UInt64(cost) << 32 | UInt64(UInt32(bitPattern: entry.hops)) { continue }
                return (entry.state, Double(cost), entry.hops)
            }
            guard let entry = heap.pop() else { return nil }
            let state = entry.state
            let record = records[Int(state)]
            if record.closed || entry.cost > record.cost + estimate(of: state) { continue }
            if heuristic != nil { noteNearest(state, estimate: entry.cost - record.cost, cost: record.cost) }
            return (state, record.cost, record.hops)
        }
    }

    /// The heuristic's bound for a state, 0 in a plain search.
    @inline(__always)
    func estimate(of state: Int32) -> Double {
        heuristic == nil ? 0 : estimate(node: records[Int(state)].node, context: contexts[Int(records[Int(state)].context)])
    }

    private func satisfiesArrival(_ state: Int32) -> Bool {
        let user = contexts[Int(records[Int(state)].context)].user
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
        if estimate < current.estimate || estimate == current.estimate && cost < records[Int(current.state)].cost {
            nearest = (state, estimate)
        }
    }

    /// `Screen with field = value, ...` for the nearest state.
    func nearestDescription() -> String? {
        guard let nearest else { return nil }
        let user = userState(contexts[Int(records[Int(nearest.state)].context)].user)
        let name = graph.nodeNames[Int(records[Int(nearest.state)].node)]
        return user.fieldNames.isEmpty ? name : "\(name) with \(user)"
    }

    /// Offers `parent`'s successor (node, context), reached by `via` at `total` cost in
    /// `hops` moves.
    @inline(__always)
    private mutating func relax(to node: Int32, context: Int32, cost total: Double, hops: Int32, parent: Int32, via: Int32) {
        if usesLevels {
            return deferLevel(to: node, in: contexts[Int(context)], id: context, key: SearchSpace.key(cost: total, hops: hops), via: via)
        }
        relax(state(node: node, context: context), cost: total, hops: hops, parent: parent, via: via, known: nil)
    }

    /// ``relax(to:context:cost:hops:parent:via:)`` for a context a move built.
    @inline(__always)
    private mutating func relax(to node: Int32, in context: SearchContext, cost total: Double, hops: Int32, parent: Int32, via: Int32) {
        if usesLevels {
            return deferLevel(to: node, in: context, id: -1, key: SearchSpace.key(cost: total, hops: hops), via: via)
        }
        relax(state(node: node, context: context), cost: total, hops: hops, parent: parent, via: via, known: (node, context))
    }

    /// Offers state `id`, reached from `parent` by `via` at `total` cost in `hops` moves;
    /// `known` is its node and context when the caller has them, for the A* bound.
    @inline(__always)
    private mutating func relax(_ id: Int32, cost total: Double, hops: Int32, parent: Int32, via: Int32, known: (node: Int32, context: SearchContext)?) {
        if usesBuckets {
            relaxWhole(id, key: SearchSpace.key(cost: total, hops: hops), parent: parent, via: via)
            return
        }
        var record = records[Int(id)]
        guard total < record.cost || (total == record.cost && hops < record.hops) else { return }
        if record.closed {
            // With a heuristic a state may be reached more cheaply after it was closed: reopen it.
            guard heuristic != nil, total < record.cost else { return }
            record.closed = false
        }
        if record.order < 0 {
            record.order = discovered
            discovered += 1
        }
        record.cost = total
        record.hops = hops
        record.parent = parent
        record.via = via
        // One write of the whole record: one cache line.
        records[Int(id)] = record
        if let known, heuristic != nil {
            heap.push(MinHeap.Entry(cost: total + estimate(node: known.node, context: known.context), hops: hops, order: record.order, state: id))
        } else {
            enqueue(id, cost: total, hops: hops, order: record.order)
        }
    }

    /// ``relax(to:context:cost:hops:parent:via:)`` for state `id` in a search over whole
    /// costs, with the cost and hops as one key. Without a heuristic a closed state is
    /// never improved, so no closed mark is read; the record is written, not read.
    @inline(__always)
    private mutating func relaxWhole(_ id: Int32, key: UInt64, parent: Int32, via: Int32) {
        let old = keys[Int(id)]
        guard key < old else { return }
        keys[Int(id)] = key
        // A state without a key is new: its order is the next one, with no read.
        let order: Int32
        if old == .max {
            order = discovered
            records[Int(id)].order = order
            discovered += 1
        } else {
            order = records[Int(id)].order
        }
        let hops = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
        // Field by field: stores the processor need not wait for, where reading the
        // record first would wait for its cache line.
        records[Int(id)].cost = Double(key >> 32)
        records[Int(id)].setOpen(hops: hops)
        records[Int(id)].parent = parent
        records[Int(id)].via = via
        buckets.push(cost: Int(key >> 32), hops: hops, order: order, state: id)
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
    mutating func expand(_ state: Int32, node: Int32, context known: SearchContext? = nil, cost: Double, hops: Int32) {
        expandMoves(state, node: node, context: known, cost: cost, hops: hops)
        if usesLevels { flushLevels(from: state) }
    }

    @inline(__always)
    private mutating func expandMoves(_ state: Int32, node: Int32, context known: SearchContext?, cost: Double, hops popped: Int32) {
        let hops = popped + 1
        // In the fast context (the start's user state, no stack or overlay) a guard's
        // outcome never changes, and a plain move stays in the context.
        let fast = state < Int32(truncatingIfNeeded: graph.nodeNames.count)
        let context = known ?? contexts[Int(fast ? fastContext : records[Int(state)].context)]
        if Int(node) >= graph.screenCount {
            if let next = actionSuccessor(of: state, node: node, context: context, forced: false) {
                relax(to: next.node, in: next.context, cost: cost + 1, hops: hops, parent: state, via: next.via)
            }
            return
        }
        let plain = fast ? fastContext : plainContext(user: context.user)
        let bits = bits(ofScreen: node)
        let moves = graph.movesOut(of: node)
        if fast, usesBuckets {
            // The common case, a plain unguarded move of whole cost from the fast context
            // into it, compares one key; any other move takes the general way below.
            let base = UInt64(cost) << 32 | UInt64(UInt32(bitPattern: hops))
            if bits & SearchSpace.unitBit != 0 {
                let key = base &+ 1 << 32
                for index in moves { relaxWhole(hotMoves.targets[index], key: key, parent: state, via: Int32(index)) }
                return finishExpanding(state, node: node, context: context, cost: cost, hops: hops, bits: bits)
            }
            for index in moves {
                let move = hotMoves[index]
                guard move.bits & HotMoves.Entry.simpleMask == HotMoves.Entry.simple else {
                    expandMove(index, move, from: state, node: node, context: context, plain: plain, fast: true, cost: cost, hops: hops, bits: bits)
                    continue
                }
                relaxWhole(move.target, key: base &+ UInt64(move.bits & HotMoves.Entry.costMask) << 32, parent: state, via: Int32(index))
            }
        } else {
            for index in moves {
                expandMove(index, hotMoves[index], from: state, node: node, context: context, plain: plain, fast: fast, cost: cost, hops: hops, bits: bits)
            }
        }
        finishExpanding(state, node: node, context: context, cost: cost, hops: hops, bits: bits)
    }

    /// Relaxes the back gesture of `node`, when it has one.
    @inline(__always)
    private mutating func finishExpanding(_ state: Int32, node: Int32, context: SearchContext, cost: Double, hops: Int32, bits: UInt8) {
        if bits & SearchSpace.hasBackBit != 0, let next = backSuccessor(of: node, context: context) {
            relax(to: next.node, in: next.context, cost: cost + graph.hot[Int(node)].backCost, hops: hops, parent: state, via: Via.back)
        }
    }

    /// Relaxes move `index` (`move` in ``hotMoves``) out of `state`.
    @inline(__always)
    private mutating func expandMove(
        _ index: Int, _ move: HotMoves.Entry, from state: Int32, node: Int32, context: SearchContext, plain: Int32, fast: Bool,
        cost: Double, hops: Int32, bits: UInt8
    ) {
        if move.isGuarded {
            let guardIndex = hotMoves.guards[index]
            let value = fast ? fastGuardValue(guardIndex) : guardValue(guardIndex, user: context.user)
            guard value == 1 else {
                close(Int32(index), from: state, value == 0 ? .guardFailed(guardIndex) : .overflow(.guarded(guardIndex)))
                return
            }
        }
        let total = cost + (move.cost ?? graph.moves[index].cost)
        if move.isPlain {
            relax(to: move.target, context: plain, cost: total, hops: hops, parent: state, via: Int32(index))
            return
        }
        switch transition(move.target, from: node, context: context, dismissOnUse: bits & SearchSpace.dismissOnUseBit != 0) {
        case .open(let next):
            relax(to: move.target, in: next, cost: total, hops: hops, parent: state, via: Int32(index))
        case .closed(let reason):
            close(Int32(index), from: state, reason)
        }
    }
}

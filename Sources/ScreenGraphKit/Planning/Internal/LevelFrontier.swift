/// The frontier of a state-aware search (A*) whose costs and bounds are whole numbers
/// (see ``SearchSpace/begin(informed:limit:)``): ``LevelQueue``.
///
/// The search's tables pass 100 MB for a million states, and what it pays for is cache
/// misses. A pop reads the queue's entry (which carries the state's node, context and
/// cost) and two bits; a move reads the state table's slot for the state it reaches,
/// which holds the cost key, and appends when the state is new. The moves out of one
/// state are gathered first (``offer``) and their slots touched together (``flush``),
/// so their misses overlap instead of following one another. The levels close a state
/// themselves when they pop it, in ``SearchStates/closedBits``.
enum LevelFrontier: SearchFrontier {
    static func start(_ state: Int32, in space: inout SearchSpace) {
        space.states.setCost(0, hops: 0, of: state)
        let key = SearchSpace.key(cost: 0, hops: 0)
        space.states.keys[Int(state)] = key
        let record = space.states.records[Int(state)]
        let context = space.contexts[Int(record.context)]
        if state >= Int32(truncatingIfNeeded: space.graph.nodeNames.count) {
            space.states.stateTable.setCost(key, of: StateTable.Key(node: record.node, context: context))
        }
        space.states.markDiscovered(state)
        space.pushLevel(state, key: key, order: 0, node: record.node, context: context)
    }

    /// The next state, skipping stale entries as the heap does: a closed state's, and
    /// one whose cost a cheaper way has since beaten (no state from which the goal
    /// cannot be reached is stale but by being closed). Closes the state it returns.
    @inline(__always)
    static func pop(in space: inout SearchSpace) -> PoppedState? {
        while let (bound, entry) = space.levels.pop() {
            let state = entry.state
            if space.states.isClosed(state) { continue }
            var cost = UInt64(entry.cost)
            var hops = entry.hops
            if space.states.isShared(state) {
                let key = space.states.keys[Int(state)]
                if bound != LevelQueue.infinite, cost > key >> 32 { continue }
                cost = key >> 32
                hops = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
            }
            space.states.setClosed(state, true)
            space.noteNearest(state, estimate: bound == LevelQueue.infinite ? .infinity : Double(bound - cost), cost: Double(cost))
            return PoppedState(state: state, cost: Double(cost), hops: hops, context: entry.context)
        }
        return nil
    }

    @inline(__always)
    static func offer(
        _ node: Int32, context: Int32, cost: Double, hops: Int32, parent: Int32, via: Int32, in space: inout SearchSpace
    ) {
        space.deferLevel(to: node, in: space.contexts[Int(context)], id: context, key: SearchSpace.key(cost: cost, hops: hops), via: via)
    }

    @inline(__always)
    static func offer(
        _ node: Int32, in context: SearchContext, cost: Double, hops: Int32, parent: Int32, via: Int32,
        in space: inout SearchSpace
    ) {
        space.deferLevel(to: node, in: context, id: -1, key: SearchSpace.key(cost: cost, hops: hops), via: via)
    }

    @inline(__always)
    static func flush(from parent: Int32, in space: inout SearchSpace) {
        space.flushLevels(from: parent)
    }
}

/// The levels' storage and moves, in the search space.
extension SearchSpace {
    /// A move out of the state being expanded, waiting to be relaxed.
    struct DeferredMove {
        var node: Int32
        /// The context's id when known, -1 otherwise.
        var contextID: Int32
        var context: SearchContext
        var key: UInt64
        var via: Int32
    }

    /// The ``levels`` bound of a state at `cost` on `node` in `context`.
    @inline(__always)
    func bound(cost: UInt64, node: Int32, context: SearchContext) -> UInt64 {
        let estimate = estimate(node: node, context: context)
        return estimate.isFinite ? cost + UInt64(estimate) : LevelQueue.infinite
    }

    /// Puts the new or improved `state` on ``levels`` with its `key`.
    @inline(__always)
    mutating func pushLevel(_ state: Int32, key: UInt64, order: Int32, node: Int32, context: SearchContext) {
        let cost = key >> 32
        let entry = LevelQueue.Entry(
            state: state, hops: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), order: order, cost: UInt32(truncatingIfNeeded: cost),
            node: node, context: context)
        levels.push(bound: bound(cost: cost, node: node, context: context), entry)
    }

    // MARK: Moves out of one state, together

    /// Queues the move to (node, context) at `key` (cost and hops) by `via` until
    /// ``flushLevels(from:)``; `id` is the context's id when the caller knows it.
    @inline(__always)
    mutating func deferLevel(to node: Int32, in context: SearchContext, id: Int32, key: UInt64, via: Int32) {
        deferred.append(DeferredMove(node: node, contextID: id, context: context, key: key, via: via))
    }

    /// Relaxes the moves queued by ``deferLevel(to:in:id:key:via:)`` from `parent`, in
    /// the order they came: first loading the state-table slot of each, so the cache
    /// misses of the moves overlap, then relaxing each (whose probe then finds its slot
    /// in the cache or on its way there).
    @inline(__always)
    mutating func flushLevels(from parent: Int32) {
        let count = deferred.count
        guard count > 0 else { return }
        if count > 1 {
            var touched: Int32 = 0
            for index in 0..<count where deferred[index].context != fastContextValue {
                touched &+= states.stateTable.touch(StateTable.Key(node: deferred[index].node, context: deferred[index].context))
            }
            touches &+= touched
        }
        for index in 0..<count {
            let move = deferred[index]
            relaxLevel(to: move.node, in: move.context, id: move.contextID, key: move.key, parent: parent, via: move.via)
        }
        deferred.removeAll()
    }

    /// Offers (node, context) at `key` (cost and hops) in a search with ``levels``,
    /// reached from `parent` by `via`; `id` is the context's id when the caller knows it.
    ///
    /// A new state costs one probe of the state table and appends; a state already
    /// reached, the probe and nothing else unless the move improves it.
    @inline(__always)
    mutating func relaxLevel(to node: Int32, in context: SearchContext, id: Int32, key: UInt64, parent: Int32, via: Int32) {
        let state: Int32
        var slot = -1
        let old: UInt64
        if context == fastContextValue {
            state = node
            old = states.keys[Int(state)]
        } else {
            let newID = Int32(truncatingIfNeeded: states.records.count)
            let found = states.stateTable.findOrInsert(StateTable.Key(node: node, context: context), newID: newID, cost: key)
            if found.state == newID {
                let order = states.discovered
                states.discovered += 1
                states.records.append(
                    SearchStates.StateRecord(
                        node: node, context: id >= 0 ? id : contexts.append(context), cost: Double(key >> 32),
                        hops: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF), parent: parent, via: via, order: order))
                states.keys.append(key)
                states.growBits()
                pushLevel(newID, key: key, order: order, node: node, context: context)
                return
            }
            state = found.state
            slot = found.slot
            old = states.stateTable.cost(at: slot)
        }
        guard key < old else { return }
        if states.isClosed(state) {
            // A state may be reached more cheaply after it was closed: reopen it.
            guard key >> 32 < old >> 32 else { return }
            states.setClosed(state, false)
        }
        let order: Int32
        if old == .max {
            order = states.discovered
            states.discovered += 1
            states.records[Int(state)].order = order
        } else {
            // Its earlier entry is still queued, or was taken: a pop must check which is current.
            order = states.records[Int(state)].order
            states.setShared(state)
        }
        states.keys[Int(state)] = key
        if slot >= 0 { states.stateTable.setCost(key, at: slot) }
        states.records[Int(state)].cost = Double(key >> 32)
        states.records[Int(state)].setOpen(hops: Int32(truncatingIfNeeded: key & 0xFFFF_FFFF))
        states.records[Int(state)].parent = parent
        states.records[Int(state)].via = via
        pushLevel(state, key: key, order: order, node: node, context: context)
    }
}

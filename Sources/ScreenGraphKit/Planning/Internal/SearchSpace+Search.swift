/// Dijkstra's algorithm over the search space. It lives in mutating methods of the
/// struct so that the hot loop works on `inout self`: no dynamic exclusivity checks and
/// no reference counting per move.
extension SearchSpace {
    /// Why a way was closed during a search.
    enum ClosedReason {
        case guardFailed(Int32)
        case needsStateChange(Int32)
        case overflow(String)
    }

    /// What ``enter(_:from:beneath:stack:user:)`` returns when an `onExit` or `onEnter` statement overflows.
    static let overflowed: Int32 = -1

    /// Searches from `start` for the cheapest state on `goal` whose action chain, if
    /// any, can finish.
    ///
    /// - Parameters:
    ///   - condition: a predicate the goal state's user state must satisfy.
    ///   - informed: whether to run A* with the goal's ``Heuristic`` (state-aware
    ///     searches) rather than plain Dijkstra.
    mutating func search(
        from start: NavigationState, goal: Int32, allowingStateChanges: Bool, arrival: Arrival = .any,
        informed: Bool = false, limit: Int, accepting accept: ((inout SearchSpace, Int32) -> Bool)? = nil
    ) throws(PlanningError) -> Int32 {
        reset()
        self.goal = goal
        allowStateChanges = allowingStateChanges
        self.arrival = arrival
        if informed { heuristic = heuristic(for: goal) }
        useFastContext(user: internUser(start.user.slots))
        let first = intern(start)
        records[Int(first)].cost = 0
        markDiscovered(first)
        heap.push(MinHeap.Entry(cost: estimate(of: first), hops: 0, order: 0, state: first))
        while let entry = heap.pop() {
            let state = entry.state
            if records[Int(state)].closed || entry.cost > records[Int(state)].cost + estimate(of: state) { continue }
            records[Int(state)].closed = true
            if heuristic != nil { noteNearest(state, estimate: entry.cost - records[Int(state)].cost) }
            // An action's chain has the same length from every state, so the first goal
            // state whose chain can finish is the cheapest route.
            if let accept {
                if accept(&self, state) { return state }
            } else if records[Int(state)].node == goal, satisfiesArrival(state), completion(of: state) != nil {
                return state
            }
            expand(state)
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
            return userPool.withUnsafeBufferPointer { pool in
                let start = pool.baseAddress.map { $0 + Int(user) * stride }
                return (try? condition.holds(UnsafeBufferPointer(start: start, count: stride))) ?? false
            }
        case .exactly(let wanted):
            return userState(user) == wanted
        }
    }

    private mutating func noteNearest(_ state: Int32, estimate: Double) {
        guard let current = nearest else {
            nearest = (state, estimate)
            return
        }
        if estimate < current.estimate || estimate == current.estimate && records[Int(state)].cost < records[Int(current.state)].cost {
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

    @inline(__always)
    private mutating func relax(_ parent: Int32, to node: Int32, context: Int32, cost: Double, via: Int32) {
        let id = state(node: node, context: context)
        let total = records[Int(parent)].cost + cost
        let hops = records[Int(parent)].hops + 1
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
        // One write of the whole record: one uniqueness check, one cache line.
        records[Int(id)] = record
        heap.push(MinHeap.Entry(cost: total + estimate(of: id), hops: hops, order: record.order, state: id))
    }

    /// Records the first time a way is closed; the search pops states in cost order,
    /// so that is the cheapest state it was tried from. Keys are move indices, or, for
    /// the move out of an action, `Via.then - action` (always below every `Via` code).
    private mutating func close(_ key: Int32, from state: Int32, _ reason: ClosedReason) {
        if closedWays[key] == nil { closedWays[key] = (state, reason) }
    }

    private func mayEnter(_ action: Int32) -> Bool {
        allowStateChanges || action == goal || graph.actions[Int(action) - graph.screenCount].effects.isEmpty
    }

    func describe(_ statements: [CompiledStatement]) -> String {
        statements.map(\.source.text).joined(separator: "; ")
    }

    /// Relaxes every move out of `state`.
    mutating func expand(_ state: Int32) {
        let node = records[Int(state)].node
        let context = contexts[Int(records[Int(state)].context)]
        if Int(node) >= graph.screenCount {
            if let next = actionSuccessor(of: state, forced: false) {
                relax(state, to: next.node, context: next.context, cost: 1, via: next.via)
            }
            return
        }
        let dismissOnUse = graph.hot[Int(node)].dismissOnUse
        for index in graph.movesOut(of: node) {
            let move = graph.moves[index]
            if move.guardIndex >= 0 {
                do throws(OverflowError) {
                    guard try holds(move.guardIndex, user: context.user) else {
                        close(Int32(index), from: state, .guardFailed(move.guardIndex))
                        continue
                    }
                } catch {
                    close(Int32(index), from: state, .overflow(graph.guards[Int(move.guardIndex)].source.text))
                    continue
                }
            }
            if move.isPlain {
                relax(state, to: move.target, context: plainContext(user: context.user), cost: move.cost, via: Int32(index))
                continue
            }
            switch transition(move.target, from: node, context: context, dismissOnUse: dismissOnUse) {
            case .open(let next): relax(state, to: move.target, context: next, cost: move.cost, via: Int32(index))
            case .closed(let reason): close(Int32(index), from: state, reason)
            }
        }
        if graph.hot[Int(node)].hasBack, let next = backSuccessor(of: node, context: context) {
            relax(state, to: next.node, context: next.context, cost: graph.hot[Int(node)].backCost, via: Via.back)
        }
    }

    /// Where a move whose guard holds leads.
    enum Transition {
        case open(context: Int32)
        case closed(ClosedReason)
    }

    /// The context a move (not a plain one) from screen `node` to `target` leads to.
    @inline(__always)
    mutating func transition(_ target: Int32, from node: Int32, context: Context, dismissOnUse: Bool) -> Transition {
        if Int(target) < graph.screenCount {
            let next = enter(target, from: node, beneath: context.beneath, stack: context.stack, user: context.user)
            guard next >= 0 else {
                return .closed(.overflow(describe(graph.screens[Int(node)].onExit + graph.screens[Int(target)].onEnter)))
            }
            return .open(context: next)
        }
        guard mayEnter(target) else { return .closed(.needsStateChange(target)) }
        do throws(OverflowError) {
            let user = try applying(graph.actions[Int(target) - graph.screenCount].effects, to: context.user)
            return .open(context: self.context(origin: node, beneath: dismissOnUse ? context.beneath : -1, stack: context.stack, user: user))
        } catch {
            return .closed(.overflow(describe(graph.actions[Int(target) - graph.screenCount].effects)))
        }
    }

    /// The state a move out of `state` leads to, by its `via` code (a move index or
    /// ``Via/back``), when it can be taken; the state is interned but not relaxed.
    mutating func successor(of state: Int32, via: Int32) -> Int32? {
        let node = records[Int(state)].node
        let context = contexts[Int(records[Int(state)].context)]
        if via == Via.back {
            guard graph.hot[Int(node)].hasBack, let next = backSuccessor(of: node, context: context) else { return nil }
            return self.state(node: next.node, context: next.context)
        }
        let move = graph.moves[Int(via)]
        if move.guardIndex >= 0 {
            guard (try? holds(move.guardIndex, user: context.user)) == true else { return nil }
        }
        if move.isPlain { return self.state(node: move.target, context: plainContext(user: context.user)) }
        guard case .open(let next) = transition(move.target, from: node, context: context, dismissOnUse: graph.hot[Int(node)].dismissOnUse)
        else { return nil }
        return self.state(node: move.target, context: next)
    }

    /// The context on entering screen `target` from screen `source` (for a move out of
    /// an action in progress, the screen it was performed from), or ``overflowed``.
    ///
    /// The rules of "Back" in `Docs/Spec/graph-json.md`. Entering a screen with `back`
    /// that is already on the stack pops the stack down to it, as a real app returns to
    /// a screen it shows underneath; otherwise a move from that same screen leaves the
    /// stack as it is, and any other move pushes the most recent screen that is not
    /// `dismissOnUse`. Entering a `dismissOnUse` screen leaves the stack as it is and
    /// remembers the screen beneath (such a screen is never pushed, so never popped to);
    /// entering any other screen clears the stack. A push is always of the screen the
    /// move leaves (or the one beneath the overlay it leaves), which the rules never
    /// leave on its own stack: so a stack holds a screen at most once (beyond what a
    /// caller's start stack holds) and there are finitely many stacks.
    ///
    /// - Complexity: O(depth of `stack`) for a target with `back`, O(1) otherwise.
    mutating func enter(_ target: Int32, from source: Int32, beneath: Int32, stack: Int32, user: Int32) -> Int32 {
        let from = graph.hot[Int(source)]
        let to = graph.hot[Int(target)]
        var user = user
        if target != source, from.hasEffects || to.hasEffects {
            guard let changed = try? applying(graph.screens[Int(source)].onExit, graph.screens[Int(target)].onEnter, to: user)
            else { return SearchSpace.overflowed }
            user = changed
        }
        if to.hasBack, !to.dismissOnUse {
            let beneathTarget = self.stack(stack, beneath: target)
            if beneathTarget >= 0 { return context(origin: -1, beneath: -1, stack: beneathTarget, user: user) }
        }
        if target == source { return context(origin: -1, beneath: from.dismissOnUse ? beneath : -1, stack: stack, user: user) }
        if from.dismissOnUse, target == beneath {
            // Closing an overlay reveals the screen beneath with the stack it had.
            return context(origin: -1, beneath: -1, stack: stack, user: user)
        }
        let solid = from.dismissOnUse ? beneath : source
        if to.dismissOnUse { return context(origin: -1, beneath: solid, stack: stack, user: user) }
        if to.hasBack {
            guard solid >= 0 else { return context(origin: -1, beneath: -1, stack: stack, user: user) }
            return context(origin: -1, beneath: -1, stack: push(solid, onto: stack), user: user)
        }
        return plainContext(user: user)
    }

    /// Where the back gesture of `screen` leads: the screen beneath an overlay, or the
    /// top of the back stack, which it pops.
    private mutating func backSuccessor(of screen: Int32, context: Context) -> (node: Int32, context: Int32)? {
        if graph.hot[Int(screen)].dismissOnUse {
            guard context.beneath >= 0 else { return nil }
            let next = enter(context.beneath, from: screen, beneath: context.beneath, stack: context.stack, user: context.user)
            return next >= 0 ? (context.beneath, next) : nil
        }
        let target = stackTop[Int(context.stack)]
        guard target >= 0,
            let user = try? applying(graph.screens[Int(screen)].onExit, graph.screens[Int(target)].onEnter, to: context.user)
        else { return nil }
        return (target, self.context(origin: -1, beneath: -1, stack: stackParent[Int(context.stack)], user: user))
    }

    /// The one move out of an action in progress: into its `then` (a chained action or
    /// a screen), or back to where it was performed. `nil` when the move is closed;
    /// `forced` makes effects allowed, for finishing the chain of a target action.
    mutating func actionSuccessor(of state: Int32, forced: Bool) -> (node: Int32, context: Int32, via: Int32)? {
        let node = records[Int(state)].node
        let context = contexts[Int(records[Int(state)].context)]
        let then = graph.actions[Int(node) - graph.screenCount].then
        let origin = context.origin
        if then >= 0, Int(then) >= graph.screenCount {
            guard forced || mayEnter(then) else {
                close(Via.then - node, from: state, .needsStateChange(then))
                return nil
            }
            let effects = graph.actions[Int(then) - graph.screenCount].effects
            guard let user = try? applying(effects, to: context.user) else {
                close(Via.then - node, from: state, .overflow(describe(effects)))
                return nil
            }
            return (then, self.context(origin: origin, beneath: context.beneath, stack: context.stack, user: user), Via.then)
        }
        // An action used on an overlay dismisses it: the return is to the screen beneath.
        let returnTarget = graph.hot[Int(origin)].dismissOnUse && context.beneath >= 0 ? context.beneath : origin
        let target = then >= 0 ? then : returnTarget
        let next = enter(target, from: origin, beneath: context.beneath, stack: context.stack, user: context.user)
        guard next >= 0 else {
            if next == SearchSpace.overflowed {
                close(
                    Via.then - node, from: state,
                    .overflow(describe(graph.screens[Int(origin)].onExit + graph.screens[Int(target)].onEnter)))
            }
            return nil
        }
        return (target, next, then >= 0 ? Via.then : Via.return)
    }
}

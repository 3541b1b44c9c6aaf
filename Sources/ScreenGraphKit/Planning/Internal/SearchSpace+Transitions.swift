/// Where moves lead: the context a move builds, by the rules of "Back" in
/// `Docs/Spec/graph-json.md`, and the one move out of an action in progress.
extension SearchSpace {
    /// Where a move whose guard holds leads.
    enum Transition {
        case open(SearchContext)
        case closed(ClosedWays.Reason)
    }

    /// The context a move (not a plain one) from screen `node` to `target` leads to.
    @inline(__always)
    mutating func transition(_ target: Int32, from node: Int32, context: SearchContext, dismissOnUse: Bool) -> Transition {
        if Int(target) < graph.screenCount {
            guard let next = enter(target, from: node, beneath: context.beneath, stack: context.stack, user: context.user) else {
                return .closed(.overflow(.screenChange(from: node, to: target)))
            }
            return .open(next)
        }
        guard mayEnter(target) else { return .closed(.needsStateChange(target)) }
        guard let user = effects(of: target, on: context.user) else { return .closed(.overflow(.effects(target))) }
        return .open(SearchContext(origin: node, beneath: dismissOnUse ? context.beneath : -1, stack: context.stack, user: user))
    }

    /// The user state after the effects of `action` on `user`, `nil` when they overflow.
    @inline(__always)
    mutating func effects(of action: Int32, on user: Int32) -> Int32? {
        let index = Int(action) - graph.screenCount
        if let known = memo.effects(ofAction: index, user: user) { return known == UserMemo.overflow ? nil : known }
        let result = try? applying(graph.actions[index].effects, to: user)
        memo.remember(effectsOfAction: index, user: user, result ?? UserMemo.overflow)
        return result
    }

    /// The state a move out of `state` leads to, by its `via` code (a move index or
    /// ``Via/back``), when it can be taken; the state is interned but not relaxed.
    mutating func successor(of state: Int32, via: Int32) -> Int32? {
        let node = states.records[Int(state)].node
        let context = contexts[Int(states.records[Int(state)].context)]
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
    /// an action in progress, the screen it was performed from); `nil` when an `onExit`
    /// or `onEnter` statement overflows.
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
    /// - Complexity: for a target with `back`, that of ``StackTrie/stack(_:beneath:)``;
    ///   O(1) otherwise, plus the statements it applies.
    mutating func enter(_ target: Int32, from source: Int32, beneath: Int32, stack: Int32, user: Int32) -> SearchContext? {
        let from = graph.hot[Int(source)]
        let to = graph.hot[Int(target)]
        var user = user
        if target != source, from.hasEffects || to.hasEffects {
            guard let changed = try? applying(graph.screens[Int(source)].onExit, graph.screens[Int(target)].onEnter, to: user)
            else { return nil }
            user = changed
        }
        if to.hasBack, !to.dismissOnUse {
            let beneathTarget = self.stack(stack, beneath: target)
            if beneathTarget >= 0 { return SearchContext(origin: -1, beneath: -1, stack: beneathTarget, user: user) }
        }
        if target == source { return SearchContext(origin: -1, beneath: from.dismissOnUse ? beneath : -1, stack: stack, user: user) }
        if from.dismissOnUse, target == beneath {
            // Closing an overlay reveals the screen beneath with the stack it had.
            return SearchContext(origin: -1, beneath: -1, stack: stack, user: user)
        }
        let solid = from.dismissOnUse ? beneath : source
        if to.dismissOnUse { return SearchContext(origin: -1, beneath: solid, stack: stack, user: user) }
        if to.hasBack {
            guard solid >= 0 else { return SearchContext(origin: -1, beneath: -1, stack: stack, user: user) }
            return SearchContext(origin: -1, beneath: -1, stack: push(solid, onto: stack), user: user)
        }
        return SearchContext(origin: -1, beneath: -1, stack: 0, user: user)
    }

    /// Where the back gesture of `screen` leads: the screen beneath an overlay, or the
    /// top of the back stack, which it pops.
    mutating func backSuccessor(of screen: Int32, context: SearchContext) -> (node: Int32, context: SearchContext)? {
        if graph.hot[Int(screen)].dismissOnUse {
            guard context.beneath >= 0,
                let next = enter(context.beneath, from: screen, beneath: context.beneath, stack: context.stack, user: context.user)
            else { return nil }
            return (context.beneath, next)
        }
        let target = stacks.top[Int(context.stack)]
        guard target >= 0,
            let user = try? applying(graph.screens[Int(screen)].onExit, graph.screens[Int(target)].onEnter, to: context.user)
        else { return nil }
        return (target, SearchContext(origin: -1, beneath: -1, stack: stacks.parent[Int(context.stack)], user: user))
    }

    /// The one move out of an action in progress: into its `then` (a chained action or
    /// a screen), or back to where it was performed. `nil` when the move is closed;
    /// `forced` makes effects allowed, for finishing the chain of a target action.
    mutating func actionSuccessor(of state: Int32, forced: Bool) -> (node: Int32, context: SearchContext, via: Int32)? {
        actionSuccessor(of: state, node: states.records[Int(state)].node, context: contexts[Int(states.records[Int(state)].context)], forced: forced)
    }

    /// ``actionSuccessor(of:forced:)`` for `state`, on `node` in `context`.
    @inline(__always)
    mutating func actionSuccessor(
        of state: Int32, node: Int32, context: SearchContext, forced: Bool
    ) -> (node: Int32, context: SearchContext, via: Int32)? {
        let then = graph.actions[Int(node) - graph.screenCount].then
        let origin = context.origin
        if then >= 0, Int(then) >= graph.screenCount {
            guard forced || mayEnter(then) else {
                close(Via.then - node, from: state, .needsStateChange(then))
                return nil
            }
            guard let user = effects(of: then, on: context.user) else {
                close(Via.then - node, from: state, .overflow(.effects(then)))
                return nil
            }
            return (then, SearchContext(origin: origin, beneath: context.beneath, stack: context.stack, user: user), Via.then)
        }
        // An action used on an overlay dismisses it: the return is to the screen beneath.
        let returnTarget = graph.hot[Int(origin)].dismissOnUse && context.beneath >= 0 ? context.beneath : origin
        let target = then >= 0 ? then : returnTarget
        guard let next = enter(target, from: origin, beneath: context.beneath, stack: context.stack, user: context.user) else {
            close(Via.then - node, from: state, .overflow(.screenChange(from: origin, to: target)))
            return nil
        }
        return (target, next, then >= 0 ? Via.then : Via.return)
    }

    /// The moves that finish an action chain from `state` until a screen is reached:
    /// empty for a screen, `nil` when a move of the chain cannot be made. The chain may
    /// come back to a state already on the route, so its moves are returned rather than
    /// recorded in the search.
    mutating func completion(of state: Int32) -> [(state: Int32, via: Int32)]? {
        var chain: [(state: Int32, via: Int32)] = []
        var last = state
        while Int(states.records[Int(last)].node) >= graph.screenCount {
            guard chain.count <= graph.actions.count, let next = actionSuccessor(of: last, forced: true) else {
                return nil
            }
            last = self.state(node: next.node, context: next.context)
            chain.append((last, next.via))
        }
        return chain
    }
}

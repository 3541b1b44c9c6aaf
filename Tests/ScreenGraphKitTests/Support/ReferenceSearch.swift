/// An exhaustive search over the spec's semantics, written apart from the planner and
/// as plainly as possible: states hold names, arrays and dictionaries, and every state
/// within a cost bound is explored (a label-correcting search, no priority queue).
struct ReferenceSearch {
    struct State: Hashable {
        var node: String
        var origin: String?
        var beneath: String?
        var stack: [String]
        var vars: [String: Int]
    }

    struct Move {
        var state: State
        var cost: Int
        var kind: String
        var element: String?
    }

    let graph: RandomGraph
    let allowStateChanges: Bool
    let target: String
    /// A condition the target state's variables must satisfy, for `route(to:where:)`.
    var accepts: ([String: Int]) -> Bool = { _ in true }

    private func screen(_ name: String) -> RandomGraph.Screen? { graph.screens.first { $0.name == name } }
    private func action(_ name: String) -> RandomGraph.Action? { graph.actions.first { $0.name == name } }

    private func mayEnter(_ action: RandomGraph.Action) -> Bool {
        allowStateChanges || action.effects.isEmpty || action.name == target
    }

    /// Entering screen `target` from screen `source` (an action's origin for a move out
    /// of an action), by "Back" in the spec: a screen with `back` already on the stack
    /// pops the stack down to it; else a move from that same screen leaves the stack;
    /// else the most recent screen that is not `dismissOnUse` is pushed. `dismissOnUse`
    /// screens are overlays that remember the screen beneath; any other screen clears
    /// the stack.
    func enter(_ target: String, from source: String, beneath: String?, stack: [String], vars: [String: Int]) -> State {
        let from = screen(source)!
        let to = screen(target)!
        var vars = vars
        if target != source {
            for effect in from.onExit + to.onEnter { effect.apply(&vars) }
        }
        if to.back, !to.dismissOnUse, let index = stack.lastIndex(of: target) {
            return State(node: target, stack: Array(stack[..<index]), vars: vars)
        }
        if target == source { return State(node: source, beneath: from.dismissOnUse ? beneath : nil, stack: stack, vars: vars) }
        if from.dismissOnUse, target == beneath { return State(node: target, stack: stack, vars: vars) }
        let solid = from.dismissOnUse ? beneath : source
        if to.dismissOnUse { return State(node: target, beneath: solid, stack: stack, vars: vars) }
        if to.back {
            guard let solid else { return State(node: target, stack: stack, vars: vars) }
            return State(node: target, stack: stack + [solid], vars: vars)
        }
        return State(node: target, stack: [], vars: vars)
    }

    private func enterAction(_ name: String, from state: State, origin: String, beneath: String?) -> State? {
        let action = action(name)!
        guard mayEnter(action) else { return nil }
        var vars = state.vars
        for effect in action.effects { effect.apply(&vars) }
        return State(node: name, origin: origin, beneath: beneath, stack: state.stack, vars: vars)
    }

    /// The one move out of an action in progress.
    func actionMove(_ state: State, force: Bool = false) -> Move? {
        let action = action(state.node)!
        let origin = state.origin!
        if let then = action.then, let next = self.action(then) {
            guard force || mayEnter(next) else { return nil }
            var vars = state.vars
            for effect in next.effects { effect.apply(&vars) }
            return Move(
                state: State(node: then, origin: origin, beneath: state.beneath, stack: state.stack, vars: vars), cost: 1,
                kind: "then")
        }
        let originScreen = screen(origin)!
        let target = action.then ?? (originScreen.dismissOnUse && state.beneath != nil ? state.beneath! : origin)
        let next = enter(target, from: origin, beneath: state.beneath, stack: state.stack, vars: state.vars)
        return Move(state: next, cost: 1, kind: action.then == nil ? "return" : "then")
    }

    func moves(_ state: State) -> [Move] {
        guard let screen = screen(state.node) else { return actionMove(state).map { [$0] } ?? [] }
        var moves: [Move] = []
        let beneath = screen.dismissOnUse ? state.beneath : nil
        for edge in screen.edges where edge.condition?.holds(state.vars) ?? true {
            let next: State? =
                action(edge.to) != nil
                ? enterAction(edge.to, from: state, origin: screen.name, beneath: beneath)
                : enter(edge.to, from: screen.name, beneath: state.beneath, stack: state.stack, vars: state.vars)
            if let next { moves.append(Move(state: next, cost: edge.cost, kind: "edge", element: edge.element)) }
        }
        for declaration in screen.actions where declaration.condition?.holds(state.vars) ?? true {
            if let next = enterAction(declaration.to, from: state, origin: screen.name, beneath: beneath) {
                moves.append(Move(state: next, cost: declaration.cost, kind: "action", element: declaration.element))
            }
        }
        if screen.back {
            var next: State?
            if screen.dismissOnUse {
                next = state.beneath.map { enter($0, from: screen.name, beneath: $0, stack: state.stack, vars: state.vars) }
            } else if let top = state.stack.last {
                var vars = state.vars
                for effect in screen.onExit + self.screen(top)!.onEnter { effect.apply(&vars) }
                next = State(node: top, stack: Array(state.stack.dropLast()), vars: vars)
            }
            if let next { moves.append(Move(state: next, cost: screen.backCost, kind: "back", element: "\(screen.name).back")) }
        }
        return moves
    }

    /// Every move open from `state`, as the planner's `openMoves` gives them: out of a
    /// screen, its moves whose guards hold, a way into an action only when the action's
    /// chain can finish; out of an action, the one move its chain makes.
    func openMoves(_ state: State) -> [Move] {
        guard screen(state.node) != nil else { return actionMove(state, force: true).map { [$0] } ?? [] }
        return moves(state).filter { action($0.state.node) == nil || completion($0.state) != nil }
    }

    /// The cost of finishing an action chain from `state`, and the screen it ends on.
    func completion(_ state: State) -> (cost: Int, end: State)? {
        var state = state
        var cost = 0
        while action(state.node) != nil {
            guard let move = actionMove(state, force: true), cost < 10 else { return nil }
            state = move.state
            cost += 1
        }
        return (cost, state)
    }

    /// The least cost of a route to the target within `bound`, or nil.
    func leastCost(from start: State, bound: Int) -> Int? {
        var best: [State: Int] = [start: 0]
        var queue = [start]
        var answer: Int?
        while let state = queue.popLast() {
            let cost = best[state]!
            if state.node == target, accepts(state.vars) {
                if let finished = completion(state), cost + finished.cost <= bound {
                    answer = min(answer ?? .max, cost + finished.cost)
                }
                continue
            }
            for move in moves(state) {
                let total = cost + move.cost
                guard total <= bound, total < best[move.state] ?? .max else { continue }
                best[move.state] = total
                queue.append(move.state)
            }
        }
        return answer
    }
}

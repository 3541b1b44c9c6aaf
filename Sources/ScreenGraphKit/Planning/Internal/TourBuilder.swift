/// Builds a ``Tour``: the items, what each step covers, and the greedy search.
struct TourBuilder {
    /// How much farther than the nearest a candidate may be and still be preferred for
    /// not being a back gesture or for keeping guards open.
    static let slack = 1.0

    let graph: ScreenGraph
    let kind: CoverageKind
    /// Guarded moves, for `guards`: item 2k is move k taken, 2k + 1 its guard seen false.
    let guardedMoves: [Int]
    let guardedItem: [Int: Int]
    var isCovered: [Bool]
    var order: [Int] = []
    /// Breaks remaining ties at random for a variation; `nil` keeps declaration order.
    var random: SplitMix64?
    /// Whether this variation restarts when a fresh start is as near as going on.
    let restartsOnTies: Bool

    init(graph: ScreenGraph, kind: CoverageKind, seed: UInt64?) {
        self.graph = graph
        self.kind = kind
        random = seed.map { SplitMix64(seed: $0) }
        restartsOnTies = seed.map { $0 % 2 == 1 } ?? false
        guardedMoves = graph.moves.indices.filter { graph.moves[$0].guardIndex >= 0 }
        guardedItem = Dictionary(uniqueKeysWithValues: guardedMoves.enumerated().map { ($1, $0) })
        let count: Int
        switch kind {
        case .edges: count = graph.moves.count + graph.screenCount
        case .screens: count = graph.screenCount
        case .actions: count = graph.actions.count
        case .guards: count = 2 * guardedMoves.count
        }
        isCovered = [Bool](repeating: false, count: count)
        if kind == .edges {
            // Screens without a back gesture have no back item to cover.
            for screen in 0..<graph.screenCount where !graph.hot[screen].hasBack { isCovered[graph.moves.count + screen] = true }
        }
    }

    /// The item a move covers, by its `via` code from a screen: the edge or way in, its
    /// guard taken true, or the screen's back gesture.
    func item(move via: Int32, from node: Int32) -> Int? {
        switch kind {
        case .edges:
            if via >= 0 { return Int(via) }
            return via == SearchSpace.Via.back ? graph.moves.count + Int(node) : nil
        case .guards:
            return via >= 0 ? guardedItem[Int(via)].map { 2 * $0 } : nil
        case .screens, .actions:
            return nil
        }
    }

    /// The items standing in `state` covers: its screen or action, or, for guards, the
    /// guards of its screen's moves that are false there.
    func items(at state: Int32, in space: SearchSpace) -> [Int] {
        let node = space.records[Int(state)].node
        switch kind {
        case .edges: return []
        case .screens: return Int(node) < graph.screenCount ? [Int(node)] : []
        case .actions: return Int(node) >= graph.screenCount ? [Int(node) - graph.screenCount] : []
        case .guards:
            guard Int(node) < graph.screenCount else { return [] }
            let user = space.contexts[Int(space.records[Int(state)].context)].user
            return graph.movesOut(of: node).compactMap { index in
                guard let k = guardedItem[index], (try? space.holds(graph.moves[index].guardIndex, user: user)) == false else {
                    return nil
                }
                return 2 * k + 1
            }
        }
    }

    /// Everything the moves along `path` cover, standing and moving.
    func items(along path: [(state: Int32, via: Int32)], in space: SearchSpace) -> [Int] {
        var found: [Int] = []
        for (index, (state, via)) in path.enumerated() {
            found += items(at: state, in: space)
            if index > 0, let item = item(move: via, from: space.records[Int(path[index - 1].state)].node) { found.append(item) }
        }
        return found
    }

    /// Whether the last search stopped at its state limit, so what it did not find may
    /// still be there.
    private var lastSearchStopped = false

    mutating func build(space: inout SearchSpace, limit: Int) -> Tour {
        let start = NavigationState(startingOn: graph.start, in: graph)
        var routes: [Route] = []
        var current: NavigationState?
        var currentSteps: [Route.Step] = []
        // The limit the final, failing search stopped at, when it did.
        var stoppedAt: Int?
        while isCovered.contains(false) {
            let fromHere = current.flatMap { nearest(from: $0, space: &space, limit: limit) }
            let fromStart = current == nil || fromHere == nil || fromHere.map({ $0.route.cost > 1 }) == true
                ? nearest(from: start, space: &space, limit: limit) : nil
            let next: (route: Route, items: [Int])
            let staying = fromStart.map { restartsOnTies ? $0.route.cost > fromHere?.route.cost ?? .infinity : $0.route.cost >= fromHere?.route.cost ?? .infinity } ?? true
            if let fromHere, staying {
                next = fromHere
            } else if let fromStart {
                if !currentSteps.isEmpty { routes.append(makeRoute(currentSteps, start: start)) }
                currentSteps = []
                next = fromStart
            } else {
                if lastSearchStopped { stoppedAt = limit }
                break
            }
            for item in next.items where !isCovered[item] {
                isCovered[item] = true
                order.append(item)
            }
            currentSteps += next.route.steps
            current = next.route.steps.last?.position ?? current ?? start
        }
        if !currentSteps.isEmpty { routes.append(makeRoute(currentSteps, start: start)) }
        let covered = order.map { Tour.Item(description: describe($0), reason: nil) }
        let uncovered = isCovered.indices.filter { !isCovered[$0] }.map {
            Tour.Item(description: describe($0), reason: reason($0, stoppedAt: stoppedAt))
        }
        return Tour(kind: kind, routes: routes, covered: covered, uncovered: uncovered)
    }

    private func makeRoute(_ steps: [Route.Step], start: NavigationState) -> Route {
        Route(
            from: graph.startScreen, to: steps.last?.to ?? graph.startScreen, steps: steps,
            cost: steps.reduce(0) { $0 + $1.cost }, start: start)
    }

    /// The cheapest route from `position` that covers something new: to a state that
    /// covers it by standing there, or from which a move covers it (that move last).
    ///
    /// Among the candidates up to ``slack`` farther than the nearest it prefers the one
    /// that leaves the most guards of uncovered items open (a tour that closes a guard
    /// early must come back to open it again), then anything but a back gesture (which
    /// leaves the screen for good, stranding what is left near it), then the nearest,
    /// then the one whose end has the most uncovered moves.
    private mutating func nearest(from position: NavigationState, space: inout SearchSpace, limit: Int) -> (route: Route, items: [Int])? {
        let covered = isCovered
        let builder = self
        var candidates: [(state: Int32, via: Int32?)] = []
        var cheapest = Double.infinity
        let slack = TourBuilder.slack
        lastSearchStopped = false
        do throws(PlanningError) {
            _ = try space.search(from: position, goal: -1, allowingStateChanges: true, limit: limit) { space, state in
                let cost = space.records[Int(state)].cost
                if cost > cheapest + slack { return true }
                guard space.completion(of: state) != nil else { return false }
                // The start covers nothing by itself: its items come with the first move.
                if space.records[Int(state)].parent >= 0, builder.items(at: state, in: space).contains(where: { !covered[$0] }) {
                    candidates.append((state, nil))
                }
                for via in builder.uncoveredMoves(from: state, covered: covered, in: &space) { candidates.append((state, via)) }
                if !candidates.isEmpty { cheapest = min(cheapest, cost) }
                return false
            }
        } catch {
            // A search stopped at its limit may still have found candidates.
            if case .searchLimit = error { lastSearchStopped = true }
        }
        var best: (path: [(state: Int32, via: Int32)], score: (Int, Int, Double, Int, UInt64))?
        for (state, via) in candidates {
            guard let chain = space.completion(of: state) else { continue }
            var path = space.path(to: state) + chain
            if let via, let last = path.last?.state {
                // Take the move, then finish an action's chain back to a screen.
                guard let next = space.successor(of: last, via: via), let rest = space.completion(of: next) else { continue }
                path += [(next, via)] + rest
            }
            guard let end = path.last?.state else { continue }
            let score = (
                openGuards(at: end, in: space), via == SearchSpace.Via.back ? 0 : 1, -space.records[Int(state)].cost,
                uncoveredMoves(from: end, covered: covered, in: &space).count, random?.next() ?? 0
            )
            if best.map({ score > $0.score }) ?? true { best = (path, score) }
        }
        guard let path = best?.path, let last = path.last else { return nil }
        let route = space.route(from: position, along: path, target: space.records[Int(last.state)].node)
        return (route, items(along: path, in: space))
    }

    /// How many uncovered items' guards are as the items need them in `state`'s user
    /// state: true to take a move, false to see it closed.
    private func openGuards(at state: Int32, in space: SearchSpace) -> Int {
        let user = space.contexts[Int(space.records[Int(state)].context)].user
        var open = 0
        for (k, index) in guardedMoves.enumerated() {
            let holds = (try? space.holds(graph.moves[index].guardIndex, user: user)) ?? false
            switch kind {
            case .edges: if !isCovered[index], holds { open += 1 }
            case .guards: if !isCovered[2 * k] && holds || !isCovered[2 * k + 1] && !holds { open += 1 }
            case .screens, .actions:
                let target = Int(graph.moves[index].target)
                let item = kind == .screens ? target : target - graph.screenCount
                if item >= 0, item < isCovered.count, !isCovered[item], holds { open += 1 }
            }
        }
        return open
    }

    /// The moves out of `state` that cover something new and can be taken now.
    private func uncoveredMoves(from state: Int32, covered: [Bool], in space: inout SearchSpace) -> [Int32] {
        let node = space.records[Int(state)].node
        guard Int(node) < graph.screenCount, kind == .edges || kind == .guards else { return [] }
        let candidates = graph.movesOut(of: node).map { Int32($0) } + [SearchSpace.Via.back]
        return candidates.filter { via in
            guard let item = item(move: via, from: node), !covered[item] else { return false }
            return space.successor(of: state, via: via) != nil
        }
    }

    private func describe(_ item: Int) -> String {
        switch kind {
        case .edges:
            guard item < graph.moves.count else { return "\(graph.nodeNames[item - graph.moves.count]) back" }
            return describeMove(item)
        case .screens: return graph.nodeNames[item]
        case .actions: return graph.nodeNames[graph.screenCount + item]
        case .guards: return describeMove(guardedMoves[item / 2]) + (item % 2 == 0 ? " [true]" : " [false]")
        }
    }

    private func describeMove(_ index: Int) -> String {
        let source = graph.moveStart.lastIndex { Int($0) <= index } ?? 0
        let target = graph.nodeNames[Int(graph.moves[index].target)]
        return "\(graph.nodeNames[source]) → \(target) (\(graph.declaration(ofMove: index, from: Int32(source)).interaction))"
    }

    private func reason(_ item: Int, stoppedAt: Int?) -> String {
        if let stoppedAt {
            return "not found: the search stopped at \(stoppedAt) states (raise Planner.tourSearchLimit, or the CLI's --search-limit)"
        }
        switch kind {
        case .screens: return "no route from the start reaches it"
        case .actions: return "no route from the start performs it"
        case .edges:
            guard item < graph.moves.count else { return "no route reaches the screen with something to go back to" }
            return guardReason(item, outcome: true)
        case .guards: return guardReason(guardedMoves[item / 2], outcome: item % 2 == 0)
        }
    }

    private func guardReason(_ index: Int, outcome: Bool) -> String {
        let move = graph.moves[index]
        guard move.guardIndex >= 0 else { return "no route from the start reaches its screen" }
        let text = graph.guards[Int(move.guardIndex)].source.text
        return outcome
            ? "no reachable state at its screen makes '\(text)' true" : "'\(text)' is true in every reachable state at its screen"
    }
}

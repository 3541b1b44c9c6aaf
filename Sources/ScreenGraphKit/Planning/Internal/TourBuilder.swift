/// What one exploration found: the items some state the start reaches covers.
struct TourExploration {
    var coverable: [Bool]
    /// Whether it stopped at its state limit, so items it did not find may still be
    /// coverable from farther away.
    var stopped: Bool
}

/// The work a tour did, counted rather than timed so tests can bound it.
struct TourWork {
    /// The searches run, the exploration included.
    var searches = 0
    /// The states those searches reached, summed.
    var states = 0
    /// The explored states visited by breadth-first searches over them.
    var visits = 0
    /// The arcs those searches looked at.
    var arcChecks = 0
    /// The routes splitting a tour placed, into shards or into the heap of the longest.
    var placements = 0

    mutating func count(_ space: SearchSpace) {
        searches += 1
        states += Int(space.states.discovered)
    }
}

/// Builds a ``Tour``: the items, what each step covers, the exploration that finds
/// which items can be covered, and the greedy search for the nearest one.
struct TourBuilder {
    /// How much farther than the nearest a candidate may be and still be preferred for
    /// not being a back gesture or for keeping guards open.
    static let slack = 1.0

    let graph: ScreenGraph
    let kind: CoverageKind
    /// Guarded moves, for `guards`: item 2k is move k taken, 2k + 1 its guard seen false.
    let guardedMoves: [Int]
    let guardedItem: [Int: Int]
    /// Which item indices stand for something to cover (a screen without a back
    /// gesture has no back item).
    let exists: [Bool]
    /// What is covered, or needs no more looking for (it does not exist, or the
    /// exploration proved it cannot be covered).
    var isCovered: [Bool]
    var order: [Int] = []
    /// Breaks remaining ties at random for a variation; `nil` keeps declaration order.
    var random: SplitMix64?
    /// The work done: searches run and states they reached, for tests and benchmarks.
    var work = TourWork()

    init(graph: ScreenGraph, kind: CoverageKind, seed: UInt64?) {
        self.graph = graph
        self.kind = kind
        random = seed.map { SplitMix64(seed: $0) }
        guardedMoves = graph.moves.indices.filter { graph.moves[$0].guardIndex >= 0 }
        guardedItem = Dictionary(uniqueKeysWithValues: guardedMoves.enumerated().map { ($1, $0) })
        let count: Int
        switch kind {
        case .edges: count = graph.moves.count + graph.screenCount
        case .screens: count = graph.screenCount
        case .actions: count = graph.actions.count
        case .guards: count = 2 * guardedMoves.count
        }
        var exists = [Bool](repeating: true, count: count)
        if kind == .edges {
            // Screens without a back gesture have no back item to cover.
            for screen in 0..<graph.screenCount where !graph.hot[screen].hasBack { exists[graph.moves.count + screen] = false }
        }
        self.exists = exists
        isCovered = exists.map { !$0 }
    }

    /// The start of every route: the start screen on a freshly launched app.
    var start: NavigationState { NavigationState(startingOn: graph.start, in: graph) }

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
        let node = space.states.records[Int(state)].node
        switch kind {
        case .edges: return []
        case .screens: return Int(node) < graph.screenCount ? [Int(node)] : []
        case .actions: return Int(node) >= graph.screenCount ? [Int(node) - graph.screenCount] : []
        case .guards:
            guard Int(node) < graph.screenCount else { return [] }
            let user = space.contexts[Int(space.states.records[Int(state)].context)].user
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
            if index > 0, let item = item(move: via, from: space.states.records[Int(path[index - 1].state)].node) { found.append(item) }
        }
        return found
    }

    /// The routes of arcs of the explored states, made again in the search space from
    /// a fresh start: the same moves lead to the same states, and give the steps.
    ///
    /// - Complexity: O(steps × moves out of a screen).
    func routes(_ arcs: ArcRoutes, on states: TourStateGraph, space: inout SearchSpace) -> [Route] {
        arcs.compactMap { route in
            space.reset()
            space.allowStateChanges = true
            var state = space.intern(start)
            var path = [(state: state, via: SearchSpace.Via.start)]
            for arc in route {
                let via = states.arcVia[Int(arc)]
                guard let next = space.successor(of: state, via: via), let chain = space.completion(of: next) else { break }
                path += [(state: next, via: via)] + chain
                state = path[path.count - 1].state
            }
            let steps = RouteRebuilder.route(from: start, along: path, target: space.states.records[Int(state)].node, in: space).steps
            return steps.isEmpty ? nil : makeRoute(steps)
        }
    }

    /// Goes on from the end of the last of `routes` for what the tour built on the
    /// explored states did not cover: when the exploration stopped at its limit, the
    /// items it did not find (and, should any be left, those it found). While a search
    /// from where the route ends, or from the start for an item the exploration found,
    /// finds something new, the nearest. (A search from the start for what the
    /// exploration did not find would only repeat it.) What is left is reported as not
    /// found within the limit when a search could have missed it, else with the reason
    /// no route covers it.
    ///
    /// - Complexity: one search of at most `limit` states per item found, and two more.
    mutating func lookFarther(
        space: inout SearchSpace, limit: Int, continuing routes: [Route], exploration: TourExploration
    ) -> Tour {
        var routes = routes
        var steps = routes.popLast()?.steps ?? []
        while isCovered.contains(false) {
            if let position = steps.last?.position, let next = nearest(from: position, space: &space, limit: limit) {
                cover(next.items)
                steps += next.route.steps
                continue
            }
            guard isCovered.indices.contains(where: { !isCovered[$0] && exploration.coverable[$0] }),
                let next = nearest(from: start, space: &space, limit: limit)
            else { break }
            if !steps.isEmpty { routes.append(makeRoute(steps)) }
            cover(next.items)
            steps = next.route.steps
        }
        if !steps.isEmpty { routes.append(makeRoute(steps)) }
        let missed = isCovered.indices.contains { !isCovered[$0] && exploration.coverable[$0] }
        return finish(routes, stoppedAt: exploration.stopped || missed ? limit : nil)
    }

    /// Marks items covered, in the order the tour covers them.
    mutating func cover(_ items: [Int]) {
        for item in items where !isCovered[item] {
            isCovered[item] = true
            order.append(item)
        }
    }

    /// The tour of `routes`: what they cover, and every other item with its reason.
    func finish(_ routes: [Route], stoppedAt: Int?) -> Tour {
        let covered = order.map { Tour.Item(description: describe($0), reason: nil) }
        var taken = [Bool](repeating: false, count: exists.count)
        for item in order { taken[item] = true }
        let uncovered = exists.indices.filter { exists[$0] && !taken[$0] }.map {
            Tour.Item(description: describe($0), reason: reason($0, stoppedAt: stoppedAt))
        }
        return Tour(kind: kind, routes: routes, covered: covered, uncovered: uncovered)
    }

    func makeRoute(_ steps: [Route.Step]) -> Route {
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
        do throws(PlanningError) {
            _ = try space.search(from: position, goal: -1, allowingStateChanges: true, limit: limit) { space, state in
                let cost = space.states.records[Int(state)].cost
                if cost > cheapest + slack { return true }
                guard space.completion(of: state) != nil else { return false }
                // The start covers nothing by itself: its items come with the first move.
                if space.states.records[Int(state)].parent >= 0, builder.items(at: state, in: space).contains(where: { !covered[$0] }) {
                    candidates.append((state, nil))
                }
                for via in builder.uncoveredMoves(from: state, covered: covered, in: &space) { candidates.append((state, via)) }
                if !candidates.isEmpty { cheapest = min(cheapest, cost) }
                return false
            }
        } catch {
            // A search stopped at its limit may still have found candidates.
        }
        work.count(space)
        var best: (path: [(state: Int32, via: Int32)], score: (Int, Int, Double, Int, UInt64))?
        for (state, via) in candidates {
            guard let chain = space.completion(of: state) else { continue }
            var path = RouteRebuilder.path(to: state, in: space) + chain
            if let via, let last = path.last?.state {
                // Take the move, then finish an action's chain back to a screen.
                guard let next = space.successor(of: last, via: via), let rest = space.completion(of: next) else { continue }
                path += [(next, via)] + rest
            }
            guard let end = path.last?.state else { continue }
            let score = (
                openGuards(at: end, in: space), via == SearchSpace.Via.back ? 0 : 1, -space.states.records[Int(state)].cost,
                uncoveredMoves(from: end, covered: covered, in: &space).count, random?.next() ?? 0
            )
            if best.map({ score > $0.score }) ?? true { best = (path, score) }
        }
        guard let path = best?.path, let last = path.last else { return nil }
        let route = RouteRebuilder.route(from: position, along: path, target: space.states.records[Int(last.state)].node, in: space)
        return (route, items(along: path, in: space))
    }

    /// How many uncovered items' guards are as the items need them in `state`'s user
    /// state: true to take a move, false to see it closed.
    private func openGuards(at state: Int32, in space: SearchSpace) -> Int {
        let user = space.contexts[Int(space.states.records[Int(state)].context)].user
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
    func uncoveredMoves(from state: Int32, covered: [Bool], in space: inout SearchSpace) -> [Int32] {
        let node = space.states.records[Int(state)].node
        guard Int(node) < graph.screenCount, kind == .edges || kind == .guards else { return [] }
        let candidates = graph.movesOut(of: node).map { Int32($0) } + [SearchSpace.Via.back]
        return candidates.filter { via in
            guard let item = item(move: via, from: node), !covered[item] else { return false }
            return space.successor(of: state, via: via) != nil
        }
    }

    func describe(_ item: Int) -> String {
        switch kind {
        case .edges:
            guard item < graph.moves.count else { return "\(graph.nodeNames[item - graph.moves.count]) back" }
            return describeMove(item)
        case .screens: return graph.nodeNames[item]
        case .actions: return graph.nodeNames[graph.screenCount + item]
        case .guards: return describeMove(guardedMoves[item / 2]) + (item % 2 == 0 ? " [true]" : " [false]")
        }
    }

    /// The screen a move leaves: the last whose moves start at or before it (screens
    /// without moves share their start with the next), by binary search.
    func origin(ofMove index: Int) -> Int {
        var lower = 0
        var upper = graph.screenCount - 1
        while lower < upper {
            let middle = (lower + upper + 1) / 2
            if Int(graph.moveStart[middle]) <= index { lower = middle } else { upper = middle - 1 }
        }
        return lower
    }

    private func describeMove(_ index: Int) -> String {
        let source = origin(ofMove: index)
        let target = graph.nodeNames[Int(graph.moves[index].target)]
        return "\(Echo.excerpt(graph.nodeNames[source])) → \(Echo.excerpt(target)) (\(graph.declaration(ofMove: index, from: Int32(source)).interaction))"
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

/// The states one search from the start explored, and the gestures out of them, as flat
/// arrays: what a tour is built on after that one search, so finding the nearest thing
/// to cover is a breadth-first search over integers rather than a search that
/// evaluates guards and interns states again.
///
/// A state is a screen with its back stack, overlay and user state, exactly as the
/// planner's search has it, so every path here is a real route. An arc is one gesture
/// (a move, or a back gesture) from an explored state, with the chain of an action it
/// leads into finished, so it ends on a screen. States the search reached but did not
/// explore have no arcs: a tour passing them restarts to go on.
struct TourStateGraph {
    /// The start: the first state explored.
    let start: Int32 = 0
    /// Each state's screen.
    private(set) var node: [Int32] = []
    /// Each state's user state, by an id equal for equal user states.
    private(set) var user: [Int32] = []
    /// The items standing in each state covers (its screen, for a screen tour; guards
    /// false there, for a guard tour): `stateItems[stateItemRange[s]]`.
    private(set) var stateItemRange: [Range<Int32>] = []
    private(set) var stateItems: [Int32] = []
    /// The arcs out of each state: `arcRange[s]`, empty for a state not explored.
    private(set) var arcRange: [Range<Int32>] = []
    private(set) var arcTarget: [Int32] = []
    /// The move an arc takes: a move index, or ``SearchSpace/Via/back``.
    private(set) var arcVia: [Int32] = []
    /// The items taking an arc covers: its move's, and those of the states it passes
    /// and ends on (an action in progress, for an action tour).
    private(set) var arcItemRange: [Range<Int32>] = []
    private(set) var arcItems: [Int32] = []
    /// Gestures from the start to each state, over these arcs; `Int32.max` when no
    /// path here reaches it.
    private(set) var distance: [Int32] = []
    /// The arc that reaches each state on a shortest path from the start, -1 for none.
    private(set) var parentArc: [Int32] = []

    var stateCount: Int { node.count }

    func arcs(from state: Int32) -> Range<Int> { Int(arcRange[Int(state)].lowerBound)..<Int(arcRange[Int(state)].upperBound) }
    func items(of arc: Int) -> ArraySlice<Int32> { arcItems[Int(arcItemRange[arc].lowerBound)..<Int(arcItemRange[arc].upperBound)] }
    func items(at state: Int32) -> ArraySlice<Int32> {
        stateItems[Int(stateItemRange[Int(state)].lowerBound)..<Int(stateItemRange[Int(state)].upperBound)]
    }

    /// The arc out of `state` by the move `via`, if the state has one: by binary search,
    /// as ``TourBuilder/explore(space:limit:)`` adds a state's arcs by its moves in
    /// order, the back gesture (a negative code) last.
    ///
    /// - Complexity: O(log A) for the A arcs out of `state`.
    func arc(from state: Int32, via: Int32) -> Int? {
        let arcs = arcs(from: state)
        if via < 0 { return arcs.last(where: { arcVia[$0] == via }) }
        var lower = arcs.lowerBound
        var upper = arcs.upperBound
        // The first arc whose move is `via` or later, back gestures counted as last.
        while lower < upper {
            let middle = (lower + upper) / 2
            if arcVia[middle] >= 0 && arcVia[middle] < via { lower = middle + 1 } else { upper = middle }
        }
        return lower < arcs.upperBound && arcVia[lower] == via ? lower : nil
    }

    /// The arcs from the start to `state` on a shortest path.
    func pathFromStart(to state: Int32) -> [Int32] {
        var path: [Int32] = []
        var current = state
        while parentArc[Int(current)] >= 0 {
            path.append(parentArc[Int(current)])
            current = arcSource(of: Int(parentArc[Int(current)]))
        }
        return path.reversed()
    }

    /// The state an arc leaves.
    private(set) var arcSourceState: [Int32] = []
    func arcSource(of arc: Int) -> Int32 { arcSourceState[arc] }

    /// Adds a state the search reached; returns its id.
    mutating func addState(node screen: Int32, user: Int32, items: [Int]) -> Int32 {
        self.user.append(user)
        let lower = Int32(stateItems.count)
        stateItems += items.map { Int32($0) }
        stateItemRange.append(lower..<Int32(stateItems.count))
        node.append(screen)
        arcRange.append(0..<0)
        return Int32(node.count - 1)
    }

    /// Adds the arcs out of `state`, which must be the last state given arcs.
    mutating func setArcs(of state: Int32, _ arcs: [(target: Int32, via: Int32, items: [Int])]) {
        let lower = Int32(arcTarget.count)
        for arc in arcs {
            arcTarget.append(arc.target)
            arcVia.append(arc.via)
            arcSourceState.append(state)
            let itemLower = Int32(arcItems.count)
            arcItems += arc.items.map { Int32($0) }
            arcItemRange.append(itemLower..<Int32(arcItems.count))
        }
        arcRange[Int(state)] = lower..<Int32(arcTarget.count)
    }

    /// Computes ``distance`` and ``parentArc`` by one breadth-first search from the start.
    mutating func measureFromStart() {
        distance = [Int32](repeating: .max, count: stateCount)
        parentArc = [Int32](repeating: -1, count: stateCount)
        guard stateCount > 0 else { return }
        distance[Int(start)] = 0
        var queue = [start]
        var front = 0
        while front < queue.count {
            let state = queue[front]
            front += 1
            for arc in arcs(from: state) where distance[Int(arcTarget[arc])] == .max {
                distance[Int(arcTarget[arc])] = distance[Int(state)] + 1
                parentArc[Int(arcTarget[arc])] = Int32(arc)
                queue.append(arcTarget[arc])
            }
        }
    }
}

extension TourBuilder {
    /// Explores every state the start reaches (up to `limit`) in one search, stopping
    /// once every item is found, and keeps what it saw as a ``TourStateGraph``. Items
    /// it proves uncoverable (the search ended before the limit) are marked covered,
    /// so nothing looks for them again.
    ///
    /// - Complexity: O((S + T) log S) for S states explored and T moves out of them.
    mutating func explore(space: inout SearchSpace, limit: Int) -> (TourStateGraph, TourExploration) {
        var coverable = [Bool](repeating: false, count: isCovered.count)
        var remaining = isCovered.filter { !$0 }.count
        let builder = self
        var stopped = false
        var states = TourStateGraph()
        // Once everything is found, the states a little farther are explored too, for
        // the ways on from the last items found.
        var finished: (cost: Double, states: Int32)?
        // States are kept while new items turn up. Once twice the states it took to find
        // the last have gone by with nothing new, keeping them stops for good, and the
        // search only looks for the items still missing, as a tour's later searches
        // look for them (standing on a state, or a move out of one), which is cheaper.
        // States are counted as they are visited: a state's moves are found while it is
        // visited and its successors discovered after, so counting discovered states
        // would take a hub's N spokes for N states gone by with nothing new.
        var visited: Int32 = 0
        var lastFound: Int32 = 0
        var keeping = true
        // Our id of each search state, -1 until seen.
        var ids: [Int32] = []
        func id(_ state: Int32, in space: SearchSpace) -> Int32 {
            while ids.count <= Int(state) { ids.append(-1) }
            if ids[Int(state)] < 0 {
                ids[Int(state)] = states.addState(
                    node: space.states.records[Int(state)].node, user: space.contexts[Int(space.states.records[Int(state)].context)].user,
                    items: builder.items(at: state, in: space))
            }
            return ids[Int(state)]
        }
        do throws(PlanningError) {
            _ = try space.search(from: start, goal: -1, allowingStateChanges: true, limit: limit) { space, state in
                if let finished, space.states.records[Int(state)].cost > finished.cost + 2 || space.states.discovered > finished.states + finished.states / 4 + 64 {
                    return true
                }
                let node = space.states.records[Int(state)].node
                visited += 1
                func found(_ item: Int) {
                    guard !coverable[item] else { return }
                    coverable[item] = true
                    lastFound = visited
                    if !builder.isCovered[item] { remaining -= 1 }
                }
                keeping = keeping && visited <= 2 * lastFound + 1_000
                guard keeping else {
                    builder.missing(at: state, in: &space, coverable: coverable).forEach(found)
                    return remaining <= 0
                }
                // Actions in progress are passed through by the arcs into them.
                guard Int(node) < builder.graph.screenCount else { return false }
                let source = id(state, in: space)
                var arcs: [(target: Int32, via: Int32, items: [Int])] = []
                for via in builder.graph.movesOut(of: node).map({ Int32($0) }) + [SearchSpace.Via.back] {
                    guard let next = space.successor(of: state, via: via), let chain = space.completion(of: next) else { continue }
                    let path = [(state: state, via: SearchSpace.Via.start), (state: next, via: via)] + chain
                    var items = builder.items(along: path, in: space)
                    // The source's own items come with reaching it.
                    items.removeFirst(states.items(at: source).count)
                    arcs.append((id(path[path.count - 1].state, in: space), via, items))
                    items.forEach(found)
                }
                // Standing on a state covers its items, the start's with the first gesture.
                if space.states.records[Int(state)].parent >= 0 || !arcs.isEmpty { states.items(at: source).forEach { found(Int($0)) } }
                states.setArcs(of: source, arcs)
                if remaining <= 0, finished == nil { finished = (space.states.records[Int(state)].cost, space.states.discovered) }
                return false
            }
        } catch {
            // Past the limit, what was found is found; only what was not is in doubt.
            if case .searchLimit = error { stopped = remaining > 0 }
        }
        work.count(space)
        states.measureFromStart()
        if !stopped {
            for item in isCovered.indices where !coverable[item] { isCovered[item] = true }
        }
        return (states, TourExploration(coverable: coverable, stopped: stopped))
    }

    /// The items not yet found (by `coverable`) that standing in `state`, or a move out
    /// of it, covers: what the exploration looks for once it keeps no more states.
    private func missing(at state: Int32, in space: inout SearchSpace, coverable: [Bool]) -> [Int] {
        guard space.completion(of: state) != nil else { return [] }
        var found = space.states.records[Int(state)].parent >= 0 ? items(at: state, in: space).filter { !coverable[$0] } : []
        let node = space.states.records[Int(state)].node
        guard Int(node) < graph.screenCount else { return found }
        for via in graph.movesOut(of: node).map({ Int32($0) }) + [SearchSpace.Via.back] {
            guard let item = item(move: via, from: node), !coverable[item], let next = space.successor(of: state, via: via),
                space.completion(of: next) != nil
            else { continue }
            found.append(item)
        }
        return found
    }
}

/// A graph's screens and gestures with every guard taken as true and effects ignored:
/// what a tour's Chinese-postman bound and its plan are computed on.
///
/// Each coverage item of an edge tour (a move, by its index in ``ScreenGraph/moves``, or
/// `moves.count + screen` for a screen's back gesture) is one gesture from its screen to
/// one of a set of screens: a move into an action ends where the action's chain ends
/// (its `then`, or a return to where it was performed, or to the screen beneath when
/// that was an overlay); a back gesture ends on a screen that can be on top of the back
/// stack there, or the one beneath an overlay. Those sets come from an abstract
/// interpretation of the back-stack rules (``StackTops``) that over-approximates every
/// stack a route from the start can build, so every real route maps onto the relaxed
/// graph gesture for gesture.
struct RelaxedGraph {
    let screenCount: Int
    let moveCount: Int
    let start: Int32
    /// Where each item starts; -1 for a screen that has no back gesture.
    let origin: [Int32]
    /// Item `k` ends on one of `targets[targetRange[k]]`; items with the same screens
    /// share a range (all the back gestures of a coarse analysis share one).
    let targetRange: [Range<Int>]
    let targets: [Int32]
    /// The screens a relaxed route from the start reaches.
    let reached: [Bool]

    var itemCount: Int { origin.count }

    /// The screens item `item` can end on.
    func targets(of item: Int) -> ArraySlice<Int32> {
        targets[targetRange[item]]
    }

    /// Whether a relaxed route from the start can take `item`.
    func canTake(_ item: Int) -> Bool {
        origin[item] >= 0 && reached[Int(origin[item])] && !targetRange[item].isEmpty
    }

    /// - Complexity: O(V + E) plus the stack analysis, O(E × P) for P screens that can
    ///   be pushed on a back stack (bounded: see ``StackTops``).
    init(graph: ScreenGraph) {
        screenCount = graph.screenCount
        moveCount = graph.moves.count
        start = graph.start
        let ends = (0..<graph.moves.count).map { RelaxedGraph.chainEnd(of: $0, in: graph) }
        var origin = [Int32](repeating: -1, count: graph.moves.count + graph.screenCount)
        for screen in 0..<graph.screenCount {
            for index in graph.movesOut(of: Int32(screen)) { origin[index] = Int32(screen) }
            if graph.hot[screen].hasBack { origin[graph.moves.count + screen] = Int32(screen) }
        }
        let tops = StackTops(graph: graph, origin: origin, ends: ends)
        var targetRange: [Range<Int>] = []
        var targets: [Int32] = []
        var shared: [[Int32]: Range<Int>] = [:]
        // A coarse analysis lets every back gesture and return end anywhere: one list.
        let anywhere = tops.isCoarse ? 0..<graph.screenCount : 0..<0
        targets += anywhere.map { Int32($0) }
        for item in origin.indices {
            let from = origin[item]
            var list: [Int32] = []
            if from >= 0, tops.reached[Int(from)] {
                switch item < graph.moves.count ? ends[item] : .returning {
                case .screen(let screen): list = [screen]
                case .returning where tops.isCoarse:
                    targetRange.append(anywhere)
                    continue
                case .returning: list = item < graph.moves.count ? tops.returnTargets(from: from) : tops.backTargets(of: from)
                case .never: break
                }
            }
            if list.count > 1, let range = shared[list] {
                targetRange.append(range)
                continue
            }
            let range = targets.count..<targets.count + list.count
            targets += list
            if list.count > 1 { shared[list] = range }
            targetRange.append(range)
        }
        self.origin = origin
        self.targetRange = targetRange
        self.targets = targets
        reached = tops.reached
    }

    /// Where a move ends once an action's chain is finished.
    enum End: Equatable {
        case screen(Int32)
        /// Back to the screen it was made from, or the one beneath that overlay.
        case returning
        /// The chain never reaches a screen (the checker rejects `then` cycles; a graph
        /// built in code may still hold one).
        case never
    }

    static func chainEnd(of move: Int, in graph: ScreenGraph) -> End {
        var node = graph.moves[move].target
        var hops = 0
        while Int(node) >= graph.screenCount {
            let then = graph.actions[Int(node) - graph.screenCount].then
            guard then >= 0 else { return .returning }
            guard hops <= graph.actions.count else { return .never }
            hops += 1
            node = then
        }
        return .screen(node)
    }
}

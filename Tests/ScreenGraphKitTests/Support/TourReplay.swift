import Testing

@testable import ScreenGraphKit

/// A tour builder set up as ``Planner/tour(covering:work:)`` sets one up (one exploration
/// of the states, then the builder's tie-breaks seeded), and the means to check what it
/// builds apart from it: every route replayed from a fresh start through the planner's
/// open moves (``Planner/openMoves(from:)``, which hold only the moves whose guards hold
/// there), and what the moves cover counted by each kind's own rule, guards evaluated
/// from their source text. Shared by the `TourBuilder*Tests` suites.
struct TourReplay {
    let graph: ScreenGraph
    let planner: Planner
    let kind: CoverageKind
    /// The builder after the exploration, its work counted afresh.
    var builder: TourBuilder
    let states: TourStateGraph
    let exploration: TourExploration
    var scratch: TourScratch
    /// The guarded moves in declaration order: the k-th is a guard tour's items 2k and 2k + 1.
    let guarded: [Int]

    /// - Parameters:
    ///   - seed: the builder's tie-breaks (``TourBuilder/random``), `nil` for declaration order.
    ///   - limit: the exploration's state limit, the planner's tour limit by default.
    init(_ graph: ScreenGraph, kind: CoverageKind, seed: UInt64? = nil, limit: Int? = nil) {
        self.graph = graph
        self.kind = kind
        planner = Planner(graph: graph)
        var builder = TourBuilder(graph: graph, kind: kind, seed: nil)
        (states, exploration) = builder.explore(space: &planner.space, limit: limit ?? planner.tourSearchLimit)
        scratch = TourScratch(states: states)
        builder.random = seed.map { SplitMix64(seed: $0) }
        builder.work = TourWork()
        self.builder = builder
        guarded = graph.moves.indices.filter { graph.moves[$0].guardIndex >= 0 }
    }

    /// `text` in the `.screengraph` format, as a graph.
    static func graph(_ text: String) throws -> ScreenGraph {
        try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph"))
    }

    var start: NavigationState { NavigationState(startingOn: graph.start, in: graph) }

    // MARK: What a move covers, by the kind's rule

    /// Whether the guard of `move` holds on `user`, read from its source: `flag`, `!flag`
    /// or `field op number` (the forms the fixtures write); `nil` for another form.
    func guardHolds(_ move: Int, on user: UserState) -> Bool? {
        let text = graph.guards[Int(graph.moves[move].guardIndex)].source.text
        let parts = text.split(separator: " ").map(String.init)
        if parts.count == 3, let number = Int64(parts[2]), case .int(let value) = user.value(of: parts[0]) {
            switch parts[1] {
            case "==": return value == number
            case "!=": return value != number
            case "<": return value < number
            case ">": return value > number
            default: return nil
            }
        }
        let negated = text.hasPrefix("!")
        guard parts.count == 1, case .bool(let value) = user.value(of: negated ? String(text.dropFirst()) : text) else { return nil }
        return value != negated
    }

    /// The items standing on `position` covers: its screen or action, or the guards of its
    /// screen's moves that are false there.
    func standing(at position: NavigationState) -> [Int] {
        let node = Int(position.node)
        let isScreen = node < graph.screenCount
        switch kind {
        case .edges: return []
        case .screens: return isScreen ? [node] : []
        case .actions: return isScreen ? [] : [node - graph.screenCount]
        case .guards:
            guard isScreen else { return [] }
            return guarded.indices.filter { k in
                graph.movesOut(of: position.node).contains(guarded[k]) && guardHolds(guarded[k], on: position.user) == false
            }.map { 2 * $0 + 1 }
        }
    }

    /// The items a move from a screen covers, by its ``Planner/OpenMove/coverageItem``
    /// (a move's index, or `moves.count + screen` for a back gesture).
    func taking(_ coverageItem: Int) -> [Int] {
        switch kind {
        case .edges: return [coverageItem]
        case .guards: return guarded.firstIndex(of: coverageItem).map { [2 * $0] } ?? []
        case .screens, .actions: return []
        }
    }

    /// The edge-tour item an arc takes: its move, or its screen's back gesture.
    func edgeItem(_ arc: Int32) -> Int {
        let via = states.arcVia[Int(arc)]
        return via >= 0 ? Int(via) : graph.moves.count + Int(states.node[Int(states.arcSource(of: Int(arc)))])
    }

    /// An edge tour's routes as the items their arcs take read (``TourBuilder/describe(_:)``).
    func described(_ routes: TourBuilder.ArcRoutes) -> [[String]] {
        routes.map { $0.map { builder.describe(edgeItem($0)) } }
    }

    /// Every item some route from the start covers, by a search over every position the
    /// planner's moves reach; `nil` past `limit` positions. The start covers its own
    /// items only when a gesture leaves it, as a tour covers them with its first gesture.
    func coverable(limit: Int = 5_000) -> Set<Int>? {
        var seen = Set<TourReplay.Key>()
        var queue = [start]
        var items = Set<Int>()
        while let position = queue.popLast() {
            guard seen.insert(Key(position)).inserted else { continue }
            guard seen.count <= limit else { return nil }
            let moves = planner.openMoves(from: position)
            if position != start || !moves.isEmpty { items.formUnion(standing(at: position)) }
            for move in moves {
                if let item = move.coverageItem { items.formUnion(taking(item)) }
                queue.append(move.step.position)
            }
        }
        return items
    }

    /// A position as a hashable value.
    struct Key: Hashable {
        var node: Int32
        var origin: Int32
        var beneath: Int32
        var stack: [Int32]
        var slots: [Int64]

        init(_ state: NavigationState) {
            (node, origin, beneath, stack, slots) = (state.node, state.origin, state.beneath, Array(state.stack), state.user.slots)
        }
    }

    // MARK: Replaying

    /// What replaying a tour found.
    struct Replayed {
        /// The items its moves cover, by the kind's rule.
        var covered = Set<Int>()
        var gestures = 0
        /// Each route's steps, as the planner's moves make them.
        var steps: [[Route.Step]] = []
        /// The routes whose last gesture covers nothing an earlier one did not.
        var wastedEndings: [Int] = []
        /// What went wrong, a line each: empty when every gesture is a move open where
        /// the route stands and leads where the explored states say.
        var problems: [String] = []
    }

    /// Replays `arcs` (routes of arcs of ``states``, each from a fresh start) through the
    /// planner's open moves, the chain of an action entered finished by its one move.
    func replay(_ arcs: TourBuilder.ArcRoutes) -> Replayed {
        var replayed = Replayed()
        // The position each explored state stood for, as first met: one state, one position.
        var met: [Int32: NavigationState] = [states.start: start]
        for (number, route) in arcs.enumerated() {
            var position = start
            var state = states.start
            var steps: [Route.Step] = []
            var lastNew = -1
            func cover(_ items: [Int], at index: Int) {
                if !replayed.covered.isSuperset(of: items) { lastNew = index }
                replayed.covered.formUnion(items)
            }
            if !route.isEmpty { cover(standing(at: start), at: 0) }
            walk: for (index, arc) in route.map({ Int($0) }).enumerated() {
                guard states.arcSource(of: arc) == state else {
                    replayed.problems.append("route \(number), arc \(index): leaves state \(states.arcSource(of: arc)), not \(state) where the route stands")
                    break
                }
                let via = states.arcVia[arc]
                let wanted = via >= 0 ? Int(via) : graph.moves.count + Int(position.node)
                guard let move = planner.openMoves(from: position).first(where: { $0.coverageItem == wanted }) else {
                    replayed.problems.append("route \(number), arc \(index): move \(via) is not open on \(graph.nodeNames[Int(position.node)])")
                    break
                }
                replayed.gestures += 1
                cover(taking(wanted), at: index)
                position = move.step.position
                steps.append(move.step)
                cover(standing(at: position), at: index)
                while Int(position.node) >= graph.screenCount {
                    guard let next = planner.openMoves(from: position).first else {
                        replayed.problems.append("route \(number), arc \(index): the action's chain stops at \(graph.nodeNames[Int(position.node)])")
                        break walk
                    }
                    position = next.step.position
                    steps.append(next.step)
                    cover(standing(at: position), at: index)
                }
                state = states.arcTarget[arc]
                if let known = met[state], known != position {
                    replayed.problems.append("route \(number), arc \(index): state \(state) stands for two positions")
                }
                met[state] = met[state] ?? position
            }
            if !route.isEmpty, lastNew != route.count - 1 { replayed.wastedEndings.append(number) }
            replayed.steps.append(steps)
        }
        return replayed
    }

    /// Replays `routes` (a ``Tour``'s) step by step: each step must be a move open where
    /// the route stands that leads where the step says.
    func replay(_ routes: [Route]) -> Replayed {
        var replayed = Replayed()
        for (number, route) in routes.enumerated() {
            var position = start
            if !route.steps.isEmpty { replayed.covered.formUnion(standing(at: start)) }
            for (index, step) in route.steps.enumerated() {
                guard
                    let move = planner.openMoves(from: position).first(where: {
                        $0.step.position == step.position && $0.step.interaction == step.interaction && $0.step.kind == step.kind
                    })
                else {
                    replayed.problems.append("route \(number), step \(index) (\(step.from) → \(step.to)) is not a move open there")
                    break
                }
                if step.interaction != nil { replayed.gestures += 1 }
                if let item = move.coverageItem { replayed.covered.formUnion(taking(item)) }
                position = step.position
                replayed.covered.formUnion(standing(at: position))
            }
            replayed.steps.append(route.steps)
        }
        return replayed
    }

    /// Records an issue, labelled, unless `arcs` are routes the planner's moves make that
    /// cover every coverable item (`coverable`), and the builder marks as covered, in
    /// ``TourBuilder/order``, exactly what they cover. Returns the replay.
    @discardableResult
    func expectCovers(
        _ arcs: TourBuilder.ArcRoutes, by builder: TourBuilder, coverable: Set<Int>, _ label: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Replayed {
        let replayed = replay(arcs)
        #expect(replayed.problems.isEmpty, "\(label): \(replayed.problems)", sourceLocation: sourceLocation)
        #expect(!arcs.contains { $0.isEmpty }, "\(label): an empty route", sourceLocation: sourceLocation)
        let missed = coverable.subtracting(replayed.covered).sorted()
        #expect(missed.isEmpty, "\(label): items \(missed.map(builder.describe)) not covered", sourceLocation: sourceLocation)
        #expect(Set(builder.order) == replayed.covered, "\(label): the builder's order \(builder.order.sorted()), the moves cover \(replayed.covered.sorted())", sourceLocation: sourceLocation)
        #expect(builder.order.count == Set(builder.order).count, "\(label): an item covered twice", sourceLocation: sourceLocation)
        #expect(!builder.isCovered.contains(false), "\(label): items left", sourceLocation: sourceLocation)
        return replayed
    }

    /// Runs the greedy tour on a copy of the builder: its arcs and the builder after.
    func greedy() -> (routes: TourBuilder.ArcRoutes, builder: TourBuilder) {
        var builder = builder
        var scratch = scratch
        let routes = builder.greedy(on: states, scratch: &scratch)
        return (routes, builder)
    }
}

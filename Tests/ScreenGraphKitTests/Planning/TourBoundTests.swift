import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The Chinese-postman bound of edge tours (``Tour/postmanBound``) against the true
/// optimum, found by exhaustive search on small seeded random graphs with guards,
/// effects, back gestures, overlays and action chains; and on shapes whose answer is
/// worked out by hand. A failure names its seed.
@Suite struct TourBoundTests {
    /// The fewest gestures of any tour (routes from a fresh start, restarts free) that
    /// takes every item in `items` (edge-tour items: ``Planner/OpenMove/coverageItem``),
    /// by a 0-1 breadth-first search over (state, items taken so far), every state a
    /// planner move leads to; `nil` past `limit` search nodes.
    static func optimum(_ planner: Planner, covering items: [Int], limit: Int) -> Int? {
        struct Key: Hashable {
            var position: TourReplay.Key
            var taken: UInt64
        }
        let bit = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, UInt64(1) << UInt64($0)) })
        let all = items.indices.reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1) }
        let start = NavigationState(startingOn: planner.graph.start, in: planner.graph)
        func key(_ state: NavigationState, _ taken: UInt64) -> Key {
            Key(position: TourReplay.Key(state), taken: taken)
        }
        var distance: [Key: Int] = [key(start, 0): 0]
        // A deque as two stacks of the current distance and the next.
        var current: [(NavigationState, UInt64)] = [(start, 0)]
        var next: [(NavigationState, UInt64)] = []
        var depth = 0
        while !current.isEmpty {
            while let (state, taken) = current.popLast() {
                guard distance[key(state, taken)] == depth else { continue }
                let isScreen = Int(state.node) < planner.graph.screenCount
                if isScreen, taken == all { return depth }
                var moves = planner.openMoves(from: state).map { move in
                    (move.step.position, taken | (move.coverageItem.flatMap { bit[$0] } ?? 0), move.step.interaction == nil ? 0 : 1)
                }
                // A route may end on any screen; the next starts afresh, free.
                if isScreen { moves.append((start, taken, 0)) }
                for (target, covered, cost) in moves {
                    let targetKey = key(target, covered)
                    guard distance[targetKey].map({ $0 > depth + cost }) ?? true else { continue }
                    distance[targetKey] = depth + cost
                    if cost == 0 { current.append((target, covered)) } else { next.append((target, covered)) }
                    guard distance.count <= limit else { return nil }
                }
            }
            swap(&current, &next)
            depth += 1
        }
        return nil
    }

    /// The edge-tour items some route from the start takes.
    static func coverable(_ planner: Planner, limit: Int) -> [Int]? {
        var seen: [NavigationState] = []
        var queue = [NavigationState(startingOn: planner.graph.start, in: planner.graph)]
        var items = Set<Int>()
        while let state = queue.popLast() {
            guard !seen.contains(state) else { continue }
            seen.append(state)
            guard seen.count <= limit else { return nil }
            for move in planner.openMoves(from: state) {
                if let item = move.coverageItem { items.insert(item) }
                queue.append(move.step.position)
            }
        }
        return items.sorted()
    }

    /// On 300 seeded random graphs small enough to search exhaustively (at most 10
    /// items): the bound is at most the optimum, which is at most the tour's gestures;
    /// the tour covers what can be covered, and every item it covers the relaxed graph
    /// can take. Graphs too large for the search are counted, not checked; most are not.
    @Test(arguments: 0..<3)
    func theBoundIsALowerBoundOnSmallGraphs(batch: UInt64) throws {
        var checked = 0
        var tight = 0
        for seed in batch * 100..<(batch + 1) * 100 {
            let random = RandomGraph(seed: seed, backTenths: 5)
            let graph = try ScreenGraph(random.definition)
            let planner = Planner(graph: graph)
            guard let items = Self.coverable(planner, limit: 2_000), items.count <= 10 else { continue }
            let relaxed = RelaxedGraph(graph: graph)
            #expect(items.allSatisfy(relaxed.canTake), "seed \(seed): an item the relaxation says no route takes")
            let bound = ChinesePostman(relaxed: relaxed, required: items.filter(relaxed.canTake)).bound
            guard let optimum = Self.optimum(planner, covering: items, limit: 200_000) else { continue }
            let tour = planner.tour(covering: .edges)
            #expect(tour.covered.count == items.count, "seed \(seed): the tour covers \(tour.covered.count) of \(items.count)")
            #expect(tour.postmanBound == bound, "seed \(seed)")
            #expect(bound <= optimum, "seed \(seed): bound \(bound) above the optimum \(optimum)")
            #expect(optimum <= tour.gestures, "seed \(seed): a tour of \(tour.gestures) below the optimum \(optimum)")
            checked += 1
            if bound == optimum { tight += 1 }
        }
        // Most small graphs are searched; on many the bound is the optimum.
        #expect(checked >= 50, "seeds \(batch * 100)..<\((batch + 1) * 100): \(checked) checked")
        #expect(tight * 2 >= checked, "seeds \(batch * 100)..<\((batch + 1) * 100): \(tight) of \(checked) tight")
    }

    /// Shapes whose bound is worked out by hand.
    @Test func knownBounds() throws {
        // A cycle S0 → S1 → … → S4 → S0: one walk round it, 5 gestures.
        #expect(Planner(graph: try ScreenGraph(Shapes.cycle(5))).tour(covering: .edges).postmanBound == 5)
        // A path S0 → … → S4: one route to the end, 4 gestures.
        #expect(Planner(graph: try ScreenGraph(Shapes.path(5))).tour(covering: .edges).postmanBound == 4)
        // From A, three edges to B, C and D, none back: every screen but A has more ways
        // in than out, A three more out than in; each route ends at its leaf and
        // restarts, so 3 gestures and nothing extra.
        let fan = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                for leaf in ["B", "C", "D"] { screen.tap(leaf.lowercased(), to: leaf) }
            }
            for leaf in ["B", "C", "D"] { map.addScreenState(leaf) { _ in } }
        }
        #expect(Planner(graph: fan).tour(covering: .edges).postmanBound == 3)
        // A → B by two gestures, B → A by one: B is entered once more than it is left,
        // so a route can end there, and A, the start, is left once more than it is
        // entered, which a restart makes up for free: 3 gestures.
        let double = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                screen.tap("one", to: "B")
                screen.tap("two", to: "B")
            }
            map.addScreenState("B") { $0.tap("a", to: "A") }
        }
        #expect(Planner(graph: double).tour(covering: .edges).postmanBound == 3)
        // B → A twice, A → B once: B is left twice and entered once, so it must be
        // entered again, and the cheapest way in is A → B: 3 items and 1 more.
        let twice = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.tap("one", to: "A")
                screen.tap("two", to: "A")
            }
        }
        let tour = Planner(graph: twice).tour(covering: .edges)
        #expect(tour.postmanBound == 4 && tour.gestures == 4)
    }
}

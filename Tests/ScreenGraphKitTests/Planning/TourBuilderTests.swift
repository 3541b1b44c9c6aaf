import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The tour builder's core (`TourBuilder.swift`): the items of each kind and what each
/// move or state covers, the screen a move leaves, routes remade from arcs, the searches
/// that look farther once the exploration stopped at its limit, and how items and the
/// reasons they are not covered read. Routes are replayed through the planner's moves and
/// what they cover is counted apart from the builder (``TourReplay``), on small seeded
/// random graphs and on graphs worked out by hand. A failure names its seed.
@Suite struct TourBuilderTests {
    /// On 100 seeded graphs, the items of each kind: an edge per move and a back gesture
    /// per screen (those of screens without one already covered, as nothing stands for
    /// them), a screen per screen, an action per action, and two per guarded move.
    @Test func itemsOfEachKind() throws {
        for seed: UInt64 in 0..<100 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let guarded = graph.moves.indices.filter { graph.moves[$0].guardIndex >= 0 }
            let backs = (0..<graph.screenCount).map { graph.hot[$0].hasBack }
            let edges = TourBuilder(graph: graph, kind: .edges, seed: nil)
            #expect(edges.exists == [Bool](repeating: true, count: graph.moves.count) + backs, "seed \(seed)")
            #expect(edges.isCovered == edges.exists.map { !$0 } && edges.order.isEmpty, "seed \(seed)")
            #expect(edges.guardedMoves == guarded, "seed \(seed)")
            #expect(guarded.indices.allSatisfy { edges.guardedItem[guarded[$0]] == $0 }, "seed \(seed)")
            let counts: [CoverageKind: Int] = [.screens: graph.screenCount, .actions: graph.actions.count, .guards: 2 * guarded.count]
            for (kind, count) in counts {
                let builder = TourBuilder(graph: graph, kind: kind, seed: nil)
                #expect(builder.exists == [Bool](repeating: true, count: count), "seed \(seed), \(kind)")
                #expect(!builder.isCovered.contains(true), "seed \(seed), \(kind)")
            }
        }
    }

    /// On 100 seeded graphs, screens without moves among them: the screen a move leaves
    /// (a binary search over where each screen's moves start) is the one whose moves
    /// hold it, found here by a scan.
    @Test func theScreenEachMoveLeaves() throws {
        var empty = 0
        for seed: UInt64 in 0..<100 {
            let graph = try ScreenGraph(RandomGraph(seed: seed).definition)
            let builder = TourBuilder(graph: graph, kind: .edges, seed: nil)
            for move in graph.moves.indices {
                let owner = (0..<graph.screenCount).first { graph.movesOut(of: Int32($0)).contains(move) }
                #expect(builder.origin(ofMove: move) == owner, "seed \(seed), move \(move)")
            }
            empty += (0..<graph.screenCount).filter { graph.movesOut(of: Int32($0)).isEmpty }.count
        }
        #expect(empty >= 20, "\(empty) screens without moves")
    }

    /// On 60 seeded graphs, for every kind: the routes made again from the greedy tour's
    /// arcs (``TourBuilder/routes(_:on:space:)``) are the steps the planner's moves make
    /// along those arcs, from the start screen on a fresh app, with one gesture per arc
    /// and the steps' costs summed; and the tour ``TourBuilder/finish(_:stoppedAt:)``
    /// makes lists each item once: what the routes cover in the order covered, and every
    /// other item with a reason.
    @Test(arguments: CoverageKind.allCases)
    func routesAndTheTourAreMadeFromTheArcs(kind: CoverageKind) throws {
        for seed: UInt64 in 0..<60 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let replay = TourReplay(graph, kind: kind)
            let (arcs, builder) = replay.greedy()
            let expected = replay.replay(arcs)
            let routes = builder.routes(arcs, on: replay.states, space: &replay.planner.space)
            #expect(routes.count == arcs.count, "seed \(seed)")
            for (route, steps) in zip(routes, expected.steps) {
                #expect(route.steps.map(\.position) == steps.map(\.position), "seed \(seed)")
                #expect(route.steps.map(\.interaction) == steps.map(\.interaction), "seed \(seed)")
                #expect(route.cost == route.steps.reduce(0) { $0 + $1.cost } && route.start == replay.start, "seed \(seed)")
                #expect(route.from == graph.nodeNames[Int(graph.start)] && route.to == route.steps.last?.to, "seed \(seed)")
            }
            #expect(zip(routes, arcs).allSatisfy { $0.steps.filter { $0.interaction != nil }.count == $1.count }, "seed \(seed)")
            #expect(replay.replay(routes).covered == expected.covered, "seed \(seed)")
            let tour = builder.finish(routes, stoppedAt: nil)
            #expect(tour.covered.map(\.description) == builder.order.map(builder.describe), "seed \(seed)")
            #expect(tour.covered.allSatisfy { $0.reason == nil } && tour.uncovered.allSatisfy { $0.reason != nil }, "seed \(seed)")
            let existing = builder.exists.indices.filter { builder.exists[$0] }
            #expect(tour.covered.count + tour.uncovered.count == existing.count, "seed \(seed)")
            #expect(Set(tour.covered.map(\.description) + tour.uncovered.map(\.description)) == Set(existing.map(builder.describe)), "seed \(seed)")
        }
    }

    /// Explorations stopped at a few states, for every kind on 100 seeded graphs: the tour
    /// built on what they explored, taken on by ``TourBuilder/lookFarther(space:limit:continuing:exploration:)``
    /// with searches of as many states, replays step by step through the planner's moves;
    /// it covers what it says it covers, at least what the explored states gave, and
    /// lists every other item as not found within the limit.
    @Test(arguments: CoverageKind.allCases)
    func lookingFartherGoesOnWhereTheExplorationStopped(kind: CoverageKind) throws {
        var stopped = 0
        for seed: UInt64 in 0..<100 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let limit = 2 + Int(seed % 4)
            let replay = TourReplay(graph, kind: kind, limit: limit)
            guard replay.exploration.stopped else { continue }
            stopped += 1
            let greedy = replay.greedy()
            var builder = greedy.builder
            let before = builder.order.count
            let routes = builder.routes(greedy.routes, on: replay.states, space: &replay.planner.space)
            let tour = builder.lookFarther(space: &replay.planner.space, limit: limit, continuing: routes, exploration: replay.exploration)
            let replayed = replay.replay(tour.routes)
            #expect(replayed.problems.isEmpty, "seed \(seed): \(replayed.problems)")
            #expect(Set(tour.covered.map(\.description)) == Set(replayed.covered.map(builder.describe)), "seed \(seed)")
            #expect(builder.order.count >= before, "seed \(seed)")
            #expect(tour.routes.prefix(max(routes.count - 1, 0)).map(\.steps.count) == routes.dropLast().map(\.steps.count), "seed \(seed)")
            let reason = "not found: the search stopped at \(limit) states (raise Planner.tourSearchLimit, or the CLI's --search-limit)"
            #expect(tour.uncovered.allSatisfy { $0.reason == reason }, "seed \(seed)")
        }
        #expect(stopped >= 15, "\(stopped) explorations stopped")
    }

    /// Worked out by hand. A path of 12 screens explored 3 states deep: each search from
    /// where the route ends finds the next edge, so one route takes all 11. A counter that
    /// must reach 4 before `b` opens, with searches of 3 states: `Inc` is found, `b` is
    /// not, and it says so.
    @Test func lookingFartherOnKnownGraphs() throws {
        func tour(_ graph: ScreenGraph, limit: Int) -> Tour {
            let replay = TourReplay(graph, kind: .edges, limit: limit)
            let greedy = replay.greedy()
            var builder = greedy.builder
            let routes = builder.routes(greedy.routes, on: replay.states, space: &replay.planner.space)
            return builder.lookFarther(space: &replay.planner.space, limit: limit, continuing: routes, exploration: replay.exploration)
        }
        let path = tour(try ScreenGraph(Shapes.path(12)), limit: 3)
        #expect(path.routes.map(\.steps.count) == [11] && path.uncovered.isEmpty)
        let counter = """
            start A
            state n: int = 0
            screen A
              tap "b" -> B if n > 3
              action Inc: tap "inc"
                effect n += 1
            screen B
            """
        let stopped = tour(try TourReplay.graph(counter), limit: 3)
        #expect(stopped.covered.map(\.description) == ["A → Inc (tap 'inc')"])
        #expect(stopped.uncovered == [
            .init(description: "A → B (tap 'b')", reason: "not found: the search stopped at 3 states (raise Planner.tourSearchLimit, or the CLI's --search-limit)")
        ])
    }

    /// How each kind of item reads, and why it is not covered: with nothing taken and the
    /// search not stopped, the reason no route covers it; with the search stopped, that.
    @Test func itemsAndReasonsRead() throws {
        let text = """
            start A
            state open: bool = false
            screen A
              tap "b" -> B if open
              tap "c" -> C
              action Open: tap "open"
                effect open = true
            screen B
              tap "a" -> A
            screen C
              back tap "back"
            """
        let graph = try TourReplay.graph(text)
        func read(_ kind: CoverageKind, stoppedAt: Int? = nil) -> [String] {
            TourBuilder(graph: graph, kind: kind, seed: nil).finish([], stoppedAt: stoppedAt).uncovered.map { "\($0.description): \($0.reason ?? "")" }
        }
        #expect(read(.edges) == [
            "A → B (tap 'b'): no reachable state at its screen makes 'open' true",
            "A → C (tap 'c'): no route from the start reaches its screen",
            "A → Open (tap 'open'): no route from the start reaches its screen",
            "B → A (tap 'a'): no route from the start reaches its screen",
            "C back: no route reaches the screen with something to go back to",
        ])
        #expect(read(.screens) == ["A: no route from the start reaches it", "B: no route from the start reaches it", "C: no route from the start reaches it"])
        #expect(read(.actions) == ["Open: no route from the start performs it"])
        #expect(read(.guards) == [
            "A → B (tap 'b') [true]: no reachable state at its screen makes 'open' true",
            "A → B (tap 'b') [false]: 'open' is true in every reachable state at its screen",
        ])
        #expect(read(.screens, stoppedAt: 9) == ["A", "B", "C"].map {
            "\($0): not found: the search stopped at 9 states (raise Planner.tourSearchLimit, or the CLI's --search-limit)"
        })
    }
}

import Testing

@testable import ScreenGraphKit

/// Doubling tests for tours (issue 22, class 4): a hub whose N spokes lead back to it,
/// one screen with N self-loops, and a ring cut for shards. The work, counted, at N
/// and 2N: it grows about twice, never four times. (Each greedy search looked at every
/// arc of the screen and built a path for each; past 1,000 spokes the exploration
/// stopped keeping states and a search per item followed; cutting a route searched
/// from the start to every step of it.)
@Suite struct TourGrowthTests {
    static func hub(_ spokes: Int) -> String {
        "start Hub\nscreen Hub\n" + (1...spokes).map { "  tap \"s\($0)\" -> S\($0)\n" }.joined()
            + (1...spokes).map { "screen S\($0)\n  tap \"h\" -> Hub\n" }.joined()
    }

    static func loops(_ count: Int) -> String {
        "start A\nscreen A\n" + (1...count).map { "  tap \"l\($0)\" -> A\n" }.joined()
    }

    /// The arcs the greedy tour's searches look at, on the deterministic order and on
    /// one seeded variation.
    static func arcChecks(_ text: String, seed: UInt64?) throws -> Int {
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph"))
        let planner = Planner(graph: graph)
        var builder = TourBuilder(graph: graph, kind: .edges, seed: nil)
        let (states, _) = builder.explore(space: &planner.space, limit: planner.tourSearchLimit)
        var scratch = TourScratch(states: states)
        builder.random = seed.map { SplitMix64(seed: $0) }
        builder.work = TourWork()
        let routes = builder.greedy(on: states, scratch: &scratch)
        #expect(!builder.isCovered.contains(false))
        #expect(!routes.isEmpty)
        return builder.work.arcChecks
    }

    @Test(arguments: [nil, 3] as [UInt64?])
    func aHubsSearchesGrowLinearly(seed: UInt64?) throws {
        let small = try Self.arcChecks(Self.hub(400), seed: seed)
        let large = try Self.arcChecks(Self.hub(800), seed: seed)
        #expect(Double(large) / Double(small) < 2.5, "\(small) arcs at 400 spokes, \(large) at 800")
    }

    @Test(arguments: [nil, 3] as [UInt64?])
    func selfLoopsSearchesGrowLinearly(seed: UInt64?) throws {
        let small = try Self.arcChecks(Self.loops(1_000), seed: seed)
        let large = try Self.arcChecks(Self.loops(2_000), seed: seed)
        #expect(Double(large) / Double(small) < 2.5, "\(small) arcs at 1,000 loops, \(large) at 2,000")
    }

    static func ring(_ screens: Int) -> String {
        "start R0\n" + (0..<screens).map { "screen R\($0)\n  tap \"n\" -> R\(($0 + 1) % screens)\n" }.joined()
    }

    /// The whole tour of `text`, and the work it did.
    static func tour(_ text: String) throws -> (Tour, TourWork) {
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph"))
        var work = TourWork()
        let tour = Planner(graph: graph).tour(covering: .edges, work: &work)
        return (tour, work)
    }

    /// All of a tour's counted work: states reached, states visited, arcs looked at.
    static func total(_ work: TourWork) -> Int { work.states + work.visits + work.arcChecks }

    /// The whole tour of a hub, across the 1,000 spokes past which the exploration used
    /// to stop keeping states: one search, a tour as short as the bound, linear work.
    @Test func aHubsWholeTourGrowsLinearly() throws {
        let (small, smallWork) = try Self.tour(Self.hub(1_200))
        let (large, largeWork) = try Self.tour(Self.hub(2_400))
        for (tour, work, spokes) in [(small, smallWork, 1_200), (large, largeWork, 2_400)] {
            #expect(tour.uncovered.isEmpty && tour.gestures == 2 * spokes && tour.postmanBound == 2 * spokes, "\(spokes) spokes")
            #expect(tour.routes.count == 1, "\(spokes) spokes: \(tour.routes.count) routes")
            // The exploration alone: no search per item.
            #expect(work.searches == 1, "\(spokes) spokes: \(work.searches) searches")
        }
        let ratio = Double(Self.total(largeWork)) / Double(Self.total(smallWork))
        #expect(ratio < 2.5, "work \(Self.total(smallWork)) at 1,200 spokes, \(Self.total(largeWork)) at 2,400")
    }

    @Test func selfLoopsWholeTourGrowsLinearly() throws {
        let (small, smallWork) = try Self.tour(Self.loops(1_000))
        let (large, largeWork) = try Self.tour(Self.loops(2_000))
        #expect(small.gestures == 1_000 && large.gestures == 2_000)
        let ratio = Double(Self.total(largeWork)) / Double(Self.total(smallWork))
        #expect(ratio < 2.5, "work \(Self.total(smallWork)) at 1,000 loops, \(Self.total(largeWork)) at 2,000")
    }

    /// A ring's one route cannot be cut (the way back to any screen is as long as the
    /// route up to it), so every cut point is in vain: at most `cutPointsSearched` of
    /// them are searched for, not one per step, and the states those searches reach
    /// grow with the ring.
    @Test func cuttingARingForShardsGrowsLinearly() throws {
        func split(_ screens: Int) throws -> (Tour, TourWork) {
            let graph = try ScreenGraph(GraphDefinition(parsing: Self.ring(screens), format: .screengraph, path: "g.screengraph"))
            let planner = Planner(graph: graph)
            var work = TourWork()
            let tour = planner.splitting(planner.tour(covering: .edges), into: Tour.maximumShards, work: &work)
            return (tour, work)
        }
        let (small, smallWork) = try split(500)
        let (large, largeWork) = try split(1_000)
        #expect(small.routes.map(\.steps.count) == [500] && large.routes.map(\.steps.count) == [1_000])
        #expect(smallWork.searches <= Planner.cutPointsSearched && largeWork.searches <= Planner.cutPointsSearched)
        let ratio = Double(largeWork.states) / Double(smallWork.states)
        #expect(ratio < 2.5, "\(smallWork.states) states searched at 500 screens, \(largeWork.states) at 1,000")
    }

    /// A start with a jump to each of N screens of a ring: the tour is the ring from
    /// one jump, and each other jump alone: N routes, 2N steps.
    static func comb(_ teeth: Int) -> String {
        "start S\nscreen S\n" + (0..<teeth).map { "  tap \"j\($0)\" -> R\($0)\n" }.joined() + Self.ring(teeth).dropFirst("start R0\n".count)
    }

    /// A comb split into as many shards as it has steps: every shard but a few stays
    /// empty, so the long route is cut again and again. The shards used to be made anew
    /// for each cut (O(R log R + K) each, R routes and K shards); they are not made
    /// while a shard is empty, and the routes placed (into shards, or into the heap of
    /// the longest) grow with the comb, as do the searches, one or two per cut, and the
    /// states they reach (``CutPrefixes``).
    @Test func splittingACombGrowsLinearly() throws {
        func split(_ teeth: Int) throws -> (Tour, TourWork) {
            let graph = try ScreenGraph(GraphDefinition(parsing: Self.comb(teeth), format: .screengraph, path: "g.screengraph"))
            let planner = Planner(graph: graph)
            let tour = planner.tour(covering: .edges)
            #expect(tour.routes.count == teeth && tour.gestures == 2 * teeth, "\(teeth) teeth")
            var work = TourWork()
            let split = planner.splitting(tour, into: Tour.maximumShards, work: &work)
            return (split, work)
        }
        let (small, smallWork) = try split(400)
        let (large, largeWork) = try split(800)
        for (tour, teeth) in [(small, 400), (large, 800)] {
            // The ring's route of N + 1 steps is cut into N routes of two (a jump and
            // a step), which cannot be cut again: a second part needs a jump too.
            #expect(tour.routes.count == 2 * teeth - 1 && tour.routes.allSatisfy { $0.steps.count <= 2 }, "\(teeth) teeth")
        }
        let placed = Double(largeWork.placements) / Double(smallWork.placements)
        #expect(placed < 2.5, "\(smallWork.placements) routes placed at 400 teeth, \(largeWork.placements) at 800")
        let searched = Double(largeWork.searches) / Double(smallWork.searches)
        #expect(searched < 2.5, "\(smallWork.searches) searches at 400 teeth, \(largeWork.searches) at 800")
        // Each search from the start reaches all N jumps; after the first two, the
        // places are looked up in one search to the end.
        let states = Double(largeWork.states) / Double(smallWork.states)
        #expect(states < 2.5, "\(smallWork.states) states searched at 400 teeth, \(largeWork.states) at 800")
    }

    /// A comb split into as many shards as it has teeth: the routes soon outnumber the
    /// shards, and each cut then made the shards anew (O(R log R) for R routes), about
    /// a quarter as many cuts as teeth. At most ``Planner/shardsRemade`` times now, so
    /// the routes placed double with the comb.
    @Test func splittingACombIntoAsManyShardsAsTeethGrowsLinearly() throws {
        func placements(_ teeth: Int) throws -> Int {
            let graph = try ScreenGraph(GraphDefinition(parsing: Self.comb(teeth), format: .screengraph, path: "g.screengraph"))
            let planner = Planner(graph: graph)
            var work = TourWork()
            let split = planner.splitting(planner.tour(covering: .edges), into: teeth, work: &work)
            #expect(split.routes.allSatisfy { $0.steps.count <= 3 }, "\(teeth) teeth")
            return work.placements
        }
        let (small, large) = (try placements(1_000), try placements(2_000))
        #expect(Double(large) / Double(small) < 2.5, "\(small) routes placed at 1,000 teeth, \(large) at 2,000")
    }
}

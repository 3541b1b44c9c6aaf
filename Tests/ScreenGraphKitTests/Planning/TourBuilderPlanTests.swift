import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Following a Chinese-postman plan on the explored states (`TourBuilder+Plan.swift`):
/// ``TourBuilder/follow(_:on:scratch:)`` takes the plan's gestures in order while they are
/// open, and goes the nearest way to the plan's next item where a guard or the back stack
/// keeps it from following. Where nothing blocks the plan, the tour is the plan, as short
/// as the bound; elsewhere every route is replayed through the planner's moves
/// (``TourReplay``) and measured against the exhaustive optimum. A failure names its seed.
@Suite struct TourBuilderPlanTests {
    /// The edge tour's plan as ``Planner/tour(covering:work:)`` makes it, with its bound:
    /// every item the exploration found and the relaxed graph can take.
    static func plan(_ replay: TourReplay, seed: UInt64?) -> (plan: [[ChinesePostman.Arc]], bound: Int) {
        let relaxed = RelaxedGraph(graph: replay.graph)
        let builder = replay.builder
        let required = builder.isCovered.indices.filter { !builder.isCovered[$0] && replay.exploration.coverable[$0] && relaxed.canTake($0) }
        let postman = ChinesePostman(relaxed: relaxed, required: required)
        return (postman.plan(seed: seed), postman.bound)
    }

    /// The tour that follows the plan of `seed`, and the builder after.
    static func follow(_ replay: TourReplay, seed: UInt64?) -> (routes: TourBuilder.ArcRoutes, builder: TourBuilder, bound: Int) {
        let (plan, bound) = Self.plan(replay, seed: seed)
        var builder = replay.builder
        var scratch = replay.scratch
        return (builder.follow(plan, on: replay.states, scratch: &scratch), builder, bound)
    }

    /// Graphs with no guards, back gestures or effects, where every gesture of a plan is
    /// open wherever it leaves from: the cycle, path, star and grid, and 40 seeded graphs
    /// of 3 to 7 screens joined by a ring. The tour takes the plan's items in the plan's
    /// order, restarts left out, and is as long as the bound, which no tour beats.
    @Test func takesAPlanNothingBlocksGestureForGesture() throws {
        var graphs: [(String, GraphDefinition)] = [
            ("cycle", Shapes.cycle(5)), ("path", Shapes.path(5)), ("star", Shapes.star(5)), ("grid", Shapes.grid(width: 3, height: 3)),
        ]
        for seed: UInt64 in 0..<40 {
            graphs.append(("seed \(seed)", Shapes.random(screens: 3 + Int(seed % 5), edgesPerScreen: 3, guardedFraction: 0, seed: seed)))
        }
        for (name, definition) in graphs {
            let replay = TourReplay(try ScreenGraph(definition), kind: .edges)
            let coverable = try #require(replay.coverable(), "\(name)")
            for planSeed in [nil, 7] as [UInt64?] {
                let label = "\(name), plan seed \(planSeed.map(String.init) ?? "none")"
                let (plan, bound) = Self.plan(replay, seed: planSeed)
                let (routes, builder, _) = Self.follow(replay, seed: planSeed)
                let replayed = replay.expectCovers(routes, by: builder, coverable: coverable, label)
                #expect(replayed.gestures == bound, "\(label): \(replayed.gestures) gestures, the bound is \(bound)")
                let taken = routes.joined().map(replay.edgeItem)
                #expect(taken == plan.joined().map(\.item).filter { $0 >= 0 }, "\(label)")
            }
        }
    }

    /// On 50 seeded graphs with guards, effects, back gestures, overlays and action
    /// chains, where the relaxed plan often goes astray: the tour replays through the
    /// planner's moves, covers every item some route covers and exactly what the builder
    /// says, ends each route with a gesture that covers something new, is never shorter
    /// than the exhaustive optimum, and is the same for the same plan seed.
    @Test func deviatesWhereGuardsOrTheBackStackKeepItFromThePlan() throws {
        var optima = 0
        var deviated = 0
        for seed: UInt64 in 0..<50 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let replay = TourReplay(graph, kind: .edges)
            guard let coverable = replay.coverable() else { continue }
            for planSeed in [nil, seed] as [UInt64?] {
                let label = "seed \(seed), plan seed \(planSeed.map(String.init) ?? "none")"
                let (routes, builder, _) = Self.follow(replay, seed: planSeed)
                let replayed = replay.expectCovers(routes, by: builder, coverable: coverable, label)
                #expect(replayed.wastedEndings.isEmpty, "\(label): routes \(replayed.wastedEndings) end on a gesture that covers nothing new")
                #expect(Self.follow(replay, seed: planSeed).routes == routes, "\(label): another tour for the same plan")
                let planned = Self.plan(replay, seed: planSeed).plan.joined().map(\.item).filter { $0 >= 0 }
                if routes.joined().map(replay.edgeItem) != planned { deviated += 1 }
                if planSeed == nil, coverable.count <= 8,
                    let optimum = TourBoundTests.optimum(replay.planner, covering: coverable.sorted(), limit: 50_000)
                {
                    #expect(optimum <= replayed.gestures, "\(label): \(replayed.gestures) gestures, below the optimum \(optimum)")
                    optima += 1
                }
            }
        }
        #expect(optima >= 30, "\(optima) optima searched")
        #expect(deviated >= 10, "\(deviated) tours left their plan: too few to check the deviations")
    }

    /// ``GuardAwareBoundTests/privateMode``, where the relaxed plan (guards ignored) is
    /// `go x Priv go y go z`. After `go`, `x` is closed (the mode is off): the nearest way
    /// to it from `B` (`z Priv go x`, 4) is farther than from a fresh start (`Priv go x`,
    /// 3), so the route ends with `go`, which covered something, and a new one goes to
    /// `x`. From there the plan is open: `Priv go y` (the mode on again), `go z`. Nine
    /// gestures, where the optimum is 8 (``TourBuilderStatePlanTests``).
    @Test func leavesThePlanWhereAGuardIsClosed() throws {
        let replay = TourReplay(try TourReplay.graph(GuardAwareBoundTests.privateMode), kind: .edges)
        #expect(Self.plan(replay, seed: nil).plan.map { $0.map { replay.builder.describe($0.item) } } == [[
            "A → B (tap 'go')", "B → A (tap 'x')", "A → Priv (tap 'priv')", "A → B (tap 'go')", "B → A (tap 'y')", "A → B (tap 'go')",
            "B → A (tap 'z')",
        ]])
        let (routes, builder, bound) = Self.follow(replay, seed: nil)
        #expect(bound == 7)
        #expect(replay.described(routes) == [
            ["A → B (tap 'go')"],
            [
                "A → Priv (tap 'priv')", "A → B (tap 'go')", "B → A (tap 'x')", "A → Priv (tap 'priv')", "A → B (tap 'go')", "B → A (tap 'y')",
                "A → B (tap 'go')", "B → A (tap 'z')",
            ],
        ])
        replay.expectCovers(routes, by: builder, coverable: try #require(replay.coverable()), "Private")
    }
}

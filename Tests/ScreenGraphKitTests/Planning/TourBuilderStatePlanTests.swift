import Testing

@testable import ScreenGraphKit

/// A Chinese-postman tour over the explored states themselves (`TourBuilder+StatePlan.swift`):
/// ``TourBuilder/statePlan(improving:on:within:scratch:rounds:)`` takes the arcs a tour
/// found for its items and joins them with the fewest extra gestures by a minimum-cost
/// flow, where guards and back stacks are exact. Checked against the tour it improves and
/// the exhaustive optimum on small seeded random graphs, every route replayed through the
/// planner's moves (``TourReplay``), and on a graph whose optimum is worked out by hand.
/// A failure names its seed.
@Suite struct TourBuilderStatePlanTests {
    /// The states the tours pass, the start included: what ``Planner/tour(covering:work:)``
    /// lets the flow use.
    static func passed(by tours: [TourBuilder.ArcRoutes], on states: TourStateGraph) -> [Bool] {
        var passed = [Bool](repeating: false, count: states.stateCount)
        if states.stateCount > 0 { passed[Int(states.start)] = true }
        for arc in tours.joined().joined() { passed[Int(states.arcTarget[Int(arc)])] = true }
        return passed
    }

    /// The greedy tour improved, and the builder after.
    static func improved(_ replay: TourReplay, rounds: Int = 3) -> (greedy: TourBuilder.ArcRoutes, routes: TourBuilder.ArcRoutes, builder: TourBuilder) {
        let greedy = replay.greedy().routes
        var builder = replay.builder
        var scratch = replay.scratch
        let routes = builder.statePlan(
            improving: greedy, on: replay.states, within: passed(by: [greedy], on: replay.states), scratch: &scratch, rounds: rounds)
        return (greedy, routes, builder)
    }

    /// On 60 seeded graphs with guards, effects, back gestures, overlays and action
    /// chains, for edge and guard tours: the improved tour replays through the planner's
    /// moves, covers every item some route covers and exactly what the builder says, is
    /// never longer than the greedy tour it improves nor shorter than the exhaustive
    /// optimum, and is the same each time. It is shorter than the greedy tour on some
    /// graphs, and as short as the optimum on most of those searched.
    @Test(arguments: [CoverageKind.edges, .guards])
    func neverLongerThanTheTourItImproves(kind: CoverageKind) throws {
        var shorter = 0
        var optima = 0
        var optimal = 0
        for seed: UInt64 in 0..<60 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let replay = TourReplay(graph, kind: kind)
            guard let coverable = replay.coverable() else { continue }
            let (greedy, routes, builder) = Self.improved(replay)
            let replayed = replay.expectCovers(routes, by: builder, coverable: coverable, "seed \(seed)")
            let before = greedy.joined().count
            #expect(replayed.gestures <= before, "seed \(seed): \(replayed.gestures) gestures, the greedy tour made \(before)")
            if replayed.gestures < before { shorter += 1 }
            #expect(Self.improved(replay).routes == routes, "seed \(seed): another tour the second time")
            if kind == .edges, coverable.count <= 8,
                let optimum = TourBoundTests.optimum(replay.planner, covering: coverable.sorted(), limit: 50_000)
            {
                #expect(optimum <= replayed.gestures, "seed \(seed): \(replayed.gestures) gestures, below the optimum \(optimum)")
                optima += 1
                if optimum == replayed.gestures { optimal += 1 }
            }
        }
        #expect(shorter >= 3, "\(shorter) tours made shorter")
        if kind == .edges { #expect(optima >= 30 && optimal * 10 >= optima * 9, "\(optimal) of \(optima) optimal") }
    }

    /// More rounds never give a longer tour: each round keeps the shortest so far, and the
    /// first rounds are the same whatever their number.
    @Test func moreRoundsNeverLonger() throws {
        for seed: UInt64 in 0..<100 {
            let replay = TourReplay(try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition), kind: .edges)
            let counts = [0, 1, 3].map { Self.improved(replay, rounds: $0).routes.joined().count }
            #expect(counts == counts.sorted(by: >), "seed \(seed): \(counts) gestures after 0, 1 and 3 rounds")
        }
    }

    /// ``GuardAwareBoundTests/privateMode``: `x` and `y` need the mode on, `z` off, and
    /// every return to `A` turns it off. Following the relaxed plan takes 9 gestures
    /// (``TourBuilderPlanTests/leavesThePlanWhereAGuardIsClosed()``); the flow over the
    /// exact states takes the same arcs for the items and joins them in 8, the optimum
    /// (`go z Priv go x Priv go y`).
    @Test func improvesAFollowedPlanToTheOptimum() throws {
        let replay = TourReplay(try TourReplay.graph(GuardAwareBoundTests.privateMode), kind: .edges)
        let coverable = try #require(replay.coverable())
        let followed = TourBuilderPlanTests.follow(replay, seed: nil).routes
        #expect(followed.joined().count == 9)
        #expect(TourBoundTests.optimum(replay.planner, covering: coverable.sorted(), limit: 10_000) == 8)
        var builder = replay.builder
        var scratch = replay.scratch
        let routes = builder.statePlan(
            improving: followed, on: replay.states, within: Self.passed(by: [followed], on: replay.states), scratch: &scratch, rounds: 3)
        let replayed = replay.expectCovers(routes, by: builder, coverable: coverable, "Private")
        #expect(replayed.gestures == 8, "\(replay.described(routes))")
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The guard-aware bound of edge tours (``Planner/guardAwareBound(of:)``) against the
/// true optimum, found by exhaustive search (``TourBoundTests/optimum(_:covering:limit:)``)
/// on the small seeded random graphs with guards, effects, back gestures, overlays and
/// action chains the screens-only bound is checked on. A failure names its seed.
@Suite struct GuardAwareBoundTests {
    /// A private mode that every return to `A` turns off (`onEnter`): `x` and `y` need it
    /// on, `z` off. Shared with the tour builder's tests.
    static let privateMode = """
        graph "Private"
        start A
        state priv: bool = false

        screen A
          waitFor "a"
          onEnter priv = false
          tap "go" -> B
          action Priv: tap "priv"
            effect priv = true

        screen B
          waitFor "b"
          tap "x" -> A if priv
          tap "y" -> A if priv
          tap "z" -> A if !priv

        """

    /// In ``privateMode``, `x` and `y` each need the mode on, so the tour turns it on
    /// twice. The screens-only bound counts the gestures (`go`, `Priv`, `x`, `y`, `z`) and
    /// the two extra `go`s that balance `A` and `B`: 7. The states see that `B` is entered
    /// with the mode on only after `Priv`: 8, the optimum (`go z Priv go x Priv go y`).
    @Test func countsTheTogglesAGuardForces() throws {
        let planner = Planner(graph: try ScreenGraph(GraphDefinition(parsing: Self.privateMode, format: .screengraph, path: "g.screengraph")))
        let tour = planner.tour(covering: .edges)
        #expect(tour.postmanBound == 7)
        let aware = try #require(planner.guardAwareBound(of: tour))
        #expect(aware.gestures == 8)
        #expect(aware.tracked == ["priv"])
        #expect(aware.states == 4)
        let items = try #require(TourBoundTests.coverable(planner, limit: 100))
        #expect(TourBoundTests.optimum(planner, covering: items, limit: 10_000) == 8)
        #expect(tour.gestures == 8)
    }

    /// On 300 seeded graphs: the guard-aware bound is at least the screens-only bound
    /// and at most the optimum.
    @Test(arguments: 0..<3)
    func isALowerBoundAtLeastTheScreensOnlyOne(batch: UInt64) throws {
        var checked = 0
        var stronger = 0
        for seed in batch * 100..<(batch + 1) * 100 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let planner = Planner(graph: graph)
            guard let items = TourBoundTests.coverable(planner, limit: 2_000), items.count <= 10,
                let optimum = TourBoundTests.optimum(planner, covering: items, limit: 200_000)
            else { continue }
            let tour = planner.tour(covering: .edges)
            let plain = try #require(tour.postmanBound, "seed \(seed)")
            let aware = try #require(planner.guardAwareBound(of: tour), "seed \(seed)")
            #expect(!aware.isScreensOnly, "seed \(seed): the abstraction outgrew its limit")
            #expect(aware.gestures >= plain, "seed \(seed)")
            #expect(aware.gestures <= optimum, "seed \(seed): bound \(aware.gestures) above the optimum \(optimum)")
            checked += 1
            if aware.gestures > plain { stronger += 1 }
        }
        #expect(checked >= 50, "seeds \(batch * 100)..<\((batch + 1) * 100): \(checked) checked")
        print("guard-aware bound, seeds \(batch * 100)..<\((batch + 1) * 100): \(checked) checked, \(stronger) above the screens-only bound")
    }
}

import Testing

@testable import ScreenGraphKit

/// The space, moves and pops the frontier tests share.
private typealias Fixture = SearchFrontierTests

/// ``HeapFrontier``, driven as the search's loop drives it (helpers in
/// `SearchFrontierTests`): it pops by cost, then hops, then discovery order, skips an
/// entry a cheaper way has made stale, and leaves closing a popped state to the search.
@Suite struct HeapFrontierTests {
    @Test func theHeapPopsByCostThenHopsThenDiscoveryAndSkipsStaleEntries() throws {
        var space = try Fixture.space(informed: false, allowsBuckets: false)
        let first = Fixture.startAndPop(HeapFrontier.self, &space)
        #expect(first?.state == 0 && first?.cost == 0 && first?.hops == 0 && first?.context == nil)
        // S1 is offered twice, the second time cheaper: its first entry is stale.
        Fixture.offer(HeapFrontier.self, [("S1", 3, 1), ("S2", 2, 2), ("S3", 2, 1), ("S4", 2, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(Fixture.drain(HeapFrontier.self, &space) == ["S1 1/1", "S3 2/1", "S4 2/1", "S2 2/2"])
    }

    @Test func theSearchClosesWhatTheHeapPopsAndAPlainSearchNeverReopensIt() throws {
        #expect(HeapFrontier.closesOnPop && !BucketFrontier.closesOnPop && !LevelFrontier.closesOnPop)
        var space = try Fixture.space(informed: false, allowsBuckets: false)
        _ = Fixture.startAndPop(HeapFrontier.self, &space)
        Fixture.offer(HeapFrontier.self, [("S3", 2, 1)], from: 0, in: &space)
        #expect(Fixture.drain(HeapFrontier.self, &space) == ["S3 2/1"])
        // Closed, so a cheaper way to S3 (no move costs less than 1, but a caller might
        // offer it) is refused, and so is a way back to S0.
        Fixture.offer(HeapFrontier.self, [("S3", 1, 1), ("S0", 1, 1)], from: 0, in: &space)
        #expect(Fixture.drain(HeapFrontier.self, &space) == [])
    }
}

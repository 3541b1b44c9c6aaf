import Testing

@testable import ScreenGraphKit

/// The space, moves and pops the frontier tests share.
private typealias Fixture = SearchFrontierTests

/// ``LevelFrontier``, driven as the search's loop drives it (helpers in
/// `SearchFrontierTests`): offers wait for the flush, pops go by bound, then hops, then
/// discovery order, and the levels close what they pop.
@Suite struct LevelFrontierTests {
    @Test func theLevelsWaitForTheFlushThenPopByBoundThenHopsThenDiscovery() throws {
        var space = try Fixture.space(informed: true)
        let first = Fixture.startAndPop(LevelFrontier.self, &space)
        // The levels carry the state's context, and close it themselves.
        #expect(first?.state == 0 && first?.cost == 0 && first?.context == space.contexts[Int(space.fastContext)])
        #expect(space.states.isClosed(0))
        // Bounds: cost + moves to S5. S1 1 + 4 = 5 (then 3 + 4 = 7, stale), S2 2 + 3 = 5,
        // S3 1 + 2 = 3, S4 4 + 1 = 5.
        Fixture.offer(LevelFrontier.self, [("S1", 3, 1), ("S2", 2, 1), ("S3", 1, 1), ("S4", 4, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(LevelFrontier.pop(in: &space) == nil, "the moves wait for the flush")
        LevelFrontier.flush(from: 0, in: &space)
        #expect(Fixture.drain(LevelFrontier.self, &space) == ["S3 1/1", "S1 1/1", "S2 2/1", "S4 4/1"])
        #expect(space.states.isClosed(Fixture.node("S4", in: space)))
        // A way to a closed state that costs no less is refused.
        Fixture.offer(LevelFrontier.self, [("S3", 1, 1)], from: 0, in: &space)
        LevelFrontier.flush(from: 0, in: &space)
        #expect(Fixture.drain(LevelFrontier.self, &space) == [])
    }
}

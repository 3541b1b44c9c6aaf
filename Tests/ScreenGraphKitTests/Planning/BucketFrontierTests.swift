import Testing

@testable import ScreenGraphKit

/// The space, moves and pops the frontier tests share.
private typealias Fixture = SearchFrontierTests

/// ``BucketFrontier``, driven as the search's loop drives it (helpers in
/// `SearchFrontierTests`): the heap's order, stale entries told by their keys.
@Suite struct BucketFrontierTests {
    @Test func theBucketsPopInTheHeapsOrderAndTellStaleEntriesByTheirKeys() throws {
        var space = try Fixture.space(informed: false)
        let first = Fixture.startAndPop(BucketFrontier.self, &space)
        #expect(first?.state == 0 && first?.cost == 0 && first?.hops == 0 && first?.context == nil)
        Fixture.offer(BucketFrontier.self, [("S1", 3, 1), ("S2", 2, 2), ("S3", 2, 1), ("S4", 2, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(Fixture.drain(BucketFrontier.self, &space) == ["S1 1/1", "S3 2/1", "S4 2/1", "S2 2/2"])
        // The buckets mark nothing closed: their keys tell a state already taken, which
        // a plain search over whole costs never improves.
        #expect(!space.states.records[Int(Fixture.node("S1", in: space))].closed)
        Fixture.offer(BucketFrontier.self, [("S3", 2, 1)], from: 0, in: &space)
        #expect(Fixture.drain(BucketFrontier.self, &space) == [])
    }
}

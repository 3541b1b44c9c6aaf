import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The three frontiers of a search (``HeapFrontier``, ``BucketFrontier``,
/// ``LevelFrontier``) driven directly, as the search's loop drives them: the order
/// they pop states in (cost or bound, then hops, then discovery order), which entries
/// they skip as stale, who closes a popped state, and the levels' flush.
@Suite struct SearchFrontierTests {
    /// S0 → S1 → … → S5 at cost 1 each, and every screen back to S0 at cost 4: whole
    /// costs up to 4, and S5 is 5 − i moves from Si.
    private static let definition = Shapes.definition(6) { index in
        (index < 5 ? [Shapes.edge(index, index + 1)] : []) + [Shapes.edge(index, 0, cost: 4)]
    }

    /// A space ready for a search from S0, its frontier chosen as a search chooses it:
    /// informed searches are A* towards S5.
    private func space(informed: Bool, allowsBuckets: Bool = true) throws -> SearchSpace {
        var space = SearchSpace(graph: try ScreenGraph(Self.definition))
        space.allowsBuckets = allowsBuckets
        space.reset()
        if informed { space.heuristic = space.heuristic(for: node("S5", in: space)) }
        space.begin(informed: informed, limit: 1_000)
        space.useFastContext(user: space.users.intern(space.graph.initialState.slots))
        return space
    }

    private func node(_ name: String, in space: SearchSpace) -> Int32 {
        Int32(space.graph.nodeNames.firstIndex(of: name) ?? -1)
    }

    /// Offers each (screen, cost, hops) from `parent` in the fast context, as moves out of it.
    private func offer<Frontier: SearchFrontier>(
        _: Frontier.Type, _ moves: [(String, Double, Int32)], from parent: Int32, in space: inout SearchSpace
    ) {
        for (name, cost, hops) in moves {
            Frontier.offer(node(name, in: space), context: space.fastContext, cost: cost, hops: hops, parent: parent, via: 0, in: &space)
        }
    }

    /// Pops until the frontier is empty, closing what the search would close: each pop
    /// as "screen cost/hops".
    private func drain<Frontier: SearchFrontier>(_: Frontier.Type, _ space: inout SearchSpace) -> [String] {
        var pops: [String] = []
        while let popped = Frontier.pop(in: &space) {
            if Frontier.closesOnPop { space.states.records[Int(popped.state)].closed = true }
            pops.append("\(space.graph.nodeNames[Int(popped.state)]) \(Int(popped.cost))/\(popped.hops)")
        }
        return pops
    }

    /// Starts at S0 and pops it: the first pop is the start at cost 0.
    private func startAndPop<Frontier: SearchFrontier>(_: Frontier.Type, _ space: inout SearchSpace) -> PoppedState? {
        Frontier.start(0, in: &space)
        let first = Frontier.pop(in: &space)
        if Frontier.closesOnPop { space.states.records[0].closed = true }
        return first
    }

    @Test func aSearchChoosesItsFrontierByItsCostsAndHeuristic() throws {
        #expect(try space(informed: false).frontier == .buckets)
        #expect(try space(informed: true).frontier == .levels)
        #expect(try space(informed: false, allowsBuckets: false).frontier == .heap)
        #expect(try space(informed: true, allowsBuckets: false).frontier == .heap)
    }

    @Test func theHeapPopsByCostThenHopsThenDiscoveryAndSkipsStaleEntries() throws {
        var space = try space(informed: false, allowsBuckets: false)
        let first = startAndPop(HeapFrontier.self, &space)
        #expect(first?.state == 0 && first?.cost == 0 && first?.hops == 0 && first?.context == nil)
        // S1 is offered twice, the second time cheaper: its first entry is stale.
        offer(HeapFrontier.self, [("S1", 3, 1), ("S2", 2, 2), ("S3", 2, 1), ("S4", 2, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(drain(HeapFrontier.self, &space) == ["S1 1/1", "S3 2/1", "S4 2/1", "S2 2/2"])
    }

    @Test func theSearchClosesWhatTheHeapPopsAndAPlainSearchNeverReopensIt() throws {
        #expect(HeapFrontier.closesOnPop && !BucketFrontier.closesOnPop && !LevelFrontier.closesOnPop)
        var space = try space(informed: false, allowsBuckets: false)
        _ = startAndPop(HeapFrontier.self, &space)
        offer(HeapFrontier.self, [("S3", 2, 1)], from: 0, in: &space)
        #expect(drain(HeapFrontier.self, &space) == ["S3 2/1"])
        // Closed, so a cheaper way to S3 (no move costs less than 1, but a caller might
        // offer it) is refused, and so is a way back to S0.
        offer(HeapFrontier.self, [("S3", 1, 1), ("S0", 1, 1)], from: 0, in: &space)
        #expect(drain(HeapFrontier.self, &space) == [])
    }

    @Test func theBucketsPopInTheHeapsOrderAndTellStaleEntriesByTheirKeys() throws {
        var space = try space(informed: false)
        let first = startAndPop(BucketFrontier.self, &space)
        #expect(first?.state == 0 && first?.cost == 0 && first?.hops == 0 && first?.context == nil)
        offer(BucketFrontier.self, [("S1", 3, 1), ("S2", 2, 2), ("S3", 2, 1), ("S4", 2, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(drain(BucketFrontier.self, &space) == ["S1 1/1", "S3 2/1", "S4 2/1", "S2 2/2"])
        // The buckets mark nothing closed: their keys tell a state already taken, which
        // a plain search over whole costs never improves.
        #expect(!space.states.records[Int(node("S1", in: space))].closed)
        offer(BucketFrontier.self, [("S3", 2, 1)], from: 0, in: &space)
        #expect(drain(BucketFrontier.self, &space) == [])
    }

    @Test func theLevelsWaitForTheFlushThenPopByBoundThenHopsThenDiscovery() throws {
        var space = try space(informed: true)
        let first = startAndPop(LevelFrontier.self, &space)
        // The levels carry the state's context, and close it themselves.
        #expect(first?.state == 0 && first?.cost == 0 && first?.context == space.contexts[Int(space.fastContext)])
        #expect(space.states.isClosed(0))
        // Bounds: cost + moves to S5. S1 1 + 4 = 5 (then 3 + 4 = 7, stale), S2 2 + 3 = 5,
        // S3 1 + 2 = 3, S4 4 + 1 = 5.
        offer(LevelFrontier.self, [("S1", 3, 1), ("S2", 2, 1), ("S3", 1, 1), ("S4", 4, 1), ("S1", 1, 1)], from: 0, in: &space)
        #expect(LevelFrontier.pop(in: &space) == nil, "the moves wait for the flush")
        LevelFrontier.flush(from: 0, in: &space)
        #expect(drain(LevelFrontier.self, &space) == ["S3 1/1", "S1 1/1", "S2 2/1", "S4 4/1"])
        #expect(space.states.isClosed(node("S4", in: space)))
        // A way to a closed state that costs no less is refused.
        offer(LevelFrontier.self, [("S3", 1, 1)], from: 0, in: &space)
        LevelFrontier.flush(from: 0, in: &space)
        #expect(drain(LevelFrontier.self, &space) == [])
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Which ``SearchFrontier`` a search chooses; each frontier's own tests are
/// `HeapFrontierTests`, `BucketFrontierTests` and `LevelFrontierTests`, which drive it
/// directly, as the search's loop does, through the helpers here.
@Suite struct SearchFrontierTests {
    /// S0 → S1 → … → S5 at cost 1 each, and every screen back to S0 at cost 4: whole
    /// costs up to 4, and S5 is 5 − i moves from Si.
    static let definition = Shapes.definition(6) { index in
        (index < 5 ? [Shapes.edge(index, index + 1)] : []) + [Shapes.edge(index, 0, cost: 4)]
    }

    /// A space ready for a search from S0, its frontier chosen as a search chooses it:
    /// informed searches are A* towards S5.
    static func space(informed: Bool, allowsBuckets: Bool = true) throws -> SearchSpace {
        var space = SearchSpace(graph: try ScreenGraph(Self.definition))
        space.allowsBuckets = allowsBuckets
        space.reset()
        if informed { space.heuristic = space.heuristic(for: node("S5", in: space)) }
        space.begin(informed: informed, limit: 1_000)
        space.useFastContext(user: space.users.intern(space.graph.initialState.slots))
        return space
    }

    static func node(_ name: String, in space: SearchSpace) -> Int32 {
        Int32(space.graph.nodeNames.firstIndex(of: name) ?? -1)
    }

    /// Offers each (screen, cost, hops) from `parent` in the fast context, as moves out of it.
    static func offer<Frontier: SearchFrontier>(
        _: Frontier.Type, _ moves: [(String, Double, Int32)], from parent: Int32, in space: inout SearchSpace
    ) {
        for (name, cost, hops) in moves {
            Frontier.offer(node(name, in: space), context: space.fastContext, cost: cost, hops: hops, parent: parent, via: 0, in: &space)
        }
    }

    /// Pops until the frontier is empty, closing what the search would close: each pop
    /// as "screen cost/hops".
    static func drain<Frontier: SearchFrontier>(_: Frontier.Type, _ space: inout SearchSpace) -> [String] {
        var pops: [String] = []
        while let popped = Frontier.pop(in: &space) {
            if Frontier.closesOnPop { space.states.records[Int(popped.state)].closed = true }
            pops.append("\(space.graph.nodeNames[Int(popped.state)]) \(Int(popped.cost))/\(popped.hops)")
        }
        return pops
    }

    /// Starts at S0 and pops it: the first pop is the start at cost 0.
    static func startAndPop<Frontier: SearchFrontier>(_: Frontier.Type, _ space: inout SearchSpace) -> PoppedState? {
        Frontier.start(0, in: &space)
        let first = Frontier.pop(in: &space)
        if Frontier.closesOnPop { space.states.records[0].closed = true }
        return first
    }

    @Test func aSearchChoosesItsFrontierByItsCostsAndHeuristic() throws {
        #expect(try Self.space(informed: false).frontier == .buckets)
        #expect(try Self.space(informed: true).frontier == .levels)
        #expect(try Self.space(informed: false, allowsBuckets: false).frontier == .heap)
        #expect(try Self.space(informed: true, allowsBuckets: false).frontier == .heap)
    }
}

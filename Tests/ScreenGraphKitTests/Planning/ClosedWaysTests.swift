import Testing

@testable import ScreenGraphKit

/// The ways a search found closed, each kept with the first state it was closed from:
/// what a failed search explains itself with. A move's reason is kept in one byte and
/// expanded from the move (its guard, its target) and the screen of that first state.
@Suite struct ClosedWaysTests {
    static func graph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "A", state: [.bool("open")]) { map in
            map.addScreenState("A") { screen in
                screen.tap("b", to: "B", if: "open")
                screen.tap("c", to: "C")
            }
            map.addScreenState("B")
            map.addScreenState("C")
        }
    }

    /// Nothing closed: empty, and nothing to explain.
    @Test func startsEmpty() throws {
        let ways = ClosedWays(moveCount: 2)
        #expect(ways.isEmpty)
        #expect(ways.all(in: try Self.graph(), screen: { _ in 0 }).isEmpty)
    }

    /// A move closed twice keeps its first closure (the cheapest state, since the search
    /// closes in order of cost), with the reason expanded from the move: its guard, its
    /// target, the screen change from the state's screen.
    @Test func keepsEachMovesFirstClosureInOrder() throws {
        let graph = try Self.graph()
        let a = try #require(graph.nodeIDs["A"])
        let moves = Array(graph.movesOut(of: a))
        let guarded = try #require(moves.first { graph.moves[$0].guardIndex >= 0 })
        let plain = try #require(moves.first { graph.moves[$0].guardIndex < 0 })
        let guardIndex = graph.moves[guarded].guardIndex
        let c = graph.moves[plain].target
        var ways = ClosedWays(moveCount: graph.moves.count)
        ways.close(Int32(plain), from: 3, .overflow(.screenChange(from: a, to: c)))
        ways.close(Int32(guarded), from: 5, .guardFailed(guardIndex))
        ways.close(Int32(plain), from: 9, .needsStateChange(c))
        ways.close(Int32(guarded), from: 8, .overflow(.guarded(guardIndex)))
        #expect(!ways.isEmpty)
        // State 3 is on screen A.
        let all = ways.all(in: graph, screen: { $0 == 3 ? a : -1 })
        #expect(all.map(\.key) == [Int32(plain), Int32(guarded)])
        #expect(all.map(\.state) == [3, 5])
        #expect(all.map(\.reason) == [.overflow(.screenChange(from: a, to: c)), .guardFailed(guardIndex)])
    }

    /// Each kind of reason comes back as it was given, one move each.
    @Test(arguments: [
        ClosedWays.Reason.guardFailed(0), .needsStateChange(2), .overflow(.guarded(0)), .overflow(.effects(2)),
    ])
    func eachReasonComesBack(reason: ClosedWays.Reason) throws {
        let graph = try ScreenGraph.build(start: "A", state: [.bool("open")]) { map in
            map.addScreenState("A") { $0.tap("c", to: "C", if: "open") }
            map.addScreenState("C")
        }
        // The one move: guard 0, target C (node 1).
        try #require(graph.moves.count == 1 && graph.moves[0].guardIndex == 0 && graph.moves[0].target == 1)
        let expected: ClosedWays.Reason =
            switch reason {
            case .needsStateChange: .needsStateChange(graph.moves[0].target)
            case .overflow(.effects): .overflow(.effects(graph.moves[0].target))
            default: reason
            }
        var ways = ClosedWays(moveCount: 1)
        ways.close(0, from: 0, reason)
        #expect(ways.all(in: graph, screen: { _ in 0 }).map(\.reason) == [expected])
    }

    /// The move out of an action in progress (a negative key) keeps its own reason;
    /// emptying forgets every closure, so the next search closes afresh.
    @Test func actionWaysAndEmptying() throws {
        let graph = try Self.graph()
        var ways = ClosedWays(moveCount: graph.moves.count)
        ways.close(-7, from: 2, .needsStateChange(1))
        ways.close(-7, from: 4, .guardFailed(0))
        ways.close(0, from: 1, .guardFailed(0))
        let all = ways.all(in: graph, screen: { _ in 0 })
        #expect(all.count == 2)
        let action = try #require(all.first { $0.key == -7 })
        #expect(action.state == 2 && action.reason == .needsStateChange(1))
        ways.removeAll()
        #expect(ways.isEmpty)
        #expect(ways.all(in: graph, screen: { _ in 0 }).isEmpty)
        ways.close(0, from: 6, .guardFailed(0))
        #expect(ways.all(in: graph, screen: { _ in 0 }).map(\.state) == [6], "closed again after emptying")
    }
}

import Testing

@testable import ScreenGraphKit

/// The search's compact copy of the compiled moves: each move's target, whether it is
/// plain and guarded, and its cost when that is a small whole number; the targets alone
/// for screens whose moves are all plain and of cost 1, where a guarded move's entry is
/// its guard's index, complemented.
@Suite struct HotMovesTests {
    /// Every entry against the compiled move it copies.
    static func expectMatches(_ hot: HotMoves, _ graph: ScreenGraph, _ comment: Comment? = nil) {
        for (index, move) in graph.moves.enumerated() {
            let entry = hot[index]
            #expect(entry.target == move.target, comment)
            #expect(entry.isPlain == move.isPlain, comment)
            #expect(entry.isGuarded == (move.guardIndex >= 0), comment)
            let whole = move.cost >= 0 && move.cost.rounded() == move.cost && move.cost < Double(1 << 29)
            #expect(entry.cost == (whole ? move.cost : nil), "move \(index) of cost \(move.cost); \(comment.map { "\($0)" } ?? "")")
        }
        for screen in 0..<Int32(graph.screenCount) {
            let unit = graph.movesOut(of: screen).allSatisfy { graph.moves[$0].isPlain && graph.moves[$0].cost == 1 }
            #expect(hot.isUnit(screen) == unit, "screen \(graph.nodeNames[Int(screen)]); \(comment.map { "\($0)" } ?? "")")
            guard unit else { continue }
            for index in graph.movesOut(of: screen) {
                let move = graph.moves[index]
                #expect(hot.targets[index] == (move.guardIndex >= 0 ? ~move.guardIndex : move.target), "move \(index); \(comment.map { "\($0)" } ?? "")")
            }
        }
    }

    /// A keeps a guarded move, a cost of 2.5 (left in the compiled move) and one too
    /// large for the entry's 29 bits; B and Quiet have only plain moves of cost 1, or
    /// none, and so has Guarded, one of whose moves is guarded; moves into Sheet (which
    /// has a back gesture) are not plain.
    @Test func copiesEachMoveAndMarksUnitScreens() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.bool("flag")]) { map in
            map.addScreenState("A") { screen in
                screen.tap("b", to: "B")
                screen.tap("half", to: "B", cost: 2.5)
                screen.tap("far", to: "B", cost: 1e9)
                screen.tap("three", to: "B", cost: 3)
                screen.tap("guarded", to: "B", if: "flag")
                screen.tap("sheet", to: "Sheet")
            }
            map.addScreenState("B") { $0.tap("a", to: "A") ; $0.tap("quiet", to: "Quiet"); $0.tap("guarded", to: "Guarded") }
            map.addScreenState("Guarded") { $0.tap("b", to: "B"); $0.tap("a", to: "A", if: "flag") }
            map.addScreenState("Sheet") { $0.backAction(.tap("close")) }
            map.addScreenState("Quiet")
        }
        let hot = HotMoves(graph: graph)
        Self.expectMatches(hot, graph)
        func id(_ name: String) throws -> Int32 { try #require(graph.nodeIDs[name]) }
        #expect(!hot.isUnit(try id("A")))
        #expect(hot.isUnit(try id("B")))
        #expect(hot.isUnit(try id("Quiet")), "a screen with no moves has none that are not simple")
        #expect(hot.isUnit(try id("Guarded")), "a guarded move of cost 1 keeps its screen in the one-array loop")
        #expect(graph.movesOut(of: try id("Guarded")).map { hot.targets[$0] } == [try id("B"), ~1], "the second guard, complemented")
        let costs = graph.movesOut(of: try id("A")).map { hot[$0].cost }
        #expect(costs.filter { $0 == nil }.count == 2, "2.5 and 1e9 stay in the compiled moves")
        #expect(costs.contains(3))
        #expect(hot.targets.count == graph.moves.count)
        #expect(hot.guards.count == graph.moves.count)
    }

    /// With no guard anywhere the guard column is not allocated; with no unit screen
    /// neither is the targets column.
    @Test func leavesOutColumnsNothingReads() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B", cost: 2) }
            map.addScreenState("B") { $0.tap("a", to: "A", cost: 3) }
        }
        let hot = HotMoves(graph: graph)
        Self.expectMatches(hot, graph)
        #expect(hot.guards.isEmpty)
        #expect(hot.targets.isEmpty)
        #expect(hot[0].cost == 2)
    }

    /// On seeded random graphs with guards, effects, back gestures, overlays and
    /// action chains, every entry and every screen's unit flag agree with the compiled
    /// graph.
    @Test(arguments: [UInt64(11), 12, 13, 14])
    func agreesWithTheCompiledMovesOnRandomGraphs(seed: UInt64) throws {
        let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
        Self.expectMatches(HotMoves(graph: graph), graph, "seed \(seed)")
    }
}

import Testing

@testable import ScreenGraphKit

/// A graph with guards taken as true and effects ignored, each edge-tour item one
/// gesture from its screen to a set of screens: what the tour's Chinese-postman bound is
/// computed on (``ChinesePostman``; ``TourBoundTests`` checks that bound against the true
/// optimum on seeded random graphs).
@Suite struct RelaxedGraphTests {
    /// The names of the screens item `item` can end on.
    static func targets(_ relaxed: RelaxedGraph, _ item: Int, in graph: ScreenGraph) -> [String] {
        relaxed.targets(of: item).map { graph.nodeNames[Int($0)] }.sorted()
    }

    /// The relaxed graph lets a back gesture end on any screen that can be on top of
    /// the stack there: from D, back to B or C, the two screens D is entered from.
    @Test func backGesturesEndOnEveryPossibleTop() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                screen.tap("b", to: "B")
                screen.tap("c", to: "C")
            }
            map.addScreenState("B") { $0.tap("d", to: "D") }
            map.addScreenState("C") { $0.tap("d", to: "D") }
            map.addScreenState("D") { $0.backAction(.tap("back")) }
        }
        let relaxed = RelaxedGraph(graph: graph)
        let back = graph.moves.count + Int(graph.nodeIDs["D"] ?? 0)
        #expect(Self.targets(relaxed, back, in: graph) == ["B", "C"])
        #expect(relaxed.canTake(back))
        // A has no back gesture: no item, nothing to take.
        let noBack = graph.moves.count + Int(graph.nodeIDs["A"] ?? 0)
        #expect(relaxed.origin[noBack] == -1)
        #expect(!relaxed.canTake(noBack))
    }

    /// A move into an action ends where the action's chain ends: OpenTab then LoadURL
    /// then Browser is one gesture from Tabs to Browser. An action with no `then`
    /// returns to the screen it was performed on.
    @Test func movesIntoActionsEndWhereTheChainEnds() throws {
        let graph = try ScreenGraph.build(start: "Tabs") { map in
            map.addScreenState("Tabs") { screen in
                screen.tap("new", forAction: "OpenTab", transitionTo: "LoadURL")
                screen.tap("save", forAction: "Save")
            }
            map.addScreenState("Browser")
            map.addAction("LoadURL", transitionTo: "Browser")
        }
        let relaxed = RelaxedGraph(graph: graph)
        let tabs = try #require(graph.nodeIDs["Tabs"])
        let moves = Array(graph.movesOut(of: tabs))
        let ends = moves.map { RelaxedGraph.chainEnd(of: $0, in: graph) }
        #expect(ends.contains(.screen(try #require(graph.nodeIDs["Browser"]))))
        #expect(ends.contains(.returning))
        for move in moves {
            #expect(relaxed.origin[move] == tabs)
            #expect(relaxed.canTake(move))
        }
        let intoBrowser = try #require(moves.first { RelaxedGraph.chainEnd(of: $0, in: graph) != .returning })
        #expect(Self.targets(relaxed, intoBrowser, in: graph) == ["Browser"])
        let saving = try #require(moves.first { RelaxedGraph.chainEnd(of: $0, in: graph) == .returning })
        #expect(Self.targets(relaxed, saving, in: graph) == ["Tabs"])
    }

    /// A screen no gesture from the start leads to is not reached, so its moves cannot
    /// be taken by any relaxed route.
    @Test func movesOfUnreachedScreensCannotBeTaken() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B")
            map.addScreenState("Island") { $0.tap("a", to: "A") }
        }
        let relaxed = RelaxedGraph(graph: graph)
        let island = try #require(graph.nodeIDs["Island"])
        #expect(relaxed.reached[Int(graph.start)] && !relaxed.reached[Int(island)])
        let stranded = try #require(graph.movesOut(of: island).first)
        #expect(!relaxed.canTake(stranded))
        #expect((graph.movesOut(of: graph.start)).allSatisfy(relaxed.canTake))
    }
}

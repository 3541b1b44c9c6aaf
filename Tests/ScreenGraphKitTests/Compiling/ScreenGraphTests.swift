import Testing

@testable import ScreenGraphKit

/// A compiled graph, as its users ask about it: its name, start, screens and actions by
/// name, the closest name to a misspelling, and how each move was declared.
@Suite struct ScreenGraphTests {
    static func demo() throws -> ScreenGraph { try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")) }

    @Test func namesAreScreensOrActions() throws {
        let graph = try Self.demo()
        #expect(graph.name == "Demo" && graph.startScreen == "ItemList")
        #expect(graph.screenNames == ["ItemList", "ItemDetail", "Editing"])
        #expect(graph.actionNames == ["AddItem", "DeleteAllItems"])
        #expect(graph.isScreen("Editing") && !graph.isScreen("AddItem") && !graph.isScreen("Nowhere"))
        #expect(graph.isAction("AddItem") && !graph.isAction("Editing") && !graph.isAction("Nowhere"))
        #expect(graph.navigatorAction(named: "StartWithOneItem")?.steps == [.perform("DeleteAllItems"), .perform("AddItem")])
        #expect(graph.navigatorAction(named: "AddItem") == nil)
        #expect(graph.initialState.value(of: "numItems") == 0)
    }

    /// Only screens when only a screen will do; nothing when nothing is close.
    @Test func theClosestNameFollowsTheKindAsked() throws {
        let graph = try Self.demo()
        #expect(graph.closestName(to: "Editng") == "Editing")
        #expect(graph.closestName(to: "AddItm") == "AddItem")
        #expect(graph.closestName(to: "AddItm", screensOnly: true) == nil)
        #expect(graph.closestName(to: "Zzzzzzzz") == nil)
    }

    /// A graph read from a file gives back the definition its file holds, edges
    /// included, though it keeps them in a table.
    @Test func aFileGraphGivesBackItsWrittenDefinition() throws {
        let graph = try Self.demo()
        let parsed = try GraphDefinition(contentsOfFile: PackagePaths.graph("Demo.screengraph"))
        #expect(graph.declarations.table != nil)
        #expect(graph.definition.screens.map { $0.edges.map(\.to) } == parsed.screens.map { $0.edges.map(\.to) })
        #expect(graph.definition.screens.map { $0.edges.map(\.location) } == parsed.screens.map { $0.edges.map(\.location) })
    }

    /// Each move out of a screen leads back to its declaration: an edge's gesture and
    /// line, or an action's.
    @Test func eachMoveKnowsItsDeclaration() throws {
        let graph = try Self.demo()
        let list = try #require(graph.nodeIDs["ItemList"])
        let declared = graph.movesOut(of: list).map { graph.declaration(ofMove: $0, from: list) }
        #expect(Set(declared.map(\.interaction)) == [.tap("items.cell.0"), .tap("items.edit"), .tap("items.add")])
        #expect(Set(declared.compactMap(\.location?.line)) == [10, 11, 12])
        #expect(graph.location(ofScreen: list)?.line == 8)
        #expect(graph.declaration(ofScreen: list).waitFor?.element == "items.table")
    }

    // MARK: - ScreenGraph+Invariants.swift

    /// The compiler's own consistency check (it traps: a violation is a compiler bug)
    /// holds for every example graph, read from its file.
    @Test func theInvariantsHoldForEveryExampleGraph() throws {
        for name in ["Demo", "Browser", "Recipes", "Firefox", "VideoSharing", "DokuWiki"] {
            try ScreenGraph(contentsOfFile: PackagePaths.graph("\(name).screengraph")).checkInvariants()
        }
    }

    /// The Demo graph with its first move led outside the graph.
    static func brokenDemo() throws -> ScreenGraph {
        let graph = try demo()
        var moves = graph.moves
        moves[0].target = Int32(graph.nodeNames.count)
        return ScreenGraph(
            ScreenGraph.Tables(
                declarations: graph.declarations, layout: graph.layout, strings: graph.strings, initialSlots: graph.initialSlots,
                nodeNames: graph.nodeNames, nodeIDs: graph.nodeIDs, screenCount: graph.screenCount, screens: graph.screens,
                actions: graph.actions, moves: moves, moveStart: graph.moveStart, guards: graph.guards, start: graph.start,
                navigatorActions: graph.navigatorActions))
    }

    /// A violation stops the process (here a child process of the test run).
    @Test func aViolationTraps() async {
        await #expect(processExitsWith: .failure) {
            try? ScreenGraphTests.brokenDemo().checkInvariants()
        }
    }
}

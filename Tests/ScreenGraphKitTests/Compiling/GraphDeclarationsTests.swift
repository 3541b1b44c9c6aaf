import Testing

@testable import ScreenGraphKit

/// What the author wrote, kept two ways: a definition built in Swift keeps its own
/// edges; a graph file's edges are in an ``EdgeTable``. Either way the written
/// definition, the gestures and each edge's declaration are the same.
@Suite struct GraphDeclarationsTests {
    static func definition() -> GraphDefinition {
        var definition = GraphDefinition(name: "G", start: "A")
        var a = ScreenDefinition("A")
        a.edges = EdgeTableTests.edges[0]
        a.back = BackDefinition(.tap("back"))
        var b = ScreenDefinition("B")
        b.edges = EdgeTableTests.edges[1]
        b.actions = [ActionDefinition("Act", Interaction(.press(duration: 1), element: "p"))]
        var c = ScreenDefinition("C")
        c.edges = EdgeTableTests.edges[2]
        definition.screens = [a, b, c]
        return definition
    }

    /// The same definition with its edges moved into a table.
    static func tabled() -> GraphDeclarations {
        var definition = definition()
        for index in definition.screens.indices { definition.screens[index].edges = [] }
        return GraphDeclarations(definition: definition, table: EdgeTableTests.table())
    }

    @Test func bothFormsGiveTheWrittenDefinition() {
        let own = GraphDeclarations(Self.definition())
        let tabled = Self.tabled()
        #expect(own.table == nil)
        for declarations in [own, tabled] {
            let written = declarations.written
            #expect(written.screens.map { $0.edges.map(\.to) } == [["B", "C"], [], ["A", "B"]])
            #expect(written.screens[0].edges[1].condition == "n > 0")
        }
        #expect(tabled.definition.screens.allSatisfy { $0.edges.isEmpty })
    }

    /// Every back, edge and action gesture, each edge's at least once.
    @Test func gesturesCoverBacksEdgesAndActions() {
        let expected: Set<Gesture> = [.tap, .swipeLeft, .press(duration: 1)]
        #expect(Set(GraphDeclarations(Self.definition()).gestures) == expected)
        #expect(Set(Self.tabled().gestures) == expected)
    }

    @Test func anEdgeDeclarationIsFoundByScreenAndIndex() {
        for declarations in [GraphDeclarations(Self.definition()), Self.tabled()] {
            let declared = declarations.edgeDeclaration(1, ofScreen: 0)
            #expect(declared.interaction == .tap("c"))
            #expect(declared.location == SourcePosition(file: "g", line: 3, column: 3))
            #expect(declarations.edgeDeclaration(0, ofScreen: 2).interaction == Interaction(.swipeLeft, in: .system))
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// The edges of a graph read from a file, packed in columns: each edge comes back as
/// its author wrote it, screen by screen, with gestures and names kept once.
@Suite struct EdgeTableTests {
    static let edges: [[EdgeDefinition]] = [
        [
            EdgeDefinition(to: "B", .tap("b"), location: SourcePosition(file: "g", line: 2, column: 3)),
            EdgeDefinition(to: "C", .tap("c"), if: "n > 0", cost: 2.5, location: SourcePosition(file: "g", line: 3, column: 3)),
        ],
        [],
        [
            EdgeDefinition(to: "A", Interaction(.swipeLeft, in: .system)),
            EdgeDefinition(to: "B", .tap("b")),
        ],
    ]

    static func table() -> EdgeTable {
        var table = EdgeTable()
        for screen in edges {
            for edge in screen { table.append(edge) }
            table.endScreen()
        }
        return table
    }

    @Test func eachEdgeComesBackAsWritten() {
        let table = Self.table()
        #expect(table.screenCount == 3 && table.count == 4 && table.openScreenCount == 0)
        #expect(table.edges(ofScreen: 0) == 0..<2 && table.edges(ofScreen: 1).isEmpty && table.edges(ofScreen: 2) == 2..<4)
        for (screen, edges) in Self.edges.enumerated() {
            for (edge, written) in zip(table.edges(ofScreen: screen), edges) {
                let read = table.definition(edge)
                #expect(read.to == written.to && read.interaction == written.interaction && read.condition == written.condition)
                #expect(read.cost == written.cost && read.location == written.location)
            }
        }
        #expect(table.condition(1)?.text == "n > 0" && table.condition(0) == nil)
    }

    /// Target names and gestures are kept once each; an edge without an element has
    /// none, not an empty one.
    @Test func namesAndGesturesAreKeptOnce() {
        let table = Self.table()
        #expect(table.targetNameCount == 3)
        #expect((0..<table.count).map { table.targetName(table.target($0)) } == ["B", "C", "A", "B"])
        #expect(table.distinctGestures == [.tap, .swipeLeft])
        #expect(table.interaction(2) == Interaction(.swipeLeft, in: .system))
        #expect(table.element(2) == nil && table.lacksElement(2) && !table.lacksElement(3))
    }

    /// The JSON reader adds edges from UTF-8 bytes and a file number.
    @Test func edgesAddedAsUTF8ReadTheSame() {
        var table = EdgeTable()
        let file = table.file("g.json")
        Array("Détail".utf8).withUnsafeBufferPointer { target in
            Array("".utf8).withUnsafeBufferPointer { element in
                table.append(
                    toUTF8: target, gesture: .doubleTap, in: .app, elementUTF8: element, condition: nil, cost: 1, file: file,
                    line: 7, column: 5)
            }
        }
        #expect(table.openScreenCount == 1)
        table.endScreen()
        #expect(table.targetName(table.target(0)) == "Détail")
        #expect(table.interaction(0) == Interaction(.doubleTap, element: ""))
        #expect(table.lacksElement(0))
        #expect(table.location(0) == SourcePosition(file: "g.json", line: 7, column: 5))
    }
}

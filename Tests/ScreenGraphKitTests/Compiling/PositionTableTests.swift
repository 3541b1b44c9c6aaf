import Testing

@testable import ScreenGraphKit

/// Many source positions in 12 bytes each: every position comes back exactly as it was
/// added, numbered in order, `nil` included, and one too large for 32 bits too.
@Suite struct PositionTableTests {
    @Test func positionsComeBackAsAdded() {
        let positions: [SourcePosition?] = [
            SourcePosition(file: "a.screengraph", line: 1, column: 1), nil,
            SourcePosition(file: "b.json", line: 2_147_483_647, column: 7),
            SourcePosition(file: "a.screengraph", line: 9, column: 3),
            // Not in 32 bits: kept whole on the side.
            SourcePosition(file: "c.swift", line: 2_147_483_648, column: 1),
            SourcePosition(file: "c.swift", line: 1, column: -2_147_483_649),
            SourcePosition(file: "", line: 0, column: 0),
        ]
        var table = PositionTable()
        for position in positions { table.append(position) }
        #expect(table.count == positions.count)
        #expect((0..<table.count).map { table[$0] } == positions)
    }

    /// The loaders number a file once and add positions in it by number.
    @Test func aFileNumberStandsForItsPath() {
        var table = PositionTable()
        let file = table.file("g.json")
        #expect(table.file("g.json") == file && table.file("h.json") != file)
        table.append(file: file, line: 4, column: 2)
        table.append(SourcePosition(file: "g.json", line: 5, column: 1))
        #expect(table[0] == SourcePosition(file: "g.json", line: 4, column: 2))
        #expect(table[1] == SourcePosition(file: "g.json", line: 5, column: 1))
    }
}

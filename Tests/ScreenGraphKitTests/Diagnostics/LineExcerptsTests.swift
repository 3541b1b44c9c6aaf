import Testing

@testable import ScreenGraphKit

/// Many diagnostics on one long line (a whole JSON file on one line) are cut to their
/// excerpts in one pass over the line; each then reads exactly as it would uncut.
@Suite struct LineExcerptsTests {
    /// A line of some thousands of scalars of one to four bytes.
    static let line = String((0..<3_000).map { index -> Character in ["a", "é", "中", "😀", " "][index % 5] })

    @Test func cutsEachDiagnosticToTheExcerptItsTextShows() {
        let columns = [1, 2, 100, 255, 256, 257, 700, 1_500, 2_999, 3_000, 3_001, 40]
        let diagnostics = columns.map { column in
            Diagnostic(.otherError, "at \(column)", at: SourcePosition(file: "g.json", line: 1, column: column), sourceLine: Self.line)
        }
        let cut = diagnostics.withLinesCut()
        #expect(cut.map(\.description) == diagnostics.map(\.description))
        for (diagnostic, column) in zip(cut, columns) {
            #expect(diagnostic.sourceLine!.unicodeScalars.count == Diagnostic.excerptWidth, "column \(column)")
            #expect(diagnostic.sourceLineStart > 1 || column < Diagnostic.excerptWidth, "column \(column)")
        }
    }

    /// Short lines and diagnostics without a place are left as they are.
    @Test func leavesShortLinesAlone() {
        let short = Diagnostic(.otherError, "short", at: SourcePosition(file: "g", line: 1, column: 2), sourceLine: "ab")
        let placeless = Diagnostic(.otherError, "no place", sourceLine: Self.line)
        let cut = [short, placeless].withLinesCut()
        #expect(cut == [short, placeless])
    }
}

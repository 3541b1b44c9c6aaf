import Testing

@testable import ScreenGraphKit

/// The region SARIF and GitHub annotations give a diagnostic: the token at its column.
@Suite struct DiagnosticRegionTests {
    /// The region spans the token the column points at, in Unicode scalars.
    @Test func regionsSpanTheTokenAtTheColumn() {
        func end(_ line: String, _ column: Int) -> Int { DiagnosticRegion(line: 1, column: column, in: line).endColumn }
        let line = #"  tap "go \"now\"" -> Next if n >= 10 && ok"#
        #expect(end(line, 3) == 6)  // tap
        #expect(end(line, 7) == 19)  // the whole string, escapes included
        #expect(end(line, 20) == 22)  // ->
        #expect(end(line, 23) == 27)  // Next
        #expect(end(line, 33) == 35)  // >=
        #expect(end(line, 36) == 38)  // 10
        #expect(end(line, 1) == 2)  // a space is one column
        #expect(end(line, 200) == 201)  // past the end: one column there
        #expect(end("é.x = 1", 1) == 4)  // names hold letters, digits, _ and .
        #expect(end(#""unterminated"#, 1) == 14)
        #expect(DiagnosticRegion(line: 4, column: 0, in: nil) == DiagnosticRegion(line: 4, startColumn: 1, endColumn: 2))
    }
}

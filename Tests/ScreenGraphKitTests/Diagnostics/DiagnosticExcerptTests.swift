import Testing

@testable import ScreenGraphKit

/// How a diagnostic echoes its source line: whole up to ``Diagnostic/excerptWidth``
/// scalars, cut around the column beyond that, with `…` where it was cut.
@Suite struct DiagnosticExcerptTests {
    private let width = Diagnostic.excerptWidth

    @Test func aShortLineIsEchoedWhole() {
        let diagnostic = Diagnostic(.otherError, "bad", at: SourcePosition(file: "g", line: 3, column: 5), sourceLine: "tap \"x\" -> Y")
        #expect(diagnostic.description == "g:3:5: error: bad\ntap \"x\" -> Y\n    ^")
        let exactlyWide = String(repeating: "a", count: width)
        #expect(Diagnostic.excerpt(of: exactlyWide, column: width + 1) == (exactlyWide, width + 1))
    }

    /// A control character in the line (raw in a `.screengraph` comment, or decoded from
    /// a JSON string's escape) is shown escaped, and the caret still points at its column.
    @Test func controlCharactersInTheLineAreShownEscaped() {
        let line = "\u{1B}[2J\tn > 0\r&& nope"
        let diagnostic = Diagnostic(.otherError, "bad", at: SourcePosition(file: "g", line: 1, column: 13), sourceLine: line)
        #expect(diagnostic.description == "g:1:13: error: bad\n\\u{1B}[2J\tn > 0\\u{D}&& nope\n" + String(repeating: " ", count: 9) + "\t" + String(repeating: " ", count: 11) + "^")
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        // 300 digits, the column on the 151st.
        let line = String((0..<300).map { Character(String($0 % 10)) })
        let (text, column) = Diagnostic.excerpt(of: line, column: 151)
        let scalars = Array(line.unicodeScalars)
        #expect(text == "…" + String(String.UnicodeScalarView(scalars[90..<210])) + "…")
        #expect(column == 62)
        #expect(Array(text.unicodeScalars)[column - 1] == scalars[150])
    }

    @Test func nearTheStartOrTheEndTheExcerptKeepsItsWidth() {
        let line = String(repeating: "x", count: 200)
        #expect(Diagnostic.excerpt(of: line, column: 3) == (String(repeating: "x", count: width) + "…", 3))
        // Just past the end, where a caret for "the end of the line" goes.
        #expect(Diagnostic.excerpt(of: line, column: 201) == ("…" + String(repeating: "x", count: width), width + 2))
    }

    @Test func anExcerptStoredByAFileKeepsItsMarks() {
        var diagnostic = Diagnostic(.otherError, "bad", at: SourcePosition(file: "g", line: 1, column: 1_005), sourceLine: "abcdef")
        diagnostic.sourceLineStart = 1_001
        diagnostic.sourceLineReachesEnd = false
        #expect(diagnostic.description == "g:1:1005: error: bad\n…abcdef…\n     ^")
    }

    @Test func aLongExpressionWrittenInSwiftIsCutToo() {
        let expression = ExpressionSource(String(repeating: "a && ", count: 100) + "b", at: SourcePosition(file: "Map.swift", line: 7, column: 9))
        let diagnostic = expression.diagnostic(.invalidExpression, "unknown state field 'b'", offset: 500)
        let lines = diagnostic.description.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[0] == "Map.swift:7:9: error: unknown state field 'b'")
        #expect(lines[1] == "…" + String(repeating: "a && ", count: 100).suffix(width - 1) + "b")
        #expect(lines[2] == String(repeating: " ", count: width) + "^")
    }

    @Test func theFileFindsTheExcerptFromItsBytes() {
        // A line of 500 scalars, some of them two bytes long, the error on the 301st.
        let line = String(repeating: "é.", count: 250)
        let source = SourceFile(path: "g", text: "first\n" + line + "\r\nlast")
        let diagnostic = source.error("bad", at: LineColumn(line: 2, column: 301))
        let half = width / 2
        let scalars = Array(line.unicodeScalars)
        #expect(diagnostic.description == "g:2:301: error: bad\n…\(String(String.UnicodeScalarView(scalars[(300 - half)..<(300 + half)])))…\n"
            + String(repeating: " ", count: half + 1) + "^")
        // The rendering is the same as that of the whole line.
        var whole = Diagnostic(.otherError, "bad", at: SourcePosition(file: "g", line: 2, column: 301), sourceLine: line)
        #expect(diagnostic.description == whole.description)
        whole.sourceLine = nil
        #expect(source.annotate([whole]) == [diagnostic])
        // Past the last line, the line echoed is empty.
        #expect(source.error("bad", at: LineColumn(line: 9, column: 1)).description == "g:9:1: error: bad\n\n^")
    }
}

import Testing

@testable import ScreenGraphKit

/// A graph or app file's text as bytes, with its lines found once, when a diagnostic
/// first asks: LF, CRLF and CR each end a line, a byte-order mark is no part of the
/// first, and a diagnostic carries at most ``Diagnostic/excerptWidth`` scalars of its
/// line, however long. The section for Format/SourceFile+Expressions.swift locates
/// guards and effects read from the file.
@Suite struct SourceFileTests {
    private let width = Diagnostic.excerptWidth

    @Test(arguments: [
        ("", 1), ("a", 1), ("a\n", 2), ("a\nb", 2), ("a\r\nb\r\n", 3), ("a\rb\rc", 3), ("\n\n", 3), ("a\r\n\r\nb", 3), ("\r\r\n\n", 4),
    ])
    func everyLineBreakEndsALine(text: String, lines: Int) {
        #expect(SourceFile(path: "f", text: text).lineCount == lines)
    }

    @Test func aLineCountsScalarsNotBytesAndNotItsBreak() {
        let source = SourceFile(path: "f", text: "\u{FEFF}éa\r\n😀\rz\n")
        #expect(source.textStart == 3)
        #expect((1...4).map(source.scalarCount(ofLine:)) == [2, 1, 1, 0])
        #expect(source.scalarCount(ofLine: 5) == nil && source.scalarCount(ofLine: 0) == nil)
        #expect(SourceFile(path: "f", text: "a").textStart == 0)
    }

    @Test func anErrorIsLocatedInTheFileWithItsCodeAndLine() {
        let source = SourceFile(path: "dir/g.json", text: "{\r\n  \"a\": 1\r\n}")
        let diagnostic = source.error(.invalidValue, "bad", at: LineColumn(line: 2, column: 8))
        #expect(diagnostic.code == .invalidValue)
        #expect(diagnostic.description == "dir/g.json:2:8: error: bad\n  \"a\": 1\n       ^")
        #expect(source.error("syntax", at: LineColumn(line: 1, column: 1)).code == .otherError)
    }

    @Test func aByteOrderMarkIsNotEchoed() {
        let source = SourceFile(path: "f", text: "\u{FEFF}screen A B")
        #expect(source.error("bad", at: LineColumn(line: 1, column: 10)).description == "f:1:10: error: bad\nscreen A B\n         ^")
    }

    @Test func anErrorNearALongLinesEndShowsAFullWindowBeforeIt() throws {
        let line = (0..<300).map { String($0 % 10) }.joined()
        let diagnostic = SourceFile(path: "f", text: line + "\nnext").error("bad", at: LineColumn(line: 1, column: 300))
        let excerpt = try #require(diagnostic.sourceLine)
        #expect(excerpt.unicodeScalars.count == width && line.hasSuffix(excerpt))
        #expect(diagnostic.sourceLineStart == 300 - width + 1 && diagnostic.sourceLineReachesEnd)
        #expect(diagnostic.description.hasSuffix("\n…" + excerpt + "\n" + String(repeating: " ", count: width) + "^"))
    }

    @Test func aColumnFarAlongAVeryLongLineFindsTheSameExcerptAsAShortWalk() throws {
        // Past 4,096 bytes the table keeps where every 256th scalar starts: the excerpt
        // must be the same as the scalars counted one by one.
        let scalars = Array(String(repeating: "aé😀b", count: 5_000).unicodeScalars)
        let source = SourceFile(path: "f", text: "x\n" + String(String.UnicodeScalarView(scalars)))
        for column in [1, 255, 256, 257, 5_000, 12_345, scalars.count, scalars.count + 40] {
            let diagnostic = source.error("bad", at: LineColumn(line: 2, column: column))
            let lower = max(0, min(column - 1 - width / 2, scalars.count - width))
            let expected = String(String.UnicodeScalarView(scalars[lower..<(lower + width)]))
            #expect(diagnostic.sourceLine == expected, "column \(column)")
            #expect(diagnostic.sourceLineStart == lower + 1, "column \(column)")
        }
    }

    @Test func annotatingAddsExcerptsOnlyToThisFilesDiagnosticsThatLackOne() {
        let source = SourceFile(path: "g", text: "screen A\n  tap \"x\" -> B\n")
        let bare = Diagnostic(.unknownName, "unknown screen 'B'", at: SourcePosition(file: "g", line: 2, column: 15))
        let elsewhere = Diagnostic(.unknownName, "unknown screen 'B'", at: SourcePosition(file: "other", line: 2, column: 15))
        let unlocated = Diagnostic(.otherError, "no start")
        let kept = Diagnostic(.otherError, "bad", at: SourcePosition(file: "g", line: 1, column: 1), sourceLine: "own text")
        let annotated = source.annotate([bare, elsewhere, unlocated, kept])
        #expect(annotated.map(\.sourceLine) == ["  tap \"x\" -> B", nil, nil, "own text"])
    }

    // MARK: - Format/SourceFile+Expressions.swift

    @Test func anExpressionKeepsItsLineForItsCaret() {
        let source = SourceFile(path: "g", text: "screen A\n  tap \"x\" -> B if count > 0\n")
        let expression = source.expression("count > 0", at: LineColumn(line: 2, column: 20))
        #expect(expression.location == SourcePosition(file: "g", line: 2, column: 20))
        #expect(expression.fileLine == "  tap \"x\" -> B if count > 0")
        #expect(expression.diagnostic(.invalidExpression, "bad", offset: 0).description == "g:2:20: error: bad\n  tap \"x\" -> B if count > 0\n                   ^")
    }

    @Test func blanksAroundAnExpressionAreNoPartOfIt() {
        let source = SourceFile(path: "g", text: #"{"if": " \t a == 1 \t"}"#)
        let expression = source.expression(" \t a == 1 \t", at: LineColumn(line: 1, column: 9))
        #expect(expression.text == "a == 1" && expression.location?.column == 12)
        let untouched = source.expression("a == 1", at: LineColumn(line: 1, column: 9))
        #expect(untouched.text == "a == 1" && untouched.location?.column == 9)
        let trailing = source.expression("a == 1\t ", at: LineColumn(line: 1, column: 9))
        #expect(trailing.text == "a == 1" && trailing.location?.column == 9)
        let blank = source.expression("  ", at: LineColumn(line: 1, column: 9))
        #expect(blank.text == "" && blank.location?.column == 11)
    }

    @Test func expressionsOnOneLineShareOneCopyOfIt() {
        let line = String(repeating: #"{"if": "a"}, "#, count: 50)
        let source = SourceFile(path: "g", text: line + "\nnext")
        let first = source.expression("a", at: LineColumn(line: 1, column: 9), lineStart: 0, end: 9)
        let second = source.expression("a", at: LineColumn(line: 1, column: 22), lineStart: 0, end: 22)
        #expect(first.fileLine == line && second.fileLine == line)
        let onNext = source.expression("next", at: LineColumn(line: 2, column: 1))
        #expect(onNext.fileLine == "next")
    }

    @Test func anExpressionPastTheLastLineHasNoLine() {
        let expression = SourceFile(path: "g", text: "a").expression("b", at: LineColumn(line: 3, column: 1))
        #expect(expression.text == "b" && expression.location == SourcePosition(file: "g", line: 3, column: 1) && expression.fileLine == nil)
    }
}

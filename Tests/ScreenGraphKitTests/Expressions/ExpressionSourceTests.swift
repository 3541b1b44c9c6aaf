import Testing

@testable import ScreenGraphKit

/// An expression keeps where it was written, so that an error in it points into the
/// graph file (line and column of the offending character) or, for Swift code, at the
/// call site with a caret under the expression.
@Suite struct ExpressionSourceTests {
    /// In a graph file the text starts at a column of a line: the diagnostic is at that
    /// column plus the offset, and shows the whole file line.
    @Test func inAGraphFileTheErrorPointsIntoTheLine() {
        let line = "  tap \"go\" -> Next if numItem > 0"
        let source = ExpressionSource(
            "numItem > 0", startingAt: SourcePosition(file: "g.screengraph", line: 4, column: 24), onLine: line)
        let diagnostic = source.diagnostic(.invalidExpression, "unknown state field 'numItem'", offset: 0)
        #expect(diagnostic.location == SourcePosition(file: "g.screengraph", line: 4, column: 24))
        #expect(diagnostic.sourceLine == line)
        #expect(diagnostic.expressionColumn == nil)
        #expect(source.diagnostic(.invalidExpression, "x", offset: 8).location?.column == 32)
    }

    /// Written in Swift, the diagnostic is at the call site and shows the expression
    /// itself, with the column inside it (1-based).
    @Test func inSwiftTheErrorIsAtTheCallSiteWithTheColumnInTheExpression() {
        let call = SourcePosition(fileID: "App/Graph.swift", line: 30, column: 5)
        let source = ExpressionSource("numItem > 0", at: call)
        let diagnostic = source.diagnostic(.invalidExpression, "unknown state field 'numItem'", offset: 8)
        #expect(diagnostic.location == call)
        #expect(diagnostic.sourceLine == "numItem > 0")
        #expect(diagnostic.expressionColumn == 9)
        #expect(ExpressionSource("a").diagnostic(.invalidExpression, "x", offset: 0).location == nil)
    }

    /// Two sources are the same expression when their text is: where they were written
    /// does not count (a graph written twice compares equal).
    @Test func equalityIsByTextAlone() {
        let here = ExpressionSource("n > 0", at: SourcePosition(fileID: "A.swift", line: 1, column: 1))
        let there = ExpressionSource("n > 0", at: SourcePosition(fileID: "B.swift", line: 9, column: 9))
        #expect(here == there && Set([here, there]).count == 1)
        #expect(here != ExpressionSource("n >= 0"))
        let literal: ExpressionSource = "n > 0"
        #expect(literal == here && literal.location == nil && literal.description == "n > 0")
    }
}

/// Expressions read from a source file keep the line they stand on, for their diagnostics.
extension SourceFile {
    /// An expression whose first character stands at `position` on its line.
    ///
    /// Expressions on one line share one copy of it: a file of one long line holding
    /// thousands of guards keeps that line once, not once per guard.
    ///
    /// Spaces and tabs around the text are no part of it (the column moves past those
    /// before it), so that `"if": "a == 1 "` in JSON is the guard `a == 1` of the graph
    /// language, one coverage item in both forms.
    func expression(_ text: String, at position: LineColumn) -> ExpressionSource {
        let (text, position) = Self.trimmed(text, at: position)
        guard let range = lines.range(ofLine: position.line, in: bytes) else { return ExpressionSource(text, at: self.position(position)) }
        return expression(text, at: position, lineStart: range.lowerBound, end: range.upperBound)
    }

    /// An expression whose first character stands at `position`, on the line that starts
    /// at byte `lineStart`, and whose text ends before byte `end`.
    func expression(_ text: String, at position: LineColumn, lineStart: Int, end: Int) -> ExpressionSource {
        let (text, position) = Self.trimmed(text, at: position)
        let line = lines.sharedLine(startingAt: lineStart, notBefore: end, in: bytes)
        return ExpressionSource(text, startingAt: self.position(position), onLine: line)
    }

    /// `text` without the spaces and tabs around it, and where what is left starts.
    private static func trimmed(_ text: String, at position: LineColumn) -> (String, LineColumn) {
        let scalars = text.unicodeScalars
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = scalars.first, let last = scalars.last, isBlank(first) || isBlank(last) else { return (text, position) }
        let leading = scalars.prefix(while: isBlank).count
        let rest = scalars.dropFirst(leading)
        let trailing = rest.reversed().prefix(while: isBlank).count
        return (String(String.UnicodeScalarView(rest.dropLast(trailing))), LineColumn(line: position.line, column: position.column + leading))
    }
}

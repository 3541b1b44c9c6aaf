/// Expressions read from a source file keep the line they stand on, for their diagnostics.
extension SourceFile {
    /// An expression whose first character stands at `position` on its line.
    ///
    /// Expressions on one line share one copy of it: a file of one long line holding
    /// thousands of guards keeps that line once, not once per guard.
    func expression(_ text: String, at position: LineColumn) -> ExpressionSource {
        guard let range = lines.range(ofLine: position.line, in: bytes) else { return ExpressionSource(text, at: self.position(position)) }
        return expression(text, at: position, lineStart: range.lowerBound, end: range.upperBound)
    }

    /// An expression whose first character stands at `position`, on the line that starts
    /// at byte `lineStart`, and whose text ends before byte `end`.
    func expression(_ text: String, at position: LineColumn, lineStart: Int, end: Int) -> ExpressionSource {
        let line = lines.sharedLine(startingAt: lineStart, notBefore: end, in: bytes)
        return ExpressionSource(text, startingAt: self.position(position), onLine: line)
    }
}

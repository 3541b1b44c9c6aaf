extension Diagnostic {
    /// The most Unicode scalars of a source line a diagnostic echoes: a longer line is
    /// cut to this many around the column, with `…` where it was cut.
    package static let excerptWidth = Echo.maximumLength

    /// The part of `line` a diagnostic echoes for a caret at the 1-based `column` (or
    /// just past the end), and the caret's column in it.
    ///
    /// A line of at most ``excerptWidth`` scalars is echoed whole; a longer one is cut to
    /// ``excerptWidth`` scalars that hold the column, about half of them before it.
    /// `cutBefore` and `cutAfter` say that `line` is itself an excerpt of a longer line,
    /// so its ends get the mark too.
    ///
    /// - Complexity: O(n) in the length of `line`.
    static func excerpt(of line: String, column: Int, cutBefore: Bool = false, cutAfter: Bool = false) -> (text: String, column: Int) {
        let scalars = line.unicodeScalars
        let count = scalars.count
        var lower = 0
        var upper = count
        if count > excerptWidth {
            let caret = min(max(column - 1, 0), count)
            lower = min(max(caret - excerptWidth / 2, 0), count - excerptWidth)
            upper = lower + excerptWidth
        }
        let marksBefore = cutBefore || lower > 0
        let marksAfter = cutAfter || upper < count
        guard marksBefore || marksAfter || count > excerptWidth else { return (line, column) }
        let start = scalars.index(scalars.startIndex, offsetBy: lower)
        let end = scalars.index(start, offsetBy: upper - lower)
        var text = String.UnicodeScalarView()
        if marksBefore { text.append("…") }
        text.append(contentsOf: scalars[start..<end])
        if marksAfter { text.append("…") }
        return (String(text), column - lower + (marksBefore ? 1 : 0))
    }
}

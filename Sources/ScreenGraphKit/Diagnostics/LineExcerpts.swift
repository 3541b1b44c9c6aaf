/// Cuts the source lines of diagnostics to the excerpt their rendering shows, so that a
/// diagnostic holds no long line and renders in time that does not grow with the line.
///
/// Diagnostics about expressions carry the whole line the expression was written on,
/// and many of them can share one long line (every guard of a JSON file written on one
/// line). So the cutter keeps where every 256th scalar of the last long line it saw
/// stands: cutting a diagnostic costs the width of its excerpt, and each long line is
/// walked once.
struct LineExcerpts {
    /// The last long line cut, and the index of its scalars 0, 256, 512, ...
    private var line: String?
    private var checkpoints: [String.Index] = []
    private static let spacing = 256

    /// The longest source line, in UTF-8 bytes, left as it is.
    static let longLine = 4 * Diagnostic.excerptWidth

    /// `diagnostic` with its source line cut to the excerpt around its column, when the
    /// line is long; otherwise as it is.
    mutating func cut(_ diagnostic: Diagnostic) -> Diagnostic {
        guard let sourceLine = diagnostic.sourceLine, sourceLine.utf8.count > LineExcerpts.longLine, let location = diagnostic.location,
            diagnostic.sourceLineStart == 1, diagnostic.sourceLineReachesEnd
        else { return diagnostic }
        let column = diagnostic.expressionColumn ?? location.column
        if line != sourceLine { remember(sourceLine) }
        let scalars = sourceLine.unicodeScalars
        let width = Diagnostic.excerptWidth
        let wanted = max(column - 1 - width / 2, 0)
        var lower = min(wanted / LineExcerpts.spacing, checkpoints.count - 1) * LineExcerpts.spacing
        var start = checkpoints[lower / LineExcerpts.spacing]
        while lower < wanted, start < scalars.endIndex {
            scalars.formIndex(after: &start)
            lower += 1
        }
        var end = start
        var taken = 0
        while taken < width, end < scalars.endIndex {
            scalars.formIndex(after: &end)
            taken += 1
        }
        // A window that reaches the line's end shows as many scalars before it as it can.
        while taken < width, start > scalars.startIndex {
            scalars.formIndex(before: &start)
            lower -= 1
            taken += 1
        }
        var cut = diagnostic
        cut.sourceLine = String(scalars[start..<end])
        cut.sourceLineStart = lower + 1
        cut.sourceLineReachesEnd = end == scalars.endIndex
        if let expressionColumn = diagnostic.expressionColumn { cut.expressionColumn = expressionColumn - lower }
        return cut
    }

    private mutating func remember(_ sourceLine: String) {
        line = sourceLine
        checkpoints = []
        var scalar = 0
        var index = sourceLine.unicodeScalars.startIndex
        while index < sourceLine.unicodeScalars.endIndex {
            if scalar % LineExcerpts.spacing == 0 { checkpoints.append(index) }
            sourceLine.unicodeScalars.formIndex(after: &index)
            scalar += 1
        }
        if checkpoints.isEmpty { checkpoints.append(sourceLine.unicodeScalars.startIndex) }
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics with their long source lines cut to their excerpts.
    func withLinesCut() -> [Diagnostic] {
        guard contains(where: { ($0.sourceLine?.utf8.count ?? 0) > LineExcerpts.longLine }) else { return self }
        var excerpts = LineExcerpts()
        return map { excerpts.cut($0) }
    }
}

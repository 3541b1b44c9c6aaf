extension Diagnostic {
    /// The most findings one reading, compilation, check or app file keeps.
    ///
    /// Every finding holds its message and an excerpt of its line, some hundreds of
    /// bytes, so a file made of mistakes (200,000 unknown keys in 2.3 MB) would otherwise
    /// print and hold about 30 times its size. Past the limit one more finding says where
    /// the rest began, and the rest are left out.
    package static let reportLimit = 10_000
}

extension Array where Element == Diagnostic {
    /// Appends `diagnostic` while fewer than ``Diagnostic/reportLimit`` are kept; the
    /// first one past the limit becomes a note, at its place, that the findings from
    /// there on are not shown; later ones are dropped without being made.
    ///
    /// - Complexity: O(1) amortized, besides making the diagnostic.
    mutating func appendBounded(_ diagnostic: @autoclosure () -> Diagnostic) {
        guard count >= Diagnostic.reportLimit else {
            append(diagnostic())
            return
        }
        guard count == Diagnostic.reportLimit else { return }
        var note = diagnostic()
        note.message = "more than \(Diagnostic.reportLimit) findings: the ones from here on are not shown"
        note.isLimitNote = true
        append(note)
    }

    /// The errors and the warnings, the note that the limit was reached not counted, and
    /// whether it was reached for each: `check` prints "more than 10000 errors" then.
    package var findingCounts: (errors: Int, warnings: Int, moreErrors: Bool, moreWarnings: Bool) {
        var counts = (errors: 0, warnings: 0, moreErrors: false, moreWarnings: false)
        for diagnostic in self {
            switch (diagnostic.severity, diagnostic.isLimitNote) {
            case (.error, false): counts.errors += 1
            case (.warning, false): counts.warnings += 1
            case (.error, true): counts.moreErrors = true
            case (.warning, true): counts.moreWarnings = true
            }
        }
        return counts
    }
}

extension Diagnostic {
    /// `error` or `warning`; `note` for the note that the report limit was reached,
    /// which is no finding of its own (SARIF's level `note`, GitHub's `notice`).
    package var severityName: String { isLimitNote ? "note" : severity.rawValue }
}

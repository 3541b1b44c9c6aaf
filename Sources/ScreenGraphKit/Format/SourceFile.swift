/// The text of a graph file and its name, for locating what is read from it.
struct SourceFile {
    let path: String
    let lines: [Substring]

    init(path: String, text: String) {
        self.path = path
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.last == "\r" ? line.dropLast() : line
        }
    }

    func position(_ position: LineColumn) -> SourcePosition {
        SourcePosition(file: path, line: position.line, column: position.column)
    }

    /// The text of a 1-based line, empty past the end.
    func line(_ number: Int) -> String {
        number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
    }

    /// An error at `position`, with its source line for the caret.
    func error(_ message: String, at position: LineColumn) -> Diagnostic {
        Diagnostic(.error, message, at: self.position(position), sourceLine: line(position.line))
    }

    /// An expression whose first character stands at `position` on its line.
    func expression(_ text: String, at position: LineColumn) -> ExpressionSource {
        ExpressionSource(text, startingAt: self.position(position), onLine: line(position.line))
    }

    /// Adds the source line to diagnostics located in this file that lack one, so the
    /// compiler's findings print with a caret like the reader's own.
    func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.sourceLine == nil, let location = diagnostic.location, location.file == path else { return diagnostic }
            var annotated = diagnostic
            annotated.sourceLine = line(location.line)
            return annotated
        }
    }
}

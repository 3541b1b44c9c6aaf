/// The text of a graph file and its name, for locating what is read from it.
///
/// A line ends at LF, CRLF or CR, so a file reads the same whichever its editor wrote,
/// and a byte-order mark before the first line is not part of it.
struct SourceFile {
    let path: String
    /// The lines, without their line endings.
    let lines: [Substring]

    init(path: String, text: String) {
        self.path = path
        lines = SourceFile.lines(of: text)
    }

    /// `text` cut at every LF, CRLF and CR.
    ///
    /// It cuts on UTF-8 bytes: a `Character` would join CR and LF into one, and a line
    /// break always stands between two characters, so each line is sliced whole.
    static func lines(of text: String) -> [Substring] {
        let (lf, cr) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        if text.unicodeScalars.first == "\u{FEFF}" { start = text.unicodeScalars.index(after: start) }
        var index = start
        while index < utf8.endIndex {
            let byte = utf8[index]
            guard byte == lf || byte == cr else {
                index = utf8.index(after: index)
                continue
            }
            lines.append(Substring(text.unicodeScalars[start..<index]))
            index = utf8.index(after: index)
            if byte == cr, index < utf8.endIndex, utf8[index] == lf { index = utf8.index(after: index) }
            start = index
        }
        lines.append(Substring(text.unicodeScalars[start...]))
        return lines
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

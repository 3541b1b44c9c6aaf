/// One finding about a graph: an error that stops it from being built, or a warning.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious a finding is.
    public enum Severity: String, Hashable, Sendable, Comparable {
        case warning
        case error

        public static func < (lhs: Severity, rhs: Severity) -> Bool {
            lhs == .warning && rhs == .error
        }
    }

    /// What the finding is, given where it was made: SARIF, GitHub and JSON read it.
    public var code: DiagnosticCode
    /// Whether the finding stops the graph from being built: its code's severity.
    public var severity: Severity { code.severity }
    /// What is wrong, in one sentence without a trailing period.
    public var message: String
    /// Where it is, when the finding has a place.
    public var location: SourcePosition?
    /// The text the location's column points into (a graph file's line, or an
    /// expression written in Swift), used to draw a caret under the problem. From a
    /// graph file it is the line, or on a long line the part of it around the column.
    package var sourceLine: String?
    /// Whether this is the note that the report limit was reached (``Diagnostic/reportLimit``),
    /// at the place of the first finding left out: no finding itself, and not counted.
    package var isLimitNote = false

    /// The most Unicode scalars of a message: one that quotes a 100,000-letter name
    /// keeps its start and its end (where a "did you mean" stands), with `…` between.
    package static let messageLimit = 1_000

    /// Creates a diagnostic of the kind `code` names. The message is cut to
    /// ``messageLimit`` scalars, and control characters in it are shown escaped
    /// (`\u{7}`), as ``Echo`` shows a quoted name.
    package init(
        _ code: DiagnosticCode, _ message: String,
        at location: SourcePosition? = nil, sourceLine: String? = nil
    ) {
        self.code = code
        self.message = Echo.excerpt(message, maximumLength: Diagnostic.messageLimit)
        self.location = location
        self.sourceLine = sourceLine
    }

    /// The compiler-style rendering: `file:line:col: error: message`, then the
    /// source line and a caret under the column when both are known.
    ///
    /// The source line is echoed as one excerpt of at most ``excerptWidth`` Unicode
    /// scalars around the column, with `…` where the line was cut, so a diagnostic on a
    /// long line (a whole JSON file on one line) stays short.
    public var description: String {
        var text = ""
        if let location { text += "\(location): " }
        text += "\(severityName): \(message)"
        if let sourceLine, let location {
            let column = expressionColumn ?? location.column - (sourceLineStart - 1)
            let excerpt = Diagnostic.visible(
                Diagnostic.excerpt(of: sourceLine, column: column, cutBefore: sourceLineStart > 1, cutAfter: !sourceLineReachesEnd))
            text += "\n" + excerpt.text + "\n" + caretIndent(in: excerpt.text, column: excerpt.column) + "^"
        }
        return text
    }

    /// An excerpt with its control characters but tabs (an escape character, a line
    /// break an expression's string decoded to) shown as ``Echo`` shows them, `\u{1B}`,
    /// so that the line cannot act on the terminal or break in two; the caret's column
    /// moves past what they add.
    private static func visible(_ excerpt: (text: String, column: Int)) -> (text: String, column: Int) {
        let scalars = excerpt.text.unicodeScalars
        guard scalars.contains(where: { $0 != "\t" && FileName.escaped($0) != nil }) else { return excerpt }
        var text = String.UnicodeScalarView()
        var column = excerpt.column
        for (index, scalar) in scalars.enumerated() {
            guard scalar != "\t", let escape = FileName.escaped(scalar) else {
                text.append(scalar)
                continue
            }
            text.append(contentsOf: escape.unicodeScalars)
            if index + 1 < excerpt.column { column += escape.unicodeScalars.count - 1 }
        }
        return (String(text), column)
    }

    /// What goes before the caret so that it stands under the character that holds the
    /// scalar at the 1-based `column` (or just past the end): a space for each column a
    /// character before it takes (two for a wide one, ``DisplayWidth``), or a tab for a
    /// tab, so it lines up wherever the terminal's tab stops are.
    private func caretIndent(in sourceLine: String, column: Int) -> String {
        var indent = ""
        var scalarsBefore = 0
        for character in sourceLine {
            scalarsBefore += character.unicodeScalars.count
            guard scalarsBefore < column else { break }
            indent += character == "\t" ? "\t" : DisplayWidth.columns(character) == 2 ? "  " : " "
        }
        return indent
    }

    /// The 1-based column inside `sourceLine` when it differs from the location's column:
    /// for an expression written in Swift the source line is the expression itself, so
    /// `column` is the expression's own, which the location does not hold.
    var expressionColumn: Int?
    /// The column, in the location's line, of `sourceLine`'s first scalar: above 1 when
    /// `sourceLine` is an excerpt that starts inside the line.
    var sourceLineStart = 1
    /// Whether `sourceLine` runs to the end of its line; false for an excerpt cut short.
    var sourceLineReachesEnd = true
}

/// The error thrown when a graph has errors: every diagnostic found, errors and
/// warnings, in source order.
public struct GraphError: Error, Sendable, CustomStringConvertible {
    /// Every finding, errors first in declaration order, then warnings.
    public var diagnostics: [Diagnostic]
    /// Why the file could not be read at all, when that is the error; `nil` for errors
    /// in what a file says.
    public var fileError: FileError? = nil

    /// The errors alone.
    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

extension Diagnostic {
    /// The error for a name declared twice: `duplicate screen 'A' (first declared at FILE:LINE:COLUMN)`.
    static func duplicate(_ what: String, at location: SourcePosition?, firstDeclaredAt first: SourcePosition?) -> Diagnostic {
        Diagnostic(.duplicate, "duplicate \(what)" + (first.map { " (first declared at \($0))" } ?? ""), at: location)
    }
}

extension Array where Element == Diagnostic {
    /// The diagnostics sorted by file, line and column; those without a place come
    /// first, and the order they were found in breaks ties.
    func inSourceOrder() -> [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let a?, let b?): (a.file, a.line, a.column, lhs.offset) < (b.file, b.line, b.column, rhs.offset)
            case (nil, nil): lhs.offset < rhs.offset
            case (nil, _?): true
            case (_?, nil): false
            }
        }.map(\.element)
    }
}

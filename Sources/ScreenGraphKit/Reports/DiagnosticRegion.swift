/// Where a diagnostic stands in its file, as annotations show it: a line, and the
/// columns of the token the diagnostic's column points at.
///
/// Columns are 1-based and count Unicode scalars, as ``SourcePosition`` does (SARIF's
/// `columnKind` `unicodeCodePoints`); ``endColumn`` is the column just past the token,
/// as SARIF's `endColumn` is. The token is a double-quoted string, a name (letters,
/// digits, `_` and `.`), a two-character operator (`==`, `!=`, `<=`, `>=`, `&&`,
/// `||`, `->`, `+=`, `-=`), or else one character; past the end of the line it is
/// the one column there.
package struct DiagnosticRegion: Sendable, Equatable {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column of the token's first scalar.
    package var startColumn: Int
    /// The column just past the token's last scalar.
    package var endColumn: Int

    /// Creates a region.
    package init(line: Int, startColumn: Int, endColumn: Int) {
        self.line = line
        self.startColumn = startColumn
        self.endColumn = endColumn
    }

    /// The region of the token at `column` of `sourceLine`, on line `line`.
    ///
    /// - Complexity: O(length of the line).
    package init(line: Int, column: Int, in sourceLine: String?) {
        let column = max(column, 1)
        self.init(line: line, startColumn: column, endColumn: column + 1)
        guard let sourceLine else { return }
        let scalars = Array(sourceLine.unicodeScalars)
        let start = column - 1
        guard start < scalars.count else { return }
        endColumn = column + Self.tokenLength(scalars[start...])
    }

    private static let operators: Set<String> = ["==", "!=", "<=", ">=", "&&", "||", "->", "+=", "-="]

    /// How many scalars the token at the start of `scalars` takes; at least one.
    private static func tokenLength(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        guard let first = scalars.first else { return 1 }
        if first == "\"" {
            var escaped = false
            for (offset, scalar) in scalars.dropFirst().enumerated() {
                if escaped {
                    escaped = false
                } else if scalar == "\\" {
                    escaped = true
                } else if scalar == "\"" {
                    return offset + 2
                }
            }
            return scalars.count
        }
        if isNamePart(first) {
            return scalars.prefix(while: isNamePart).count
        }
        if scalars.count >= 2, operators.contains(String(String.UnicodeScalarView(scalars.prefix(2)))) { return 2 }
        return 1
    }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar == "." || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
    }
}

/// The lines of the files diagnostics point into, read once each, for regions and
/// annotations. A file that cannot be read gives no lines; its regions are then one
/// column wide.
package struct SourceLines {
    private var files: [String: [String]] = [:]

    /// Creates an empty cache.
    package init() {}

    /// Line `number` (1-based) of `file`, without its line break; `nil` past the end
    /// or when the file cannot be read.
    package mutating func line(_ number: Int, of file: String) -> String? {
        if files[file] == nil {
            let text = (try? readTextFile(file)) ?? ""
            files[file] = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map(String.init)
        }
        guard let lines = files[file], number >= 1, number <= lines.count else { return nil }
        return lines[number - 1]
    }

    /// The region of `diagnostic`, or `nil` when it has no location. The diagnostic's
    /// own source line is used when it is the file's line; otherwise the file is read.
    package mutating func region(of diagnostic: Diagnostic) -> DiagnosticRegion? {
        guard let location = diagnostic.location else { return nil }
        // An expression written in Swift carries the expression as its source line,
        // with its own column: the file's line is the one to measure.
        let sourceLine = diagnostic.expressionColumn == nil ? diagnostic.sourceLine : nil
        return DiagnosticRegion(line: location.line, column: location.column, in: sourceLine ?? line(location.line, of: location.file))
    }
}

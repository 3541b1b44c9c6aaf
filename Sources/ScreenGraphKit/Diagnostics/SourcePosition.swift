/// A place in a graph's source: a Swift file for graphs built in code, a graph file otherwise.
///
/// Lines and columns are 1-based. A line ends at LF, CRLF or CR. Columns count Unicode
/// scalars, in every file format and in expressions: for most text that is one per
/// character a terminal shows, and where a character is several scalars (an accent
/// written as a combining mark, a flag) the caret of a ``Diagnostic`` is still drawn
/// under the character that holds the column's scalar.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's path or `#fileID`.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counting Unicode scalars.
    public var column: Int

    /// Creates a location.
    package init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Creates a location from the `#fileID`, `#line` and `#column` of a Swift call site.
    package init(fileID: StaticString, line: UInt, column: UInt) {
        self.init(file: "\(fileID)", line: Int(line), column: Int(column))
    }

    /// `file:line:column`, the form compilers and editors understand; a byte of the
    /// file's name that is not UTF-8 shows as `\xFF` (``FileName/displayed(_:)``).
    public var description: String { "\(FileName.displayed(file)):\(line):\(column)" }

    /// The location `offset` scalars further along the same line.
    func advanced(by offset: Int) -> SourcePosition {
        SourcePosition(file: file, line: line, column: column + offset)
    }
}

/// A place in a graph's source: a Swift file for graphs built in code, a graph file otherwise.
///
/// Lines and columns are 1-based. Columns count characters, so a caret drawn under a
/// column lines up with the source line as a terminal shows it.
public struct SourcePosition: Hashable, Sendable, CustomStringConvertible {
    /// The file's path or `#fileID`.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column.
    public var column: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// Creates a location from the `#fileID`, `#line` and `#column` of a Swift call site.
    public init(fileID: StaticString, line: UInt, column: UInt) {
        self.init(file: "\(fileID)", line: Int(line), column: Int(column))
    }

    /// `file:line:column`, the form compilers and editors understand.
    public var description: String { "\(file):\(line):\(column)" }

    /// The location `offset` characters further along the same line.
    func advanced(by offset: Int) -> SourcePosition {
        SourcePosition(file: file, line: line, column: column + offset)
    }
}

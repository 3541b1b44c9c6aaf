/// Many optional ``SourcePosition``s in 12 bytes each: a file number, a line and a
/// column, the file's path kept once.
///
/// A position whose line or column does not fit in 32 bits (which no file the loaders
/// read can hold, but a position made in Swift can) is kept whole on the side, so every
/// position comes back exactly as it was added. Positions are numbered from 0 in the
/// order they were added.
struct PositionTable: Sendable {
    /// The file of each position, as an index into `paths`; ``none`` or ``wide``.
    private var files: [Int32] = []
    private var lines: [Int32] = []
    private var columns: [Int32] = []
    private var paths: [String] = []
    private var pathIndex: [String: Int32] = [:]
    /// Positions that do not fit, by number.
    private var wide: [Int: SourcePosition] = [:]

    private static let none: Int32 = -1
    private static let wide: Int32 = -2

    var count: Int { files.count }

    /// The number that stands for `path` in ``append(file:line:column:)``.
    mutating func file(_ path: String) -> Int32 {
        if let index = pathIndex[path] { return index }
        let index = Int32(truncatingIfNeeded: paths.count)
        paths.append(path)
        pathIndex[path] = index
        return index
    }

    mutating func append(_ position: SourcePosition?) {
        guard let position else {
            files.append(PositionTable.none)
            lines.append(0)
            columns.append(0)
            return
        }
        guard let line = Int32(exactly: position.line), let column = Int32(exactly: position.column), paths.count < Int32.max
        else {
            wide[files.count] = position
            files.append(PositionTable.wide)
            lines.append(0)
            columns.append(0)
            return
        }
        append(file: file(position.file), line: line, column: column)
    }

    /// Adds a position in the file `file` returned.
    mutating func append(file: Int32, line: Int32, column: Int32) {
        files.append(file)
        lines.append(line)
        columns.append(column)
    }

    mutating func reserveCapacity(_ count: Int) {
        files.reserveCapacity(count)
        lines.reserveCapacity(count)
        columns.reserveCapacity(count)
    }

    subscript(index: Int) -> SourcePosition? {
        let file = files[index]
        guard file >= 0 else { return file == PositionTable.wide ? wide[index] : nil }
        return SourcePosition(file: paths[Int(file)], line: Int(lines[index]), column: Int(columns[index]))
    }
}

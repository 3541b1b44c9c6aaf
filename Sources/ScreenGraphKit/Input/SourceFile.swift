/// The text of a graph or app file and its name, for locating what is read from it.
///
/// The text is kept as its UTF-8 bytes. The readers count lines and columns as they
/// go; where every line starts is worked out once, and only when a diagnostic asks for
/// a line. A line ends at LF, CRLF or CR, so a file reads the same whichever its editor
/// wrote, and a byte-order mark before the first line is not part of it.
struct SourceFile {
    let path: String
    let bytes: [UInt8]
    let lines = LineTable()

    init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Where the text starts: after a byte-order mark.
    var textStart: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

    /// How many lines the text has: one more than its line breaks.
    var lineCount: Int { lines.count(in: bytes) }

    /// How many Unicode scalars 1-based line `number` has, or `nil` past the last line.
    func scalarCount(ofLine number: Int) -> Int? {
        guard let range = lines.range(ofLine: number, in: bytes) else { return nil }
        return bytes[range].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    func position(_ position: LineColumn) -> SourcePosition {
        SourcePosition(file: path, line: position.line, column: position.column)
    }

    /// An error in the file's syntax or format (``DiagnosticCode/otherError``) at
    /// `position`, with the part of its line around it for the caret.
    func error(_ message: String, at position: LineColumn) -> Diagnostic {
        error(.otherError, message, at: position)
    }

    /// An error of the kind `code` names at `position`, with the part of its line
    /// around it for the caret.
    func error(_ code: DiagnosticCode, _ message: String, at position: LineColumn) -> Diagnostic {
        var diagnostic = Diagnostic(code, message, at: self.position(position))
        attachExcerpt(to: &diagnostic, line: position.line, column: position.column)
        return diagnostic
    }

    /// Adds the part of the source line around the column to diagnostics located in this
    /// file that lack one, so the compiler's findings print with a caret like the reader's own.
    func annotate(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            guard diagnostic.sourceLine == nil, let location = diagnostic.location, location.file == path else { return diagnostic }
            var annotated = diagnostic
            attachExcerpt(to: &annotated, line: location.line, column: location.column)
            return annotated
        }
    }

    private func string(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// Gives `diagnostic` the part of line `number` that its rendering shows around
    /// `column`: at most ``Diagnostic/excerptWidth`` scalars, so that it stays small
    /// however long the line; an empty line past the end of the text.
    private func attachExcerpt(to diagnostic: inout Diagnostic, line number: Int, column: Int) {
        guard let range = lines.range(ofLine: number, in: bytes) else {
            diagnostic.sourceLine = ""
            return
        }
        let width = Diagnostic.excerptWidth
        var lower = max(column - 1 - width / 2, 0)
        var (start, reached) = lines.offset(ofScalar: lower, onLine: number, range: range, in: bytes)
        lower = reached
        var end = start
        var taken = 0
        while taken < width, end < range.upperBound {
            end += 1
            while end < range.upperBound, bytes[end] & 0xC0 == 0x80 { end += 1 }
            taken += 1
        }
        // A window that reaches the line's end shows as many scalars before it as it can.
        while taken < width, start > range.lowerBound {
            start -= 1
            while start > range.lowerBound, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            lower -= 1
            taken += 1
        }
        diagnostic.sourceLine = string(start..<end)
        diagnostic.sourceLineStart = lower + 1
        diagnostic.sourceLineReachesEnd = end == range.upperBound
    }
}

/// Where the lines of a text start, found on first use.
///
/// For a very long line it also keeps where every 256th scalar starts, so locating a
/// column on a file of one line costs a few hundred steps, not the line's length.
final class LineTable {
    private var starts: [Int]?
    private var checkpoints: [Int: [Int]] = [:]
    private static let checkpointSpacing = 256
    /// The line last given to expressions, by the byte it starts at.
    private var shared: (start: Int, text: String)?

    /// The text of the line that starts at byte `start` and ends at or after `end`, the
    /// same string for every caller until another line is asked for.
    func sharedLine(startingAt start: Int, notBefore end: Int, in bytes: [UInt8]) -> String {
        if let shared, shared.start == start { return shared.text }
        var lineEnd = end
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A, bytes[lineEnd] != 0x0D { lineEnd += 1 }
        let text = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<lineEnd]), as: UTF8.self) }
        shared = (start, text)
        return text
    }

    func count(in bytes: [UInt8]) -> Int { lineStarts(bytes).count }

    /// The bytes of 1-based line `number`, without its line break; `nil` past the end.
    func range(ofLine number: Int, in bytes: [UInt8]) -> Range<Int>? {
        let starts = lineStarts(bytes)
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        guard number < starts.count else { return start..<bytes.count }
        var end = starts[number]
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// The byte where scalar `index` (from 0) of the line starts, and `index`; or the
    /// line's end and how many scalars it has, when it has no more than `index`.
    func offset(ofScalar index: Int, onLine number: Int, range: Range<Int>, in bytes: [UInt8]) -> (Int, Int) {
        var offset = range.lowerBound
        var scalar = 0
        if range.count > LineTable.checkpointSpacing * 16 {
            let marks = lineCheckpoints(number, range, bytes)
            let mark = min(index / LineTable.checkpointSpacing, marks.count - 1)
            offset = marks[mark]
            scalar = mark * LineTable.checkpointSpacing
        }
        while scalar < index, offset < range.upperBound {
            offset += 1
            while offset < range.upperBound, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
            scalar += 1
        }
        return (offset, scalar)
    }

    private func lineStarts(_ bytes: [UInt8]) -> [Int] {
        if let starts { return starts }
        var found = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        bytes.withUnsafeBufferPointer { buffer in
            var index = found[0]
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A {
                    found.append(index)
                } else if byte == 0x0D {
                    if index < buffer.count, buffer[index] == 0x0A { index += 1 }
                    found.append(index)
                }
            }
        }
        starts = found
        return found
    }

    /// Where scalars 0, 256, 512, ... of a line start.
    private func lineCheckpoints(_ number: Int, _ range: Range<Int>, _ bytes: [UInt8]) -> [Int] {
        if let marks = checkpoints[number] { return marks }
        var marks: [Int] = []
        var scalar = 0
        for offset in range where bytes[offset] & 0xC0 != 0x80 {
            if scalar % LineTable.checkpointSpacing == 0 { marks.append(offset) }
            scalar += 1
        }
        if marks.isEmpty { marks.append(range.lowerBound) }
        checkpoints[number] = marks
        return marks
    }
}

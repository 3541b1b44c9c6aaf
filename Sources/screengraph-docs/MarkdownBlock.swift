/// A fenced code block of a Markdown file, with the `<!-- snippet: … -->` comment on the
/// line just before its opening fence, if there is one.
struct MarkdownBlock: Equatable, Sendable {
    /// The Markdown file, relative to the package root (`Docs/Guide.md`).
    var file: String
    /// The 1-based line of the opening fence; the content starts on the next line.
    var fenceLine: Int
    /// The first word of the info string, lowercased: `swift`, `console`, `sh`, or `""`.
    var language: String
    /// The lines between the fences, with the fence's own indentation removed.
    var lines: [String]
    /// The words of the snippet comment before the fence (`["Demo", "run"]`), or nil.
    var marker: [String]?

    /// The 1-based line of the first content line.
    var firstLine: Int { fenceLine + 1 }

    /// Whether the block is a whole Swift file (`<!-- snippet: file … -->`), not a
    /// function body.
    var isWholeFile: Bool { marker?.first == "file" }

    /// Whether the block is a whole file whose tests run in `swift test`
    /// (`<!-- snippet: file, run -->`).
    var isRunFile: Bool { marker == ["file", "run"] }
}

/// Something in a Markdown file that keeps its blocks from being read or checked.
struct DocProblem: Error, Equatable, Sendable, CustomStringConvertible {
    var file: String
    var line: Int
    var message: String

    var description: String { "\(file):\(line): error: \(message)" }
}

/// The snippet comment's prefix and suffix: `<!-- snippet: Demo, run -->`.
let snippetCommentStart = "<!-- snippet:"
let snippetCommentEnd = "-->"

/// The fenced code blocks of `text` (CommonMark fences of three or more backticks or
/// tildes, indented by at most three spaces), in order.
///
/// - Throws: the first ``DocProblem``: an unclosed fence, or a snippet comment that is
///   malformed or not directly above an opening fence.
func markdownBlocks(in text: String, file: String) throws(DocProblem) -> [MarkdownBlock] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
    }
    var blocks: [MarkdownBlock] = []
    var index = 0
    var pendingMarker: (line: Int, words: [String])?
    while index < lines.count {
        let line = lines[index]
        let number = index + 1
        if let marker = pendingMarker, marker.line != number - 1 {
            throw DocProblem(file: file, line: marker.line, message: "a snippet comment must be the line just before a ```swift fence")
        }
        if line.hasPrefix(snippetCommentStart) {
            pendingMarker = (number, try markerWords(line, file: file, line: number))
            index += 1
            continue
        }
        guard let fence = Fence(opening: line) else {
            index += 1
            continue
        }
        var content: [String] = []
        var closed = false
        index += 1
        while index < lines.count {
            if fence.isClosed(by: lines[index]) {
                closed = true
                break
            }
            content.append(fence.unindented(lines[index]))
            index += 1
        }
        guard closed else { throw DocProblem(file: file, line: number, message: "this fence is never closed") }
        blocks.append(MarkdownBlock(file: file, fenceLine: number, language: fence.language, lines: content, marker: pendingMarker?.words))
        pendingMarker = nil
        index += 1
    }
    if let marker = pendingMarker {
        throw DocProblem(file: file, line: marker.line, message: "a snippet comment must be the line just before a ```swift fence")
    }
    return blocks
}

/// The comma-separated words of a snippet comment: at most one context name (a Swift
/// type name, capitalized) and `run`; or `file`, for a block that is a whole Swift file,
/// with `run` when its tests run on Linux or `apple` when it is Apple-only code.
private func markerWords(_ line: String, file: String, line number: Int) throws(DocProblem) -> [String] {
    guard line.hasSuffix(snippetCommentEnd) else {
        throw DocProblem(file: file, line: number, message: "a snippet comment is one line ending in '-->'")
    }
    let inside = line.dropFirst(snippetCommentStart.count).dropLast(snippetCommentEnd.count)
    let words = inside.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingSpaces() }
    if words.first == "file" {
        guard words.count == 1 || (words.count == 2 && ["run", "apple"].contains(words[1])) else {
            throw DocProblem(
                file: file, line: number,
                message: "a whole-file snippet is '<!-- snippet: file -->', '<!-- snippet: file, run -->' or '<!-- snippet: file, apple -->'")
        }
        return words
    }
    let contexts = words.filter { $0 != "run" }
    let validName = contexts.allSatisfy { word in
        word.first.map { $0.isASCII && $0.isUppercase } == true && word.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }
    guard !words.isEmpty, !words.contains(""), contexts.count <= 1, validName, words.filter({ $0 == "run" }).count <= 1 else {
        throw DocProblem(
            file: file, line: number,
            message: "a snippet comment names at most one context (a type in SnippetContext, such as Demo) and 'run': '<!-- snippet: Demo, run -->'")
    }
    return words
}

/// An opening code fence: its character, length, indentation and language.
private struct Fence {
    var character: Character
    var length: Int
    var indentation: Int
    var language: String

    init?(opening line: String) {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return nil }
        let rest = line.dropFirst(indentation)
        guard let character = rest.first, character == "`" || character == "~" else { return nil }
        let length = rest.prefix { $0 == character }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length)
        // A backtick fence's info string may not hold a backtick (that is inline code).
        if character == "`", info.contains("`") { return nil }
        self.character = character
        self.length = length
        self.indentation = indentation
        self.language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
    }

    func isClosed(by line: String) -> Bool {
        let indentation = line.prefix { $0 == " " }.count
        guard indentation <= 3 else { return false }
        let rest = line.dropFirst(indentation)
        let run = rest.prefix { $0 == character }.count
        return run >= length && rest.dropFirst(run).allSatisfy { $0 == " " }
    }

    /// A content line without up to `indentation` leading spaces, as CommonMark reads it.
    func unindented(_ line: String) -> String {
        String(line.dropFirst(min(indentation, line.prefix { $0 == " " }.count)))
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

import Foundation

/// A command line of a doc's shell example, as the doc tests read it (Docs/README.md).
///
/// Only `screengraph ARGS` and `swift run screengraph ARGS` (both run the built
/// executable with ARGS) and `echo $?` are run; anything else is `.notRun`. A command
/// that runs may quote words ('…', "…" with `\"` and `\\`), send its stdout to a file
/// with `> FILE`, and end in a `# comment`; any other shell syntax is an error, so no
/// example depends on a shell the test does not have.
enum DocCommand: Equatable {
    case screengraph(arguments: [String], stdoutFile: String?)
    case echoStatus
    case notRun

    /// The command on `line` (without its `$ ` prompt).
    init(_ line: String) throws(DocCommandError) {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text == "echo $?" {
            self = .echoStatus
            return
        }
        guard text == "screengraph" || text.hasPrefix("screengraph ") || text.hasPrefix("swift run screengraph ") else {
            self = .notRun
            return
        }
        var words = try Self.words(text)
        var stdoutFile: String?
        if let arrow = words.firstIndex(of: .redirect) {
            guard arrow == words.count - 2, case .word(let file) = words[arrow + 1] else {
                throw DocCommandError(message: "'>' must be followed by one file name and end the command")
            }
            stdoutFile = file
            words.removeLast(2)
        }
        var arguments = words.compactMap { if case .word(let word) = $0 { word } else { nil } }
        guard arguments.count == words.count else { throw DocCommandError(message: "'>' must be followed by a file name") }
        arguments.removeFirst(arguments.first == "swift" ? 3 : 1)
        self = .screengraph(arguments: arguments, stdoutFile: stdoutFile)
    }

    private enum Word: Equatable {
        case word(String)
        case redirect
    }

    /// The words of `text`, split at unquoted spaces and tabs, up to an unquoted `#`
    /// that starts a word.
    private static func words(_ text: String) throws(DocCommandError) -> [Word] {
        var words: [Word] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
                continue
            }
            if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", character == "\\" {
                    escaped = true
                } else if open == "\"", "$`".contains(character) {
                    throw DocCommandError(message: "'\(character)' inside double quotes is shell syntax the doc tests do not run")
                } else {
                    current.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t":
                if inWord { words.append(.word(current)) }
                current = ""
                inWord = false
            case "'", "\"":
                quote = character
                inWord = true
            case "\\":
                escaped = true
                inWord = true
            case "#" where !inWord:
                return words
            case ">":
                if inWord { words.append(.word(current)) }
                current = ""
                inWord = false
                words.append(.redirect)
            case "|", "&", ";", "<", "$", "`", "(", ")", "*", "?", "[", "{", "~":
                throw DocCommandError(message: "'\(character)' is shell syntax the doc tests do not run; quote it or leave it out")
            default:
                current.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { throw DocCommandError(message: "a quote or escape is not closed") }
        if inWord { words.append(.word(current)) }
        return words
    }
}

/// Why a doc's command cannot be run.
struct DocCommandError: Error, Equatable {
    var message: String
}

/// Whether `actual` is what `expected` shows, line for line, where a line `...` in
/// `expected` stands for any number of lines, none included.
func docOutput(_ actual: ArraySlice<String>, matches expected: ArraySlice<String>) -> Bool {
    guard let first = expected.first else { return actual.isEmpty }
    if first == "..." {
        return (0...actual.count).contains { docOutput(actual.dropFirst($0), matches: expected.dropFirst()) }
    }
    return actual.first == first && docOutput(actual.dropFirst(), matches: expected.dropFirst())
}

/// The lines of a command's output, without the empty one after a final line break.
func outputLines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    return lines
}

/// Runs the built `screengraph` with `arguments` in `directory` as a terminal shows it:
/// stdout and stderr in one stream in the order written, or stderr alone when stdout
/// goes to `stdoutFile` (relative to `directory`).
func runScreengraphAsTerminal(_ arguments: [String], stdoutFile: String?, in directory: URL) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = PackagePaths.executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    let terminal = Pipe()
    process.standardError = terminal
    var file: FileHandle?
    if let stdoutFile {
        let url = directory.appendingPathComponent(stdoutFile)
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        file = try FileHandle(forWritingTo: url)
        process.standardOutput = file
    } else {
        process.standardOutput = terminal
    }
    try process.run()
    let output = terminal.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    try file?.close()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

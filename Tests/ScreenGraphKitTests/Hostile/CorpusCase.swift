import Testing

/// One hostile input for the `screengraph` command: the files it finds, the command
/// run, and what it must give: the exit status, and the start of its message (standard
/// error when the command writes there, standard output otherwise).
///
/// The tables, one file per kind (`Corpus+Syntax.swift`, ...), read one case a line:
///
/// ```swift
/// .check("a screen named twice", "start A\nscreen A\nscreen A", 1, "g.screengraph:3:1: error: duplicate screen 'A'")
/// ```
struct CorpusCase: Sendable, CustomTestStringConvertible {
    /// The groups the corpus is read by.
    enum Kind: String, Sendable, CaseIterable {
        case syntax, nesting, size, unicode
        case lineEndings = "line endings"
        case numbers, names, apps
        case flags = "CLI flags"
        case output = "output failures"
        case fileSystem = "file system"
        case replacing = "outputs that replace"
        case injection = "terminal and CI injection"
        case results = "wrong results"
    }

    /// What exists in the case's scratch directory before the command runs.
    enum Setup: Sendable {
        /// A file with this text.
        case file(String, String)
        /// A file with these bytes.
        case bytes(String, [UInt8])
        /// A directory.
        case directory(String)
    }

    /// How the command is run, in the scratch directory.
    enum Command: Sendable {
        /// `screengraph` with these arguments.
        case screengraph([String])
        /// A bash script, `$SG` naming the executable and `$ROOT` the package, for what
        /// arguments cannot say: redirections, signals, links, modes and names that are
        /// not UTF-8. The script's status is the case's.
        case shell(String)
    }

    var kind: Kind
    var name: String
    var setup: [Setup]
    var command: Command
    var status: Int32
    var prefix: String
    var testDescription: String { "\(kind.rawValue): \(name)" }

    init(_ kind: Kind, _ name: String, _ setup: [Setup], _ command: Command, _ status: Int32, _ prefix: String) {
        self.kind = kind
        self.name = name
        self.setup = setup
        self.command = command
        self.status = status
        self.prefix = prefix
    }

    /// `screengraph COMMAND g.screengraph OPTIONS...` on a graph file holding `text`.
    static func graph(
        _ kind: Kind, _ name: String, _ text: String, _ arguments: [String], file: String = "g.screengraph",
        _ status: Int32, _ prefix: String
    ) -> CorpusCase {
        CorpusCase(kind, name, [.file(file, text)], .screengraph(Array(arguments.prefix(1)) + [file] + arguments.dropFirst()), status, prefix)
    }

    /// `screengraph check g.screengraph` on a graph file holding `text`.
    static func graph(_ kind: Kind, _ name: String, _ text: String, _ status: Int32, _ prefix: String) -> CorpusCase {
        graph(kind, name, text, ["check"], status, prefix)
    }

    /// The same, on a JSON graph file `g.json`.
    static func json(_ kind: Kind, _ name: String, _ text: String, _ arguments: [String], _ status: Int32, _ prefix: String) -> CorpusCase {
        graph(kind, name, text, arguments, file: "g.json", status, prefix)
    }

    /// `screengraph check g.json` on a JSON graph file holding `text`.
    static func json(_ kind: Kind, _ name: String, _ text: String, _ status: Int32, _ prefix: String) -> CorpusCase {
        graph(kind, name, text, ["check"], file: "g.json", status, prefix)
    }

    /// `screengraph run g.screengraph --app app.json OPTIONS...` with an app whose JSON is `app`,
    /// on the graph `graph` (a one-screen graph on `Home` unless given).
    static func app(
        _ kind: Kind, _ name: String, _ app: String, graph: String = "start Home\nscreen Home\n", options: [String] = [],
        _ status: Int32, _ prefix: String
    ) -> CorpusCase {
        CorpusCase(
            kind, name, [.file("g.screengraph", graph), .file("app.json", app)],
            .screengraph(["run", "g.screengraph", "--app", "app.json"] + options), status, prefix)
    }

    /// `screengraph ARGUMENTS...` on the shipped graphs and apps, from the package root.
    static func shipped(_ kind: Kind, _ name: String, _ arguments: [String], _ status: Int32, _ prefix: String) -> CorpusCase {
        CorpusCase(kind, name, [], .shell("cd \"$ROOT\" && \"$SG\" " + arguments.map(quoted).joined(separator: " ")), status, prefix)
    }

    /// A bash script in a scratch directory holding `setup`.
    static func shell(_ kind: Kind, _ name: String, _ setup: [Setup] = [], _ script: String, _ status: Int32, _ prefix: String) -> CorpusCase {
        CorpusCase(kind, name, setup, .shell(script), status, prefix)
    }

    /// `text` in single quotes for bash.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

/// Shorthands the tables share.
extension Corpus {
    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// A graph whose only edge, `A` to `B`, is guarded by `predicate`; `b` is true and
    /// `n` is 1. The predicate starts at line 5, column 19.
    static func guarded(_ predicate: String) -> String {
        "start A\nstate b: bool = true\nstate n: int = 1\nscreen A\n  tap \"x\" -> B if \(predicate)\nscreen B\n"
    }

    /// The JSON form of ``guarded(_:)`` on one line; the predicate starts at column 191.
    static func guardedJSON(_ predicate: String) -> String {
        #"{"format": "screengraph/1", "start": "A", "state": [{"name": "b", "type": "bool", "initial": true}], "#
            + #""screens": [{"name": "A", "edges": [{"to": "B", "gesture": "tap", "element": "x", "if": ""#
            + predicate + #""}]}, {"name": "B"}]}"#
    }

    /// An app on `Home` with the bool setting `b`, whose screens are `screens` (JSON).
    static func appJSON(_ screens: String, _ more: String = "") -> String {
        #"{"format": "screengraph-app/1", "name": "X", "initialScreen": "Home","#
            + "\n" + #" "settings": [{"name": "b", "type": "bool", "initial": true}],"# + more
            + "\n" + #" "screens": "# + screens + "}\n"
    }

    /// A script's first line: the Demo graph and app copied into the scratch directory.
    static let demo = #"cp "$ROOT/Graphs/Demo.screengraph" "$ROOT/Graphs/Apps/Demo.json" . && "#

    static let tooDeep = "expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"
}

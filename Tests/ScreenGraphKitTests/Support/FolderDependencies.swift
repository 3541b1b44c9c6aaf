import Foundation

// Which folders of Sources/ScreenGraphKit use which, read from the source text alone
// (STYLE.md rule 18). There is no compiler here, so this is a heuristic scan:
//
// 1. Comments and string literals are blanked out (interpolated code is kept: it is code).
// 2. Each folder's declarations are collected by brace depth:
//    - top-level `struct/class/enum/protocol/actor/typealias/func/let/var` names;
//    - members (`func`, `var`, `let`, nested types, enum `case`s) of type and extension
//      bodies, and in particular the members a folder adds in `extension T` where T is not
//      declared in that folder (another folder's type, or a standard one like `String`);
//    - local names (declared inside function bodies, and every `name:` label or parameter),
//      used only to avoid false edges.
// 3. Folder A uses folder B when a file of A
//    - mentions an identifier that B alone declares at top level and A declares nowhere
//      (a name A declares itself may be A's own, shadowing one), or
//    - mentions `.name` where `name` is a member B alone adds in an extension of a type
//      from elsewhere, and no other folder declares `name` anywhere, as a top-level name,
//      member, property, function or enum case. Common names (`.bool`, `.text`,
//      `description`) are declared by several folders and so never make an edge.
//
// Blind spots, all of which can only hide an edge, never invent one:
// - types that are only inferred (`let p = graph.startPosition(on: 0)` uses Position
//   without naming it);
// - members of another folder's own types used through a value (`route.steps`): the type
//   is usually named somewhere else in the file, which makes the edge;
// - extension members called without a dot, from inside another extension of the type;
// - a name several folders declare (skipped as ambiguous), and an identifier just before
//   `:` after `(`, `,` or a word (a label or declared name; so are `[a: 1, b: 2]`'s later keys).
// It can invent an edge only where a name one folder declares at top level means something
// else in another folder that the scan does not see: a framework symbol or a closure
// parameter (`{ name in }`). Rename one if that happens.

/// The Swift text of one library file, with its path below `Sources/ScreenGraphKit`
/// (`Planning/Planner.swift`). Paths that still include `Sources/ScreenGraphKit/` work too.
typealias SwiftSource = (path: String, text: String)

/// One place where a file of one folder names something another folder declares.
struct FolderUse: Hashable, Sendable, CustomStringConvertible {
    /// The using file, relative to `Sources/ScreenGraphKit`.
    var file: String
    /// The 1-based line of the mention.
    var line: Int
    /// The name mentioned.
    var name: String
    /// The file that declares the name, relative to `Sources/ScreenGraphKit`.
    var declaredIn: String

    var description: String { "\(file):\(line) uses \(name) (declared in \(declaredIn))" }
}

/// "Folder `from` uses folder `to`".
struct FolderEdge: Hashable, Comparable, Sendable, CustomStringConvertible {
    var from: String
    var to: String

    init(_ from: String, _ to: String) {
        self.from = from
        self.to = to
    }

    static func < (a: FolderEdge, b: FolderEdge) -> Bool { (a.from, a.to) < (b.from, b.to) }

    var description: String { "\(from) → \(to)" }
}

/// Which folders use which, with the uses that make each edge.
struct FolderGraph: Sendable {
    /// Every folder holding a Swift file, sorted.
    var folders: [String]
    /// For each edge, one use per distinct name, in path and line order.
    var uses: [FolderEdge: [FolderUse]]

    /// The edges, sorted.
    var edges: [FolderEdge] { uses.keys.sorted() }

    /// The folders each folder uses, sorted; every folder has an entry.
    var successors: [String: [String]] {
        var result = Dictionary(uniqueKeysWithValues: folders.map { ($0, [String]()) })
        for edge in edges { result[edge.from, default: []].append(edge.to) }
        return result
    }
}

/// A circle of folders, each using the next and the last using the first.
struct FolderCycle: Hashable, Sendable, CustomStringConvertible {
    /// The folders in order, starting with the alphabetically first.
    var folders: [String]

    var edges: [FolderEdge] {
        folders.indices.map { FolderEdge(folders[$0], folders[($0 + 1) % folders.count]) }
    }

    /// `Model → Planning → Model`.
    var description: String { (folders + folders.prefix(1)).joined(separator: " → ") }
}

enum FolderDependencies {
    /// The folder that files directly in `Sources/ScreenGraphKit` belong to.
    static let moduleFolder = "ScreenGraphKit"

    // MARK: Reading

    /// Every `.swift` file under `Sources/ScreenGraphKit`, sorted by path.
    static func librarySources(packageRoot: URL) throws -> [SwiftSource] {
        let base = packageRoot.appendingPathComponent("Sources/ScreenGraphKit")
        guard let files = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var sources: [SwiftSource] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let path = url.pathComponents.dropFirst(base.pathComponents.count).joined(separator: "/")
            sources.append((path, try String(contentsOf: url, encoding: .utf8)))
        }
        return sources.sorted { $0.path < $1.path }
    }

    /// The path below `Sources/ScreenGraphKit`, for paths given either way.
    static func relativePath(_ path: String) -> String {
        guard let range = path.range(of: "Sources/ScreenGraphKit/") else { return path }
        return String(path[range.upperBound...])
    }

    /// A file's folder: the first component of its path below `Sources/ScreenGraphKit`, so
    /// `Planning/API/Planner.swift` is in `Planning`.
    static func folder(ofPath path: String) -> String {
        let components = relativePath(path).split(separator: "/")
        return components.count > 1 ? String(components[0]) : moduleFolder
    }

    // MARK: The folder graph

    /// Which folders use which, found from the sources' text: see the comment at the top
    /// of this file for the rules and their blind spots.
    static func graph(of sources: [SwiftSource]) -> FolderGraph {
        let files = sources.map { source in
            let path = relativePath(source.path)
            let tokens = tokens(of: blanked(Array(source.text.utf8)))
            return ScannedFile(path: path, folder: folder(ofPath: path), tokens: tokens, declarations: declarations(in: tokens))
        }.sorted { $0.path < $1.path }

        // Who declares what, per folder. The first declaring file is kept for messages.
        var topLevel: [String: [String: String]] = [:]  // name → folder → path
        var topLevelOf: [String: Set<String>] = [:]  // folder → names
        var declaredBy: [String: Set<String>] = [:]  // name → folders (top level, members, cases)
        var anywhereIn: [String: Set<String>] = [:]  // folder → names, locals included
        for file in files {
            let declarations = file.declarations
            let members = declarations.members.map { $0.name }
            for name in declarations.topLevel {
                topLevel[name, default: [:]][file.folder] = topLevel[name]?[file.folder] ?? file.path
                topLevelOf[file.folder, default: []].insert(name)
            }
            for name in declarations.topLevel + members { declaredBy[name, default: []].insert(file.folder) }
            anywhereIn[file.folder, default: []].formUnion(declarations.topLevel + members + declarations.locals)
        }
        // Members added to a type the folder does not declare, known only once every
        // folder's top-level names are.
        var extensionMembers: [String: [String: String]] = [:]  // name → folder → path
        for file in files {
            for member in file.declarations.members {
                guard let type = member.extending, topLevelOf[file.folder]?.contains(type) != true else { continue }
                extensionMembers[member.name, default: [:]][file.folder] =
                    extensionMembers[member.name]?[file.folder] ?? file.path
            }
        }

        var uses: [FolderEdge: [FolderUse]] = [:]
        for file in files {
            let tokens = file.tokens
            for (index, token) in tokens.enumerated() where token.kind == .identifier {
                let previous = index > 0 ? tokens[index - 1] : nil
                var owner: (folder: String, path: String)?
                if previous?.text == "." {
                    if let owners = extensionMembers[token.text], owners.count == 1, let only = owners.first,
                        declaredBy[token.text, default: []].subtracting([only.key]).isEmpty
                    {
                        owner = (only.key, only.value)
                    }
                } else if !isLabel(at: index, in: tokens) {
                    if let owners = topLevel[token.text], owners.count == 1, let only = owners.first,
                        anywhereIn[file.folder]?.contains(token.text) != true
                    {
                        owner = (only.key, only.value)
                    }
                }
                guard let owner, owner.folder != file.folder else { continue }
                let edge = FolderEdge(file.folder, owner.folder)
                if uses[edge]?.contains(where: { $0.name == token.text }) == true { continue }
                uses[edge, default: []].append(
                    FolderUse(file: file.path, line: token.line, name: token.text, declaredIn: owner.path))
            }
        }
        return FolderGraph(folders: Set(files.map(\.folder)).sorted(), uses: uses)
    }

    // MARK: Circles

    /// The circles in the graph: for every edge on a circle, the shortest circle through
    /// it, without repeats, shortest first. Every edge that must go to break the circles
    /// appears in at least one of them, without listing the many longer circles they form.
    static func cycles(in graph: FolderGraph) -> [FolderCycle] {
        let successors = graph.successors
        var found = Set<FolderCycle>()
        for edge in graph.edges {
            // A path back from edge.to to edge.from closes a circle with the edge itself.
            guard let circle = shortestPath(from: edge.to, to: edge.from, successors) else { continue }
            guard let first = circle.indices.min(by: { circle[$0] < circle[$1] }) else { continue }
            found.insert(FolderCycle(folders: Array(circle[first...] + circle[..<first])))
        }
        return found.sorted { ($0.folders.count, $0.description) < ($1.folders.count, $1.description) }
    }

    /// The folders on a shortest path from `start` to `goal`, both included.
    private static func shortestPath(from start: String, to goal: String, _ successors: [String: [String]]) -> [String]? {
        var cameFrom: [String: String] = [start: start]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let folder = queue[head]
            head += 1
            if folder == goal {
                var path = [goal]
                while let last = path.last, last != start, let previous = cameFrom[last] { path.append(previous) }
                return path.reversed()
            }
            for next in successors[folder, default: []] where cameFrom[next] == nil {
                cameFrom[next] = folder
                queue.append(next)
            }
        }
        return nil
    }

    /// What a failing test prints: each circle, then for each of its edges where the
    /// sources make it. No blank lines: `swift test`'s console drops an issue whose comment
    /// holds one (Swift 6.3).
    static func describe(_ cycles: [FolderCycle], in graph: FolderGraph) -> String {
        var text = "The folders of Sources/ScreenGraphKit use each other in \(cycles.count) circle"
        text += cycles.count == 1 ? "" : "s"
        text += " (STYLE.md rule 18: a folder uses only folders below it). Break each circle by moving the uses behind one of its edges:"
        for cycle in cycles {
            text += "\n" + cycle.description
            for edge in cycle.edges { text += "\n  " + describe(edge, in: graph) }
        }
        return text
    }

    /// `Model → Planning: Model/ScreenGraph.swift:134 uses Position (declared in …); also …`.
    static func describe(_ edge: FolderEdge, in graph: FolderGraph) -> String {
        let uses = graph.uses[edge, default: []]
        guard let first = uses.first else { return "\(edge): no use found" }
        var text = "\(edge): \(first)"
        let others = uses.dropFirst().map(\.name)
        if !others.isEmpty {
            let shown = others.prefix(6).joined(separator: ", ")
            text += "; also " + shown + (others.count > 6 ? " and \(others.count - 6) more" : "")
        }
        return text
    }

    // MARK: The diagram

    /// The edges drawn in the ```` ```mermaid ```` blocks of a Markdown document, or nil when
    /// it has no such block. `A --> B` (also `==>`, `-.->`, `-->|label|`, `-- label -->`,
    /// chains and `A & B --> C`) means A uses B; labels, node shapes, styling, comments and
    /// the `graph TD` / `flowchart LR` header are ignored. Undirected links draw no edge.
    static func diagramEdges(inMarkdown markdown: String) -> [FolderEdge]? {
        var edges: [FolderEdge] = []
        var inDiagram = false
        var sawDiagram = false
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if !inDiagram {
                if line.hasPrefix("```mermaid") || line.hasPrefix("~~~mermaid") {
                    inDiagram = true
                    sawDiagram = true
                }
            } else if line.hasPrefix("```") || line.hasPrefix("~~~") {
                inDiagram = false
            } else {
                edges += mermaidEdges(inLine: line)
            }
        }
        return sawDiagram ? edges : nil
    }

    /// The uses in `graph` that no chain of diagram edges allows, sorted.
    static func uses(of graph: FolderGraph, notDrawnIn diagram: [FolderEdge]) -> [FolderEdge] {
        var drawn: [String: [String]] = [:]
        for edge in diagram { drawn[edge.from, default: []].append(edge.to) }
        return graph.edges.filter { edge in
            // Depth-first search of what the diagram lets `from` reach, directly or not.
            var seen: Set<String> = [edge.from]
            var stack = [edge.from]
            while let folder = stack.popLast() {
                for next in drawn[folder, default: []] where seen.insert(next).inserted { stack.append(next) }
            }
            return !seen.contains(edge.to)
        }
    }

    private static let mermaidStatements: Set<String> = [
        "graph", "flowchart", "subgraph", "end", "direction", "style", "classDef", "class", "linkStyle", "click",
        "accTitle", "accDescr",
    ]

    private static func mermaidEdges(inLine line: String) -> [FolderEdge] {
        if line.hasPrefix("%%") { return [] }
        let firstWord = line.prefix { $0.isLetter }
        if mermaidStatements.contains(String(firstWord)) { return [] }

        // Drop what is text rather than structure: quoted strings, `|labels|`, shape
        // brackets and their contents (`[Planning<br/>search]`), `:::class` suffixes.
        var plain = ""
        var depth = 0
        var inQuote = false
        var inPipe = false
        for character in line.replacingOccurrences(of: #":::[A-Za-z0-9_-]+"#, with: "", options: .regularExpression) {
            switch character {
            case "\"": inQuote.toggle()
            case _ where inQuote: continue
            case "|": inPipe.toggle()
            case _ where inPipe: continue
            case "[", "(", "{": depth += 1
            case "]", ")", "}": depth = max(0, depth - 1)
            case _ where depth > 0: continue
            default: plain.append(character)
            }
        }

        // Items: names (`&` joins several) and arrows, runs of `-=.<>~` of two or more.
        enum Item { case names([String]), arrow(String) }
        var items: [Item] = []
        var names: [String] = []
        var word = ""
        var arrow = ""
        func flushWord() {
            if !word.isEmpty { names.append(word) }
            word = ""
        }
        func flushArrow() {
            if arrow.count >= 2, arrow.contains(where: { $0 == "-" || $0 == "=" }) {
                if !names.isEmpty { items.append(.names(names)) }
                names = []
                items.append(.arrow(arrow))
            }
            arrow = ""
        }
        for character in plain + " " {
            if character.isLetter || character.isNumber || character == "_" {
                flushArrow()
                word.append(character)
            } else if "-=.<>~".contains(character) {
                flushWord()
                arrow.append(character)
            } else {
                flushWord()
                flushArrow()
            }
        }
        if !names.isEmpty { items.append(.names(names)) }

        // Walk `names arrow names arrow names…`. `--`, `==` and `-.` open a text label that
        // the next arrow closes; that closing arrow gives the direction.
        var edges: [FolderEdge] = []
        var left: [String]?
        var pendingArrow: String?
        for item in items {
            switch item {
            case .names(let group):
                if let arrow = pendingArrow {
                    if ["--", "==", "-."].contains(arrow) { continue }  // label text
                    if let from = left {
                        if arrow.hasSuffix(">") { edges += from.flatMap { a in group.map { FolderEdge(a, $0) } } }
                        if arrow.hasPrefix("<") { edges += group.flatMap { b in from.map { FolderEdge(b, $0) } } }
                    }
                    pendingArrow = nil
                }
                left = group
            case .arrow(let arrow):
                pendingArrow = arrow
            }
        }
        return edges
    }

    // MARK: Scanning Swift text

    private struct ScannedFile {
        var path: String
        var folder: String
        var tokens: [Token]
        var declarations: Declarations
    }

    struct Token: Equatable {
        enum Kind { case identifier, number, punctuation }
        var text: String
        var line: Int
        var kind: Kind
    }

    /// `text` with every comment and string literal replaced by spaces (newlines are kept,
    /// so line numbers stay right); code inside `\( )` interpolations is kept.
    static func strippingCommentsAndStrings(_ text: String) -> String {
        String(decoding: blanked(Array(text.utf8)), as: UTF8.self)
    }

    private enum Context {
        /// Code; `parens` counts open parentheses inside an interpolation.
        case code(parens: Int)
        /// A string literal opened with `hashes` `#`s.
        case string(hashes: Int, multiline: Bool)
    }

    private static let slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")
    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let openParen = UInt8(ascii: "(")
    private static let closeParen = UInt8(ascii: ")")
    private static let backquote = UInt8(ascii: "`")

    private static func blanked(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        let count = bytes.count
        func blank(_ range: Range<Int>) {
            for index in range.clamped(to: 0..<count) where bytes[index] != newline { bytes[index] = space }
        }
        func byte(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0 }
        func hashes(at index: Int) -> Int {
            var end = index
            while byte(end) == hash { end += 1 }
            return end - index
        }
        // The bottom context is the file; each interpolation pushes code, each literal a string.
        var stack: [Context] = [.code(parens: 0)]
        var index = 0
        while index < count, let context = stack.last {
            let character = bytes[index]
            switch context {
            case .code(let parens):
                if character == slash && byte(index + 1) == slash {
                    var end = index
                    while end < count && bytes[end] != newline { end += 1 }
                    blank(index..<end)
                    index = end
                } else if character == slash && byte(index + 1) == star {
                    // Swift block comments nest.
                    var depth = 0
                    var end = index
                    repeat {
                        if byte(end) == slash && byte(end + 1) == star {
                            depth += 1
                            end += 2
                        } else if byte(end) == star && byte(end + 1) == slash {
                            depth -= 1
                            end += 2
                        } else {
                            end += 1
                        }
                    } while depth > 0 && end < count
                    blank(index..<end)
                    index = end
                } else if character == quote || (character == hash && byte(index + hashes(at: index)) == quote) {
                    let hashCount = hashes(at: index)
                    let opening = index + hashCount
                    let multiline = byte(opening + 1) == quote && byte(opening + 2) == quote
                    let end = opening + (multiline ? 3 : 1)
                    blank(index..<end)
                    stack.append(.string(hashes: hashCount, multiline: multiline))
                    index = end
                } else if stack.count > 1 && character == openParen {
                    stack[stack.count - 1] = .code(parens: parens + 1)
                    index += 1
                } else if stack.count > 1 && character == closeParen {
                    if parens == 0 {
                        blank(index..<index + 1)
                        stack.removeLast()  // back into the string
                    } else {
                        stack[stack.count - 1] = .code(parens: parens - 1)
                    }
                    index += 1
                } else {
                    index += 1
                }
            case .string(let hashCount, let multiline):
                if character == backslash && hashes(at: index + 1) >= hashCount {
                    let after = index + 1 + hashCount
                    if byte(after) == openParen {
                        blank(index..<after + 1)
                        stack.append(.code(parens: 0))
                    } else {
                        blank(index..<after + 1)  // an escape such as \" or \#n
                    }
                    index = after + 1
                } else if character == quote
                    && (!multiline || (byte(index + 1) == quote && byte(index + 2) == quote))
                    && hashes(at: index + (multiline ? 3 : 1)) >= hashCount
                {
                    let end = index + (multiline ? 3 : 1) + hashCount
                    blank(index..<end)
                    stack.removeLast()
                    index = end
                } else if character == newline && !multiline {
                    stack.removeLast()  // an unterminated literal: recover at the line's end
                    index += 1
                } else {
                    blank(index..<index + 1)
                    index += 1
                }
            }
        }
        return bytes
    }

    /// Identifiers (backquotes removed), numbers, and single punctuation characters.
    static func tokens(of bytes: [UInt8]) -> [Token] {
        func isIdentifierStart(_ byte: UInt8) -> Bool {
            (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95 || byte >= 128
        }
        func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || (byte >= 48 && byte <= 57) }
        var tokens: [Token] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == newline {
                line += 1
                index += 1
            } else if byte == space || byte == 9 || byte == 13 {
                index += 1
            } else if isIdentifierPart(byte) || byte == backquote {
                let backquoted = byte == backquote
                let start = backquoted ? index + 1 : index
                var end = start
                while end < bytes.count && isIdentifierPart(bytes[end]) { end += 1 }
                let text = String(decoding: bytes[start..<end], as: UTF8.self)
                tokens.append(Token(text: text, line: line, kind: isIdentifierStart(byte) || backquoted ? .identifier : .number))
                index = backquoted && end < bytes.count && bytes[end] == backquote ? end + 1 : max(end, index + 1)
            } else {
                tokens.append(Token(text: String(UnicodeScalar(byte)), line: line, kind: .punctuation))
                index += 1
            }
        }
        return tokens
    }

    private struct Declarations {
        var topLevel: [String] = []
        /// Members of type and extension bodies, with the extended type for extensions.
        var members: [(name: String, extending: String?)] = []
        /// Names declared inside code blocks (function bodies, closures, accessors).
        var locals: [String] = []
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "protocol", "actor"]
    private static let declarationKeywords = typeKeywords.union(["typealias", "func", "let", "var"])
    /// Words that follow `class` when it is a modifier (`class func`), not a declaration.
    private static let notNames: Set<String> = [
        "func", "var", "let", "class", "struct", "enum", "protocol", "actor", "extension", "typealias", "static",
        "final", "override", "private", "fileprivate", "internal", "public", "open", "required", "convenience",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "indirect", "dynamic", "nonisolated", "init",
        "subscript", "case", "_",
    ]

    /// Whether the identifier at `index` is a label or a declared name rather than a use:
    /// `f(label: x)`, `func f(to target: X)`, `let x: X`. The name in `extension Planner: P`
    /// and a ternary's `c ? x : y` are uses.
    private static func isLabel(at index: Int, in tokens: [Token]) -> Bool {
        guard index + 1 < tokens.count, tokens[index + 1].text == ":", index > 0 else { return false }
        let previous = tokens[index - 1]
        return previous.text == "(" || previous.text == ","
            || (previous.kind == .identifier && previous.text != "extension")
    }

    private static func declarations(in tokens: [Token]) -> Declarations {
        enum Scope {
            /// A type or extension body; `extending` names the type of an extension.
            case type(extending: String?)
            case code
        }
        var result = Declarations()
        var scopes: [Scope] = []
        var nextScope: Scope?  // what the next `{` opens
        func record(_ name: String) {
            switch scopes.last {
            case nil: result.topLevel.append(name)
            case .type(let extending): result.members.append((name, extending))
            case .code: result.locals.append(name)
            }
        }
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            switch token.text {
            case "{":
                scopes.append(nextScope ?? .code)
                nextScope = nil
            case "}":
                _ = scopes.popLast()
            case "extension" where token.kind == .identifier:
                // `extension Move.Kind` extends a type of Move's folder; `extension [Int]` an unknown one.
                nextScope = .type(extending: next?.kind == .identifier ? next?.text : "")
            case "case" where token.kind == .identifier:
                guard case .type = scopes.last else { break }
                // `case a, b(Int), c = 3`: every name is an enum case.
                var position = index + 1
                while position < tokens.count, tokens[position].kind == .identifier {
                    record(tokens[position].text)
                    position += 1
                    if position < tokens.count, tokens[position].text == "(" {
                        var depth = 0
                        repeat {
                            if tokens[position].text == "(" { depth += 1 }
                            if tokens[position].text == ")" { depth -= 1 }
                            position += 1
                        } while depth > 0 && position < tokens.count
                    }
                    if position < tokens.count, tokens[position].text == "=" {
                        let line = tokens[position].line
                        while position < tokens.count, tokens[position].line == line, tokens[position].text != "," {
                            position += 1
                        }
                    }
                    guard position < tokens.count, tokens[position].text == "," else { break }
                    position += 1
                }
                index = position - 1
            case let keyword where token.kind == .identifier && declarationKeywords.contains(keyword):
                guard let next, next.kind == .identifier, !notNames.contains(next.text) else { break }
                record(next.text)
                if typeKeywords.contains(keyword) { nextScope = .type(extending: nil) }
                index += 1
            default:
                // A parameter shadows top-level names in its body; call-site labels come along,
                // which can only hide an edge.
                if token.kind == .identifier && isLabel(at: index, in: tokens) { result.locals.append(token.text) }
            }
            index += 1
        }
        return result
    }
}

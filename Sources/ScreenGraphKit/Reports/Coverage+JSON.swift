extension Coverage {
    /// The format's name, in the file's `format` key.
    package static let formatName = "screengraph-coverage/1"

    /// The coverage as JSON (`screengraph-coverage/1`):
    ///
    /// ```json
    /// {"format": "screengraph-coverage/1", "graph": "Demo",
    ///  "summary": ["screens 4/4 (100%)", ...],
    ///  "screens": [{"name": "ItemList", "count": 3}],
    ///  "moves": [{"from": "ItemList", "edge": 0, "to": "ItemDetail", "gesture": "tap 'items.cell.0'",
    ///             "guard": "numItems > 0", "count": 1, "closed": 2}],
    ///  "back": [{"screen": "ItemDetail", "gesture": "tap 'nav.back'", "count": 1}],
    ///  "actions": [{"name": "AddItem", "count": 2}]}
    /// ```
    ///
    /// A move is named by its screen and `edge` or `action` with its index there; a
    /// move without a guard has neither `guard` nor `closed`. `summary` is written for
    /// people and ignored when read.
    package var json: String {
        typealias Value = JSONPrinter.Value
        func count(_ item: Count) -> Value { .object([("name", .string(item.name)), ("count", .number(String(item.count)))]) }
        let moveValues: [Value] = moves.map { move in
            var members: [(String, Value)] = [
                ("from", .string(move.from)), (move.kind.rawValue, .number(String(move.index))), ("to", .string(move.to)),
                ("gesture", .string(move.gesture)),
            ]
            if let guardText = move.guardText { members.append(("guard", .string(guardText))) }
            members.append(("count", .number(String(move.count))))
            if move.guardText != nil { members.append(("closed", .number(String(move.closed)))) }
            return .object(members)
        }
        let backValues: [Value] = backs.map { back in
            .object([("screen", .string(back.screen)), ("gesture", .string(back.gesture)), ("count", .number(String(back.count)))])
        }
        return JSONPrinter.print(.object([
            ("format", .string(Coverage.formatName)), ("graph", .string(graph)),
            ("summary", .array(summaryLines.map { .string($0) })),
            ("screens", .array(screens.map(count))), ("moves", .array(moveValues)), ("back", .array(backValues)),
            ("actions", .array(actions.map(count))),
        ]))
    }

    /// Reads a coverage file.
    ///
    /// - Throws: ``GraphError`` with located errors (an unknown key, a count that is
    ///   not a whole number from 0 up); or, when the file cannot be read at all, with a
    ///   ``GraphError/fileError`` saying why.
    package init(contentsOfFile path: String) throws(GraphError) {
        self = try CoverageFileReader.read(readTextFile(path), path: path)
    }
}

struct CoverageFileReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    static func read(_ text: String, path: String) throws(GraphError) -> Coverage {
        try read(text, path: path) { reader, root in reader.coverage(root) }
    }

    private mutating func coverage(_ root: JSONValue) -> Coverage? {
        let keys = ["format", "graph", "summary", "screens", "moves", "back", "actions"]
        guard let top = members(of: root, "a coverage file", allowed: keys, required: keys.filter { $0 != "summary" }) else { return nil }
        if let format = top["format"], let text = string(format, "format"), text != Coverage.formatName {
            error("unsupported format; expected '\(Coverage.formatName)'", at: format.position)
        }
        // Read in the order the file is written, so errors come in the order of the text.
        var screens: [Coverage.Count] = []
        for value in array(top["screens"], "screens") { if let item = count(value, "a screen") { screens.append(item) } }
        var moves: [Coverage.Move] = []
        for value in array(top["moves"], "moves") { if let item = move(value) { moves.append(item) } }
        var backs: [Coverage.Back] = []
        for value in array(top["back"], "back") { if let item = back(value) { backs.append(item) } }
        var actions: [Coverage.Count] = []
        for value in array(top["actions"], "actions") { if let item = count(value, "an action") { actions.append(item) } }
        guard let graph = string(top["graph"], "graph") else { return nil }
        return Coverage(graph: graph, screens: screens, moves: moves, backs: backs, actions: actions)
    }

    private mutating func back(_ value: JSONValue) -> Coverage.Back? {
        let keys = ["screen", "gesture", "count"]
        guard let members = members(of: value, "a back gesture", allowed: keys, required: keys),
            let screen = string(members["screen"], "screen", nonEmpty: true), let gesture = string(members["gesture"], "gesture"),
            let count = whole(members["count"], "count")
        else { return nil }
        return Coverage.Back(screen: screen, gesture: gesture, count: count)
    }

    private mutating func count(_ value: JSONValue, _ what: String) -> Coverage.Count? {
        guard let members = members(of: value, what, allowed: ["name", "count"], required: ["name", "count"]),
            let name = string(members["name"], "name", nonEmpty: true), let count = whole(members["count"], "count")
        else { return nil }
        return Coverage.Count(name: name, count: count)
    }

    private mutating func move(_ value: JSONValue) -> Coverage.Move? {
        let keys = ["from", "edge", "action", "to", "gesture", "guard", "count", "closed"]
        guard let members = members(of: value, "a move", allowed: keys, required: ["from", "to", "gesture", "count"]) else { return nil }
        let kind: Coverage.Move.Kind
        switch (members["edge"], members["action"]) {
        case (_?, nil): kind = .edge
        case (nil, _?): kind = .action
        default:
            error("a move needs exactly one of 'edge' and 'action'", at: value.position)
            return nil
        }
        var guardText: String?
        if let value = members["guard"] { guardText = string(value, "guard") }
        if guardText == nil, let closed = members["closed"] {
            error("'closed' applies only to a move with a guard", at: closed.position)
        }
        guard let from = string(members["from"], "from", nonEmpty: true), let index = whole(members[kind.rawValue], kind.rawValue),
            let to = string(members["to"], "to", nonEmpty: true), let gesture = string(members["gesture"], "gesture"),
            let count = whole(members["count"], "count")
        else { return nil }
        let closed = guardText == nil ? 0 : whole(members["closed"], "closed") ?? 0
        return Coverage.Move(from: from, kind: kind, index: index, to: to, gesture: gesture, guardText: guardText, count: count, closed: closed)
    }

    /// A whole number from 0 to `Int.max`.
    private mutating func whole(_ value: JSONValue?, _ key: String) -> Int? {
        guard let value else { return nil }
        guard case .number(let text) = value.kind, let number = Int(text), number >= 0 else {
            error("'\(key)' must be a whole number from 0 up, found \(value.kindName == "a number" ? "'\(numberText(value))'" : value.kindName)", at: value.position)
            return nil
        }
        return number
    }

    private func numberText(_ value: JSONValue) -> String {
        if case .number(let text) = value.kind { text } else { "" }
    }
}

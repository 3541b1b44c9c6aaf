/// Edges, read as they stream by into the reader's ``EdgeTable``: each member is kept as
/// a token (its kind, place and bytes), and the edge is checked once its object is
/// complete, with the same rules and messages as every other object the reader reads.
extension GraphJSONReader {
    /// The members an edge may have, in the order the spec lists them.
    enum EdgeKey: Int, CaseIterable {
        case gesture, element, `in`, text, textFrom, duration, description, to, `if`, cost

        var name: String {
            switch self {
            case .gesture: "gesture"
            case .element: "element"
            case .in: "in"
            case .text: "text"
            case .textFrom: "textFrom"
            case .duration: "duration"
            case .description: "description"
            case .to: "to"
            case .if: "if"
            case .cost: "cost"
            }
        }

        /// The key whose UTF-8 is `bytes`.
        init?(_ bytes: UnsafeBufferPointer<UInt8>) {
            func equals(_ literal: StaticString) -> Bool {
                bytes.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
            }
            switch bytes.count {
            case 2:
                if equals("to") { self = .to } else if equals("if") { self = .if } else if equals("in") { self = .in } else { return nil }
            case 4: if equals("text") { self = .text } else if equals("cost") { self = .cost } else { return nil }
            case 7: if equals("gesture") { self = .gesture } else if equals("element") { self = .element } else { return nil }
            case 8: if equals("duration") { self = .duration } else if equals("textFrom") { self = .textFrom } else { return nil }
            case 11: if equals("description") { self = .description } else { return nil }
            default: return nil
            }
        }

        static let required: [EdgeKey] = [.to, .gesture]
        /// The members that describe the gesture, as ``GraphJSONReader/gestureKeys`` lists them.
        static let gestureMembers: [EdgeKey] = [.gesture, .element, .in, .text, .textFrom, .duration, .description]

        /// The list unknown keys are told, as ``LocatedJSONReader/members(of:_:allowed:required:)`` writes it.
        static let expected = allCases.map(\.name).joined(separator: ", ")
    }

    /// The members of one edge object.
    struct EdgeFields {
        var position: LineColumn
        var tokens: [JSONScanner.Token?] = Array(repeating: nil, count: EdgeKey.allCases.count)
        /// Keys no edge has, with where they stand, in the order written.
        var unknown: [(String, LineColumn)] = []

        subscript(key: EdgeKey) -> JSONScanner.Token? {
            get { tokens[key.rawValue] }
            set { tokens[key.rawValue] = newValue }
        }
    }

    /// The `edges` array whose `[` is next: its edges go into the table, its problems
    /// are kept aside for its screen.
    mutating func streamEdges(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> StreamedArray {
        let position = scanner.position
        let outer = diagnostics
        diagnostics = []
        var count = 0
        // One buffer of member tokens for every edge, so reading one allocates nothing.
        var fields = EdgeFields(position: position)
        if try scanner.enterArray() {
            repeat {
                count += 1
                scanner.skipWhitespace()
                if scanner.current == UInt8(ascii: "{") {
                    try readEdge(&scanner, into: &fields)
                    addEdge(fields, scanner)
                } else {
                    let value = try scanner.value()
                    error("expected an edge (an object), found \(value.kindName)", at: value.position)
                }
            } while try scanner.more(in: UInt8(ascii: "]"))
        }
        let streamed = StreamedArray(position: position, count: count, diagnostics: diagnostics)
        diagnostics = outer
        return streamed
    }

    /// Reads the members of the edge object whose `{` is next into `fields`.
    private func readEdge(_ scanner: inout JSONScanner, into fields: inout EdgeFields) throws(JSONScanner.Failure) {
        fields.position = scanner.position
        for index in fields.tokens.indices { fields.tokens[index] = nil }
        fields.unknown.removeAll(keepingCapacity: true)
        var unknownKeys = JSONScanner.KeySet()
        guard try scanner.enterObject() else { return }
        repeat {
            let keyToken = try scanner.key()
            let known: EdgeKey? =
                keyToken.isVerbatim
                ? EdgeKey(UnsafeBufferPointer(rebasing: scanner.bytes[keyToken.bytes]))
                : EdgeKey.allCases.first { $0.name == scanner.text(keyToken) }
            guard let known else {
                let key = scanner.text(keyToken)
                try unknownKeys.insert(key, at: keyToken.position)
                fields.unknown.append((key, keyToken.position))
                _ = try scanner.skippedValue()
                continue
            }
            guard fields[known] == nil else {
                throw JSONScanner.Failure(message: "duplicate key '\(known.name)'", position: keyToken.position, code: .duplicate)
            }
            let token = try scanner.scalar()
            // Only its kind is named: an edge member is never an array or object.
            if token.kind == .array || token.kind == .object { _ = try scanner.skippedValue() }
            fields[known] = token
        } while try scanner.more(in: UInt8(ascii: "}"))
    }

    /// Checks an edge's members and adds it to the table, or reports what is wrong,
    /// as ``members(of:_:allowed:required:)``, `edge` and ``interaction(_:at:)`` would.
    private mutating func addEdge(_ fields: EdgeFields, _ scanner: JSONScanner) {
        for (key, position) in fields.unknown {
            error("unknown key '\(key)' in an edge; expected one of: \(EdgeKey.expected)", at: position)
        }
        for key in EdgeKey.required where fields[key] == nil {
            error("an edge needs '\(key.name)'", at: fields.position)
        }
        guard let to = fields[.to], string(to, "to", nonEmptyBytes: true, scanner), let interaction = interaction(fields, scanner)
        else { return }
        let condition = expression(fields[.if], "if", scanner)
        let cost = positive(fields[.cost], "cost", scanner) ?? 1
        guard let line = Int32(exactly: fields.position.line), let column = Int32(exactly: fields.position.column) else {
            table.append(
                EdgeDefinition(to: scanner.text(to), interaction.made(scanner), if: condition, cost: cost, location: source.position(fields.position)))
            return
        }
        guard case .tap(let element) = interaction, to.isVerbatim, element.isVerbatim else {
            // Escapes or other gestures: the texts are made, as on the rare path above.
            table.append(to: scanner.text(to), interaction.made(scanner), condition: condition, cost: cost, file: file, line: line, column: column)
            return
        }
        // The texts are the file's bytes: into the table without a string between.
        table.append(
            toUTF8: UnsafeBufferPointer(rebasing: scanner.bytes[to.bytes]), gesture: .tap, in: .app,
            elementUTF8: UnsafeBufferPointer(rebasing: scanner.bytes[element.bytes]), condition: condition, cost: cost,
            file: file, line: line, column: column)
    }

    /// An edge's gesture: a tap in the app under test, which nearly every edge is, as the
    /// token of its element; any other, made by ``interaction(_:at:)`` as for actions.
    private enum EdgeInteraction {
        case tap(element: JSONScanner.Token)
        case made(Interaction)

        /// The interaction, its texts made.
        func made(_ scanner: JSONScanner) -> Interaction {
            switch self {
            case .tap(let element): Interaction(.tap, element: scanner.text(element))
            case .made(let interaction): interaction
            }
        }
    }

    /// The gesture of an edge, checked with exactly the members its kind takes.
    private mutating func interaction(_ fields: EdgeFields, _ scanner: JSONScanner) -> EdgeInteraction? {
        if let kind = fields[.gesture], kind.kind == .string, scanner.text(kind, is: "tap"), let element = fields[.element],
            element.kind == .string, !element.bytes.isEmpty,
            EdgeKey.gestureMembers.allSatisfy({ $0 == .gesture || $0 == .element || fields[$0] == nil })
        {
            return .tap(element: element)
        }
        var members: [String: JSONValue] = [:]
        // An array or object member is an empty one: a gesture's messages name only its kind.
        for key in EdgeKey.gestureMembers {
            if let token = fields[key] { members[key.name] = scanner.leaf(token) }
        }
        return interaction(members, at: fields.position).map { .made($0) }
    }

    // MARK: Members, as LocatedJSONReader reads them from trees

    private mutating func string(_ token: JSONScanner.Token?, _ key: String, nonEmpty: Bool = false, _ scanner: JSONScanner) -> String? {
        guard let token else { return nil }
        guard string(token, key, nonEmptyBytes: nonEmpty, scanner) else { return nil }
        return scanner.text(token)
    }

    /// Whether a token is a string (and not empty, when `nonEmptyBytes`), reporting it
    /// when not, without making its text.
    private mutating func string(_ token: JSONScanner.Token, _ key: String, nonEmptyBytes: Bool, _ scanner: JSONScanner) -> Bool {
        guard token.kind == .string else {
            error("'\(key)' must be a string, found \(token.kindName)", at: token.position)
            return false
        }
        // A string with escapes is never empty: an escape stands for a character.
        if nonEmptyBytes, token.bytes.isEmpty {
            error("'\(key)' must not be empty", at: token.position)
            return false
        }
        return true
    }

    private mutating func positive(_ token: JSONScanner.Token?, _ key: String, _ scanner: JSONScanner) -> Double? {
        guard let token else { return nil }
        guard token.kind == .number, let number = scanner.double(token), number.isFinite, number > 0 else {
            error(.invalidValue, "'\(key)' must be a positive number, found \(scanner.leaf(token).numberOrKind)", at: token.position)
            return nil
        }
        return number
    }

    private mutating func expression(_ token: JSONScanner.Token?, _ key: String, _ scanner: JSONScanner) -> ExpressionSource? {
        guard let token, let text = string(token, key, scanner) else { return nil }
        guard token.isVerbatim else { return ExpressionSource(text, at: source.position(token.position)) }
        return source.expression(
            text, at: LineColumn(line: token.position.line, column: token.position.column + 1), lineStart: token.lineStart,
            end: token.bytes.upperBound)
    }
}

/// A JSON value together with where it starts in the text, so that every error about
/// a graph file can point at the line and column it comes from.
struct JSONValue {
    enum Kind {
        case null
        case bool(Bool)
        /// A number as written, so integers keep all 64 bits.
        case number(String)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// One `"key": value` pair of an object, in the order written.
    struct Member {
        var key: String
        var keyPosition: LineColumn
        var value: JSONValue
    }

    var kind: Kind
    var position: LineColumn
    /// For a string: whether it was written without escapes, so that its text stands
    /// character for character in the source line from `position.column + 1`.
    var isVerbatim = true

    /// What the value is, for messages: `a string`, `an object`, ..., named as the
    /// scanner names a token of its kind.
    var kindName: String {
        let token: JSONScanner.Token.Kind =
            switch kind {
            case .null: .null
            case .bool: .bool
            case .number: .number
            case .string: .string
            case .array: .array
            case .object: .object
            }
        return token.name
    }

    /// What the value is, for a message about a number out of range: the number as
    /// written (`1e400`, `31536000`; at most 40 characters), any other value's kind.
    var numberOrKind: String {
        guard case .number(let text) = kind else { return kindName }
        return text.count <= 40 ? text : text.prefix(40) + "..."
    }
}

/// A 1-based line and column in a text; columns count characters.
struct LineColumn: Hashable, Sendable {
    var line: Int
    var column: Int
}

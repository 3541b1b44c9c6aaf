/// Reading JSON documents against a schema with located errors, shared by the graph
/// and app readers: every problem is collected with the line and column of its text.
protocol LocatedJSONReader {
    var source: SourceFile { get }
    var diagnostics: [Diagnostic] { get set }
    init(source: SourceFile)
}

extension LocatedJSONReader {
    /// Parses `text` and reads its top-level value with `root`, or throws every problem.
    static func read<Value>(
        _ text: String, path: String, _ root: (inout Self, JSONValue) -> Value?
    ) throws(GraphError) -> Value {
        var reader = Self(source: SourceFile(path: path, text: text))
        let parsed = reader.source.bytes.withUnsafeBufferPointer { bytes -> Result<JSONValue, JSONParser.Failure> in
            do throws(JSONParser.Failure) {
                return .success(try JSONParser.parse(bytes))
            } catch {
                return .failure(error)
            }
        }
        let json: JSONValue
        switch parsed {
        case .success(let value): json = value
        case .failure(let error): throw GraphError(diagnostics: [reader.source.error(error.message, at: error.position)])
        }
        let value = root(&reader, json)
        guard reader.diagnostics.isEmpty, let value else { throw GraphError(diagnostics: reader.diagnostics) }
        return value
    }

    mutating func error(_ message: String, at position: LineColumn) {
        let source = self.source
        diagnostics.appendBounded(source.error(message, at: position))
    }

    /// The members of an object with exactly the allowed keys, every required one present.
    mutating func members(
        of value: JSONValue, _ what: String, allowed: [String], required: [String]
    ) -> [String: JSONValue]? {
        guard case .object(let list) = value.kind else {
            error("expected \(what) (an object), found \(value.kindName)", at: value.position)
            return nil
        }
        var members: [String: JSONValue] = [:]
        for member in list {
            guard allowed.contains(member.key) else {
                error("unknown key '\(member.key)' in \(what); expected one of: \(allowed.joined(separator: ", "))", at: member.keyPosition)
                continue
            }
            members[member.key] = member.value
        }
        for key in required where members[key] == nil {
            error("\(what) needs '\(key)'", at: value.position)
        }
        return members
    }

    mutating func string(_ value: JSONValue?, _ key: String, nonEmpty: Bool = false) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value.kind else {
            error("'\(key)' must be a string, found \(value.kindName)", at: value.position)
            return nil
        }
        if nonEmpty, text.isEmpty {
            error("'\(key)' must not be empty", at: value.position)
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue?, _ key: String) -> Bool? {
        guard let value else { return nil }
        guard case .bool(let flag) = value.kind else {
            error("'\(key)' must be true or false, found \(value.kindName)", at: value.position)
            return nil
        }
        return flag
    }

    mutating func array(_ value: JSONValue?, _ key: String) -> [JSONValue] {
        guard let value else { return [] }
        guard case .array(let elements) = value.kind else {
            error("'\(key)' must be an array, found \(value.kindName)", at: value.position)
            return []
        }
        return elements
    }

    /// A positive, finite number: a cost or a duration.
    mutating func positive(_ value: JSONValue?, _ key: String) -> Double? {
        guard let value else { return nil }
        guard case .number(let text) = value.kind, let number = Double(text), number.isFinite, number > 0 else {
            error("'\(key)' must be a positive number, found \(value.numberOrKind)", at: value.position)
            return nil
        }
        return number
    }

    mutating func expression(_ value: JSONValue?, _ key: String) -> ExpressionSource? {
        guard let value, let text = string(value, key) else { return nil }
        guard value.isVerbatim else {
            return ExpressionSource(text, at: source.position(value.position))
        }
        return source.expression(text, at: LineColumn(line: value.position.line, column: value.position.column + 1))
    }

    mutating func statements(_ value: JSONValue?, _ key: String) -> [ExpressionSource] {
        array(value, key).compactMap { expression($0, key) }
    }

    /// A number in `range`.
    mutating func number(_ value: JSONValue?, _ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let value else { return nil }
        guard case .number(let text) = value.kind, let number = Double(text), range.contains(number) else {
            error("'\(key)' must be a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), found \(value.numberOrKind)", at: value.position)
            return nil
        }
        return number
    }

    mutating func stateField(_ value: JSONValue) -> StateField? {
        guard let fields = members(of: value, "a state field", allowed: ["name", "type", "initial"], required: ["name", "type"]),
            let name = string(fields["name"], "name", nonEmpty: true), let typeValue = fields["type"],
            let spelling = string(typeValue, "type")
        else { return nil }
        guard let type = StateType(spelling: spelling) else {
            error("unknown type '\(spelling)'; expected bool, int, string, bool?, int? or string?", at: typeValue.position)
            return nil
        }
        guard let initialValue = fields["initial"] else {
            guard type.isOptional else {
                error("state field '\(name)' of type \(type) needs 'initial'", at: value.position)
                return nil
            }
            return StateField(name, type, initial: .none, location: source.position(value.position))
        }
        guard let initial = stateValue(initialValue, type: type) else { return nil }
        return StateField(name, type, initial: initial, location: source.position(value.position))
    }

    mutating func stateValue(_ value: JSONValue, type: StateType) -> StateValue? {
        let found: StateValue?
        switch value.kind {
        case .null: found = StateValue.none
        case .bool(let flag): found = .bool(flag)
        case .string(let text): found = .string(text)
        case .number(let text): found = Int64(text).map { .int($0) }
        case .array, .object: found = nil
        }
        guard let found, found.fits(type) else {
            let wanted = type.base == .int ? "a 64-bit integer" : type.base == .bool ? "true or false" : "a string"
            error("'initial' must be \(wanted)\(type.isOptional ? " or null" : "") for type \(type)", at: value.position)
            return nil
        }
        return found
    }
}

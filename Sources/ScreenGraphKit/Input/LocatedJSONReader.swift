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
        case .failure(let error): throw GraphError(diagnostics: [reader.source.error(error.code, error.message, at: error.position)])
        }
        let value = root(&reader, json)
        guard reader.diagnostics.isEmpty, let value else { throw GraphError(diagnostics: reader.diagnostics) }
        return value
    }

    /// Records an error in the file's syntax or format (``DiagnosticCode/otherError``).
    mutating func error(_ message: String, at position: LineColumn) {
        error(.otherError, message, at: position)
    }

    /// Records an error of the kind `code` names.
    mutating func error(_ code: DiagnosticCode, _ message: String, at position: LineColumn) {
        let source = self.source
        diagnostics.appendBounded(source.error(code, message, at: position))
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
            error(.invalidValue, "'\(key)' must be a positive number, found \(value.numberOrKind)", at: value.position)
            return nil
        }
        return number
    }

    /// A number in `range`.
    mutating func number(_ value: JSONValue?, _ key: String, in range: ClosedRange<Double>) -> Double? {
        guard let value else { return nil }
        guard case .number(let text) = value.kind, let number = Double(text), range.contains(number) else {
            error(.invalidValue, "'\(key)' must be a number from \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)), found \(value.numberOrKind)", at: value.position)
            return nil
        }
        return number
    }
}

/// Reading expressions and user-state fields from JSON, for the graph and app readers:
/// kept above the input layer, which knows nothing of expressions or the user state.
extension LocatedJSONReader {
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
                error(.invalidValue, "state field '\(name)' of type \(type) needs 'initial'", at: value.position)
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
            error(.invalidValue, "'initial' must be \(wanted)\(type.isOptional ? " or null" : "") for type \(type)", at: value.position)
            return nil
        }
        return found
    }
}

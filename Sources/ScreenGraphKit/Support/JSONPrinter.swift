/// Prints JSON text the way every output of the package writes it: keys in the order
/// given, two-space indentation, and objects and arrays that hold only scalars and fit
/// in 100 characters on one line, so that a diff shows one change per line.
enum JSONPrinter {
    /// A JSON value to print. Numbers are given as the text to print.
    indirect enum Value {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])
    }

    /// A value printed as JSON text, ending with a newline.
    static func print(_ value: Value) -> String {
        var text = ""
        print(value, indent: "", into: &text)
        return text + "\n"
    }

    /// A value on one line however long it is, for a JSON Lines file:
    /// `{"t": 12.250, "event": "gesture"}`, with the separators ``print(_:)`` uses.
    static func line(_ value: Value) -> String {
        switch value {
        case .array(let elements): "[" + elements.map(line).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { Escaping.jsonString($0.0) + ": " + line($0.1) }.joined(separator: ", ") + "}"
        case .string, .number, .bool, .null: inline(value) ?? ""
        }
    }

    /// Objects and arrays that hold only scalars and fit in 100 characters go on one line.
    private static func inline(_ value: Value) -> String? {
        switch value {
        case .string(let text): return Escaping.jsonString(text)
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .array(let elements):
            var parts: [String] = []
            for element in elements {
                if case .object = element { return nil }
                guard let part = inline(element) else { return nil }
                parts.append(part)
            }
            let text = "[" + parts.joined(separator: ", ") + "]"
            return text.count <= 100 ? text : nil
        case .object(let members):
            var parts: [String] = []
            for (key, member) in members {
                guard let part = inline(member) else { return nil }
                parts.append(Escaping.jsonString(key) + ": " + part)
            }
            let text = "{" + parts.joined(separator: ", ") + "}"
            return text.count <= 100 ? text : nil
        }
    }

    private static func print(_ value: Value, indent: String, into text: inout String) {
        if let line = inline(value) {
            text += line
            return
        }
        let inner = indent + "  "
        switch value {
        case .array(let elements):
            text += "[\n"
            for (index, element) in elements.enumerated() {
                text += inner
                print(element, indent: inner, into: &text)
                text += index == elements.count - 1 ? "\n" : ",\n"
            }
            text += indent + "]"
        case .object(let members):
            text += "{\n"
            for (index, (key, member)) in members.enumerated() {
                text += inner + Escaping.jsonString(key) + ": "
                print(member, indent: inner, into: &text)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        default:
            break
        }
    }
}

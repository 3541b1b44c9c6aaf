/// Writes a ``GraphDefinition`` in the `screengraph/1` JSON format, canonically: keys
/// in the spec's order, defaults left out, two-space indentation, and small objects
/// (a state field, an edge, a step) on one line so that a diff shows one change per line.
enum GraphJSONWriter {
    /// A JSON value to print.
    indirect enum Value {
        case string(String)
        case number(String)
        case bool(Bool)
        case null
        case array([Value])
        case object([(String, Value)])
    }

    static func write(_ definition: GraphDefinition) -> String {
        var top: [(String, Value)] = [("format", .string("screengraph/1"))]
        if let name = definition.name { top.append(("name", .string(name))) }
        top.append(("start", .string(definition.start ?? "")))
        if !definition.state.isEmpty {
            top.append(("state", .array(definition.state.map { field in
                .object([("name", .string(field.name)), ("type", .string(field.type.description)), ("initial", value(field.initial))])
            })))
        }
        top.append(("screens", .array(definition.screens.map(screen))))
        if !definition.actions.isEmpty { top.append(("actions", .array(definition.actions.map(action)))) }
        if !definition.navigatorActions.isEmpty {
            top.append(("navigatorActions", .array(definition.navigatorActions.map { navigatorAction in
                .object([("name", .string(navigatorAction.name)), ("steps", .array(navigatorAction.steps.map(step)))])
            })))
        }
        return print(.object(top))
    }

    /// A value printed as JSON text, ending with a newline.
    static func print(_ value: Value) -> String {
        var text = ""
        print(value, indent: "", into: &text)
        return text + "\n"
    }

    private static func value(_ value: StateValue) -> Value {
        switch value {
        case .bool(let flag): .bool(flag)
        case .int(let number): .number(String(number))
        case .string(let text): .string(text)
        case .none: .null
        }
    }

    private static func statements(_ key: String, _ sources: [ExpressionSource]) -> [(String, Value)] {
        sources.isEmpty ? [] : [(key, .array(sources.map { .string($0.text) }))]
    }

    private static func cost(_ cost: Double) -> [(String, Value)] {
        cost == 1 ? [] : [("cost", .number(formatCost(cost)))]
    }

    private static func condition(_ condition: ExpressionSource?) -> [(String, Value)] {
        condition.map { [("if", .string($0.text))] } ?? []
    }

    private static func gesture(_ interaction: Interaction) -> [(String, Value)] {
        var members: [(String, Value)] = [("gesture", .string(interaction.gesture.kind))]
        if let element = interaction.element { members.append(("element", .string(element))) }
        switch interaction.gesture {
        case .press(let duration) where duration != 1: members.append(("duration", .number(formatCost(duration))))
        case .typeText(let text): members.append(("text", .string(text)))
        case .custom(let description): members.append(("description", .string(description)))
        default: break
        }
        return members
    }

    private static func screen(_ screen: ScreenDefinition) -> Value {
        var members: [(String, Value)] = [("name", .string(screen.name))]
        if screen.dismissOnUse { members.append(("dismissOnUse", .bool(true))) }
        if let back = screen.back { members.append(("back", .object(gesture(back.interaction) + cost(back.cost)))) }
        if let waitFor = screen.waitFor { members.append(("waitFor", .string(waitFor))) }
        members += statements("onEnter", screen.onEnter) + statements("onExit", screen.onExit)
        if !screen.edges.isEmpty {
            members.append(("edges", .array(screen.edges.map { edge in
                .object([("to", .string(edge.to))] + gesture(edge.interaction) + condition(edge.condition) + cost(edge.cost))
            })))
        }
        if !screen.actions.isEmpty { members.append(("actions", .array(screen.actions.map(action)))) }
        return .object(members)
    }

    private static func action(_ action: ActionDefinition) -> Value {
        var members: [(String, Value)] = [("name", .string(action.name))]
        if let interaction = action.interaction { members += gesture(interaction) }
        members += condition(action.condition) + statements("effects", action.effects)
        if let then = action.then { members.append(("then", .string(then))) }
        return .object(members + cost(action.cost))
    }

    private static func step(_ step: NavigatorActionDefinition.Step) -> Value {
        switch step {
        case .goto(let name): .object([("goto", .string(name))])
        case .perform(let name): .object([("perform", .string(name))])
        case .nowAt(let name): .object([("nowAt", .string(name))])
        case .set(let statement): .object([("set", .string(statement.text))])
        }
    }

    /// Objects and arrays that hold only scalars and fit in 100 characters go on one line.
    private static func inline(_ value: Value) -> String? {
        switch value {
        case .string(let text): return escaped(text)
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
                parts.append(escaped(key) + ": " + part)
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
                text += inner + escaped(key) + ": "
                print(member, indent: inner, into: &text)
                text += index == members.count - 1 ? "\n" : ",\n"
            }
            text += indent + "}"
        default:
            break
        }
    }

    /// A JSON string literal.
    static func escaped(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}

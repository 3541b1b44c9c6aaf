/// Writes a ``GraphDefinition`` in the `screengraph/1` JSON format, canonically: keys
/// in the spec's order, defaults left out, two-space indentation, and small objects
/// (a state field, an edge, a step) on one line so that a diff shows one change per line.
enum GraphJSONWriter {
    typealias Value = JSONPrinter.Value

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
        return JSONPrinter.print(.object(top))
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
        sources.isEmpty ? [] : [(key, .array(sources.map { .string(code($0)) }))]
    }

    private static func cost(_ cost: Double) -> [(String, Value)] {
        cost == 1 ? [] : [("cost", .number(formatNumber(cost)))]
    }

    /// An expression as both formats write it: line breaks as spaces, or as escapes
    /// inside a string literal, so converting to the graph language and back gives
    /// the same text.
    private static func code(_ expression: ExpressionSource) -> String {
        Escaping.expressionOnOneLine(expression.text)
    }

    private static func condition(_ condition: ExpressionSource?) -> [(String, Value)] {
        condition.map { [("if", .string(code($0)))] } ?? []
    }

    private static func gesture(_ interaction: Interaction) -> [(String, Value)] {
        var members: [(String, Value)] = [("gesture", .string(interaction.gesture.kind))]
        if let element = interaction.element { members.append(("element", .string(element))) }
        if interaction.app != .app { members.append(("in", .string(interaction.app.rawValue))) }
        switch interaction.gesture {
        case .press(let duration) where duration != 1: members.append(("duration", .number(formatNumber(duration))))
        case .typeText(let text): members.append(("text", .string(text)))
        case .typeTextFrom(let field): members.append(("textFrom", .string(field)))
        case .custom(let description): members.append(("description", .string(description)))
        default: break
        }
        return members
    }

    private static func screen(_ screen: ScreenDefinition) -> Value {
        var members: [(String, Value)] = [("name", .string(screen.name))]
        if screen.dismissOnUse { members.append(("dismissOnUse", .bool(true))) }
        if let back = screen.back { members.append(("back", .object(gesture(back.interaction) + cost(back.cost)))) }
        if let waitFor = screen.waitFor { members.append(("waitFor", wait(waitFor))) }
        members += statements("onEnter", screen.onEnter) + statements("onExit", screen.onExit)
        if !screen.edges.isEmpty {
            members.append(("edges", .array(screen.edges.map { edge in
                .object([("to", .string(edge.to))] + gesture(edge.interaction) + condition(edge.condition) + cost(edge.cost))
            })))
        }
        if !screen.actions.isEmpty { members.append(("actions", .array(screen.actions.map(action)))) }
        return .object(members)
    }

    /// A wait as the spec's string when it is only an element, else as an object.
    private static func wait(_ wait: WaitDefinition) -> Value {
        guard !wait.isPlain else { return .string(wait.element) }
        var members: [(String, Value)] = [("element", .string(wait.element))]
        if wait.app != .app { members.append(("in", .string(wait.app.rawValue))) }
        if wait.until != .exists { members.append(("until", .string(wait.until.rawValue))) }
        members += condition(wait.condition)
        if let timeout = wait.timeout { members.append(("timeout", .number(formatNumber(timeout)))) }
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
        case .set(let statement): .object([("set", .string(code(statement)))])
        }
    }
}

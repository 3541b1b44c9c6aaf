/// Writes a ``GraphDefinition`` in the `.screengraph` language, in canonical form: the
/// graph's name and start, the state, then screens, top-level actions and navigator
/// actions, each block separated by a blank line, members indented by two spaces.
///
/// `format` passes the comments read from the file so they stay beside their lines.
enum GraphTextWriter {
    static func write(_ definition: GraphDefinition, comments: GraphTextComments = GraphTextComments()) -> String {
        var output = Output(comments: comments)
        if let name = definition.name { output.line(.name, "graph \(Escaping.graphFileString(name))") }
        output.line(.start, "start \(self.name(definition.start ?? ""))")
        output.blank()
        for (index, field) in definition.state.enumerated() {
            var text = "state \(field.name): \(field.type)"
            if !(field.type.isOptional && field.initial == .none) { text += " = \(literal(field.initial))" }
            output.line(.state(index), text)
        }
        for (s, screen) in definition.screens.enumerated() {
            output.blank()
            output.line(.screen(s), "screen \(name(screen.name))" + (screen.dismissOnUse ? " dismissOnUse" : ""))
            if let waitFor = screen.waitFor { output.line(.waitFor(s), "  waitFor " + wait(waitFor)) }
            if let back = screen.back { output.line(.back(s), "  back \(gesture(back.interaction))" + cost(back.cost)) }
            for (index, statement) in screen.onEnter.enumerated() { output.line(.onEnter(s, index), "  onEnter \(code(statement))") }
            for (index, statement) in screen.onExit.enumerated() { output.line(.onExit(s, index), "  onExit \(code(statement))") }
            for (index, edge) in screen.edges.enumerated() {
                output.line(
                    .edge(s, index), "  \(gesture(edge.interaction)) -> \(name(edge.to))" + cost(edge.cost) + condition(edge.condition))
            }
            for (index, action) in screen.actions.enumerated() {
                output.line(.screenAction(s, index), "  " + header(action))
                for (e, effect) in action.effects.enumerated() {
                    output.line(.screenActionEffect(s, index, e), "    effect \(code(effect))")
                }
            }
        }
        for (index, action) in definition.actions.enumerated() {
            output.blank()
            output.line(.action(index), header(action))
            for (e, effect) in action.effects.enumerated() { output.line(.actionEffect(index, e), "  effect \(code(effect))") }
        }
        for (index, navigatorAction) in definition.navigatorActions.enumerated() {
            output.blank()
            output.line(.navigatorAction(index), "navigator \(name(navigatorAction.name))")
            for (s, step) in navigatorAction.steps.enumerated() {
                let text: String
                switch step {
                case .goto(let target): text = "goto \(name(target))"
                case .perform(let target): text = "perform \(name(target))"
                case .nowAt(let target): text = "nowAt \(name(target))"
                case .set(let statement): text = "set \(code(statement))"
                }
                output.line(.navigatorStep(index, s), "  " + text)
            }
        }
        if !comments.end.isEmpty {
            output.text += output.text.isEmpty ? "" : "\n"
            for comment in comments.end { output.text += comment + "\n" }
        }
        return output.text
    }

    /// Lines being written, with blank lines collapsed and comments placed.
    private struct Output {
        let comments: GraphTextComments
        var text = ""
        private var pendingBlank = false

        init(comments: GraphTextComments) { self.comments = comments }

        mutating func blank() { pendingBlank = !text.isEmpty }

        mutating func line(_ item: GraphTextItem, _ line: String) {
            if pendingBlank { text += "\n" }
            pendingBlank = false
            let indent = String(line.prefix(while: { $0 == " " }))
            for comment in comments.before[item] ?? [] { text += comment.isEmpty ? "\n" : indent + comment + "\n" }
            text += line
            if let trailing = comments.trailing[item] { text += "  " + trailing }
            text += "\n"
        }
    }

    private static func header(_ action: ActionDefinition) -> String {
        var text = "action \(name(action.name))"
        if let interaction = action.interaction { text += ": " + gesture(interaction) }
        if let then = action.then { text += " -> \(name(then))" }
        return text + cost(action.cost) + condition(action.condition)
    }

    /// An expression on one line: line breaks become spaces, or escapes inside a
    /// string literal, so that no text is lost.
    private static func code(_ expression: ExpressionSource) -> String {
        Escaping.expressionOnOneLine(expression.text)
    }

    private static func cost(_ cost: Double) -> String { cost == 1 ? "" : " cost \(formatNumber(cost))" }

    private static func condition(_ condition: ExpressionSource?) -> String { condition.map { " if \(code($0))" } ?? "" }

    static func gesture(_ interaction: Interaction) -> String {
        var text: String
        switch interaction.gesture {
        case .press(let duration): text = duration == 1 ? "press" : "press(\(formatNumber(duration)))"
        case .typeText(let typed): text = "typeText(\(Escaping.graphFileString(typed)))"
        case .custom(let description): text = "custom(\(Escaping.graphFileString(description)))"
        default: text = interaction.gesture.kind
        }
        if let element = interaction.element { text += " " + Escaping.graphFileString(element) }
        if interaction.app != .app { text += " in \(interaction.app.rawValue)" }
        if case .typeTextFrom(let field) = interaction.gesture { text += " from \(name(field))" }
        return text
    }

    /// A screen's wait after `waitFor`: the element, then the options that are not defaults.
    private static func wait(_ wait: WaitDefinition) -> String {
        var text = Escaping.graphFileString(wait.element)
        if wait.app != .app { text += " in \(wait.app.rawValue)" }
        if wait.until != .exists { text += " until \(wait.until.rawValue)" }
        if let timeout = wait.timeout { text += " timeout \(formatNumber(timeout))" }
        return text + condition(wait.condition)
    }

    private static func literal(_ value: StateValue) -> String {
        if case .string(let text) = value { return Escaping.graphFileString(text) }
        return value.description
    }

    /// A name as written: bare when it is a word, quoted otherwise.
    static func name(_ name: String) -> String {
        isBareName(name) ? name : Escaping.graphFileString(name)
    }

    static func isBareName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isAlphabetic && first.isASCII else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" || $0 == ".") }
    }

}

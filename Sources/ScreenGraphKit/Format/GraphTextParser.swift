/// Reads the `.screengraph` language (see `Docs/GraphLanguage.md`) into
/// ``GraphDeclarations``, with the comments around each declaration for `format`.
///
/// The language is line based: a line that starts in column 1 opens a block (`graph`,
/// `start`, `state`, `screen`, `action`, `navigator`); indented lines belong to the
/// block above. Guards and statements run to the end of their line, so they are
/// written exactly as in the expression language and located character for character.
///
/// It reads the file's bytes line by line in place; edges go straight into an
/// ``EdgeTable``, screen by screen.
struct GraphTextParser {
    private let source: SourceFile
    private var diagnostics: [Diagnostic] = []
    private var definition = GraphDefinition()
    private var table = EdgeTable()
    /// The number of the file in `table`'s locations.
    private let file: Int32
    private(set) var comments = GraphTextComments()
    private var pendingComments: [String] = []

    /// The block indented lines belong to.
    private enum Block {
        case none
        case screen(Int)
        case action(Int)
        case navigator(Int)
        /// A block whose opening line has an error: its members are not checked.
        case skipped
    }
    private var block = Block.none

    /// Reads declarations and their comments, or throws every problem found.
    static func read(_ source: SourceFile) throws(GraphError) -> (GraphDeclarations, GraphTextComments) {
        var parser = GraphTextParser(source: source)
        source.bytes.withUnsafeBufferPointer { bytes in
            let (lf, cr) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
            var lineStart = source.textStart
            var number = 1
            while true {
                var end = lineStart
                while end < bytes.count, bytes[end] != lf, bytes[end] != cr { end += 1 }
                parser.parseLine(LineCursor(bytes, lineStart..<end, line: number, file: source.path))
                guard end < bytes.count else { break }
                lineStart = end + (bytes[end] == cr && end + 1 < bytes.count && bytes[end + 1] == lf ? 2 : 1)
                number += 1
            }
        }
        if parser.definition.start == nil {
            parser.diagnostics.append(
                Diagnostic(.invalidStructure, "the graph needs a 'start' line naming the start screen", at: SourcePosition(file: source.path, line: 1, column: 1)))
        }
        guard parser.diagnostics.isEmpty else { throw GraphError(diagnostics: parser.diagnostics) }
        while parser.pendingComments.last == "" { parser.pendingComments.removeLast() }
        parser.comments.end = parser.pendingComments
        if !parser.definition.screens.isEmpty { parser.table.endScreen() }
        return (GraphDeclarations(definition: parser.definition, table: parser.table), parser.comments)
    }

    private init(source: SourceFile) {
        self.source = source
        file = table.file(source.path)
        // An edge takes at least 16 bytes: `  tap "x" -> Y` and a line break.
        table.reserveCapacity(source.bytes.count / 16)
    }

    private mutating func parseLine(_ line: LineCursor) {
        var cursor = line
        cursor.skipSpaces()
        guard !cursor.atEnd else {
            // A blank line after a comment keeps it apart from what follows, as a
            // heading over a group of declarations; more blank lines count as one.
            if let last = pendingComments.last, !last.isEmpty { pendingComments.append("") }
            return
        }
        if cursor.atContentEnd {
            pendingComments.append(cursor.rest())
            return
        }
        let indented = cursor.position.column > 1
        do throws(LineCursor.Failure) {
            let keywordPosition = cursor.position
            let keywordMark = cursor.mark
            let keyword = try cursor.word("a declaration")
            let item =
                indented
                ? try member(keyword, at: keywordPosition, keywordMark, &cursor) : try topLevel(keyword, at: keywordPosition, &cursor)
            if let comment = cursor.trailingComment() {
                comments.trailing[item] = comment
            }
            if !pendingComments.isEmpty {
                comments.before[item] = pendingComments
                pendingComments = []
            }
        } catch {
            diagnostics.appendBounded(source.error(error.code, error.message, at: error.position))
            if !indented { block = .skipped }
        }
    }

    private func location(_ position: LineColumn) -> SourcePosition { source.position(position) }

    private mutating func topLevel(_ keyword: String, at position: LineColumn, _ cursor: inout LineCursor) throws(LineCursor.Failure) -> GraphTextItem {
        switch keyword {
        case "graph":
            guard definition.name == nil else { throw cursor.failure("the graph's name is already given", at: position) }
            definition.name = try cursor.string("the graph's name in double quotes")
            try cursor.expectEnd()
            block = .none
            return .name
        case "start":
            guard definition.start == nil else { throw cursor.failure("the start screen is already given", at: position) }
            // The name's own column, not the space before it.
            cursor.skipSpaces()
            definition.startLocation = location(cursor.position)
            definition.start = try cursor.name("the start screen's name")
            try cursor.expectEnd()
            block = .none
            return .start
        case "state":
            let field = try stateField(at: position, &cursor)
            definition.state.append(field)
            block = .none
            return .state(definition.state.count - 1)
        case "screen":
            var screen = ScreenDefinition(try cursor.name("the screen's name"), location: location(position))
            // Spaces before a comment are not a flag.
            cursor.skipSpaces()
            if !cursor.atContentEnd {
                let flagPosition = cursor.position
                let flag = try cursor.word("'dismissOnUse' or the end of the line")
                guard flag == "dismissOnUse" else {
                    throw cursor.failure("expected 'dismissOnUse' or the end of the line, found '\(flag)'", at: flagPosition)
                }
                screen.dismissOnUse = true
            }
            try cursor.expectEnd()
            // The edges read so far belong to the screen before this one.
            if !definition.screens.isEmpty { table.endScreen() }
            definition.screens.append(screen)
            block = .screen(definition.screens.count - 1)
            return .screen(definition.screens.count - 1)
        case "action":
            var action = ActionDefinition(try cursor.name("the action's name"), location: location(position))
            try actionClauses(&action, &cursor)
            definition.actions.append(action)
            block = .action(definition.actions.count - 1)
            return .action(definition.actions.count - 1)
        case "navigator":
            let name = try cursor.name("the navigator action's name")
            try cursor.expectEnd()
            definition.navigatorActions.append(NavigatorActionDefinition(name, steps: [], location: location(position)))
            block = .navigator(definition.navigatorActions.count - 1)
            return .navigatorAction(definition.navigatorActions.count - 1)
        default:
            throw cursor.failure(
                "expected 'graph', 'start', 'state', 'screen', 'action' or 'navigator' at the start of a line, found '\(keyword)'",
                at: position)
        }
    }

    private mutating func member(
        _ keyword: String, at position: LineColumn, _ mark: LineCursor.Mark, _ cursor: inout LineCursor
    ) throws(LineCursor.Failure) -> GraphTextItem {
        switch block {
        case .none:
            throw cursor.failure("an indented line must belong to a 'screen', 'action' or 'navigator' above it", at: position)
        case .skipped:
            return .name
        case .screen(let s):
            return try screenMember(keyword, at: position, mark, screen: s, &cursor)
        case .action(let a):
            guard keyword == "effect" else { throw cursor.failure("expected 'effect' in a top-level action, found '\(keyword)'", at: position) }
            definition.actions[a].effects.append(try cursor.expression("a statement"))
            return .actionEffect(a, definition.actions[a].effects.count - 1)
        case .navigator(let n):
            let step: NavigatorActionDefinition.Step
            switch keyword {
            case "goto": step = .goto(try cursor.name("a screen or action name"))
            case "perform": step = .perform(try cursor.name("an action name"))
            case "nowAt": step = .nowAt(try cursor.name("a screen name"))
            case "set": step = .set(try cursor.expression("a statement"))
            default: throw cursor.failure("expected 'goto', 'perform', 'nowAt' or 'set', found '\(keyword)'", at: position)
            }
            try cursor.expectEnd()
            definition.navigatorActions[n].steps.append(step)
            return .navigatorStep(n, definition.navigatorActions[n].steps.count - 1)
        }
    }

    private mutating func screenMember(
        _ keyword: String, at position: LineColumn, _ mark: LineCursor.Mark, screen s: Int, _ cursor: inout LineCursor
    ) throws(LineCursor.Failure) -> GraphTextItem {
        switch keyword {
        case "waitFor":
            guard definition.screens[s].waitFor == nil else { throw cursor.failure("the screen's 'waitFor' is already given", at: position) }
            definition.screens[s].waitFor = try GraphTextParser.wait(at: location(position), &cursor)
            return .waitFor(s)
        case "back":
            guard definition.screens[s].back == nil else { throw cursor.failure("the screen's 'back' is already given", at: position) }
            let interaction = try GraphTextParser.gesture(&cursor)
            let cost = try cursor.cost() ?? 1
            try cursor.expectEnd()
            definition.screens[s].back = BackDefinition(interaction, cost: cost, location: location(position))
            return .back(s)
        case "onEnter":
            definition.screens[s].onEnter.append(try cursor.expression("a statement"))
            return .onEnter(s, definition.screens[s].onEnter.count - 1)
        case "onExit":
            definition.screens[s].onExit.append(try cursor.expression("a statement"))
            return .onExit(s, definition.screens[s].onExit.count - 1)
        case "action":
            var action = ActionDefinition(try cursor.name("the action's name"), location: location(position))
            try cursor.expect(":", "':' and the action's gesture")
            action.interaction = try GraphTextParser.gesture(&cursor)
            try actionClauses(&action, &cursor)
            definition.screens[s].actions.append(action)
            return .screenAction(s, definition.screens[s].actions.count - 1)
        case "effect":
            guard let a = definition.screens[s].actions.indices.last else {
                throw cursor.failure("'effect' must follow an 'action' line", at: position)
            }
            definition.screens[s].actions[a].effects.append(try cursor.expression("a statement"))
            return .screenActionEffect(s, a, definition.screens[s].actions[a].effects.count - 1)
        default:
            cursor.rewind(to: mark)
            let interaction = try GraphTextParser.gesture(&cursor)
            try cursor.expect("->", "'->' and the screen or action the edge leads to")
            let to = try cursor.name("the screen or action the edge leads to")
            let cost = try cursor.cost() ?? 1
            let condition = try cursor.condition()
            if let line = Int32(exactly: position.line), let column = Int32(exactly: position.column) {
                table.append(to: to, interaction, condition: condition, cost: cost, file: file, line: line, column: column)
            } else {
                table.append(EdgeDefinition(to: to, interaction, if: condition, cost: cost, location: location(position)))
            }
            return .edge(s, table.openScreenCount - 1)
        }
    }

    /// `[-> THEN] [cost N] [if PREDICATE]` after an action's name or gesture.
    private func actionClauses(_ action: inout ActionDefinition, _ cursor: inout LineCursor) throws(LineCursor.Failure) {
        if cursor.next(is: "->") {
            try cursor.expect("->", "'->'")
            action.then = try cursor.name("the screen or action that follows")
        }
        action.cost = try cursor.cost() ?? 1
        action.condition = try cursor.condition()
    }

    /// `state NAME: TYPE [= VALUE]`.
    private func stateField(at position: LineColumn, _ cursor: inout LineCursor) throws(LineCursor.Failure) -> StateField {
        let name = try cursor.word("the field's name")
        try cursor.expect(":", "':' and the field's type")
        let typePosition = cursor.position
        var spelling = try cursor.word("a type: bool, int or string")
        if cursor.next(is: "?") {
            try cursor.expect("?", "'?'")
            spelling += "?"
        }
        guard let type = StateType(spelling: spelling) else {
            throw cursor.failure("unknown type '\(spelling)'; expected bool, int, string, bool?, int? or string?", at: typePosition)
        }
        var initial = StateValue.none
        if cursor.next(is: "=") {
            try cursor.expect("=", "'='")
            let valuePosition = cursor.position
            initial = try cursor.literal()
            guard initial.fits(type) else {
                throw cursor.failure(.invalidValue, "the initial value \(initial) does not fit type \(type)", at: valuePosition)
            }
        } else if !type.isOptional {
            throw cursor.failure(.invalidValue, "field '\(name)' of type \(type) needs an initial value: '= VALUE'")
        }
        try cursor.expectEnd()
        return StateField(name, type, initial: initial, location: location(position))
    }
}

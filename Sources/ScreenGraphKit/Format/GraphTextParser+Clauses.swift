/// The parts of a `.screengraph` line that carry the spec's `in`, `textFrom` and object
/// `waitFor`: gestures with the app they act in, and a screen's wait with its options.
extension GraphTextParser {
    /// A gesture: `tap "id"`, `tap "Allow" in system`, `press(2) "id"`, `typeText("abc") "id"`,
    /// `typeText "id" from field`, `custom("shake")`, `noop`, ...
    static func gesture(_ cursor: inout LineCursor) throws(LineCursor.Failure) -> Interaction {
        let start = cursor.mark
        let kind = try cursor.word("a gesture")
        guard kind == "typeText", !cursor.next(is: "(") else {
            cursor.rewind(to: start)
            var interaction = try cursor.gesture()
            if interaction.element != nil {
                interaction.app = try app(&cursor)
            } else {
                if cursor.nextWord(is: "in") {
                    throw cursor.failure(.invalidStructure, "'in' needs a gesture on an element, not '\(kind)'")
                }
            }
            return interaction
        }
        // `typeText "ID" [in APP] from FIELD`: the text typed is the field's value.
        if !cursor.next(is: "\"") {
            try cursor.expect("(", "'(' and the text to type, or the element's identifier and 'from' a field")
        }
        cursor.skipSpaces()
        let elementPosition = cursor.position
        let element = try cursor.string("the element's accessibility identifier in double quotes")
        guard !element.isEmpty else { throw cursor.failure("an element identifier must not be empty", at: elementPosition) }
        let app = try app(&cursor)
        try expectWord("from", "'from' and the field whose value is typed", &cursor)
        let field = try cursor.name("the field whose value is typed")
        return Interaction(.typeTextFrom(field), element: element, in: app)
    }

    /// `in APP` when it comes next, else the app under test.
    private static func app(_ cursor: inout LineCursor) throws(LineCursor.Failure) -> AppTarget {
        guard cursor.nextWord(is: "in") else { return .app }
        _ = try cursor.word("'in'")
        cursor.skipSpaces()
        let position = cursor.position
        let name = try cursor.word("where the element is: app, system or settings")
        guard let app = AppTarget(rawValue: name) else { throw cursor.failure(GraphJSONReader.unknownApp(name), at: position) }
        return app
    }

    /// A screen's wait, after `waitFor`: `"ID" [in APP] [until exists|gone] [timeout N] [if PREDICATE]`,
    /// the clauses before `if` in any order, each at most once.
    static func wait(at location: SourcePosition, _ cursor: inout LineCursor) throws(LineCursor.Failure) -> WaitDefinition {
        cursor.skipSpaces()
        let elementPosition = cursor.position
        let element = try cursor.string("an element identifier in double quotes")
        guard !element.isEmpty else { throw cursor.failure("an element identifier must not be empty", at: elementPosition) }
        var wait = WaitDefinition(element, location: location)
        let expected = "'in', 'until', 'timeout', 'if' or the end of the line"
        var given: Set<String> = []
        while true {
            cursor.skipSpaces()
            if cursor.atContentEnd { return wait }
            let clauseMark = cursor.mark
            let clausePosition = cursor.position
            let clause = try cursor.word(expected)
            switch clause {
            case "in", "until", "timeout":
                guard given.insert(clause).inserted else {
                    throw cursor.failure("the wait's '\(clause)' is already given", at: clausePosition)
                }
            case "if": break
            default: throw cursor.failure("expected \(expected), found '\(clause)'", at: clausePosition)
            }
            switch clause {
            case "in":
                cursor.rewind(to: clauseMark)
                wait.app = try app(&cursor)
            case "until":
                cursor.skipSpaces()
                let position = cursor.position
                let name = try cursor.word("'exists' or 'gone'")
                guard let presence = ElementPresence(rawValue: name) else {
                    let suggestion = Suggestion.closest(to: name, among: ElementPresence.allCases.map(\.rawValue))
                    throw cursor.failure(
                        "unknown 'until' value '\(name)'; expected exists or gone\(Suggestion.didYouMean(suggestion))", at: position)
                }
                wait.until = presence
            case "timeout":
                wait.timeout = try cursor.number("the timeout in seconds")
            default:
                wait.condition = try cursor.expression("a predicate after 'if'")
                return wait
            }
        }
    }

    /// Reads `word`, or fails saying `what` was expected.
    private static func expectWord(_ word: String, _ what: String, _ cursor: inout LineCursor) throws(LineCursor.Failure) {
        cursor.skipSpaces()
        let position = cursor.position
        let found = try cursor.word(what)
        guard found == word else { throw cursor.failure("expected \(what), found '\(found)'", at: position) }
    }
}

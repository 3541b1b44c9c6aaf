import Testing

@testable import ScreenGraphKit

/// Errors in graph files, with their exact text: location, message, source line, caret.
@Suite struct FileErrorTests {
    private func errors(_ text: String, _ format: GraphFileFormat) -> [String] {
        do {
            _ = try ScreenGraph(GraphDefinition(parsing: text, format: format, path: "g"))
            return []
        } catch {
            let source = SourceFile(path: "g", text: text)
            return source.annotate(error.errors).map(\.description)
        }
    }

    @Test func jsonSyntaxErrorsPointAtTheCharacter() {
        #expect(errors("{\"format\": \"screengraph/1\",\n \"start\": \"A\" \"screens\": []}", .json) == [
            "g:2:15: error: expected ',' or '}' in the object, found '\"'\n \"start\": \"A\" \"screens\": []}\n              ^"
        ])
        #expect(errors("{\"a\": tru}", .json) == ["g:1:7: error: expected 'true'\n{\"a\": tru}\n      ^"])
        #expect(errors("{\"a\": \"é\u{1}\"}", .json) == [
            // The line shows the control character escaped, the caret under it.
            "g:1:9: error: control characters must be escaped in a string\n{\"a\": \"é\\u{1}\"}\n        ^"
        ])
        #expect(errors("", .json) == ["g:1:1: error: expected a value, found the end of the document\n\n^"])
        #expect(errors(String(repeating: "[", count: 300), .json).first?.hasPrefix("g:1:257: error: values are nested more than 256 deep") == true)
    }

    @Test func jsonSchemaErrorsAreAllReported() {
        let text = """
            {"format": "screengraph/2", "start": "A", "colour": 1,
             "state": [{"name": "n", "type": "integer", "initial": 0}, {"name": "m", "type": "int", "initial": 1.5}],
             "screens": [{"name": "A", "edges": [{"to": "B", "gesture": "tap"}, {"to": "B", "gesture": "noop", "element": "x"}]}]}
            """
        #expect(errors(text, .json).map { $0.split(separator: "\n")[0] } == [
            "g:1:43: error: unknown key 'colour' in the graph; expected one of: format, name, start, state, screens, actions, navigatorActions",
            "g:1:12: error: unsupported format 'screengraph/2'; expected 'screengraph/1'",
            "g:2:34: error: unknown type 'integer'; expected bool, int, string, bool?, int? or string?",
            "g:2:100: error: 'initial' must be a 64-bit integer for type int",
            "g:3:38: error: gesture 'tap' needs 'element'",
            "g:3:111: error: 'element' does not apply to gesture 'noop'",
        ])
    }

    @Test func expressionErrorsInJSONPointIntoTheString() {
        let text = """
            {"format": "screengraph/1", "start": "A", "state": [{"name": "n", "type": "int", "initial": 0}],
             "screens": [{"name": "A", "edges": [{"to": "A", "gesture": "tap", "element": "a", "if": "n > \\"x\\""}]},
                         {"name": "B", "edges": [{"to": "A", "gesture": "tap", "element": "a", "if": "n >= true"}]}]}
            """
        #expect(errors(text, .json) == [
            // An escaped string cannot be mapped character for character: the error shows the expression.
            "g:2:90: error: '>' needs int operands, found string\nn > \"x\"\n  ^",
            "g:3:93: error: '>=' needs int operands, found bool\n             {\"name\": \"B\", \"edges\": [{\"to\": \"A\", \"gesture\": \"tap\", \"element\": \"a\", \"if\": \"n >= true\"}]}]}\n                                                                                            ^",
        ])
    }

    @Test func graphLanguageErrorsPointAtTheToken() {
        let text = """
            start A
            state n: int
            screen A
              tap "b" -> B if n > 0 cost 2
              tap "b" => B
              action X tap "x"
            screen B
              effect n = 1
            bogus line
              waitFor "inside a skipped block"
            """
        #expect(errors(text, .screengraph) == [
            "g:2:13: error: field 'n' of type int needs an initial value: '= VALUE'\nstate n: int\n            ^",
            "g:5:11: error: expected '->' and the screen or action the edge leads to, found '='\n  tap \"b\" => B\n          ^",
            "g:6:12: error: expected ':' and the action's gesture, found 't'\n  action X tap \"x\"\n           ^",
            "g:8:3: error: 'effect' must follow an 'action' line\n  effect n = 1\n  ^",
            "g:9:1: error: expected 'graph', 'start', 'state', 'screen', 'action' or 'navigator' at the start of a line, found 'bogus'\nbogus line\n^",
        ])
    }

    @Test func checkerErrorsInTheGraphLanguagePointIntoTheLine() {
        let text = """
            start A
            state n: int = 0
            screen A
              tap "b" -> B if n > 0 cost 2  # a cost, then a guard
              tap "c" -> C
            screen B
              onEnter n += "one"
            """
        #expect(errors(text, .screengraph) == [
            "g:4:25: error: unexpected 'cost' after the expression\n  tap \"b\" -> B if n > 0 cost 2  # a cost, then a guard\n                        ^",
            "g:5:3: error: edge target 'C' is not a screen or an action\n  tap \"c\" -> C\n  ^",
            "g:7:16: error: '+=' needs an int value, found string\n  onEnter n += \"one\"\n               ^",
        ])
    }
}

import Testing

@testable import ScreenGraphKit

/// The `screengraph/1` JSON reader: strict (unknown keys, wrong types and missing fields
/// are errors, each at its line and column), reading screens and edges as they stream by
/// yet reporting problems in the order a reader of the whole tree would. The section for
/// GraphJSONReader+Edges.swift covers the edges, read as tokens straight into the table.
@Suite struct GraphJSONReaderTests {
    /// The first line of each error reading `text` gives, or none when it reads.
    private func errors(_ text: String) -> [String] {
        do {
            _ = try GraphDefinition(parsing: text, format: .json, path: "g")
            return []
        } catch {
            return error.errors.map { $0.description.split(separator: "\n")[0].description }
        }
    }

    /// A graph of one screen, `A`, holding `screen`'s members after its name.
    private func screen(_ members: String) -> String {
        #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A"\#(members)}]}"#
    }

    @Test func everyPartOfTheFormatReadsIntoTheModel() throws {
        let text = #"""
            {"format": "screengraph/1", "name": "Shop", "start": "Home",
             "state": [{"name": "n", "type": "int", "initial": 0}],
             "screens": [
              {"name": "Home", "dismissOnUse": true, "waitFor": "home", "onEnter": ["n = 1"], "onExit": ["n = 2"],
               "back": {"gesture": "tap", "element": "back", "cost": 2},
               "actions": [{"name": "Add", "gesture": "press", "element": "add", "duration": 3, "if": "n < 5", "effects": ["n = n + 1"]}]}],
             "actions": [{"name": "Reset", "effects": ["n = 0"], "then": "Home", "cost": 4}],
             "navigatorActions": [{"name": "Again", "steps": [{"goto": "Home"}, {"perform": "Add"}, {"nowAt": "Home"}, {"set": "n = 3"}]}]}
            """#
        let definition = try GraphDefinition(parsing: text, format: .json, path: "g.json")
        #expect(definition.name == "Shop" && definition.start == "Home" && definition.startLocation?.description == "g.json:1:54")
        let home = try #require(definition.screens.first)
        #expect(home.dismissOnUse && home.waitFor == "home" && home.onEnter.map(\.text) == ["n = 1"] && home.onExit.map(\.text) == ["n = 2"])
        #expect(home.back == BackDefinition(.tap("back"), cost: 2))
        let add = try #require(home.actions.first)
        #expect(add.interaction == Interaction(.press(duration: 3), element: "add") && add.condition?.text == "n < 5" && add.effects.map(\.text) == ["n = n + 1"])
        #expect(definition.actions.map { "\($0.name) \($0.then ?? "-") \($0.cost)" } == ["Reset Home 4.0"])
        #expect(definition.navigatorActions.first?.steps == [.goto("Home"), .perform("Add"), .nowAt("Home"), .set("n = 3")])
    }

    @Test func theGraphItselfIsChecked() {
        #expect(errors("[]") == ["g:1:1: error: expected the graph (an object), found an array"])
        #expect(errors(#"{"format": "screengraph/2", "start": "A", "screens": [{"name": "A"}]}"#) == [
            "g:1:12: error: unsupported format 'screengraph/2'; expected 'screengraph/1'"
        ])
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "screens": []}"#) == ["g:1:54: error: 'screens' needs at least one screen"])
        #expect(errors(#"{"format": "screengraph/1", "start": "", "screens": {}}"#) == [
            "g:1:38: error: 'start' must not be empty", "g:1:53: error: 'screens' must be an array, found an object",
        ])
        #expect(errors(#"{"start": "A"}"#) == ["g:1:1: error: the graph needs 'format'", "g:1:1: error: the graph needs 'screens'"])
    }

    @Test func aWaitForIsAStringOrAnObjectOfOptions() throws {
        let definition = try GraphDefinition(
            parsing: screen(#", "waitFor": {"element": "Allow", "in": "system", "until": "gone", "if": "asked", "timeout": 2.5}"#), format: .json,
            path: "g")
        #expect(definition.screens[0].waitFor == WaitDefinition("Allow", in: .system, until: .gone, if: "asked", timeout: 2.5))
        #expect(errors(screen(#", "waitFor": {"element": "x", "in": "sytem", "until": "gon", "timeout": 0}"#)) == [
            "g:1:103: error: unknown app 'sytem'; expected app, system or settings; did you mean 'system'?",
            "g:1:121: error: unknown 'until' value 'gon'; expected exists or gone; did you mean 'gone'?",
            "g:1:139: error: 'timeout' must be a positive number, found 0",
        ])
        #expect(errors(screen(##", "waitFor": """##)) == ["g:1:80: error: 'waitFor' must not be empty"])
    }

    @Test func aGestureTakesExactlyTheMembersItsKindDoes() {
        func action(_ gesture: String) -> [String] { errors(screen(#", "actions": [{"name": "X", \#(gesture)}]"#)) }
        #expect(action(#""gesture": "typeText", "element": "f", "text": "a", "textFrom": "b""#) == [
            "g:1:159: error: gesture 'typeText' takes 'text' or 'textFrom', not both"
        ])
        #expect(action(#""gesture": "custom""#) == ["g:1:81: error: gesture 'custom' needs 'description'"])
        #expect(action(#""gesture": "custom", "description": "d", "element": "e""#) == [
            "g:1:147: error: 'element' does not apply to gesture 'custom'"
        ])
        #expect(action(#""gesture": "tap", "element": "e", "duration": 2"#) == ["g:1:141: error: 'duration' does not apply to gesture 'tap'"])
        #expect(action(#""gesture": "swipe", "element": "e""#) == ["g:1:106: error: unknown gesture 'swipe'; expected \(Gesture.kindList)"])
        #expect(action(#""element": "e""#) == ["g:1:81: error: an action needs 'gesture'"])
    }

    @Test func aNavigatorStepHasExactlyOneKind() {
        let graph = #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A"}], "navigatorActions": [{"name": "N", "steps": [%@]}]}"#
        func steps(_ text: String) -> [String] { errors(graph.replacingOccurrences(of: "%@", with: text)) }
        #expect(steps(#"{"goto": "A", "nowAt": "A"}"#) == ["g:1:116: error: a navigator step needs exactly one of: goto, perform, nowAt, set"])
        #expect(steps("{}") == ["g:1:116: error: a navigator step needs exactly one of: goto, perform, nowAt, set"])
        #expect(steps(#"{"goto": ""}"#) == ["g:1:125: error: 'goto' must not be empty"])
        #expect(steps(#"{"jump": "A"}"#) == [
            "g:1:117: error: unknown key 'jump' in a navigator step; expected one of: goto, perform, nowAt, set",
            "g:1:116: error: a navigator step needs exactly one of: goto, perform, nowAt, set",
        ])
    }

    /// Values of unknown keys are checked as JSON but not kept: their syntax errors are
    /// still found, and the unknown key is reported by its name.
    @Test func unknownKeysValuesAreCheckedButNotKept() {
        let screens = #""screens": [{"name": "A", "zz": [1, {"b": null}], "edges": [{"to": "A", "gesture": "noop", "zz": {"c": [true]}}]}]"#
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "zz": {"a": [1, 2]}, "# + screens + "}") == [
            "g:1:43: error: unknown key 'zz' in the graph; expected one of: format, name, start, state, screens, actions, navigatorActions",
            "g:1:90: error: unknown key 'zz' in a screen; expected one of: name, dismissOnUse, back, waitFor, onEnter, onExit, edges, actions",
            "g:1:155: error: unknown key 'zz' in an edge; expected one of: gesture, element, in, text, textFrom, duration, description, to, if, cost",
        ])
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "zz": {"a": 1, "a": 2}, "screens": []}"#)
            == ["g:1:58: error: duplicate key 'a'"])
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "zz": "# + deep + "}]}")
            == ["g:1:328: error: values are nested more than 256 deep"])
        #expect(errors(#"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"zz": [1, oops]}]}]}"#).first?
            .hasPrefix("g:1:90: error: ") == true)
    }

    @Test func escapedNamesAndElementsReadAsTheirText() throws {
        let text = #"""
            {"format": "screengraph/1", "start": "A\u00e9", "screens": [
              {"name": "A\u00e9", "edges": [{"t\u006f": "A\u00e9", "gesture": "tap", "element": "a\"b", "if": "n \u003e 0"}]}],
             "state": [{"name": "n", "type": "int", "initial": 1}]}
            """#
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .json, path: "g"))
        let edge = try #require(graph.definition.screens.first?.edges.first)
        #expect(edge.to == "Aé")
        #expect(edge.interaction == .tap("a\"b"))
        #expect(edge.condition?.text == "n > 0")
        // An escaped expression cannot be mapped to the line: it is located at its quote.
        #expect(edge.condition?.fileLine == nil)
        #expect(edge.condition?.location?.description == "g:2:99")
    }

    // MARK: - GraphJSONReader+Edges.swift

    /// Problems in the order the tree reader finds them: a screen's fields in the order
    /// it reads them, whatever order the file has them in.
    @Test func streamedEdgesReportInTheReadersOrder() {
        func errors(_ screen: String) -> [String] {
            self.errors("{\"format\": \"screengraph/1\", \"start\": \"A\", \"screens\": [\(screen)]}")
        }
        // The edges come first in the file, but the reader reads 'waitFor' before them.
        #expect(errors("{\"edges\": [{\"to\": \"A\"}], \"name\": \"A\", \"waitFor\": 3}") == [
            "g:1:104: error: 'waitFor' must be a string or an object, found a number",
            "g:1:66: error: an edge needs 'gesture'",
        ])
        // A screen without a name is not read further: its edges' problems are not reported.
        #expect(errors("{\"edges\": [{\"to\": \"A\"}], \"name\": 5}") == ["g:1:88: error: 'name' must be a string, found a number"])
        // An edge's own problems: unknown keys, missing ones, then its fields.
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"colour\": 1, \"to\": \"\", \"gesture\": \"tap\"}, 7]}") == [
            "g:1:80: error: unknown key 'colour' in an edge; expected one of: gesture, element, in, text, textFrom, duration, description, to, if, cost",
            "g:1:99: error: 'to' must not be empty",
            "g:1:122: error: expected an edge (an object), found a number",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"noop\", \"element\": 2, \"cost\": -1}]}") == [
            "g:1:121: error: 'element' does not apply to gesture 'noop'",
            "g:1:121: error: 'element' must be a string, found a number",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"typeText\", \"cost\": -1, \"if\": 1}]}") == [
            "g:1:79: error: gesture 'typeText' needs 'text' or 'textFrom'",
            "g:1:79: error: gesture 'typeText' needs 'element'",
        ])
        #expect(errors("{\"name\": \"A\", \"edges\": [{\"to\": \"A\", \"gesture\": \"tap\", \"element\": \"e\", \"cost\": -1, \"if\": 1}]}") == [
            "g:1:143: error: 'if' must be a string, found a number",
            "g:1:133: error: 'cost' must be a positive number, found -1",
        ])
    }

    @Test func everyGestureOfAnEdgeReadsAsTheGraphLanguageSaysIt() throws {
        let edges = [
            #"{"to": "A", "gesture": "tap", "element": "e"}"#, #"{"to": "A", "gesture": "tap", "element": "Allow", "in": "system"}"#,
            #"{"to": "A", "gesture": "press", "element": "e", "duration": 2}"#, #"{"to": "A", "gesture": "typeText", "element": "f", "textFrom": "n"}"#,
            #"{"to": "A", "gesture": "noop", "if": "n > 0", "cost": 3}"#, #"{"to": "A", "gesture": "custom", "description": "shake"}"#,
            #"{"gesture": "tap", "to": "A", "element": "a\u00e9"}"#,
        ]
        let document =
            #"{"format": "screengraph/1", "start": "A", "state": [{"name": "n", "type": "string", "initial": ""}], "screens": [{"name": "A", "edges": ["#
            + edges.joined(separator: ", ") + "]}]}"
        let json = try GraphDefinition(parsing: document, format: .json, path: "g")
        let text = """
            start A

            state n: string = ""

            screen A
              tap "e" -> A
              tap "Allow" in system -> A
              press(2) "e" -> A
              typeText "f" from n -> A
              noop -> A cost 3 if n > 0
              custom("shake") -> A
              tap "aé" -> A

            """
        #expect(json.text(in: .screengraph) == text)
        // A guard is located at its text, on the file's line.
        let guardText = try #require(json.screens[0].edges[4].condition)
        let column = try document.distance(from: document.startIndex, to: #require(document.range(of: "n > 0")).lowerBound) + 1
        #expect(guardText.location == SourcePosition(file: "g", line: 1, column: column) && guardText.fileLine == document)
    }

    @Test func anEdgesMembersAreScalarsAndAppearOnce() {
        func edge(_ members: String) -> [String] { errors(screen(#", "edges": [{\#(members)}]"#)) }
        #expect(edge(#""to": "A", "gesture": "tap", "to": "B""#) == ["g:1:109: error: duplicate key 'to'"])
        #expect(edge(#""to": "A", "gesture": "tap", "element": ["e"]"#) == ["g:1:120: error: 'element' must be a string, found an array"])
        #expect(edge(#""to": {"x": 1}, "gesture": "noop""#) == ["g:1:86: error: 'to' must be a string, found an object"])
        #expect(edge(#""to": "A", "gesture": "noop", "cost": "2""#) == ["g:1:118: error: 'cost' must be a positive number, found a string"])
        #expect(edge(#""to": "A", "gesture": "tap", "element": """#) == ["g:1:120: error: 'element' must not be empty"])
    }
}

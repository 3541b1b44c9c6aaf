import Testing

@testable import ScreenGraphKit

/// The spec's `in` on gestures, `typeText`'s `textFrom` and the object `waitFor`, in both
/// file formats: what they read to, how they are written, and their errors with exact text.
@Suite struct GestureAndWaitOptionTests {
    /// Every new form, in the `.screengraph` language's canonical form.
    static let canonical = """
        start Home

        state url: string = "mozilla.org"
        state count: int = 0
        state passcode: string?
        state loading: bool = false

        screen Home
          waitFor "spinner" in system until gone timeout 2.5 if loading && count > 0
          back tap "nav.back" in settings cost 2
          tap "Allow" in system -> Prompt
          typeText "address" from url -> Home
          typeText "address" in settings from passcode -> Home
          typeText("literal") "field" in settings -> Home
          action Allow: toggleOn "settings.photos" in settings -> Prompt if count > 1
            effect count += 1

        screen Prompt
          waitFor "Allow" in system
          tap "Don't Allow" in system -> Home

        screen Loading
          waitFor "progress" until gone
          noop -> Home

        screen Slow
          waitFor "slow.title" timeout 30
          noop -> Home

        screen Plain
          waitFor "plain.title"
          noop -> Home

        """

    private func read(_ text: String, _ format: GraphFileFormat) throws -> GraphDefinition {
        try GraphDefinition(parsing: text, format: format, path: "g")
    }

    @Test func theLanguageReadsEveryFormIntoTheModel() throws {
        let definition = try read(Self.canonical, .screengraph)
        let home = definition.screens[0]
        #expect(home.waitFor == WaitDefinition("spinner", in: .system, until: .gone, if: "loading && count > 0", timeout: 2.5))
        #expect(home.waitFor?.location == SourcePosition(file: "g", line: 9, column: 3))
        #expect(home.back?.interaction == Interaction(.tap, element: "nav.back", in: .settings))
        #expect(home.edges.map(\.interaction) == [
            Interaction(.tap, element: "Allow", in: .system),
            Interaction(.typeTextFrom("url"), element: "address"),
            Interaction(.typeTextFrom("passcode"), element: "address", in: .settings),
            Interaction(.typeText("literal"), element: "field", in: .settings),
        ])
        #expect(home.actions[0].interaction == Interaction(.toggleOn, element: "settings.photos", in: .settings))
        #expect(definition.screens.map { $0.waitFor } == [
            home.waitFor, WaitDefinition("Allow", in: .system), WaitDefinition("progress", until: .gone),
            WaitDefinition("slow.title", timeout: 30), "plain.title",
        ])
        #expect(definition.screens.map { $0.waitFor?.isPlain } == [false, false, false, false, true])
        try ScreenGraph(definition).checkInvariants()
    }

    @Test func bothFormatsWriteEveryFormLosslessly() throws {
        let definition = try read(Self.canonical, .screengraph)
        // `format` is a fixpoint, and the language writes what it read.
        #expect(definition.text(in: .screengraph) == Self.canonical)
        #expect(try GraphDefinition.formatted(Self.canonical, format: .screengraph, path: "g") == Self.canonical)
        // `convert` twice gives identical JSON, and back to the language gives the same text.
        let json = definition.text(in: .json)
        let throughJSON = try read(json, .json)
        #expect(throughJSON.text(in: .json) == json)
        #expect(throughJSON.text(in: .screengraph) == Self.canonical)
        #expect(try GraphDefinition.formatted(json, format: .json, path: "g") == json)
        #expect(throughJSON.screens.map(\.waitFor) == definition.screens.map(\.waitFor))
        #expect(throughJSON.screens.map { $0.edges.map(\.interaction) } == definition.screens.map { $0.edges.map(\.interaction) })
    }

    @Test func aFieldNameThatIsNotAWordIsQuoted() throws {
        let text = "start A\n\nscreen A\n  typeText \"f\" from \"my field\" -> A\n"
        let definition = try read(text, .screengraph)
        #expect(definition.screens[0].edges[0].interaction == Interaction(.typeTextFrom("my field"), element: "f"))
        #expect(definition.text(in: .screengraph) == text)
        #expect(try read(definition.text(in: .json), .json).text(in: .screengraph) == text)
    }

    @Test func jsonWritesTheStringFormForAPlainWaitAndAnObjectOtherwise() throws {
        // Keys in the spec's order (`in` after `element`), defaults left out, and an object
        // on one line when it fits in 100 characters.
        let json = try read(Self.canonical, .screengraph).text(in: .json)
        #expect(json == """
            {
              "format": "screengraph/1",
              "start": "Home",
              "state": [
                {"name": "url", "type": "string", "initial": "mozilla.org"},
                {"name": "count", "type": "int", "initial": 0},
                {"name": "passcode", "type": "string?", "initial": null},
                {"name": "loading", "type": "bool", "initial": false}
              ],
              "screens": [
                {
                  "name": "Home",
                  "back": {"gesture": "tap", "element": "nav.back", "in": "settings", "cost": 2},
                  "waitFor": {
                    "element": "spinner",
                    "in": "system",
                    "until": "gone",
                    "if": "loading && count > 0",
                    "timeout": 2.5
                  },
                  "edges": [
                    {"to": "Prompt", "gesture": "tap", "element": "Allow", "in": "system"},
                    {"to": "Home", "gesture": "typeText", "element": "address", "textFrom": "url"},
                    {
                      "to": "Home",
                      "gesture": "typeText",
                      "element": "address",
                      "in": "settings",
                      "textFrom": "passcode"
                    },
                    {"to": "Home", "gesture": "typeText", "element": "field", "in": "settings", "text": "literal"}
                  ],
                  "actions": [
                    {
                      "name": "Allow",
                      "gesture": "toggleOn",
                      "element": "settings.photos",
                      "in": "settings",
                      "if": "count > 1",
                      "effects": ["count += 1"],
                      "then": "Prompt"
                    }
                  ]
                },
                {
                  "name": "Prompt",
                  "waitFor": {"element": "Allow", "in": "system"},
                  "edges": [
                    {"to": "Home", "gesture": "tap", "element": "Don't Allow", "in": "system"}
                  ]
                },
                {
                  "name": "Loading",
                  "waitFor": {"element": "progress", "until": "gone"},
                  "edges": [
                    {"to": "Home", "gesture": "noop"}
                  ]
                },
                {
                  "name": "Slow",
                  "waitFor": {"element": "slow.title", "timeout": 30},
                  "edges": [
                    {"to": "Home", "gesture": "noop"}
                  ]
                },
                {
                  "name": "Plain",
                  "waitFor": "plain.title",
                  "edges": [
                    {"to": "Home", "gesture": "noop"}
                  ]
                }
              ]
            }

            """)
    }

    @Test func defaultsAndAnyClauseOrderFormatToTheCanonicalForm() throws {
        let text = """
            start A
            state busy: bool = false
            screen A
              waitFor "x" timeout 3 if busy
              tap "y" in app -> B
            screen B
              waitFor "z" until exists in app
              back tap "b"
            screen C
              waitFor "w" timeout 1.5 until gone in settings
              noop -> A
            """
        #expect(try GraphDefinition.formatted(text, format: .screengraph, path: "g") == """
            start A

            state busy: bool = false

            screen A
              waitFor "x" timeout 3 if busy
              tap "y" -> B

            screen B
              waitFor "z"
              back tap "b"

            screen C
              waitFor "w" in settings until gone timeout 1.5
              noop -> A

            """)
        let json = """
            {"format": "screengraph/1", "start": "A", "screens": [
              {"name": "A", "waitFor": {"element": "x", "until": "exists", "in": "app"},
               "edges": [{"to": "A", "gesture": "tap", "element": "y", "in": "app"}]}]}
            """
        #expect(try GraphDefinition.formatted(json, format: .json, path: "g") == """
            {
              "format": "screengraph/1",
              "start": "A",
              "screens": [
                {
                  "name": "A",
                  "waitFor": "x",
                  "edges": [
                    {"to": "A", "gesture": "tap", "element": "y"}
                  ]
                }
              ]
            }

            """)
    }

    // MARK: Errors

    /// Every error of reading and compiling `text`, as printed.
    /// The errors of `text`, which must be the same whether the graph compiles from
    /// its definition or, as a file does, from the reader's table of edges.
    private func errors(_ text: String, _ format: GraphFileFormat) -> [String] {
        let source = SourceFile(path: "g", text: text)
        func errors(_ compile: () throws(GraphError) -> ScreenGraph) -> [String] {
            do {
                _ = try compile()
                return []
            } catch {
                return source.annotate(error.errors).map(\.description)
            }
        }
        let fromDefinition = errors { () throws(GraphError) in try ScreenGraph(GraphDefinition(parsing: text, format: format, path: "g")) }
        let fromTable = errors { () throws(GraphError) in try ScreenGraph(GraphDeclarations.read(source, format: format)) }
        #expect(fromTable == fromDefinition, "a file's edges compile differently from a definition's")
        return fromDefinition
    }

    @Test func languageErrorsPointAtTheToken() {
        let text = """
            start A
            state url: string = ""
            screen A
              tap "Allow" in sytem -> A
              waitFor "x" until gon
              noop in system -> A
              typeText "x" url -> A
              typeText -> A
              back tap "b" in
            screen B
              waitFor "x" in system soon
              tap "y" -> A
            screen C
              waitFor "x" in system timeout 2 in app
              noop -> A
            screen D
              waitFor "x" timeout 0
              noop -> A
            screen E
              waitFor ""
            """
        #expect(errors(text, .screengraph) == [
            "g:4:18: error: unknown app 'sytem'; expected app, system or settings; did you mean 'system'?\n  tap \"Allow\" in sytem -> A\n                 ^",
            "g:5:21: error: unknown 'until' value 'gon'; expected exists or gone; did you mean 'gone'?\n  waitFor \"x\" until gon\n                    ^",
            "g:6:8: error: 'in' needs a gesture on an element, not 'noop'\n  noop in system -> A\n       ^",
            "g:7:16: error: expected 'from' and the field whose value is typed, found 'url'\n  typeText \"x\" url -> A\n               ^",
            "g:8:12: error: expected '(' and the text to type, or the element's identifier and 'from' a field, found '-'\n  typeText -> A\n           ^",
            "g:9:18: error: expected where the element is: app, system or settings, found the end of the line\n  back tap \"b\" in\n                 ^",
            "g:11:25: error: expected 'in', 'until', 'timeout', 'if' or the end of the line, found 'soon'\n  waitFor \"x\" in system soon\n                        ^",
            "g:14:35: error: the wait's 'in' is already given\n  waitFor \"x\" in system timeout 2 in app\n                                  ^",
            "g:17:23: error: expected the timeout in seconds, a positive number\n  waitFor \"x\" timeout 0\n                      ^",
            "g:20:11: error: an element identifier must not be empty\n  waitFor \"\"\n          ^",
        ])
    }

    @Test func jsonErrorsPointAtTheValue() {
        let text = """
            {"format": "screengraph/1", "start": "A", "state": [{"name": "url", "type": "string", "initial": ""}],
             "screens": [
              {"name": "A", "waitFor": {"element": "x", "until": "gon", "in": "sytem", "colour": 1}, "edges": [
                {"to": "A", "gesture": "tap", "element": "Allow", "in": "setings"},
                {"to": "A", "gesture": "typeText", "element": "x", "text": "a", "textFrom": "url"},
                {"to": "A", "gesture": "typeText", "element": "x"},
                {"to": "A", "gesture": "noop", "in": "system"},
                {"to": "A", "gesture": "tap", "element": "x", "textFrom": "url"},
                {"to": "A", "gesture": "typeText", "element": "x", "textFrom": ""}]},
              {"name": "B", "waitFor": {"until": "gone", "timeout": -1}},
              {"name": "C", "waitFor": 3},
              {"name": "D", "waitFor": {"element": "x", "timeout": "soon", "if": 1}}]}
            """
        #expect(errors(text, .json).map { $0.split(separator: "\n")[0] } == [
            "g:3:76: error: unknown key 'colour' in a waitFor; expected one of: element, in, until, if, timeout",
            "g:3:67: error: unknown app 'sytem'; expected app, system or settings; did you mean 'system'?",
            "g:3:54: error: unknown 'until' value 'gon'; expected exists or gone; did you mean 'gone'?",
            "g:4:61: error: unknown app 'setings'; expected app, system or settings; did you mean 'settings'?",
            "g:5:81: error: gesture 'typeText' takes 'text' or 'textFrom', not both",
            "g:6:5: error: gesture 'typeText' needs 'text' or 'textFrom'",
            "g:7:42: error: 'in' does not apply to gesture 'noop'",
            "g:8:63: error: 'textFrom' does not apply to gesture 'tap'",
            "g:9:68: error: 'textFrom' must not be empty",
            "g:10:28: error: a waitFor needs 'element'",
            "g:10:57: error: 'timeout' must be a positive number, found -1",
            "g:11:28: error: 'waitFor' must be a string or an object, found a number",
            "g:12:70: error: 'if' must be a string, found a number",
            "g:12:56: error: 'timeout' must be a positive number, found a string",
        ])
    }

    @Test func compilerErrorsNameTheFieldAndTheLimit() {
        let text = """
            start A
            state query: string? = nil
            state count: int = 0
            state on: bool = false
            screen A
              waitFor "x" timeout 5000 if count + 1
              typeText "f" from qeury -> A
              typeText "f" from on -> A
              typeText "f" from count -> A
              typeText "f" from query -> A
            """
        #expect(errors(text, .screengraph) == [
            "g:6:3: error: waitFor timeout must be at most 3600 seconds, found 5000\n  waitFor \"x\" timeout 5000 if count + 1\n  ^",
            "g:6:37: error: a guard must be bool, found int\n  waitFor \"x\" timeout 5000 if count + 1\n                                    ^",
            "g:7:3: error: typeText from 'qeury': the user state has no such field; did you mean 'query'?\n  typeText \"f\" from qeury -> A\n  ^",
            "g:8:3: error: typeText from 'on': the field is a bool, not a string or int\n  typeText \"f\" from on -> A\n  ^",
        ])
    }

    @Test func theBuilderChecksWhatFilesCannotSay() {
        let error = #expect(throws: GraphError.self) {
            try ScreenGraph.build(start: "A") { map in
                map.addScreenState("A") { screen in
                    screen.onEnterWaitFor("x", until: .gone, timeout: .infinity)
                    screen.gesture(Interaction(.noop, in: .system), to: "A")
                }
            }
        }
        #expect(error?.diagnostics.map(\.message) == [
            "waitFor timeout must be a positive number of seconds, found inf",
            "'in system' needs a gesture on an element, not 'noop'",
        ])
    }

    @Test func theCheckerCountsTextFromAsAUseAndWarnsOfAWaitThatNeverApplies() throws {
        let graph = try ScreenGraph(
            read(
                """
                start A
                state url: string = ""
                state n: int = 0
                screen A
                  waitFor "x" until gone if n > 1 && n < 0
                  typeText "f" from url -> A
                """, .screengraph))
        #expect(graph.warnings.map(\.message) == ["waitFor condition 'n > 1 && n < 0' can never hold"])
    }
}

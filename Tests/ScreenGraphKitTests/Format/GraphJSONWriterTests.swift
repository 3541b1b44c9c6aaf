import Testing

@testable import ScreenGraphKit

/// The `screengraph/1` JSON written canonically: keys in the spec's order, defaults left
/// out, a plain `waitFor` as a string and one with options as an object, and small
/// objects (a state field, an edge, a step) on one line so a diff shows one change a line.
@Suite struct GraphJSONWriterTests {
    @Test func aDefinitionIsWrittenInTheSpecsOrderWithDefaultsLeftOut() {
        var definition = GraphDefinition(start: "Home")
        definition.state = [.int("n", -2), .optional("note", .string)]
        var home = ScreenDefinition("Home")
        home.waitFor = "home"
        home.back = BackDefinition(Interaction(.press(duration: 1), element: "back"), cost: 2)
        home.edges = [
            EdgeDefinition(to: "Home", Interaction(.tap, element: "Allow", in: .system), if: "n > 0"),
            EdgeDefinition(to: "Home", Interaction(.typeTextFrom("note"), element: "f"), cost: 0.5),
        ]
        home.actions = [ActionDefinition("Add", .tap("add"), effects: ["n += 1"])]
        definition.screens = [home]
        definition.navigatorActions = [NavigatorActionDefinition("Go", steps: [.goto("Home"), .set("n = 1")])]
        #expect(
            GraphJSONWriter.write(definition) == """
                {
                  "format": "screengraph/1",
                  "start": "Home",
                  "state": [
                    {"name": "n", "type": "int", "initial": -2},
                    {"name": "note", "type": "string?", "initial": null}
                  ],
                  "screens": [
                    {
                      "name": "Home",
                      "back": {"gesture": "press", "element": "back", "cost": 2},
                      "waitFor": "home",
                      "edges": [
                        {"to": "Home", "gesture": "tap", "element": "Allow", "in": "system", "if": "n > 0"},
                        {"to": "Home", "gesture": "typeText", "element": "f", "textFrom": "note", "cost": 0.5}
                      ],
                      "actions": [
                        {"name": "Add", "gesture": "tap", "element": "add", "effects": ["n += 1"]}
                      ]
                    }
                  ],
                  "navigatorActions": [
                    {
                      "name": "Go",
                      "steps": [
                        {"goto": "Home"},
                        {"set": "n = 1"}
                      ]
                    }
                  ]
                }

                """)
    }

    @Test func aWaitWithOptionsIsAnObjectOfOnlyThem() {
        var definition = GraphDefinition(start: "A")
        var screen = ScreenDefinition("A")
        screen.waitFor = WaitDefinition("spinner", until: .gone, timeout: 30)
        definition.screens = [screen]
        #expect(GraphJSONWriter.write(definition).contains(#""waitFor": {"element": "spinner", "until": "gone", "timeout": 30}"#))
    }

    @Test func gesturesCarryOnlyTheMembersTheirKindTakes() {
        var definition = GraphDefinition(start: "A")
        var screen = ScreenDefinition("A")
        screen.edges = [
            EdgeDefinition(to: "A", Interaction(.press(duration: 2.5), element: "p")), EdgeDefinition(to: "A", Interaction(.typeText("hi \"you\""), element: "f")),
            EdgeDefinition(to: "A", Interaction(.custom("shake"))), EdgeDefinition(to: "A", Interaction(.noop)),
        ]
        definition.screens = [screen]
        let text = GraphJSONWriter.write(definition)
        #expect(text.contains(#"{"to": "A", "gesture": "press", "element": "p", "duration": 2.5}"#))
        #expect(text.contains(#"{"to": "A", "gesture": "typeText", "element": "f", "text": "hi \"you\""}"#))
        #expect(text.contains(#"{"to": "A", "gesture": "custom", "description": "shake"}"#))
        #expect(text.contains(#"{"to": "A", "gesture": "noop"}"#))
    }

    @Test func anExpressionWithALineBreakIsWrittenOnOneLine() {
        var definition = GraphDefinition(start: "A")
        var screen = ScreenDefinition("A")
        screen.edges = [EdgeDefinition(to: "A", .tap("t"), if: "a &&\nb")]
        definition.screens = [screen]
        #expect(GraphJSONWriter.write(definition).contains(#""if": "a && b""#))
    }
}

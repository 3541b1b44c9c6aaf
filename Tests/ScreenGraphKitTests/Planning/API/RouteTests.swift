import Testing

@testable import ScreenGraphKit

/// A route is a value: its steps, what each applies, its cost, and the two ways it is
/// printed (the numbered text of `screengraph route` and the `--json` object).
@Suite struct RouteTests {
    /// Home's `onExit` and Settings' `onEnter` both apply on the edge between them;
    /// the action `Add` has an effect of its own.
    static func planner() throws -> Planner {
        let text = """
            start Home
            state count: int = 0
            screen Home
              onExit count += 1
              tap "settings" -> Settings cost 2
              action Add: tap "add"
                effect count += 10
            screen Settings
              onEnter count += 100
              back tap "nav.back"

            """
        return Planner(graph: try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g")))
    }

    @Test func aStepListsTheEffectsItAppliesInOrder() throws {
        let route = try Self.planner().route(to: "Settings")
        let step = try #require(route.steps.first)
        #expect(route.steps.count == 1)
        #expect(step.from == "Home" && step.to == "Settings" && step.kind == .edge)
        #expect(step.interaction == .tap("settings"))
        #expect(step.effects == ["count += 1", "count += 100"])
        #expect(step.state.value(of: "count") == 101)
        #expect(route.cost == 2 && route.destination == "Settings")
        #expect(route.description == "1. Home → Settings  edge tap 'settings'  [count += 1; count += 100]\ncost 2")
    }

    @Test func anActionAndTheWayBackAreStepsOfTheirOwnKind() throws {
        let route = try Self.planner().route(to: "Add", allowingStateChanges: true)
        #expect(route.steps.map(\.kind) == [.action, .return])
        #expect(route.steps.map(\.to) == ["Add", "Home"])
        #expect(route.to == "Add" && route.destination == "Home")
        #expect(route.steps.last?.state.value(of: "count") == 10)
    }

    /// Already there: no steps, cost 0, and the destination is where it starts.
    @Test func aRouteToWhereItStartsIsEmpty() throws {
        let route = try Self.planner().route(to: "Home")
        #expect(route.steps.isEmpty)
        #expect(route.destination == "Home")
        #expect(route.description == "cost 0")
    }

    /// Names and effects are printed through `Echo.excerpt`: a control character shows
    /// escaped, never raw on the terminal.
    @Test func theTextEscapesWhatItPrints() throws {
        var route = try Self.planner().route(to: "Settings")
        route.steps[0].to = "Set\u{7}tings"
        route.steps[0].effects = ["a\nb"]
        #expect(route.description == "1. Home → Set\\u{7}tings  edge tap 'settings'  [a\\u{A}b]\ncost 2")
    }

    // MARK: - Route+JSON.swift

    /// `screengraph route --json`: keys in a fixed order, every step with its kind,
    /// gesture, element and effects.
    @Test func theJSONHasTheRouteAndEveryStep() throws {
        #expect(try Self.planner().route(to: "Settings").json(graph: "G") == """
            {
              "graph": "G",
              "from": "Home",
              "to": "Settings",
              "cost": 2,
              "steps": [
                {
                  "from": "Home",
                  "to": "Settings",
                  "kind": "edge",
                  "gesture": "tap",
                  "element": "settings",
                  "effects": ["count += 1", "count += 100"]
                }
              ]
            }

            """)
    }

    /// A `return` step has no gesture: `gesture` and `element` are `null`, not missing.
    @Test func aStepWithoutAGestureHasNullsInTheJSON() throws {
        let json = try JSONParser.parse(try Self.planner().route(to: "Add", allowingStateChanges: true).json(graph: "G"))
        #expect(JSONScannerTests.render(json).hasSuffix(
            "{from:\"Add\",to:\"Home\",kind:\"return\",gesture:null,element:null,effects:[]}]}"))
    }
}

import Testing

@testable import ScreenGraphKit

/// Declaring one screen in Swift, as MappaMundi's `ScreenStateNode` does: each gesture as
/// an edge to a screen and as an action, the back gesture, the waits and the effects on
/// entering and leaving, each at the Swift line that declared it.
@Suite struct ScreenStateBuilderTests {
    private static func screen(
        state: [StateField] = [.int("count"), .bool("loading")], _ body: @escaping (ScreenStateBuilder<UserState>) -> Void
    ) throws -> ScreenDefinition {
        let graph = try ScreenGraph.build(start: "A", state: state) { map in
            map.addScreenState("A", body)
            map.addScreenState("B")
        }
        return try #require(graph.definition.screens.first { $0.name == "A" })
    }

    @Test func everyGestureIsAnEdgeWithItsInteraction() throws {
        let screen = try Self.screen { screen in
            screen.tap("t", to: "B")
            screen.doubleTap("d", to: "B")
            screen.press("p", forDuration: 2, to: "B")
            screen.typeText("hi", into: "f", to: "B")
            screen.swipeLeft("l", to: "B")
            screen.swipeRight("r", to: "B")
            screen.swipeUp("u", to: "B")
            screen.swipeDown("w", to: "B")
            screen.noop(to: "B")
            screen.gesture(Interaction(.tap, element: "Allow", in: .system), to: "B")
        }
        #expect(screen.edges.map(\.interaction.description) == [
            "tap 't'", "doubleTap 'd'", "press(2.0) 'p'", #"typeText("hi") 'f'"#, "swipeLeft 'l'", "swipeRight 'r'",
            "swipeUp 'u'", "swipeDown 'w'", "noop", "tap 'Allow' in system",
        ])
        #expect(screen.edges.allSatisfy { $0.to == "B" && $0.cost == 1 && $0.condition == nil })
    }

    /// A condition and a cost go with the edge, and the edge remembers its Swift line
    /// for the compiler's messages.
    @Test func conditionsCostsAndLocationsGoWithTheEdge() throws {
        let line = #line + 2
        let screen = try Self.screen { screen in
            screen.tap("t", to: "B", if: "count > 1", cost: 3)
        }
        let edge = try #require(screen.edges.first)
        #expect(edge.condition?.text == "count > 1" && edge.cost == 3)
        #expect(edge.location?.line == line && edge.location?.file.hasSuffix("ScreenStateBuilderTests.swift") == true)
    }

    @Test func everyGestureHasAnActionForm() throws {
        let screen = try Self.screen { screen in
            screen.tap("t", forAction: "Tap", effects: ["count += 1"])
            screen.doubleTap("d", forAction: "Double")
            screen.press("p", forDuration: 3, forAction: "Press")
            screen.typeText("x", into: "f", forAction: "Type")
            screen.swipeLeft("l", forAction: "Left")
            screen.swipeRight("r", forAction: "Right")
            screen.swipeUp("u", forAction: "Up")
            screen.swipeDown("w", forAction: "Down")
            screen.toggleOn("s", forAction: "On", if: "!loading")
            screen.toggleOff("s", forAction: "Off")
            screen.noop(forAction: "Nothing", transitionTo: "B")
        }
        #expect(screen.actions.map(\.name) == ["Tap", "Double", "Press", "Type", "Left", "Right", "Up", "Down", "On", "Off", "Nothing"])
        #expect(screen.actions.map { $0.interaction?.gesture.kind ?? "-" } == [
            "tap", "doubleTap", "press", "typeText", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "toggleOn", "toggleOff", "noop",
        ])
        #expect(screen.actions[0].effects.map(\.text) == ["count += 1"])
        #expect(screen.actions[2].interaction?.gesture == .press(duration: 3))
        #expect(screen.actions[8].condition?.text == "!loading")
        #expect(screen.actions.map(\.then) == Array(repeating: nil, count: 10) + ["B"])
    }

    /// Several names declare a chain (MappaMundi's `forAction: "A", "B"`): the first is the
    /// screen's action, each next one its `then`, the last one's `then` the given one.
    @Test func severalActionNamesDeclareAChain() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                screen.tap("go", forAction: "First", "Second", "Third", transitionTo: "B")
            }
            map.addScreenState("B")
        }
        let screen = try #require(graph.definition.screens.first)
        #expect(screen.actions.map(\.name) == ["First"] && screen.actions[0].then == "Second")
        #expect(graph.definition.actions.map(\.name) == ["Second", "Third"])
        #expect(graph.definition.actions.map(\.then) == ["Third", "B"])
    }

    /// An action with no name is reported by the compiler at the line that declared it.
    @Test func anActionWithoutANameIsAnErrorAtItsLine() {
        let line = #line + 4
        let result = Result { () throws(GraphError) in
            try ScreenGraph.build(start: "A") { map in
                map.addScreenState("A") { screen in
                    screen.gesture(Interaction(.tap, element: "x"))
                }
            }
        }
        guard case .failure(let error) = result else {
            Issue.record("the graph built")
            return
        }
        #expect(error.description.contains("ScreenStateBuilderTests.swift:\(line):"))
    }

    @Test func backWaitsAndEffects() throws {
        let screen = try Self.screen { screen in
            screen.dismissOnUse = true
            screen.backAction(.tap("close"), cost: 2)
            screen.onEnterWaitFor("spinner", until: .gone, if: "loading", timeout: 30)
            screen.onEnter("count += 1", "loading = false")
            screen.onExit("count -= 1")
        }
        #expect(screen.dismissOnUse)
        #expect(screen.back?.interaction == .tap("close") && screen.back?.cost == 2)
        let wait = try #require(screen.waitFor)
        #expect(wait.element == "spinner" && wait.app == .app && wait.until == .gone && wait.timeout == 30)
        #expect(wait.condition?.text == "loading")
        #expect(screen.onEnter.map(\.text) == ["count += 1", "loading = false"])
        #expect(screen.onExit.map(\.text) == ["count -= 1"])
    }

    /// The last `onEnterWaitFor` wins: a screen has one identity.
    @Test func aLaterWaitReplacesTheEarlierOne() throws {
        let screen = try Self.screen { screen in
            screen.onEnterWaitFor("first")
            screen.onEnterWaitFor("Allow", in: .system)
        }
        #expect(screen.waitFor?.element == "Allow" && screen.waitFor?.app == .system && screen.waitFor?.until == .exists)
        #expect(screen.waitFor?.timeout == nil)
    }
}

import Testing

@testable import ScreenGraphKit

/// The screen and edge fields kept in a ``Boxed`` value: they read back what was written, copies
/// keep their own values, and the structs stay small, which is what the boxes are for
/// (a 100,000-screen graph file held 336 bytes a screen definition before).
@Suite struct BoxedTests {
    /// A write to `back` or `waitFor`, in place or whole, is seen through the value written
    /// and not through a copy made before it.
    @Test func screenFieldsKeepValueSemantics() {
        var screen = ScreenDefinition("Home")
        #expect(screen.back == nil && screen.waitFor == nil)
        screen.back = BackDefinition(Interaction(.tap, element: "back"), cost: 2)
        screen.waitFor = WaitDefinition("spinner", until: .gone, timeout: 30)
        let copy = screen
        screen.back?.cost = 5
        screen.waitFor?.timeout = 9
        #expect(screen.back?.cost == 5)
        #expect(screen.waitFor?.timeout == 9)
        #expect(copy.back?.cost == 2)
        #expect(copy.waitFor?.timeout == 30)
        #expect(copy.waitFor?.until == .gone)
        screen.back = nil
        screen.waitFor = nil
        #expect(screen.back == nil && screen.waitFor == nil)
        #expect(copy.back?.interaction.element == "back")
    }

    /// An edge's guard, written in place or whole, is seen through the value written and
    /// not through a copy made before it.
    @Test func edgeConditionKeepsValueSemantics() {
        var edge = EdgeDefinition(to: "B", Interaction(.tap, element: "b"), if: "loggedIn")
        let copy = edge
        edge.condition?.text = "loggedOut"
        #expect(edge.condition?.text == "loggedOut")
        #expect(copy.condition?.text == "loggedIn")
        edge.condition = nil
        #expect(edge.condition == nil && copy.condition != nil)
        #expect(EdgeDefinition(to: "B", Interaction(.tap, element: "b")).condition == nil)
    }

    /// A compiled screen gives back the back gesture and wait condition it was made with.
    @Test func compiledScreenReadsBackItsFields() throws {
        let graph = try ScreenGraph(
            GraphDefinition(
                parsing: """
                    start A
                    state loading: bool = false

                    screen A
                      waitFor "spinner" until gone if loading
                      back tap "close" cost 3
                      tap "b" -> B

                    screen B
                      tap "a" -> A
                    """, format: .screengraph, path: "boxed.screengraph"))
        #expect(graph.screens[0].back?.cost == 3)
        #expect(graph.screens[0].back?.interaction.element == "close")
        #expect(graph.screens[0].waitCondition?.source.text == "loading")
        #expect(graph.screens[1].back == nil && graph.screens[1].waitCondition == nil)
    }

    /// What a screen costs in the arrays of a large graph: a definition and a compiled
    /// screen each, with the two rare fields out of line.
    @Test func screensStaySmall() {
        #expect(MemoryLayout<ScreenDefinition>.stride <= 128)
        #expect(MemoryLayout<CompiledScreen>.stride <= 48)
        #expect(MemoryLayout<EdgeDefinition>.stride <= 112)
    }
}

import Testing

@testable import ScreenGraphKit

/// Where a navigator starts: the screen, no back stack, nothing beneath, and the
/// initial user state with the screen's `onEnter` applied.
@Suite struct NavigationStateTests {
    static let graph: ScreenGraph = {
        let text = """
            start Home
            state visits: int = 0
            state big: int = 9223372036854775807
            screen Home
              onEnter visits += 1
              tap "over" -> Overflowing
            screen Overflowing
              onEnter visits += 1
              onEnter big += 1

            """
        return try! ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g"))
    }()

    @Test func startingOnAScreenAppliesItsOnEnter() throws {
        let home = try #require(Self.graph.nodeIDs["Home"])
        let state = NavigationState(startingOn: home, in: Self.graph)
        #expect(state.node == home)
        #expect(state.origin == -1 && state.beneath == -1 && state.stack.isEmpty)
        #expect(state.user.value(of: "visits") == 1)
        #expect(Self.graph.initialState.value(of: "visits") == 0)
    }

    /// An `onEnter` that overflows leaves the whole initial state, not half of the
    /// statements applied.
    @Test func anOnEnterThatOverflowsLeavesTheInitialState() throws {
        let screen = try #require(Self.graph.nodeIDs["Overflowing"])
        let state = NavigationState(startingOn: screen, in: Self.graph)
        #expect(state.node == screen)
        #expect(state.user.slots == Self.graph.initialState.slots)
        #expect(state.user.value(of: "visits") == 0)
    }
}

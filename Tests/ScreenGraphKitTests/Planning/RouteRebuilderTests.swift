import Testing

@testable import ScreenGraphKit

/// ``RouteRebuilder`` on the searches it is given: the path back from a found state to
/// the start, an action's chain finished after the search, and each step's kind,
/// gesture, effects, cost and back stack, on the passcode graph of `BackStackTests`.
@Suite struct RouteRebuilderTests {
    private let graph: ScreenGraph
    private var space: SearchSpace

    init() throws {
        graph = try BackStackTests.passcodeGraph()
        space = SearchSpace(graph: graph)
    }

    private func id(_ name: String) -> Int32 { graph.nodeIDs[name] ?? -1 }

    /// Runs a search from `screen` with `stack` (names, bottom first) to `goal`.
    private mutating func search(
        from screen: String, stack: [String] = [], to goal: String, allowingStateChanges: Bool = false
    ) throws -> (start: NavigationState, found: Int32) {
        let start = NavigationState(node: id(screen), stack: BackStack(stack.map(id)), user: graph.initialState)
        let found = try space.search(from: start, goal: id(goal), allowingStateChanges: allowingStateChanges, limit: 10_000)
        return (start, found)
    }

    private func summary(_ route: Route) -> [String] {
        route.steps.map { step in
            let stack = step.position.stack.map { graph.nodeNames[Int($0)] }
            return "\(step.from)→\(step.to) \(step.kind.rawValue) \(step.cost) \(step.effects) \(stack)"
        }
    }

    @Test mutating func thePathFollowsTheParentsBackToTheStart() throws {
        let (_, found) = try search(from: "Intro_Welcome", to: "PasscodeSettings")
        let path = RouteRebuilder.path(to: found, in: space)
        #expect(path.map { graph.nodeNames[Int(space.states.records[Int($0.state)].node)] } == [
            "Intro_Welcome", "Intro_Sync", "BrowserTab", "BrowserTabMenu", "SettingsScreen", "PasscodeSettings",
        ])
        #expect(path.first?.via == SearchSpace.Via.start)
        for (previous, next) in zip(path, path.dropFirst()) {
            #expect(space.states.records[Int(next.state)].parent == previous.state)
            #expect(space.states.records[Int(next.state)].via == next.via)
        }
    }

    @Test mutating func aRouteToAnActionFinishesItsChainAfterTheSearch() throws {
        // The search stops on the action; the rebuilder takes it back to a screen: the
        // menu is an overlay dismissed on use, so back to the screen beneath it.
        let (start, found) = try search(from: "BrowserTab", to: "ToggleNightMode")
        #expect(space.states.records[Int(found)].node == id("ToggleNightMode"))
        let route = try RouteRebuilder.route(from: start, to: found, in: &space)
        #expect(route.from == "BrowserTab" && route.to == "ToggleNightMode" && route.cost == 3)
        #expect(summary(route) == [
            "BrowserTab→BrowserTabMenu edge 1.0 [] []",
            "BrowserTabMenu→ToggleNightMode action 1.0 [\"nightMode = !nightMode\"] []",
            "ToggleNightMode→BrowserTab return 1.0 [] []",
        ])
        #expect(route.steps.last?.state.nightMode == true)
    }

    @Test mutating func aBackStepNamesTheBackGestureAndPopsTheStack() throws {
        let (start, found) = try search(from: "PasscodeSettings", stack: ["BrowserTab", "SettingsScreen"], to: "SettingsScreen")
        let route = try RouteRebuilder.route(from: start, to: found, in: &space)
        #expect(summary(route) == ["PasscodeSettings→SettingsScreen back 1.0 [] [\"BrowserTab\"]"])
        #expect(route.steps.first?.interaction == .tap("nav.back"))
        // The same step, rebuilt on its own from the two states of the search.
        let step = RouteRebuilder.step(from: space.states.records[Int(found)].parent, to: found, via: SearchSpace.Via.back, in: space)
        #expect(step.kind == .back && step.interaction == route.steps.first?.interaction)
        #expect(step.position == route.steps.first?.position && step.declaration == route.steps.first?.declaration)
    }
}

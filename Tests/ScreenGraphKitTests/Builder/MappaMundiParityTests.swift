import Testing

@testable import ScreenGraphKit

/// MappaMundi constructs that have no file form: action chains, navigator actions as
/// closures and as an action's `transitionTo`, recorders, exit observers.
@Suite struct MappaMundiParityTests {
    struct TabsState: UserStateModel {
        var numTabs = 1
        var isPrivate = false
        var exits = 0
    }

    static func browser() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Browser", state: TabsState.self) { map in
            map.addScreenState("Browser") { screen in
                screen.tap("tabs", to: "TabTray")
                screen.press("reload", forDuration: 2, forAction: "Reload")
                screen.onExit { state in state.exits += 1 }
            }
            map.addScreenState("TabTray") { screen in
                screen.backAction(.tap("done"))
                // A chain: the gesture performs OpenTab, whose `then` is CloseTray, which leads to Browser.
                screen.tap("new", forAction: "OpenTab", "CloseTray", transitionTo: "Browser") { state in state.numTabs += 1 }
                screen.swipeLeft("cell.0", forAction: "CloseTab", if: "numTabs > 1") { state in state.numTabs -= 1 }
                screen.doubleTap("private", forAction: "TogglePrivate", transitionTo: "AfterToggle") { state in
                    state.isPrivate.toggle()
                }
            }
            map.addNavigatorAction("AfterToggle") { navigator in try navigator.nowAt("Browser") }
            map.addNavigatorAction("OpenTwoTabs") { navigator in
                try navigator.performAction("OpenTab")
                try navigator.performAction("OpenTab")
            }
        }
    }

    @Test func aChainRunsToItsLastTransition() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: driver)
        try navigator.performAction("OpenTab")
        #expect(navigator.currentScreen == "Browser")
        #expect(navigator.userState.numTabs == 2)
        #expect(driver.interactions == [.tap("tabs"), .tap("new")])
        #expect(try Self.browser().definition.actions.map(\.name) == ["CloseTray"])
    }

    @Test func aNavigatorActionWrittenInSwiftMovesTheNavigator() throws {
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: RecordingDriver())
        #expect(navigator.can(performAction: "OpenTwoTabs"))
        try navigator.performAction("OpenTwoTabs")
        #expect(navigator.userState.numTabs == 3)
    }

    @Test func anActionMayTransitionToANavigatorAction() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: driver)
        try navigator.performAction("TogglePrivate")
        #expect(navigator.userState.isPrivate)
        // The navigator action ran after the toggle and told the navigator where the app is.
        #expect(navigator.currentScreen == "Browser")
        #expect(driver.interactions == [.tap("tabs"), Interaction(.doubleTap, element: "private")])
    }

    @Test func guardsSeeWhatRecordersChanged() throws {
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: RecordingDriver())
        #expect(!navigator.can(performAction: "CloseTab"))
        try navigator.performAction("OpenTab")
        #expect(navigator.can(performAction: "CloseTab"))
        try navigator.performAction("CloseTab")
        #expect(navigator.userState.numTabs == 1)
        #expect(!navigator.can(performAction: "Nowhere"))
        #expect(!navigator.can(performAction: "TabTray"))
    }

    @Test func exitObserversRunOnLeaving() throws {
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: RecordingDriver())
        try navigator.goto("TabTray")
        try navigator.back()
        try navigator.performAction("Reload")
        #expect(navigator.userState.exits == 2)
    }

    @Test func visitNodesCallsTheVisitorOnEachScreen() throws {
        let navigator = try Navigator<TabsState>(graph: try Self.browser(), driver: RecordingDriver())
        var visited: [String] = []
        try navigator.visitNodes(["TabTray", "Browser"]) { name in
            visited.append("\(name)@\(navigator.currentScreen)")
        }
        #expect(visited == ["TabTray@TabTray", "Browser@Browser"])
    }

    @Test func everyGestureHasAnActionForm() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in
                screen.tap("t", forAction: "Tap")
                screen.doubleTap("d", forAction: "DoubleTap")
                screen.press("p", forAction: "Press")
                screen.typeText("hi", into: "f", forAction: "Type")
                screen.swipeLeft("l", forAction: "SwipeLeft")
                screen.swipeRight("r", forAction: "SwipeRight")
                screen.swipeUp("u", forAction: "SwipeUp")
                screen.swipeDown("w", forAction: "SwipeDown")
                screen.toggleOn("s", forAction: "On")
                screen.toggleOff("s", forAction: "Off")
                screen.noop(forAction: "Noop")
                screen.gesture(forAction: "Gesture")
                screen.swipeUp("u", to: "B")
            }
            map.addScreenState("B") { $0.backAction(.tap("back")) }
        }
        #expect(graph.actionNames.count == 12)
        #expect(
            graph.definition.screens[0].actions.compactMap { $0.interaction?.gesture.kind } == [
                "tap", "doubleTap", "press", "typeText", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "toggleOn",
                "toggleOff", "noop", "noop",
            ])
    }
}

import Testing

@testable import ScreenGraphKit

/// Swift closures in a graph (ScreenStateBuilder+Closures.swift): gestures for edges,
/// actions and back written against the app interface, observers that query the app and
/// throw; and, last, the same closures bound to a graph file's `custom` gestures.
@Suite struct ScreenStateBuilderClosuresTests {
    struct BrowserState: UserStateModel {
        var url = "mozilla.org"
        var visited = 0
        var numTabs = 0
    }

    static func browser() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Home", state: BrowserState.self) { map in
            map.addScreenState("Home") { screen in
                screen.gesture(to: "URLBar") { app, _ in app.textFields["url"].tap() }
                screen.tap("tabs", to: "TabTray")
            }
            map.addScreenState("URLBar") { screen in
                screen.gesture(forAction: "LoadURL", transitionTo: "Home", effects: ["visited += 1"]) { app, state in
                    app.textFields["address"].typeText(state.url + "\n")
                }
                screen.backAction(description: "cancel") { app, _ in app.buttons["cancel"].tap() }
            }
            map.addScreenState("TabTray") { screen in
                screen.onEnter { app, state in state.numTabs = app.tables["tabs"].cells.count }
                screen.backAction(.tap("done"))
            }
        }
    }

    @Test func closureGesturesActOnTheAppWithTheTypedState() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<BrowserState>(graph: try Self.browser(), driver: driver)
        navigator.userState.url = "example.com"
        try navigator.performAction("LoadURL")
        #expect(
            driver.interactions == [.tap("url"), Interaction(.typeText("example.com\n"), element: "address")])
        #expect(navigator.currentScreen == "Home")
        #expect(navigator.userState.visited == 1)
    }

    @Test func routesShowAClosureByItsDescription() throws {
        let graph = try Self.browser()
        let route = try Planner(graph: graph).route(to: "LoadURL", from: "Home")
        #expect(route.steps.map { $0.interaction?.description } == [#"custom("Home → URLBar")"#, #"custom("LoadURL")"#, nil])
        #expect(graph.definition.customGestureDescriptions == ["Home → URLBar", "cancel", "LoadURL"])
    }

    @Test func aBackClosureLeadsBack() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<BrowserState>(graph: try Self.browser(), driver: driver)
        try navigator.goto("URLBar")
        try navigator.back()
        #expect(driver.interactions == [.tap("url"), .tap("cancel")])
        #expect(navigator.currentScreen == "Home")
    }

    @Test func anObserverCountsCellsIntoAField() throws {
        let driver = RecordingDriver()
        driver.counts[.cell] = 3
        let navigator = try Navigator<BrowserState>(graph: try Self.browser(), driver: driver)
        try navigator.goto("TabTray")
        #expect(navigator.userState.numTabs == 3)
    }

    @Test func aGestureOnAMissingElementFailsTheStepAtTheClosure() throws {
        let driver = RecordingDriver()
        driver.missingElements = ["address"]
        let navigator = try Navigator<BrowserState>(graph: try Self.browser(), driver: driver)
        let error = try #require(throws: NavigationError.self) { try navigator.performAction("LoadURL") }
        #expect(error.reason == .driver(DriverError(#"No matches found for app.textFields["address"]"#)))
        #expect(error.step?.to == "LoadURL")
        #expect(error.declaration?.line == 22)
    }

    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "the tab tray is empty" }
    }

    @Test func anObserverThatThrowsFailsTheStep() throws {
        let graph = try ScreenGraph.build(start: "Home", state: BrowserState.self) { map in
            map.addScreenState("Home") { $0.tap("tabs", to: "TabTray") }
            map.addScreenState("TabTray") { screen in
                screen.onEnter { app, _ in if app.cells.count == 0 { throw Unavailable() } }
            }
        }
        let navigator = try Navigator<BrowserState>(graph: graph, driver: RecordingDriver())
        let error = try #require(throws: NavigationError.self) { try navigator.goto("TabTray") }
        guard case .closure(let message) = error.reason else {
            Issue.record("expected a closure failure, got \(error.reason)")
            return
        }
        #expect(message.hasSuffix("threw: the tab tray is empty"))
        #expect(error.declaration?.line == 87)
    }

    @Test func thePlannerNeverRunsClosures() throws {
        let runs = Counter()
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { screen in screen.gesture(to: "B") { _, _ in runs.increment() } }
            map.addScreenState("B")
        }
        _ = try Planner(graph: graph).route(to: "B", from: "A")
        _ = try Navigator(graph: graph, driver: RecordingDriver()).plan(to: "B")
        #expect(runs.value == 0)
        try Navigator(graph: graph, driver: RecordingDriver()).goto("B")
        #expect(runs.value == 1)
    }

    /// A driver with no app interface: closures cannot run on it.
    final class BareDriver: Driver {
        func perform(_ interaction: Interaction) throws(DriverError) {}
        func waitForElement(_ identifier: String, timeout: Double) -> Bool { true }
        func value(of identifier: String) -> String? { nil }
    }

    @Test func aClosureOnADriverWithoutAnAppFailsClearly() throws {
        let navigator = try Navigator<BrowserState>(graph: try Self.browser(), driver: BareDriver())
        let error = try #require(throws: NavigationError.self) { try navigator.goto("URLBar") }
        #expect(
            error.reason
                == .driver(DriverError("the custom gesture 'Home → URLBar' runs Swift code that needs an app, and the driver has none")))
    }

    // MARK: Binding closures to a graph file

    static let file = """
        graph "Browser"
        start Home
        state url: string = "mozilla.org"
        state visited: int = 0

        screen Home
          tap "url" -> URLBar

        screen URLBar
          action LoadURL: custom("enter the address") -> Home
            effect visited += 1
        """

    @Test func aSuiteBindsAFilesCustomGestureByItsDescription() throws {
        var definition = try GraphDefinition(parsing: Self.file, format: .screengraph, path: "Browser.screengraph")
        try definition.bindGesture("enter the address", state: BrowserFileState.self) { app, state in
            app.textFields["address"].typeText(state.url)
        }
        let driver = RecordingDriver()
        let navigator = try Navigator<BrowserFileState>(graph: try ScreenGraph(definition), driver: driver)
        try navigator.performAction("LoadURL")
        #expect(driver.interactions == [.tap("url"), Interaction(.typeText("mozilla.org"), element: "address")])
        #expect(navigator.userState.visited == 1)
    }

    struct BrowserFileState: UserStateModel {
        var url = ""
        var visited = 0
    }

    @Test func anUnboundCustomGestureGoesToTheDriver() throws {
        let definition = try GraphDefinition(parsing: Self.file, format: .screengraph, path: "Browser.screengraph")
        let driver = RecordingDriver()
        try Navigator(graph: try ScreenGraph(definition), driver: driver).goto("LoadURL")
        #expect(driver.interactions == [.tap("url"), Interaction(.custom("enter the address"))])
    }

    @Test func bindingANameNoGestureHasFailsWithTheClosestOne() throws {
        var definition = try GraphDefinition(parsing: Self.file, format: .screengraph, path: "Browser.screengraph")
        let error = try #require(throws: GraphError.self) {
            try definition.bindGesture("enter the adress") { _, _ in }
        }
        #expect(error.diagnostics.map(\.message) == ["no custom gesture is described 'enter the adress'; did you mean 'enter the address'?"])
        try definition.bindGesture("enter the address") { _, _ in }
        let twice = try #require(throws: GraphError.self) { try definition.bindGesture("enter the address") { _, _ in } }
        #expect(twice.diagnostics.map(\.message) == ["the custom gesture 'enter the address' is bound already"])
    }

    @Test func bindingWithAStateTypeTheGraphDoesNotHaveFails() throws {
        struct Other: UserStateModel { var url = 0 }
        var definition = try GraphDefinition(parsing: Self.file, format: .screengraph, path: "Browser.screengraph")
        let error = try #require(throws: GraphError.self) {
            try definition.bindGesture("enter the address", state: Other.self) { _, _ in }
        }
        #expect(error.diagnostics.map(\.message) == ["Other.url is int but the graph declares it string"])
    }
}

/// A count a `@Sendable` closure can bump.
final class Counter: @unchecked Sendable {
    private(set) var value = 0
    func increment() { value += 1 }
}

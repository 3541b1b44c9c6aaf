import Testing

@testable import ScreenGraphKit

/// Gestures and waits on a ``TestElement`` rather than an identifier, in MappaMundi's
/// spelling (`screenState.tap(app.buttons["Done"], to: "Home")`): each is a `custom`
/// gesture named after the element, which waits for the element, then acts on it.
/// Graph code on elements runs on the main actor, as XCUITest code does.
@MainActor @Suite struct ScreenStateBuilderElementsTests {
    private let driver = RecordingDriver()
    private var app: TestApp { TestApp(backend: driver) }

    private func graph(_ body: @escaping (ScreenStateBuilder<UserState>) -> Void) throws -> ScreenGraph {
        try ScreenGraph.build(start: "A", state: [.bool("loading")]) { map in
            map.addScreenState("A", body)
            map.addScreenState("B")
        }
    }

    @Test func anElementGestureIsACustomGestureNamedAfterItsElement() throws {
        let save = app.buttons["save"]
        let graph = try graph { screen in
            screen.tap(save, to: "B")
            screen.swipeUp(self.app.tables.element(boundBy: 0), to: "B", cost: 2)
        }
        let edges = graph.definition.screens[0].edges
        #expect(edges.map(\.interaction.description) == [#"custom("tap app.buttons[\"save\"]")"#, #"custom("swipeUp app.tables.element(boundBy: 0)")"#])
        #expect(edges.map(\.cost) == [1, 2])
        try Navigator(graph: graph, driver: driver).goto("B")
        #expect(driver.interactions == [.tap("save")])
        // It waited for the element first, as MappaMundi does, up to the element timeout.
        #expect(driver.waits.map(\.timeout) == [ScreenStateBuilder<UserState>.elementTimeout])
    }

    @Test func anElementThatNeverAppearsFailsTheStepSayingSo() throws {
        driver.missingElements = ["save"]
        let save = app.buttons["save"]
        let graph = try graph { screen in screen.tap(save, to: "B") }
        let navigator = Navigator(graph: graph, driver: driver)
        let error = try #require(throws: NavigationError.self) { try navigator.goto("B") }
        #expect(error.reason == .closure(#"the custom gesture 'tap app.buttons["save"]' threw: no element app.buttons["save"] after 5 s"#))
        #expect(driver.interactions.isEmpty)
    }

    @Test func actionFormsPerformTheirGestureWithItsParameters() throws {
        let field = app.textFields["url"]
        let reload = app.buttons["reload"]
        let graph = try graph { screen in
            screen.typeText("example.com", into: field, forAction: "Enter", effects: ["loading = true"])
            screen.press(reload, forDuration: 2, forAction: "Reload")
        }
        #expect(graph.definition.screens[0].actions.map(\.name) == ["Enter", "Reload"])
        let navigator = Navigator(graph: graph, driver: driver)
        try navigator.performAction("Enter")
        try navigator.performAction("Reload")
        #expect(driver.interactions == [Interaction(.typeText("example.com"), element: "url"), Interaction(.press(duration: 2), element: "reload")])
        #expect(navigator.userState.value(of: "loading") == .bool(true))
    }

    /// MappaMundi's `onEnterWaitFor("exists != true", element:)` waits for the element to
    /// go; with `if:`, only when the condition holds on entering.
    @Test func onEnterWaitForWaitsForTheElementOrItsGoing() throws {
        let spinner = app.activityIndicators["spinner"]
        let title = app.staticTexts["title"]
        let graph = try ScreenGraph.build(start: "A", state: [.bool("loading")]) { map in
            map.addScreenState("A") { $0.tap("go", to: "B") }
            map.addScreenState("B") { screen in
                screen.onEnterWaitFor(element: title, timeout: 4)
                screen.onEnterWaitFor("exists != true", element: spinner, if: "loading")
            }
        }
        try Navigator(graph: graph, driver: driver).goto("B")
        #expect(driver.waits.map(\.identifier) == ["title"] && driver.waits.map(\.until) == [.exists] && driver.waits.map(\.timeout) == [4])

        driver.waits = []
        driver.missingElements = ["spinner"]  // gone, so the wait for its going holds
        let loading = Navigator(graph: graph, driver: driver)
        try loading.userState.set("loading", to: .bool(true))
        try loading.goto("B")
        #expect(driver.waits.map(\.until) == [.exists, .gone] && driver.waits.map(\.timeout) == [4, 10])
    }

    @Test func aWaitThatRunsOutFailsTheStep() throws {
        driver.missingElements = ["title"]
        let title = app.staticTexts["title"]
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("go", to: "B") }
            map.addScreenState("B") { screen in screen.onEnterWaitFor(element: title, timeout: 1.5) }
        }
        let error = try #require(throws: NavigationError.self) { try Navigator(graph: graph, driver: self.driver).goto("B") }
        guard case .closure(let message) = error.reason else {
            Issue.record("\(error.reason)")
            return
        }
        #expect(message.hasSuffix(#"threw: app.staticTexts["title"] does not exist after 1.5 s"#))
    }

    /// The condition is read when the screen is entered: one the state cannot read fails
    /// that step, naming the condition.
    @Test func aConditionTheStateCannotReadFailsTheStep() throws {
        let title = app.staticTexts["title"]
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("go", to: "B") }
            map.addScreenState("B") { screen in screen.onEnterWaitFor(element: title, if: "missing > 1") }
        }
        let error = try #require(throws: NavigationError.self) { try Navigator(graph: graph, driver: self.driver).goto("B") }
        guard case .closure(let message) = error.reason else {
            Issue.record("\(error.reason)")
            return
        }
        #expect(message.hasSuffix(#"threw: onEnterWaitFor's if: "missing > 1": unknown state field 'missing'"#))
        #expect(driver.waits.isEmpty)
    }
}

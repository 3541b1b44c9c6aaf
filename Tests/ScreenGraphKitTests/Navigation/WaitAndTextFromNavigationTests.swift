import Testing

@testable import ScreenGraphKit

/// How a navigator follows a screen's `waitFor` (until gone, in another app, only when
/// its `if` holds on entering, with its own timeout) and types a `typeText` from a field.
@Suite struct WaitAndTextFromNavigationTests {
    /// Home leads to Page, whose spinner must go away when the page was loading; to a
    /// system prompt; to a slow screen with its own timeout; and types into a search field
    /// from the state.
    static let graphText = """
        start Home

        state loading: bool = false
        state query: string? = "swift"
        state count: int = 42

        screen Home
          waitFor "home.title"
          tap "page" -> Page
          action Load: tap "reload" -> Page
            effect loading = true
          tap "prompt" -> Prompt
          tap "slow" -> Slow
          typeText "search" from query -> Results
          typeText "count.field" in settings from count -> Counted
          action Search: typeText "search" from query -> Results
            effect query = "other"
          action Forget: tap "forget"
            effect query = nil

        screen Page
          waitFor "spinner" until gone timeout 3 if loading
          back tap "back"

        screen Prompt
          waitFor "Allow" in system
          tap "Allow" in system -> Home

        screen Slow
          waitFor "slow.title" timeout 30
          back tap "back"

        screen Results
          back tap "back"

        screen Counted
          back tap "back"
        """

    private func navigator(_ driver: RecordingDriver) throws -> Navigator<UserState> {
        let graph = try ScreenGraph(GraphDefinition(parsing: Self.graphText, format: .screengraph, path: "g.screengraph"))
        return Navigator(graph: graph, driver: driver)
    }

    /// The waits a driver saw, as `element in app until presence after seconds`.
    private func waits(_ driver: RecordingDriver) -> [String] {
        driver.waits.map { "\($0.identifier) in \($0.app) until \($0.until) after \(formatNumber($0.timeout))" }
    }

    @Test func aConditionalWaitIsSkippedWhenItsConditionDoesNotHold() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        // `loading` is false on entering Page: nothing to wait for, and the spinner, which
        // exists, does not hold the step up.
        try navigator.goto("Page")
        #expect(waits(driver).isEmpty)
        #expect(navigator.currentScreen == "Page")
    }

    @Test func aConditionalWaitForDisappearanceAppliesWhenItsConditionHolds() throws {
        let driver = RecordingDriver()
        // The app's part: the spinner is gone once the page has loaded.
        driver.missingElements = ["spinner"]
        let navigator = try navigator(driver)
        // `Load` sets `loading` before Page is entered, so its wait applies, with the
        // screen's own timeout instead of the navigator's 10 s.
        try navigator.performAction("Load")
        #expect(waits(driver) == ["spinner in app until gone after 3"])
        #expect(navigator.currentScreen == "Page")
    }

    @Test func aSpinnerThatStaysFailsTheStepNamingTheWait() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        let error = #expect(throws: NavigationError.self) { try navigator.performAction("Load") }
        #expect(error?.reason == .timeout(element: "spinner", seconds: 3, app: .app, until: .gone))
        #expect(error?.message == """
            step Load → Page failed: 'spinner' did not go away within 3 s
              declared at g.screengraph:22:3
            """)
    }

    @Test func aWaitInTheSystemUILooksThereAndSaysSoWhenItFails() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        try navigator.goto("Prompt")
        #expect(waits(driver) == ["Allow in system until exists after 10"])
        try navigator.goto("Home")
        #expect(driver.interactions.last == Interaction(.tap, element: "Allow", in: .system))

        let failing = RecordingDriver()
        failing.missingElements = ["Allow"]
        let error = #expect(throws: NavigationError.self) { try self.navigator(failing).goto("Prompt") }
        #expect(error?.message == """
            step Home → Prompt (tap 'prompt') failed: 'Allow' in the system UI did not appear within 10 s
              declared at g.screengraph:26:3
            """)
    }

    @Test func aScreensTimeoutOverridesTheNavigatorsDefault() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        navigator.waitTimeout = 7
        try navigator.goto("Slow")
        try navigator.back()
        #expect(waits(driver) == ["slow.title in app until exists after 30", "home.title in app until exists after 7"])
    }

    @Test func textFromTypesTheFieldsValueAtThatStep() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        try navigator.goto("Results")
        try navigator.back()
        try navigator.userState.set("query", to: "screen graphs")
        // The action's effect changes the query after the gesture: the old value is typed.
        try navigator.performAction("Search")
        #expect(navigator.userState.query == "other")
        #expect(driver.interactions.map(\.description) == [
            #"typeText("swift") 'search'"#, "tap 'back'", #"typeText("screen graphs") 'search'"#,
        ])
    }

    @Test func textFromAnIntTypesItsDigitsInTheAppItNames() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        try navigator.goto("Counted")
        #expect(driver.interactions.last == Interaction(.typeText("42"), element: "count.field", in: .settings))
        #expect(driver.interactions.last?.description == #"typeText("42") 'count.field' in settings"#)
    }

    @Test func textFromANilFieldFailsTheStepNamingTheField() throws {
        let driver = RecordingDriver()
        let navigator = try navigator(driver)
        try navigator.performAction("Forget")
        let before = driver.interactions
        let error = #expect(throws: NavigationError.self) { try navigator.performAction("Search") }
        #expect(error?.reason == .nothingToType(field: "query"))
        #expect(error?.message == """
            step Home → Search (typeText(from: query) 'search') failed: typeText from 'query': the field is nil, so there is no text to type
              declared at g.screengraph:16:3
            """)
        // Nothing was typed and the navigator stayed where it was.
        #expect(driver.interactions == before)
        #expect(navigator.currentScreen == "Home")
    }

    @Test func aDriverGivenAnUnresolvedTextFromFails() {
        let driver = RecordingDriver()
        #expect(throws: DriverError("typeText from 'query' needs the user state: a navigator types the field's value")) {
            try driver.perform(Interaction(.typeTextFrom("query"), element: "search"))
        }
    }

    /// A driver that implements only the protocol's original wait.
    final class ExistenceOnlyDriver: Driver {
        var waited: [String] = []
        func perform(_ interaction: Interaction) throws(DriverError) {}
        func waitForElement(_ identifier: String, timeout: Double) -> Bool {
            waited.append(identifier)
            return true
        }
        func value(of identifier: String) -> String? { nil }
    }

    @Test func aDriverWithOnlyTheExistenceWaitCannotClaimOtherWaits() throws {
        let driver = ExistenceOnlyDriver()
        #expect(driver.waitForElement("a", in: .app, until: .exists, timeout: 1))
        #expect(!driver.waitForElement("b", in: .system, until: .exists, timeout: 1))
        #expect(!driver.waitForElement("c", in: .app, until: .gone, timeout: 1))
        #expect(driver.waited == ["a"])
    }

    @Test func theBuildersWaitCarriesItsOptions() throws {
        let graph = try ScreenGraph.build(start: "A", state: [StateField("busy", .bool, initial: true)]) { map in
            map.addScreenState("A") { screen in
                screen.onEnterWaitFor("spinner", in: .system, until: .gone, if: "busy", timeout: 4)
                screen.tap("b", to: "B")
            }
            map.addScreenState("B") { screen in
                screen.onEnterWaitFor("b.title")
                screen.backAction(.tap("back"))
            }
        }
        #expect(graph.definition.screens.map(\.waitFor) == [
            WaitDefinition("spinner", in: .system, until: .gone, if: "busy", timeout: 4), "b.title",
        ])
        let driver = RecordingDriver()
        driver.missingElements = ["spinner"]
        let navigator = Navigator(graph: graph, driver: driver)
        try navigator.goto("B")
        try navigator.back()
        #expect(waits(driver) == ["b.title in app until exists after 10", "spinner in system until gone after 4"])
    }

    /// A backend that answers every wait from a list of elements that exist, and records it.
    final class WaitingBackend: AppBackend {
        var existing: Set<String> = []
        var waits: [String] = []
        func launchArguments(of app: AppTarget) -> [String] { [] }
        func setLaunchArguments(_ arguments: [String], of app: AppTarget) {}
        func launchEnvironment(of app: AppTarget) -> [String: String] { [:] }
        func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget) {}
        func launch(_ app: AppTarget) {}
        func activate(_ app: AppTarget) {}
        func terminate(_ app: AppTarget) {}
        func state(of app: AppTarget) -> TestApp.State { .runningForeground }
        func resetAuthorizationStatus(for resource: ProtectedResource) {}
        func count(_ query: ElementPath) -> Int { 0 }
        func attributes(of element: ElementPath) -> ElementAttributes? { nil }
        func isHittable(_ element: ElementPath) -> Bool { false }
        func perform(_ gesture: ElementGesture, on element: ElementPath) {}
        func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
            waits.append("\(element) until \(condition) after \(formatNumber(timeout))")
            let exists = element.steps.contains { step in
                if case .identifier(let identifier) = step { return existing.contains("\(element.app).\(identifier)") }
                return false
            }
            return condition == .gone ? !exists : exists
        }
        func addUIInterruptionMonitor(
            withDescription description: String, handler: @escaping (TestElement) -> Bool
        ) -> InterruptionMonitorToken { InterruptionMonitorToken(id: 0) }
        func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {}
        func takeFailures() -> [String] { [] }
    }

    @Test func theTestAppDriverWaitsInTheAppTheWaitNames() throws {
        let backend = WaitingBackend()
        let driver = TestAppDriver(app: TestApp(backend: backend))
        // The prompt's button exists in the system UI, not in the app's tree.
        backend.existing = ["system.Allow"]
        #expect(driver.waitForElement("Allow", in: .system, until: .exists, timeout: 2))
        #expect(!driver.waitForElement("Allow", in: .app, until: .exists, timeout: 2))
        #expect(driver.waitForElement("spinner", in: .app, until: .gone, timeout: 3))
        // A wait asks for any element the graph's name finds (a gesture needs exactly one).
        #expect(backend.waits == [
            #"system.descendants(matching: .any).matching(identifier: "Allow").firstMatch until exists after 2"#,
            #"app.descendants(matching: .any).matching(identifier: "Allow").firstMatch until exists after 2"#,
            #"app.descendants(matching: .any).matching(identifier: "spinner").firstMatch until gone after 3"#,
        ])
        #expect(throws: DriverError("typeText from 'query' needs the user state: a navigator types the field's value")) {
            try driver.perform(Interaction(.typeTextFrom("query"), element: "search"))
        }
    }
}

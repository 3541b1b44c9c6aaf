import Testing

@testable import ScreenGraphKit

/// The recording driver as an app backend, so graph closures run without an app: a
/// query with an identifier finds the element unless it is missing, a query without one
/// finds the counted elements, and gestures are recorded as interactions.
@Suite struct RecordingDriverBackendTests {
    @Test func closuresGesturesAreRecordedAsInteractions() throws {
        let driver = RecordingDriver()
        let app = try #require(driver.testApp)
        app.buttons["save"].tap()
        app.textFields["name"].typeText("Ada")
        app.switches["wifi"].press(forDuration: 2)
        app.system.alerts.buttons["Allow"].doubleTap()
        #expect(driver.interactions == [
            .tap("save"), Interaction(.typeText("Ada"), element: "name"), Interaction(.press(duration: 2), element: "wifi"),
            Interaction(.doubleTap, element: "Allow", in: .system),
        ])
    }

    /// A drag is recorded as the swipe of its main direction, and a tap at a point as a tap.
    @Test func dragsAreSwipesAndPointTapsAreTaps() throws {
        let driver = RecordingDriver()
        let list = TestApp(backend: driver).tables["list"]
        list.coordinate(withNormalizedOffset: TestVector(dx: 0.5, dy: 0.9))
            .press(forDuration: 0.1, thenDragTo: list.coordinate(withNormalizedOffset: TestVector(dx: 0.5, dy: 0.1)))
        list.coordinate(withNormalizedOffset: TestVector(dx: 0.2, dy: 0.2)).tap()
        #expect(driver.interactions.map(\.gesture) == [.swipeUp, .tap])
    }

    @Test func aMissingElementIsNotFoundAndItsGestureIsAFailure() throws {
        let driver = RecordingDriver()
        driver.missingElements = ["save"]
        let app = TestApp(backend: driver)
        #expect(!app.buttons["save"].exists && app.buttons["other"].exists)
        app.buttons["save"].tap()
        #expect(driver.interactions.isEmpty)
        #expect(driver.takeFailures() == [#"No matches found for app.buttons["save"]"#])
        #expect(driver.takeFailures().isEmpty)
    }

    @Test func queriesWithoutAnIdentifierFindTheCountedElements() {
        let driver = RecordingDriver()
        driver.counts[.cell] = 2
        driver.values["wifi"] = "1"
        let app = TestApp(backend: driver)
        #expect(app.cells.count == 2 && app.buttons.count == 0)
        #expect(app.cells.element(boundBy: 1).exists && !app.cells.element(boundBy: 2).exists)
        #expect(app.switches["wifi"].value == "1")
        // An identified element is one, whatever the counts say.
        #expect(app.cells.matching(identifier: "row").count == 1)
    }

    @Test func waitsAreRecordedWithTheirCondition() {
        let driver = RecordingDriver()
        driver.missingElements = ["spinner"]
        let app = TestApp(backend: driver)
        #expect(app.staticTexts["title"].waitForExistence(timeout: 5))
        #expect(!app.activityIndicators["spinner"].waitForExistence(timeout: 1))
        #expect(driver.waits.map(\.identifier) == ["title", #"app.activityIndicators["spinner"]"#])
        #expect(driver.waits.map(\.timeout) == [5, 1])
    }

    /// Launching runs the app; the system always runs, as on a device; resetting a
    /// permission terminates the app under test, as iOS does.
    @Test func appStates() {
        let driver = RecordingDriver()
        let app = TestApp(backend: driver)
        #expect(app.state == .notRunning && app.system.state == .runningForeground)
        app.launchArguments = ["-a"]
        app.launch()
        #expect(app.state == .runningForeground && app.launchArguments == ["-a"] && app.settings.launchArguments == [])
        app.resetAuthorizationStatus(for: .camera)
        #expect(app.state == .notRunning)
        app.settings.activate()
        #expect(app.settings.state == .runningForeground)
    }

    /// A recording has no interruptions: monitors get distinct tokens and never run.
    @Test func monitorsAreCountedAndNeverRun() {
        let driver = RecordingDriver()
        let app = TestApp(backend: driver)
        let first = app.addUIInterruptionMonitor(withDescription: "a") { _ in Issue.record("ran"); return true }
        let second = app.addUIInterruptionMonitor(withDescription: "b") { _ in true }
        #expect(first != second)
        app.removeUIInterruptionMonitor(first)
        app.buttons["x"].tap()
        #expect(driver.interactions == [.tap("x")])
    }
}

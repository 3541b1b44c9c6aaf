import Testing

@testable import ScreenGraphKit

/// A real app under an executor, here on the recording backend (no clock, no device):
/// gestures go through `TestAppDriver` to the backend, and launches, gestures and
/// waits land in the report. Times are on the wall clock, so no test reads them.
@Suite struct LiveAppTests {
    private func events(_ app: LiveApp) -> [String] {
        app.report.events.map { event in
            ([event.kind.rawValue] + event.fields.map { "\($0.name)=\($0.value)" }).joined(separator: " ")
        }
    }

    @Test func gesturesAndWaitsGoToTheBackendAndTheReport() throws {
        let backend = RecordingDriver()
        backend.missingElements = ["spinner"]
        backend.values["count"] = "3"
        let app = LiveApp(backend: backend, seed: 9)
        app.launch()
        try app.perform(.tap("menu"))
        #expect(app.waitForElement("menu", timeout: 1))
        #expect(app.waitForElement("spinner", in: .app, until: .gone, timeout: 1))
        #expect(!app.waitForElement("spinner", timeout: 1))
        #expect(app.value(of: "count") == "3")
        #expect(backend.interactions == [.tap("menu")])
        #expect(app.report.seed == 9)
        #expect(events(app) == [
            "launch app=app", "gesture gesture=tap 'menu'",
            "wait element=menu until=exists result=found", "wait element=spinner until=gone result=found",
            "wait element=spinner until=exists result=timeout",
        ])
        // A real app cannot name its screen: steps are checked by identities.
        #expect(app.reportsIdentities && app.currentScreen == nil)
    }

    /// What went wrong while launching is in the launch event, and the next gesture
    /// fails with it, once.
    @Test func aFailedLaunchFailsTheNextGesture() throws {
        let backend = RecordingDriver()
        backend.failures = ["the app crashed", "no window"]
        let app = LiveApp(backend: backend)
        app.launch()
        #expect(events(app) == ["launch app=app failure=the app crashed; no window"])
        #expect(throws: DriverError("the app did not launch: the app crashed; no window")) { try app.perform(.tap("menu")) }
        #expect(backend.interactions.isEmpty)
        try app.perform(.tap("menu"))
        #expect(backend.interactions == [.tap("menu")])
    }

    /// A gesture on an element that is not there fails after the driver's element
    /// timeout, as XCUITest's does; the gesture is still in the report.
    @Test func aGestureOnAMissingElementFails() {
        let backend = RecordingDriver()
        backend.missingElements = ["gone"]
        let app = LiveApp(backend: backend)
        app.launch()
        #expect(throws: DriverError("no element 'gone' in app after 5 s")) { try app.perform(.tap("gone")) }
        #expect(events(app).last == "gesture gesture=tap 'gone'")
    }
}

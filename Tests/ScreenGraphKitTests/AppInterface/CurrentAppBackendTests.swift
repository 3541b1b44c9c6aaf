import Testing

@testable import ScreenGraphKit

/// `TestApp()`'s backend: it forwards every call to the current app, looked up at each
/// call; with none, queries find nothing and what would act records a failure that says
/// why.
@Suite struct CurrentAppBackendTests {
    private static let noApp =
        "No app is current for TestApp(): create a SimulatedApp, or a navigator with an app as its driver, first"

    @Test func withNoCurrentAppQueriesFindNothing() {
        withANewTestApp {
            let backend = CurrentAppBackend()
            let buttons = ElementPath(app: .app, steps: [.descendants(.button)])
            #expect(backend.count(buttons) == 0)
            #expect(backend.attributes(of: buttons.appending(.first)) == nil)
            #expect(!backend.isHittable(buttons.appending(.first)))
            #expect(!backend.wait(for: buttons.appending(.first), until: .gone, timeout: 0))
            #expect(backend.state(of: .app) == .unknown)
            #expect(backend.launchArguments(of: .app) == [] && backend.launchEnvironment(of: .app) == [:])
            backend.setLaunchArguments(["-x"], of: .app)
            #expect(backend.launchArguments(of: .app) == [])
            // Nothing to act on: no failure for what has nothing to do.
            backend.terminate(.app)
            #expect(backend.takeFailures() == [])
        }
    }

    @Test func withNoCurrentAppActionsRecordWhy() {
        withANewTestApp {
            let backend = CurrentAppBackend()
            backend.launch(.app)
            backend.activate(.settings)
            backend.perform(.doubleTap, on: ElementPath(app: .app, steps: [.descendants(.button), .first]))
            let token = backend.addUIInterruptionMonitor(withDescription: "alerts") { _ in true }
            #expect(token == InterruptionMonitorToken(id: -1))
            #expect(backend.takeFailures() == [Self.noApp, Self.noApp, "Failed to doubleTap: \(Self.noApp)", Self.noApp])
            // Taking the failures forgets them.
            #expect(backend.takeFailures() == [])
        }
    }

    /// An app made after the backend is reached at the next call, and its failures come
    /// after the ones recorded while there was none.
    @Test func itReachesTheAppCurrentAtEachCall() {
        withANewTestApp {
            let backend = CurrentAppBackend()
            backend.launch(.app)
            let driver = RecordingDriver()
            driver.counts[.button] = 3
            CurrentApp.use(driver)
            backend.launch(.app)
            #expect(backend.state(of: .app) == .runningForeground && driver.state(of: .app) == .runningForeground)
            #expect(backend.count(ElementPath(app: .app, steps: [.descendants(.button)])) == 3)
            backend.setLaunchEnvironment(["A": "1"], of: .app)
            #expect(driver.launchEnvironment(of: .app) == ["A": "1"])
            driver.missingElements = ["save"]
            backend.perform(.tap, on: ElementPath(app: .app, steps: [.key("save"), .only]))
            #expect(backend.takeFailures() == [Self.noApp, #"No matches found for app["save"]"#])
            #expect(driver.takeFailures() == [])
        }
    }
}

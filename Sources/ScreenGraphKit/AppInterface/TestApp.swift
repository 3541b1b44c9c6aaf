/// An app as test code sees it, in `XCUIApplication`'s shape: launch it, query its
/// elements, act on them, handle interruptions.
///
/// Written once, it runs on two implementations (``AppBackend``): the simulated app
/// on Linux (`simulatedApp.app`) and the XCUITest adapter on a device. Graph closures
/// receive one:
///
/// ```swift
/// screen.gesture(forAction: "enterURL") { app, state in
///     app.textFields["url"].typeText(state.url)
/// }
/// ```
///
/// The system UI and the Settings app are apps of their own (``system``,
/// ``settings``), each with its own element tree, as on a device.
public final class TestApp: TestQueryProvider {
    /// How an app is running, as `XCUIApplication.State` says.
    public enum State: String, Sendable {
        case unknown, notRunning, runningBackgroundSuspended, runningBackground, runningForeground
    }

    /// Which app this is.
    package let target: AppTarget
    /// The implementation it runs on.
    package let backend: any AppBackend

    /// The app `target` of `backend`.
    package init(_ target: AppTarget = .app, backend: any AppBackend) {
        self.target = target
        self.backend = backend
    }

    /// The app under test of the current app (``CurrentApp``): the last ``SimulatedApp``
    /// or navigator's app made, looked up at each use, as `XCUIApplication()` reaches the
    /// app under test without being handed one.
    ///
    /// ```swift
    /// extension Navigator where State == ShopState {
    ///     func addToBasket() throws {
    ///         let app = TestApp()
    ///         try goto("Item")
    ///         app.buttons["item.add"].tap()
    ///     }
    /// }
    /// ```
    public convenience init() {
        self.init(.app, backend: CurrentAppBackend())
    }

    public var path: ElementPath { ElementPath(app: target) }
    public var app: TestApp { self }

    /// The system UI of the same device: permission prompts, system alerts, banners.
    public var system: TestApp { TestApp(.system, backend: backend) }
    /// The Settings app of the same device.
    public var settings: TestApp { TestApp(.settings, backend: backend) }

    // MARK: Launching

    /// Arguments for the next launch; `-Key value` pairs shadow `UserDefaults` for it.
    public var launchArguments: [String] {
        get { backend.launchArguments(of: target) }
        set { backend.setLaunchArguments(newValue, of: target) }
    }

    /// Environment for the next launch.
    public var launchEnvironment: [String: String] {
        get { backend.launchEnvironment(of: target) }
        set { backend.setLaunchEnvironment(newValue, of: target) }
    }

    /// Launches the app with ``launchArguments`` and ``launchEnvironment``,
    /// terminating a running instance first.
    public func launch() { backend.launch(target) }

    /// Brings the app to the front; a terminated app is launched again with the
    /// arguments and environment of its last `launch()`.
    public func activate() { backend.activate(target) }

    /// Terminates the app.
    public func terminate() { backend.terminate(target) }

    /// Whether and how the app is running.
    public var state: State { backend.state(of: target) }

    /// Forgets the answer to a resource's permission prompt, so the next request
    /// prompts again; terminates the app if it is running, as on a device.
    public func resetAuthorizationStatus(for resource: ProtectedResource) {
        backend.resetAuthorizationStatus(for: resource)
    }

    /// A point in the app's window, as fractions of its size from its top-left corner
    /// (`XCUIApplication` is an element too).
    public func coordinate(withNormalizedOffset offset: TestVector) -> TestCoordinate {
        TestElement(app: self, path: path).coordinate(withNormalizedOffset: offset)
    }

    // MARK: Interruptions

    /// Adds a handler for interruptions (alerts, banners) that cover an element a
    /// gesture is about to act on, as `XCTestCase.addUIInterruptionMonitor` does:
    /// handlers run last added first until one returns `true`.
    ///
    /// ```swift
    /// let token = app.addUIInterruptionMonitor(withDescription: "Location") { alert in
    ///     guard alert.buttons["Allow While Using App"].exists else { return false }
    ///     alert.buttons["Allow While Using App"].tap()
    ///     return true
    /// }
    /// ```
    ///
    /// - Returns: a token for ``removeUIInterruptionMonitor(_:)``.
    @discardableResult
    public func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken {
        backend.addUIInterruptionMonitor(withDescription: description, handler: handler)
    }

    /// Removes a monitor.
    public func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {
        backend.removeUIInterruptionMonitor(token)
    }
}

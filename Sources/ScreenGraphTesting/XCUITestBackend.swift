// Apple platforms only: XCUITest drives iOS, iPadOS, visionOS and watchOS apps with taps. Not
// tvOS, where XCUIElement.tap() and XCUICoordinate.tap() do not exist (their pages list no tvOS;
// tvOS tests move the focus with XCUIRemote). On Linux this file is type-checked against the
// declarations in Tests/AppleStandIns, whose UIKit makes canImport(UIKit) true
// (XCUITestBackendTests), and run against the XCUITest model of Tests/XCUITestModel
// (XCUITestModelTests).
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS)
import CoreGraphics
import Foundation
import ScreenGraphKit
import XCTest

/// The app interface on a device: ``ScreenGraphKit/AppBackend`` implemented with XCUITest, so
/// code written against `TestApp` (graph closures, interruption handlers, whole tests) runs
/// unchanged on the simulated app on Linux and on a device.
///
/// Make one in `setUp`, from the running test case, with ``ScreenGraphKit/TestApp/xcuiTest(testCase:app:)``:
///
/// ```swift
/// override func setUp() {
///     app = TestApp.xcuiTest(testCase: self)
///     app.launch()
/// }
/// ```
///
/// - Apps: the app under test is the `XCUIApplication` given (or `XCUIApplication()`). On iOS
///   and iPadOS the system UI (permission prompts, system alerts, banners) is SpringBoard
///   (`com.apple.springboard`) and Settings is `com.apple.Preferences`, each its own tree;
///   visionOS, watchOS and Mac Catalyst have no app the adapter knows for either (see
///   ``Platform``), and their system prompts are answered from interruption monitors.
/// - Queries: an ``ScreenGraphKit/ElementPath`` becomes the `XCUIElementQuery` chain it
///   describes, resolved at each use as XCUITest resolves an `XCUIElement`. An identifier
///   matches exactly (`identifier == "id"` as a predicate): XCUITest's own subscript and
///   `matching(identifier:)` also match an element's title, label, value or placeholder.
/// - Interruption monitors are registered on the test case
///   (`addUIInterruptionMonitor(withDescription:handler:)`). A handler's element is the one
///   XCTest hands the monitor: queries from it start at that element, and print as `system…`.
/// - Threads: every call runs on the main actor, where XCUITest's API lives: at once on the
///   main thread (synchronous tests, `@MainActor` tests, interruption handlers), and by waiting
///   for the main queue from code running elsewhere (an `async` test's body).
/// - Failures are XCTest's own: a gesture on a missing element fails the test as XCTest
///   reports it, and what the adapter itself cannot do (a protected resource this OS lacks, a
///   path that selects no single element) it records with `XCTFail`. The issues recorded on
///   the test case during a gesture are also what ``takeFailures()`` returns (observed with
///   `XCTestObservation`), so a navigator fails the step that caused one, there.
/// - Reads (``attributes(of:)``, counts of one element) take one `snapshot()`, which throws
///   instead of failing the test when the element is missing or, for `element`, not unique.
public final class XCUITestBackend: AppBackend {
    /// Where paths start: the three apps and, in an interruption handler, the interrupting element.
    private let roots: Roots
    /// The monitors registered on the test case, shared with the backends handlers receive.
    private let monitors: Monitors
    /// The issues recorded on the test case while a gesture runs, shared likewise.
    private let failures: FailureObserver
    /// Whether this backend registered ``failures`` with XCTest (the one made from a test case,
    /// not a handler's), and removes it when it goes.
    private let registeredObserver: Bool

    /// A backend for `testCase`, driving `app` (by default `XCUIApplication()`, the test
    /// target's Target Application), SpringBoard and Settings.
    ///
    /// Call it from the test case's `setUp` or a test: XCUITest's proxies are made on the main
    /// actor. The backend keeps the test case weakly.
    ///
    /// - Parameters:
    ///   - testCase: The running test case, which interruption monitors are registered on.
    ///   - app: The app under test; `nil` for `XCUIApplication()`.
    public convenience init(testCase: XCTestCase, app: XCUIApplication? = nil) {
        self.init(testCase: testCase, app: app, platform: .current)
    }

    /// A backend for `testCase` as on `platform`: with the system UI and Settings apps it has
    /// (see ``Platform``). Tests on Linux make the other platforms' backends with it.
    package convenience init(testCase: XCTestCase, app: XCUIApplication?, platform: Platform) {
        let apps = Self.onMainActor {
            Roots.Apps(
                app: app ?? XCUIApplication(),
                system: platform.bundleIdentifier(of: .system).map(XCUIApplication.init(bundleIdentifier:)),
                settings: platform.bundleIdentifier(of: .settings).map(XCUIApplication.init(bundleIdentifier:)),
                platform: platform)
        }
        let failures = FailureObserver(testCase: testCase)
        XCTestObservationCenter.shared.addTestObserver(failures)
        self.init(
            roots: Roots(apps: apps, interruptingElement: nil), monitors: Monitors(testCase: testCase), failures: failures,
            registeredObserver: true)
    }

    private init(roots: Roots, monitors: Monitors, failures: FailureObserver, registeredObserver: Bool = false) {
        self.roots = roots
        self.monitors = monitors
        self.failures = failures
        self.registeredObserver = registeredObserver
    }

    deinit {
        if registeredObserver { XCTestObservationCenter.shared.removeTestObserver(failures) }
    }

    /// The `XCUIApplication` that plays `target`: the app under test, SpringBoard or Settings;
    /// `nil` for an app this platform has none of (see ``Platform``).
    public func application(_ target: AppTarget) -> XCUIApplication? { roots.apps[target] }

    // MARK: Launching

    /// The launch arguments of `app`; none for an app this platform has none of.
    package func launchArguments(of app: AppTarget) -> [String] {
        guard let application = roots.apps[app] else { return [] }
        return Self.onMainActor { application.launchArguments }
    }

    package func setLaunchArguments(_ arguments: [String], of app: AppTarget) {
        withApplication(app, "set its launch arguments") { $0.launchArguments = arguments }
    }

    /// The launch environment of `app`; none for an app this platform has none of.
    package func launchEnvironment(of app: AppTarget) -> [String: String] {
        guard let application = roots.apps[app] else { return [:] }
        return Self.onMainActor { application.launchEnvironment }
    }

    package func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget) {
        withApplication(app, "set its launch environment") { $0.launchEnvironment = environment }
    }

    /// Launches `app` with its launch arguments and environment, terminating a running
    /// instance first (`XCUIApplication.launch()`).
    package func launch(_ app: AppTarget) {
        withApplication(app, "launch it") { $0.launch() }
    }

    /// Brings `app` to the front; XCUITest launches a terminated app again with the arguments
    /// and environment of its last `launch()` (`XCUIApplication.activate()`).
    package func activate(_ app: AppTarget) {
        withApplication(app, "activate it") { $0.activate() }
    }

    package func terminate(_ app: AppTarget) {
        withApplication(app, "terminate it") { $0.terminate() }
    }

    /// Whether `app` runs, and where; `.unknown` for an app this platform has none of.
    package func state(of app: AppTarget) -> TestApp.State {
        guard let application = roots.apps[app] else { return .unknown }
        return Self.onMainActor {
            switch application.state {
            case .unknown: .unknown
            case .notRunning: .notRunning
            case .runningBackgroundSuspended: .runningBackgroundSuspended
            case .runningBackground: .runningBackground
            case .runningForeground: .runningForeground
            @unknown default: .unknown
            }
        }
    }

    /// Resets the app under test's answer for `resource` (`resetAuthorizationStatus(for:)`,
    /// iOS 13.4 and later), which terminates it if it runs. A resource XCUITest has no case
    /// for on this OS records a failure naming it.
    package func resetAuthorizationStatus(for resource: ProtectedResource) {
        let application = roots.apps.app
        Self.onMainActor {
            guard #available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, watchOS 6.2, *) else {
                XCTFail("resetAuthorizationStatus(for: .\(resource.rawValue)) needs iOS 13.4 or later")
                return
            }
            guard let protected = XCUIProtectedResource(resource) else {
                XCTFail("XCUITest has no protected resource '\(resource.rawValue)' on this OS version: its authorization was not reset")
                return
            }
            application.resetAuthorizationStatus(for: protected)
        }
    }

    // MARK: Elements

    package func count(_ query: ElementPath) -> Int {
        let roots = self.roots
        return Self.onMainActor {
            switch roots.resolve(query) {
            case .query(let query): query.count
            case .element(let element): (try? element.snapshot()) == nil ? 0 : 1
            case .unresolvable: 0
            }
        }
    }

    package func attributes(of element: ElementPath) -> ElementAttributes? {
        let roots = self.roots
        return Self.onMainActor {
            guard let snapshot = try? roots.element(element)?.snapshot() else { return nil }
            return ElementAttributes(
                identifier: snapshot.identifier, elementType: ElementType(snapshot.elementType), label: snapshot.label,
                value: Self.text(of: snapshot.value), isEnabled: snapshot.isEnabled, frame: snapshot.frame)
        }
    }

    package func isHittable(_ element: ElementPath) -> Bool {
        let roots = self.roots
        return Self.onMainActor {
            // XCTest fails the test when it reads the hittability of a missing element.
            guard let target = roots.element(element), (try? target.snapshot()) != nil else { return false }
            return target.isHittable
        }
    }

    /// Performs `gesture` on the element, as `XCUIElement` does: XCTest waits for the app to
    /// idle, runs interruption monitors when something covers the element, and fails the test
    /// when the element does not exist.
    package func perform(_ gesture: ElementGesture, on element: ElementPath) {
        let roots = self.roots
        failures.collect {
            if element.app != .system || roots.interruptingElement == nil, roots.apps[element.app] == nil {
                XCTFail("\(roots.apps.platform.noApp(element.app)): \(gesture) on \(element) not performed")
                return
            }
            guard let target = roots.element(element) else {
                XCTFail("\(element) selects no single element: \(gesture) not performed")
                return
            }
            switch gesture {
            case .tap: target.tap()
            case .doubleTap: target.doubleTap()
            case .press(let duration): target.press(forDuration: duration)
            case .typeText(let text): target.typeText(text)
            case .swipeUp: target.swipeUp()
            case .swipeDown: target.swipeDown()
            case .swipeLeft: target.swipeLeft()
            case .swipeRight: target.swipeRight()
            case .tapAt(let dx, let dy): target.coordinate(withNormalizedOffset: CGVector(dx: dx, dy: dy)).tap()
            case .pressAndDrag(let duration, let from, let to):
                target.coordinate(withNormalizedOffset: CGVector(dx: from.dx, dy: from.dy))
                    .press(forDuration: duration, thenDragTo: target.coordinate(withNormalizedOffset: CGVector(dx: to.dx, dy: to.dy)))
            }
        }
    }

    /// Waits with XCUITest's own waits: `waitForExistence(timeout:)`,
    /// `waitForNonExistence(timeout:)`, and for a value `wait(for:toEqual:timeout:)` on the
    /// value as ``attributes(of:)`` reads it. A path that ends in a query waits for its first
    /// match: the query matches something exactly when that exists.
    package func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
        let roots = self.roots
        return Self.onMainActor {
            let target: XCUIElement
            switch roots.resolve(element) {
            case .element(let element): target = element
            case .query(let query): target = query.firstMatch
            case .unresolvable: return condition == .gone
            }
            switch condition {
            case .exists:
                return target.waitForExistence(timeout: timeout)
            case .gone:
                return target.waitForNonExistence(timeout: timeout)
            case .value(let wanted):
                return target.wait(for: \.screenGraphValue, toEqual: wanted, timeout: timeout)
            }
        }
    }

    // MARK: Interruptions

    /// Registers `handler` on the test case with `addUIInterruptionMonitor(withDescription:handler:)`.
    ///
    /// XCTest calls it, on the main thread, with the element that interrupts; the handler
    /// receives that element as a `TestElement` whose queries start there
    /// (`alert.buttons["Allow"]`). Monitors are the test case's: XCTest forgets them when the
    /// test ends.
    package func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken {
        let token = monitors.nextToken()
        guard let testCase = monitors.testCase else {
            XCTFail("the test case of this XCUITestBackend is gone: interruption monitor '\(description)' was not added")
            return token
        }
        let apps = roots.apps
        let monitors = self.monitors
        let failures = self.failures
        let registration = testCase.addUIInterruptionMonitor(withDescription: description) { interruption in
            let backend = XCUITestBackend(
                roots: Roots(apps: apps, interruptingElement: interruption), monitors: monitors, failures: failures)
            return handler(TestElement(app: TestApp(.system, backend: backend), path: ElementPath(app: .system)))
        }
        monitors.registered[token.id] = registration
        return token
    }

    package func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {
        guard let registration = monitors.registered.removeValue(forKey: token.id) else { return }
        monitors.testCase?.removeUIInterruptionMonitor(registration)
    }

    /// The issues XCTest recorded on the test case during this backend's gestures since the
    /// last call, oldest first, as their compact descriptions. XCTest has recorded each already:
    /// the test fails with them whatever the caller does.
    package func takeFailures() -> [String] {
        defer { failures.recorded = [] }
        return failures.recorded
    }

    // MARK: Helpers

    /// Runs `body` on the main actor with the `XCUIApplication` of `target`, or records a
    /// failure saying what could not be done when this platform has no such app.
    private func withApplication(_ target: AppTarget, _ what: String, _ body: @MainActor (XCUIApplication) -> Void) {
        let apps = roots.apps
        Self.onMainActor {
            guard let application = apps[target] else {
                XCTFail("\(apps.platform.noApp(target)): could not \(what)")
                return
            }
            body(application)
        }
    }

    /// Runs `body` on the main actor, where XCUITest's API lives, and returns its result.
    ///
    /// On the main thread it runs at once. Elsewhere (the body of an `async` test runs off the
    /// main thread) it waits for the main queue to run it: `MainActor.assumeIsolated` alone
    /// would trap there.
    static func onMainActor<T: Sendable>(_ body: @MainActor () -> T) -> T {
        if Thread.isMainThread { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }

    /// An element's value as text: a switch's `"1"`, a text field's text; `nil` for none.
    static func text(of value: Any?) -> String? {
        switch value {
        case nil: nil
        case let text as String: text
        case let other?: String(describing: other)
        }
    }

    /// Collects the issues XCTest records on the test case while ``collect(_:)`` runs.
    private final class FailureObserver: NSObject, XCTestObservation {
        weak var testCase: XCTestCase?
        var recorded: [String] = []
        private var collecting = 0

        init(testCase: XCTestCase) { self.testCase = testCase }

        /// Runs `body` on the main actor, keeping what XCTest records meanwhile.
        func collect(_ body: @MainActor () -> Void) {
            collecting += 1
            defer { collecting -= 1 }
            XCUITestBackend.onMainActor(body)
        }

        func testCase(_ testCase: XCTestCase, didRecord issue: XCTIssue) {
            guard collecting > 0, testCase === self.testCase else { return }
            recorded.append(issue.compactDescription)
        }
    }

    /// The interruption monitors a backend and the backends its handlers receive share.
    private final class Monitors {
        weak var testCase: XCTestCase?
        var registered: [Int: any NSObjectProtocol] = [:]
        private var issued = 0

        init(testCase: XCTestCase) { self.testCase = testCase }

        func nextToken() -> InterruptionMonitorToken {
            issued += 1
            return InterruptionMonitorToken(id: issued)
        }
    }
}
extension XCUIElement {
    /// The element's value as ``XCUITestBackend/attributes(of:)`` reads it, from one snapshot;
    /// `nil` when the element is missing: what a value wait compares.
    @MainActor var screenGraphValue: String? {
        (try? snapshot()).flatMap { XCUITestBackend.text(of: $0.value) }
    }
}
#endif

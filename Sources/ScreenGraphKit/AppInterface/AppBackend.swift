import Foundation

/// What an app implementation provides so that ``TestApp``, ``TestQuery`` and
/// ``TestElement`` work on it: the simulated app on Linux, the XCUITest adapter
/// (`XCUITestBackend` in ScreenGraphTesting) on a device.
///
/// User code never calls a backend; it is written once against ``TestApp``. A
/// backend resolves ``ElementPath``s against the app as it is at the call, like
/// XCUITest resolves an `XCUIElement` at each use, and records a failure for a
/// gesture on a path that matches no element, or several where one is needed,
/// as XCTest does, instead of throwing.
package protocol AppBackend: AnyObject {
    /// Arguments and environment for the next `launch()` of `app`.
    func launchArguments(of app: AppTarget) -> [String]
    func setLaunchArguments(_ arguments: [String], of app: AppTarget)
    func launchEnvironment(of app: AppTarget) -> [String: String]
    func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget)

    /// Launches `app`, terminating a running instance first.
    func launch(_ app: AppTarget)
    /// Brings `app` to the front, launching it (with its last launch's arguments and
    /// environment) when it is not running.
    func activate(_ app: AppTarget)
    func terminate(_ app: AppTarget)
    func state(of app: AppTarget) -> TestApp.State
    /// Forgets the answer to a resource's prompt; terminates the running app under test.
    func resetAuthorizationStatus(for resource: ProtectedResource)

    /// How many elements a query path matches now.
    func count(_ query: ElementPath) -> Int
    /// The attributes of the element a path selects, or `nil` when it selects none (or,
    /// for ``ElementPath/Step/only``, several).
    func attributes(of element: ElementPath) -> ElementAttributes?
    /// Whether a tap on the element would reach it: it exists, is on screen, and
    /// nothing covers it.
    func isHittable(_ element: ElementPath) -> Bool
    /// Performs a gesture, running interruption monitors first when something covers
    /// the element; a missing element records a failure.
    func perform(_ gesture: ElementGesture, on element: ElementPath)
    /// Waits up to `timeout` seconds for `condition` to hold of the element; returns
    /// whether it did in time. Interruption monitors do not run during a wait.
    func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool

    /// Registers an interruption monitor, as `XCTestCase.addUIInterruptionMonitor` does.
    func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken
    func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken)

    /// The failures recorded since the last call, oldest first, and forgets them:
    /// gestures on missing elements, taps in handlers that matched nothing. The
    /// navigator fails the step that caused one. On a device XCTest records its own,
    /// and the XCUITest backend returns those it recorded during a gesture.
    func takeFailures() -> [String]
}

/// What a backend can show of a failed step: a screenshot and the page source (or
/// the accessibility tree's XML on a device).
package protocol EvidenceSource {
    /// A PNG screenshot of the app now, or `nil` when none can be taken.
    func screenshotPNG() -> [UInt8]?
    /// The page source (the view hierarchy's XML on a device), or `nil`.
    func pageSource() -> String?
}

/// Identifies an interruption monitor, to remove it.
public struct InterruptionMonitorToken: Hashable, Sendable {
    /// The backend's number for the monitor.
    package let id: Int

    package init(id: Int) { self.id = id }
}

/// What an element is, read at one moment.
package struct ElementAttributes: Equatable, Sendable {
    package var identifier: String
    package var elementType: ElementType
    package var label: String
    /// A switch's `"0"`/`"1"`, a text field's text; `nil` when the element has no value.
    package var value: String?
    package var isEnabled: Bool
    /// Its frame in screen points; `nil` when the backend does not know it.
    package var frame: CGRect?
    /// A text input's placeholder (XCUIElementAttributes' `placeholderValue`); `nil` when it
    /// has none, or the backend does not know it.
    package var placeholderValue: String?

    package init(
        identifier: String, elementType: ElementType, label: String, value: String? = nil, isEnabled: Bool = true,
        frame: CGRect? = nil
    ) {
        self.identifier = identifier
        self.elementType = elementType
        self.label = label
        self.value = value
        self.isEnabled = isEnabled
        self.frame = frame
    }
}

/// A gesture on one element, as `XCUIElement` performs them.
package enum ElementGesture: Hashable, Sendable, CustomStringConvertible {
    case tap
    case doubleTap
    case press(forDuration: Double)
    case typeText(String)
    case swipeUp, swipeDown, swipeLeft, swipeRight
    /// A tap at a point given as fractions of the element's width and height from its
    /// top-left corner (`coordinate(withNormalizedOffset:)` then `tap()`).
    case tapAt(dx: Double, dy: Double)
    /// A press at `from` for `forDuration` seconds, then a drag to `to`, both as fractions
    /// of the element's width and height (`to` may lie outside it):
    /// `coordinate(withNormalizedOffset:).press(forDuration:thenDragTo:)`.
    case pressAndDrag(forDuration: Double, from: TestVector, to: TestVector)

    /// `tap`, `press(forDuration: 2.0)`, `typeText("abc")`, `tapAt(0.9, 0.5)`.
    package var description: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .press(let duration): "press(forDuration: \(duration))"
        case .typeText(let text): "typeText(\(Escaping.expressionString(text)))"
        case .swipeUp: "swipeUp"
        case .swipeDown: "swipeDown"
        case .swipeLeft: "swipeLeft"
        case .swipeRight: "swipeRight"
        case .tapAt(let dx, let dy): "tapAt(\(dx), \(dy))"
        case .pressAndDrag(let duration, let from, let to):
            "press(forDuration: \(duration), from: (\(from.dx), \(from.dy)), thenDragTo: (\(to.dx), \(to.dy)))"
        }
    }
}

extension ElementGesture {
    /// The swipe a drag amounts to, by its main direction (what is under the finger moves
    /// with it): for backends that know no distances.
    var swipeOfDrag: ElementGesture? {
        guard case .pressAndDrag(_, let from, let to) = self else { return nil }
        return abs(to.dy - from.dy) >= abs(to.dx - from.dx)
            ? (to.dy < from.dy ? .swipeUp : .swipeDown) : (to.dx < from.dx ? .swipeLeft : .swipeRight)
    }
}

/// What a wait waits for.
package enum ElementCondition: Hashable, Sendable, CustomStringConvertible {
    /// The element exists.
    case exists
    /// The element does not exist.
    case gone
    /// The element exists with this value (a switch's `"1"`).
    case value(String)

    package var description: String {
        switch self {
        case .exists: "exists"
        case .gone: "gone"
        case .value(let value): "value == \(Escaping.expressionString(value))"
        }
    }
}

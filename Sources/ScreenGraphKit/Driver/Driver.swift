/// What a navigator needs of the app under test: perform a gesture, wait for an
/// element, read an element's value.
///
/// It is deliberately thin so that an XCUITest adapter is a small mapping from
/// accessibility identifiers to `XCUIElement` queries; the simulated app and
/// ``RecordingDriver`` implement it too. Calls are synchronous, like XCUITest's.
public protocol Driver: AnyObject {
    /// Performs `interaction` on the app.
    /// - Throws: ``DriverError`` when the element is missing or cannot take the gesture.
    func perform(_ interaction: Interaction) throws(DriverError)

    /// Waits up to `timeout` seconds for the element `identifier` to exist.
    /// - Returns: whether it appeared in time.
    func waitForElement(_ identifier: String, timeout: Double) -> Bool

    /// Waits up to `timeout` seconds for the element `identifier` in `app` to exist or,
    /// with `until: .gone`, not to: a screen's `waitFor` with its `in` and `until`.
    /// - Returns: whether the element was there (or gone) in time.
    func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool

    /// The value of the element `identifier` (`"1"` for a switch that is on), or `nil`
    /// when there is no such element.
    func value(of identifier: String) -> String?

    /// The name of the screen the app is on, when the driver can tell (the simulated
    /// app can; an XCUITest driver relies on `waitFor` elements instead). The navigator
    /// compares it with the graph after every step.
    var currentScreen: String? { get }

    /// The app in `XCUIApplication`'s shape, for graph closures and interruption
    /// monitors; `nil` for a driver without one (``RecordingDriver``), where a step
    /// that runs a closure fails saying so.
    var testApp: TestApp? { get }

    /// Whether, when a step fails, the navigator asks which screens' identities (their
    /// `waitFor` elements) hold now, to say where the app is: `true` for a driver on a
    /// real app, which cannot name its screen (``currentScreen`` is `nil`).
    var reportsIdentities: Bool { get }
}

extension Driver {
    public var currentScreen: String? { nil }
    public var testApp: TestApp? { nil }
    public var reportsIdentities: Bool { false }

    /// For a driver that only waits for elements of the app under test to exist: such a
    /// wait is ``waitForElement(_:timeout:)``; any other wait fails at once, as the driver
    /// cannot tell whether it holds.
    public func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        guard app == .app, presence == .exists else { return false }
        return waitForElement(identifier, timeout: timeout)
    }
}

/// A driver's failure to perform an interaction.
public struct DriverError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// The failure of a driver given a ``Gesture/typeTextFrom(_:)`` that no navigator
    /// resolved: only a navigator knows the user state the field is read from.
    static func unresolvedText(_ field: String) -> DriverError {
        DriverError("typeText from '\(field)' needs the user state: a navigator types the field's value")
    }
}

/// A driver that performs nothing and records everything: for testing graphs and
/// navigation logic without an app.
///
/// Every element exists and every gesture succeeds unless a test says otherwise. It is
/// an app backend too (``testApp``), so graph closures run on it: a query with an
/// identifier finds the element unless it is missing, reads its value from ``values``,
/// and records gestures as interactions.
public final class RecordingDriver: Driver {
    /// Every interaction performed, in order.
    public internal(set) var interactions: [Interaction] = []
    /// Every wait, in order: the element, the app it is in, whether it was to exist or be
    /// gone, and the timeout.
    package internal(set) var waits: [(identifier: String, app: AppTarget, until: ElementPresence, timeout: Double)] = []
    /// Elements that do not exist, in every app: waits for them to exist time out, waits
    /// for them to be gone succeed, and gestures on them fail.
    public var missingElements: Set<String> = []
    /// Element values that ``value(of:)`` reports.
    public var values: [String: String] = [:]
    /// Called after each successful interaction, so a test can play the app's part.
    package var onPerform: ((Interaction) -> Void)?
    /// How many elements a query with no identifier finds, by the type it asks for.
    public var counts: [ElementType: Int] = [:]

    var launchArguments: [AppTarget: [String]] = [:]
    var launchEnvironment: [AppTarget: [String: String]] = [:]
    var states: [AppTarget: TestApp.State] = [:]
    var monitorCount = 0
    var failures: [String] = []

    public init() {}

    public func perform(_ interaction: Interaction) throws(DriverError) {
        if let element = interaction.element, missingElements.contains(element) {
            throw DriverError("no element '\(element)' to \(interaction.gesture.kind)")
        }
        if case .typeTextFrom(let field) = interaction.gesture { throw .unresolvedText(field) }
        interactions.append(interaction)
        onPerform?(interaction)
    }

    public func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        waitForElement(identifier, in: .app, until: .exists, timeout: timeout)
    }

    public func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        waits.append((identifier, app, presence, timeout))
        return missingElements.contains(identifier) == (presence == .gone)
    }

    public func value(of identifier: String) -> String? {
        missingElements.contains(identifier) ? nil : values[identifier]
    }
}

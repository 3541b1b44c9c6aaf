/// Performs a graph's declarative gestures through a ``TestApp``: how a navigator
/// drives a device (with the XCUITest adapter's backend) and, in tests, the same
/// mapping on the simulated app's backend.
///
/// Each gesture's element is the one whose identifier is exactly the gesture's
/// `element` in the app its `in` names, waited for up to ``elementTimeout``. Only when
/// no element has that identifier is it the one `query["element"]` finds, by label,
/// title, value or placeholder: an alert's buttons and the system's prompts have no
/// identifier a team can set, so a graph names them by their text, while a label that
/// happens to equal another element's identifier never makes a gesture ambiguous.
/// A toggle taps the switch itself, then waits until its value reads `"1"` or `"0"`
/// (or the switch is gone, when it leads to another screen).
///
/// ```swift
/// let navigator = Navigator(graph: graph, driver: TestAppDriver(app: simulatedApp.app))
/// ```
public final class TestAppDriver: Driver {
    public let app: TestApp
    /// How long a gesture waits for its element to exist, and a toggle for its value.
    package var elementTimeout: Double = 5

    public init(app: TestApp) { self.app = app }

    public var testApp: TestApp? { app }

    /// The element an interaction names: by exact identifier when one has it, else as
    /// the subscript matches (``ElementPath/Step/identifier(_:)``).
    func element(_ identifier: String, in target: AppTarget) -> TestElement {
        let all = TestApp(target, backend: app.backend).descendants(matching: .any)
        return TestElement(app: all.app, path: all.path.appending(.identifier(identifier)).appending(.only))
    }

    public func perform(_ interaction: Interaction) throws(DriverError) {
        try GestureFailures.leftToTheStep { () throws(DriverError) in try performGesture(interaction) }
    }

    private func performGesture(_ interaction: Interaction) throws(DriverError) {
        switch interaction.gesture {
        case .noop: return
        case .custom(let description):
            throw DriverError("custom gesture '\(description)' needs a closure: bind one by its description when loading the graph")
        case .typeTextFrom(let field): throw .unresolvedText(field)
        default: break
        }
        guard let identifier = interaction.element else { return }
        let element = element(identifier, in: interaction.app)
        guard element.waitForExistence(timeout: elementTimeout) else {
            throw DriverError("no element '\(identifier)' in \(interaction.app.rawValue) after \(formatNumber(elementTimeout)) s")
        }
        switch interaction.gesture {
        case .tap: element.tap()
        case .doubleTap: element.doubleTap()
        case .press(let duration): element.press(forDuration: duration)
        case .typeText(let text):
            element.tap()
            element.typeText(text)
        case .swipeLeft: element.swipeLeft()
        case .swipeRight: element.swipeRight()
        case .swipeUp: element.swipeUp()
        case .swipeDown: element.swipeDown()
        case .toggleOn, .toggleOff:
            let wanted = interaction.gesture == .toggleOn ? "1" : "0"
            // A switch row's centre is its label, which does nothing: tap the switch at the row's end.
            let toggle = element.elementType == .switch ? element : element.switches.firstMatch
            if toggle.value != wanted { toggle.coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap() }
            try checkFailures()
            // A switch that leads to another screen is gone once it did: arriving there is the check.
            guard app.backend.wait(for: toggle.path, until: .value(wanted), timeout: elementTimeout) || !toggle.exists else {
                throw DriverError("switch '\(identifier)' did not turn \(wanted == "1" ? "on" : "off")")
            }
        case .noop, .custom, .typeTextFrom: break
        }
        try checkFailures()
    }

    private func checkFailures() throws(DriverError) {
        let failures = app.backend.takeFailures()
        if !failures.isEmpty { throw DriverError(failures.joined(separator: "; ")) }
    }

    public func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        waitForElement(identifier, in: .app, until: .exists, timeout: timeout)
    }

    /// A wait, unlike a gesture, asks whether any element has the name (its identifier
    /// or, when none has, its label, title, value or placeholder): a screen's identity
    /// holds where its element shows twice (a list above and below).
    public func waitForElement(_ identifier: String, in target: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        let all = TestApp(target, backend: app.backend).descendants(matching: .any)
        return app.backend.wait(for: all.path.appending(.identifier(identifier)).appending(.first), until: ElementCondition(presence), timeout: timeout)
    }

    public func value(of identifier: String) -> String? {
        let element = element(identifier, in: .app)
        return element.exists ? element.value ?? element.label : nil
    }
}

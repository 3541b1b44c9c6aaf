#if canImport(XCTest) && canImport(UIKit)
import XCTest

/// Drives a real app through XCUITest: a thin mapping from accessibility identifiers to
/// `XCUIElement` queries. Only built where XCTest and UIKit exist (iOS UI-test targets);
/// Linux builds skip this file.
///
/// ```swift
/// let navigator = Navigator(graph: graph, driver: XCUITestDriver(app: XCUIApplication()))
/// ```
///
/// XCUITest runs UI tests on the main thread, where every call here is made.
public final class XCUITestDriver: Driver {
    public let app: XCUIApplication
    /// How long a gesture waits for its element to exist.
    public var elementTimeout: Double = 5

    public init(app: XCUIApplication) { self.app = app }

    private func element(_ identifier: String) -> XCUIElement {
        MainActor.assumeIsolated { app.descendants(matching: .any)[identifier].firstMatch }
    }

    public func perform(_ interaction: Interaction) throws(DriverError) {
        if case .custom(let description) = interaction.gesture {
            throw DriverError("custom gesture '\(description)' needs a driver that knows it")
        }
        guard let identifier = interaction.element else { return }
        let element = element(identifier)
        let failure: String? = MainActor.assumeIsolated {
            guard element.waitForExistence(timeout: elementTimeout) else { return "no element '\(identifier)'" }
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
                // Tap the switch itself: the row's centre is its label and does nothing.
                let toggle = element.switches.firstMatch.exists ? element.switches.firstMatch : element
                if toggle.value as? String != wanted { toggle.coordinate(withNormalizedOffset: CGVector(dx: 0.9, dy: 0.5)).tap() }
                if toggle.value as? String != wanted { return "switch '\(identifier)' did not turn \(wanted == "1" ? "on" : "off")" }
            case .noop, .custom: break
            }
            return nil
        }
        if let failure { throw DriverError(failure) }
    }

    public func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        let element = element(identifier)
        return MainActor.assumeIsolated { element.waitForExistence(timeout: timeout) }
    }

    public func value(of identifier: String) -> String? {
        let element = element(identifier)
        return MainActor.assumeIsolated { element.exists ? (element.value as? String) ?? element.label : nil }
    }
}
#endif

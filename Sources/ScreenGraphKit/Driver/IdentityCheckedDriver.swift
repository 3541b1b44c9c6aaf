/// A driver that checks where the app is only as a real app can: by the entered
/// screen's `waitFor`. It performs and waits through the driver it wraps (the
/// simulated app, whose gestures run the app's own interruption handling and custom
/// gestures) but never names the screen, so a navigator on it sees what it would see
/// on a device or in a browser.
///
/// ```swift
/// let navigator = Navigator(graph: graph, driver: IdentityCheckedDriver(simulatedApp))
/// ```
package final class IdentityCheckedDriver: Driver {
    /// The driver the gestures and waits go through.
    package let wrapped: any Driver

    package init(_ wrapped: any Driver) { self.wrapped = wrapped }

    package func perform(_ interaction: Interaction) throws(DriverError) { try wrapped.perform(interaction) }

    package func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        wrapped.waitForElement(identifier, timeout: timeout)
    }

    package func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        wrapped.waitForElement(identifier, in: app, until: presence, timeout: timeout)
    }

    package func value(of identifier: String) -> String? { wrapped.value(of: identifier) }

    package var testApp: TestApp? { wrapped.testApp }

    /// Which screens' identities hold is what a failed step says of where the app is.
    package var reportsIdentities: Bool { true }
}

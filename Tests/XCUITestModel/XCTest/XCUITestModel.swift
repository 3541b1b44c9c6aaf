// The XCUITest model: Apple's XCTest API with bodies, backed by the simulated app, for Linux
// tests only. The adapter's own source files are compiled against it as `XCTest`. See ../README.md.
import Foundation
@testable import ScreenGraphKit

/// What the model runs on: not Apple API. The runner sets ``simulated`` and ``testCase``
/// before a scenario, as Xcode launches the device and starts a test.
@MainActor
public enum XCUITestModel {
    /// The device: the simulated app, its system UI and its Settings app.
    public static var simulated: SimulatedApp?
    /// The running test case, where failures are recorded (XCTest's "current test").
    public static var testCase: XCTestCase?
    /// How many times a query or element was resolved against an app's tree: what each read or
    /// gesture costs on a device, where every resolution is a round trip to the app.
    public static var resolutions = 0

    /// How often `XCTWaiter` evaluates an `XCTNSPredicateExpectation`: once a second, the
    /// first time a second after the wait starts. Apple's pages are silent; public measurements
    /// report it (see `XCTWaiter` in XCTestCase.swift).
    public static let predicatePollInterval = 1.0

    static var device: SimulatedApp {
        guard let simulated else { preconditionFailure("XCUITestModel.simulated is not set: the runner sets it before a test") }
        return simulated
    }

    /// Records a failure on the running test case, as XCTest records one: an issue of type
    /// `.assertionFailure` whose compact description is the message.
    static func fail(_ message: String) {
        guard let testCase else { preconditionFailure("a failure outside a test: \(message)") }
        testCase.record(XCTIssue(type: .assertionFailure, compactDescription: message))
    }
}

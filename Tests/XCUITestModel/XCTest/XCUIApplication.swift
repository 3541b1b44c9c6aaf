import Foundation
import ScreenGraphKit

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
// "A proxy that can launch, monitor, and terminate a test application." The simulated device
// has three: the app under test, SpringBoard (its system UI) and Settings.
@MainActor
open class XCUIApplication: XCUIElement {
    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
    // "Creates a proxy for the application specified by the 'Target Application' target setting."
    public init() { super.init(origin: .application(.app)) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init(bundleidentifier:)
    // "Creates a proxy for an application associated with the specified bundle identifier."
    public init(bundleIdentifier: String) {
        switch bundleIdentifier {
        case "com.apple.springboard": super.init(origin: .application(.system))
        case "com.apple.Preferences": super.init(origin: .application(.settings))
        default: preconditionFailure("the simulated device has no app '\(bundleIdentifier)'")
        }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launcharguments
    public var launchArguments: [String] {
        get { XCUITestModel.device.launchArguments(of: target) }
        set { XCUITestModel.device.setLaunchArguments(newValue, of: target) }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launchenvironment
    public var launchEnvironment: [String: String] {
        get { XCUITestModel.device.launchEnvironment(of: target) }
        set { XCUITestModel.device.setLaunchEnvironment(newValue, of: target) }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
    // "Launches the application synchronously" ... "terminates any existing instance".
    public func launch() { XCUITestModel.device.launch(target) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/activate()
    public func activate() { XCUITestModel.device.activate(target) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/terminate()
    public func terminate() { XCUITestModel.device.terminate(target) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.property
    public var state: State {
        switch XCUITestModel.device.state(of: target) {
        case .unknown: .unknown
        case .notRunning: .notRunning
        case .runningBackgroundSuspended: .runningBackgroundSuspended
        case .runningBackground: .runningBackground
        case .runningForeground: .runningForeground
        }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/resetauthorizationstatus(for:)
    // "Resets the authorization status for a protected resource" ... terminates the app if it runs.
    @available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
    public func resetAuthorizationStatus(for resource: XCUIProtectedResource) {
        guard let modelled = ProtectedResource(rawValue: "\(resource)") else {
            preconditionFailure("the simulated app models no protected resource '\(resource)'")
        }
        XCUITestModel.device.resetAuthorizationStatus(for: modelled)
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/state-swift.enum
    public enum State: UInt {
        case unknown
        case notRunning
        case runningBackgroundSuspended
        case runningBackground
        case runningForeground
    }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuiprotectedresource: the cases the
// simulated app models, with the availability the stand-in declares.
@available(iOS 13.4, macCatalyst 13.4, macOS 10.15.4, tvOS 13.4, watchOS 6.2, *)
public enum XCUIProtectedResource: Int {
    case contacts
    case calendar
    case reminders
    case photos
    case microphone
    case camera
    case mediaLibrary
    case homeKit
    case bluetooth
    case keyboardNetwork
    case location
    case health
    case userTracking
    case focus
    case localNetwork
}

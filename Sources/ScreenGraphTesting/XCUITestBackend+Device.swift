// Apple only, where the adapter exists (not tvOS) and UIDevice's userInterfaceIdiom does (its page
// lists no watchOS); type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS) && !os(watchOS)
import ScreenGraphKit
import UIKit

extension XCUITestBackend: DeviceIdiomProviding {
    /// The device's idiom, from UIKit's `UIDevice.current.userInterfaceIdiom`: what a
    /// graph's built-in `tablet` field is set from.
    public var userInterfaceIdiom: DeviceIdiom {
        Self.onMainActor { DeviceIdiom(rawValue: UIDevice.current.userInterfaceIdiom.rawValue) ?? .unspecified }
    }
}
#endif

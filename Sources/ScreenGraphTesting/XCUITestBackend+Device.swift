// Apple only, where UIKit exists; type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit)
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

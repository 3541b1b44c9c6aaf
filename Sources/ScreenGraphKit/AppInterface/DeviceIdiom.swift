/// The kind of device, named as UIKit's `UIUserInterfaceIdiom` names them
/// (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom).
public enum DeviceIdiom: Int, Sendable, CaseIterable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

/// A backend that knows what kind of device it runs on: the simulated app, and the
/// XCUITest adapter (from UIKit's `UIDevice`).
package protocol DeviceIdiomProviding: AnyObject {
    /// The device's idiom, as `UIDevice.current.userInterfaceIdiom` gives it.
    var userInterfaceIdiom: DeviceIdiom { get }
}

extension CurrentApp {
    /// The current app's device idiom; `.unspecified` when there is no current app or its
    /// backend does not know it.
    package static var idiom: DeviceIdiom {
        (backend as? DeviceIdiomProviding)?.userInterfaceIdiom ?? .unspecified
    }
}

/// Which app an element lives in: the spec's `in`.
///
/// As on a device, each has its own element tree: the app under test does not contain
/// the system's permission prompts, nor the Settings app's rows.
public enum AppTarget: String, Sendable, CaseIterable, Hashable {
    /// The app under test (`XCUIApplication()` on a device).
    case app
    /// The system UI: permission prompts, system alerts, notification banners
    /// (SpringBoard, `com.apple.springboard`, on a device).
    case system
    /// The Settings app (`com.apple.Preferences` on a device).
    case settings
}

/// The resources iOS protects with a permission prompt, as `XCUIProtectedResource` names them.
public enum ProtectedResource: String, Sendable, CaseIterable, Hashable {
    case contacts, calendar, reminders, photos, microphone, camera, mediaLibrary, homeKit, bluetooth,
        keyboardNetwork, location, health, userTracking, focus, localNetwork

    /// The prompt's allowing button, as iOS labels it.
    package var allowLabel: String {
        switch self {
        case .photos: "Allow Full Access"
        case .location: "Allow While Using App"
        default: "Allow"
        }
    }
}

/// Whether the user has answered a resource's prompt, and how.
package enum AuthorizationStatus: String, Sendable {
    case notDetermined, authorized, denied
}

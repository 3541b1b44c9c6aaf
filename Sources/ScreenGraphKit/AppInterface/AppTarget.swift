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
package enum AuthorizationStatus: String, Sendable, CaseIterable {
    case notDetermined, authorized, denied
    /// Photos only: the app sees the photos the user selected (the prompt's "Limit Access…",
    /// Settings' "Limited Access"; `PHAuthorizationStatus.limited`, iOS 14 and later).
    case limited
    /// Location only: "Allow Once", which lasts while the app is in use; once it is no longer
    /// in use the status is not determined again (`CLLocationManager`'s temporary authorization).
    case authorizedOnce
    /// Location only: Settings' "Always".
    case authorizedAlways

    /// Whether the app may use the resource: every answer but `denied` and none.
    package var isGranted: Bool {
        switch self {
        case .notDetermined, .denied: false
        case .authorized, .limited, .authorizedOnce, .authorizedAlways: true
        }
    }
}

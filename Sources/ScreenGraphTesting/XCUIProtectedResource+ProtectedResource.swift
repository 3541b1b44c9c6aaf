// Apple platforms only, like XCUITestBackend.swift; type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS)
import ScreenGraphKit
import XCTest

@available(iOS 13.4, macCatalyst 13.4, tvOS 13.4, watchOS 6.2, *)
extension XCUIProtectedResource {
    /// XCUITest's case for a resource the simulated app models, or `nil` when this OS has none.
    ///
    /// Apple documents a case for each of them
    /// (https://developer.apple.com/documentation/xcuiautomation/xcuiprotectedresource), but not
    /// on every OS: `health` from iOS 14, `userTracking` and `focus` from iOS 15, `localNetwork`
    /// from iOS 15.4; `focus` not on tvOS or visionOS, `localNetwork` on iOS and Mac Catalyst only.
    init?(_ resource: ProtectedResource) {
        switch resource {
        case .contacts: self = .contacts
        case .calendar: self = .calendar
        case .reminders: self = .reminders
        case .photos: self = .photos
        case .microphone: self = .microphone
        case .camera: self = .camera
        case .mediaLibrary: self = .mediaLibrary
        case .homeKit: self = .homeKit
        case .bluetooth: self = .bluetooth
        case .keyboardNetwork: self = .keyboardNetwork
        case .location: self = .location
        case .health:
            guard #available(iOS 14.0, macCatalyst 14.0, tvOS 14.0, watchOS 7.0, *) else { return nil }
            self = .health
        case .userTracking:
            guard #available(iOS 15.0, macCatalyst 15.0, tvOS 15.0, watchOS 8.0, *) else { return nil }
            self = .userTracking
        case .focus:
            #if os(tvOS) || os(visionOS)
            return nil
            #else
            guard #available(iOS 15.0, macCatalyst 15.0, watchOS 8.0, *) else { return nil }
            self = .focus
            #endif
        case .localNetwork:
            #if os(tvOS) || os(watchOS) || os(visionOS)
            return nil
            #else
            guard #available(iOS 15.4, macCatalyst 15.4, *) else { return nil }
            self = .localNetwork
            #endif
        }
    }
}
#endif

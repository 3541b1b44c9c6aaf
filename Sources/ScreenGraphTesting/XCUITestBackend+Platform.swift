// Apple platforms only, like XCUITestBackend.swift; type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS)
import ScreenGraphKit

extension XCUITestBackend {
    /// The platform a UI test runs on, as far as which apps hold the system UI and Settings.
    ///
    /// `XCUIApplication(bundleIdentifier:)` exists on every platform, but Apple documents no
    /// bundle identifier of a system app on any of them:
    ///
    /// - **iOS and iPadOS**: prompts, system alerts and banners are SpringBoard's
    ///   (`com.apple.springboard`) and Settings is `com.apple.Preferences`, as public UI tests
    ///   address them (for example `XCUIApplication(bundleIdentifier: "com.apple.springboard")`
    ///   in Esri's arcgis-maps-sdk-swift-toolkit pull request 821, 2024).
    /// - **visionOS**: there is no SpringBoard. An Apple Developer Forums thread ("What app
    ///   provides system alerts in VisionOS?", thread 759347) found that
    ///   `XCUIApplication(bundleIdentifier: "com.apple.springboard").exists` is `false` in the
    ///   Vision Pro simulator, and answered with `addUIInterruptionMonitor`. No source names the
    ///   app that shows them, nor Settings' identifier.
    /// - **watchOS** and **Mac Catalyst**: the sources we found are silent on which app shows
    ///   system prompts (on the Mac, a public Appium thread names UserNotificationCenter, which
    ///   XCUITest could not drive) and on Settings' identifier.
    ///
    /// Where there is no app, the adapter does not guess one: a path in it selects nothing, a
    /// gesture or launch records a failure saying so, and a system prompt is answered from an
    /// interruption monitor, whose element XCTest hands over on every platform.
    package enum Platform: String, Sendable, CaseIterable {
        case iOS, visionOS, watchOS, macCatalyst

        /// The platform this code was compiled for; iOS (and iPadOS) elsewhere, as on Linux
        /// against the XCUITest model.
        package static var current: Platform {
            #if targetEnvironment(macCatalyst)
            .macCatalyst
            #elseif os(visionOS)
            .visionOS
            #elseif os(watchOS)
            .watchOS
            #else
            .iOS
            #endif
        }

        /// The bundle identifier of the app that plays `target` here, if one is known:
        /// `nil` for the app under test, which the caller gives.
        func bundleIdentifier(of target: AppTarget) -> String? {
            switch (self, target) {
            case (.iOS, .system): "com.apple.springboard"
            case (.iOS, .settings): "com.apple.Preferences"
            default: nil
            }
        }

        /// Why `target` has no app here, for the failure a gesture or launch in it records.
        func noApp(_ target: AppTarget) -> String {
            switch target {
            case .system:
                "\(rawValue) has no system UI app the adapter knows (SpringBoard is iOS's): "
                    + "answer system prompts from an interruption monitor"
            case .settings, .app:
                "\(rawValue) has no Settings app the adapter knows (com.apple.Preferences is iOS's)"
            }
        }
    }
}
#endif

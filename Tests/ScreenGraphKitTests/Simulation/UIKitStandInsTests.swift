import Testing

@testable import ScreenGraphKit

/// `UIDevice` and `UIPasteboard` where there is no UIKit: the current simulated app's
/// device, so `UIDevice.current.userInterfaceIdiom == .pad` (UIKit's
/// "userInterfaceIdiom: The style of interface to use on the current device",
/// https://developer.apple.com/documentation/uikit/uidevice/userinterfaceidiom) and
/// `UIPasteboard.general.string` read as they would on that device.
@Suite struct UIKitStandInsTests {
    @Test func theDevicesIdiomIsTheCurrentAppsAndUnspecifiedWithoutOne() throws {
        try withANewTestApp {
            #expect(UIDevice.current.userInterfaceIdiom == .unspecified)
            let simulated = try GalleryApp.launched()
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            simulated.userInterfaceIdiom = .vision
            #expect(UIDevice.current.userInterfaceIdiom == .vision)
        }
    }

    /// With a simulated app current, the pasteboard is the app's: what the app copies, the
    /// test reads, and the other way round.
    @Test func thePasteboardIsTheCurrentAppsWhenThereIsOne() throws {
        try withANewTestApp {
            let simulated = try GalleryApp.launched()
            simulated.pasteboardString = "copied in the app"
            #expect(UIPasteboard.general.string == "copied in the app")
            UIPasteboard.general.string = nil
            #expect(simulated.pasteboardString == nil)
        }
    }

    /// With none (or a current app that is not simulated), text written is kept by the
    /// stand-in itself, and a simulated app made later has its own pasteboard.
    @Test func withoutASimulatedAppThePasteboardKeepsItsOwnText() throws {
        try withANewTestApp {
            let driver = RecordingDriver()
            CurrentApp.use(driver)
            UIPasteboard.general.string = "kept"
            #expect(UIPasteboard.general.string == "kept")
            let simulated = try GalleryApp.launched()
            #expect(simulated.pasteboardString == nil && UIPasteboard.general.string == nil)
            CurrentApp.use(driver)
            #expect(UIPasteboard.general.string == "kept")
            UIPasteboard.general.string = nil
        }
    }
}

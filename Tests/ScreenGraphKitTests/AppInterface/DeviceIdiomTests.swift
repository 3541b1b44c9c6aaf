import Testing

@testable import ScreenGraphKit

/// The device's kind, with UIKit's numbers: "case unspecified = -1", "case phone = 0",
/// "case pad = 1", "case tv = 2", "case carPlay = 3", "case mac = 5", "case vision = 6"
/// (https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom), and the current
/// app's idiom, as `UIDevice.current.userInterfaceIdiom` reads it.
@Suite struct DeviceIdiomTests {
    @Test func rawValuesAreUIKits() {
        let numbers: [DeviceIdiom: Int] = [.unspecified: -1, .phone: 0, .pad: 1, .tv: 2, .carPlay: 3, .mac: 5, .vision: 6]
        #expect(DeviceIdiom.allCases.count == numbers.count)
        for idiom in DeviceIdiom.allCases { #expect(idiom.rawValue == numbers[idiom], "\(idiom)") }
        // UIKit skips 4: there is no idiom with it.
        #expect(DeviceIdiom(rawValue: 4) == nil)
    }

    @Test func theCurrentAppsIdiomIsUnspecifiedWithoutAnApp() throws {
        try withANewTestApp {
            #expect(CurrentApp.idiom == .unspecified)
            let simulated = try GalleryApp.launched()
            #expect(CurrentApp.idiom == .phone)
            simulated.userInterfaceIdiom = .pad
            #expect(CurrentApp.idiom == .pad)
        }
    }

    /// A current app whose backend does not know its device (a recording driver) has an
    /// unspecified idiom, as a device whose idiom UIKit does not know.
    @Test func aBackendThatDoesNotKnowItsDeviceIsUnspecified() {
        withANewTestApp {
            let driver = RecordingDriver()
            CurrentApp.use(driver)
            #expect(CurrentApp.backend === driver)
            #expect(CurrentApp.idiom == .unspecified)
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// A driver on the simulated app that, like a real app, cannot name its screen: gestures
/// and waits go through to the app, the screen's name does not.
@Suite struct IdentityCheckedDriverTests {
    @Test func itActsThroughTheAppButNeverNamesTheScreen() throws {
        let simulated = try GalleryApp.launched()
        let driver = IdentityCheckedDriver(simulated)
        #expect(simulated.currentScreen == "Main" && driver.currentScreen == nil)
        try driver.perform(.tap("nav.edit"))
        #expect(simulated.currentScreen == "Detail" && driver.currentScreen == nil)
    }

    @Test func waitsAndValuesAreTheApps() throws {
        let simulated = try GalleryApp.launched()
        let driver = IdentityCheckedDriver(simulated)
        #expect(driver.waitForElement("title", timeout: 0))
        #expect(!driver.waitForElement("missing", timeout: 0))
        #expect(driver.waitForElement("missing", in: .app, until: .gone, timeout: 0))
        #expect(driver.value(of: "wifi") == simulated.value(of: "wifi") && driver.value(of: "wifi") != nil)
        #expect(driver.testApp?.backend === simulated)
    }

    /// A failed step says which screens' `waitFor` hold, as on a real app; the simulated
    /// app itself names its screen instead.
    @Test func aFailedStepReportsIdentities() throws {
        let simulated = try GalleryApp.launched()
        #expect(IdentityCheckedDriver(simulated).reportsIdentities)
        #expect(!simulated.reportsIdentities)
        #expect(IdentityCheckedDriver(RecordingDriver()).reportsIdentities)
    }
}

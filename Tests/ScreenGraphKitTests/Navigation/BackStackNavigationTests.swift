import Testing

@testable import ScreenGraphKit

/// "Back" in `Docs/Spec/graph-json.md` through a navigator: the stack it keeps, the
/// gestures it performs, and `nowAt`, which follows the same rules.
@Suite struct BackStackNavigationTests {
    private func navigator(_ graph: ScreenGraph, _ driver: RecordingDriver) -> Navigator<UserState> {
        Navigator(graph: graph, driver: driver)
    }

    /// Setting the passcode pops back to PasscodeSettings over Settings, so going to
    /// Settings is one tap on the back button, and one more reaches the browser.
    @Test func afterSettingThePasscodeOneBackReachesSettings() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.passcodeGraph(), driver)
        try navigator.performAction("SetPasscode")
        #expect(navigator.currentScreen == "PasscodeSettings")
        #expect(navigator.backStack == ["BrowserTab", "SettingsScreen"])
        #expect(navigator.userState.passcode == "1337")
        let before = driver.interactions.count
        try navigator.goto("SettingsScreen")
        #expect(Array(driver.interactions[before...]) == [.tap("nav.back")])
        #expect(navigator.backStack == ["BrowserTab"])
        try navigator.back()
        #expect(navigator.currentScreen == "BrowserTab")
        #expect(navigator.backStack == [])
        #expect(driver.interactions == [
            .tap("nextOnboardingButton"), .tap("startBrowsingOnboardingButton"), .tap("TabToolbar.menuButton"),
            .tap("menu-Settings"), .tap("TouchIDPasscode"), .tap("TurnOnPasscode"),
            Interaction(.typeText("1337"), element: "passcode.entry"), .tap("nav.back"), .tap("settings.done"),
        ])
    }

    /// Picking an interval (an edge) pops down to PasscodeSettings like its back button.
    @Test func anEdgeToAScreenOnTheStackPopsDownToIt() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.passcodeGraph(), driver)
        try navigator.performAction("SetPasscode")
        try navigator.goto("PasscodeIntervalSettings")
        #expect(navigator.backStack == ["BrowserTab", "SettingsScreen", "PasscodeSettings"])
        let before = driver.interactions.count
        try navigator.goto("SettingsScreen")
        #expect(Array(driver.interactions[before...]) == [.tap("interval.immediately"), .tap("nav.back")])
        #expect(navigator.backStack == ["BrowserTab"])
    }

    /// `nowAt` a screen already on the stack (the test went back by itself) pops to it.
    @Test func nowAtAScreenOnTheStackPopsDownToIt() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.passcodeGraph(), driver)
        try navigator.goto("SetPasscodeScreen")
        #expect(navigator.backStack == ["BrowserTab", "SettingsScreen", "PasscodeSettings"])
        try navigator.nowAt("SettingsScreen")
        #expect(navigator.currentScreen == "SettingsScreen")
        #expect(navigator.backStack == ["BrowserTab"])
        try navigator.back()
        #expect(navigator.currentScreen == "BrowserTab")
    }

    /// An action that returns to the screen it was performed on leaves the stack.
    @Test func anActionOnTheSameScreenLeavesTheStack() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.passcodeGraph(), driver)
        try navigator.goto("SetPasscodeScreen")
        try navigator.performAction("TypePasscodeDigit")
        #expect(navigator.currentScreen == "SetPasscodeScreen")
        #expect(navigator.backStack == ["BrowserTab", "SettingsScreen", "PasscodeSettings"])
    }

    /// Settings opened from the browser's menu goes back to the browser, not the menu;
    /// Show Tour, onto a screen without back, clears the stack.
    @Test func overlaysAreNeverPushedAndScreensWithoutBackClear() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.passcodeGraph(), driver)
        try navigator.goto("SettingsScreen")
        #expect(navigator.backStack == ["BrowserTab"])
        try navigator.goto("Intro_Welcome")
        #expect(navigator.backStack == [])
        #expect(driver.interactions.last == .tap("ShowTour"))
    }

    /// From an item's menu, Show in Folder pops down to the folder; an action on the
    /// menu returns to the item with the stack it had.
    @Test func movesFromAnOverlayCountFromTheScreenBeneath() throws {
        let driver = RecordingDriver()
        let navigator = navigator(try BackStackTests.filesGraph(), driver)
        try navigator.performAction("Favorite")
        #expect(navigator.currentScreen == "Item")
        #expect(navigator.backStack == ["Library", "Folder"])
        try navigator.goto("ItemMenu")
        let before = driver.interactions.count
        try navigator.goto("ItemInfo")
        #expect(navigator.backStack == ["Library", "Folder", "Item"])
        try navigator.goto("ItemMenu")
        try navigator.goto("Folder")
        #expect(Array(driver.interactions[before...]) == [.tap("menu.info"), .tap("nav.back"), .tap("more"), .tap("menu.showInFolder")])
        #expect(navigator.backStack == ["Library"])
    }
}

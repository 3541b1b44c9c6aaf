import Testing

@testable import ScreenGraphKit

/// The browser graph against the browser app where the app pushes a screen it already
/// shows beneath: the app goes back to it, and the graph's back stack agrees, so the
/// back gestures that follow land where the graph says.
@Suite struct BackStackExecutionTests {
    @Test func changingThePasscodeReturnsToPasscodeSettingsOverSettings() throws {
        let run = try ScenarioTests.executor("Browser.screengraph", "Browser.json")
        try run.navigator.performAction("SetUpPasscode")
        try run.goto("ChangePasscode")
        #expect(run.navigator.backStack == ["SettingsScreen", "PasscodeIntro", "PasscodeSettings"])
        try run.navigator.performAction("ChangePasscodeTo1234")
        #expect(run.app.currentScreen == "PasscodeSettings")
        #expect(run.navigator.backStack == ["SettingsScreen", "PasscodeIntro"])
        // Turning the passcode off pushes the intro, which is beneath: both go back to it.
        try run.navigator.performAction("TurnPasscodeOff")
        #expect(run.app.currentScreen == "PasscodeIntro")
        #expect(run.navigator.backStack == ["SettingsScreen"])
        try run.navigator.back()
        #expect(run.app.currentScreen == "SettingsScreen")
    }
}

import Testing

@testable import ScreenGraphKit

/// Graph closures are `@MainActor`, as XCUITest's types are: they capture elements, local
/// helpers and closures the way MappaMundi graphs do, and a gesture closure sets the
/// user state, landing on top of the step's declared effects.
@Suite struct MainActorClosureTests {
    struct PasscodeState: UserStateModel {
        var passcode: String?
        var newPasscode = "1234"
        var visits = 0
    }

    /// Hoisted elements, a local function and a closure, all captured by graph closures:
    /// each was a Swift 6 error ("capture of non-Sendable type") when closures were `@Sendable`.
    /// The function is `@MainActor`, as UI-test code is (XCUIApplication is `@MainActor`).
    @MainActor static func passcodeGraph(_ app: TestApp) throws -> ScreenGraph {
        let keypad = app.otherElements["keypad"]
        let back = { app.buttons["back"].tap() }
        func type(_ text: String) { for key in text { keypad.buttons[String(key)].tap() } }
        return try ScreenGraph.build(start: "Settings", state: PasscodeState.self) { map in
            map.addScreenState("Settings") { screen in
                screen.tap("passcode", to: "SetPasscodeScreen", if: "passcode == nil")
            }
            map.addScreenState("SetPasscodeScreen") { screen in
                screen.gesture(forAction: "SetPasscode", transitionTo: "Settings", effects: ["visits += 1"]) { _, state in
                    type(state.newPasscode)
                    state.passcode = state.newPasscode
                }
                screen.backAction { _, _ in back() }
            }
        }
    }

    @MainActor @Test func aGestureClosureSetsTheStateOnTopOfTheDeclaredEffects() throws {
        let driver = RecordingDriver()
        let app = try #require(driver.testApp)
        let navigator = try Navigator<PasscodeState>(graph: try Self.passcodeGraph(app), driver: driver)
        try navigator.performAction("SetPasscode")
        #expect(navigator.userState.passcode == "1234")
        #expect(navigator.userState.visits == 1)
        #expect(driver.interactions.map(\.element) == ["passcode", "1", "2", "3", "4"])
        #expect(navigator.currentScreen == "Settings")
        // The planner saw no route to SetPasscode once the closure set the passcode.
        #expect(!navigator.can(goto: "SetPasscodeScreen"))
    }

    @MainActor @Test func aBackClosureCallsACapturedClosure() throws {
        let driver = RecordingDriver()
        let app = try #require(driver.testApp)
        let navigator = try Navigator<PasscodeState>(graph: try Self.passcodeGraph(app), driver: driver)
        try navigator.goto("SetPasscodeScreen")
        try navigator.back()
        #expect(driver.interactions.map(\.element) == ["passcode", "back"])
    }
}

import Testing

@testable import ScreenGraphKit

/// Joining strings (Docs/Spec/expressions.md, `+` on strings), in both graph file forms
/// and in a simulated app: a passcode keypad appends a digit per key.
@Suite struct StringJoiningTests {
    static let keypad = """
        start Keypad
        state typed: string = ""
        screen Keypad
          action Key1: tap "1"
            effect typed += "1"
          tap "done" -> Unlocked if typed == "1111"
        screen Unlocked
        """

    @Test(arguments: [GraphFileFormat.screengraph, .json])
    func aKeypadAppendsADigitPerKeyInBothForms(format: GraphFileFormat) throws {
        let text = try GraphDefinition(parsing: Self.keypad, format: .screengraph, path: "Keypad.screengraph").text(in: format) as String
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: format, path: "Keypad"))
        let route = try Planner(graph: graph).route(to: "Unlocked", allowingStateChanges: true)
        #expect(route.steps.map(\.to) == ["Key1", "Keypad", "Key1", "Keypad", "Key1", "Keypad", "Key1", "Keypad", "Unlocked"])
    }

    /// A route never takes a move whose join would pass the limit: eight digits cannot be typed.
    @Test func aRouteNeverJoinsPastTheLimit() throws {
        let text = Self.keypad.replacingOccurrences(of: "\"1111\"", with: "\"11111111\"")
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "Keypad.screengraph"))
        #expect(throws: PlanningError.self) { try Planner(graph: graph).route(to: "Unlocked", allowingStateChanges: true) }
    }

    /// A keypad whose `typed` holds 7 bytes already, the most a joined string holds: one
    /// more digit, by an action's effect, a guard or an `onEnter`, joins past the limit.
    static let fullKeypad = """
        start Keypad
        state typed: string = "1234567"
        screen Keypad
          action Key1: tap "1"
            effect typed += "1"
          tap "done" -> Unlocked if typed + "8" == "12345678"
        screen Unlocked
          onEnter typed += "8"
        """

    /// A join past the limit is reported as one, not as an integer overflow (which it
    /// shared its wording with), wherever the navigator or its planner meets it.
    @Test(arguments: [GraphFileFormat.screengraph, .json])
    func aJoinPastTheLimitIsReportedAsSuchInBothForms(format: GraphFileFormat) throws {
        let text = try GraphDefinition(parsing: Self.fullKeypad, format: .screengraph, path: "Keypad.screengraph").text(in: format) as String
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: format, path: "Keypad"))
        func message(_ call: (Navigator<UserState>) throws -> Void) throws -> String {
            let navigator = try Navigator(graph: graph, driver: RecordingDriver(), startingAt: "Keypad")
            do {
                try call(navigator)
            } catch let error as NavigationError {
                #expect(!error.message.contains("integer overflow"), "\(error.message)")
                return error.message
            }
            Issue.record("the call did not fail")
            return ""
        }
        // The planner's explanation of the closed ways: an effect and a guard.
        #expect(try message { try $0.performAction("Key1") }.contains(#"a joined string longer than 7 UTF-8 bytes in 'typed += "1"'"#))
        #expect(
            try message { try $0.goto("Unlocked") }.contains(#"a joined string longer than 7 UTF-8 bytes in 'typed + "8" == "12345678"'"#))
        // The navigator's own step: arriving on a screen whose `onEnter` joins.
        #expect(try message { try $0.nowAt("Unlocked") } == #"a joined string longer than 7 UTF-8 bytes in 'typed += "8"'"#)
    }

    /// A lock screen whose keys append their digit to `typed`; `done` unlocks on "1111"
    /// or "1212".
    static let lockApp = """
        {"format": "screengraph-app/1", "name": "Lock", "initialScreen": "Keypad",
         "settings": [{"name": "typed", "type": "string", "initial": ""}],
         "screens": [
          {"name": "Keypad", "elements": [
            {"id": "1", "type": "key", "tap": ["set typed += \\"1\\""]},
            {"id": "2", "type": "key", "tap": ["set typed += \\"2\\""]},
            {"id": "done", "tap": [{"if": "typed == \\"1111\\" || typed == \\"1212\\"", "then": ["go Unlocked"]}]}]},
          {"name": "Unlocked"}]}
        """

    @Test func theSimulatedAppsKeypadJoinsToo() throws {
        let simulated = try SimulatedApp(AppDefinition(parsing: Self.lockApp, path: "Lock.json"))
        simulated.launch()
        for _ in 1...4 { simulated.app.keys["1"].tap() }
        simulated.app.buttons["done"].tap()
        #expect(simulated.currentScreen == "Unlocked" && simulated.settings.typed == "1111")
        #expect(simulated.takeFailures() == [])
    }

    /// The app's `set` that joins past the limit fails its step with its own message and
    /// leaves the setting as it was.
    @Test func theSimulatedAppsSetPastTheLimitSaysSo() throws {
        let simulated = try SimulatedApp(AppDefinition(parsing: Self.lockApp, path: "Lock.json"))
        simulated.launch()
        for _ in 1...7 { try simulated.perform(.tap("1")) }
        #expect(simulated.settings.typed == "1111111")
        #expect(throws: DriverError(#"a joined string longer than 7 UTF-8 bytes in the app's 'set typed += "2"': the setting is left as it was"#)) {
            try simulated.perform(.tap("2"))
        }
        #expect(simulated.settings.typed == "1111111")
    }
}

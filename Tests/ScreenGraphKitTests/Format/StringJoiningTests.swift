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
}

import Testing

@testable import ScreenGraphKit

@Suite struct NavigatorTests {
    struct ListState: UserStateModel {
        var numItems = 0
        var dark = false
    }

    /// Home → List → Detail needs items; the long way round goes through More. List's
    /// observer counts the rows the app shows, as MappaMundi's `onEnter` closures do.
    static func listGraph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Home", state: ListState.self) { map in
            map.addScreenState("Home") { screen in
                screen.tap("list", to: "List")
                screen.tap("settings", to: "Settings")
            }
            map.addScreenState("List") { screen in
                screen.backAction(.tap("back"))
                screen.onEnter { app, state in
                    state.numItems = Int(app.staticTexts["list.count"].value ?? "0") ?? 0
                }
                screen.tap("detail", to: "Detail", if: "numItems > 0")
                screen.tap("more", to: "More")
            }
            map.addScreenState("More") { $0.tap("detail2", to: "Detail", cost: 3) }
            map.addScreenState("Detail") { $0.backAction(.tap("back")) }
            map.addScreenState("Settings") { screen in
                screen.backAction(.tap("back"))
                screen.tap("dark.switch", forAction: "ToggleDark", effects: ["dark = !dark"])
                screen.tap("broken.switch", forAction: "Broken")
            }
        }
    }

    @Test func observersThatChangeTheStateTriggerAReplan() throws {
        let driver = RecordingDriver()
        driver.values["list.count"] = "2"
        let navigator = try Navigator<ListState>(graph: try Self.listGraph(), driver: driver)
        // Planned with no items: Home → List → More → Detail. On List the app shows two
        // rows, so the rest is planned again: List → Detail.
        #expect(try navigator.plan(to: "Detail").steps.map(\.to) == ["List", "More", "Detail"])
        try navigator.goto("Detail")
        #expect(driver.interactions == [.tap("list"), .tap("detail")])
        #expect(navigator.userState.numItems == 2)
        #expect(navigator.backStack == ["Home", "List"])
    }

    @Test func togglesPerformTheirActionOnlyWhenNeeded() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<ListState>(graph: try Self.listGraph(), driver: driver)
        try navigator.toggleOn(\.dark, withAction: "ToggleDark")
        try navigator.toggleOn(\.dark, withAction: "ToggleDark")
        #expect(navigator.userState.dark == true)
        try navigator.toggleOff(\.dark, withAction: "ToggleDark")
        #expect(navigator.userState.dark == false)
        #expect(driver.interactions == [.tap("settings"), .tap("dark.switch"), .tap("dark.switch")])
        let error = #expect(throws: NavigationError.self) { try navigator.toggleOn(\.dark, withAction: "Broken") }
        #expect(error?.reason == .misuse("performing 'Broken' did not turn \\ListState.dark on"))
        #expect(error?.declaration?.line == 32)
        // MappaMundi's form takes the flag's value and performs the action when it is off.
        try navigator.toggleOn(navigator.userState.dark, withAction: "ToggleDark")
        try navigator.toggleOff(navigator.userState.dark, withAction: "ToggleDark")
        #expect(navigator.userState.dark == false)
    }

    @Test func nowAtEntersTheScreenTheTestMovedTo() throws {
        let driver = RecordingDriver()
        driver.values["list.count"] = "5"
        let navigator = try Navigator<ListState>(graph: try Self.listGraph(), driver: driver)
        try navigator.nowAt("List")
        #expect(navigator.currentScreen == "List")
        #expect(navigator.backStack == ["Home"])
        #expect(navigator.userState.numItems == 5)
        #expect(driver.interactions.isEmpty)
        try navigator.back()
        #expect(navigator.currentScreen == "Home")
        let error = #expect(throws: NavigationError.self) { try navigator.nowAt("Nowhere") }
        #expect(error?.reason == .planning(.unknownName("Nowhere", expected: "a screen")))
        let misspelled = #expect(throws: NavigationError.self) { try navigator.nowAt("Lst") }
        #expect(misspelled?.reason == .planning(.unknownName("Lst", expected: "a screen", suggestion: "List")))
    }

    @Test func visitGoesEverywhereInTurn() throws {
        let driver = RecordingDriver()
        let navigator = try Navigator<ListState>(graph: try Self.listGraph(), driver: driver)
        try navigator.visit("Settings", "List", "More")
        #expect(navigator.currentScreen == "More")
        #expect(driver.interactions == [.tap("settings"), .tap("back"), .tap("list"), .tap("more")])
    }

    @Test func driverFailuresNameTheStep() throws {
        let driver = RecordingDriver()
        driver.missingElements = ["settings"]
        let navigator = try Navigator<ListState>(graph: try Self.listGraph(), driver: driver)
        let error = #expect(throws: NavigationError.self) { try navigator.goto("Settings") }
        #expect(error?.reason == .driver(DriverError("no element 'settings' to tap")))
        #expect(error?.step?.to == "Settings")
        #expect(navigator.currentScreen == "Home")
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Planning over screens, back stack and user state together: routes that perform
/// the actions a goal needs, unsatisfiable goals, and the search bound.
@Suite struct StateAwarePlanningTests {
    static func browser() throws -> Planner {
        Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")))
    }

    /// The actions a route performs, in order.
    private func actions(_ route: Route) -> [String] {
        route.steps.filter { $0.kind == .action }.map(\.to)
    }

    @Test func oneActionOpensTheLockedLogins() throws {
        let planner = try Self.browser()
        let route = try planner.route(to: "LockedLoginsSettings", allowingStateChanges: true)
        #expect(actions(route) == ["SetPasscodeAction"])
        #expect(route.steps.flatMap(\.effects) == ["passcode = \"1337\""])
        // Menu, Settings, Passcode, Turn On, type, confirm (1 + then 1), back, back, Logins.
        #expect(route.cost == 10)
        // The heuristic keeps the search small.
        #expect(planner.exploredStates < 2_000)
    }

    @Test func twoActionsForAPasscodeAndAnAccount() throws {
        let planner = try Self.browser()
        let route = try planner.route(to: "LoginDetail", where: "passcode != nil && loggedIn")
        #expect(Set(actions(route)) == ["SetPasscodeAction", "SignIn"])
        #expect(route.steps.last?.state.passcode == "1337")
        #expect(route.steps.last?.state.loggedIn == true)
    }

    @Test func threeActionsForAStrictSignedInPrivateBrowser() throws {
        let planner = try Self.browser()
        let route = try planner.route(to: "BrowserTab", where: "loggedIn && trackingProtection == 2 && isPrivate")
        #expect(Set(actions(route)) == ["SignIn", "StrictTrackingProtection", "TogglePrivateMode"])
        let last = try #require(route.steps.last?.state)
        #expect(last.loggedIn == true && last.trackingProtection == 2 && last.isPrivate == true)
        // Every effect the route applies is on its steps.
        #expect(route.steps.flatMap(\.effects).sorted() == ["isPrivate = !isPrivate", "loggedIn = true", "trackingProtection = 2"])
    }

    @Test func countingUpPerformsAnActionPerStep() throws {
        let planner = Planner(graph: try DemoGraph.make())
        for count in 1...3 {
            let route = try planner.route(to: "ItemList", where: "numItems == \(count)")
            #expect(actions(route) == Array(repeating: "AddItem", count: count))
            #expect(route.cost == Double(2 * count))
        }
    }

    @Test func anUnsatisfiableGoalNamesTheNearestState() throws {
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Onboarding.json")))
        // Home needs both switches on; nothing there turns one off.
        #expect(throws: PlanningError.unsatisfiable(
            from: "Welcome", to: "Home", condition: "!analyticsOn",
            nearest: "Home with analyticsOn = true, notificationsOn = true")
        ) { try planner.route(to: "Home", where: "!analyticsOn") }
    }

    @Test func theBoundStopsAnEndlessSearchAndNamesTheNearestState() throws {
        let planner = Planner(graph: try DemoGraph.make())
        planner.stateAwareLimit = 1_000
        // numItems only grows, so no state has it negative, and the counter never ends.
        #expect(throws: PlanningError.searchLimit(from: "ItemList", to: "ItemDetail", limit: 1_000, nearest: "ItemDetail with numItems = 1")) {
            try planner.route(to: "ItemDetail", where: "numItems < 0")
        }
    }

    @Test func aBadConditionIsALocatedError() throws {
        let planner = Planner(graph: try DemoGraph.make())
        #expect(throws: PlanningError.self) { try planner.route(to: "ItemList", where: "numItem > 0") }
        let error = #expect(throws: PlanningError.self) { try planner.route(to: "ItemList", where: "numItems > 'x'") }
        #expect(error?.description == "condition:1:10: error: '>' needs int operands, found string\nnumItems > 'x'\n         ^")
    }

    /// A browser whose new-tab button adds a tab only outside private mode, and whose
    /// passcode is set only when signed in: effects that choose with `c ? a : b`.
    static let choices = """
        start Home
        state isPrivate: bool = true
        state numTabs: int = 1
        state loggedIn: bool = false
        state passcode: string?
        screen Home
          tap "tabs" -> TabTray if numTabs >= 2
          tap "settings" -> Settings
          action OpenTab: tap "tab.new"
            effect numTabs += isPrivate ? 0 : 1
          action TogglePrivate: tap "private"
            effect isPrivate = !isPrivate
        screen TabTray
          back tap "done"
        screen Settings
          back tap "back"
          tap "logins" -> Logins if passcode == "1234"
          action SignIn: tap "signIn"
            effect loggedIn = true
          action SetPasscode: tap "passcode"
            effect passcode = loggedIn ? "1234" : nil
        screen Logins
          back tap "back"

        """

    /// The app the `choices` graph describes, written with the same choices.
    static let choicesApp = """
        {"format": "screengraph-app/1", "name": "Choices", "initialScreen": "Home",
         "settings": [{"name": "isPrivate", "type": "bool", "initial": true}, {"name": "numTabs", "type": "int", "initial": 1},
                      {"name": "loggedIn", "type": "bool", "initial": false}, {"name": "passcode", "type": "string?"}],
         "screens": [
          {"name": "Home", "elements": [
            {"id": "tabs", "visibleWhen": "numTabs >= 2", "tap": ["push TabTray"]},
            {"id": "tab.new", "tap": ["set numTabs += isPrivate ? 0 : 1"]},
            {"id": "private", "tap": ["set isPrivate = !isPrivate"]},
            {"id": "settings", "tap": ["push Settings"]}]},
          {"name": "TabTray", "elements": [{"id": "done", "tap": ["pop"]}]},
          {"name": "Settings", "elements": [
            {"id": "back", "tap": ["pop"]},
            {"id": "logins", "visibleWhen": "passcode == '1234'", "tap": ["push Logins"]},
            {"id": "signIn", "tap": ["set loggedIn = true"]},
            {"id": "passcode", "tap": ["set passcode = loggedIn ? \\"1234\\" : nil"]}]},
          {"name": "Logins", "elements": [{"id": "back", "tap": ["pop"]}]}]}
        """

    static func choicesGraph() throws -> ScreenGraph {
        try ScreenGraph(GraphDefinition(parsing: choices, format: .screengraph, path: "choices.screengraph"))
    }

    @Test func choicesInEffectsArePlanned() throws {
        let planner = Planner(graph: try Self.choicesGraph())
        // In private mode a new tab adds none: leave private mode first.
        let tabs = try planner.route(to: "TabTray", allowingStateChanges: true)
        #expect(actions(tabs) == ["TogglePrivate", "OpenTab"])
        #expect(tabs.steps.flatMap(\.effects) == ["isPrivate = !isPrivate", "numTabs += isPrivate ? 0 : 1"])
        #expect(tabs.steps.last?.state.numTabs == 2)
        // Setting the passcode before signing in sets it to nil: sign in first.
        let logins = try planner.route(to: "Logins", allowingStateChanges: true)
        #expect(actions(logins) == ["SignIn", "SetPasscode"])
        #expect(logins.steps.last?.state.passcode == "1234")
        // Three tabs: out of private mode, then a new tab twice.
        let three = try planner.route(to: "Home", where: "numTabs == 3 && isPrivate")
        #expect(actions(three) == ["TogglePrivate", "OpenTab", "OpenTab", "TogglePrivate"])
        // Signed in with no passcode: setting it would set it, so the route does not.
        let signedIn = try planner.route(to: "Settings", where: "loggedIn && passcode == nil")
        #expect(actions(signedIn) == ["SignIn"])
    }

    @Test func choicesInEffectsAreNavigatedAndRunOnTheApp() throws {
        let driver = RecordingDriver()
        let navigator = Navigator(graph: try Self.choicesGraph(), driver: driver)
        try navigator.goto("Logins", allowingStateChanges: true)
        #expect(driver.interactions.map(\.description) == ["tap 'settings'", "tap 'signIn'", "tap 'passcode'", "tap 'logins'"])
        #expect(navigator.userState.passcode == "1234")

        let executor = try Executor(
            graph: try Self.choicesGraph(), app: AppDefinition(parsing: Self.choicesApp, path: "choices.json"), seed: 1)
        try executor.goto("TabTray", allowingStateChanges: true)
        #expect(executor.app.currentScreen == "TabTray")
        #expect(executor.simulatedApp?.settings.numTabs == 2 && executor.simulatedApp?.settings.isPrivate == false)
        #expect(executor.navigator.userState.numTabs == 2)
        try executor.goto("Logins", allowingStateChanges: true)
        #expect(executor.app.currentScreen == "Logins")
        #expect(executor.simulatedApp?.settings.passcode == "1234")
        #expect(executor.navigator.userState.passcode == "1234")
    }

    @Test func theNavigatorReachesAScreenInAState() throws {
        let driver = RecordingDriver()
        let navigator = Navigator(graph: try DemoGraph.make(), driver: driver)
        try navigator.reach(DemoGraph.Screen.itemDetail, where: "numItems == 2")
        #expect(driver.interactions.map(\.description) == ["tap 'items.add'", "tap 'items.add'", "tap 'items.cell.0'"])
        #expect(navigator.currentScreen == "ItemDetail")
        #expect(navigator.userState.numItems == 2)
    }
}

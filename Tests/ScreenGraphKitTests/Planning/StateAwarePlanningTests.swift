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

    @Test func theNavigatorReachesAScreenInAState() throws {
        let driver = RecordingDriver()
        let navigator = Navigator(graph: try DemoGraph.make(), driver: driver)
        try navigator.reach(DemoGraph.Screen.itemDetail, where: "numItems == 2")
        #expect(driver.interactions.map(\.description) == ["tap 'items.add'", "tap 'items.add'", "tap 'items.cell.0'"])
        #expect(navigator.currentScreen == "ItemDetail")
        #expect(navigator.userState.numItems == 2)
    }
}

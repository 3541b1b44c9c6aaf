import Foundation
import Testing

@testable import ScreenGraphKit

/// Every graph in `Graphs/` loads, checks clean, and routes as worked out by hand.
@Suite struct ExampleGraphTests {
    private func load(_ name: String) throws -> ScreenGraph {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(name))
        #expect(graph.warnings == [], "\(name)")
        return graph
    }

    private func steps(_ route: Route) -> [String] { route.steps.map { "\($0.from) → \($0.to)" } }

    @Test func everyFileInGraphsIsChecked() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Graphs").path)
        // Simulated apps for them live in Graphs/Apps; DokuWiki is a real app (Tests/RealApps).
        #expect(files.sorted() == [
            "Apps", "Browser.screengraph", "Demo.screengraph", "DokuWiki.screengraph", "Firefox.screengraph", "Onboarding.json",
            "Recipes.screengraph", "VideoSharing.screengraph",
        ])
    }

    @Test func demo() throws {
        let planner = Planner(graph: try load("Demo.screengraph"))
        // The detail needs an item; adding one is an effect a plain route must not apply.
        #expect(throws: PlanningError.self) { try planner.route(to: "ItemDetail") }
        var state = planner.graph.initialState
        try state.set("numItems", to: 1)
        #expect(try planner.route(to: "ItemDetail", state: state).cost == 1)
    }

    /// Admin pages need a logged-in admin: the way there logs in, typing from the state.
    @Test func dokuWiki() throws {
        let planner = Planner(graph: try load("DokuWiki.screengraph"))
        #expect(throws: PlanningError.self) { try planner.route(to: "UserManager") }
        let route = try planner.route(to: "UserManager", allowingStateChanges: true)
        #expect(route.steps.map(\.to).contains("LogIn"))
        #expect(route.steps.last?.state.isAdmin == true)
        #expect(planner.graph.screenCount >= 15)
    }

    @Test func recipes() throws {
        let planner = Planner(graph: try load("Recipes.screengraph"))
        // Detail (1), Delete (1), confirm: the way into the action (1) and its `then` (1).
        let route = try planner.route(to: "DeleteRecipe")
        #expect(steps(route) == ["RecipeList → RecipeDetail", "RecipeDetail → DeleteConfirmation",
                                 "DeleteConfirmation → DeleteRecipe", "DeleteRecipe → RecipeList"])
        #expect(route.cost == 4)
        #expect(route.steps.last?.state.numRecipes == 2)
        // Cancelling the alert reveals the detail beneath it, with its back stack.
        #expect(try planner.route(to: "RecipeList", from: "DeleteConfirmation", backStack: ["RecipeList"]).cost == 2)
    }

    @Test func onboardingNeedsBothSwitches() throws {
        let planner = Planner(graph: try load("Onboarding.json"))
        #expect(throws: PlanningError.self) { try planner.route(to: "Home") }
        // Choices (1), each switch: the toggle (1) and the return (1), Continue (1).
        let route = try planner.route(to: "Home", allowingStateChanges: true)
        #expect(route.cost == 6)
        #expect(route.steps.flatMap(\.effects) == ["analyticsOn = true", "notificationsOn = true"])
    }

    @Test func videoSharingFollowsPermissions() throws {
        let planner = Planner(graph: try load("VideoSharing.screengraph"))
        var state = planner.graph.initialState
        try state.set("camera", to: true)
        try state.set("microphone", to: true)
        #expect(steps(try planner.route(to: "Recorder", state: state)) == ["Feed → NewVideoSheet", "NewVideoSheet → Recorder"])
        try state.set("microphone", to: false)
        #expect(steps(try planner.route(to: "CameraNoAccess", state: state)) == ["Feed → NewVideoSheet", "NewVideoSheet → CameraNoAccess"])
        // A first-time user reaches the recorder through both prompts.
        let firstTime = try planner.route(to: "Recorder", allowingStateChanges: true)
        #expect(firstTime.steps.flatMap(\.effects) == ["camera = true", "microphone = true"])
    }

    @Test func browser() throws {
        let graph = try load("Browser.screengraph")
        #expect(graph.screenNames.count >= 40)
        let planner = Planner(graph: graph)
        #expect(steps(try planner.route(to: "LoginDetail")) == [
            "BrowserTab → BrowserTabMenu", "BrowserTabMenu → SettingsScreen", "SettingsScreen → LoginsSettings",
            "LoginsSettings → LoginDetail",
        ])
        // Locked logins need a passcode: closed by default, open once one is set.
        #expect(throws: PlanningError.self) { try planner.route(to: "LockedLoginsSettings") }
        var withPasscode = graph.initialState
        try withPasscode.set("passcode", to: "1234")
        #expect(try planner.route(to: "LoginsSettings", state: withPasscode).cost == 4)
        var privateState = graph.initialState
        try privateState.set("isPrivate", to: true)
        #expect(steps(try planner.route(to: "PrivateTabTray", state: privateState)) == ["BrowserTab → PrivateTabTray"])
    }
}

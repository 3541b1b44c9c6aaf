import Testing

@testable import ScreenGraphKit

/// The back stack as "Back" in `Docs/Spec/graph-json.md` has it, through the planner:
/// entering a screen with `back` that is already on the stack pops the stack down to
/// it; else a move from that same screen leaves the stack; else the most recent screen
/// that is not `dismissOnUse` is pushed; a screen without `back` clears the stack.
@Suite struct BackStackTests {
    /// Firefox for iOS's way to its passcode settings, after the screen graph of its UI
    /// tests: two intro pages, the browser, its menu (an overlay on the browser),
    /// Settings (closed with Done) and the passcode screens, each pushed with a back
    /// button. Setting a passcode types it on SetPasscodeScreen, and the app pops back
    /// to PasscodeSettings; picking an interval pops back there too.
    static func passcodeGraph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Intro_Welcome", state: [.optional("passcode", .string), .bool("nightMode")]) { map in
            map.addScreenState("Intro_Welcome") { $0.tap("nextOnboardingButton", to: "Intro_Sync") }
            map.addScreenState("Intro_Sync") { $0.tap("startBrowsingOnboardingButton", to: "BrowserTab") }
            map.addScreenState("BrowserTab") { $0.tap("TabToolbar.menuButton", to: "BrowserTabMenu") }
            map.addScreenState("BrowserTabMenu") { screen in
                screen.dismissOnUse = true
                screen.backAction(.tap("PhotonMenu.close"))
                screen.tap("menu-Settings", to: "SettingsScreen")
                screen.tap("menu-NightMode", forAction: "ToggleNightMode", effects: ["nightMode = !nightMode"])
            }
            map.addScreenState("SettingsScreen") { screen in
                screen.backAction(.tap("settings.done"))
                screen.tap("TouchIDPasscode", to: "PasscodeSettings")
                screen.tap("ShowTour", to: "Intro_Welcome")
            }
            map.addScreenState("PasscodeSettings") { screen in
                screen.backAction(.tap("nav.back"))
                screen.tap("TurnOnPasscode", to: "SetPasscodeScreen", if: "passcode == nil")
                screen.tap("PasscodeInterval", to: "PasscodeIntervalSettings", if: "passcode != nil")
            }
            map.addScreenState("SetPasscodeScreen") { screen in
                screen.backAction(.tap("nav.back"))
                screen.typeText(
                    "1337", into: "passcode.entry", forAction: "SetPasscode", transitionTo: "PasscodeSettings",
                    effects: ["passcode = \"1337\""])
                screen.typeText("1", into: "passcode.entry", forAction: "TypePasscodeDigit")
            }
            map.addScreenState("PasscodeIntervalSettings") { screen in
                screen.backAction(.tap("nav.back"))
                screen.tap("interval.immediately", to: "PasscodeSettings")
            }
        }
    }

    /// A file browser whose item menu (an overlay on the item) can show the item in its
    /// folder, which is already on the stack, or open the item's info, or mark it.
    static func filesGraph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Library", state: [.bool("favorite")]) { map in
            map.addScreenState("Library") { $0.tap("folder", to: "Folder") }
            map.addScreenState("Folder") { screen in
                screen.backAction(.tap("nav.back"))
                screen.tap("item", to: "Item")
            }
            map.addScreenState("Item") { screen in
                screen.backAction(.tap("nav.back"))
                screen.tap("more", to: "ItemMenu")
            }
            map.addScreenState("ItemMenu") { screen in
                screen.dismissOnUse = true
                screen.backAction(.tap("menu.cancel"))
                screen.tap("menu.showInFolder", to: "Folder")
                screen.tap("menu.info", to: "ItemInfo")
                screen.tap("menu.favorite", forAction: "Favorite", effects: ["favorite = true"])
            }
            map.addScreenState("ItemInfo") { $0.backAction(.tap("nav.back")) }
        }
    }

    /// `from→to kind`, then the back stack after the step.
    private func summary(_ route: Route, _ graph: ScreenGraph) -> [String] {
        route.steps.map { step in
            "\(step.from)→\(step.to) \(step.kind.rawValue) \(step.position.stack.map { graph.nodeNames[Int($0)] })"
        }
    }

    /// The acceptance case. From the first intro page, SettingsScreen with a passcode
    /// set costs 9: 4 to Settings (two intro pages, the menu, Settings), 5 to Set
    /// Passcode (the cell, the screen, the action, its `then`: entering PasscodeSettings,
    /// already on the stack, pops back to `[BrowserTab, SettingsScreen]`), and one back.
    ///
    /// The old rule, which refused to stack a screen twice instead of popping, pushed
    /// SetPasscodeScreen there: `[BrowserTab, SettingsScreen, PasscodeSettings,
    /// SetPasscodeScreen]`, so three backs (to SetPasscodeScreen, PasscodeSettings,
    /// Settings) and 4 + 4 + 3 = 11, with no cheaper way round.
    @Test func settingAPasscodeLeavesOneBackToSettings() throws {
        let graph = try Self.passcodeGraph()
        let route = try Planner(graph: graph).route(to: "SettingsScreen", where: "passcode != nil", allowingStateChanges: true)
        #expect(route.cost == 9)
        #expect(summary(route, graph) == [
            "Intro_Welcome→Intro_Sync edge []",
            "Intro_Sync→BrowserTab edge []",
            "BrowserTab→BrowserTabMenu edge []",
            "BrowserTabMenu→SettingsScreen edge [\"BrowserTab\"]",
            "SettingsScreen→PasscodeSettings edge [\"BrowserTab\", \"SettingsScreen\"]",
            "PasscodeSettings→SetPasscodeScreen edge [\"BrowserTab\", \"SettingsScreen\", \"PasscodeSettings\"]",
            "SetPasscodeScreen→SetPasscode action [\"BrowserTab\", \"SettingsScreen\", \"PasscodeSettings\"]",
            "SetPasscode→PasscodeSettings then [\"BrowserTab\", \"SettingsScreen\"]",
            "PasscodeSettings→SettingsScreen back [\"BrowserTab\"]",
        ])
        #expect(route.steps.flatMap(\.effects) == ["passcode = \"1337\""])
        #expect(route.steps.last?.state.passcode == "1337")
    }

    /// An edge into a screen on the stack pops down to it as an action's `then` does:
    /// picking an interval and the back button reach the same state, so the route takes
    /// the edge declared first and then one back to Settings.
    @Test func anEdgeToAScreenOnTheStackPopsDownToIt() throws {
        let graph = try Self.passcodeGraph()
        let planner = Planner(graph: graph)
        var state = graph.initialState
        try state.set("passcode", to: "1337")
        let route = try planner.route(
            to: "SettingsScreen", from: "PasscodeIntervalSettings", state: state,
            backStack: ["BrowserTab", "SettingsScreen", "PasscodeSettings"])
        #expect(summary(route, graph) == [
            "PasscodeIntervalSettings→PasscodeSettings edge [\"BrowserTab\", \"SettingsScreen\"]",
            "PasscodeSettings→SettingsScreen back [\"BrowserTab\"]",
        ])
        let start = try planner.state(
            on: "PasscodeIntervalSettings", userState: state, backStack: ["BrowserTab", "SettingsScreen", "PasscodeSettings"])
        let moves = planner.openMoves(from: start)
        #expect(moves.map(\.step.kind) == [.edge, .back])
        #expect(moves[0].step.position == moves[1].step.position)
    }

    /// Performing an action chain that starts and ends on a screen leaves its stack.
    @Test func aMoveFromTheSameScreenLeavesTheStack() throws {
        let graph = try Self.passcodeGraph()
        let stack = ["BrowserTab", "SettingsScreen", "PasscodeSettings"]
        let route = try Planner(graph: graph).route(to: "TypePasscodeDigit", from: "SetPasscodeScreen", backStack: stack)
        #expect(summary(route, graph) == [
            "SetPasscodeScreen→TypePasscodeDigit action \(stack)",
            "TypePasscodeDigit→SetPasscodeScreen return \(stack)",
        ])
    }

    /// Settings opened from the menu over the browser goes back to the browser: the
    /// menu is never pushed.
    @Test func theMostRecentScreenThatIsNotDismissOnUseIsPushed() throws {
        let graph = try Self.passcodeGraph()
        let route = try Planner(graph: graph).route(to: "SettingsScreen", from: "BrowserTab")
        #expect(summary(route, graph) == [
            "BrowserTab→BrowserTabMenu edge []",
            "BrowserTabMenu→SettingsScreen edge [\"BrowserTab\"]",
        ])
        #expect(route.steps[0].position.beneath == graph.nodeIDs["BrowserTab"])
    }

    /// Show Tour from Settings opens the intro, which has no back: the stack is cleared.
    @Test func aScreenWithoutBackClearsTheStack() throws {
        let graph = try Self.passcodeGraph()
        let route = try Planner(graph: graph).route(to: "Intro_Welcome", from: "SettingsScreen", backStack: ["BrowserTab"])
        #expect(summary(route, graph) == ["SettingsScreen→Intro_Welcome edge []"])
    }

    /// Moves from an overlay count from the screen beneath it: showing the item in its
    /// folder pops down to the folder; opening the item's info pushes the item, not the
    /// menu; an action on the menu returns to the item with the stack it had.
    @Test func movesFromAnOverlayCountFromTheScreenBeneath() throws {
        let graph = try Self.filesGraph()
        let planner = Planner(graph: graph)
        let stack = ["Library", "Folder"]
        let toFolder = try planner.route(to: "Folder", from: "Item", backStack: stack)
        #expect(summary(toFolder, graph) == ["Item→Folder back [\"Library\"]"])
        let showInFolder = try planner.state(on: "Item", userState: nil, backStack: stack)
        let menu = try #require(planner.openMoves(from: showInFolder).first { $0.step.to == "ItemMenu" }?.step.position)
        let fromMenu = planner.openMoves(from: menu).map { move in
            "\(move.step.to) \(move.step.kind.rawValue) \(move.step.position.stack.map { graph.nodeNames[Int($0)] })"
        }
        #expect(fromMenu == [
            "Folder edge [\"Library\"]",
            "ItemInfo edge [\"Library\", \"Folder\", \"Item\"]",
            "Favorite action [\"Library\", \"Folder\"]",
            "Item back [\"Library\", \"Folder\"]",
        ])
        let favorite = try planner.route(to: "Favorite", from: "Item", backStack: stack)
        #expect(summary(favorite, graph) == [
            "Item→ItemMenu edge [\"Library\", \"Folder\"]",
            "ItemMenu→Favorite action [\"Library\", \"Folder\"]",
            "Favorite→Item return [\"Library\", \"Folder\"]",
        ])
    }

    /// A caller's start stack may hold a screen twice: entering it pops down to its
    /// topmost copy.
    @Test func aCallersStackPopsDownToTheTopmostCopy() throws {
        let graph = try Self.filesGraph()
        let route = try Planner(graph: graph).route(to: "Item", from: "Folder", backStack: ["Item", "Folder", "Item", "Library"])
        #expect(summary(route, graph) == ["Folder→Item edge [\"Item\", \"Folder\"]"])
    }
}

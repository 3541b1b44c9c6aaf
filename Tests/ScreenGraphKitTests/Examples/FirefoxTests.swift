import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The Firefox graph driven against its simulated app, `Graphs/Apps/Firefox.json`: every
/// screen reached, every action performed, every edge taken, each step checked by the
/// executor (the screen's `waitFor` element, then the screen the app is on) and, after
/// each goto, the user state the graph planned compared with the app's settings.
@Suite struct FirefoxTests {
    typealias Screen = Firefox.Screen
    typealias Action = Firefox.Action

    static let graph = Result { try Firefox.graph() }
    static let app = Result { try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Firefox.json")) }

    /// A freshly launched app with a navigator on it.
    private func launch(seed: UInt64 = 0) throws -> Executor {
        try Executor(graph: Self.graph.get(), app: Self.app.get(), seed: seed)
    }

    /// The graph's fields whose values differ from the app's settings of the same name.
    private func stateMismatches(_ run: Executor) -> [String] {
        let planned = run.navigator.userState
        let settings = run.simulated.settings
        return planned.fieldNames.compactMap { field in
            let graph = planned.value(of: field).map { "\($0)" } ?? "-"
            let app = settings.value(of: field).map { "\($0)" } ?? "-"
            return graph == app ? nil : "\(field): graph \(graph), app \(app)"
        }
    }

    @Test func theGraphIsFirefoxSized() throws {
        let graph = try Self.graph.get()
        #expect(graph.screenNames.count == 61)
        #expect(graph.screenNames == Screen.allCases.map(\.rawValue))
        // Every case of Action is an action of the graph or a navigator action.
        for action in Action.allCases {
            #expect(graph.isAction(action.rawValue) || graph.navigatorAction(named: action.rawValue) != nil, "\(action)")
        }
        #expect(graph.actionNames.count + 6 == Action.allCases.count)
        // Every field of the user state is a setting of the app, so the two can be compared.
        let settings = try SimulatedApp(Self.app.get()).settings
        for field in graph.initialState.fieldNames {
            #expect(settings.value(of: field) == graph.initialState.value(of: field), "\(field)")
        }
    }

    @Test func everyScreenIsReachedFromAFreshLaunch() throws {
        let graph = try Self.graph.get()
        for screen in graph.screenNames {
            let run = try launch()
            do {
                try run.goto(screen, allowingStateChanges: true)
            } catch {
                Issue.record("\(screen): \(error.message)")
                continue
            }
            #expect(run.simulated.currentScreen == screen)
            #expect(stateMismatches(run) == [], "\(screen)")
        }
    }

    @Test func everyActionIsPerformedFromAFreshLaunch() throws {
        let graph = try Self.graph.get()
        for action in graph.actionNames {
            let run = try launch()
            do {
                try run.goto(action, allowingStateChanges: true)
            } catch {
                Issue.record("\(action): \(error.message)")
                continue
            }
            // An action ends on the screen its chain leads to, where the app must be too.
            #expect(run.simulated.currentScreen == run.navigator.currentScreen, "\(action)")
            #expect(stateMismatches(run) == [], "\(action)")
        }
    }

    /// One launch, every screen in declaration order, without changing the state on
    /// purpose: what is skipped is what needs a state change first.
    @Test func oneLaunchVisitsEveryScreenItCanWithoutStateChanges() throws {
        let run = try launch()
        let skipped = try run.visitEveryScreen()
        // A new tab, bookmarks, a passcode and an account come only from actions with
        // effects. History and website data come from loading a page, which the visit
        // does early (WebPageLoading is the fifth screen), so their screens are not skipped.
        #expect(skipped == [
            Screen.newTabScreen, .bookmarksPanelContextMenu, .disablePasscodeSettings, .changePasscodeSettings, .passcodeIntervalSettings,
            .lockedLoginsSettings, .syncSettings, .fxAccountManagementPage,
        ].map(\.rawValue))
        #expect(stateMismatches(run) == [])
    }

    /// Every edge, way into an action and back gesture, each taken on a fresh launch:
    /// reach its screen in a state where its guard holds, take it, finish the chain of
    /// an action it leads into, and check where the app is and what it holds.
    ///
    /// (A coverage tour takes them all in fewer launches; this checks each on its own, so
    /// a failure names the one edge.)
    @Test func everyEdgeAndBackGestureIsTakenOnTheApp() throws {
        let graph = try Self.graph.get()
        var taken = 0
        for screen in 0..<graph.screenCount {
            let name = graph.screenNames[screen]
            // Coverage items: a move's index, or `moves.count + screen` for a back gesture.
            var items = graph.movesOut(of: Int32(screen)).map { index in
                (index, graph.moves[index].guardIndex, "\(name) → \(graph.nodeNames[Int(graph.moves[index].target)])")
            }
            if graph.screens[screen].back != nil { items.append((graph.moves.count + screen, -1, "\(name) back")) }
            for (item, guardIndex, label) in items {
                let run = try launch()
                do {
                    if guardIndex >= 0 {
                        try run.navigator.reach(name, where: graph.guards[Int(guardIndex)].source.text)
                    } else {
                        try run.goto(name, allowingStateChanges: true)
                    }
                    let planner = run.navigator.planner
                    guard let move = planner.openMoves(from: run.navigator.position).first(where: { $0.coverageItem == item })
                    else {
                        Issue.record("\(label) is not open where its guard holds")
                        continue
                    }
                    try run.take(move.step)
                    // Into an action: follow its chain to the screen it ends on.
                    while !graph.isScreen(run.navigator.currentScreen),
                        let next = planner.openMoves(from: run.navigator.position).first
                    {
                        try run.take(next.step)
                    }
                } catch {
                    Issue.record("\(label): \(error.message)")
                    continue
                }
                #expect(run.simulated.currentScreen == run.navigator.currentScreen, "\(label)")
                #expect(stateMismatches(run) == [], "\(label)")
                taken += 1
            }
        }
        #expect(taken == graph.moves.count + graph.screens.filter { $0.back != nil }.count)
    }

    // MARK: Scenarios, as Firefox's own tests use its graph

    @Test func navigatorActionsOpenTabsAndURLs() throws {
        let run = try launch()
        try run.navigator.performAction(Action.openNewURL)
        #expect(run.simulated.currentScreen == Screen.browserTab.rawValue)
        #expect(run.navigator.userState.numTabs == 2)
        #expect(run.navigator.userState.hasHistory == true)
        try run.navigator.performAction(Action.createNewTab)
        #expect(run.simulated.currentScreen == Screen.newTabScreen.rawValue)
        #expect(run.simulated.settings.numTabs == 3)
        #expect(stateMismatches(run) == [])
    }

    @Test func aPasscodeLocksTheLoginsUntilItIsTyped() throws {
        let run = try launch()
        try run.navigator.performAction(Action.setUpPasscode)
        #expect(run.simulated.currentScreen == Screen.passcodeSettings.rawValue)
        #expect(run.simulated.settings.passcode == "111111")
        // With a passcode the logins are locked; a wrong one keeps them so.
        try run.goto(Screen.lockedLoginsSettings.rawValue)
        try run.navigator.performAction(Action.loginPasscodeTypeIncorrectOne)
        #expect(run.simulated.currentScreen == Screen.lockedLoginsSettings.rawValue)
        try run.navigator.performAction(Action.unlockLoginsSettings)
        #expect(run.simulated.currentScreen == Screen.loginsSettings.rawValue)
        // Back from the logins leads to Settings, which the locked sheet was over.
        try run.navigator.back()
        #expect(run.simulated.currentScreen == Screen.settingsScreen.rawValue)
        try run.navigator.performAction(Action.changePasscode)
        try run.goto(Action.disablePasscode.rawValue)
        #expect(run.simulated.settings.passcode == StateValue.none)
        #expect(stateMismatches(run) == [])
    }

    @Test func reachPlansTheStateAGoalNeeds() throws {
        let run = try launch()
        // Signing in types the email and password first, on the sign-in screen.
        try run.navigator.reach(Screen.syncSettings, where: "fxaUsername != nil")
        #expect(run.simulated.currentScreen == Screen.syncSettings.rawValue)
        #expect(run.simulated.settings.fxaUsername == "test@example.com")
        // Two bookmarks, then the bookmarks panel shows one to long-press.
        try run.navigator.reach(Screen.bookmarksPanelContextMenu, where: "numBookmarks == 2")
        #expect(run.simulated.settings.numBookmarks == 2)
        // With a passcode set, the logins are reached through the locked sheet.
        try run.navigator.reach(Screen.loginsSettings, where: "passcode != nil")
        #expect(run.simulated.currentScreen == Screen.loginsSettings.rawValue)
        #expect(run.simulated.report.events.contains { $0.kind == .step && $0.fields.contains(.init(name: "from", value: "UnlockLoginsSettings")) })
        // A private tab is selected, so the tabs button opens the private panel.
        try run.navigator.reach(Screen.privateTabTray, where: "isPrivate")
        #expect(run.simulated.currentScreen == Screen.privateTabTray.rawValue)
        #expect(stateMismatches(run) == [])
    }

    @Test func switchesAreSetByToggleNotByTappingTheirRow() throws {
        let run = try launch()
        try run.navigator.toggleOff(run.navigator.userState.useSystemTheme == true, withAction: Action.systemThemeSwitch)
        #expect(run.simulated.value(of: "SystemThemeSwitchValue") == "0")
        // With the system theme off, the manual choices appear.
        try run.navigator.performAction(Action.selectAutomatically)
        #expect(run.simulated.settings.themeAutomatic == true)
        try run.navigator.toggleOff(run.navigator.userState.pocketInNewTab == true, withAction: Action.togglePocketInNewTab)  // already off: nothing to do
        try run.navigator.toggleOn(run.navigator.userState.pocketInNewTab == true, withAction: Action.togglePocketInNewTab)
        try run.goto(Screen.homePanelsScreen.rawValue)
        #expect(run.simulated.exists("PocketStory.0"))
        #expect(stateMismatches(run) == [])
    }

    @Test func closingATabFromTheLongPressMenuNeedsAnotherTab() throws {
        let run = try launch()
        #expect(throws: NavigationError.self) { try run.navigator.goto(Action.closeTabFromTabTrayLongPressMenu) }
        try run.navigator.reach(Screen.tabTrayLongPressMenu, where: "numTabs == 2")
        try run.navigator.performAction(Action.closeTabFromTabTrayLongPressMenu)
        #expect(run.simulated.currentScreen == Screen.homePanelsScreen.rawValue)
        #expect(run.simulated.settings.numTabs == 1)
        #expect(stateMismatches(run) == [])
    }
}

import Testing

@testable import ScreenGraphKit

/// MappaMundi graphs' constructs in their own spelling (snippets written here, not
/// copied from any suite): what issue 25 asks to compile after renaming types, adding
/// `try` and changing imports. Constructs that still need more are listed in
/// Docs/Migrating.md.
@Suite struct MappaMundiSpellingTests {
    struct TabsState: UserStateModel {
        var numTabs = 0
        var isPrivate = false
    }

    /// A graph function in MappaMundi's shape: it receives the app, hoists elements and a
    /// back closure, and its closures query XCUITest's whole set of element types.
    @MainActor static func createGraph(with app: TestApp) throws -> ScreenGraph {
        let backAction = { app.navigationBars.element(boundBy: 0).buttons.element(boundBy: 0).tap() }
        let pager = app.scrollViews["pager"]
        return try ScreenGraph.build(start: "Tabs", state: TabsState.self) { map in
            map.addScreenState("Tabs") { screenState in
                screenState.onEnter { _, userState in userState.numTabs = app.collectionViews.cells.count }
                screenState.gesture(forAction: "TogglePrivate") { _, userState in
                    app.buttons["private"].tap()
                    userState.isPrivate = !userState.isPrivate
                }
                screenState.gesture(to: "Menu") { _, _ in
                    _ = app.webViews.images.count + app.progressIndicators.count + app.keys.count
                    pager.swipeLeft()
                }
            }
            map.addScreenState("Menu") { screenState in
                screenState.backAction { _, _ in backAction() }
                screenState.gesture(forAction: "Dismiss") { _, _ in
                    app.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.25)).tap()
                }
            }
        }
    }

    @MainActor @Test func aGraphInMappaMundisShapeRunsWithTheAppAsItsDriver() throws {
        let driver = RecordingDriver()
        driver.counts = [.cell: 3, .navigationBar: 1, .button: 1]
        let app = try #require(driver.testApp)
        let navigator = try Navigator<TabsState>(graph: try Self.createGraph(with: app), driver: app)
        try navigator.performAction("TogglePrivate")
        #expect(navigator.userState.isPrivate)
        #expect(navigator.userState.numTabs == 3)
        try navigator.goto("Menu")
        try navigator.back()
        #expect(navigator.currentScreen == "Tabs")
    }

    /// Issue 25 items 5 and 6 in MappaMundi's spelling: gestures on elements (by index,
    /// in a scope, by label), `gesture(withElement:to:)`, `onEnterWaitFor(element:)`,
    /// `backAction = closure`, zero-argument `gesture(to:) { }`,
    /// `gesture(forAction:) { userState in }` as the gesture, and a chain whose end says
    /// nothing of `transitionTo` merged with `addAction(_:transitionTo:)`.
    @MainActor static func createElementGraph(with app: TestApp) throws -> ScreenGraph {
        let navigationControllerBackAction = { app.navigationBars.element(boundBy: 0).buttons.element(boundBy: 0).tap() }
        let table = app.tables.element(boundBy: 0)
        return try ScreenGraph.build(start: "Tabs", state: TabsState.self) { map in
            map.addScreenState("Tabs") { screenState in
                screenState.tap(app.buttons["Private Mode"], to: "Settings")
                screenState.press(table.cells["Logins"], to: "Menu")
                screenState.gesture(to: "Sheet") { app.buttons["share"].tap() }
                screenState.tap(app.buttons["new"], forAction: "OpenTab", "CountTab") { userState in userState.numTabs += 1 }
                screenState.gesture(forAction: "TogglePrivate", "AfterPrivate") { userState in
                    app.buttons["private"].tap()
                    userState.isPrivate = !userState.isPrivate
                }
            }
            map.addScreenState("Settings") { screenState in
                screenState.onEnterWaitFor(element: app.tables["settings"].firstMatch)
                screenState.backAction = navigationControllerBackAction
            }
            map.addScreenState("Menu") { screenState in
                screenState.gesture(withElement: app.sheets.element(boundBy: 0).buttons.element(boundBy: 0), to: "Tabs") {
                    app.sheets.element(boundBy: 0).buttons.element(boundBy: 0).tap()
                }
            }
            map.addScreenState("Sheet") { screenState in
                screenState.onEnterWaitFor("exists != true", element: app.progressIndicators.element(boundBy: 0))
                screenState.backAction = { app.buttons["done"].tap() }
            }
            map.addAction("CountTab", transitionTo: "Menu")
            map.addAction("AfterPrivate", transitionTo: "Settings")
        }
    }

    @MainActor @Test func elementGesturesBackClosuresAndMergedChainsRunAsMappaMundisDid() throws {
        let driver = RecordingDriver()
        driver.counts = [.navigationBar: 1, .button: 1, .sheet: 1, .table: 1]
        let app = try #require(driver.testApp)
        let graph = try Self.createElementGraph(with: app)
        // The chains' ends merged: one declaration each, with the `transitionTo` addAction gave.
        #expect(graph.definition.actions.map { "\($0.name) → \($0.then ?? "none")" } == ["CountTab → Menu", "AfterPrivate → Settings"])
        let navigator = try Navigator<TabsState>(graph: graph, driver: app)
        try navigator.goto("Settings")
        #expect(driver.interactions.last == Interaction(.tap, element: "Private Mode"))
        try navigator.back()
        #expect(navigator.currentScreen == "Tabs")
        try navigator.performAction("OpenTab")
        #expect(navigator.currentScreen == "Menu" && navigator.userState.numTabs == 1)
        try navigator.goto("Tabs")
        try navigator.performAction("TogglePrivate")
        #expect(navigator.currentScreen == "Settings" && navigator.userState.isPrivate)
        try navigator.goto("Sheet")
        try navigator.back()
        #expect(navigator.currentScreen == "Tabs")
        // The gestures' names say which element they act on.
        let custom = graph.definition.screens.flatMap(\.edges).compactMap { edge -> String? in
            if case .custom(let name) = edge.interaction.gesture { return name }
            return nil
        }
        #expect(custom.contains(#"tap app.buttons["Private Mode"]"#))
        #expect(custom.contains(#"press app.tables.element(boundBy: 0).cells["Logins"]"#))
    }

    @MainActor @Test func aMissingElementFailsTheStepNamingIt() throws {
        let driver = RecordingDriver()
        driver.counts = [.navigationBar: 1, .button: 1, .sheet: 1, .table: 1]
        driver.missingElements = ["Private Mode"]
        let app = try #require(driver.testApp)
        let navigator = try Navigator<TabsState>(graph: try Self.createElementGraph(with: app), driver: app)
        #expect(throws: NavigationError.self) { try navigator.goto("Settings") }
    }

    @Test func everyXCUITestQueryPropertyNamesItsType() {
        let app = TestApp(backend: RecordingDriver())
        #expect(app.keys.description == "app.keys")
        #expect(app.collectionViews.cells.description == "app.collectionViews.cells")
        #expect(app.checkBoxes.description == "app.checkBoxes")
        #expect(app.otherElements.description == "app.otherElements")
        #expect(app.switches.description == "app.switches")
        // `any`, the 81 kinds Apple lists, and `banner`.
        #expect(ElementType.allCases.count == 83)
    }

    /// Issue 25 items 3 and 6 to 8 as a MappaMundi suite's graph file and helpers spell them
    /// (compiled, and built once below): `MMScreenGraph(for:with:)` renamed, a helper taking
    /// the screen-state node, `UIDevice`, `UIPasteboard`, `XCUIApplication()` renamed,
    /// `onEnterWaitFor(_:element:if:)`, `frame`, `press(forDuration:thenDragTo:)`, the
    /// predicates' `tablet`, and a navigator extension whose calls only gain `try`.
    @MainActor static func createShopGraph(for test: AnyObject?, with app: TestApp) -> GraphBuilder<ShopState> {
        let map = GraphBuilder(for: test, with: ShopState.self)
        let isPad = UIDevice.current.userInterfaceIdiom == .pad
        func addSearch(_ screenState: ScreenStateBuilder<ShopState>) {
            screenState.gesture(forAction: "PasteQuery") { userState in
                UIPasteboard.general.string = userState.query ?? "shoes"
                app.textFields["search"].press(forDuration: 1.0)
            }
        }
        map.addScreenState("Shelf") { screenState in
            addSearch(screenState)
            screenState.onEnterWaitFor("exists != true", element: app.activityIndicators.element(boundBy: 0), if: "loading == true")
            screenState.tap(app.buttons["Basket"], to: "Basket", if: "tablet == false")
            screenState.gesture(to: "Basket", if: "tablet == true") {
                let list = app.tables.element(boundBy: 0)
                if isPad, list.frame.maxY > 0 {
                    let bottom = list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.9))
                    bottom.press(forDuration: 0.1, thenDragTo: list.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.1)))
                }
                app.buttons["Basket"].tap()
            }
        }
        map.addScreenState("Basket") { screenState in
            screenState.backAction = { app.navigationBars.buttons.element(boundBy: 0).tap() }
        }
        return map
    }

    struct ShopState: UserStateModel {
        var query: String? = nil
        var loading = false
    }

    @MainActor @Test func aGraphBuiltForATestAndItsHelpersCompileAsMappaMundiSpellsThem() throws {
        try CurrentApp.$ofTest.withValue(CurrentApp()) {
            let driver = RecordingDriver()
            driver.counts = [.button: 1, .navigationBar: 1, .table: 1]
            CurrentApp.use(driver)
            let navigator = try Self.createShopGraph(for: nil, with: TestApp()).navigator()
            try navigator.openBasket()
            #expect(navigator.currentScreen == "Basket")
        }
    }
}

extension MappaMundiSpellingTests {
    struct IntroState: UserStateModel {
        var toolbar = false
    }

    /// An intro loop as MappaMundi graphs write it: a counter declared outside the loop and
    /// read by each page's builder, which runs when the graph is built, by then at its
    /// final value (issue 25, item 10).
    @MainActor static func createIntroGraph(for test: AnyObject?, with app: TestApp) -> GraphBuilder<IntroState> {
        let map = GraphBuilder(for: test, with: IntroState.self)
        let pages = ["Intro1", "Intro2", "Intro3"]
        var i = 0
        for page in pages {
            let next = i == pages.count - 1 ? nil : pages[i + 1]
            map.addScreenState(page) { screenState in
                if let next { screenState.swipeLeft(app.scrollViews["pager"], to: next) }
                if i > 0 { screenState.tap(app.buttons["startBrowsing"], to: "Browser") }
            }
            i += 1
        }
        map.addScreenState("Browser") { screenState in
            screenState.tap(app.buttons["intro"], to: "Intro1")
        }
        return map
    }

    @MainActor @Test func screenBuildersRunWhenTheGraphIsBuiltAsMappaMundisDo() throws {
        let map = Self.createIntroGraph(for: nil, with: TestApp(backend: RecordingDriver()))
        let graph = try map.buildGraph()
        // `i` is 3 when the builders run, so the first page too leads to Browser, as in MappaMundi.
        let first = try #require(graph.definition.screens.first { $0.name == "Intro1" })
        #expect(first.edges.map(\.to) == ["Intro2", "Browser"])
        // Built once: building again runs no builder twice.
        #expect(try map.buildGraph().definition.screens.map(\.edges.count) == [2, 2, 1, 1])
    }

    /// Issue 25 item 9 in MappaMundi's spelling, run on the simulated app: a navigation
    /// bar's buttons by index and UIKit's back button by its label, a switch in a cell,
    /// tapped at its centre.
    @MainActor static func createSettingsGraph(for test: AnyObject?, with app: TestApp) -> GraphBuilder<IntroState> {
        let map = GraphBuilder(for: test, with: IntroState.self)
        let navigationControllerBackAction = { app.navigationBars.element(boundBy: 0).buttons.element(boundBy: 0).tap() }
        let table = app.tables.element(boundBy: 0)
        map.addScreenState("Settings") { screenState in
            screenState.tap(table.cells["Logins"], to: "Logins")
            screenState.gesture(forAction: "ToggleToolbar") { userState in
                app.cells.switches["AlwaysShowToolbar"].tap()
                userState.toolbar = !userState.toolbar
            }
        }
        map.addScreenState("Logins") { screenState in
            screenState.backAction = navigationControllerBackAction
            screenState.tap(app.navigationBars["Client.LoginListViewController"].buttons["Settings"], to: "Settings")
        }
        return map
    }

    @MainActor @Test func navigationBarButtonsAndSwitchesInCellsRunOnTheSimulatedApp() throws {
        let simulated = try ContainmentTests.launched()
        let navigator = try Navigator<IntroState>(graph: Self.createSettingsGraph(for: nil, with: simulated.app).buildGraph(), driver: simulated)
        try navigator.performAction("ToggleToolbar")
        #expect(navigator.userState.toolbar && simulated.settings.toolbar == true)
        #expect(simulated.app.tables.element(boundBy: 0).switches["AlwaysShowToolbar"].value == "1")
        try navigator.goto("Logins")
        try navigator.back()
        #expect(simulated.currentScreen == "Settings")
        try navigator.goto("Logins")
        try navigator.goto("Settings")
        #expect(simulated.currentScreen == "Settings")
    }
}

extension MappaMundiSpellingTests {
    struct PasscodeState: UserStateModel {
        var typed = ""
    }

    /// A passcode keypad in MappaMundi's spelling, each key an action whose effect appends
    /// its digit (issue 25 item 9): the guard reads what was typed.
    @MainActor static func createPasscodeGraph(for test: AnyObject?, with app: TestApp) -> GraphBuilder<PasscodeState> {
        let map = GraphBuilder(for: test, with: PasscodeState.self)
        map.addScreenState("Keypad") { screenState in
            for digit in ["1", "2"] {
                screenState.tap(app.keys[digit], forAction: "Type" + digit, effects: ["typed += \"\(digit)\""])
            }
            screenState.tap(app.buttons["done"], to: "Unlocked", if: "typed == \"1212\"")
        }
        map.addScreenState("Unlocked")
        return map
    }

    @MainActor @Test func aPasscodeKeypadAppendsEachKeyToTheState() throws {
        let simulated = try SimulatedApp(AppDefinition(parsing: StringJoiningTests.lockApp, path: "Lock.json"))
        simulated.launch()
        let navigator = try Navigator<PasscodeState>(
            graph: Self.createPasscodeGraph(for: nil, with: simulated.app).buildGraph(), driver: simulated)
        try navigator.reach("Unlocked", where: "typed == \"1212\"")
        #expect(navigator.userState.typed == "1212" && simulated.settings.typed == "1212")
        #expect(simulated.currentScreen == "Unlocked")
    }
}

extension Navigator where State == MappaMundiSpellingTests.ShopState {
    func openBasket() throws {
        let app = TestApp()
        try self.goto("Shelf")
        _ = app.buttons["Basket"].exists
        try self.goto("Basket")
    }
}


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
}

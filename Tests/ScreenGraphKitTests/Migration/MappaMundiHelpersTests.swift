import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// What a MappaMundi suite's helpers reach without being handed it (issue 25 item 3):
/// `TestApp()` as `XCUIApplication()`, `UIDevice` and `UIPasteboard` on Linux, element
/// frames, `press(forDuration:thenDragTo:)`, and `GraphBuilder(for:with:)` with its
/// `navigator()` and the built-in `tablet` field. Each test has a current app of its own.
@Suite struct MappaMundiHelpersTests {
    struct TabsState: UserStateModel {
        var numItems = 0
        var loading = false
    }

    private func demo() throws -> SimulatedApp {
        let simulated = try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))
        simulated.launch()
        return simulated
    }

    @Test func testAppWithoutABackendReachesTheAppMadeLast() throws {
        try CurrentApp.$ofTest.withValue(CurrentApp()) {
            let early = TestApp()  // made before any app, as in setUp
            early.buttons["Add"].tap()
            #expect(early.takeFailuresForTest() == [
                "Failed to tap: No app is current for TestApp(): create a SimulatedApp, or a navigator with an app as its driver, first"
            ])
            let simulated = try demo()
            early.buttons["Add"].tap()
            #expect(simulated.settings.value(of: "numItems") == .int(1))
            // A navigator makes its driver's app current.
            let driver = RecordingDriver()
            _ = Navigator(graph: try ScreenGraph.build(start: "A") { $0.addScreenState("A") }, driver: driver)
            #expect(CurrentApp.backend === driver)
        }
    }

    @Test func uiDeviceAndUIPasteboardAreTheSimulatedDevices() throws {
        try CurrentApp.$ofTest.withValue(CurrentApp()) {
            #expect(UIDevice.current.userInterfaceIdiom == .unspecified)
            let simulated = try demo()
            #expect(UIDevice.current.userInterfaceIdiom == .phone)
            simulated.userInterfaceIdiom = .pad
            #expect(UIDevice.current.userInterfaceIdiom == .pad)
            UIPasteboard.general.string = "https://example.com"
            #expect(simulated.pasteboardString == "https://example.com")
            #expect(UIPasteboard.general.string == "https://example.com")
        }
    }

    /// Rows of 44 points below a 100-point bar, in the tree's order (Docs/SimulatedApps.md).
    @Test func elementsHaveFramesInTheTreesOrder() throws {
        let simulated = try demo()
        let add = simulated.app.buttons["items.add"]
        #expect(add.frame == CGRect(x: 0, y: 144, width: 390, height: 44))
        #expect(simulated.app.buttons["Missing"].frame == .zero)
    }

    /// A drag is the swipe in its main direction on the simulated app, which knows no distances.
    @Test func pressThenDragIsASwipeInItsMainDirection() throws {
        let simulated = try demo()
        let add = simulated.app.buttons["items.add"]
        let top = simulated.app.staticTexts["items.table"].coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0))
        add.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5)).press(forDuration: 0.1, thenDragTo: top)
        let performed = simulated.report.events.map(\.text).joined(separator: "\n")
        #expect(performed.contains("press(forDuration: 0.1, from: (0.5, 0.5), thenDragTo: (0.5, -1.0))"))
    }

    /// MappaMundi's `MMScreenGraph(for: test, with: T.self)`, `navigator()` and `isTablet`,
    /// read by predicates as `tablet`.
    @MainActor @Test func aBuilderMadeForATestGivesANavigatorOnTheCurrentApp() throws {
        try CurrentApp.$ofTest.withValue(CurrentApp()) {
            let simulated = try demo()
            simulated.userInterfaceIdiom = .pad
            let app = TestApp()
            let map = GraphBuilder(for: nil, with: TabsState.self)
            map.addScreenState("ItemList") { screenState in
                screenState.tap(app.buttons["items.add"], forAction: "AddItem", if: "tablet == true") { userState in
                    userState.numItems += 1
                }
                screenState.tap(app.buttons["items.edit"], to: "Editing")
            }
            map.addScreenState("Editing") { screenState in
                screenState.onEnterWaitFor("exists != true", element: app.buttons["items.add"], if: "loading == false")
                screenState.tap(app.buttons["editing.done"], to: "ItemList")
            }
            let navigator = try map.navigator()
            try navigator.performAction("AddItem")
            #expect(navigator.userState.numItems == 1)
            #expect(simulated.settings.value(of: "numItems") == .int(1))
            try navigator.goto("Editing")
            #expect(navigator.currentScreen == "Editing")
        }
    }
}

/// Issue 25 item 10: a misspelled action's name is answered with the one meant.
@Test func aMisspelledActionSuggestsTheOneMeant() throws {
    let navigator = Navigator(graph: try DemoGraph.make(), driver: RecordingDriver())
    let error = try #require(throws: NavigationError.self) { try navigator.performAction("AddIte") }
    #expect(error.message.contains("did you mean 'AddItem'?"), "\(error.message)")
}

/// Issue 25 item 9: a `noop` edge names the app's screen a second time (MappaMundi's
/// NewTabScreen → HomePanels), so the simulated app as the driver, which compares its screen
/// with the graph's, takes screens joined by `noop` edges as one.
@Test func noopEdgesJoinScreensForTheSimulatedAppAsDriver() throws {
    let simulated = try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))
    simulated.launch()
    let graph = try ScreenGraph.build(start: "ItemList") { map in
        map.addScreenState("ItemList") { screenState in
            screenState.noop(to: "ItemListPanel")
        }
        map.addScreenState("ItemListPanel") { screenState in
            screenState.tap("items.edit", to: "Editing")
        }
        map.addScreenState("Editing")
    }
    let navigator = Navigator(graph: graph, driver: simulated)
    try navigator.goto("ItemListPanel")
    try navigator.goto("Editing")
    #expect(navigator.currentScreen == "Editing")
}

extension TestApp {
    /// What the backend recorded, for a test without a harness that records it.
    fileprivate func takeFailuresForTest() -> [String] { backend.takeFailures() }
}

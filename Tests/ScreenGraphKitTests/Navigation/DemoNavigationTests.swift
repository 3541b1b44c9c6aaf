import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The behaviours of MappaMundi's DemoUITests, on the demo graph with a recording driver.
@Suite struct DemoNavigationTests {
    let driver = RecordingDriver()
    let navigator: Navigator<DemoState>

    init() throws {
        navigator = try Navigator(graph: try DemoGraph.make(), driver: driver)
    }

    @Test func addingAnItemCountsIt() throws {
        try navigator.performAction(DemoGraph.Action.addItem)
        #expect(navigator.userState.numItems == 1)
        #expect(navigator.currentScreen == "ItemList")
        #expect(driver.interactions == [.tap("items.add")])
    }

    @Test func detailIsReachableOnlyWithItems() throws {
        #expect(!navigator.can(goto: DemoGraph.Screen.itemDetail))
        let error = #expect(throws: NavigationError.self) { try navigator.goto(DemoGraph.Screen.itemDetail) }
        #expect(
            error?.reason
                == .planning(
                    .closed(
                        from: "ItemList", to: "ItemDetail",
                        ways: [
                            .init(
                                from: "ItemList", to: "ItemDetail", interaction: .tap("items.cell.0"),
                                reason: "guard 'numItems > 0' is false with numItems = 0",
                                declaration: SourcePosition(file: "ScreenGraphFixtures/DemoGraph.swift", line: 24, column: 27)),
                            .init(
                                from: "ItemList", to: "AddItem", interaction: .tap("items.add"),
                                reason: "action 'AddItem' has effects (numItems += 1) and state changes are not allowed",
                                declaration: SourcePosition(file: "ScreenGraphFixtures/DemoGraph.swift", line: 23, column: 27)),
                            .init(
                                from: "Editing", to: "DeleteAllItems", interaction: .tap("editing.deleteAll"),
                                reason: "action 'DeleteAllItems' has effects (numItems = 0) and state changes are not allowed",
                                declaration: SourcePosition(file: "ScreenGraphFixtures/DemoGraph.swift", line: 32, column: 27)),
                        ])))
        try navigator.performAction(DemoGraph.Action.addItem)
        try navigator.goto(DemoGraph.Screen.itemDetail)
        #expect(navigator.currentScreen == "ItemDetail")
        #expect(navigator.backStack == ["ItemList"])
        #expect(driver.interactions == [.tap("items.add"), .tap("items.cell.0")])
    }

    @Test func backReturnsToTheList() throws {
        try navigator.performAction(DemoGraph.Action.addItem)
        try navigator.goto(DemoGraph.Screen.itemDetail)
        try navigator.back()
        #expect(navigator.currentScreen == "ItemList")
        #expect(navigator.backStack.isEmpty)
        #expect(driver.interactions.last == .tap("nav.back"))
    }

    @Test func deleteAllLeavesTheNavigatorOnTheEditingScreen() throws {
        try navigator.performAction(DemoGraph.Action.addItem)
        try navigator.performAction(DemoGraph.Action.addItem)
        #expect(navigator.userState.numItems == 2)
        try navigator.performAction(DemoGraph.Action.deleteAllItems)
        #expect(navigator.userState.numItems == 0)
        #expect(navigator.currentScreen == "Editing")
        #expect(driver.interactions.suffix(2) == [.tap("items.edit"), .tap("editing.deleteAll")])
    }

    @Test func navigatorActionsRunTheirSteps() throws {
        try navigator.performAction(DemoGraph.Action.startWithOneItem)
        #expect(navigator.userState.numItems == 1)
        #expect(navigator.currentScreen == "ItemList")
        #expect(driver.interactions == [.tap("items.edit"), .tap("editing.deleteAll"), .tap("editing.done"), .tap("items.add")])
    }

    @Test func screensWaitForTheirElement() throws {
        try navigator.performAction(DemoGraph.Action.addItem)
        try navigator.goto(DemoGraph.Screen.itemDetail)
        // Returning from an action checks the app is still on the list.
        #expect(driver.waits.map(\.identifier) == ["items.table", "detail.title"])
    }

    @Test func aMissingWaitForElementFailsWithBothLocations() throws {
        try navigator.performAction(DemoGraph.Action.addItem)
        driver.missingElements = ["detail.title"]
        navigator.waitTimeout = 2
        var reported: [NavigationError] = []
        navigator.onFailure = { reported.append($0) }
        let line = #line + 1
        let error = #expect(throws: NavigationError.self) { try navigator.goto(DemoGraph.Screen.itemDetail) }
        #expect(reported.count == 1)
        #expect(error?.line == UInt(line))
        #expect(
            error?.description == """
                step ItemList → ItemDetail (tap 'items.cell.0') failed: 'detail.title' did not appear within 2 s
                  called at ScreenGraphKitTests/DemoNavigationTests.swift:\(line):21
                  declared at ScreenGraphFixtures/DemoGraph.swift:28:38
                """)
    }

    @Test func performingAScreenIsMisuse() throws {
        let error = #expect(throws: NavigationError.self) { try navigator.performAction(DemoGraph.Screen.editing) }
        #expect(error?.reason == .misuse("'Editing' is a screen, not an action: use goto"))
    }

    @Test func backWithoutABackGestureIsMisuse() throws {
        let error = #expect(throws: NavigationError.self) { try navigator.back() }
        #expect(error?.reason == .misuse("screen 'ItemList' has no back gesture"))
    }

    @Test func revertGoesToTheStartScreen() throws {
        try navigator.goto(DemoGraph.Screen.editing)
        try navigator.revert()
        #expect(navigator.currentScreen == "ItemList")
    }

    @Test func aTestCanSetTheUserState() throws {
        navigator.userState.numItems = 3
        try navigator.goto(DemoGraph.Screen.itemDetail)
        #expect(navigator.currentScreen == "ItemDetail")
        #expect(driver.interactions == [.tap("items.cell.0")])
    }
}

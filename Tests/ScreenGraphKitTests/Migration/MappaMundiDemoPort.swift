// MappaMundi's demo (DemoMappaMundi.swift and DemoUITests.swift), ported as
// Docs/Migrating.md describes: the suite below is the original with names changed
// (MMNavigator → Navigator, screenState → currentScreen, MMUserState's subclass → a
// UserStateModel struct) and `try` before each navigator call; the graph trades
// XCUIElement queries for accessibility identifiers. It runs on the simulated demo app
// (Graphs/Apps/Demo.json) under XCTest, as the original ran under XCTest on a device.

import XCTest

@testable import ScreenGraphKit

class Actions {
    static let addItem = "AddItem"
    static let editItemMode = "EditItems"
    static let deleteAllItems = "DeleteAllItems"
    static let initialWithExactlyOne = "InitialWithExactlyOne"
    static let postAddItem = "PostAddItem"
}

class Screens {
    static let itemList = "ItemList"
    static let itemListEditing = "Editing"
    static let itemDetail = "ItemDetail"
}

struct DemoAppUserState: UserStateModel {
    var numItems = 0
}

func createGraph() throws -> ScreenGraph {
    try ScreenGraph.build(start: Screens.itemList, state: DemoAppUserState.self) { map in
        map.addScreenState(Screens.itemList) { screenState in
            screenState.onEnterWaitFor("items.table")

            // 1. an action to add an item to the list; after it, the navigator action PostAddItem runs.
            screenState.tap("items.add", forAction: Actions.addItem, transitionTo: Actions.postAddItem) { userState in
                userState.numItems += 1
            }

            // 2. an action to put the list into edit mode.
            screenState.tap("items.edit", forAction: Actions.editItemMode, transitionTo: Screens.itemListEditing)

            // 3. navigate away from this screen by tapping on the first item in the list.
            screenState.tap("items.cell.0", to: Screens.itemDetail, if: "numItems > 0")
        }

        map.addScreenState(Screens.itemDetail) { screenState in
            screenState.backAction(.tap("nav.back"))
        }

        map.addScreenState(Screens.itemListEditing) { screenState in
            screenState.tap("editing.deleteAll", forAction: Actions.deleteAllItems) { userState in
                userState.numItems = 0
            }
            screenState.tap("editing.done", to: Screens.itemList)
        }

        map.addNavigatorAction(Actions.postAddItem) { navigator in
            try navigator.nowAt(Screens.itemList)
        }

        map.addNavigatorAction(Actions.initialWithExactlyOne) { navigator in
            try navigator.performAction(Actions.deleteAllItems)
            try navigator.goto(Screens.itemList)
            try navigator.performAction(Actions.addItem)
        }
    }
}

class DemoUITests: XCTestCase {

    var app: SimulatedApp!
    var navigator: Navigator<DemoAppUserState>!
    var userState: LiveUserState<DemoAppUserState>!

    override func setUpWithError() throws {
        try super.setUpWithError()

        app = try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))

        // Create a map of the app, and a navigator to move around it.
        let map = try createGraph()
        navigator = try Navigator(graph: map, driver: app)

        // The navigator has a userState — our mental model of what is going on in the app.
        userState = navigator.userState

        continueAfterFailure = false
        app.launch()
    }

    func testSimpleNavigation() throws {
        try navigator.performAction(Actions.addItem)
        try navigator.goto(Screens.itemDetail)
        try navigator.goto(Screens.itemList)

        XCTAssertEqual(Screens.itemList, navigator.currentScreen)

        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(Screens.itemList, navigator.currentScreen)
    }

    func testSimpleNavigationWithBack() throws {
        try navigator.performAction(Actions.addItem)
        try navigator.goto(Screens.itemDetail)
        try navigator.back()

        XCTAssertEqual(Screens.itemList, navigator.currentScreen)
    }

    func testRecordingState() throws {
        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(1, userState.numItems)
        try navigator.goto(Screens.itemDetail)
        try navigator.back()
        XCTAssertEqual(1, userState.numItems)
    }

    func testNavigationWithUserStateTests() throws {
        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(1, userState.numItems)
        try navigator.goto(Screens.itemDetail)
        try navigator.back()

        XCTAssertEqual(Screens.itemList, navigator.currentScreen)
        XCTAssertEqual(1, userState.numItems)

        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(2, userState.numItems)

        // Enter edit mode, and then delete everything.
        try navigator.performAction(Actions.deleteAllItems)
        XCTAssertEqual(0, userState.numItems)
        XCTAssertEqual(Screens.itemListEditing, navigator.currentScreen)
        try navigator.goto(Screens.itemList)

        XCTAssertEqual(Screens.itemList, navigator.currentScreen)
        XCTAssertEqual(0, userState.numItems)
    }

    func testConditionalEdges() throws {
        XCTAssertEqual(0, userState.numItems)

        XCTAssertTrue(navigator.can(performAction: Actions.addItem))
        XCTAssertFalse(navigator.can(goto: Screens.itemDetail))
        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(1, userState.numItems)
        XCTAssertTrue(navigator.can(goto: Screens.itemDetail))
        try navigator.goto(Screens.itemDetail)

        try navigator.performAction(Actions.deleteAllItems)

        XCTAssertEqual(0, userState.numItems)
    }

    func testNavigatorActions() throws {
        XCTAssertEqual(0, userState.numItems)
        try navigator.performAction(Actions.addItem)
        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(2, userState.numItems)

        // The navigatorAction is composed of actions by the navigator,
        // so higher level commands can be composed.
        try navigator.performAction(Actions.initialWithExactlyOne)
        XCTAssertEqual(1, userState.numItems)

        // Performing a navigator action that an action transitions to performs that action.
        try navigator.performAction(Actions.postAddItem)
        XCTAssertEqual(2, userState.numItems)
        XCTAssertEqual(Screens.itemList, navigator.currentScreen)
    }

    func testTheAppAgrees() throws {
        try navigator.performAction(Actions.addItem)
        try navigator.performAction(Actions.addItem)
        XCTAssertEqual(app.settings.numItems, 2)
        try navigator.goto(Screens.itemDetail)
        XCTAssertEqual(app.currentScreen, Screens.itemDetail)
    }
}

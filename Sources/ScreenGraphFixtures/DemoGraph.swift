import ScreenGraphKit

/// The demo app MappaMundi ships with, as a Swift-built graph: a list of items that
/// can be added, opened and, in editing mode, all deleted.
public enum DemoGraph {
    public enum Screen: String, ScreenGraphName {
        case itemList = "ItemList"
        case itemDetail = "ItemDetail"
        case editing = "Editing"
    }

    public enum Action: String, ScreenGraphName {
        case addItem = "AddItem"
        case deleteAllItems = "DeleteAllItems"
        case startWithOneItem = "StartWithOneItem"
    }

    /// The graph. Line numbers matter to the tests that check declaration locations.
    public static func make() throws(GraphError) -> ScreenGraph {
        try ScreenGraph.build(name: "Demo", start: Screen.itemList, state: DemoState.self) { map in
            map.addScreenState(Screen.itemList) { screen in
                screen.onEnterWaitFor("items.table")
                screen.tap("items.add", forAction: Action.addItem, effects: ["numItems += 1"])
                screen.tap("items.cell.0", to: Screen.itemDetail, if: "numItems > 0")
                screen.tap("items.edit", to: Screen.editing)
            }
            map.addScreenState(Screen.itemDetail) { screen in
                screen.onEnterWaitFor("detail.title")
                screen.backAction(.tap("nav.back"))
            }
            map.addScreenState(Screen.editing) { screen in
                screen.tap("editing.deleteAll", forAction: Action.deleteAllItems, effects: ["numItems = 0"])
                screen.tap("editing.done", to: Screen.itemList)
            }
            map.addNavigatorAction(Action.startWithOneItem, steps: [.perform(Action.deleteAllItems), .perform(Action.addItem)])
        }
    }
}

/// The demo's user state, as test code sees it.
public struct DemoState: UserStateModel {
    public var numItems = 0

    public init() {}
}

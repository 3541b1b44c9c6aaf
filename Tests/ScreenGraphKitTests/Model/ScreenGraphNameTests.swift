import Testing

@testable import ScreenGraphKit

/// A screen's or action's name: a string as it is, or a string enum case by its raw
/// value, so a suite names screens with cases the compiler checks.
@Suite struct ScreenGraphNameTests {
    enum Screen: String, ScreenGraphName {
        case itemList
        case itemDetail = "Item Detail"
    }

    @Test func aStringIsItsOwnName() {
        #expect("Home".screenGraphName == "Home")
        #expect("".screenGraphName == "")
    }

    @Test func aStringEnumCaseIsNamedByItsRawValue() {
        #expect(Screen.itemList.screenGraphName == "itemList")
        #expect(Screen.itemDetail.screenGraphName == "Item Detail")
    }

    @Test func aGraphBuiltWithCasesHasTheirRawValuesAsNames() throws {
        let graph = try ScreenGraph.build(start: Screen.itemList) { map in
            map.addScreenState(Screen.itemList) { screen in screen.tap("items.cell.0", to: Screen.itemDetail) }
            map.addScreenState(Screen.itemDetail)
        }
        #expect(graph.screenNames == ["itemList", "Item Detail"])
        #expect(graph.definition.start == "itemList")
        #expect(graph.definition.screens[0].edges.map(\.to) == ["Item Detail"])
    }
}

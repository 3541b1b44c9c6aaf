import Testing

@testable import ScreenGraphKit

/// What a comparison knows of an app: from an exploration, every element it saw on each
/// screen (those it acted on for coverage, those on top, all of them); from an inferred
/// graph file, only each screen's identity element and the elements its gestures act on.
@Suite struct AppInventoryTests {
    private func element(_ identifier: String, actionable: Bool = true, hittable: Bool = true, in app: AppTarget = .app) -> ObservedElement {
        ObservedElement(app: app, identifier: identifier, type: actionable ? .button : .staticText, isActionable: actionable, isHittable: hittable, label: "")
    }

    private func key(_ identifier: String, in app: AppTarget = .app) -> AppInventory.Element { AppInventory.Element(app: app, identifier: identifier) }

    @Test func anExplorationKnowsEveryElementItSaw() {
        var exploration = Exploration(seed: 1)
        exploration.checkedIdentities = true
        exploration.screens = [
            Exploration.Screen(
                signature: [], elements: [element("feed.list", actionable: false), element("feed.open"), element("feed.idle"), element("under", actionable: false, hittable: false)],
                start: 0, path: [], identities: ["Feed"], variants: [[]], actions: []),
            Exploration.Screen(
                signature: [], elements: [element("Allow", in: .system)], start: 0, path: [], identities: [], variants: [[]], actions: []),
        ]
        exploration.transitions = [
            Exploration.Transition(from: 0, interaction: .tap("feed.open"), to: 1, count: 1, returns: 0),
            Exploration.Transition(from: 1, interaction: Interaction(.tap, element: "Allow", in: .system), to: 0, count: 2, returns: 2),
        ]
        let inventory = AppInventory(exploration)
        #expect(inventory.isComplete && inventory.checkedIdentities)
        #expect(inventory.screens.map(\.name) == ["Feed", "Allow"])
        let feed = inventory.screens[0]
        // Coverage counts the elements acted on: feed.idle was never tapped.
        #expect(feed.actionable == [key("feed.open")])
        #expect(feed.reachable == [key("feed.list"), key("feed.open"), key("feed.idle")])
        #expect(feed.present == [key("feed.list"), key("feed.open"), key("feed.idle"), key("under")])
        #expect(feed.identities == ["Feed"])
        #expect(inventory.screens[1].actionable == [key("Allow", in: .system)])
        #expect(inventory.moves.map { "\($0.from) \($0.interaction) \($0.to.map(String.init) ?? "-")" } == ["0 tap 'feed.open' 1", "1 tap 'Allow' in system 0"])
    }

    @Test func anInferredGraphKnowsOnlyWhatItsScreensWaitForAndActOn() throws {
        let inferred = try GraphDefinition(
            parsing: """
                start Feed
                screen Feed
                  waitFor "feed.list"
                  tap "feed.open" -> Detail
                  press "feed.open" -> Detail
                  tap "feed.gone" -> Nowhere
                  action Refresh: tap "feed.refresh"
                screen Detail
                  waitFor "detail.spinner" until gone
                  back tap "detail.back"
                  noop -> Feed
                screen Feed
                  tap "second.declaration" -> Feed
                """, format: .screengraph, path: "g")
        let inventory = AppInventory(inferred)
        #expect(!inventory.isComplete && !inventory.checkedIdentities)
        // A screen declared twice is known by its first declaration.
        #expect(inventory.screens.map(\.name) == ["Feed", "Detail"])
        let feed = inventory.screens[0]
        #expect(feed.actionable == [key("feed.open"), key("feed.gone"), key("feed.refresh")])
        #expect(feed.present == [key("feed.list"), key("feed.open"), key("feed.gone"), key("feed.refresh")])
        #expect(feed.reachable == feed.present)
        // A wait for an element to be gone says nothing is present.
        #expect(inventory.screens[1].present == [key("detail.back")])
        // A move to a screen the file does not have, an action's and a back gesture's lead anywhere.
        #expect(inventory.moves.map { "\($0.from) \($0.interaction) \($0.to.map(String.init) ?? "-")" } == [
            "0 tap 'feed.open' 1", "0 press(1.0) 'feed.open' 1", "0 tap 'feed.gone' -", "0 tap 'feed.refresh' -", "1 tap 'detail.back' -",
        ])
    }
}

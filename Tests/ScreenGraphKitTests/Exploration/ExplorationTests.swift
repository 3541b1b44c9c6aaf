import Testing

@testable import ScreenGraphKit

/// What an exploration learned, and (the section for Exploration+Graph.swift) the graph
/// it writes: a screen per signature named after its identity element and waiting for
/// it, an edge per gesture and target seen, and a back gesture where a tap always led
/// back to the screen before.
@Suite struct ExplorationTests {
    private func element(_ identifier: String, _ type: ElementType = .button, actionable: Bool = true, hittable: Bool = true) -> ObservedElement {
        ObservedElement(app: .app, identifier: identifier, type: type, isActionable: actionable, isHittable: hittable, label: identifier)
    }

    private func title(_ identifier: String) -> ObservedElement { element(identifier, .staticText, actionable: false) }

    private func screen(_ elements: [ObservedElement], identities: [String] = [], variants: [[String]] = [[]]) -> Exploration.Screen {
        Exploration.Screen(signature: [], elements: elements, start: 0, path: [], identities: identities, variants: variants, actions: [])
    }

    private func move(_ from: Int, _ interaction: Interaction, _ to: Int, count: Int = 1, returns: Int = 0) -> Exploration.Transition {
        Exploration.Transition(from: from, interaction: interaction, to: to, count: count, returns: returns)
    }

    @Test func nearDuplicatesAreTheScreensSeenWithDifferentUncountedElements() {
        var exploration = Exploration(seed: 1)
        exploration.screens = [
            screen([], variants: [["a", "b"]]), screen([], variants: [["a", "banner"], ["a"], ["empty", "a"]]), screen([], variants: [["x"]]),
        ]
        #expect(exploration.mergedNearDuplicates.map(\.screen) == [1])
        #expect(exploration.mergedNearDuplicates.first?.differing == ["banner", "empty"])
    }

    @Test func aGestureWasTriedWhenItLedSomewhereOrFailed() {
        var exploration = Exploration(seed: 1)
        exploration.transitions = [move(0, .tap("a"), 1)]
        exploration.failedGestures = [(screen: 1, interaction: .tap("gone"), message: "no element")]
        #expect(exploration.tried(.tap("a"), on: 0) && exploration.tried(.tap("gone"), on: 1))
        #expect(!exploration.tried(.tap("a"), on: 1) && !exploration.tried(.tap("b"), on: 0))
    }

    // MARK: - Exploration+Graph.swift

    @Test func aScreenIsKnownByItsFirstShownElementThatCannotBeActedOn() {
        var exploration = Exploration(seed: 1)
        exploration.screens = [
            screen([element("open"), element("covered.title", .staticText, actionable: false, hittable: false), title("feed.title")]),
            screen([element("hidden", actionable: false, hittable: false), element("only.button")]),
            screen([element("hidden", actionable: false, hittable: false)]),
            screen([]),
        ]
        #expect((0..<4).map { exploration.identityElement(of: $0)?.identifier } == ["feed.title", "only.button", "hidden", nil])
    }

    @Test func screensAreNamedInUpperCamelCaseNumberedWhenTheyWouldShareAName() {
        var exploration = Exploration(seed: 1)
        exploration.screens = [
            screen([title("feed.list")]), screen([title("feed-list")]), screen([title("3d.view")]), screen([]), screen([title("é")]),
            screen([title("x")], identities: ["Settings"]), screen([title("two.names")], identities: ["A", "B"]),
        ]
        #expect(exploration.screenNames() == ["FeedList", "FeedList2", "Screen3dView", "Screen", "Screen2", "Settings", "TwoNames"])
    }

    @Test func theGraphHasAScreenPerSignatureAndAnEdgePerGestureAndTarget() {
        var exploration = Exploration(seed: 1)
        exploration.screens = [
            screen([title("feed.list"), element("feed.open"), element("feed.refresh")]),
            screen([title("detail.title"), element("detail.back"), element("detail.share")]),
            screen([title("sheet.title")]),
        ]
        exploration.transitions = [
            move(0, .tap("feed.open"), 1), move(0, Interaction(.press, element: "feed.open"), 1), move(0, .tap("feed.refresh"), 0),
            move(1, .tap("detail.back"), 0, count: 2, returns: 2), move(1, .tap("detail.share"), 2), move(1, .tap("detail.share"), 1),
            move(2, Interaction(.press, element: "sheet.title"), 2),
        ]
        let graph = exploration.graphDefinition(name: "Feed")
        #expect(
            graph.text(in: .screengraph) == """
                graph "Feed"
                start FeedList

                screen FeedList
                  waitFor "feed.list"
                  tap "feed.open" -> DetailTitle
                  tap "feed.refresh" -> FeedList

                screen DetailTitle
                  waitFor "detail.title"
                  back tap "detail.back"
                  tap "detail.share" -> SheetTitle

                screen SheetTitle
                  waitFor "sheet.title"
                  press "sheet.title" -> SheetTitle

                """)
    }

    @Test func aTapThatOnlySometimesLedBackIsAnEdgeNotABackGesture() {
        var exploration = Exploration(seed: 1)
        exploration.screens = [screen([title("a.title"), element("a.go")]), screen([title("b.title"), element("b.close")])]
        exploration.transitions = [move(0, .tap("a.go"), 1), move(1, .tap("b.close"), 0, count: 3, returns: 2)]
        let screen = exploration.graphDefinition().screens[1]
        #expect(screen.back == nil && screen.edges.map(\.to) == ["ATitle"])
    }

    @Test func anEmptyExplorationIsAGraphWithoutScreens() {
        let graph = Exploration(seed: 1).graphDefinition()
        #expect(graph.start == nil && graph.screens.isEmpty)
    }
}

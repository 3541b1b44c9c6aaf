import Testing
@testable import ScreenGraphKit

@Suite struct GraphDriftTests {
    /// The "done when", through the files: explore each app with seed 1, write
    /// the graph, read it back and diff it with the authored one: no drift. Then rename
    /// in the app an identifier the graph taps on its start screen: drift, naming it
    /// with a "did you mean" for the new name, at the edge's line.
    @Test(arguments: ExplorationFixtures.pairs.map(\.name))
    func exploringThenDiffingFindsNoDriftAndARenameIsNamed(_ name: String) throws {
        let pair = try #require(ExplorationFixtures.pairs.first { $0.name == name })
        let authored = try ExplorationFixtures.authored(pair)
        let app = try ExplorationFixtures.app(pair)
        let written = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1)).graphDefinition().text(in: .screengraph)
        let inferred = try GraphDefinition(parsing: written, format: .screengraph, path: "x.screengraph")
        let clean = GraphDrift(authored: authored, inferred: inferred)
        #expect(clean.findings.map(\.diagnostic.description) == [])

        let start = try #require(authored.screens.first { $0.name == authored.start })
        let edge = try #require(start.edges.first { $0.interaction.gesture == .tap && $0.condition == nil && $0.interaction.app == .app })
        let identifier = try #require(edge.interaction.element)
        var renamed = app
        for screen in renamed.screens.indices {
            for element in renamed.screens[screen].elements.indices where renamed.screens[screen].elements[element].identifier == identifier {
                renamed.screens[screen].elements[element].identifier = identifier + "V2"
            }
        }
        let drifted = try ExplorationFixtures.explore(renamed, options: ExplorationOptions(seed: 1)).graphDefinition().text(in: .screengraph)
        let drift = GraphDrift(authored: authored, inferred: try GraphDefinition(parsing: drifted, format: .screengraph, path: "y.screengraph"))
        // The identifier is named, at the edge's line unless it is also the screen's
        // identity (Browser's `url`): then the screen matches nothing, and the finding
        // is at another screen's gesture on the same element.
        let naming = drift.findings.filter { $0.diagnostic.message.hasPrefix("element '\(identifier)' is gone from screen '") }
        let finding = try #require(naming.first { $0.diagnostic.location?.line == edge.location?.line } ?? naming.first)
        // "Did you mean" suggests names within a third of the length: `urlV2` is too far from `url`.
        if identifier.count >= 6 { #expect(finding.diagnostic.message.hasSuffix("; did you mean '\(identifier)V2'?")) }
        #expect(finding.kind == .elementGone)
    }

    /// A graph diffed with itself: the elements its actions act on are the inferred
    /// graph's too, so none is reported gone (Demo's `action AddItem: tap "items.add"`
    /// was, before an inferred graph's actions counted).
    @Test func aGraphDiffedWithItselfHasNoActionElementGone() throws {
        let demo = try GraphDefinition(contentsOfFile: "Graphs/Demo.screengraph")
        #expect(GraphDrift(authored: demo, inferred: demo).findings.map(\.diagnostic.description) == [])
    }

    /// `diff` is told what the exploration behind the inferred file left alone, as
    /// `explore` was: an element it never acts on (denied, or dangerous unless allowed)
    /// is not gone for want of a tap on it; one it would have tapped is.
    @Test func anInferredFileIsDiffedWithWhatItsExplorationLeftAlone() throws {
        let authored = try GraphDefinition(parsing: """
            graph "A"
            start Home
            screen Home
              waitFor "home.title"
              tap "settings.clear" -> Home
              tap "account.delete" -> Home
              tap "home.next" -> Next
            screen Next
              waitFor "next.title"
              back tap "next.back"
            """, format: .screengraph, path: "authored.screengraph")
        let inferred = try GraphDefinition(parsing: """
            graph "A"
            start Home
            screen Home
              waitFor "home.title"
              tap "home.next" -> Next
            screen Next
              waitFor "next.title"
              back tap "next.back"
            """, format: .screengraph, path: "inferred.screengraph")
        func gone(_ acting: ExplorationOptions) -> [String] {
            GraphDrift(authored: authored, inferred: inferred, acting: acting).findings.map(\.diagnostic.message)
        }
        #expect(gone(ExplorationOptions()) == ["element 'settings.clear' is gone from screen 'Home'"])
        var denied = ExplorationOptions()
        denied.deniedElements = ["settings.clear"]
        #expect(gone(denied) == [])
        var bold = ExplorationOptions()
        bold.allowsDangerousActions = true
        #expect(gone(bold) == ["element 'settings.clear' is gone from screen 'Home'", "element 'account.delete' is gone from screen 'Home'"])
    }

    /// Recall on every simulated app: each authored screen maps to an inferred one but
    /// those the explorer cannot reach by itself (behind a custom gesture, a guard on
    /// state it never makes, typed text other than its data), and the exploration's own
    /// comparison finds no drift.
    @Test(arguments: ExplorationFixtures.pairs.map(\.name))
    func everyReachableAuthoredScreenIsFound(_ name: String) throws {
        let unreachable: [String: Set<String>] = [
            "Recipes": ["DeleteConfirmation", "NetworkFailure"],
            // A press on a text field or a static text (the explorer presses buttons and
            // cells), a page seen only while loading, typed text, a dangerous button.
            "Firefox": ["URLBarLongPressMenu", "WebPageLoading", "BasicAuthDialog", "WebLinkContextMenu", "WebImageContextMenu", "CloseTabMenu"],
        ]
        let pair = try #require(ExplorationFixtures.pairs.first { $0.name == name })
        let exploration = try ExplorationFixtures.explore(try ExplorationFixtures.app(pair), options: ExplorationOptions(seed: 1))
        let drift = GraphDrift(authored: try ExplorationFixtures.authored(pair), exploration: exploration)
        #expect(drift.findings.map(\.diagnostic.description) == [])
        let missing = Set(drift.screenMatches.filter(\.inferred.isEmpty).map(\.authored))
        #expect(missing == unreachable[name] ?? [], "seed 1")
    }

    @Test func findingsCarryTheirRulesAndReportAtTheAuthoredLine() throws {
        let pair = ExplorationFixtures.pairs[0]
        var app = try ExplorationFixtures.app(pair)
        // Tapping the feed's button now opens the library directly.
        let feed = try #require(app.screens.firstIndex { $0.name == "Feed" })
        app.screens[feed].elements[1].behaviours["tap"] = [.push("PhotoLibrary")]
        let exploration = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1))
        let drift = GraphDrift(authored: try ExplorationFixtures.authored(pair), exploration: exploration)
        let diagnostics = drift.diagnostics(annotatingFile: PackagePaths.graph(pair.graph))
        let first = try #require(diagnostics.first)
        #expect(first.message == "tap 'feed.new' on 'Feed' led to 'PhotoLibrary', where the graph says NewVideoSheet")
        #expect(first.location?.line == 14 && first.sourceLine == "  tap \"feed.new\" -> NewVideoSheet")
        #expect(first.code == .wrongTarget)
        #expect(drift.hasDrift)
    }

    /// Behind a guard: the demo's first item opens the editing screen now. The
    /// exploration says nothing of the one guarded edge (it cannot see the item count);
    /// the tour adds an item, takes the edge with its guard true, and reports the
    /// contradiction at the edge's line, checked only by the screens' `waitFor`.
    @Test func theTourReportsAGuardedEdgeThatWentElsewhereAtItsLine() throws {
        let pair = ExplorationFixtures.pairs[1]
        var app = try ExplorationFixtures.app(pair)
        let list = try #require(app.screens.firstIndex { $0.name == "ItemList" })
        let cell = try #require(app.screens[list].elements.firstIndex { $0.identifier == "items.cell.0" })
        app.screens[list].elements[cell].behaviours["tap"] = [.go("Editing")]
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph))
        let authored = try ExplorationFixtures.authored(pair)
        let exploration = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1))
        #expect(GraphDrift(authored: authored, exploration: exploration).findings.isEmpty)

        let tour = try ExplorationFixtures.driveTour(graph, on: app, seed: 1)
        #expect(tour.routes == 1 && tour.failures.map(\.route) == [1])
        let drift = GraphDrift(authored: authored, exploration: exploration, tour: tour)
        let diagnostics = drift.diagnostics(annotatingFile: PackagePaths.graph(pair.graph))
        #expect(diagnostics.map(\.message) == [
            "tap 'items.cell.0' on 'ItemList' led to 'Editing' on route 1 of the graph's tour, where the graph says ItemDetail, contradicting its guard 'numItems > 0', which held"
        ])
        #expect(diagnostics.first?.sourceLine == "  tap \"items.cell.0\" -> ItemDetail if numItems > 0")
        #expect(diagnostics.first?.code == .wrongTarget)
    }

    /// The tour spares what the exploration spares: on Recipes, a tour that taps
    /// "recipe.delete" deletes a recipe of a real app. Closed, its gestures are left out
    /// and listed with their lines, and the rest is toured around them; allowed, the
    /// tour takes them, and a denied element is spared all the same.
    @Test func theTourGoesAroundDangerousAndDeniedGestures() throws {
        let pair = ExplorationFixtures.pairs[2]
        let authored = try ExplorationFixtures.authored(pair)
        let app = try ExplorationFixtures.app(pair)
        func tour(_ options: ExplorationOptions) throws -> DrivenTour {
            try DrivenTour(definition: authored, spares: { $0.element.map { options.denies(identifier: $0, label: $0) } ?? false }) {
                IdentityCheckedDriver(try ExplorationFixtures.launch(app, seed: 0, allowingPermissions: true))
            }
        }
        func taps(_ tour: DrivenTour) -> [String] { tour.spared.compactMap(\.interaction.element) }
        let spared = try tour(ExplorationOptions())
        #expect(taps(spared) == ["recipe.delete", "alert.delete.cancel", "alert.delete.confirm"])
        #expect(spared.spared.map { $0.location?.line } == [22, 27, 28])
        #expect(spared.failures.isEmpty && spared.gestures > 0)

        var allowing = ExplorationOptions()
        allowing.allowsDangerousActions = true
        allowing.deniedElements = ["recipes.add"]
        let allowed = try tour(allowing)
        #expect(taps(allowed) == ["recipes.add"])
        #expect(allowed.failures.isEmpty)
    }

    /// A renamed element the tour meets is named where the tour fails, with the new name.
    @Test func theTourNamesARenamedElementWithDidYouMean() throws {
        let pair = ExplorationFixtures.pairs[1]
        var app = try ExplorationFixtures.app(pair)
        let detail = try #require(app.screens.firstIndex { $0.name == "ItemDetail" })
        app.screens[detail].elements[1].identifier = "nav.backV2"
        let tour = try ExplorationFixtures.driveTour(try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph)), on: app, seed: 0)
        let drift = GraphDrift(authored: try ExplorationFixtures.authored(pair), exploration: Exploration(seed: 0), tour: tour)
        #expect(drift.findings.map(\.diagnostic.message) == [
            "element 'nav.back' is gone from screen 'ItemDetail' on route 1 of the graph's tour; did you mean 'nav.backV2'?"
        ])
        #expect(drift.findings.first?.diagnostic.location?.line == 17)
    }
}

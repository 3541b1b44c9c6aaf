import Testing

@testable import ScreenGraphKit

/// The comparison behind `check --against-app`: each authored screen is matched with the
/// app's screens that show its `waitFor` element, then each gesture is checked against
/// what the app showed and where the gesture led. Findings are located at the authored
/// line. The section for DriftComparison+Tour.swift reports the routes of the authored
/// graph's tour that failed on the app.
@Suite struct DriftComparisonTests {
    private func definition(_ text: String, path: String) throws -> GraphDefinition {
        try GraphDefinition(parsing: text, format: .screengraph, path: path)
    }

    /// The findings comparing `authored` with an app known from the inferred graph `inferred`, as `line: kind: message`.
    private func findings(_ authored: String, _ inferred: String, acting: ExplorationOptions = ExplorationOptions()) throws -> [String] {
        var comparison = DriftComparison(
            authored: try definition(authored, path: "app.screengraph"), inventory: AppInventory(try definition(inferred, path: "inferred.screengraph")),
            acting: acting)
        comparison.run()
        comparison.sortFindings()
        return comparison.findings.map { "\($0.diagnostic.location?.line ?? 0): \($0.kind.rawValue): \($0.diagnostic.message)" }
    }

    private let feed = """
        start Feed
        screen Feed
          waitFor "feed.list"
          tap "feed.newVideo" -> Editor
        screen Editor
          waitFor "editor.title"
          tap "editor.done" -> Feed
        """

    @Test func anAppThatDoesWhatTheGraphSaysHasNoDrift() throws {
        #expect(try findings(feed, feed).isEmpty)
    }

    @Test func aRenamedElementIsGoneWithTheNewNameSuggested() throws {
        let renamed = feed.replacingOccurrences(of: "feed.newVideo\"", with: "feed.newVideos\"")
        #expect(try findings(feed, renamed) == ["4: elementGone: element 'feed.newVideo' is gone from screen 'Feed'; did you mean 'feed.newVideos'?"])
    }

    @Test func aGestureThatLedElsewhereIsAWrongTargetAndTheScreenItNeverReachedIsGone() throws {
        let authored = feed + "\nscreen Settings\n  waitFor \"settings.title\"\n"
        let inferred = """
            start Feed
            screen Feed
              waitFor "feed.list"
              tap "feed.newVideo" -> Settings
            screen Settings
              waitFor "settings.title"
            """
        #expect(
            try findings(authored, inferred) == [
                "4: wrongTarget: tap 'feed.newVideo' on 'Feed' led to 'Settings', where the graph says Editor",
                "6: screenGone: the app no longer has screen 'Editor': its waitFor element 'editor.title' was never seen",
            ])
    }

    @Test func aGestureThatStayedPutSaysSo() throws {
        let inferred = feed.replacingOccurrences(of: "tap \"feed.newVideo\" -> Editor", with: "tap \"feed.newVideo\" -> Feed")
        #expect(try findings(feed, inferred).first == "4: wrongTarget: tap 'feed.newVideo' on 'Feed' stayed on 'Feed', where the graph says Editor")
    }

    @Test func aSingleGuardedEdgeSaysNothingOfTheStatesItsGuardExcludes() throws {
        let guarded = feed.replacingOccurrences(of: "-> Editor", with: "-> Editor if ready").replacingOccurrences(of: "start Feed", with: "start Feed\nstate ready: bool = false")
        let inferred = feed.replacingOccurrences(of: "tap \"feed.newVideo\" -> Editor", with: "tap \"feed.newVideo\" -> Feed")
        #expect(try findings(guarded, inferred).isEmpty)
    }

    @Test func anElementAGraphFileNeverActedOnIsGoneOnlyWhereTheExplorerWouldHaveActed() throws {
        let inferred = feed.replacingOccurrences(of: "  tap \"feed.newVideo\" -> Editor\n", with: "")
        #expect(try findings(feed, inferred) == ["4: elementGone: element 'feed.newVideo' is gone from screen 'Feed'"])
        // Denied, the explorer left it alone: its absence says nothing.
        var acting = ExplorationOptions()
        acting.deniedElements = ["feed.newVideo"]
        #expect(try findings(feed, inferred, acting: acting).isEmpty)
    }

    @Test func typingDifferentTextIsADifferentGesture() throws {
        let authored = "start Login\nscreen Login\n  waitFor \"login.title\"\n  typeText(\"alice\") \"login.user\" -> Home\nscreen Home\n  waitFor \"home.title\"\n"
        let inferred = authored.replacingOccurrences(of: "-> Home", with: "-> Login") + "  typeText(\"bob\") \"login.user\" -> Home\n"
        // bob was typed and reached Home; alice stayed: the graph's alice is the drift.
        let sameText = authored.replacingOccurrences(of: "\"alice\"", with: "\"bob\"")
        #expect(try findings(sameText, inferred).isEmpty)
        #expect(try findings(authored, inferred).first?.hasPrefix("4: wrongTarget: typeText(\"alice\") 'login.user' on 'Login' stayed on 'Login'") == true)
    }

    // MARK: - DriftComparison+Tour.swift

    private let tourGraph = ExplorationFixtures.homeAndDetailGraph

    private func tour(on app: AppDefinition) throws -> DrivenTour {
        try DrivenTour(graph: try ScreenGraph(definition(tourGraph, path: "app.screengraph")), startSession: ExplorationFixtures.checkedSessions(of: app))
    }

    @Test func aRouteThatFailedOnARenamedElementIsReportedAtItsGesturesLine() throws {
        let authored = try definition(tourGraph, path: "app.screengraph")
        var comparison = DriftComparison(authored: authored, inventory: AppInventory(authored))
        comparison.run()
        #expect(comparison.findings.isEmpty)
        let tour = try tour(on: ExplorationFixtures.homeAndDetail(open: "home.openNow"))
        comparison.report(tour)
        #expect(comparison.findings.map(\.kind) == [.elementGone])
        #expect(comparison.findings.first?.diagnostic.location == SourcePosition(file: "app.screengraph", line: 4, column: 3))
        #expect(
            comparison.findings.first?.diagnostic.message
                == "element 'home.open' is gone from screen 'Home' on route \(tour.failures[0].route) of the graph's tour; did you mean 'home.openNow'?")
    }

    @Test func aLineAlreadyReportedIsNotReportedAgain() throws {
        let authored = try definition(tourGraph, path: "app.screengraph")
        var comparison = DriftComparison(authored: authored, inventory: AppInventory(authored))
        comparison.add(.elementGone, "already found", at: SourcePosition(file: "app.screengraph", line: 4, column: 3))
        comparison.report(try tour(on: ExplorationFixtures.homeAndDetail(open: "home.openNow")))
        #expect(comparison.findings.map(\.diagnostic.message) == ["already found"])
    }

    @Test func aTourThatPassedAddsNothing() throws {
        let authored = try definition(tourGraph, path: "app.screengraph")
        var comparison = DriftComparison(authored: authored, inventory: AppInventory(authored))
        comparison.report(try tour(on: ExplorationFixtures.homeAndDetail()))
        #expect(comparison.findings.isEmpty)
    }
}

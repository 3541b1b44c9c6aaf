import Testing
@testable import ScreenGraphKit

@Suite struct ExplorerTests {
    @Test func theSameSeedWritesTheSameGraphByteForByte() throws {
        let app = try ExplorationFixtures.app(ExplorationFixtures.pairs[0])
        let first = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1)).graphDefinition(name: "V")
        let again = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1)).graphDefinition(name: "V")
        #expect(first.text(in: .screengraph) == again.text(in: .screengraph))
        #expect(first.text(in: .json) == again.text(in: .json))
    }

    /// VideoSharing's app, worked out by hand: its 13 screens (the camera and microphone
    /// prompts show the same two system buttons, but each its own alert, so they are two
    /// screens, not near-duplicates; the Settings app's page for the app and its Photos
    /// choices are two more; the limited-library picker that "Limit Access…" brings, named
    /// after its first element, "Done", is one), the recorder's press, the caption typed from
    /// the data, and the editor's back button seen to return.
    @Test func videoSharingIsLearnedWithItsScreensEdgesAndBackGestures() throws {
        let app = try ExplorationFixtures.app(ExplorationFixtures.pairs[0])
        var options = ExplorationOptions(seed: 1)
        options.textData = ["editor.caption": "My video"]
        let graph = try ExplorationFixtures.explore(app, options: options).graphDefinition()
        let text = graph.text(in: .screengraph)
        #expect(graph.screens.count == 13, "\(text)")
        #expect(graph.start == "FeedList")
        #expect(text.contains("""
            screen FeedList
              waitFor "feed.list"
              tap "feed.new" -> SheetNewVideo
            """))
        #expect(text.contains("back tap \"editor.back\""))
        #expect(text.contains("typeText(\"My video\") \"editor.caption\" -> EditorTimeline"))
        #expect(text.contains("press \"recorder.shutter\" -> EditorTimeline"))
        #expect(text.contains("tap \"Limit Access…\" in system -> Done"))
        #expect(text.contains("tap \"Done\" -> LibraryGrid"))
        // Settings' rows carry no identifier: the explorer names them by their labels.
        #expect(text.contains("waitFor \"Photos\" in settings"))
        #expect(text.contains("tap \"Full Access\" in settings -> VideoSharing"))
        // The graph it writes compiles.
        _ = try ScreenGraph(graph)
    }

    @Test func dangerousAndDeniedElementsAreNotActedOnUnlessAllowed() throws {
        let app = try ExplorationFixtures.app(ExplorationFixtures.pairs[1])
        let careful = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 3))
        #expect(careful.deniedElements.map(\.element.identifier) == ["editing.deleteAll"])
        #expect(!careful.transitions.contains { $0.interaction.element == "editing.deleteAll" })
        var options = ExplorationOptions(seed: 3)
        options.allowsDangerousActions = true
        options.deniedElements = ["item.0"]
        let bold = try ExplorationFixtures.explore(app, options: options)
        #expect(bold.transitions.contains { $0.interaction.element == "editing.deleteAll" })
        #expect(!bold.transitions.contains { $0.interaction.element == "item.0" })
    }

    @Test func theBudgetBoundsTheStepsAndSaysWhatWasLeft() throws {
        let app = try ExplorationFixtures.app(ExplorationFixtures.pairs[5])
        let exploration = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1, steps: 50))
        #expect(exploration.steps == 50)
        #expect(exploration.untriedGestures > 0)
    }

    /// An app that shows nothing to act on: every launch looks the same and takes no step,
    /// so the exploration ends after a bounded number of launches instead of launching
    /// forever (a mutant of the drift measurement once did), and says why.
    @Test func launchesThatShowNothingToActOnEndTheExploration() throws {
        var app = AppDefinition(name: "A", initialScreen: "Splash")
        app.screens = [AppScreen("Splash", elements: [AppElement("splash.title", .staticText, label: "Loading")])]
        let exploration = try ExplorationFixtures.explore(app, options: ExplorationOptions(seed: 1, steps: 5_000))
        #expect(exploration.endedIdle)
        #expect(exploration.steps == 0)
        #expect(exploration.screens.count == 1)
        // An app with something to act on spends its budget as before.
        let busy = try ExplorationFixtures.explore(try ExplorationFixtures.app(ExplorationFixtures.pairs[5]), options: ExplorationOptions(seed: 1, steps: 50))
        #expect(!busy.endedIdle && busy.steps == 50)
    }

    /// A label that loads late is the same screen seen twice: merged, and reported.
    @Test func nearDuplicatesAreMergedAndReported() throws {
        var app = AppDefinition(name: "A", initialScreen: "Home")
        var late = AppElement("home.banner", .staticText, label: "Welcome back")
        late.appearsAfter = 0.5
        var open = AppElement("home.open", label: "Open")
        open.behaviours["tap"] = [.push("Detail")]
        var back = AppElement("detail.back", label: "Back")
        back.behaviours["tap"] = [.pop]
        app.screens = [
            AppScreen("Home", elements: [AppElement("home.title", .staticText, label: "Home"), late, open]),
            AppScreen("Detail", elements: [AppElement("detail.title", .staticText, label: "Detail"), back]),
        ]
        var options = ExplorationOptions(seed: 1, steps: 40)
        options.settleTime = 0.2
        let exploration = try ExplorationFixtures.explore(app, options: options)
        #expect(exploration.screens.count == 2)
        #expect(exploration.mergedNearDuplicates.map(\.differing) == [["app staticText home.banner"]])
    }
}

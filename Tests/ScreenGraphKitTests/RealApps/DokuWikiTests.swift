import Foundation
import Testing

@testable import ScreenGraphKit

/// `screengraph` end to end on a real app nobody on the team wrote: DokuWiki, in headless
/// Chromium, through chromedriver (`Tests/RealApps/setup` and `serve`).
@Suite(.serialized, .enabled(if: RealBrowser.isAvailable, "needs chromedriver and DokuWiki: see RealBrowser.howToRun"))
struct DokuWikiTests {
    private var live: [String] {
        ["--webdriver", RealBrowser.webDriverURL ?? "", "--start-url", (RealBrowser.dokuWikiURL ?? "") + "/doku.php"]
    }
    private let monitors = ["--monitors", "Graphs/Apps/DokuWikiMonitors.json"]

    // The crawl is written first. Swift Testing's documentation does not say in what order
    // a serialized suite runs its tests; here they run as written (chromedriver's log,
    // 2026-11-28). A test waiting for its turn waits behind every test not yet started,
    // so the longest goes first and runs beside the rest of the package's tests, not
    // after them.

    /// The CLI, on a thread of its own: these runs wait on the browser for minutes.
    private func screengraph(_ arguments: [String]) async throws -> CommandResult {
        try await offThePool { try runScreengraph(arguments) }
    }

    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dokuwiki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Issue 27's DokuWiki goal: `check --against-app` explores the wiki from the
    /// logged-out start page and from the logged-in home (`--from` twice: the graph's
    /// navigator logs in first), in one browser, for 900 gestures (four to eight minutes
    /// of browser time on the machine of 2026-11-27, within the goal's ten; 12.4 and 12.9
    /// on the slower one of 2026-11-28, in CI and alone), and finds at least 90% of the
    /// authored graph's screens: it names elements by the graph's CSS selectors, knows
    /// each screen by its `waitFor` (a JS dialog by its text), stays on the wiki's origin,
    /// and leaves out what the deny list names. It sees no drift (no false finding), and
    /// the figure and which explored screens each authored one matched go to the log.
    /// The editor's lock-expiry alert opens at once (the suite's `locktime`), and whether
    /// a look comes before it or after differs from run to run: the crawl is the same
    /// only as far as the browser's timing lets it be (Exploring.md gives the figures).
    @Test func anExplorationFindsNineTenthsOfTheGraphsScreens() async throws {
        let result = try await screengraph(
            ["check", "Graphs/DokuWiki.screengraph", "--budget", "900", "--seed", "1", "--settle", "0", "--from", "Start", "--from", "Home",
             "--data", "Graphs/Apps/DokuWikiExploreData.json",
             // The trail of pages visited, different on every page.
             "--ignore", "css=.breadcrumbs a",
             // The package's own wiki:* pages and the media manager's folders and files: many
             // pages the graph does not model, each with the site's navigation again.
             "--deny", "css=a[data-wiki-id^='wiki:']", "--deny", "css=#index__tree a.idx_dir[title='wiki']",
             "--deny", "css=#mediamanager__page a", "--deny", "css=#mediamanager__page button",
             // The editor's toolbar only inserts markup; the settings and the access list are
             // hundreds of fields the graph does not model.
             "--deny", "css=#tool__bar button", "--deny", "css=#config__manager :is(a, input, select, textarea, button)",
             "--deny", "css=#acl_manager :is(a, input, select, textarea, button)",
             // The user manager's add, save and import buttons change the wiki's users: a
             // crawl that typed into the edit form and saved renamed `reader`, whom the
             // graph's user list edge and later tests need.
             "--deny", "css=#user__manager button:is([name='fn[add]'], [name='fn[modify]'], [name='fn[import]'])"] + monitors + live)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let found = lines.first { $0.hasPrefix("found: ") } ?? ""
        print("DokuWiki exploration: " + found)
        print("DokuWiki exploration: " + (lines.first { $0.hasPrefix("screens: ") } ?? "no screens line"))
        let figures = found.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        #expect(figures.count == 3 && figures[1] == 24 && figures[0] * 10 >= figures[1] * 9, "\(result)")
        #expect(result.status == 0 && result.stdout.hasSuffix("no drift\n"), "\(result)")
    }

    @Test func routesPlainAndThroughALogin() async throws {
        let plain = try await screengraph(["run", "Graphs/DokuWiki.screengraph", "--to", "RecentChanges"] + live)
        #expect(plain.status == 0, "\(plain)")
        #expect(plain.stdout.contains("step            from=Start to=RecentChanges kind=edge"), "\(plain)")
        // The admin's user manager needs a login: the route types the user and password from the state.
        let admin = try await screengraph(["run", "Graphs/DokuWiki.screengraph", "--to", "UserManager", "--allow-state-changes"] + live)
        #expect(admin.status == 0, "\(admin)")
        #expect(admin.stdout.contains("from=LogIn to=Home kind=then"), "\(admin)")
        #expect(admin.stdout.contains("step            from=Admin to=UserManager kind=edge"), "\(admin)")
        let refused = try await screengraph(["run", "Graphs/DokuWiki.screengraph", "--to", "UserManager"] + live)
        #expect(refused.status == 1 && refused.stderr.contains("no route from 'Start' to 'UserManager'"), "\(refused)")
    }

    /// A look after typing Enter in the search box reads the results, never the page the
    /// form was on. Enter submits the form at once, but the form navigates in a task of
    /// its own (HTML, "plan to navigate"), and a command sent before that task runs found
    /// the old page: 2 and 3 of 40 looks on 2026-11-28, and one such look sent the
    /// exploration test's crawl another way (it found 20 of 24 screens). The listing
    /// notes `submit` events and waits for the navigation one starts (in 80 looks it
    /// answered "navigating" 8 times, each time asked again); 30 tries here, each as the
    /// explorer makes them: a look, the gesture, a look. With the listing as it was, this
    /// test failed one run of two (29 results and the start page): the race is rare, so
    /// the test catches its return only most of the time.
    @Test func aLookAfterASubmittingEnterReadsThePageTheFormWentTo() async throws {
        let (seen, failures) = try await offThePool {
            let backend = try RealBrowser.backend(startURL: (RealBrowser.dokuWikiURL ?? "") + "/doku.php")
            defer { backend.close() }
            let app = TestApp(.app, backend: backend)
            var seen: [String: Int] = [:]
            for _ in 0..<30 {
                app.launch()
                _ = backend.listElements(in: .app, naming: [])
                app.descendants(matching: .any)["qsearch__in"].typeText("playground\n")
                let modes = backend.listElements(in: .app, naming: ["css=.dokuwiki.mode_search", "css=.dokuwiki.mode_show"])
                    .map(\.attributes.identifier).filter { $0.hasPrefix("css=") }
                seen[modes.joined(separator: " "), default: 0] += 1
            }
            return (seen, backend.takeFailures())
        }
        #expect(seen == ["css=.dokuwiki.mode_search": 30])
        #expect(failures == [])
    }

    /// The whole edge tour on two sessions at once: every route passes, the monitor clears
    /// the editor's real lock-expiry `alert()`, and the JUnit cases and coverage are merged.
    @Test func aTourOnTwoSessionsWithAMonitorForTheLockAlert() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let junit = directory.appendingPathComponent("tour.xml").path, coverage = directory.appendingPathComponent("tour.json").path
        let result = try await screengraph(
            ["tour", "Graphs/DokuWiki.screengraph", "--parallel", "2", "--junit", junit, "--coverage", coverage] + monitors + live)
        #expect(result.status == 0, "\(result)")
        #expect(result.stdout.hasSuffix("tour run of DokuWiki: 4 routes, 4 passed, 0 failed\n"), "\(result)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testsuite name=\"DokuWiki\" tests=\"4\" failures=\"0\""))
        #expect(xml.contains("interruption    dialog=Your lock for editing this page is about to expire in a minute."))
        #expect(xml.contains("handler         monitor=Clear DokuWiki&apos;s lock-expiry warning handled=true"))
        let merged = try Coverage(contentsOfFile: coverage)
        #expect(merged.moves.allSatisfy { $0.count > 0 }, "every edge and way into an action taken: \(merged.summaryLines)")
        #expect(merged.backs.allSatisfy { $0.count > 0 })
    }

    /// Without the monitor, the lock alert blocks the editor's step, and the failure says so.
    @Test func aDialogNoMonitorHandlesFailsTheStep() async throws {
        let result = try await screengraph(["run", "Graphs/DokuWiki.screengraph", "--to", "Edit", "--allow-state-changes"] + live)
        #expect(result.status == 1, "\(result)")
        #expect(result.stderr.contains("step Playground → Edit (tap 'css=#dokuwiki__pagetools li.edit a') failed"), "\(result)")
        #expect(result.stderr.contains("the app's driver failed: POST /session/{id}/elements at \(RealBrowser.webDriverURL ?? ""): unexpected alert open: a JS dialog is open (Your lock for editing this page is about to expire in a minu"), "\(result)")
    }

    /// A graph that no longer matches the app (here a screen's identity is wrong): a
    /// seeded walk fails at the step, names the expected screen and the screens whose
    /// identity holds, saves a screenshot, and prints a route that replays the failure.
    @Test func aWalkFindsADriftedScreenAndItsReplayFailsTheSameWay() async throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try String(contentsOfFile: PackagePaths.graph("DokuWiki.screengraph"), encoding: .utf8)
        let drifted = original.replacingOccurrences(
            of: "waitFor \"css=.dokuwiki.mode_recent\"", with: "waitFor \"css=.dokuwiki.mode_recent #recent__changes\"")
        #expect(drifted != original)
        let graph = directory.appendingPathComponent("Drifted.screengraph").path
        try drifted.write(toFile: graph, atomically: true, encoding: .utf8)
        let junit = directory.appendingPathComponent("walk.xml").path
        let walk = try await screengraph(["walk", graph, "--seed", "2", "--steps", "30", "--uniform", "--junit", junit] + monitors + live)
        #expect(walk.status == 1, "\(walk)")
        #expect(walk.stderr.contains("→ RecentChanges ("), "\(walk)")
        #expect(walk.stderr.contains("'css=.dokuwiki.mode_recent #recent__changes' did not appear within 5 s"), "\(walk)")
        #expect(walk.stderr.contains("no screen's identity holds now"), "\(walk)")
        #expect(walk.stderr.contains("not shrunk on a real app"), "\(walk)")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        let screenshot = directory.appendingPathComponent("walk-evidence/walk-seed-2.png").path
        #expect(xml.contains("[[ATTACHMENT|\(screenshot)]]"), "\(xml)")
        let png = try Data(contentsOf: URL(fileURLWithPath: screenshot))
        #expect(png.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
        let route = directory.appendingPathComponent("failure.json").path
        try walk.stdout.write(toFile: route, atomically: true, encoding: .utf8)
        let replay = try await screengraph(["replay", graph, route] + monitors + live)
        #expect(replay.status == 1, "\(replay)")
        #expect(replay.stderr.contains("'css=.dokuwiki.mode_recent #recent__changes' did not appear within 5 s"), "\(replay)")
    }
}

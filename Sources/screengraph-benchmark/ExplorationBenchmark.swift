import Foundation
import ScreenGraphKit

/// How fast the explorer learns an app: steps per second on a simulated app (the
/// explorer's own cost, since the simulation is cheap), and, on a real browser, its
/// time against the WebDriver round trips it waits on.
enum ExplorationBenchmark {
    /// Explores the browser app for a fixed budget (no early stop) and checks the rate.
    static func simulated(seed: UInt64) throws {
        guard let (exploration, wall, _) = try exploreBrowserApp(seed: seed, steps: 200_000) else { return }
        let rate = Double(exploration.steps) / wall
        print("exploration of the browser app: \(exploration.steps) steps, \(exploration.screens.count) screens, "
            + "\(exploration.transitions.count) transitions in \(format(wall, 2)) s = \(Int(rate)) steps/s")
        Targets.atLeast("exploration steps per second on a simulated app", rate, 50_000, unit: " steps/s", digits: 0)
    }

    /// `--profile exploration [--steps N]`: the measurement of ``simulated(seed:)`` three
    /// times (200,000 steps unless told), in wall clock and thread CPU time, for `perf
    /// record` and for comparing builds on a loaded machine; then exits.
    static func profileIfAsked(seed: UInt64) throws {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--profile"), flag + 1 < arguments.count, arguments[flag + 1] == "exploration" else { return }
        var steps = 200_000
        if let given = arguments.firstIndex(of: "--steps"), given + 1 < arguments.count, let count = Int(arguments[given + 1]), count > 0 {
            steps = count
        }
        for _ in 0..<3 {
            guard let (exploration, wall, cpu) = try exploreBrowserApp(seed: seed, steps: steps) else { exit(1) }
            print("exploration of the browser app: \(exploration.steps) steps, \(exploration.screens.count) screens, "
                + "\(exploration.transitions.count) transitions; \(Int(Double(exploration.steps) / wall)) steps/s wall clock, "
                + "\(Int(Double(exploration.steps) / cpu)) steps/s thread CPU time")
        }
        exit(0)
    }

    /// Explores `Graphs/Apps/Browser.json` for `steps` steps with no early stop; `nil`
    /// when the file is not there. The times are in seconds.
    private static func exploreBrowserApp(seed: UInt64, steps: Int) throws -> (Exploration, wall: Double, cpu: Double)? {
        let appPath = "Graphs/Apps/Browser.json"
        guard FileManager.default.fileExists(atPath: appPath) else {
            print("exploration: skipped (run from the package root)")
            return nil
        }
        // Compiled once, as `screengraph explore` does: each session's app shares it.
        let compiled = try SimulatedApp(AppDefinition(contentsOfFile: appPath), seed: seed)
        var options = ExplorationOptions(seed: seed, steps: steps)
        options.quietSteps = nil
        let explorer = Explorer(options: options) {
            let simulated = SimulatedApp(sameAppAs: compiled, seed: seed)
            simulated.report.keepsEvents = false
            simulated.launch()
            return simulated.app
        }
        var exploration: Exploration?
        var wall = Duration.zero
        let cpu = try PlannerBenchmark.threadMilliseconds {
            wall = try ContinuousClock().measure { exploration = try explorer.explore() }
        }
        guard let exploration else { return nil }
        return (exploration, seconds(wall), cpu / 1e3)
    }

    /// Explores DokuWiki from the logged-out start and the logged-in home for `steps`
    /// steps on one browser session, and compares the wall time with the seconds spent
    /// waiting for WebDriver's answers.
    static func browser(server: String, startURL: String, steps: Int) throws {
        let graph = try ScreenGraph(contentsOfFile: "Graphs/DokuWiki.screengraph")
        let configuration = try WebDriverConfiguration(
            endpoint: WebDriverEndpoint(parsing: server), capabilitiesJSON: WebDriverConfiguration.headlessChromium, startURL: startURL)
        let backend = WebDriverBackend(configuration: configuration)
        defer { backend.close() }
        var options = ExplorationOptions(seed: 1, steps: steps)
        options.settleTime = 0
        options.pressesButtons = false
        options.prefersNewElements = true
        options.abstraction.actionableTypes.remove(.cell)
        options.identify(with: graph.definition)
        let starts = ["Start", "Home"]
        let explorer = Explorer(options: options, starts: starts.count) { start in
            let app = TestApp(.app, backend: backend)
            app.launch()
            try Navigator(graph: graph, driver: TestAppDriver(app: app)).goto(starts[start], allowingStateChanges: true)
            return app
        }
        TestApp(.app, backend: backend).launch()  // The browser starts outside the measurement.
        let roundTripsBefore = backend.roundTripSeconds, commandsBefore = backend.commandCount
        let start = Date()
        let exploration = try explorer.explore()
        let wall = Date().timeIntervalSince(start)
        let roundTrips = backend.roundTripSeconds - roundTripsBefore
        let commands = backend.commandCount - commandsBefore
        print("real browser, DokuWiki explored for \(exploration.steps) steps (\(exploration.screens.count) screens): "
            + "\(format(wall, 2)) s, of which \(format(roundTrips, 2)) s waiting on \(commands) WebDriver round trips; "
            + "\(format(Double(exploration.steps) / wall, 2)) steps/s")
        Targets.atMost("exploration's wall time over its WebDriver round trips", (wall / roundTrips - 1) * 100, 10, unit: "%")
    }
}

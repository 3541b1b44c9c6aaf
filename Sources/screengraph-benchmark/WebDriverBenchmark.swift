import Foundation
import ScreenGraphKit

/// The real-browser comparison: DokuWiki's edge tour through ScreenGraph (in this
/// process, on the WebDriver backend) and through a hand-written Selenium script
/// (`Tests/RealApps/selenium_tour.py`, which performs the same steps from a plan this
/// writes), alternately, three times each, against the same chromedriver and DokuWiki.
///
/// `screengraph-benchmark --webdriver URL --start-url URL` (after `Tests/RealApps/setup`
/// and `serve`; setup resets DokuWiki, whose pages the tours edit). Without
/// `--webdriver`, it says so and measures nothing. Then an exploration of DokuWiki
/// (``ExplorationBenchmark/browser(server:startURL:steps:)``), alone with `--exploration`.
enum WebDriverBenchmark {
    struct Run {
        var steps: Int
        var seconds: Double
        /// ScreenGraph's runs only: the commands sent.
        var commands: Int?
        /// ScreenGraph's runs only: the seconds spent waiting for WebDriver's answers.
        var roundTrips: Double?
    }

    static func runIfAsked() throws {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--webdriver"), flag + 1 < arguments.count,
            let urlFlag = arguments.firstIndex(of: "--start-url"), urlFlag + 1 < arguments.count
        else {
            print("real browser: not measured (give --webdriver URL --start-url URL, after Tests/RealApps/setup and serve)")
            return
        }
        let server = arguments[flag + 1], startURL = arguments[urlFlag + 1]
        // `--exploration`: only the exploration's time against its round trips.
        if arguments.contains("--exploration") { return try ExplorationBenchmark.browser(server: server, startURL: startURL, steps: 100) }
        let graph = try ScreenGraph(contentsOfFile: "Graphs/DokuWiki.screengraph")
        let tour = Planner(graph: graph).tour(covering: .edges)
        let planFile = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-selenium-plan.json").path
        try plan(tour, graph).write(toFile: planFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: planFile) }
        let monitors = try InterruptionMonitorFile(contentsOfFile: "Graphs/Apps/DokuWikiMonitors.json").monitors
        var ours: [Run] = [], theirs: [Run] = []
        for _ in 0..<3 {
            ours.append(try screenGraphRun(tour, graph, server: server, startURL: startURL, monitors: monitors))
            theirs.append(try seleniumRun(planFile, server: server, startURL: startURL))
        }
        report(ours, theirs)
        try ExplorationBenchmark.browser(server: server, startURL: startURL, steps: 100)
    }

    /// The tour through ScreenGraph: one session, each route on a fresh launch.
    static func screenGraphRun(
        _ tour: Tour, _ graph: ScreenGraph, server: String, startURL: String, monitors: [InterruptionMonitorFile.Monitor]
    ) throws -> Run {
        let configuration = try WebDriverConfiguration(
            endpoint: WebDriverEndpoint(parsing: server), capabilitiesJSON: WebDriverConfiguration.headlessChromium, startURL: startURL)
        let backend = WebDriverBackend(configuration: configuration)
        defer { backend.close() }
        let app = LiveApp(backend: backend)
        for monitor in monitors { monitor.register(on: TestApp(.app, backend: backend)) }
        app.launch()  // The session starts outside the measurement, as the script's does.
        let commandsBefore = backend.commandCount, roundTripsBefore = backend.roundTripSeconds
        let start = Date()
        let cases = Executor.runTourRoutes(tour.routes.enumerated().map { ($0 + 1, $1) }, className: "DokuWiki") {
            Executor(graph: graph, app: app)
        }
        let seconds = Date().timeIntervalSince(start)
        if let failed = cases.first(where: \.isFailure) { throw BenchmarkFailure("ScreenGraph's tour failed: \(failed.name): \(failed.outcome)") }
        return Run(
            steps: cases.reduce(0) { $0 + $1.steps }, seconds: seconds, commands: backend.commandCount - commandsBefore,
            roundTrips: backend.roundTripSeconds - roundTripsBefore)
    }

    /// The tour through the Selenium script, from the plan.
    static func seleniumRun(_ planFile: String, server: String, startURL: String) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "Tests/RealApps/selenium_tour.py", planFile, server, startURL]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let result = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let steps = result["steps"] as? Int, let seconds = result["seconds"] as? Double
        else { throw BenchmarkFailure("the Selenium script failed (exit \(process.terminationStatus)): \(String(decoding: data, as: UTF8.self))") }
        return Run(steps: steps, seconds: seconds, commands: nil, roundTrips: nil)
    }

    /// The tour's steps as the script performs them: the gesture on its element (located as
    /// the backend finds it: a `css=` selector, or an element's id), then the identity of
    /// the screen arrived at.
    static func plan(_ tour: Tour, _ graph: ScreenGraph) throws -> String {
        let identities = Dictionary(uniqueKeysWithValues: graph.definition.screens.map { ($0.name, $0.waitFor) })
        func locator(_ element: String, in app: AppTarget) -> [String: String] {
            if app == .system { return ["using": "dialog", "value": element, "app": "system"] }
            if element.hasPrefix("css=") { return ["using": "css selector", "value": String(element.dropFirst(4)), "app": "app"] }
            return ["using": "css selector", "value": "[id=\"\(element)\"]", "app": "app"]
        }
        var routes: [[[String: Any]]] = []
        for route in tour.routes {
            var state = graph.initialState
            var steps: [[String: Any]] = []
            for step in route.steps {
                var entry: [String: Any] = [:]
                if let interaction = step.interaction, let element = interaction.element {
                    switch interaction.gesture {
                    case .tap where interaction.app == .system: entry["action"] = element == "OK" ? "accept" : "dismiss"
                    case .tap: entry["action"] = "click"
                    case .typeText(let text): entry["action"] = "type"; entry["text"] = text
                    case .typeTextFrom(let field):
                        guard case .string(let text)? = state.value(of: field) else { throw BenchmarkFailure("field \(field) is not a string") }
                        entry["action"] = "type"
                        entry["text"] = text
                    default: throw BenchmarkFailure("the plan has no \(interaction.gesture) step")
                    }
                    if entry["action"] as? String == "click" || entry["action"] as? String == "type" {
                        entry["element"] = locator(element, in: interaction.app)
                    }
                }
                if let wait = identities[step.to] ?? nil { entry["wait"] = locator(wait.element, in: wait.app) }
                steps.append(entry)
                state = step.state
            }
            routes.append(steps)
        }
        let data = try JSONSerialization.data(withJSONObject: ["routes": routes], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    static func report(_ ours: [Run], _ theirs: [Run]) {
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let ourRate = median(ours.map { Double($0.steps) / $0.seconds })
        let theirRate = median(theirs.map { Double($0.steps) / $0.seconds })
        let own = median(ours.map { ($0.seconds - ($0.roundTrips ?? 0)) / $0.seconds * 100 })
        let ownPerStep = median(ours.map { ($0.seconds - ($0.roundTrips ?? 0)) / Double($0.steps) * 1000 })
        let ourCommands = Double(ours[0].commands ?? 0) / Double(ours[0].steps)
        print("real browser, DokuWiki's edge tour (\(ours[0].steps) steps), 3 alternate runs each, medians:")
        print("  ScreenGraph \(format(ourRate, 2)) steps/s, Selenium script \(format(theirRate, 2)) steps/s; ScreenGraph/Selenium \(format(ourRate / theirRate, 2))x")
        Targets.atLeast("ScreenGraph / Selenium steps per second", ourRate / theirRate, 1)
        print("  ScreenGraph's own time: \(format(ownPerStep, 2)) ms per step, \(format(own, 2))% of the wall time")
        Targets.atMost("ScreenGraph's own share of the wall time", own, 5, unit: "%")
        // The script's own count misses some of Selenium's commands; chromedriver's log counts both (Docs/Performance.md).
        print("  WebDriver commands per step, ScreenGraph: \(format(ourCommands, 2))")
        print("  runs (s): ScreenGraph " + ours.map { format($0.seconds, 2) }.joined(separator: ", ") + "; Selenium " + theirs.map { format($0.seconds, 2) }.joined(separator: ", "))
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

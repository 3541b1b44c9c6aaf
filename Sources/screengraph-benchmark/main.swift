// Measures the planner: `swift run -c release screengraph-benchmark`.
//
// Prints plan latency on a 100-screen graph, and one route on a 100,000-screen graph
// with 800,000 edges, each next to a naive dictionary-of-sets search over the same
// graph, measured in the same run. Graphs come from a fixed seed, printed below.

import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

let seed: UInt64 = 20_261_122
/// `--skip-naive` leaves the baseline out, to profile the planner alone.
let skipNaive = CommandLine.arguments.contains("--skip-naive")
let clock = ContinuousClock()

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) * 1e-18
}

/// The process's peak resident memory (VmHWM), in megabytes.
func peakMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
        let kilobytes = Double(line.split(separator: " ")[1])
    else { return .nan }
    return kilobytes / 1024
}

/// The process's resident memory now (VmRSS), in megabytes.
func residentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
        let kilobytes = Double(line.split(separator: " ")[1])
    else { return .nan }
    return kilobytes / 1024
}

func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

print("seed \(seed)")
print(Machine.describe())
// `--profile exploration` repeats the simulated exploration, then exits.
try ExplorationBenchmark.profileIfAsked(seed: seed)
// `--profile drift` measures drift detection over seeded mutants, then exits.
try DriftBenchmark.runIfAsked()
// `--profile WHAT` repeats one planner measurement for `perf record`, then exits.
try PlannerBenchmark.profileIfAsked(seed: seed)
// `--webdriver URL --start-url URL` runs the real-browser comparison alone, then exits.
if CommandLine.arguments.contains("--webdriver") {
    try WebDriverBenchmark.runIfAsked()
    Targets.finish()
}

// `--tours` runs the tours alone, then exits.
if CommandLine.arguments.contains("--tours") {
    try benchmarkTours()
    Targets.finish()
}

// Plan latency on 100 screens.
do {
    let (definition, pairs) = PlannerBenchmark.smallRoutes(seed: seed)
    let graph = try ScreenGraph(definition)
    let planner = Planner(graph: graph)
    let naive = NaiveSearch(definition)
    let ours = clock.measure {
        for (from, to) in pairs { _ = try? planner.route(to: to, from: from) }
    }
    let perRoute = seconds(ours) / Double(pairs.count) * 1e6
    var line = "100 screens, 800 edges (10% guarded): \(format(perRoute, 2)) µs per route over \(pairs.count) routes"
    if !skipNaive {
        let theirs = clock.measure {
            for (from, to) in pairs { _ = naive.leastCost(from: from, to: to) }
        }
        let naivePerRoute = seconds(theirs) / Double(pairs.count) * 1e6
        let agree = pairs.prefix(1_000).allSatisfy { (try? planner.route(to: $1, from: $0).cost) == naive.leastCost(from: $0, to: $1) }
        line += "; naive \(format(naivePerRoute, 2)) µs; naive/planner \(format(naivePerRoute / perRoute))x; costs agree: \(agree ? "yes" : "NO")"
    }
    print(line)
    Targets.atMost("route on 100 screens", perRoute, 20, unit: " µs")
}

// One route on 100,000 screens and 800,000 edges.
do {
    let definition = Shapes.random(screens: 100_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)
    let graph = try ScreenGraph(definition)
    let planner = Planner(graph: graph)
    let targets = ["S99999", "S50000", "S77777"]
    var ourCosts: [Double] = []
    var times: [Double] = []
    // The first search grows the planner's storage; a navigator's later ones reuse it.
    var first = 0.0
    first = seconds(try clock.measure { ourCosts.append(try planner.route(to: targets[0], from: "S1").cost) }) * 1e3
    for target in targets {
        var cost = 0.0
        let time = try clock.measure { cost = try planner.route(to: target, from: "S1").cost }
        times.append(seconds(time) * 1e3)
        if target != targets[0] { ourCosts.append(cost) }
    }
    let peak = peakMegabytes()
    var line = "100,000 screens, 800,000 edges (10% guarded): first route \(format(first)) ms; then worst of \(targets.count) "
        + "\(format(times.max() ?? .nan)) ms (\(times.map { format($0) }.joined(separator: ", ")) ms)"
    if !skipNaive {
        let naive = NaiveSearch(definition)
        var naiveTimes: [Double] = []
        var naiveCosts: [Double] = []
        for target in targets {
            var cost: Double?
            naiveTimes.append(seconds(clock.measure { cost = naive.leastCost(from: "S1", to: target) }) * 1e3)
            naiveCosts.append(cost ?? .nan)
        }
        let ratio = (naiveTimes.max() ?? .nan) / (times.max() ?? .nan)
        line += "; naive worst \(format(naiveTimes.max() ?? .nan)) ms; naive/planner \(format(ratio))x; costs agree: "
            + (ourCosts == naiveCosts ? "yes" : "NO")
    }
    print(line)
    Targets.atMost("first route on 100,000 guarded screens", first, 100, unit: " ms", digits: 1)
    print("peak memory after building and routing (VmHWM): \(format(peak)) MB")
    Targets.atMost("peak memory after building and routing in process", peak, 300, unit: " MB", digits: 1)
}

// The full search against a minimal breadth-first search, and every target in one search.
try PlannerBenchmark.run(seed: seed, skipNaive: skipNaive)

// Parsing and checking a 10,000-screen graph file, in both formats.
do {
    let definition = Shapes.random(screens: 10_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)
    for fileFormat in GraphFileFormat.allCases {
        let text = definition.text(in: fileFormat)
        var warnings = 0
        let time = try clock.measure {
            let graph = try ScreenGraph(GraphDefinition(parsing: text, format: fileFormat, path: "bench.\(fileFormat)"))
            warnings = graph.warnings.count
        }
        print("parse + check, 10,000 screens, 80,000 edges, .\(fileFormat) (\(text.utf8.count / 1024) KiB): "
            + "\(format(seconds(time) * 1e3)) ms (\(warnings) warnings)")
        Targets.atMost("parse + check of 10,000 screens, .\(fileFormat)", seconds(time) * 1e3, 1_000, unit: " ms", digits: 1)
    }
}

// Loading the 100,000-screen graph's files against Python's json.load, and the route CLI's peak memory.
try LoadingBenchmark.run(seed: seed)

// `screengraph route` on the browser graph, wall clock including process start.
do {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("screengraph")
    let graphPath = "Graphs/Browser.screengraph"
    if FileManager.default.isExecutableFile(atPath: executable.path), FileManager.default.fileExists(atPath: graphPath) {
        var times: [Double] = []
        for _ in 0..<10 {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["route", graphPath, "--to", "LoginDetail"]
            process.standardOutput = FileHandle.nullDevice
            let time = try clock.measure {
                try process.run()
                process.waitUntilExit()
            }
            times.append(seconds(time) * 1e3)
        }
        print("screengraph route \(graphPath) --to LoginDetail, wall clock with process start: "
            + "median \(format(times.sorted()[times.count / 2])) ms, worst \(format(times.max() ?? .nan)) ms over \(times.count) runs")
        Targets.atMost("screengraph route on the browser graph, median wall clock", times.sorted()[times.count / 2], 100, unit: " ms", digits: 1)
    } else {
        print("screengraph route on the browser graph: skipped (build the screengraph product in release and run from the package root)")
    }
}

// Simulated steps per second, and memory over a 10,000-goto soak on the browser app.
do {
    let graphPath = "Graphs/Browser.screengraph"
    let appPath = "Graphs/Apps/Browser.json"
    if FileManager.default.fileExists(atPath: graphPath), FileManager.default.fileExists(atPath: appPath) {
        let executor = try Executor(
            graph: ScreenGraph(contentsOfFile: graphPath), app: AppDefinition(contentsOfFile: appPath), seed: seed,
            interruptionRate: 0.05)
        executor.app.report.keepsEvents = false
        var resident: [Double] = []
        let time = try clock.measure {
            try executor.gotoRandomTargets(10_000, seed: seed) { made in
                if made % 2_000 == 0 { resident.append(residentMegabytes()) }
            }
        }
        let counts = executor.app.report.counts
        let steps = counts[.step, default: 0]
        let gestures = counts[.gesture, default: 0]
        print("soak, browser graph on its app, 10,000 gotos, 5% interruptions: \(steps) steps (\(gestures) gestures) in "
            + "\(format(seconds(time), 2)) s = \(Int(Double(steps) / seconds(time))) steps/s including planning; "
            + "\(counts[.interruption, default: 0]) interruptions, \(counts[.failure, default: 0]) failures; "
            + "resident memory every 2,000 gotos: \(resident.map { format($0) }.joined(separator: ", ")) MB")
        Targets.atMost("failures in the soak", Double(counts[.failure, default: 0]), 0, unit: "", digits: 0)
        // The simulation alone: the same steps replayed on the app without planning.
        let app = try SimulatedApp(AppDefinition(contentsOfFile: appPath), seed: seed)
        app.report.keepsEvents = false
        app.launch()
        let graph = try ScreenGraph(contentsOfFile: graphPath)
        let planner = Planner(graph: graph)
        let loop = try ["LoginDetail", "TabTray", "Licenses", "ClearHistoryAlert", "BrowserTab"].map { target in
            try planner.route(to: target, from: "BrowserTab")
        }
        // Each step's gesture and the element it waits for, worked out before the clock starts.
        let waits = Dictionary(graph.definition.screens.map { ($0.name, $0.waitFor?.element) }, uniquingKeysWith: { first, _ in first })
        let replaySteps = loop.map { route in route.steps.map { ($0.interaction, waits[$0.to] ?? nil) } }
        var replayed = 0
        let replay = try clock.measure {
            for _ in 0..<20_000 {
                for steps in replaySteps {
                    for (interaction, element) in steps {
                        if let interaction { try app.perform(interaction) }
                        if let element { _ = app.waitForElement(element, timeout: 5) }
                        replayed += 1
                    }
                    app.launch()
                }
            }
        }
        print("simulated app alone: \(replayed) steps (gesture + wait) in \(format(seconds(replay), 2)) s = "
            + "\(Int(Double(replayed) / seconds(replay))) steps/s")
        Targets.atLeast("simulated steps per second", Double(replayed) / seconds(replay), 200_000, unit: " steps/s", digits: 0)
    } else {
        print("simulation: skipped (run from the package root)")
    }
}

// State-aware search throughput, and a full edge tour of the browser graph.
do {
    if let planner = try PlannerBenchmark.stateAware() {
        let typical = clock.measure { _ = try? planner.route(to: "LoginDetail", where: "passcode != nil && loggedIn") }
        print("state-aware route to LoginDetail where passcode != nil && loggedIn: \(planner.exploredStates) states, "
            + "\(format(seconds(typical) * 1e3, 2)) ms")
        var tour: Tour?
        let tourTime = clock.measure { tour = planner.tour(covering: .edges) }
        if let tour {
            print("edge tour of the browser graph: \(tour.routes.count) routes, \(tour.gestures) gestures for \(tour.covered.count) edges "
                + "(ratio \(format(tour.ratio, 2))) in \(format(seconds(tourTime) * 1e3)) ms")
        }
    } else {
        print("state-aware search and tours: skipped (run from the package root)")
    }
}

try benchmarkTours()
try ExplorationBenchmark.simulated(seed: seed)
// `screengraph route FILE --all` on the plain 100,000-screen graph, last: its file stays resident.
PlannerBenchmark.routeAll(seed: seed)
// Without --webdriver, says the real-browser comparison was not measured.
try WebDriverBenchmark.runIfAsked()
Targets.finish()

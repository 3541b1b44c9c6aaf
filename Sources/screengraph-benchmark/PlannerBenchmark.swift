import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

/// The planner's full search against machine-level baselines, on the plain graph of
/// issue 12: 100,000 screens with 8 unguarded unit-cost edges each (a ring through the
/// first 99,999 and 7 random targets), nothing leading to the last screen, no back
/// screens. A route to that screen is a full search: it settles every other screen and
/// then reports that nothing leads there.
///
/// Prints, from one run: the full search, a minimal breadth-first search over the same
/// edges in compressed arrays, their ratio, the naive dictionary-of-sets search's ratio,
/// `costs(from:)` for every target, and (``routeAll(seed:)``, last in the run)
/// `screengraph route FILE --all` on the graph's JSON file, wall clock with load, when
/// the release CLI is beside the benchmark (`--skip-all-targets` leaves these two out).
enum PlannerBenchmark {
    static let screens = 100_000
    static let edgesPerScreen = 8
    static let clock = ContinuousClock()

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    /// This thread's CPU time in seconds: steadier than the wall clock on a shared machine.
    static func threadSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
    }

    static func format(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

    /// The median of `runs` timings of `body`, in milliseconds.
    static func median(_ runs: Int, _ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs { times.append(milliseconds(try clock.measure(body))) }
        return times.sorted()[times.count / 2]
    }

    /// The plain graph: screen `i < n - 1` leads to `i + 1` (mod n - 1) and to 7 random
    /// screens below `n - 1`; the last screen's 8 edges lead out, none in.
    static func plainGraph(seed: UInt64) -> GraphDefinition {
        var random = SplitMix64(seed: seed)
        let reached = screens - 1
        return Shapes.definition(screens) { index in
            [Shapes.edge(index, (index + 1) % reached)]
                + (1..<edgesPerScreen).map { _ in Shapes.edge(index, Int.random(in: 0..<reached, using: &random)) }
        }
    }

    /// With `--profile full-search`, `--profile all-targets`, `--profile guarded` or
    /// `--profile state-aware`, repeats that one measurement for `perf record` and exits;
    /// with `--write-plain-graph PATH`, writes the plain graph's JSON there and exits.
    static func profileIfAsked(seed: UInt64) throws {
        if let flag = CommandLine.arguments.firstIndex(of: "--write-plain-graph"), flag + 1 < CommandLine.arguments.count {
            let path = CommandLine.arguments[flag + 1]
            guard FileManager.default.createFile(atPath: path, contents: Data(plainGraph(seed: seed).text(in: .json).utf8)) else {
                print("cannot write \(path)")
                exit(1)
            }
            exit(0)
        }
        guard let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count else { return }
        let what = CommandLine.arguments[flag + 1]
        if what == "state-aware" {
            let planner = Planner(graph: try ScreenGraph(contentsOfFile: "Graphs/Browser.screengraph"))
            planner.stateAwareLimit = 1_000_000
            var rates: [Double] = []
            for _ in 0..<5 {
                let started = threadSeconds()
                _ = try? planner.route(to: "LoginDetail", where: "numTabs < 0")
                rates.append(Double(planner.exploredStates) / (threadSeconds() - started))
            }
            print("state-aware, browser graph, thread CPU time, median of 5: \(Int(rates.sorted()[2])) states/s")
            exit(0)
        }
        if what == "guarded" {
            // main.swift's 100,000-screen graph: costs 1 to 4, 10% of edges guarded.
            let planner = Planner(graph: try ScreenGraph(Shapes.random(screens: 100_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)))
            for target in ["S99999", "S50000", "S77777", "S99999", "S50000", "S77777"] {
                let started = threadSeconds()
                let route = try planner.route(to: target, from: "S1")
                print("guarded graph, route to \(target): \(format((threadSeconds() - started) * 1e3, 2)) ms thread CPU time, "
                    + "\(planner.exploredStates) states, cost \(route.cost)")
            }
            exit(0)
        }
        let definition = plainGraph(seed: seed)
        let planner = Planner(graph: try ScreenGraph(definition))
        let bfs = CompressedBFS(definition)
        var times: [Double] = []
        var baseline: [Double] = []
        for _ in 0..<50 {
            let started = threadSeconds()
            if what == "all-targets" {
                _ = try planner.costs(from: "S0")
            } else {
                _ = try? planner.route(to: Shapes.screen(screens - 1), from: "S0")
            }
            times.append(threadSeconds() - started)
            let bfsStarted = threadSeconds()
            _ = bfs.distances(from: 0)
            baseline.append(threadSeconds() - bfsStarted)
        }
        let median = times.sorted()[times.count / 2] * 1e3
        let bfsMedian = baseline.sorted()[baseline.count / 2] * 1e3
        print("\(what), thread CPU time, median of 50: \(format(median, 2)) ms; BFS \(format(bfsMedian, 2)) ms; "
            + "ratio \(format(median / bfsMedian, 2))x")
        exit(0)
    }

    static func run(seed: UInt64, skipNaive: Bool) throws {
        let definition = plainGraph(seed: seed)
        let graph = try ScreenGraph(definition)
        let planner = Planner(graph: graph)
        let last = Shapes.screen(screens - 1)
        let bfs = CompressedBFS(definition)

        // The first search grows the planner's storage; the median of the next ones is reported.
        var outcome = ""
        func fullSearch() {
            do throws(PlanningError) {
                outcome = "cost \(try planner.route(to: last, from: "S0").cost)"
            } catch {
                outcome = "\(error)"
            }
        }
        // Search and baseline alternate, so both meet the same load on a shared machine.
        fullSearch()
        var reachedByBFS = 0
        _ = bfs.distances(from: 0)
        var searchTimes: [Double] = []
        var baselineTimes: [Double] = []
        for _ in 0..<11 {
            searchTimes.append(milliseconds(clock.measure { fullSearch() }))
            baselineTimes.append(milliseconds(clock.measure { reachedByBFS = bfs.distances(from: 0).count { $0 >= 0 } }))
        }
        let search = searchTimes.sorted()[searchTimes.count / 2]
        let baseline = baselineTimes.sorted()[baselineTimes.count / 2]
        var line = "plain 100,000 screens, 800,000 unit-cost edges: full search (route to \(last), which nothing leads to) "
            + "\(format(search, 2)) ms; CSR breadth-first search \(format(baseline, 2)) ms (medians of 11, taken alternately); "
            + "search / BFS \(format(search / baseline, 2))x"
        if !skipNaive {
            let naive = NaiveSearch(definition)
            var naiveCost: Double?
            let naiveTime = median(3) { naiveCost = naive.leastCost(from: "S0", to: last) }
            line += "; naive \(format(naiveTime)) ms, naive / search \(format(naiveTime / search))x"
                + (naiveCost == nil ? "" : " (naive found a route!)")
        }
        print(line)
        print("  the full search says: \(outcome.prefix { $0 != "\n" }); BFS reached \(reachedByBFS) screens")

        guard !CommandLine.arguments.contains("--skip-all-targets") else {
            print("  costs(from:): skipped (--skip-all-targets)")
            return
        }
        // Every target in one search, checked against the breadth-first distances.
        var table: CostTable?
        _ = try planner.costs(from: "S0")
        let all = try median(5) { table = try planner.costs(from: "S0") }
        let distances = bfs.distances(from: 0)
        let agree = table.map { table in
            table.costs.count == screens && zip(table.costs, distances).allSatisfy { entry, distance in
                entry.cost == (distance >= 0 ? Double(distance) : nil)
            }
        } ?? false
        print("  costs(from: S0) for all \(screens) targets: \(format(all, 2)) ms; costs agree with BFS: \(agree ? "yes" : "NO")")
    }

    /// The state-aware search's throughput on the browser graph: a search for a
    /// condition no state meets (`numTabs` only grows), so it explores states up to the
    /// bound of 1,000,000. Prints the first search of a fresh planner (wall clock; it
    /// also grows and faults in the planner's tables, over 100 MB), then the median of
    /// 5 searches of that warm planner in wall clock and in this thread's CPU time,
    /// with the load average. Returns the planner, `nil` when the graph is not there
    /// (run from the package root).
    static func stateAware() throws -> Planner? {
        let path = "Graphs/Browser.screengraph"
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: path))
        planner.stateAwareLimit = 1_000_000
        func search() -> (explored: Int, wall: Double, thread: Double) {
            let threadStarted = threadSeconds()
            let wall = clock.measure { _ = try? planner.route(to: "LoginDetail", where: "numTabs < 0") }
            return (planner.exploredStates, milliseconds(wall) * 1e-3, threadSeconds() - threadStarted)
        }
        let first = search()
        print("state-aware search on the browser graph (unsatisfiable, bound 1,000,000), fresh planner: \(first.explored) states in "
            + "\(format(first.wall * 1e3)) ms wall clock = \(Int(Double(first.explored) / first.wall)) states/s")
        let warm = (0..<5).map { _ in search() }
        let wall = warm.map { Double($0.explored) / $0.wall }.sorted()[2]
        let thread = warm.map { Double($0.explored) / $0.thread }.sorted()[2]
        var load = [Double](repeating: 0, count: 3)
        let loadKnown = getloadavg(&load, 3) == 3
        print("  warm planner, median of 5 searches: \(Int(wall)) states/s wall clock, \(Int(thread)) states/s thread CPU time"
            + (loadKnown ? " (load average \(format(load[0], 2)))" : ""))
        return planner
    }

    /// `screengraph route FILE --all` on the plain graph's JSON file, wall clock including
    /// process start and load, output to /dev/null. Last in the run: the file's text
    /// stays in the process's resident memory, which earlier sections report.
    static func routeAll(seed: UInt64) {
        guard !CommandLine.arguments.contains("--skip-all-targets") else {
            print("screengraph route --all: skipped (--skip-all-targets)")
            return
        }
        let definition = plainGraph(seed: seed)
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("screengraph")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            print("screengraph route --all: skipped (build the screengraph product in release)")
            return
        }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-benchmark-plain-\(getpid()).json").path
        let text = definition.text(in: .json)
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            print("screengraph route --all: skipped (cannot write \(path))")
            return
        }
        defer { try? FileManager.default.removeItem(atPath: path) }
        var status: Int32 = -1
        let wall = median(3) {
            let process = Process()
            process.executableURL = executable
            process.arguments = ["route", path, "--all"]
            process.standardOutput = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                status = process.terminationStatus
            } catch {
                status = -1
            }
        }
        print("screengraph route FILE --all on the plain 100,000-screen graph's JSON (\(text.utf8.count / 1_000_000) MB), "
            + "wall clock with process start and load: median of 3 \(format(wall)) ms (exit status \(status))")
    }
}

/// A minimal breadth-first search: the graph as compressed sparse rows (an offset per
/// screen into one array of targets), distances in a flat array, a flat queue. No
/// hashing, no guards, no costs: the floor a unit-cost search over the same edges can
/// approach.
struct CompressedBFS {
    var offsets: [Int32]
    var targets: [Int32]

    init(_ definition: GraphDefinition) {
        var ids: [String: Int32] = [:]
        for (index, screen) in definition.screens.enumerated() { ids[screen.name] = Int32(index) }
        offsets = [0]
        targets = []
        for screen in definition.screens {
            for edge in screen.edges { targets.append(ids[edge.to] ?? 0) }
            offsets.append(Int32(targets.count))
        }
    }

    /// The number of edges from `start` to every screen, -1 where none leads.
    func distances(from start: Int32) -> [Int32] {
        let count = offsets.count - 1
        var distance = [Int32](repeating: -1, count: count)
        var queue = [Int32](repeating: 0, count: count)
        distance.withUnsafeMutableBufferPointer { distance in
            queue.withUnsafeMutableBufferPointer { queue in
                offsets.withUnsafeBufferPointer { offsets in
                    targets.withUnsafeBufferPointer { targets in
                        var head = 0
                        var tail = 1
                        queue[0] = start
                        distance[Int(start)] = 0
                        while head < tail {
                            let screen = Int(queue[head])
                            head += 1
                            let next = distance[screen] + 1
                            for index in Int(offsets[screen])..<Int(offsets[screen + 1]) {
                                let target = Int(targets[index])
                                if distance[target] < 0 {
                                    distance[target] = next
                                    queue[tail] = Int32(target)
                                    tail += 1
                                }
                            }
                        }
                    }
                }
            }
        }
        return distance
    }
}

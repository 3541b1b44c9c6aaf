import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

/// The planner's full search against machine-level baselines, on the plain graph of
/// issue 12: 100,000 screens with 8 unguarded unit-cost edges each (a ring through the
/// first 99,999 and 7 random targets), nothing leading to the last screen, no back
/// screens. A route to that screen is a full search: it settles every other screen and
/// then reports that nothing leads there.
///
/// Prints, from one run, on that graph and on the same graph with guards and state
/// fields: the full search, `costs(from:)` for every target, and breadth-first searches
/// over the same edges in compressed arrays, in C and in Swift, with their ratios
/// checked as targets; the naive dictionary-of-sets search's ratio; and
/// (``routeAll(seed:)``, last in the run) `screengraph route FILE --all` on the graph's
/// JSON file, wall clock with load, when the release CLI is beside the benchmark
/// (`--skip-all-targets` leaves that out).
enum PlannerBenchmark {
    static let screens = 100_000
    static let edgesPerScreen = 8
    static let clock = ContinuousClock()

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    /// The CPU time of this thread that `body` takes, in milliseconds: steadier than the
    /// wall clock on a shared machine.
    static func threadMilliseconds(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) * 1e-6
        }
        let started = now()
        try body()
        return now() - started
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

    /// One breadth-first search from the first screen in Swift and one in C, each in this
    /// thread's CPU time, and how many screens the C one reached. Whichever runs second
    /// finds the arrays in cache, so the two take turns going first, by `round`.
    static func timeBothSearches(_ bfs: CompressedBFS, round: Int) -> (swift: Double, c: Double, reached: Int) {
        var (swift, c, reached) = (0.0, 0.0, 0)
        for language in round.isMultiple(of: 2) ? ["Swift", "C"] : ["C", "Swift"] {
            if language == "Swift" {
                swift = threadMilliseconds { bfs.swiftSearch(from: 0) }
            } else {
                c = threadMilliseconds { reached = bfs.cSearch(from: 0) }
            }
        }
        return (swift, c, reached)
    }

    /// The 100-screen graph (10% of edges guarded) and the 20,000 routes asked of it, by
    /// main.swift and `--profile small-routes`.
    static func smallRoutes(seed: UInt64) -> (GraphDefinition, [(from: String, to: String)]) {
        var random = SplitMix64(seed: seed)
        let pairs = (0..<20_000).map { _ in ("S\(Int.random(in: 0..<100, using: &random))", "S\(Int.random(in: 0..<100, using: &random))") }
        return (Shapes.random(screens: 100, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed), pairs)
    }

    /// With `--profile full-search`, `--profile all-targets` (on the plain graph, or with
    /// a `guarded-` prefix on ``guardedGraph(seed:)``), `--profile guarded` or
    /// `--profile state-aware` or `--profile small-routes` (main.swift's routes on 100
    /// screens), repeats that one measurement for `perf record` and exits;
    /// with `--profile frontiers`, compares the frontiers with the heap and exits;
    /// with `--profile footprint`, times the breadth-first searches of
    /// ``profileFootprint(seed:)`` and exits;
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
                let spent = threadMilliseconds { _ = try? planner.route(to: "LoginDetail", where: "numTabs < 0") }
                rates.append(Double(planner.exploredStates) / spent * 1e3)
            }
            print("state-aware, browser graph, thread CPU time, median of 5: \(Int(rates.sorted()[2])) states/s")
            exit(0)
        }
        if what == "small-routes" {
            let (definition, pairs) = smallRoutes(seed: seed)
            let planner = Planner(graph: try ScreenGraph(definition))
            var times: [Double] = []
            for _ in 0..<10 {
                times.append(threadMilliseconds { for (from, to) in pairs { _ = try? planner.route(to: to, from: from) } } * 1e3 / Double(pairs.count))
            }
            print("small-routes, 100 screens, thread CPU time, median of 10: \(format(times.sorted()[5], 2)) µs per route")
            exit(0)
        }
        if what == "footprint" {
            exit(profileFootprint(seed: seed) ? 0 : 1)
        }
        if what == "frontiers" {
            try compareFrontiers(seed: seed)
            exit(0)
        }
        if what == "guarded" {
            // main.swift's 100,000-screen graph: costs 1 to 4, 10% of edges guarded.
            let planner = Planner(graph: try ScreenGraph(Shapes.random(screens: 100_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)))
            for target in ["S99999", "S50000", "S77777", "S99999", "S50000", "S77777"] {
                var route: Route?
                let spent = try threadMilliseconds { route = try planner.route(to: target, from: "S1") }
                print("guarded graph, route to \(target): \(format(spent, 2)) ms thread CPU time, "
                    + "\(planner.exploredStates) states, cost \(route?.cost ?? .nan)")
            }
            exit(0)
        }
        let definition = what.hasPrefix("guarded-") ? guardedGraph(seed: seed) : plainGraph(seed: seed)
        let planner = Planner(graph: try ScreenGraph(definition))
        let bfs = CompressedBFS(definition, openOnly: true)
        var times: [Double] = []
        var baseline: [Double] = []
        var swiftBaseline: [Double] = []
        for round in 0..<50 {
            times.append(try threadMilliseconds {
                if what.hasSuffix("all-targets") {
                    _ = try planner.costs(from: "S0")
                } else {
                    _ = try? planner.route(to: Shapes.screen(screens - 1), from: "S0")
                }
            })
            let (swift, c, _) = timeBothSearches(bfs, round: round)
            swiftBaseline.append(swift)
            baseline.append(c)
        }
        let median = times.sorted()[times.count / 2]
        let bfsMedian = baseline.sorted()[baseline.count / 2]
        let swiftMedian = swiftBaseline.sorted()[swiftBaseline.count / 2]
        print("\(what), thread CPU time, median of 50: \(format(median, 2)) ms; C BFS \(format(bfsMedian, 2)) ms; "
            + "ratio \(format(median / bfsMedian, 2))x; Swift BFS \(format(swiftMedian, 2)) ms, Swift / C \(format(swiftMedian / bfsMedian, 2))x")
        exit(0)
    }

    /// The C search against ``FootprintBFS`` with the planner's memory added step by step,
    /// thread CPU time, medians of 21 rounds, the five searches taken in turn each round;
    /// false when a search reaches a different number of screens from the C one.
    static func profileFootprint(seed: UInt64) -> Bool {
        let footprint = FootprintBFS(CompressedBFS(plainGraph(seed: seed), openOnly: true))
        let searches: [(String, () -> Int)] = [
            ("C, 4-byte distances", { footprint.bfs.cSearch(from: 0) }),
            ("Swift, 4-byte distances", { footprint.bfs.swiftSearch(from: 0) }),
            ("Swift, 8-byte keys", { footprint.search(records: false, wideQueue: false) }),
            ("Swift, 8-byte keys and a 32-byte record per screen", { footprint.search(records: true, wideQueue: false) }),
            ("the same with 16-byte queue entries", { footprint.search(records: true, wideQueue: true) }),
        ]
        var times = [[Double]](repeating: [], count: searches.count)
        var reached = [Int](repeating: 0, count: searches.count)
        for _ in 0..<21 {
            for (index, search) in searches.enumerated() { times[index].append(threadMilliseconds { reached[index] = search.1() }) }
        }
        let c = times[0].sorted()[10]
        for (index, search) in searches.enumerated() {
            let median = times[index].sorted()[10]
            print("\(search.0): \(format(median, 2)) ms, \(format(median / c, 2))x C, reached \(reached[index]) screens")
        }
        return Set(reached).count == 1
    }

    /// What the bucket and level frontiers buy over the heap, in one process: each
    /// measurement taken alternately with them allowed and with every search on the heap
    /// (``Planner/allowsWholeCostFrontiers``), thread CPU time, medians.
    static func compareFrontiers(seed: UInt64) throws {
        func compare(_ what: String, runs: Int, _ planner: Planner, _ body: () throws -> Void) rethrows {
            var times: [Bool: [Double]] = [true: [], false: []]
            for _ in 0..<runs {
                for allowed in [true, false] {
                    planner.allowsWholeCostFrontiers = allowed
                    times[allowed, default: []].append(try threadMilliseconds(body))
                }
            }
            let with = times[true, default: []].sorted()[runs / 2]
            let heap = times[false, default: []].sorted()[runs / 2]
            print("\(what): \(format(with, 2)) ms; on the heap \(format(heap, 2)) ms; heap / frontier \(format(heap / with, 2))x "
                + "(thread CPU time, medians of \(runs), taken alternately)")
        }
        let plain = Planner(graph: try ScreenGraph(plainGraph(seed: seed)))
        compare("buckets, full search on the plain graph", runs: 21, plain) {
            _ = try? plain.route(to: Shapes.screen(screens - 1), from: "S0")
        }
        try compare("buckets, costs(from:) on the plain graph", runs: 21, plain) { _ = try plain.costs(from: "S0") }
        let browser = Planner(graph: try ScreenGraph(contentsOfFile: "Graphs/Browser.screengraph"))
        browser.stateAwareLimit = 1_000_000
        compare("levels, state-aware search on the browser graph (1,000,001 states)", runs: 5, browser) {
            _ = try? browser.route(to: "LoginDetail", where: "numTabs < 0")
        }
    }

    /// The plain graph with 8 bool fields `f0` to `f7`, all false, and a tenth of its
    /// edges guarded on `f3 == true`: guards the search must evaluate and that stay
    /// closed, since no edge sets a field. Its least costs are those of the unguarded
    /// edges alone, which the breadth-first search checks.
    static func guardedGraph(seed: UInt64) -> GraphDefinition {
        var definition = plainGraph(seed: seed)
        var random = SplitMix64(seed: seed &+ 1)
        for screen in definition.screens.indices {
            for edge in definition.screens[screen].edges.indices where Double.random(in: 0..<1, using: &random) < 0.1 {
                definition.screens[screen].edges[edge].condition = ExpressionSource("f3 == true")
            }
        }
        definition.state = (0..<8).map { StateField("f\($0)", .bool, initial: false) }
        return definition
    }

    static func run(seed: UInt64, skipNaive: Bool) throws {
        try compare(
            plainGraph(seed: seed), "plain", "plain 100,000 screens, 800,000 unit-cost edges", bound: 3, checksSwiftBFS: true,
            skipNaive: skipNaive)
        try compare(
            guardedGraph(seed: seed), "guarded", "the same with 8 bool fields and 10% of edges guarded on f3 == true (closed)",
            bound: 4, checksSwiftBFS: false, skipNaive: true)
    }

    /// The full search (a route to the last screen, which nothing leads to),
    /// `costs(from:)` and the breadth-first searches in Swift and C over the same edges,
    /// alternately 21 times in this thread's CPU time; prints the medians and checks the ratios against the C
    /// search (at most `bound`), the Swift search against C (within 10%), and the route
    /// with no way against settling every target (at most 1×).
    static func compare(
        _ definition: GraphDefinition, _ label: String, _ name: String, bound: Double, checksSwiftBFS: Bool, skipNaive: Bool
    ) throws {
        let planner = Planner(graph: try ScreenGraph(definition))
        let last = Shapes.screen(screens - 1)
        let bfs = CompressedBFS(definition, openOnly: true)
        var outcome = ""
        func fullSearch() {
            do throws(PlanningError) {
                outcome = "cost \(try planner.route(to: last, from: "S0").cost)"
            } catch {
                outcome = "\(error)"
            }
        }
        var table: CostTable?
        // The first search grows the planner's storage; the medians of the next ones count.
        fullSearch()
        table = try planner.costs(from: "S0")
        bfs.swiftSearch(from: 0)
        bfs.cSearch(from: 0)
        var times: [[Double]] = [[], [], [], []]
        var reached = 0
        // 21 rounds: with 11, the Swift search's ratio to C moved from 0.93 to 1.13 between
        // two runs of one binary here, more than the 10% it is checked against.
        for round in 0..<21 {
            times[0].append(threadMilliseconds { fullSearch() })
            times[1].append(try threadMilliseconds { table = try planner.costs(from: "S0") })
            let (swift, c, cReached) = timeBothSearches(bfs, round: round)
            times[2].append(swift)
            times[3].append(c)
            reached = cReached
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        let (search, all, swiftBFS, cBFS) = (medians[0], medians[1], medians[2], medians[3])
        print("\(name): full search (route to \(last), which nothing leads to) \(format(search, 2)) ms; costs(from: S0) "
            + "\(format(all, 2)) ms; breadth-first search in C \(format(cBFS, 2)) ms, in Swift \(format(swiftBFS, 2)) ms "
            + "(thread CPU time, medians of 21, taken alternately)")
        let agree = table.map { table in
            table.costs.count == screens && zip(table.costs, bfs.distances).allSatisfy { entry, distance in
                entry.cost == (distance >= 0 ? Double(distance) : nil)
            }
        } ?? false
        print("  the full search says: \(outcome.prefix { $0 != "\n" }); C BFS reached \(reached) screens; "
            + "costs(from:) agree with BFS: \(agree ? "yes" : "NO")")
        if checksSwiftBFS { Targets.atMost("Swift BFS / C BFS", swiftBFS / cBFS, 1.1) }
        Targets.atMost("full search / C BFS, \(label)", search / cBFS, bound)
        Targets.atMost("costs(from:) / C BFS, \(label)", all / cBFS, bound)
        Targets.atMost("route with no way / costs(from:), \(label)", search / all, 1)
        if !skipNaive {
            let naive = NaiveSearch(definition)
            var naiveCost: Double?
            let naiveTime = median(3) { naiveCost = naive.leastCost(from: "S0", to: last) }
            print("  naive dictionary-of-sets search \(format(naiveTime)) ms" + (naiveCost == nil ? "" : " (naive found a route!)"))
            Targets.atLeast("naive search / full search", naiveTime / search, 10, digits: 1)
        }
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
            var wall = Duration.zero
            let thread = threadMilliseconds { wall = clock.measure { _ = try? planner.route(to: "LoginDetail", where: "numTabs < 0") } }
            return (planner.exploredStates, milliseconds(wall) * 1e-3, thread * 1e-3)
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
        Targets.atLeast("state-aware search, warm, thread CPU time", thread / 1e6, 3, unit: " M states/s")
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
        Targets.atMost("route --all on the plain 100,000-screen file, wall clock", wall, 3_000, unit: " ms", digits: 1)
    }
}

// Loading a large graph file: load + check + compile of the 100,000-screen graph in
// both formats, against Python's `json.load` of the same JSON file in the same run, and
// the peak resident memory of `screengraph route FILE --to S99999` on it.

import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

enum LoadingBenchmark {
    /// How many times each load is timed; the best time counts, as for Python.
    static let runs = 3

    static func run(seed: UInt64) throws {
        // `--loading-files DIR` keeps the files in DIR, to profile loading them.
        let kept = CommandLine.arguments.firstIndex(of: "--loading-files").flatMap { index in
            index + 1 < CommandLine.arguments.count ? CommandLine.arguments[index + 1] : nil
        }
        let directory = kept.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("screengraph-benchmark-\(getpid())", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { if kept == nil { try? FileManager.default.removeItem(at: directory) } }
        let graphs = [
            ("plain", "unit costs, no guards", plain(screens: 100_000, edgesPerScreen: 8, seed: seed)),
            ("guarded", "costs 1-4, 10% guarded", Shapes.random(screens: 100_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)),
        ]
        for (name, description, definition) in graphs {
            var paths: [(GraphFileFormat, String)] = []
            for format in GraphFileFormat.allCases {
                let path = directory.appendingPathComponent("\(name)-100k.\(format.rawValue)").path
                try Data(definition.text(in: format).utf8).write(to: URL(fileURLWithPath: path))
                paths.append((format, path))
            }
            guard let jsonPath = paths.first(where: { $0.0 == .json })?.1 else { continue }
            if CommandLine.arguments.contains("--write-only") { continue }
            let python = pythonLoad(jsonPath)
            for (format, path) in paths {
                var best = (wall: Double.infinity, cpu: Double.infinity)
                var warnings = 0
                for _ in 0..<runs {
                    let start = ContinuousClock.now
                    let cpu = cpuMilliseconds()
                    let graph = try ScreenGraph(contentsOfFile: path)
                    best = (min(best.wall, milliseconds(ContinuousClock.now - start)), min(best.cpu, cpuMilliseconds() - cpu))
                    warnings = graph.warnings.count
                }
                var line = "load + check + compile, 100,000 screens, 800,000 edges (\(description)), .\(format.rawValue) "
                    + "(\(megabytes(fileSize(path))) MB): best of \(runs) \(fixed(best.wall)) ms wall, \(fixed(best.cpu)) ms CPU "
                    + "(\(warnings) warnings)"
                switch python {
                case .measured(let load, let cpu):
                    line += "; python3 json.load of the .json \(fixed(load)) ms wall, \(fixed(cpu)) ms CPU; "
                        + "ratio \(fixed(best.wall / load, 2)) wall, \(fixed(best.cpu / cpu, 2)) CPU"
                case .missing:
                    line += "; python3 not found"
                case .failed(let why):
                    line += "; python3 failed: \(why)"
                }
                print(line)
                if case .measured(_, let cpu) = python {
                    Targets.atMost("load of the \(name) .\(format.rawValue) / python3 json.load, CPU", best.cpu / cpu, 1)
                }
            }
            routeMemory(jsonPath, name: "\(name)-100k.json")
        }
        #if canImport(Glibc)
        // Give the freed definitions back to the system, so the sections after this one
        // measure their own resident memory, not this one's. glibc's malloc_trim is not
        // in the Glibc module's headers.
        typealias Trim = @convention(c) (Int) -> Int32
        if let trim = dlsym(nil, "malloc_trim") { _ = unsafeBitCast(trim, to: Trim.self)(0) }
        #endif
    }

    /// The graph of `Shapes.random` without guards or state, every cost 1: a ring
    /// through every screen and `edgesPerScreen - 1` edges to random screens from each.
    static func plain(screens: Int, edgesPerScreen: Int, seed: UInt64) -> GraphDefinition {
        var random = SplitMix64(seed: seed)
        return Shapes.definition(screens) { index in
            [Shapes.edge(index, (index + 1) % screens)]
                + (1..<edgesPerScreen).map { _ in Shapes.edge(index, Int.random(in: 0..<screens, using: &random)) }
        }
    }

    enum PythonResult {
        /// The best in-process `json.load` wall time and CPU time, in ms.
        case measured(load: Double, cpu: Double)
        case missing
        case failed(String)
    }

    /// Times `json.load(open(F))` in Python: the interpreter prints its own clocks (wall
    /// and CPU) around the call, so process start is not counted against it, nor is it
    /// in our figure. CPU time tells more than wall time on a shared machine.
    static func pythonLoad(_ path: String) -> PythonResult {
        guard let shim = executable(named: "python3") else { return .missing }
        // A version manager's shim is a script that starts the interpreter: ask for the
        // interpreter itself, so the wall time is Python's own.
        let interpreter = capture(shim, ["-c", "import sys; print(sys.executable)"])?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let python = interpreter.flatMap { $0.isEmpty ? nil : $0 } ?? shim
        let script = """
            import json, sys, time
            t, c = time.perf_counter(), time.process_time()
            json.load(open(sys.argv[1]))
            print(time.perf_counter() - t, time.process_time() - c)
            """
        var best = (load: Double.infinity, cpu: Double.infinity)
        for _ in 0..<runs {
            guard let output = capture(python, ["-c", script, path]) else { return .failed("\(python) did not run") }
            let times = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            guard times.count == 2 else { return .failed("\(python) did not print two times") }
            best = (min(best.load, times[0] * 1e3), min(best.cpu, times[1] * 1e3))
        }
        return .measured(load: best.load, cpu: best.cpu)
    }

    /// The peak resident memory and wall time of `screengraph route FILE --to S99999`.
    ///
    /// The peak is the child's own, as GNU time (or Python's `resource`, without it)
    /// reads it after starting the command from its own small process. Read directly, a
    /// child started from this process would count this process's memory too: Linux
    /// keeps the high-water mark of the address space a spawned child shares with its
    /// parent until it execs.
    static func routeMemory(_ path: String, name: String) {
        let cli = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("screengraph").path
        guard FileManager.default.isExecutableFile(atPath: cli) else {
            print("screengraph route on the 100,000-screen file: skipped (build the screengraph product beside the benchmark)")
            return
        }
        let command = [cli, "route", path, "--to", "S99999"]
        let start = ContinuousClock.now
        guard let (status, kilobytes) = peakKilobytes(command) else {
            print("screengraph route \(name) --to S99999: peak memory not measured (neither GNU time at /usr/bin/time nor python3 found)")
            return
        }
        let wall = milliseconds(ContinuousClock.now - start)
        print("screengraph route \(name) --to S99999: exit \(status), wall \(fixed(wall)) ms, "
            + "peak resident memory \(fixed(Double(kilobytes) / 1024)) MiB")
        Targets.atMost("peak memory of route on \(name)", Double(kilobytes) * 1024 / 1_000_000, 200, unit: " MB", digits: 1)
    }

    /// The exit status and peak resident memory, in KiB, of `command` run with its output
    /// thrown away.
    static func peakKilobytes(_ command: [String]) -> (Int32, Int)? {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-benchmark-time-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: report) }
        #if os(Linux)
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/time"),
            let (status, _, _) = spawnAndWait("/usr/bin/time", ["-f", "%M", "-o", report] + command, output: "/dev/null"),
            let text = try? String(contentsOfFile: report, encoding: .utf8),
            let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) })
        {
            return (status, kilobytes)
        }
        #endif
        guard let python = executable(named: "python3") else { return nil }
        let script = """
            import resource, subprocess, sys
            r = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL)
            peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
            print(r.returncode, peak if sys.platform.startswith("linux") else peak // 1024)
            """
        guard let output = capture(python, ["-c", script] + command) else { return nil }
        let fields = output.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard fields.count == 2, let status = Int32(exactly: fields[0]) else { return nil }
        return (status, fields[1])
    }

    // MARK: Processes

    static func executable(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// The standard output of a process that exits with status 0.
    static func capture(_ executable: String, _ arguments: [String]) -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Runs `executable` with its standard output sent to `output`, and returns its
    /// exit status, its resource usage and its wall time in ms.
    static func spawnAndWait(_ executable: String, _ arguments: [String], output: String) -> (Int32, rusage, Double)? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let start = ContinuousClock.now
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { return nil }
        }
        let wall = milliseconds(ContinuousClock.now - start)
        // The exit status is in bits 8–15 of what wait4 reports for a normal exit.
        return ((status >> 8) & 0xFF, usage, wall)
    }

    // MARK: Figures

    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) * 1e-15
    }

    /// The CPU time this process has used, user and system, in ms.
    static func cpuMilliseconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        func ms(_ time: timeval) -> Double { Double(time.tv_sec) * 1e3 + Double(time.tv_usec) * 1e-3 }
        return ms(usage.ru_utime) + ms(usage.ru_stime)
    }

    static func fileSize(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
    }

    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6) }

    static func fixed(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }
}

import Foundation
import Synchronization

/// The benchmark's targets, each checked where it is measured: a line says the figure,
/// the bound and whether it was met, and ``finish()`` ends the run with status 1 when
/// one was missed, so a regression fails whoever runs the benchmark.
enum Targets {
    private static let missed = Mutex<[String]>([])

    /// Checks that `measured` is at most `bound`.
    static func atMost(_ name: String, _ measured: Double, _ bound: Double, unit: String = "x", digits: Int = 2) {
        record(name, measured, bound, unit: unit, digits: digits, met: measured <= bound, relation: "at most")
    }

    /// Checks that `measured` is at least `bound`.
    static func atLeast(_ name: String, _ measured: Double, _ bound: Double, unit: String = "x", digits: Int = 2) {
        record(name, measured, bound, unit: unit, digits: digits, met: measured >= bound, relation: "at least")
    }

    private static func record(_ name: String, _ measured: Double, _ bound: Double, unit: String, digits: Int, met: Bool, relation: String) {
        func show(_ value: Double) -> String { String(format: "%.\(digits)f", value) + unit }
        print("  target: \(name) \(show(measured)), \(relation) \(show(bound)): \(met ? "met" : "MISSED")")
        if !met { missed.withLock { $0.append(name) } }
    }

    /// Prints the targets missed, if any, and exits with status 1 when there are.
    static func finish() -> Never {
        let names = missed.withLock { $0 }
        if names.isEmpty {
            print("every target met")
            exit(0)
        }
        print("\(names.count) target\(names.count == 1 ? "" : "s") MISSED: \(names.joined(separator: "; "))")
        exit(1)
    }
}

/// What the figures depend on: the processor, cores, kernel, transparent huge pages,
/// the kernel's DAMON schemes, memory, load and build, printed first.
enum Machine {
    static func describe() -> String {
        func read(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }
        let model = read("/proc/cpuinfo")?.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown processor"
        var name = utsname()
        uname(&name)
        let kernel = withUnsafeBytes(of: &name.release) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        let hugePages = read("/sys/kernel/mm/transparent_hugepage/enabled")?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "unknown"
        let memory = Double(ProcessInfo.processInfo.physicalMemory) / 1_073_741_824
        var load = [Double](repeating: 0, count: 3)
        let loads = getloadavg(&load, 3) == 3 ? load.map { String(format: "%.2f", $0) }.joined(separator: " ") : "unknown"
        #if DEBUG
        let build = "debug (figures meaningless: build with -c release)"
        #else
        let build = "release"
        #endif
        return "machine: \(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, kernel \(kernel), "
            + "transparent huge pages \(hugePages), \(damon()), \(String(format: "%.1f", memory)) GiB, load average \(loads), build \(build)"
    }

    /// The DAMON schemes running (Documentation/admin-guide/mm/damon/usage.rst): a
    /// `pageout` scheme pages out memory left idle for its minimum age, which lowers a
    /// long-running process's resident memory (not the peak of a run shorter than that age).
    static func damon() -> String {
        func read(_ path: String) -> String? {
            (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        /// The numbered entries under `path` (beside them, `nr_*` files count them).
        func numbered(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { Int($0) != nil }.sorted { Int($0) ?? 0 < Int($1) ?? 0 }
        }
        let root = "/sys/kernel/mm/damon/admin/kdamonds"
        var schemes: [String] = []
        for kdamond in numbered(root) where read("\(root)/\(kdamond)/state") == "on" {
            let contexts = "\(root)/\(kdamond)/contexts"
            for context in numbered(contexts) {
                let base = "\(contexts)/\(context)"
                let aggregation = read("\(base)/monitoring_attrs/intervals/aggr_us").flatMap(Double.init) ?? 0
                for scheme in numbered("\(base)/schemes") {
                    let action = read("\(base)/schemes/\(scheme)/action") ?? "?"
                    let age = read("\(base)/schemes/\(scheme)/access_pattern/age/min").flatMap(Double.init) ?? 0
                    schemes.append("\(action) of memory idle \(format(age * aggregation / 1e6, 0)) s")
                }
            }
        }
        return schemes.isEmpty ? "no DAMON scheme" : "DAMON \(schemes.joined(separator: ", "))"
    }
}

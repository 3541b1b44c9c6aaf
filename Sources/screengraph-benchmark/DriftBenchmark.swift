import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

/// `--profile drift`: the issue's measurement of drift detection. Over at least 200
/// seeded mutants of every simulated app of `Graphs/Apps`, every mutant that changes
/// what a route of the authored graph does must be reported by `check --against-app`
/// at a line where a route fails; over 200 runs on the unmutated apps, with other
/// seeds, nothing may be reported. `--mutants N` and `--clean-runs N` change the counts,
/// `--first-seed N` the first mutant's seed.
enum DriftBenchmark {
    static func runIfAsked() throws {
        guard let flag = CommandLine.arguments.firstIndex(of: "--profile"), flag + 1 < CommandLine.arguments.count,
            CommandLine.arguments[flag + 1] == "drift"
        else { return }
        func count(_ name: String, _ value: Int) -> Int {
            guard let index = CommandLine.arguments.firstIndex(of: name), index + 1 < CommandLine.arguments.count else { return value }
            return Int(CommandLine.arguments[index + 1]) ?? value
        }
        let mutantCount = count("--mutants", 240)
        // The first seed tried: `--first-seed 56 --mutants 1` judges the mutant of seed 56 alone.
        let firstSeed = UInt64(max(1, count("--first-seed", 1)))
        let cleanRuns = count("--clean-runs", 200)
        let subjects = try DriftMeasurement.Subject.all(root: FileManager.default.currentDirectoryPath)
        let start = Date()
        var judged = 0
        let mutants = try DriftMeasurement.mutants(subjects, seeds: firstSeed..., limit: mutantCount) { mutant in
            judged += 1
            // One line a mutant, so that a long run shows how far it got and at what pace.
            let verdict = !mutant.changesRoutes ? "changes no route" : mutant.isDetected ? "reported" : "MISSED"
            print("mutant \(judged) of \(mutantCount), seed \(mutant.seed), \(mutant.subject), \(mutant.mutation.kind.rawValue): "
                + "\(verdict), \(format(Date().timeIntervalSince(start))) s")
            guard mutant.changesRoutes, !mutant.isDetected else { return }
            print("MISSED \(mutant)")
        }
        let changing = mutants.filter(\.changesRoutes)
        let missed = changing.filter { !$0.isDetected }
        print("drift detection, seeds \(mutants.first?.seed ?? 0)...\(mutants.last?.seed ?? 0) (\(mutants.count) mutants over "
            + "\(subjects.map(\.name).joined(separator: ", "))): \(changing.count - missed.count) of \(changing.count) mutants that change "
            + "a route of the graph reported at a line where a route fails (\(format(percent(changing.count - missed.count, changing.count)))%)")
        for kind in AppMutator.Kind.allCases {
            let ofKind = mutants.filter { $0.mutation.kind == kind }
            let changed = ofKind.filter(\.changesRoutes)
            let quiet = ofKind.filter { !$0.changesRoutes && !$0.findings.isEmpty }.count
            print("  \(kind.rawValue): \(ofKind.count) mutants, \(changed.count) change a route, \(changed.filter(\.isDetected).count) reported; "
                + "\(quiet) that change no route reported all the same")
        }
        for subject in subjects {
            let of = changing.filter { $0.subject == subject.name }
            print("  \(subject.name): \(of.filter(\.isDetected).count) of \(of.count)")
        }
        print("missed seeds: " + (missed.isEmpty ? "none" : missed.map { String($0.seed) }.joined(separator: " ")))
        let alarms = try DriftMeasurement.falseAlarms(subjects, seeds: (0..<UInt64(cleanRuns)).map { 100_001 + $0 }) { run in
            print("clean run seed \(run.seed), \(run.subject): \(run.findings.count) findings, \(format(Date().timeIntervalSince(start))) s")
        }.filter { !$0.findings.isEmpty }
        for alarm in alarms { print("FALSE ALARM seed \(alarm.seed), \(alarm.subject): \(alarm.findings.joined(separator: "; "))") }
        print("false alarms: \(alarms.count) of \(cleanRuns) runs on the unmutated apps, seeds 100001...\(100_000 + cleanRuns); "
            + "\(format(Date().timeIntervalSince(start))) s in all")
        Targets.atLeast("mutants measured", Double(mutants.count), 200, unit: "", digits: 0)
        Targets.atLeast("route-changing mutants reported at their line", percent(changing.count - missed.count, changing.count), 100, unit: "%", digits: 1)
        Targets.atLeast("runs on unmutated apps", Double(cleanRuns), 200, unit: "", digits: 0)
        Targets.atMost("false alarms on unmutated apps", Double(alarms.count), 0, unit: "", digits: 0)
        Targets.finish()
    }

    private static func percent(_ part: Int, _ whole: Int) -> Double { whole == 0 ? 100 : Double(part) * 100 / Double(whole) }
}

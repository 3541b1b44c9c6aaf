import Foundation
import Testing

/// Issue 22, class 4: JSON `onEnter` statements peaked at about 92 times the file's size,
/// where Limits.md says a statement takes about 280 bytes once read and compiled (about
/// 50 times the file for statements as short as `k=1`). `check` runs as its own process
/// on files of 100,000 and 200,000 statements, each measured by the peak resident memory
/// of a Python parent that runs nothing else (`getrusage(RUSAGE_CHILDREN)`), so the
/// test process's own memory and the suites running beside it do not count.
@Suite struct StatementMemoryTests {
    /// What the doubled file adds, per byte it adds, stays within 60 bytes (the
    /// baseline of the process cancels out), and the peak less than doubles.
    @Test func jsonStatementsTakeMemoryInProportionToTheFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statement-memory-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func peak(statements: Int) throws -> (bytes: Int, peakKB: Int) {
            let file = directory.appendingPathComponent("onenter\(statements).json")
            let text = #"{"format": "screengraph/1", "start": "A", "state": [{"name": "k", "type": "int", "initial": 0}], "#
                + #""screens": [{"name": "A", "onEnter": ["# + Array(repeating: #""k=1""#, count: statements).joined(separator: ", ") + "]}]}"
            try Data(text.utf8).write(to: file)
            let probe = "import resource, subprocess, sys; run = subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, "
                + "stderr=subprocess.DEVNULL); print(run.returncode, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", "-c", probe, PackagePaths.executable.path, "check", file.path]
            let outcome = try CorpusRunner.run(process)
            let fields = outcome.stdout.split(separator: " ").map { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
            #expect(outcome.status == 0 && fields.count == 2 && fields[0] == 0, "\(outcome.stdout) \(outcome.stderr)")
            return (text.utf8.count, fields.count == 2 ? fields[1] ?? 0 : 0)
        }
        let small = try peak(statements: 100_000)
        let large = try peak(statements: 200_000)
        let perByte = Double((large.peakKB - small.peakKB) * 1024) / Double(large.bytes - small.bytes)
        #expect(perByte <= 60, "\(small.peakKB) KB for \(small.bytes) bytes, \(large.peakKB) KB for \(large.bytes) bytes: \(perByte) a byte")
        #expect(large.peakKB < 2 * small.peakKB, "\(small.peakKB) KB, then \(large.peakKB) KB")
    }
}

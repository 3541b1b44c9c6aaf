import Foundation

@testable import ScreenGraphKit

/// Runs a ``CorpusCase`` in a scratch directory of its own under `timeout`, and
/// captures what the command did.
enum CorpusRunner {
    /// What one run gave.
    struct Outcome: Sendable {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the run was stopped at the time limit (`timeout`'s 124, or 137 when
        /// it had to kill).
        var timedOut: Bool { status == 124 || status == 137 }

        /// Standard error when the command wrote there, standard output otherwise.
        var message: String { stderr.isEmpty ? stdout : stderr }
    }

    /// Longer than any case takes in a debug build on a busy machine; a case that takes
    /// it hangs or blows up.
    static let timeLimit: TimeInterval = 120
    /// What is kept of each output stream: the cases look at the start.
    static let keptBytes = 64 * 1024

    static func run(_ testCase: CorpusCase) throws -> Outcome {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer {
            // A case may leave a file or directory it made read-only.
            _ = try? runProcess(URL(fileURLWithPath: "/bin/chmod"), ["-R", "u+rwx", directory.path], in: directory)
            try? FileManager.default.removeItem(at: directory)
        }
        for item in testCase.setup {
            switch item {
            case .file(let name, let text):
                try Data(text.utf8).write(to: directory.appendingPathComponent(name))
            case .bytes(let name, let bytes):
                try Data(bytes).write(to: directory.appendingPathComponent(name))
            case .directory(let name):
                try FileManager.default.createDirectory(at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
            }
        }
        // `timeout` stops the whole process group at the limit, a script's children too.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        let limit = ["--kill-after=5", "\(Int(timeLimit))"]
        switch testCase.command {
        case .screengraph(let arguments):
            process.arguments = limit + [PackagePaths.executable.path] + arguments
        case .shell(let script):
            process.arguments = limit + ["/bin/bash", "-c", script]
            process.environment = [
                "SG": PackagePaths.executable.path, "ROOT": PackagePaths.root.path, "PATH": "/usr/bin:/bin", "LC_ALL": "C",
            ]
        }
        process.currentDirectoryURL = directory
        return try run(process)
    }

    /// Runs `process`, reading both its outputs as they come so that neither can fill
    /// and block it.
    static func run(_ process: Process) throws -> Outcome {
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let stdout = Capture()
        let stderr = Capture()
        let group = DispatchGroup()
        for (pipe, capture) in [(out, stdout), (err, stderr)] {
            group.enter()
            DispatchQueue.global().async {
                capture.read(pipe.fileHandleForReading, keeping: keptBytes)
                group.leave()
            }
        }
        try process.run()
        group.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: stdout.text, stderr: stderr.text)
    }
}

/// The first bytes of one output stream, read to its end.
private final class Capture: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func read(_ handle: FileHandle, keeping limit: Int) {
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { return }
            lock.withLock { if bytes.count < limit { bytes += chunk.prefix(limit - bytes.count) } }
        }
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}

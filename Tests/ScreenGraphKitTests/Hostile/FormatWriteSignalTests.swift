import Foundation
import Testing

@testable import ScreenGraphKit

/// `format --write` stopped by a signal at random moments: the file is always its old
/// text or its new one, and nothing is left beside it, except after `SIGKILL`, which no
/// program can outlive: then only the files `FileRewrite` documents remain, an unfinished
/// copy beside a file still untouched, or a backup holding the old text whole.
@Suite(.serialized) struct FormatWriteSignalTests {
    /// An unformatted graph large enough that formatting it takes a while.
    static let unformatted = "start S0\n" + (0..<20_000).map { "screen   S\($0)\n  tap \"next\"   ->   S\(($0 + 1) % 20_000)\n" }.joined()

    /// What `signal` at random moments of a run does to a file, alone or hard-linked.
    @Test(arguments: [(SIGTERM, false), (SIGINT, false), (SIGKILL, false), (SIGTERM, true), (SIGKILL, true)])
    func stoppedRunsLeaveTheOldOrTheNewText(signal: Int32, hardLinked: Bool) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-signal-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("g.screengraph")
        let formatted = try GraphDefinition.formatted(Self.unformatted, format: .screengraph, path: "g")
        // How long a whole run takes, to stop the others at moments spread over it.
        try Self.unformatted.write(to: file, atomically: false, encoding: .utf8)
        let started = Date()
        let whole = try Self.start(["format", file.path, "--write"])
        whole.waitUntilExit()
        let duration = Date().timeIntervalSince(started)
        #expect(whole.terminationStatus == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == formatted)

        let seed = RunSeed.value(for: "FormatWriteSignalTests (signal \(signal), hard link \(hardLinked))")
        var random = SplitMix64(seed: seed)
        var outcomes: [String: Int] = [:]
        for round in 0..<6 {
            let place = "seed \(seed), round \(round), signal \(signal), hard link \(hardLinked)"
            for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
                try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            }
            try Self.unformatted.write(to: file, atomically: false, encoding: .utf8)
            if hardLinked { try FileManager.default.linkItem(at: file, to: directory.appendingPathComponent("link.screengraph")) }
            let process = try Self.start(["format", file.path, "--write"])
            Thread.sleep(forTimeInterval: duration * Double.random(in: 0.6...1.05, using: &random))
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let text = try String(contentsOf: file, encoding: .utf8)
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != "g.screengraph" && $0 != "link.screengraph" }
            outcomes[text == formatted ? "new" : text == Self.unformatted ? "old" : "mixed", default: 0] += 1
            if hardLinked {
                #expect(try String(contentsOf: directory.appendingPathComponent("link.screengraph"), encoding: .utf8) == text, "\(place): the link was split")
            }
            guard signal == SIGKILL else {
                #expect(text == formatted || text == Self.unformatted, "\(place): the file is neither its old nor its new text")
                #expect(left.isEmpty, "\(place): left behind \(left)")
                continue
            }
            for name in left {
                let leftText = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                if name.hasPrefix(".g.screengraph.format-backup-") {
                    #expect(leftText == Self.unformatted, "\(place): the backup is not the old text whole")
                } else {
                    #expect(name.hasPrefix(".g.screengraph.format-"), "\(place): left behind \(name)")
                    #expect(text == Self.unformatted, "\(place): \(name) is left unfinished, and the file is not untouched")
                }
            }
            if text != formatted && text != Self.unformatted {
                #expect(left.contains { $0.hasPrefix(".g.screengraph.format-backup-") }, "\(place): a half-written file and no backup")
            }
        }
        print("FormatWriteSignalTests (signal \(signal), hard link \(hardLinked)): \(outcomes.sorted { $0.key < $1.key })")
    }

    /// Starts `screengraph` with no signal blocked: a test runner's thread may block
    /// some, and a child would inherit its mask.
    static func start(_ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = PackagePaths.executable
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        var none = sigset_t()
        var previous = sigset_t()
        sigemptyset(&none)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGQUIT] { sigaddset(&none, signal) }
        pthread_sigmask(SIG_UNBLOCK, &none, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        try process.run()
        return process
    }
}

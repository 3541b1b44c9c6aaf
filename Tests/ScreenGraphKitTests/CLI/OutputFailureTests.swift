import Foundation
import Testing

/// A failed write of the output is an error the command reports, never a trap: each
/// case here ended with signal 4 (132) and a backtrace while the CLI wrote through
/// `FileHandle.write`.
@Suite struct OutputFailureTests {
    /// Runs `script` with bash, `$SG` naming the executable, from the package root.
    private func bash(_ script: String) throws -> CommandResult {
        try runProcess(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: PackagePaths.root,
            environment: ["SG": PackagePaths.executable.path, "PATH": "/usr/bin:/bin"])
    }

    @Test func aFullDeviceIsOneLineAndExit74() throws {
        let result = try bash(#""$SG" route Graphs/Browser.screengraph --to LoginDetail >/dev/full; echo "status $?""#)
        #expect(result.stdout == "status 74\n")
        #expect(result.stderr == "screengraph: error: cannot write the output: No space left on device\n")
    }

    @Test func aClosedStandardOutputIsOneLineAndExit74() throws {
        let result = try bash(#""$SG" route Graphs/Browser.screengraph --to LoginDetail >&-; echo "status $?""#)
        #expect(result.stdout == "status 74\n")
        #expect(result.stderr == "screengraph: error: cannot write the output: Bad file descriptor\n")
    }

    /// With SIGPIPE ignored, a reader that stops early makes writes fail with EPIPE: the
    /// command ends quietly with 141, as if SIGPIPE had ended it. The rendered graph is
    /// far larger than a pipe's buffer, so `head` is gone before the writing ends.
    @Test func aReaderThatGoesAwayEndsTheCommandQuietly() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-epipe-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let screens = (0..<20_000).map { "screen S\($0)\n  tap \"next.\($0)\" -> S\(($0 + 1) % 20_000)\n" }.joined()
        try ("graph \"Big\"\nstart S0\n\n" + screens).write(
            to: directory.appendingPathComponent("big.screengraph"), atomically: true, encoding: .utf8)
        let path = directory.appendingPathComponent("big.screengraph").path
        let script = "trap '' PIPE; \"$SG\" render '\(path)' --format dot | head -c 10 >/dev/null; echo \"status ${PIPESTATUS[0]}\""
        let result = try bash(script)
        #expect(result.stdout == "status 141\n")
        #expect(result.stderr == "")
    }
}

import Foundation

/// Runs the built `screengraph` executable from the package root and captures what it does.
struct CommandResult: Equatable, CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String

    var description: String { "exit \(status)\n--- stdout\n\(stdout)--- stderr\n\(stderr)" }
}

func runScreengraph(_ arguments: [String], in directory: URL = PackagePaths.root) throws -> CommandResult {
    try runProcess(PackagePaths.executable, arguments, in: directory)
}

/// Runs `body` on a thread of its own and awaits what it returns. Swift Testing runs tests
/// on Swift's cooperative thread pool, one thread per core: a test that blocks there for
/// minutes (a real browser crawling a wiki) leaves the rest of the suite one thread of
/// the two a CI machine has. `body` records no issues: it has no test to record them in.
func offThePool<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try body() }) }.start()
    }
}

/// Runs `executable` with `arguments` in `directory` (with `environment` when given,
/// the test's own otherwise) and captures its status, stdout and stderr.
func runProcess(
    _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil
) throws -> CommandResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    if let environment { process.environment = environment }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    // Read both pipes before waiting, at once (stderr on another thread), so a large output on
    // either cannot block the child while this reads the other.
    nonisolated(unsafe) var stderr = Data()
    let stderrRead = DispatchGroup()
    DispatchQueue.global().async(group: stderrRead) { stderr = err.fileHandleForReading.readDataToEndOfFile() }
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    stderrRead.wait()
    process.waitUntilExit()
    return CommandResult(
        status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
}

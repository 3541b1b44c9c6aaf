import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress goes to standard error only when it is a terminal, and `--quiet` turns it
/// off. The terminal here is a pseudo-terminal the test opens; every other test captures
/// stderr through a pipe, where progress never shows.
@Suite struct ProgressTests {
    /// A C library function by name: Glibc's Swift module leaves out the pseudo-terminal
    /// functions (they need `_XOPEN_SOURCE`), though the library has them.
    private func libc<Function>(_ name: String, as type: Function.Type) throws -> Function {
        let symbol = try #require(dlsym(dlopen(nil, RTLD_NOW), name), "no \(name) in the C library")
        return unsafeBitCast(symbol, to: type)
    }

    /// Runs `screengraph` with stderr on a new pseudo-terminal and stdout on a pipe.
    private func runOnATerminal(_ arguments: [String]) throws -> (status: Int32, stdout: String, terminal: String) {
        typealias Call = @convention(c) (Int32) -> Int32
        let openTerminal = try libc("posix_openpt", as: Call.self)
        let grant = try libc("grantpt", as: Call.self)
        let unlock = try libc("unlockpt", as: Call.self)
        let nameOf = try libc("ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
        let master = openTerminal(O_RDWR | O_NOCTTY)
        #expect(master >= 0, "no pseudo-terminal")
        guard master >= 0 else { return (-1, "", "") }
        defer { close(master) }
        #expect(grant(master) == 0 && unlock(master) == 0)
        let name = try #require(nameOf(master).map { String(cString: $0) })
        let terminal = try #require(FileHandle(forWritingAtPath: name))
        let process = Process()
        process.executableURL = PackagePaths.executable
        process.arguments = arguments
        process.currentDirectoryURL = PackagePaths.root
        let out = Pipe()
        process.standardOutput = out
        process.standardError = terminal
        try process.run()
        try terminal.close()
        // Read the terminal while the command runs, so it never blocks on a full buffer.
        var written = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(master, &buffer, buffer.count)
            // Once the command has exited and closed its side, the master reads EIO.
            guard count > 0 else { break }
            written.append(contentsOf: buffer[..<count])
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: written, as: UTF8.self))
    }

    static let walk = ["walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--seed", "1", "--steps", "50"]

    @Test func aTerminalSeesProgressThenAClearedLine() throws {
        let result = try runOnATerminal(Self.walk)
        #expect(result.status == 0 && result.stdout == "walk of 50 steps (seed 1): 100% of edges taken\n")
        // The first step is drawn at once; the line is redrawn in place and cleared at the end.
        #expect(result.terminal.hasPrefix("\r\u{1B}[Kwalk: 1/50 steps"), "\(result.terminal.debugDescription)")
        #expect(result.terminal.hasSuffix("\r\u{1B}[K"), "\(result.terminal.debugDescription)")
        #expect(!result.terminal.contains("\n"))
    }

    @Test func quietShowsNothing() throws {
        let result = try runOnATerminal(Self.walk + ["--quiet"])
        #expect(result.status == 0 && result.stdout == "walk of 50 steps (seed 1): 100% of edges taken\n" && result.terminal == "")
    }

    @Test func aPipeSeesNoProgress() throws {
        #expect(try runScreengraph(Self.walk) == CommandResult(status: 0, stdout: "walk of 50 steps (seed 1): 100% of edges taken\n", stderr: ""))
        let tour = try runScreengraph(["tour", "Graphs/Firefox.screengraph", "--cover", "screens"])
        #expect(tour.status == 0 && tour.stderr == "")
    }

    /// Errors written after progress start on a clean line.
    @Test func anErrorFollowsTheClearedLine() throws {
        let result = try runOnATerminal(["walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/DemoV2.json", "--seed", "2"])
        #expect(result.status == 1)
        #expect(result.terminal.contains("\r\u{1B}[Kwalk failed at step 3 (seed 2)"), "\(result.terminal.debugDescription)")
    }
}

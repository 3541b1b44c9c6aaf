import Foundation
import Testing

@testable import ScreenGraphKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `FileRewrite` keeps what makes a file that file (mode, links, extended attributes),
/// refuses what it must not write, and holds interrupting signals back while it writes.
/// (`Hostile/FormatWriteSignalTests` kills `format --write` at random moments.)
@Suite(.serialized) struct FileRewriteTests {
    private let directory: String

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rewrite-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    private func file(_ name: String, _ text: String, mode: Int = 0o640) throws -> String {
        let path = directory + "/" + name
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func status(_ path: String) -> stat {
        var status = stat()
        _ = stat(path, &status)
        return status
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }
    }

    @Test func aPlainFileIsReplacedByANewOneWithItsMode() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file("g.screengraph", "old")
        let before = status(path)
        try FileRewrite.replaceContents(ofFile: path, with: "new text")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new text")
        let after = status(path)
        #expect(after.st_ino != before.st_ino && after.st_mode & 0o7777 == 0o640)
        #expect(try leftovers().isEmpty)
    }

    @Test func aHardLinkedFileIsWrittenInPlaceSoEveryLinkSeesTheText() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file("g.screengraph", "old")
        let other = directory + "/link.screengraph"
        #expect(link(path, other) == 0)
        let before = status(path)
        try FileRewrite.replaceContents(ofFile: path, with: "new")
        #expect(status(path).st_ino == before.st_ino)
        #expect(try String(contentsOfFile: other, encoding: .utf8) == "new")
        #expect(try leftovers().isEmpty)
    }

    /// The extended attribute is found through `flistxattr`, looked up with `dlsym`
    /// (Glibc's module map leaves `<sys/xattr.h>` out); a new file would lose it.
    @Test func aFileWithExtendedAttributesIsWrittenInPlaceAndKeepsThem() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file("g.screengraph", "old")
        typealias SetAttribute = @convention(c) (UnsafePointer<CChar>, UnsafePointer<CChar>, UnsafeRawPointer, Int, Int32) -> Int32
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setxattr"))
        let set = unsafeBitCast(symbol, to: SetAttribute.self)
        let result = set(path, "user.screengraph", "1", 1, 0)
        try #require(result == 0, "the temporary directory's file system takes no user extended attribute: errno \(errno)")
        let descriptor = open(path, O_RDONLY)
        defer { close(descriptor) }
        #expect(FileRewrite.hasExtendedAttributes(descriptor))
        let before = status(path)
        try FileRewrite.replaceContents(ofFile: path, with: "new")
        #expect(status(path).st_ino == before.st_ino)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
        let fresh = try file("plain.screengraph", "x")
        let freshDescriptor = open(fresh, O_RDONLY)
        defer { close(freshDescriptor) }
        #expect(!FileRewrite.hasExtendedAttributes(freshDescriptor))
    }

    @Test func aReadOnlyFileIsRefusedAndKept() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = try file("g.screengraph", "old", mode: 0o444)
        #expect {
            try FileRewrite.replaceContents(ofFile: path, with: "new")
        } throws: { error in
            (error as? FileRewrite.Failure)?.reason == "it is read-only (mode 0444); make it writable to format it in place"
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old")
    }

    @Test func aFIFOIsNoRegularFile() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/pipe"
        #expect(mkfifo(path, 0o600) == 0)
        #expect {
            try FileRewrite.requireRegularFile(path)
        } throws: { error in
            (error as? FileRewrite.Failure)?.description == "\(path): cannot write the file: it is not a regular file"
        }
        #expect(throws: FileRewrite.Failure.self) { try FileRewrite.replaceContents(ofFile: path, with: "x") }
    }

    @Test func saveMakesANewFileThroughATemporaryOne() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/report.xml"
        try FileRewrite.save(Array("<x/>".utf8), toFile: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<x/>")
        try FileRewrite.save(Array("<y/>".utf8), toFile: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "<y/>")
        #expect(try leftovers().isEmpty)
        #expect(throws: FileRewrite.Failure.self) { try FileRewrite.save([], toFile: directory) }
    }

    /// A signal that arrives while files are written is raised once the work is done,
    /// under the handler that was there before.
    @Test func aSignalDuringTheWorkIsDeliveredAfterIt() {
        // The test runs on a worker thread, which blocks most signals (the CLI's main
        // thread does not): unblock SIGHUP here, as it is for the CLI.
        var hangUp = sigset_t()
        var mask = sigset_t()
        sigemptyset(&hangUp)
        sigaddset(&hangUp, SIGHUP)
        pthread_sigmask(SIG_UNBLOCK, &hangUp, &mask)
        defer { pthread_sigmask(SIG_SETMASK, &mask, nil) }
        FileRewriteTests.received = 0
        let previous = signal(SIGHUP) { FileRewriteTests.received = $0 }
        defer { signal(SIGHUP, previous) }
        var duringTheWork: Int32 = -1
        SignalDeferral.during {
            raise(SIGHUP)
            duringTheWork = FileRewriteTests.received
        }
        #expect(duringTheWork == 0)
        #expect(FileRewriteTests.received == SIGHUP)
    }

    /// Set by the test's own SIGHUP handler.
    nonisolated(unsafe) static var received: Int32 = 0
}

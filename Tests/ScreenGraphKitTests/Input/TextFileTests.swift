import Foundation
import Testing

@testable import ScreenGraphKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files that cannot be read at all: every ``FileError`` kind, through the loaders,
/// with its exact text, and told apart from errors in what a file says.
@Suite struct TextFileTests {
    /// A fresh scratch directory.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// The file error of a graph loaded from `path`, with the one line printed for it.
    private func graphFileError(_ path: String) -> (FileError?, [String]) {
        do {
            _ = try ScreenGraph(contentsOfFile: path)
            return (nil, [])
        } catch {
            return (error.fileError, error.errors.map(\.description))
        }
    }

    /// The file error `load` throws, `nil` when it throws none or loads.
    private func fileError<Value>(_ load: () throws(GraphError) -> Value) -> FileError? {
        do {
            _ = try load()
            return nil
        } catch {
            return error.fileError
        }
    }

    @Test func aMissingFileIsNotFound() throws {
        let path = try scratch().appendingPathComponent("missing.json").path
        let (error, lines) = graphFileError(path)
        #expect(error == FileError(path: path, kind: .notFound))
        #expect(lines == ["error: \(path): cannot read the file: no such file"])
        // A missing directory on the way, or a file used as one, is no such file too.
        let below = try scratch().appendingPathComponent("nowhere/x.json").path
        #expect(graphFileError(below).0?.kind == .notFound)
        let file = try scratch().appendingPathComponent("file.json")
        try Data("{}".utf8).write(to: file)
        #expect(graphFileError(file.path + "/x.json").0?.kind == .notFound)
    }

    @Test func everyLoaderSaysTheFileIsMissing() throws {
        let path = try scratch().appendingPathComponent("missing.json").path
        let message = "\(path): cannot read the file: no such file"
        #expect(fileError { () throws(GraphError) in try GraphDefinition(contentsOfFile: path) }?.description == message)
        #expect(fileError { () throws(GraphError) in try GraphDefinition.formatted(contentsOfFile: path) }?.description == message)
        #expect(fileError { () throws(GraphError) in try AppDefinition(contentsOfFile: path) }?.description == message)
        #expect(fileError { () throws(GraphError) in try ReplayFile(contentsOfFile: path) }?.description == message)
    }

    @Test func aDirectoryIsSaidToBeOne() throws {
        let directory = try scratch().appendingPathComponent("graph.json")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let (error, lines) = graphFileError(directory.path)
        #expect(error?.kind == .isDirectory)
        #expect(lines == ["error: \(directory.path): cannot read the file: it is a directory"])
    }

    @Test func bytesThatAreNotUTF8AreLocated() throws {
        let directory = try scratch()
        let first = directory.appendingPathComponent("first.json")
        try Data([0xFF, 0xFE]).write(to: first)
        let (error, lines) = graphFileError(first.path)
        #expect(error?.kind == .notUTF8(byte: 0xFF, offset: 0, line: 1))
        #expect(lines == ["error: \(first.path): cannot read the file: it is not UTF-8 text: byte 0xFF at offset 0 (line 1) is not valid"])
        // "{\n" then "é" (2 bytes, valid), then a lead byte cut short by "\n".
        let later = directory.appendingPathComponent("later.json")
        try Data([0x7B, 0x0A, 0xC3, 0xA9, 0xE2, 0x0A]).write(to: later)
        #expect(graphFileError(later.path).0?.kind == .notUTF8(byte: 0xE2, offset: 4, line: 2))
        // Lines end at CR and CRLF too, as the readers count them: "a\rb\r\nc\n\r" then 0xFF on line 5.
        let mixed = directory.appendingPathComponent("mixed.screengraph")
        try Data([0x61, 0x0D, 0x62, 0x0D, 0x0A, 0x63, 0x0A, 0x0D, 0xFF]).write(to: mixed)
        #expect(graphFileError(mixed.path).0?.kind == .notUTF8(byte: 0xFF, offset: 8, line: 5))
    }

    @Test func anUnreadableFileIsPermissionDeniedUnlessRootReadsIt() throws {
        let file = try scratch().appendingPathComponent("locked.json")
        try Data("{}".utf8).write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path) }
        let (error, lines) = graphFileError(file.path)
        if getuid() == 0 {
            // Root reads past permissions: the file is read, and what it says is wrong.
            #expect(error == nil)
            #expect(lines.first == "\(file.path):1:1: error: the graph needs 'format'\n{}\n^")
        } else {
            #expect(error?.kind == .permissionDenied)
            #expect(lines == ["error: \(file.path): cannot read the file: permission denied"])
        }
        // The mapping from the system's reasons, which root never meets here.
        #expect(TextFile.kind(errno: EACCES) == .permissionDenied)
        #expect(TextFile.kind(errno: EPERM) == .permissionDenied)
        #expect(TextFile.kind(errno: ENOENT) == .notFound)
        #expect(TextFile.kind(errno: EISDIR) == .isDirectory)
        #expect(TextFile.kind(errno: EIO) == .other("Input/output error"))
    }

    @Test func aFileOverTheLimitIsTooLarge() throws {
        let file = try scratch().appendingPathComponent("big.json")
        try Data(repeating: 0x20, count: 10).write(to: file)
        #expect(throws: Never.self) { try readTextFile(file.path, sizeLimit: 10) }
        do {
            _ = try readTextFile(file.path, sizeLimit: 4)
            Issue.record("a 10-byte file read under a 4-byte limit")
        } catch {
            #expect(error.fileError == FileError(path: file.path, kind: .tooLarge(size: 10, limit: 4)))
            #expect(error.errors.map(\.description) == ["error: \(file.path): cannot read the file: it is 10 bytes, more than the limit of 4 bytes"])
        }
        // A device has no size up front: it is read no further than the limit.
        do {
            _ = try readTextFile("/dev/zero", sizeLimit: 100)
            Issue.record("/dev/zero read to its end")
        } catch {
            #expect(error.fileError?.description == "/dev/zero: cannot read the file: it is more than the limit of 100 bytes")
        }
        #expect(FileError.defaultSizeLimit == 268_435_456)
        #expect(FileError(path: "g.json", kind: .tooLarge(size: 300_000_000, limit: FileError.defaultSizeLimit)).description
            == "g.json: cannot read the file: it is 300000000 bytes (286.1 MiB), more than the limit of 268435456 bytes (256 MiB)")
        // Tenths are cut, never rounded up to a tenth of ten.
        #expect(FileError(path: "g.json", kind: .tooLarge(size: 2_097_151, limit: 1_048_576)).description
            == "g.json: cannot read the file: it is 2097151 bytes (1.9 MiB), more than the limit of 1048576 bytes (1 MiB)")
    }

    @Test func otherReasonsAreInTheSystemsWords() throws {
        let loop = try scratch().appendingPathComponent("loop.json")
        try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
        let (error, lines) = graphFileError(loop.path)
        #expect(error?.kind == .other("Too many levels of symbolic links"))
        #expect(lines == ["error: \(loop.path): cannot read the file: Too many levels of symbolic links"])
    }

    @Test func errorsInWhatAFileSaysHaveNoFileError() throws {
        let file = try scratch().appendingPathComponent("bad.json")
        try Data("{\"format\": 1}".utf8).write(to: file)
        let (error, lines) = graphFileError(file.path)
        #expect(error == nil)
        #expect(!lines.isEmpty)
    }
}

import Foundation
import Testing

@testable import ScreenGraphKit

/// Graph files: the format a path's extension names, reading a file into a definition or
/// a compiled graph (the compiler's findings then echo the file's line like the
/// reader's own), and a file's canonical form for `format`.
@Suite struct GraphFileTests {
    /// `text` in a fresh scratch file named `name`.
    private func file(_ name: String, _ text: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-graphfile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    @Test func theExtensionNamesTheFormat() {
        #expect(GraphFileFormat(path: "Graphs/Demo.screengraph") == .screengraph)
        #expect(GraphFileFormat(path: "a.b/Onboarding.json") == .json)
        #expect(GraphFileFormat(path: "notes.txt") == nil && GraphFileFormat(path: "json") == nil && GraphFileFormat(path: "dir.json/") == .json)
    }

    @Test func aGraphFileOfAnUnknownTypeIsNotRead() {
        do {
            _ = try ScreenGraph(contentsOfFile: "notes.txt")
            Issue.record("read a .txt file")
        } catch {
            #expect(error.fileError?.kind == .unknownType(expected: ["json", "screengraph"]))
            #expect(error.errors.map(\.description) == ["error: notes.txt: unknown file type; expected a .json or .screengraph file"])
        }
        #expect(throws: GraphError.self) { try GraphDefinition(contentsOfFile: "notes.txt") }
    }

    @Test func aFileReadsAsItsTextParses() throws {
        let text = "start A\nscreen A\n  tap \"x\" -> A\n"
        let path = try file("g.screengraph", text)
        let fromFile = try GraphDefinition(contentsOfFile: path)
        #expect(fromFile.text(in: .json) == (try GraphDefinition(parsing: text, format: .screengraph, path: path)).text(in: .json))
        #expect(fromFile.screens.first?.location == SourcePosition(file: path, line: 2, column: 1))
    }

    @Test func theCompilersFindingsInAFileEchoItsLine() throws {
        let path = try file("g.screengraph", "start A\nscreen A\n  tap \"x\" -> Missing\n")
        do {
            _ = try ScreenGraph(contentsOfFile: path)
            Issue.record("compiled an edge to a missing screen")
        } catch {
            let diagnostic = try #require(error.errors.first)
            #expect(diagnostic.location?.line == 3)
            #expect(diagnostic.sourceLine == "  tap \"x\" -> Missing")
        }
        // From text, the compiler knows no line to echo.
        do {
            _ = try ScreenGraph(GraphDefinition(parsing: "start A\nscreen A\n  tap \"x\" -> Missing\n", format: .screengraph, path: "g"))
        } catch {
            #expect(error.errors.first?.sourceLine == nil)
        }
    }

    @Test func theCanonicalFormOfAFileKeepsItsText() throws {
        let text = "start A   # here\nscreen A\n    tap \"x\" -> A cost 1\n"
        let path = try file("g.screengraph", text)
        let (read, formatted) = try GraphDefinition.formatted(contentsOfFile: path)
        #expect(read == text)
        #expect(formatted == "start A  # here\n\nscreen A\n  tap \"x\" -> A\n")
        let json = try file("g.json", #"{"screens": [{"name": "A"}], "start": "A", "format": "screengraph/1"}"#)
        #expect(try GraphDefinition.formatted(contentsOfFile: json).formatted == "{\n  \"format\": \"screengraph/1\",\n  \"start\": \"A\",\n  \"screens\": [\n    {\"name\": \"A\"}\n  ]\n}\n")
    }

    @Test func aSyntaxErrorIsFoundBeforeFormatting() {
        #expect(throws: GraphError.self) { try GraphDefinition.formatted("start A\nscreen\n", format: .screengraph, path: "g") }
        #expect(throws: GraphError.self) { try GraphDefinition.formatted("{", format: .json, path: "g") }
    }
}

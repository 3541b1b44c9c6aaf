import Foundation
import Testing

@testable import ScreenGraphKit

/// The text an exploration types into fields, read from a small JSON object of field
/// identifiers and strings; anything else is refused, located in the file.
@Suite struct ExplorationDataTests {
    private func file(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-data-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Each error reading `text`, as `line:column: message`.
    private func errors(_ text: String) throws -> [String] {
        do {
            _ = try ExplorationData(contentsOfFile: try file(text))
            return []
        } catch let error as GraphError {
            return error.errors.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        }
    }

    @Test func anObjectOfStringsIsTheTextForEachField() throws {
        let data = try ExplorationData(contentsOfFile: try file(#"{"login.user": "alice", "login.password": "s3cr\u00e9t", "empty": ""}"#))
        #expect(data == ExplorationData(values: ["login.user": "alice", "login.password": "s3crét", "empty": ""]))
        #expect(try ExplorationData(contentsOfFile: try file("{}")).values.isEmpty)
    }

    @Test func anythingButAnObjectOfStringsIsRefusedWhereItStands() throws {
        #expect(try errors(#"["alice"]"#) == ["1:1: a data file is an object of field identifiers and the text to type, not an array"])
        #expect(try errors("{\"a\": \"x\",\n \"b\": 2, \"c\": null}") == ["2:7: 'b' must be a string, found a number", "2:15: 'c' must be a string, found null"])
        #expect(try errors(#"{"a": "x", "a": "y"}"#) == ["1:12: duplicate key 'a'"])
        #expect(try errors("{") .count == 1)
    }

    @Test func aMissingFileSaysSo() {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-data-missing-\(UUID().uuidString).json").path
        do {
            _ = try ExplorationData(contentsOfFile: path)
            Issue.record("read a missing file")
        } catch {
            #expect(error.fileError == FileError(path: path, kind: .notFound))
        }
    }
}

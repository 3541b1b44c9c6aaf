import Foundation
import Testing

@testable import ScreenGraphKit

/// Every diagnostic is given its code where it is made: each checker warning its own,
/// errors by what they are about, a file's syntax errors SG200. The message's words play
/// no part, so rewording one keeps its code.
@Suite struct DiagnosticCodeTests {
    /// The diagnostics of a `.screengraph` or JSON text, errors or warnings.
    private func diagnostics(_ text: String, extension: String = "screengraph") throws -> [Diagnostic] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("codes-\(UUID().uuidString).\(`extension`)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            return try ScreenGraph(contentsOfFile: path).warnings
        } catch {
            return error.diagnostics
        }
    }

    private func codes(_ text: String, extension: String = "screengraph") throws -> [String] {
        try diagnostics(text, extension: `extension`).map(\.code.rawValue)
    }

    @Test func eachCheckerWarningHasItsOwnCode() throws {
        #expect(try codes("start A\nscreen A\n  back tap \"b\"\nscreen B\n  back tap \"b\"\n") == ["SG101"])
        #expect(try codes("start Home\nscreen Home\n") == ["SG102"])
        #expect(try codes("start A\nstate n: int = 0\nscreen A\n  back tap \"b\"\n  tap \"x\" -> A if n > 1 && n < 0\n") == ["SG103"])
        #expect(try codes("start A\nstate unused: int = 0\nscreen A\n  back tap \"b\"\n") == ["SG104"])
        #expect(try codes("start A\nscreen A\n  back tap \"b\"\naction Lonely\n") == ["SG106"])
        #expect(try codes("start A\nscreen A\n  waitFor \"a\"\n  tap \"b\" -> B\nscreen B\n  back tap \"c\"\n") == ["SG107"])
        var definition = GraphDefinition(name: "G", start: "A")
        definition.screens = [ScreenDefinition("A")]
        definition.usedByCode = ["ghost"]
        #expect(ScreenGraph.check(definition).map(\.code) == [.deadEndScreen, .unknownUsedByCodeField])
    }

    @Test func errorsAreCodedByWhatTheyAreAbout() throws {
        #expect(try codes("start A\nscreen A\n  tap \"go\" -> Nowhere\n") == ["SG201"])
        #expect(try codes("start Nowhere\nscreen A\n  back tap \"b\"\n") == ["SG201"])
        #expect(try codes("start A\nscreen A\n  back tap \"b\"\nscreen A\n  back tap \"b\"\n") == ["SG202"])
        #expect(try codes("start A\nscreen A\n  tap \"x\" -> A if count > 1\n") == ["SG203"])
        #expect(try codes("start A\nstate n: int = 0\nscreen A\n  tap \"x\" -> A if n && true\n") == ["SG203"])
        #expect(try codes("start A\nscreen A\n  tap \"x\" -> A cost 0\n") == ["SG204"])
        #expect(try codes("start A\nscreen A\n  action A: tap \"x\"\n") == ["SG205"])
        #expect(try codes("start A\nscreen A\n  bogus words\n") == ["SG200"])
        let json = #"{"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"gesture": "tap", "element": "x", "to": "A", "cost": 0}]}]}"#
        #expect(try codes(json, extension: "json") == ["SG204"])
    }

    /// The code comes from where the diagnostic was made, not from its words: a
    /// message that reads like a checker warning keeps the code it was given.
    @Test func theMessageDoesNotDecideTheCode() {
        #expect(Diagnostic(.otherError, "screen 'A' is a dead end").code == .otherError)
        #expect(Diagnostic(.deadEndScreen, "anything at all").severity == .warning)
        #expect(Diagnostic(.unknownName, "anything at all").severity == .error)
    }

    @Test func codesHaveUniqueIdsNamesAndHelp() {
        let codes = DiagnosticCode.allCases
        #expect(Set(codes.map(\.name)).count == codes.count)
        for code in codes {
            // 1xx warnings, 2xx errors in a file, 3xx drift between a graph and its app (errors too).
            let families = code.severity == .warning ? ["SG1"] : ["SG2", "SG3"]
            #expect(families.contains { code.rawValue.hasPrefix($0) } && code.rawValue.count == 5, "\(code)")
            #expect(!code.help.isEmpty && !code.summary.isEmpty && code.name.first?.isUppercase == true, "\(code)")
        }
        #expect(DiagnosticCode.unreachableScreen.name == "UnreachableScreen" && DiagnosticCode.otherError.rawValue == "SG200")
    }

    /// `Docs/Diagnostics.md` has a section for every code, `## SG101 UnreachableScreen`,
    /// that gives its summary and help word for word, and none for a code that is not.
    @Test func everyCodeIsDocumented() throws {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent("Docs/Diagnostics.md"), encoding: .utf8)
        let sections = text.components(separatedBy: "\n## ").dropFirst()
        var documented: [String: String] = [:]
        for section in sections {
            let heading = section.prefix { $0 != "\n" }
            documented[String(heading)] = String(section.dropFirst(heading.count)).replacingOccurrences(of: "\n", with: " ")
        }
        for code in DiagnosticCode.allCases {
            let heading = "\(code.rawValue) \(code.name)"
            let section = documented.removeValue(forKey: heading)
            let body = try #require(section, "Docs/Diagnostics.md has no section '## \(heading)'")
            #expect(body.contains(code.summary), "\(heading): the summary is not in its section")
            #expect(body.contains("Help: " + code.help), "\(heading): the help is not in its section")
        }
        #expect(documented.isEmpty, "sections for no code: \(documented.keys.sorted())")
    }
}

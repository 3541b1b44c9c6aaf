import Testing

@testable import ScreenGraphKit

/// A file made of mistakes reports at most ``Diagnostic/reportLimit`` of them and says
/// where the rest began, in both formats and in the compiler, so that neither the
/// output nor the memory grows to many times the file.
@Suite struct DiagnosticLimitTests {
    static let mistakes = Diagnostic.reportLimit * 2

    private func errors(_ text: String, _ format: GraphFileFormat) -> [Diagnostic] {
        do {
            _ = try ScreenGraph(GraphDeclarations.read(SourceFile(path: "g", text: text), format: format))
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func expectBounded(_ diagnostics: [Diagnostic], firstDropped line: Int, column: Int) {
        #expect(diagnostics.count == Diagnostic.reportLimit + 1)
        let note = diagnostics.last
        #expect(note?.message == "more than 10000 findings: the ones from here on are not shown")
        #expect(note?.location == SourcePosition(file: "g", line: line, column: column))
    }

    @Test func aJSONEdgeWithTwiceTheLimitOfUnknownKeys() {
        let keys = (0..<Self.mistakes).map { "\"k\($0)\": 1" }.joined(separator: ",\n")
        let text = """
            {"format": "screengraph/1", "start": "A", "screens": [{"name": "A", "edges": [{"to": "A", "gesture": "tap", "element": "e",
            \(keys)}]}]}
            """
        let diagnostics = errors(text, .json)
        expectBounded(diagnostics, firstDropped: 2 + Diagnostic.reportLimit, column: 1)
        #expect(diagnostics.first?.message.hasPrefix("unknown key 'k0' in an edge") == true)
    }

    @Test func aTextFileWithTwiceTheLimitOfBadLines() {
        let text = "start A\nscreen A\n" + String(repeating: "  tap\n", count: Self.mistakes)
        expectBounded(errors(text, .screengraph), firstDropped: 3 + Diagnostic.reportLimit, column: 6)
    }

    @Test func theCompilerWithTwiceTheLimitOfUnknownTargets() {
        let edges = (0..<Self.mistakes).map { "  tap \"e\" -> Missing\($0)" }.joined(separator: "\n")
        let diagnostics = errors("start A\nscreen A\n" + edges, .screengraph)
        expectBounded(diagnostics, firstDropped: 3 + Diagnostic.reportLimit, column: 3)
        #expect(diagnostics.first?.message.hasPrefix("edge target 'Missing0'") == true)
    }
}

/// A message that quotes a name of any length stays within ``Diagnostic/messageLimit``
/// scalars, keeping what follows the name.
@Suite struct DiagnosticMessageLimitTests {
    @Test func aHundredThousandLetterTargetIsCutInItsMessage() throws {
        let name = String(repeating: "N", count: 100_000)
        let text = "start A\nscreen A\n  tap \"e\" -> \(name)\n"
        let error = #expect(throws: GraphError.self) {
            try ScreenGraph(GraphDeclarations.read(SourceFile(path: "g", text: text), format: .screengraph))
        }
        let message = try #require(error?.diagnostics.first?.message)
        #expect(message.unicodeScalars.count == Diagnostic.messageLimit)
        #expect(message.hasPrefix("edge target 'NNN"))
        #expect(message.contains("NNN…NNN"))
        #expect(message.hasSuffix("NNN' is not a screen or an action"))
    }
}

import Foundation
import Testing

@testable import ScreenGraphKit

/// Every kind of diagnostic has a stable rule: each checker warning its own, errors by
/// what they are about, the rest the catch-all of their severity.
@Suite struct DiagnosticRuleTests {
    /// The diagnostics of a `.screengraph` text, errors or warnings.
    private func diagnostics(_ text: String) throws -> [Diagnostic] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rules-\(UUID().uuidString).screengraph").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            return try ScreenGraph(contentsOfFile: path).warnings
        } catch {
            return error.diagnostics
        }
    }

    private func rules(_ text: String) throws -> [String] {
        try diagnostics(text).map { DiagnosticRule.rule(for: $0).id }
    }

    @Test func eachCheckerWarningHasItsOwnRule() throws {
        #expect(try rules("start A\nscreen A\n  back tap \"b\"\nscreen B\n  back tap \"b\"\n") == ["SG101"])
        #expect(try rules("start Home\nscreen Home\n") == ["SG102"])
        #expect(try rules("start A\nstate n: int = 0\nscreen A\n  back tap \"b\"\n  tap \"x\" -> A if n > 1 && n < 0\n") == ["SG103"])
        #expect(try rules("start A\nstate unused: int = 0\nscreen A\n  back tap \"b\"\n") == ["SG104"])
        #expect(try rules("start A\nscreen A\n  back tap \"b\"\naction Lonely\n") == ["SG106"])
        #expect(try rules("start A\nscreen A\n  waitFor \"a\"\n  tap \"b\" -> B\nscreen B\n  back tap \"c\"\n") == ["SG107"])
        // usedByCode is declared in Swift; its warning's words are the checker's.
        let usedByCode = Diagnostic(.warning, "usedByCode names 'ghost', which is not a state field")
        #expect(DiagnosticRule.rule(for: usedByCode).id == "SG105")
    }

    @Test func errorsAreGroupedByWhatTheyAreAbout() throws {
        #expect(try rules("start A\nscreen A\n  tap \"go\" -> Nowhere\n") == ["SG201"])
        #expect(try rules("start Nowhere\nscreen A\n  back tap \"b\"\n") == ["SG201"])
        #expect(try rules("start A\nscreen A\n  back tap \"b\"\nscreen A\n  back tap \"b\"\n") == ["SG202"])
        #expect(try rules("start A\nscreen A\n  tap \"x\" -> A if count > 1\n") == ["SG203"])
        #expect(try rules("start A\nstate n: int = 0\nscreen A\n  tap \"x\" -> A if n && true\n") == ["SG203"])
        #expect(try rules("start A\nscreen A\n  action A: tap \"x\"\n") == ["SG205"])
        #expect(try rules("start A\nscreen A\n  bogus words\n") == ["SG200"])
        #expect(DiagnosticRule.rule(for: Diagnostic(.error, "cost must be a positive number, found 0")).id == "SG204")
        #expect(DiagnosticRule.rule(for: Diagnostic(.error, "'cost' must be a positive number, found a string")).id == "SG204")
    }

    @Test func unnamedKindsFallToTheirSeveritysCatchAll() {
        #expect(DiagnosticRule.rule(for: Diagnostic(.warning, "something new")) == DiagnosticRule.otherWarning)
        #expect(DiagnosticRule.rule(for: Diagnostic(.error, "something new")) == DiagnosticRule.otherError)
        // A warning's phrase does not make an error a warning's rule, nor the reverse.
        #expect(DiagnosticRule.rule(for: Diagnostic(.error, "screen 'A' is a dead end")) == DiagnosticRule.otherError)
    }

    @Test func rulesHaveUniqueIdsNamesAndHelp() {
        let rules = DiagnosticRule.all
        #expect(Set(rules.map(\.id)).count == rules.count && Set(rules.map(\.name)).count == rules.count)
        for rule in rules {
            // 1xx warnings, 2xx errors in a graph, 3xx drift between a graph and its app (errors too).
            let families = rule.severity == .warning ? ["SG1"] : ["SG2", "SG3"]
            #expect(families.contains { rule.id.hasPrefix($0) } && rule.id.count == 5, "\(rule.id)")
            #expect(!rule.help.isEmpty && !rule.summary.isEmpty && rule.name.first?.isUppercase == true, "\(rule.id)")
        }
        #expect(DiagnosticRule.otherWarning.id == "SG100" && DiagnosticRule.otherError.id == "SG200")
    }

    /// The region spans the token the column points at, in Unicode scalars.
    @Test func regionsSpanTheTokenAtTheColumn() {
        func end(_ line: String, _ column: Int) -> Int { DiagnosticRegion(line: 1, column: column, in: line).endColumn }
        let line = #"  tap "go \"now\"" -> Next if n >= 10 && ok"#
        #expect(end(line, 3) == 6)  // tap
        #expect(end(line, 7) == 19)  // the whole string, escapes included
        #expect(end(line, 20) == 22)  // ->
        #expect(end(line, 23) == 27)  // Next
        #expect(end(line, 33) == 35)  // >=
        #expect(end(line, 36) == 38)  // 10
        #expect(end(line, 1) == 2)  // a space is one column
        #expect(end(line, 200) == 201)  // past the end: one column there
        #expect(end("é.x = 1", 1) == 4)  // names hold letters, digits, _ and .
        #expect(end(#""unterminated"#, 1) == 14)
        #expect(DiagnosticRegion(line: 4, column: 0, in: nil) == DiagnosticRegion(line: 4, startColumn: 1, endColumn: 2))
    }
}

import Foundation
import Testing

/// `check --reporter text|json|github|sarif` end to end: exact output, exit status.
@Suite struct CheckReporterTests {
    /// A scratch directory with a graph with errors, one with warnings and a clean one.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "start Home\nscreen Home\n  tap \"go, now: 100%\" -> Nowhere\n  tap \"x\" -> Home if count > 1\n".write(
            to: directory.appendingPathComponent("broken.screengraph"), atomically: true, encoding: .utf8)
        try "start Home\nstate unused: int = 0\nscreen Home\n".write(
            to: directory.appendingPathComponent("warn.screengraph"), atomically: true, encoding: .utf8)
        try "start Home\nscreen Home\n  back tap \"b\"\n".write(
            to: directory.appendingPathComponent("clean.screengraph"), atomically: true, encoding: .utf8)
        return directory
    }

    private func check(_ arguments: String..., in directory: URL) throws -> CommandResult {
        try runScreengraph(["check"] + arguments, in: directory)
    }

    @Test func githubAnnotationsThenTheSummaries() throws {
        let directory = try scratch()
        #expect(try check("--reporter", "github", "broken.screengraph", "warn.screengraph", "clean.screengraph", in: directory) == CommandResult(
            status: 1, stdout: """
                ::error file=broken.screengraph,line=3,col=3,endColumn=6,title=SG201 UnknownName::edge target 'Nowhere' is not a screen or an action
                ::error file=broken.screengraph,line=4,col=22,endColumn=27,title=SG203 InvalidExpression::unknown state field 'count'
                broken.screengraph: 2 errors, 0 warnings
                ::warning file=warn.screengraph,line=2,col=1,endColumn=6,title=SG104 UnusedStateField::state field 'unused' is never used
                ::warning file=warn.screengraph,line=3,col=1,endColumn=7,title=SG102 DeadEndScreen::screen 'Home' is a dead end: nothing leads out of it and it has no back gesture
                warn.screengraph: 0 errors, 2 warnings
                clean.screengraph: 0 errors, 0 warnings

                """, stderr: ""))
        // Warnings alone pass.
        #expect(try check("--reporter=github", "warn.screengraph", in: directory).status == 0)
    }

    @Test func sarifOfSeveralFilesIsOneLog() throws {
        let directory = try scratch()
        let result = try check("--reporter", "sarif", "warn.screengraph", "broken.screengraph", in: directory)
        #expect(result.status == 1 && result.stderr == "")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.compactMap { $0["ruleId"] as? String } == ["SG104", "SG102", "SG201", "SG203"])
        let uris = results.compactMap { result in
            ((((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
        #expect(uris == ["warn.screengraph", "warn.screengraph", "broken.screengraph", "broken.screengraph"])
    }

    @Test func textAndJSONOfSeveralFiles() throws {
        let directory = try scratch()
        #expect(try check("warn.screengraph", "clean.screengraph", in: directory) == CommandResult(status: 0, stdout: """
            warn.screengraph:2:1: warning: state field 'unused' is never used
            state unused: int = 0
            ^
            warn.screengraph:3:1: warning: screen 'Home' is a dead end: nothing leads out of it and it has no back gesture
            screen Home
            ^
            warn.screengraph: 0 errors, 2 warnings
            clean.screengraph: 0 errors, 0 warnings

            """, stderr: ""))
        // One file keeps its object; several make an array of them.
        let one = try check("--reporter", "json", "clean.screengraph", in: directory)
        #expect(one == CommandResult(status: 0, stdout: """
            {"file": "clean.screengraph", "errors": 0, "warnings": 0, "diagnostics": []}

            """, stderr: ""))
        #expect(try check("--json", "clean.screengraph", in: directory) == one)
        #expect(try check("--json", "clean.screengraph", "clean.screengraph", in: directory) == CommandResult(status: 0, stdout: """
            [
              {"file": "clean.screengraph", "errors": 0, "warnings": 0, "diagnostics": []},
              {"file": "clean.screengraph", "errors": 0, "warnings": 0, "diagnostics": []}
            ]

            """, stderr: ""))
    }

    @Test func aFileThatCannotBeReadExits2AfterTheOthers() throws {
        let directory = try scratch()
        #expect(try check("--reporter", "github", "clean.screengraph", "missing.screengraph", in: directory) == CommandResult(
            status: 2, stdout: "clean.screengraph: 0 errors, 0 warnings\n",
            stderr: "error: missing.screengraph: cannot read the file: no such file\n"))
    }

    @Test func reporterUsageErrors() throws {
        let directory = try scratch()
        #expect(try check("--reporter", "xml", "clean.screengraph", in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: unknown reporter 'xml'; expected text, json, github or sarif; see 'screengraph check --help'\n"))
        #expect(try check("--json", "--reporter", "sarif", "clean.screengraph", in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: '--json' is '--reporter json'; give one; see 'screengraph check --help'\n"))
        #expect(try check(in: directory) == CommandResult(
            status: 64, stdout: "", stderr: "screengraph: error: missing the graph FILE; see 'screengraph check --help'\n"))
    }
}

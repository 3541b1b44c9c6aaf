import Foundation
import Testing

@testable import ScreenGraphKit

/// The SARIF log has what the 2.1.0 schema requires (sarif-schema-2.1.0.json, OASIS):
/// a `version` of "2.1.0" and `runs`; each run a `tool` with a `driver` that has a
/// `name`; each rule (`reportingDescriptor`) an `id`; each result a `message` with
/// `text`; and, for code scanning, each rule a help text and each result a `ruleId`
/// and a physical location with an artifact URI and a region.
@Suite struct SARIFLogTests {
    private func object(_ value: Any?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(value as? [String: Any], "\(what) is not an object", sourceLocation: sourceLocation)
    }

    private func array(_ value: Any?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> [Any] {
        try #require(value as? [Any], "\(what) is not an array", sourceLocation: sourceLocation)
    }

    private func string(_ value: Any?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try #require(value as? String, "\(what) is not a string", sourceLocation: sourceLocation)
    }

    private func integer(_ value: Any?, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        try #require((value as? NSNumber)?.intValue, "\(what) is not a number", sourceLocation: sourceLocation)
    }

    /// Checks `json` against the schema's required fields and returns its results.
    private func validate(_ json: String) throws -> [[String: Any]] {
        let log = try object(try JSONSerialization.jsonObject(with: Data(json.utf8)), "the log")
        #expect(try string(log["version"], "version") == "2.1.0")
        #expect(try string(log["$schema"], "$schema") == "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json")
        let runs = try array(log["runs"], "runs")
        #expect(runs.count == 1)
        var allResults: [[String: Any]] = []
        for run in runs {
            let run = try object(run, "a run")
            let driver = try object(try object(run["tool"], "tool")["driver"], "tool.driver")
            #expect(try string(driver["name"], "driver.name") == "screengraph")
            let rules = try array(driver["rules"], "driver.rules").map { try object($0, "a rule") }
            var ids: [String] = []
            for rule in rules {
                let id = try string(rule["id"], "rule.id")
                ids.append(id)
                #expect(!(try string(try object(rule["help"], "rule.help")["text"], "rule.help.text")).isEmpty, "\(id)")
                #expect(!(try string(try object(rule["shortDescription"], "rule.shortDescription")["text"], "text")).isEmpty, "\(id)")
                let level = try string(try object(rule["defaultConfiguration"], "defaultConfiguration")["level"], "level")
                #expect(["none", "note", "warning", "error"].contains(level))
            }
            #expect(Set(ids).count == ids.count, "rule ids are unique")
            #expect(try string(run["columnKind"], "columnKind") == "unicodeCodePoints")
            for result in try array(run["results"], "results") {
                let result = try object(result, "a result")
                let ruleId = try string(result["ruleId"], "ruleId")
                let ruleIndex = try integer(result["ruleIndex"], "ruleIndex")
                #expect(ids.indices.contains(ruleIndex) && ids[ruleIndex] == ruleId, "ruleIndex \(ruleIndex) names \(ruleId)")
                #expect(["warning", "error"].contains(try string(result["level"], "level")))
                #expect(!(try string(try object(result["message"], "message")["text"], "message.text")).isEmpty)
                // Locations are optional in SARIF: a finding without a place has none.
                for location in (result["locations"] as? [Any]) ?? [] {
                    let physical = try object(try object(location, "a location")["physicalLocation"], "physicalLocation")
                    #expect(!(try string(try object(physical["artifactLocation"], "artifactLocation")["uri"], "uri")).isEmpty)
                    let region = try object(physical["region"], "region")
                    let start = try integer(region["startColumn"], "startColumn")
                    #expect(try integer(region["startLine"], "startLine") >= 1 && start >= 1)
                    #expect(try integer(region["endColumn"], "endColumn") > start)
                }
                allResults.append(result)
            }
        }
        return allResults
    }

    @Test func aLogOfErrorsAndWarningsHasEveryRequiredField() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let broken = directory.appendingPathComponent("my graph.screengraph").path
        try "start Home\nscreen Home\n  tap \"go\" -> Nowhere\n".write(toFile: broken, atomically: true, encoding: .utf8)
        let warned = directory.appendingPathComponent("warned.screengraph").path
        try "start Home\nstate unused: int = 0\nscreen Home\n".write(toFile: warned, atomically: true, encoding: .utf8)
        var diagnostics: [Diagnostic] = []
        do {
            _ = try ScreenGraph(contentsOfFile: broken)
        } catch {
            diagnostics += error.diagnostics
        }
        diagnostics += try ScreenGraph(contentsOfFile: warned).warnings
        var sources = SourceLines()
        let results = try validate(SARIFLog.json(for: diagnostics, sources: &sources))
        #expect(results.count == 3)
        #expect(results.compactMap { $0["ruleId"] as? String } == ["SG201", "SG104", "SG102"])
        #expect(results.allSatisfy { ($0["locations"] as? [Any])?.count == 1 })
        let first = try object(try array(results.first?["locations"], "locations").first, "location")
        let physical = try object(first["physicalLocation"], "physicalLocation")
        // An absolute path is a file URI, its space percent-encoded.
        #expect(try string(try object(physical["artifactLocation"], "artifactLocation")["uri"], "uri")
            == "file://" + broken.replacingOccurrences(of: " ", with: "%20"))
        let region = try object(physical["region"], "region")
        #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 3 && region["endColumn"] as? Int == 6)
    }

    @Test func anEmptyLogStillListsTheRules() throws {
        var sources = SourceLines()
        let results = try validate(SARIFLog.json(for: [], sources: &sources))
        #expect(results.isEmpty)
    }

    @Test func aDiagnosticWithoutAPlaceHasNoLocation() throws {
        var sources = SourceLines()
        let results = try validate(SARIFLog.json(for: [Diagnostic(.invalidStructure, "the graph has no screens")], sources: &sources))
        #expect(results.count == 1 && results[0]["locations"] == nil && results[0]["ruleId"] as? String == "SG205")
    }

    @Test func relativePathsStayRelative() {
        #expect(SARIFLog.uri("Graphs/Demo.screengraph") == "Graphs/Demo.screengraph")
        #expect(SARIFLog.uri("a b/c:d#e.json") == "a%20b/c%3Ad%23e.json")
    }
}

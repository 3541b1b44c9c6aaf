import Foundation
import Testing

@testable import ScreenGraphKit

/// A coverage: shards add up to the whole, and the file reads back as written. What
/// executors do is counted by the recorder: see `CoverageRecorderTests`.
@Suite struct CoverageTests {
    static func example(_ name: String, graphFile: String? = nil) throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph(graphFile ?? "\(name).screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(name).json")))
    }

    @Test func shardsMergeIntoTheWhole() throws {
        let (graph, app) = try Self.example("VideoSharing")
        let planner = Planner(graph: graph)
        let tour = planner.splitting(planner.tour(covering: .edges), into: 2)
        let shards = tour.shards(2)
        #expect(shards.count == 2 && shards.allSatisfy { !$0.isEmpty })
        let parts = try shards.map { try CoverageRecorderTests.run(tour, $0, graph: graph, app: app) }
        let whole = try CoverageRecorderTests.run(tour, graph: graph, app: app)
        #expect(try Coverage.merged(parts) == whole)
        #expect(parts[0] != whole && parts[1] != whole)
        #expect(try Coverage.merged([]) == nil)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let (graph, app) = try Self.example("VideoSharing")
        let coverage = try CoverageRecorderTests.run(Planner(graph: graph).tour(covering: .edges), graph: graph, app: app)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json").path
        try coverage.json.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Coverage(contentsOfFile: path) == coverage)
        #expect(Coverage(graph: graph, name: "VideoSharing").difference(from: coverage) == nil)
    }

    /// The second line is longer than an excerpt: its errors show its first 120 columns.
    @Test func aBadFileIsRejectedWithLocatedErrors() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try """
            {"format": "screengraph-coverage/1", "graph": "G",
             "screens": [{"name": "A", "count": -1}], "moves": [{"from": "A", "edge": 0, "action": 1, "to": "A", "gesture": "tap", "count": 1, "closed": 2}],
             "back": [], "actions": [{"name": "X", "count": 1.5, "extra": true}]}
            """.write(toFile: path, atomically: true, encoding: .utf8)
        #expect {
            try Coverage(contentsOfFile: path)
        } throws: { error in
            (error as? GraphError)?.errors.map(\.description) == [
                "\(path):2:37: error: 'count' must be a whole number from 0 up, found '-1'\n"
                    + #" "screens": [{"name": "A", "count": -1}], "moves": [{"from": "A", "edge": 0, "action": 1, "to": "A", "gesture": "tap", ""# + "…"
                    + "\n" + String(repeating: " ", count: 36) + "^",
                "\(path):2:53: error: a move needs exactly one of 'edge' and 'action'\n"
                    + #" "screens": [{"name": "A", "count": -1}], "moves": [{"from": "A", "edge": 0, "action": 1, "to": "A", "gesture": "tap", ""# + "…"
                    + "\n" + String(repeating: " ", count: 52) + "^",
                "\(path):3:54: error: unknown key 'extra' in an action; expected one of: name, count\n"
                    + #" "back": [], "actions": [{"name": "X", "count": 1.5, "extra": true}]}"#
                    + "\n" + String(repeating: " ", count: 53) + "^",
                "\(path):3:49: error: 'count' must be a whole number from 0 up, found '1.5'\n"
                    + #" "back": [], "actions": [{"name": "X", "count": 1.5, "extra": true}]}"#
                    + "\n" + String(repeating: " ", count: 48) + "^",
            ]
        }
    }

    @Test func coveragesOfDifferentGraphsDoNotMerge() throws {
        let (graph, _) = try Self.example("Demo")
        let demo = Coverage(graph: graph, name: "Demo")
        var renamed = demo
        renamed.graph = "Other"
        #expect(throws: CoverageMergeError(reason: "it covers graph 'Other', not 'Demo'", index: 1)) { try Coverage.merged([demo, renamed]) }
        var fewer = demo
        fewer.screens.removeLast()
        #expect(demo.difference(from: fewer) == "it has no screen 3, where the graph has 'Editing'")
        var changed = demo
        changed.moves[0].to = "Elsewhere"
        #expect(demo.difference(from: changed)?.hasPrefix("its move 1 is ItemList edge 0 → Elsewhere") == true)
    }

    @Test func countsAddWithoutOverflowing() throws {
        let (graph, _) = try Self.example("Demo")
        var big = Coverage(graph: graph, name: "Demo")
        big.screens[0].count = Int.max
        big.moves[0].count = Int.max - 1
        var one = Coverage(graph: graph, name: "Demo")
        one.screens[0].count = 1
        one.moves[0].count = 5
        let sum = try big.adding(one)
        #expect(sum.screens[0].count == Int.max && sum.moves[0].count == Int.max)
    }

    @Test func tallies() {
        #expect(Coverage.Tally(covered: 2, total: 3).text == "2/3 (66%)")
        #expect(Coverage.Tally(covered: 3, total: 3).text == "3/3 (100%)")
        #expect(Coverage.Tally(covered: 0, total: 0).text == "0/0")
    }
}

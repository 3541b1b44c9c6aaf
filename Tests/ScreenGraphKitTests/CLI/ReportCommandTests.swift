import Foundation
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// `--junit` and `--coverage` on `run`, `walk`, `replay` and `tour --run`, `coverage
/// merge` and `render --coverage`, end to end, each from a scratch directory holding a
/// copy of `Graphs/`.
@Suite struct ReportCommandTests {
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-reports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Graphs"), to: directory.appendingPathComponent("Graphs"))
        return directory
    }

    private func read(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    /// The `testcase` elements of a JUnit file: name, time and failure message.
    private func testcases(_ name: String, in directory: URL) throws -> [(name: String, time: String, failure: String?)] {
        let document = try XMLDocument(data: Data(try read(name, in: directory).utf8))
        let root = try #require(document.rootElement())
        return root.elements(forName: "testsuite").flatMap { $0.elements(forName: "testcase") }.map { testcase in
            (testcase.attribute(forName: "name")?.stringValue ?? "", testcase.attribute(forName: "time")?.stringValue ?? "",
             testcase.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue)
        }
    }

    private func summary(_ name: String, in directory: URL) throws -> [String] {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try read(name, in: directory).utf8)) as? [String: Any])
        return try #require(json["summary"] as? [String])
    }

    @Test func tourShardsRunWriteReportsAndMerge() throws {
        let directory = try scratch()
        func tour(_ shard: Int) throws -> CommandResult {
            try runScreengraph([
                "tour", "Graphs/VideoSharing.screengraph", "--shards", "2", "--shard", "\(shard)", "--run", "Graphs/Apps/VideoSharing.json",
                "--junit", "junit-\(shard).xml", "--coverage", "coverage-\(shard).json",
            ], in: directory)
        }
        #expect(try tour(1) == CommandResult(status: 0, stdout: """
            route 1: passed, 22 steps in 4.500 s
            route 4: passed, 6 steps in 1.000 s
            tour run of VideoSharing (shard 1 of 2): 2 routes, 2 passed, 0 failed

            """, stderr: ""))
        #expect(try tour(2) == CommandResult(status: 0, stdout: """
            route 2: passed, 10 steps in 1.750 s
            route 3: passed, 17 steps in 3.750 s
            tour run of VideoSharing (shard 2 of 2): 2 routes, 2 passed, 0 failed

            """, stderr: ""))
        #expect(try testcases("junit-2.xml", in: directory).map(\.name) == ["route 2", "route 3"])
        #expect(try testcases("junit-1.xml", in: directory).map(\.time) == ["4.500", "1.000"])
        #expect(try runScreengraph(["coverage", "merge", "coverage-1.json", "coverage-2.json", "-o", "coverage.json"], in: directory)
            == CommandResult(status: 0, stdout: """
                merged 2 coverage files of VideoSharing into coverage.json:
                  screens 12/12 (100%)
                  edges 26/27 (96%)
                  back gestures 3/3 (100%)
                  actions 10/10 (100%)
                  guard outcomes 13/14 (92%)

                """, stderr: ""))
        // The shards together cover what the whole tour covers (the shards' routes are the
        // whole tour's, cut where they were longest, so items can be counted more often).
        _ = try runScreengraph(
            ["tour", "Graphs/VideoSharing.screengraph", "--run", "Graphs/Apps/VideoSharing.json", "--coverage", "whole.json"], in: directory)
        let whole = try runScreengraph(["coverage", "merge", "whole.json", "-o", "whole-again.json"], in: directory)
        #expect(whole.stdout.split(separator: "\n").dropFirst() == """
            merged 2 coverage files of VideoSharing into coverage.json:
              screens 12/12 (100%)
              edges 26/27 (96%)
              back gestures 3/3 (100%)
              actions 10/10 (100%)
              guard outcomes 13/14 (92%)
            """.split(separator: "\n").dropFirst())
        let drawing = try runScreengraph(["render", "Graphs/VideoSharing.screengraph", "--format", "dot", "--coverage", "coverage.json"], in: directory)
        #expect(drawing.status == 0 && drawing.stdout.contains("label=\"covered:\\nscreens 12/12 (100%)\\nedges 26/27 (96%)"))
    }

    /// `--retries N` runs a failed route again on a new launch; JUnit keeps each earlier
    /// failure as Maven Surefire does (`rerunFailure` when it failed again), which
    /// Jenkins and GitLab read as re-runs.
    @Test func aRetriedRouteKeepsItsEarlierFailures() throws {
        let directory = try scratch()
        let result = try runScreengraph(
            ["tour", "Graphs/Demo.screengraph", "--run", "Graphs/Apps/DemoV2.json", "--retries", "2", "--junit", "junit.xml"], in: directory)
        #expect(result.status == 1)
        let xml = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(xml.components(separatedBy: "<rerunFailure type=\"wrongScreen\"").count == 3, "\(xml)")
        #expect(xml.components(separatedBy: "<failure type=\"wrongScreen\"").count == 2)
        #expect(try runScreengraph(["tour", "Graphs/Demo.screengraph", "--retries", "2"], in: directory).stderr
            == "screengraph: error: '--retries' needs '--run APP' or '--webdriver URL'; see 'screengraph tour --help'\n")
        #expect(try runScreengraph(["tour", "Graphs/Demo.screengraph", "--run", "Graphs/Apps/Demo.json", "--retries", "11"], in: directory).stderr
            == "screengraph: error: '--retries 11' must be a whole number from 0 to 10; see 'screengraph tour --help'\n")
    }

    @Test func aFailingTourRouteFailsTheRunAndItsCase() throws {
        let directory = try scratch()
        let declared = "  declared at Graphs/Demo.screengraph:11:3\n"
        let failure = "step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says"
        #expect(try runScreengraph(["tour", "Graphs/Demo.screengraph", "--run", "Graphs/Apps/DemoV2.json", "--junit", "junit.xml"], in: directory)
            == CommandResult(status: 1, stdout: """
                route 1: failed: \(failure)
                tour run of Demo: 1 route, 0 passed, 1 failed

                """, stderr: failure + "\n" + declared))
        let cases = try testcases("junit.xml", in: directory)
        // The tap, the wait for Editing's element (5 s, in vain on DemoV2), and the app's own times.
        #expect(cases.count == 1 && cases.first?.failure == failure && cases.first?.time == "6.000")
    }

    @Test func runWalkAndReplayWriteTheirCases() throws {
        let directory = try scratch()
        let run = try runScreengraph([
            "run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--junit", "run.xml", "--coverage", "run.json",
        ], in: directory)
        #expect(run.status == 0 && run.stdout.hasSuffix("skipped (no route): ItemDetail\n"))
        let cases = try testcases("run.xml", in: directory)
        #expect(cases.map(\.name) == ["goto ItemList", "goto ItemDetail", "goto Editing"])
        #expect(try summary("run.json", in: directory) == [
            "screens 2/3 (66%)", "edges 1/5 (20%)", "back gestures 0/1 (0%)", "actions 0/2 (0%)", "guard outcomes 1/2 (50%)",
        ])
        // A walk on the broken app fails; its case says how, and the walk's route file
        // replays the failure as a case of its own.
        let walk = try runScreengraph([
            "walk", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/DemoV2.json", "--seed", "2", "--junit", "walk.xml", "--coverage", "walk.json",
        ], in: directory)
        #expect(walk.status == 1)
        try walk.stdout.write(to: directory.appendingPathComponent("failure.json"), atomically: true, encoding: .utf8)
        let failure = "step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says"
        let walked = try testcases("walk.xml", in: directory)
        #expect(walked.map(\.name) == ["walk seed 2"] && walked.first?.failure == failure)
        let replay = try runScreengraph([
            "replay", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/DemoV2.json", "failure.json", "--junit", "replay.xml",
            "--coverage", "replay.json",
        ], in: directory)
        #expect(replay.status == 1)
        let replayed = try testcases("replay.xml", in: directory)
        #expect(replayed.map(\.name) == ["replay failure.json"] && replayed.first?.failure == failure)
        #expect(try summary("replay.json", in: directory).first == "screens 1/3 (33%)")
    }

    @Test func reportOptionsNeedARun() throws {
        let directory = try scratch()
        func tour(_ arguments: String...) throws -> CommandResult {
            try runScreengraph(["tour", "Graphs/Demo.screengraph"] + arguments, in: directory)
        }
        func usage(_ message: String) -> CommandResult {
            CommandResult(status: 64, stdout: "", stderr: "screengraph: error: \(message); see 'screengraph tour --help'\n")
        }
        #expect(try tour("--junit", "j.xml") == usage("'--junit' needs '--run APP' or '--webdriver URL'"))
        #expect(try tour("--shards", "2", "--shard", "1") == usage("'--shard' needs '--run APP' or '--webdriver URL'"))
        #expect(try tour("--strict") == usage("'--strict' needs '--run APP' or '--webdriver URL'"))
        #expect(try tour("--run", "Graphs/Apps/Demo.json", "--shard", "1") == usage("'--shard 1' needs '--shards N'"))
        #expect(try tour("--run", "Graphs/Apps/Demo.json", "--shards", "2", "--shard", "3") == usage("'--shard 3' must be from 1 to 2"))
        #expect(try tour("--run", "Graphs/Apps/Demo.json", "--json") == usage("'--json' does not go with '--run' or '--webdriver'"))
    }

    @Test func coverageOfAnotherGraphIsRejected() throws {
        let directory = try scratch()
        _ = try runScreengraph(["tour", "Graphs/Demo.screengraph", "--run", "Graphs/Apps/Demo.json", "--coverage", "demo.json"], in: directory)
        _ = try runScreengraph(
            ["tour", "Graphs/VideoSharing.screengraph", "--run", "Graphs/Apps/VideoSharing.json", "--coverage", "video.json"], in: directory)
        #expect(try runScreengraph(["coverage", "merge", "video.json", "demo.json", "-o", "m.json"], in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "demo.json: cannot be merged with video.json: it covers graph 'Demo', not 'VideoSharing'\n"))
        #expect(try runScreengraph(["render", "Graphs/Recipes.screengraph", "--format", "dot", "--coverage", "demo.json"], in: directory)
            == CommandResult(
                status: 2, stdout: "",
                stderr: "demo.json: not a coverage of Graphs/Recipes.screengraph: it covers graph 'Demo', not 'Recipes'\n"))
        #expect(try runScreengraph(["coverage", "merge", "demo.json"], in: directory) == CommandResult(
            status: 64, stdout: "",
            stderr: "screengraph: error: missing '-o FILE', the merged coverage to write; see 'screengraph coverage merge --help'\n"))
        #expect(try runScreengraph(["coverage", "merge", "missing.json", "-o", "m.json"], in: directory) == CommandResult(
            status: 2, stdout: "", stderr: "error: missing.json: cannot read the file: no such file\n"))
    }

    @Test func aReportThatCannotBeWrittenExits74() throws {
        let directory = try scratch()
        #expect(try runScreengraph(
            ["run", "Graphs/Demo.screengraph", "--app", "Graphs/Apps/Demo.json", "--to", "Editing", "--junit", "no/such/dir/j.xml"],
            in: directory) == CommandResult(
                status: 74, stdout: "", stderr: "screengraph: error: cannot write 'no/such/dir/j.xml': No such file or directory\n"))
    }
}

import Foundation
import Testing

@testable import ScreenGraphKit

/// Coverage counted from what executors do: it agrees with what a tour says its routes
/// cover, shards add up to the whole, and the file reads back as written.
@Suite struct CoverageTests {
    static func example(_ name: String, graphFile: String? = nil) throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph(graphFile ?? "\(name).screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(name).json")))
    }

    /// Runs `routes` of `tour` with a recorder and returns the coverage.
    private func run(_ tour: Tour, _ routes: [Int]? = nil, graph: ScreenGraph, app: AppDefinition) throws -> Coverage {
        let recorder = CoverageRecorder(graph: graph, name: graph.name ?? "G")
        let indices = routes ?? Array(tour.routes.indices)
        let cases = try Executor.runTourRoutes(
            indices.map { ($0 + 1, tour.routes[$0]) }, graph: graph, className: "G", settings: RunSettings(app: app), coverage: recorder)
        #expect(cases.allSatisfy { $0.outcome == .passed }, "\(cases.filter(\.isFailure).map(\.name))")
        return recorder.coverage
    }

    /// What a coverage says was exercised, in a tour's words for `kind`.
    private func exercised(_ coverage: Coverage, _ kind: CoverageKind) -> Set<String> {
        switch kind {
        case .edges:
            Set(coverage.moves.filter { $0.count > 0 }.map { "\($0.from) → \($0.to) (\($0.gesture))" }
                + coverage.backs.filter { $0.count > 0 }.map { "\($0.screen) back" })
        case .screens: Set(coverage.screens.filter { $0.count > 0 }.map(\.name))
        case .actions: Set(coverage.actions.filter { $0.count > 0 }.map(\.name))
        case .guards:
            Set(coverage.moves.filter { $0.guardText != nil }.flatMap { move in
                let described = "\(move.from) → \(move.to) (\(move.gesture))"
                return (move.count > 0 ? [described + " [true]"] : []) + (move.closed > 0 ? [described + " [false]"] : [])
            })
        }
    }

    /// A tour's routes, run, exercise exactly the items the tour says it covers: for
    /// every kind of tour, on graphs with guards, actions, back gestures and prompts.
    @Test(arguments: ["VideoSharing", "Demo", "Onboarding"], CoverageKind.allCases)
    func aTourRunExercisesWhatTheTourCovers(example: String, kind: CoverageKind) throws {
        let (graph, app) = try Self.example(example, graphFile: example == "Onboarding" ? "Onboarding.json" : nil)
        let tour = Planner(graph: graph).tour(covering: kind)
        let coverage = try run(tour, graph: graph, app: app)
        let covered = Set(tour.covered.map(\.description))
        #expect(exercised(coverage, kind) == covered, "\(example) \(kind)")
        // What the tour cannot cover, no run of its routes exercised.
        #expect(exercised(coverage, kind).isDisjoint(with: tour.uncovered.map(\.description)))
    }

    @Test func theVideoSharingFiguresAfterItsTour() throws {
        let (graph, app) = try Self.example("VideoSharing")
        let coverage = try run(Planner(graph: graph).tour(covering: .edges), graph: graph, app: app)
        // The tour covers 29 of 30 edge items: the microphone prompt's edge, when the
        // camera is allowed and the microphone not yet asked, never opens (the app asks
        // for both in one tap), so its guard is never seen true.
        #expect(coverage.summaryLines == [
            "screens 12/12 (100%)", "edges 26/27 (96%)", "back gestures 3/3 (100%)", "actions 10/10 (100%)", "guard outcomes 13/14 (92%)",
        ])
        let missed = coverage.moves.filter { $0.count == 0 }
        #expect(missed.map(\.to) == ["MicrophonePrompt"] && missed.first?.guardText == "camera == true && microphone == nil")
    }

    @Test func shardsMergeIntoTheWhole() throws {
        let (graph, app) = try Self.example("VideoSharing")
        let planner = Planner(graph: graph)
        let tour = planner.splitting(planner.tour(covering: .edges), into: 2)
        let shards = tour.shards(2)
        #expect(shards.count == 2 && shards.allSatisfy { !$0.isEmpty })
        let parts = try shards.map { try run(tour, $0, graph: graph, app: app) }
        let whole = try run(tour, graph: graph, app: app)
        #expect(try Coverage.merged(parts) == whole)
        #expect(parts[0] != whole && parts[1] != whole)
        #expect(try Coverage.merged([]) == nil)
    }

    @Test func aWalkCountsWhatItTook() throws {
        let (graph, app) = try Self.example("Demo")
        let recorder = CoverageRecorder(graph: graph, name: "Demo")
        let walk = try Executor.walkAndShrink(
            graph: graph, named: "Demo", settings: RunSettings(app: app, seed: 1), steps: 50, observing: recorder.attach)
        #expect(walk.summary == "walk of 50 steps (seed 1): 100% of edges taken")
        let coverage = recorder.coverage
        #expect(coverage.moveTally.covered == coverage.moveTally.total && coverage.backTally.covered == coverage.backTally.total)
        // Each step the walk took is counted once: every move and back gesture, each
        // step from an action, and the launch screen.
        let counted = coverage.moves.reduce(0) { $0 + $1.count } + coverage.backs.reduce(0) { $0 + $1.count }
        let fromActions = walk.result.steps.filter { $0.kind == .then || $0.kind == .return }.count
        // A walk that stops inside an action has not yet left it: its way in counts then.
        let stoppedInAction = graph.isAction(walk.result.steps.last?.to ?? "") ? 1 : 0
        #expect(counted + fromActions + stoppedInAction == walk.result.steps.count)
    }

    @Test func theFileReadsBackAsWritten() throws {
        let (graph, app) = try Self.example("VideoSharing")
        let coverage = try run(Planner(graph: graph).tour(covering: .edges), graph: graph, app: app)
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

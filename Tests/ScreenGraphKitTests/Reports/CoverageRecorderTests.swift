import Testing

@testable import ScreenGraphKit

/// The recorder counts what executors exercise of a graph: the screen an executor
/// stands on, then every completed step (the screen entered and the guards false there,
/// the move or back gesture taken, the actions performed). A failed step counts nothing.
@Suite struct CoverageRecorderTests {
    /// Runs `routes` of `tour` with a recorder and returns the coverage.
    static func run(_ tour: Tour, _ routes: [Int]? = nil, graph: ScreenGraph, app: AppDefinition) throws -> Coverage {
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
        let (graph, app) = try CoverageTests.example(example, graphFile: example == "Onboarding" ? "Onboarding.json" : nil)
        let tour = Planner(graph: graph).tour(covering: kind)
        let coverage = try Self.run(tour, graph: graph, app: app)
        let covered = Set(tour.covered.map(\.description))
        #expect(exercised(coverage, kind) == covered, "\(example) \(kind)")
        // What the tour cannot cover, no run of its routes exercised.
        #expect(exercised(coverage, kind).isDisjoint(with: tour.uncovered.map(\.description)))
    }

    @Test func theVideoSharingFiguresAfterItsTour() throws {
        let (graph, app) = try CoverageTests.example("VideoSharing")
        let coverage = try Self.run(Planner(graph: graph).tour(covering: .edges), graph: graph, app: app)
        // The tour covers 29 of 30 edge items: the microphone prompt's edge, when the
        // camera is allowed and the microphone not yet asked, never opens (the app asks
        // for both in one tap), so its guard is never seen true.
        #expect(coverage.summaryLines == [
            "screens 12/12 (100%)", "edges 26/27 (96%)", "back gestures 3/3 (100%)", "actions 10/10 (100%)", "guard outcomes 13/14 (92%)",
        ])
        let missed = coverage.moves.filter { $0.count == 0 }
        #expect(missed.map(\.to) == ["MicrophonePrompt"] && missed.first?.guardText == "camera == true && microphone == nil")
    }

    @Test func aWalkCountsWhatItTook() throws {
        let (graph, app) = try CoverageTests.example("Demo")
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

    /// On the Demo app: the launch screen, with the item cell's guard false there (no
    /// items); then the edge to Editing and Editing itself. The failed step to
    /// Editing on the broken app counts nothing.
    @Test func aGotoCountsWhereItStartsAndEachCompletedStep() throws {
        let graph = try ExecutorTests.demo().0
        let recorder = CoverageRecorder(graph: graph, name: "Demo")
        let executor = try Executor(graph: graph, app: try ExecutorTests.brokenDemo(), seed: 1)
        recorder.attach(to: executor)
        var coverage = recorder.coverage
        #expect(coverage.screens.map(\.count) == [1, 0, 0])
        #expect(coverage.moves.filter { $0.closed > 0 }.map(\.to) == ["ItemDetail"])
        #expect(coverage.moves.allSatisfy { $0.count == 0 })
        // Edit opens ItemDetail on the broken app: the step fails and is not counted.
        #expect(throws: NavigationError.self) { try executor.goto("Editing") }
        #expect(recorder.coverage == coverage)
        let fixed = try Executor(graph: graph, app: try ExecutorTests.demo().1, seed: 1)
        recorder.attach(to: fixed)
        try fixed.goto("Editing")
        coverage = recorder.coverage
        #expect(coverage.screens.map(\.count) == [2, 0, 1])
        #expect(coverage.moves.filter { $0.count > 0 }.map { "\($0.from) → \($0.to)" } == ["ItemList → Editing"])
    }
}

import Testing

@testable import ScreenGraphKit

/// An executor runs a graph on an app (here the simulated Demo app): every step is
/// checked, and the app's report records each step and each failure.
@Suite struct ExecutorTests {
    static func demo() throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))
    }

    /// The Demo app with one planted bug: Edit opens the item's details, not Editing.
    static func brokenDemo() throws -> AppDefinition {
        var app = try demo().1
        let list = try #require(app.screens.firstIndex { $0.name == "ItemList" })
        let edit = try #require(app.screens[list].elements.firstIndex { $0.identifier == "items.edit" })
        app.screens[list].elements[edit].behaviours["tap"] = [.push("ItemDetail")]
        return app
    }

    private func events(_ executor: Executor, _ kind: RunReport.Event.Kind) -> [String] {
        executor.app.report.events.filter { $0.kind == kind }.map { $0.fields.map { "\($0.name)=\($0.value)" }.joined(separator: " ") }
    }

    /// A step is recorded when it arrives on a screen, after its check; the step into
    /// an action shows as its gesture, and the action's way back as the step (as the
    /// `run` report in Docs/CLI.md shows).
    @Test func eachStepIsRecordedInTheReport() throws {
        let (graph, app) = try Self.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1)
        try executor.goto("ItemDetail", allowingStateChanges: true)
        #expect(executor.navigator.currentScreen == "ItemDetail")
        #expect(events(executor, .step) == [
            "from=AddItem to=ItemList kind=return", "from=ItemList to=ItemDetail kind=edge",
        ])
        #expect(events(executor, .gesture) == ["gesture=tap element=items.add screen=ItemList", "gesture=tap element=items.cell.0 screen=ItemList"])
        #expect(events(executor, .failure).isEmpty)
    }

    /// The failure is thrown and recorded in the report with the error's message.
    @Test func aFailedGotoIsRecordedInTheReport() throws {
        let executor = try Executor(graph: try Self.demo().0, app: try Self.brokenDemo(), seed: 1)
        let error = try #require(#expect(throws: NavigationError.self) { try executor.goto("Editing") })
        #expect(error.step?.to == "Editing")
        #expect(events(executor, .failure) == ["error=\(error.message)"])
    }

    /// ItemDetail needs an item, and adding one changes the state: without state
    /// changes there is no route, so the screen is skipped, not failed.
    @Test func visitingEveryScreenSkipsThoseWithoutARoute() throws {
        let (graph, app) = try Self.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1)
        #expect(try executor.visitEveryScreen() == ["ItemDetail"])
        #expect(executor.navigator.currentScreen == "Editing")
    }

    /// The picks follow the seed: the same seed makes the same gotos.
    @Test func randomTargetsFollowTheSeed() throws {
        let (graph, app) = try Self.demo()
        func run(seed: UInt64) throws -> (steps: [String], progress: [Int]) {
            let executor = try Executor(graph: graph, app: app, seed: 1)
            var progress: [Int] = []
            try executor.gotoRandomTargets(12, seed: seed) { progress.append($0) }
            return (events(executor, .step), progress)
        }
        let first = try run(seed: 3)
        #expect(first.progress == Array(1...12))
        #expect(try run(seed: 3).steps == first.steps)
        #expect(try run(seed: 4).steps != first.steps)
    }

    // MARK: - Executor+TestCases.swift

    @Test func everyScreenIsOneCase() throws {
        let (graph, app) = try Self.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1)
        var progress: [String] = []
        let (cases, unreachable) = executor.gotoEveryScreen(className: "Demo") { progress.append("\($0)/\($1)") }
        #expect(cases.map(\.name) == ["goto ItemList", "goto ItemDetail", "goto Editing"])
        #expect(cases.map(\.outcome) == [.passed, .skipped("no route from where the app is"), .passed])
        #expect(cases.allSatisfy { $0.className == "Demo" })
        #expect(unreachable == ["ItemDetail"])
        #expect(progress == ["1/3", "2/3", "3/3"])
    }

    /// After a failed goto the app is somewhere the graph did not expect: the rest are
    /// skipped, not run from there.
    @Test func aFailedScreenSkipsTheRest() throws {
        let text = """
            start ItemList
            screen Editing
              waitFor "editing.done"
              tap "editing.done" -> ItemList
            screen ItemList
              waitFor "items.table"
              tap "items.edit" -> Editing

            """
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g"))
        let executor = try Executor(graph: graph, app: try Self.brokenDemo(), seed: 1)
        let (cases, unreachable) = executor.gotoEveryScreen(className: "Demo")
        #expect(cases.map(\.isFailure) == [true, false])
        #expect(cases[1].outcome == .skipped("not run: an earlier goto failed"))
        #expect(unreachable.isEmpty)
    }

    /// Each route runs on a new launch; a failed one is run again up to `retries`
    /// times, keeping its earlier failures, and does not stop the next route.
    @Test func tourRoutesRunOnNewLaunchesAndFailedOnesAreRetried() throws {
        let (graph, _) = try Self.demo()
        let broken = try Self.brokenDemo()
        let planner = Planner(graph: graph)
        let routes = [
            (number: 1, route: try planner.route(to: "Editing")),
            (number: 2, route: try planner.route(to: "AddItem", allowingStateChanges: true)),
        ]
        var launches = 0
        let cases = try Executor.runTourRoutes(routes, className: "Demo", retries: 2) { () throws(GraphError) -> Executor in
            launches += 1
            return try Executor(graph: graph, app: broken, seed: 1)
        }
        #expect(cases.map(\.name) == ["route 1", "route 2"])
        #expect(cases[0].isFailure && cases[0].earlierFailures.count == 2)
        #expect(cases[1].outcome == .passed && cases[1].steps == 1)
        #expect(launches == 4)
    }
}

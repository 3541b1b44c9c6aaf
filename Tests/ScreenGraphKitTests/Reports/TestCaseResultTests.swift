import Testing

@testable import ScreenGraphKit

/// One test case of a run (a goto, a tour route, a walk) as the JUnit, SARIF and
/// GitHub reports show it: its outcome, steps, time on the app's clock and
/// interruption log, and a failure's step, expected and actual screens.
@Suite struct TestCaseResultTests {
    private static let caller = CallSite(fileID: "T.swift", filePath: "/T.swift", line: 1, column: 1)

    /// A wrong screen names the two screens; any other failure expects the step's
    /// target and shows the screen the app was on. The message is the first line.
    @Test func aFailureNamesItsKindAndScreens() throws {
        let step = try #require(try RouteTests.planner().route(to: "Settings").steps.first)
        let wrong = TestFailure(
            NavigationError(reason: .wrongScreen(expected: "Settings", actual: "Login"), step: step, caller: Self.caller),
            appScreen: "Elsewhere")
        #expect(wrong.kind == "wrongScreen" && wrong.expected == "Settings" && wrong.actual == "Login")
        #expect(wrong.step == "Home → Settings (tap 'settings')")
        #expect(wrong.message == "step Home → Settings (tap 'settings') failed: the app is on 'Login', not on 'Settings' as the graph says")
        let timeout = TestFailure(
            NavigationError(
                reason: .timeout(element: "settings.title", seconds: 5), step: step,
                declaration: SourcePosition(file: "g", line: 3, column: 1), caller: Self.caller),
            appScreen: "Home")
        #expect(timeout.kind == "timeout" && timeout.expected == "Settings" && timeout.actual == "Home")
        #expect(timeout.message == "step Home → Settings (tap 'settings') failed: 'settings.title' did not appear within 5 s")
        #expect(timeout.details == timeout.message + "\n  declared at g:3:1")
        #expect(timeout.text == """
            step: Home → Settings (tap 'settings')
            expected screen: Settings
            actual screen: Home
            \(timeout.details)
            """)
    }

    @Test(arguments: [
        (NavigationError.Reason.planning(.disconnected(from: "A", to: "B")), "planning"), (.driver(DriverError("x")), "driver"),
        (.misuse("x"), "misuse"), (.overflow("n += 1"), "overflow"), (.stringTooLong("s += 'a'"), "overflow"),
        (.nothingToType(field: "f"), "nothingToType"), (.closure("x"), "closure"),
    ])
    func eachReasonHasAKind(reason: NavigationError.Reason, kind: String) {
        let failure = TestFailure(NavigationError(reason: reason, caller: Self.caller), appScreen: nil)
        #expect(failure.kind == kind)
        #expect(failure.step == nil && failure.expected == nil && failure.actual == nil)
        #expect(failure.text == failure.details)
    }

    /// A case counts the steps and interruption lines of its own run, not the
    /// executor's earlier ones; its error becomes its failure.
    @Test func aCaseKeepsWhatHappenedDuringIt() throws {
        let (graph, app) = try ExecutorTests.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1, interruptionRate: 1)
        try executor.goto("Editing")
        let passed = executor.testCase(named: "back", className: "Demo") { try executor.goto("ItemList") }
        #expect(passed.outcome == .passed && !passed.isFailure)
        #expect(passed.steps == 1)
        #expect(passed.time > 0)  // on the simulated app's virtual clock
        #expect(!passed.interruptions.isEmpty && passed.interruptions.count < executor.interruptionLog(since: 0).count)
        let unavailable = executor.testCase(named: "replay", className: "Demo") {
            try executor.replay([ReplayStep(from: "ItemList", to: "Nowhere", kind: "edge")])
        }
        guard case .failed(let failure) = unavailable.outcome else {
            Issue.record("expected a failure, got \(unavailable.outcome)")
            return
        }
        #expect(failure.kind == "unavailable" && failure.step == "ItemList → Nowhere  edge" && failure.actual == "ItemList")
        struct Other: Error, CustomStringConvertible { var description: String { "other" } }
        let other = executor.testCase(named: "other", className: "Demo") { throw Other() }
        #expect(other.outcome == .failed(TestFailure(kind: "error", message: "other", details: "other")) && other.steps == 0)
    }
}

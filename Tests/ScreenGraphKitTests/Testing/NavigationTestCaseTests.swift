// swift-corelibs-xctest (Linux) only: the tests build XCTest cases by name and closure,
// which Apple's XCTest does not offer; on Apple platforms the stand-in check
// (AppleStandInTests) covers NavigationTestCase instead.
#if canImport(XCTest) && !canImport(Darwin)
import ScreenGraphFixtures
import ScreenGraphKit
import ScreenGraphTesting
import Testing
import XCTest

/// `NavigationTestCase` on Linux: XCTest cases written as users write them, run one by one
/// here, and what XCTest recorded for each (its run's counts, and the failures its
/// observers were told of).
///
/// Serialized: XCTest keeps the running test case in a global.
@Suite(.serialized) struct NavigationTestCaseTests {
    @Test func aNavigationErrorThrownOutOfATestFailsOnceAtTheCall() throws {
        let outcome = try run("failingNavigation") { $0.failingNavigation }
        #expect(outcome.totalFailureCount == 1)
        // A thrown error stays an unexpected failure, as XCTest counts it.
        #expect(outcome.unexpectedExceptionCount == 1)
        try #require(outcome.failures.count == 1)
        let failure = outcome.failures[0]
        #expect(failure.filePath == NavigatingTestCase.file)
        #expect(failure.lineNumber == NavigatingTestCase.failingLine)
        #expect(
            failure.description == """
                threw error "step ItemList → ItemDetail (tap 'items.cell.0') failed: 'detail.title' did not appear within 2 s
                  called at ScreenGraphKitTests/NavigationTestCaseTests.swift:\(NavigatingTestCase.failingLine):27
                  declared at ScreenGraphFixtures/DemoGraph.swift:28:38"
                """)
    }

    @Test func anAsyncTestFailsAtTheCallToo() throws {
        let outcome = try run("failingNavigationAsync", async: { $0.failingNavigationAsync })
        #expect(outcome.totalFailureCount == 1)
        #expect(outcome.failures.map(\.lineNumber) == [NavigatingTestCase.failingAsyncLine])
        #expect(outcome.failures.map(\.filePath) == [NavigatingTestCase.file])
    }

    @Test func anErrorTheTestExpectsRecordsNothing() throws {
        let outcome = try run("expectedNavigationError") { $0.expectedNavigationError }
        #expect(outcome.totalFailureCount == 0)
        #expect(outcome.failures.isEmpty)
    }

    @Test func otherFailuresStayWhereXCTestPutsThem() throws {
        let outcome = try run("otherFailures") { $0.otherFailures }
        #expect(outcome.totalFailureCount == 2)
        #expect(outcome.failures.map(\.lineNumber) == [NavigatingTestCase.assertionLine, 0])
        #expect(outcome.failures.map(\.filePath) == [NavigatingTestCase.file, "<EXPR>"])
        #expect(outcome.failures.last?.description == "threw error \"Unrelated()\"")
    }

    /// Without NavigationTestCase, XCTest records the same error at `<EXPR>:0`: what the
    /// class is for.
    @Test func aPlainTestCaseRecordsTheErrorNowhere() throws {
        let testCase = PlainTestCase(name: "failingNavigation") { testCase in
            try (testCase as? PlainTestCase)?.failingNavigation()
        }
        let outcome = try run(testCase)
        #expect(outcome.totalFailureCount == 1)
        #expect(outcome.failures.map(\.filePath) == ["<EXPR>"])
        #expect(outcome.failures.map(\.lineNumber) == [0])
    }

    /// Issue 25 item 7: a gesture of test code on a missing element fails the test at its
    /// line, once, as XCTest fails one of `XCUIElement`'s (see
    /// NavigationFailuresTraitTests for the source of the words).
    @Test func aGestureOnAMissingElementFailsAtItsLine() throws {
        let outcome = try run("rawTapOnAMissingElement") { $0.rawTapOnAMissingElement }
        #expect(outcome.totalFailureCount == 1)
        #expect(outcome.failures.map(\.lineNumber) == [NavigatingTestCase.rawTapLine])
        #expect(outcome.failures.map(\.filePath) == [NavigatingTestCase.file])
        #expect(outcome.failures.map(\.description) == [#"failed - Failed to tap: No matches found for app.buttons["Missing"]"#])
    }

    // MARK: Running a case

    private struct Outcome {
        var totalFailureCount: Int
        var unexpectedExceptionCount: Int
        var failures: [FailureObserver.Failure]
    }

    private func run(
        _ name: String, _ method: @escaping (NavigatingTestCase) -> () throws -> Void
    ) throws -> Outcome {
        try run(NavigatingTestCase(name: name) { testCase in try (testCase as? NavigatingTestCase).map { try method($0)() } })
    }

    private func run(
        _ name: String, async method: @escaping (NavigatingTestCase) -> () async throws -> Void
    ) throws -> Outcome {
        // What SwiftPM's test discovery does for an `async` test method.
        let body = asyncTest(method)
        return try run(NavigatingTestCase(name: name) { testCase in try (testCase as? NavigatingTestCase).map { try body($0)() } })
    }

    private func run(_ testCase: XCTestCase) throws -> Outcome {
        let observer = FailureObserver()
        XCTestObservationCenter.shared.addTestObserver(observer)
        defer { XCTestObservationCenter.shared.removeTestObserver(observer) }
        testCase.run()
        let testRun = try #require(testCase.testRun)
        return Outcome(
            totalFailureCount: testRun.totalFailureCount, unexpectedExceptionCount: testRun.unexpectedExceptionCount,
            failures: observer.failures)
    }
}

/// Every failure XCTest reports, as its observers hear of it.
private final class FailureObserver: XCTestObservation {
    struct Failure {
        var description: String
        var filePath: String?
        var lineNumber: Int
    }

    var failures: [Failure] = []

    func testCase(
        _ testCase: XCTestCase, didFailWithDescription description: String, inFile filePath: String?, atLine lineNumber: Int
    ) {
        failures.append(Failure(description: description, filePath: filePath, lineNumber: lineNumber))
    }
}

/// Tests as a user writes them. Their names do not start with `test`, so XCTest's own
/// discovery leaves them to the suite above.
final class NavigatingTestCase: NavigationTestCase {
    static let file = #filePath
    static let failingLine = #line + 4

    func failingNavigation() throws {
        let navigator = try navigatorWhoseDetailNeverAppears()
        try navigator.goto(DemoGraph.Screen.itemDetail)
    }

    static let failingAsyncLine = #line + 4

    func failingNavigationAsync() async throws {
        let navigator = try navigatorWhoseDetailNeverAppears()
        try navigator.goto(DemoGraph.Screen.itemDetail)
    }

    func expectedNavigationError() throws {
        let navigator = try navigatorWhoseDetailNeverAppears()
        XCTAssertThrowsError(try navigator.goto(DemoGraph.Screen.itemDetail))
    }

    static let rawTapLine = #line + 5

    func rawTapOnAMissingElement() throws {
        let simulated = try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))
        simulated.launch()
        simulated.app.buttons["Missing"].tap()
        simulated.app.buttons["items.add"].tap()
    }

    static let assertionLine = #line + 5

    func otherFailures() throws {
        struct Unrelated: Error {}
        let navigator = Navigator(graph: try DemoGraph.make(), driver: RecordingDriver())
        XCTAssertEqual(navigator.currentScreen, "Editing")
        throw Unrelated()
    }
}

/// The same test on a plain `XCTestCase`.
final class PlainTestCase: XCTestCase {
    func failingNavigation() throws {
        let navigator = try navigatorWhoseDetailNeverAppears()
        try navigator.goto(DemoGraph.Screen.itemDetail)
    }
}
#endif

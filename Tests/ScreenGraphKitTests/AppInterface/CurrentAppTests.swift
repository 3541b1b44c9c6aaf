import Testing

@testable import ScreenGraphKit

/// The app `TestApp()` reaches: the last one made current in the test's scope, held
/// weakly; and where a failed gesture of test code is recorded.
@Suite struct CurrentAppTests {
    @Test func theLastAppMadeCurrentWins() {
        withANewTestApp {
            #expect(CurrentApp.backend == nil)
            let first = RecordingDriver()
            let second = RecordingDriver()
            CurrentApp.use(first)
            #expect(CurrentApp.backend === first)
            CurrentApp.use(second)
            #expect(CurrentApp.backend === second)
        }
    }

    /// Each test's scope has its own current app: tests running in parallel do not
    /// reach each other's apps.
    @Test func eachScopeHasItsOwn() {
        let outer = RecordingDriver()
        withANewTestApp {
            CurrentApp.use(outer)
            withANewTestApp {
                #expect(CurrentApp.backend == nil)
            }
            #expect(CurrentApp.backend === outer)
        }
    }

    /// The current app does not keep an app alive: once the test lets it go, there is
    /// no current app.
    @Test func anAppThatIsGoneIsNoLongerCurrent() {
        withANewTestApp {
            do {
                let driver = RecordingDriver()
                CurrentApp.use(driver)
                #expect(CurrentApp.backend === driver)
            }
            #expect(CurrentApp.backend == nil)
        }
    }

    /// Two call sites are the same line of the same file, whatever `#fileID` spelled it.
    @Test func callSitesCompareByPathLineAndColumn() {
        let site = CallSite(fileID: "Kit/A.swift", filePath: "/p/A.swift", line: 3, column: 5)
        #expect(site == CallSite(fileID: "Other/A.swift", filePath: "/p/A.swift", line: 3, column: 5))
        #expect(site != CallSite(fileID: "Kit/A.swift", filePath: "/p/A.swift", line: 4, column: 5))
        #expect(site != CallSite(fileID: "Kit/A.swift", filePath: "/p/A.swift", line: 3, column: 6))
        #expect(site != CallSite(fileID: "Kit/A.swift", filePath: "/q/A.swift", line: 3, column: 5))
    }

    /// A harness records a gesture's failure at the test's line; inside a navigator's step
    /// it is left in the backend, for the step to fail with.
    @Test func failuresAreRecordedAtTheCallSiteOutsideAStepOnly() {
        let recorded = Recorded()
        let site = CallSite(fileID: "T/T.swift", filePath: "/T.swift", line: 7, column: 9)
        let driver = RecordingDriver()
        driver.missingElements = ["gone"]
        recordingGestureFailures({ recorded.append($0, $1) }) {
            driver.perform(.tap, on: ElementPath(app: .app, steps: [.key("gone"), .only]))
            GestureFailures.leftToTheStep {
                GestureFailures.recordNow(from: driver, at: site)
            }
            #expect(recorded.items.isEmpty)
            GestureFailures.recordNow(from: driver, at: site)
        }
        #expect(recorded.items.map(\.0) == [#"No matches found for app["gone"]"#])
        #expect(recorded.items.map(\.1) == [site])
        // Recording took the failure from the backend.
        #expect(driver.takeFailures().isEmpty)
    }

    @Test func withoutAHarnessNothingIsRecordedAndTheFailureWaits() {
        let driver = RecordingDriver()
        driver.missingElements = ["gone"]
        driver.perform(.tap, on: ElementPath(app: .app, steps: [.key("gone"), .only]))
        GestureFailures.recordNow(from: driver, at: CallSite(fileID: "T", filePath: "T", line: 1, column: 1))
        #expect(driver.takeFailures() == [#"No matches found for app["gone"]"#])
    }

    @Test func aStepsErrorPassesThrough() {
        struct Failed: Error {}
        var thrown: (any Error)?
        recordingGestureFailures({ _, _ in }) {
            do {
                _ = try GestureFailures.leftToTheStep { () throws(Failed) -> Int in throw Failed() }
            } catch {
                thrown = error
            }
        }
        #expect(thrown is Failed)
    }

    /// Runs `body` with `record` bound as the harness's recorder. A function of its own,
    /// unoptimized: a release build crashed in `swift_task_localValuePush` when this
    /// task-local's specialized `withValue` was inlined into a test (see
    /// `NavigationFailures.tracking`).
    @_optimize(none)
    private func recordingGestureFailures(_ record: @escaping @Sendable (String, CallSite) -> Void, _ body: () -> Void) {
        GestureFailures.$record.withValue(record, operation: body)
    }
}

/// What a harness recorded, in order.
private final class Recorded: @unchecked Sendable {  // used on one task
    var items: [(String, CallSite)] = []
    func append(_ message: String, _ site: CallSite) { items.append((message, site)) }
}

/// Runs `body` with a fresh ``CurrentApp`` as the test's app. A function of its own,
/// unoptimized: a release build crashed in `swift_task_localValuePush` when a
/// task-local's specialized `withValue` was inlined into a test (see
/// `NavigationFailures.tracking`), so the tests bind it only here.
@_optimize(none)
func withANewTestApp<Value>(_ body: () throws -> Value) rethrows -> Value {
    try CurrentApp.$ofTest.withValue(CurrentApp(), operation: body)
}

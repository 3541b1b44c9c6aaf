import Foundation

/// The app that `TestApp()` reaches, as `XCUIApplication()` reaches the app under test
/// without being handed one, and where a failed gesture on it is recorded.
///
/// A ``SimulatedApp`` makes itself current when it is created, and a navigator makes its
/// driver's app current when it is created: the last one wins. `TestApp()` looks the
/// current app up at each use, so one made before the navigator (in `setUp`) reaches it.
/// `NavigationTestCase` and the `.navigationFailures` trait give each test a current app
/// of its own, so tests running in parallel do not reach each other's apps; elsewhere it is
/// one for the process.
package final class CurrentApp: @unchecked Sendable {  // every access to `app` holds `lock`
    private let lock = NSLock()
    private weak var app: (any AppBackend)?

    package init() {}

    /// The current app of the test running on this task, if its harness gave it one.
    @TaskLocal package static var ofTest: CurrentApp?
    private static let ofProcess = CurrentApp()

    /// The current app's backend; `nil` before any app was made current (or once it is gone).
    package static var backend: (any AppBackend)? {
        let scope = ofTest ?? ofProcess
        scope.lock.lock()
        defer { scope.lock.unlock() }
        return scope.app
    }

    /// Makes `backend` the app `TestApp()` reaches.
    package static func use(_ backend: any AppBackend) {
        let scope = ofTest ?? ofProcess
        scope.lock.lock()
        defer { scope.lock.unlock() }
        scope.app = backend
    }
}

/// Where a gesture in test code was written: the `#fileID`, `#filePath`, line and column
/// its caller passed, for a failure recorded at that line.
package struct CallSite: Sendable, Equatable {
    package var fileID: StaticString
    package var filePath: StaticString
    package var line: UInt
    package var column: UInt

    package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }

    package static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
    }
}

/// Records a failed gesture of test code at the gesture's own line, as XCTest does for
/// `XCUIElement.tap()` on an element that does not exist ("No matches found for …").
///
/// A test harness (`NavigationTestCase`, the `.navigationFailures` trait) installs
/// ``record``. A gesture a navigator performs (a graph's closure, a declarative gesture)
/// is not recorded here: the navigator fails its step and throws, and the failure is
/// recorded once, at the navigator call. Without a harness, the failure waits in the
/// backend for the next navigator step, which fails with it.
package enum GestureFailures {
    /// Records one failure, in XCTest's words, at a call site.
    @TaskLocal package static var record: (@Sendable (String, CallSite) -> Void)?

    /// Runs `body`, a navigator's step, leaving the failures its gestures record to the
    /// step (which takes them from the backend).
    // Unoptimized: see `NavigationFailures.tracking`, whose task-locals' specialized
    // `withValue` crashed a release build.
    @_optimize(none)
    static func leftToTheStep<Value, Failure: Error>(_ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        guard record != nil else { return try body() }
        let outcome: Result<Value, Failure> = $record.withValue(nil) {
            do throws(Failure) { return .success(try body()) } catch { return .failure(error) }
        }
        return try outcome.get()
    }

    /// Records, at `site`, what `backend` recorded for a gesture of test code, when a
    /// harness records failures and no navigator step is running.
    static func recordNow(from backend: any AppBackend, at site: CallSite) {
        guard let record else { return }
        for failure in backend.takeFailures() { record(failure, site) }
    }
}

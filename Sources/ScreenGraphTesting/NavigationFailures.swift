// XCTest on Linux (swift-corelibs-xctest) only; Apple's XCTest moves the issue instead
// (XCTIssue+Navigation.swift).
#if canImport(XCTest) && !(canImport(Darwin) || SCREENGRAPH_APPLE_STAND_INS)
import ScreenGraphKit
import XCTest

/// Finds, on Linux, the navigator call behind XCTest's record of a thrown
/// ``ScreenGraphKit/NavigationError``.
///
/// swift-corelibs-xctest catches an error thrown out of a test in `invokeTest()` and
/// records it as `recordFailure(withDescription: "threw error \"…\"", inFile: "<EXPR>",
/// atLine: 0, expected: false)`: the error's text, at no place. ``tracking(_:)`` keeps
/// the navigation errors a test makes; ``location(ofFailure:inFile:atLine:)`` finds the
/// one a failure's text names and returns its call site. ``NavigationTestCase`` does
/// both; a suite with a base class of its own overrides the same two methods:
///
/// ```swift
/// class BaseTestCase: XCTestCase {
///     override func invokeTest() {
///         NavigationFailures.tracking { super.invokeTest() }
///     }
///
///     override func recordFailure(
///         withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
///     ) {
///         let location = NavigationFailures.location(ofFailure: description, inFile: filePath, atLine: lineNumber)
///         super.recordFailure(
///             withDescription: description, inFile: location.filePath, atLine: location.lineNumber,
///             expected: expected)
///     }
/// }
/// ```
///
/// The failure keeps XCTest's text and kind (an unexpected failure, as for any thrown
/// error) and is counted once; only its file and line change.
public enum NavigationFailures {
    @TaskLocal static var log: NavigationErrorLog?

    /// Runs `body`, a test's `invokeTest()`, keeping the navigation errors made in it:
    /// on this thread and in the tasks it starts, which is where an `async` test runs.
    // Every binding is made in a function of its own, left unoptimized: a release build
    // (Swift 6.3.1 on Linux, `swift test -c release`) crashed in
    // `swift_task_localValuePush` in the specialized synchronous `withValue` of any of
    // these task-locals, inlined into a closure, while the library's own generic one,
    // which an unoptimized caller uses, works. A closure inside an unoptimized function is
    // optimized, so no closure here binds one.
    @_optimize(none)
    public static func tracking(_ body: () -> Void) {
        let log = NavigationErrorLog()
        $log.withValue(log) { recording(into: log, body) }
    }

    @_optimize(none)
    private static func recording(into log: NavigationErrorLog, _ body: () -> Void) {
        let record: @Sendable (NavigationError) -> Void = { log.append($0) }
        NavigationError.$made.withValue(record) { recordingGestures(body) }
    }

    /// A gesture of test code on a missing element fails the test at its line, as XCTest
    /// does.
    @_optimize(none)
    private static func recordingGestures(_ body: () -> Void) {
        GestureFailures.$record.withValue(recordGestureFailure) { withTheTestsApp(body) }
    }

    /// `TestApp()` reaches the app this test made.
    @_optimize(none)
    private static func withTheTestsApp(_ body: () -> Void) {
        CurrentApp.$ofTest.withValue(CurrentApp(), operation: body)
    }

    /// Records a failed gesture as XCTest records one of `XCUIElement`'s: a failure at the
    /// gesture's line.
    private static let recordGestureFailure: @Sendable (String, CallSite) -> Void = { message, site in
        XCTFail(message, file: site.filePath, line: site.line)
    }

    /// Where XCTest should record a failure: at the navigator call when the failure is
    /// XCTest's record of a navigation error thrown out of the test (no place, and the
    /// error's text), otherwise where XCTest said.
    ///
    /// - Parameters:
    ///   - description: The failure's text, as XCTest passes it to `recordFailure`.
    ///   - filePath: The file XCTest names.
    ///   - lineNumber: The line XCTest names; 0 for a thrown error.
    /// - Returns: The call's `#filePath` and line, or `filePath` and `lineNumber`.
    public static func location(
        ofFailure description: String, inFile filePath: String, atLine lineNumber: Int
    ) -> (filePath: String, lineNumber: Int) {
        // A failed assertion has a place of its own (XCTAssertNoThrow's line): keep it.
        guard lineNumber == 0, let error = log?.take(describedIn: description) else { return (filePath, lineNumber) }
        return ("\(error.filePath)", Int(clamping: error.line))
    }
}
#endif

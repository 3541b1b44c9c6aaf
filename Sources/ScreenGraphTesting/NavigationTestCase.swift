#if canImport(XCTest)
import ScreenGraphKit
import XCTest

/// An `XCTestCase` that records a navigation failure once, at the line that called the
/// navigator.
///
/// XCTest records an error thrown out of a test method without a place in the source
/// (Xcode shows it at `<EXPR>:0`). Subclass this instead of `XCTestCase` and a
/// ``ScreenGraphKit/NavigationError`` that escapes a test is recorded at the
/// `try navigator.goto(...)` that failed:
///
/// ```swift
/// final class ItemTests: NavigationTestCase {
///     func testDetailShowsTheItem() throws {
///         let navigator = Navigator(graph: graph, driver: driver)
///         try navigator.goto(Screen.itemDetail)  // the failure is recorded here
///     }
/// }
/// ```
///
/// Nothing else changes: the failure is still XCTest's own record of a thrown error,
/// counted once, and an error the test catches (`XCTAssertThrowsError`, `do`/`catch`)
/// records nothing.
///
/// - On Apple platforms, `record(_:)` moves the issue (`XCTIssue.relocatedToNavigationCall()`):
///   its location is the call, and its call stack starts with the call and then the
///   graph's declaration, so Xcode lists both as places to open.
/// - On Linux, swift-corelibs-xctest has no `XCTIssue`. It hands the thrown error to
///   `recordFailure(withDescription:inFile:atLine:expected:)` as text, at file `<EXPR>`
///   and line 0; this class finds the error behind that text (``NavigationFailures``)
///   and records the failure at the call's `#filePath` and line instead. XCTest on Linux
///   keeps one file and line per failure, so the declaration is in the text only
///   (`declared at FILE:LINE:COLUMN`).
///
/// A suite with a base class of its own does the same in its overrides: see
/// `XCTIssue.relocatedToNavigationCall()` and ``NavigationFailures``.
open class NavigationTestCase: XCTestCase {
    #if canImport(Darwin) || SCREENGRAPH_APPLE_STAND_INS
    /// Records `issue`, at the navigator call when it is a navigation error thrown out
    /// of the test.
    open override func record(_ issue: XCTIssue) {
        super.record(issue.relocatedToNavigationCall())
    }
    #else
    /// Runs the test, remembering the navigation errors made in it.
    open override func invokeTest() {
        NavigationFailures.tracking { super.invokeTest() }
    }

    /// Records a failure, at the navigator call when it is XCTest's record of a
    /// navigation error thrown out of the test.
    open override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        let location = NavigationFailures.location(ofFailure: description, inFile: filePath, atLine: lineNumber)
        super.recordFailure(
            withDescription: description, inFile: location.filePath, atLine: location.lineNumber, expected: expected)
    }
    #endif
}
#endif

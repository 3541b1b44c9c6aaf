#if canImport(Testing) && compiler(>=6.1)
import ScreenGraphKit
import Testing

/// A Swift Testing trait that records a navigation failure once, at the line that called
/// the navigator.
///
/// Without it, a ``ScreenGraphKit/NavigationError`` thrown out of a test is recorded
/// where the test is declared, the `@Test` line. With it, the issue is recorded at the
/// `try navigator.goto(...)` that failed:
///
/// ```swift
/// @Suite(.navigationFailures) struct ItemTests {
///     @Test func detailShowsTheItem() throws {
///         let navigator = Navigator(graph: graph, driver: driver)
///         try navigator.goto(Screen.itemDetail)  // the issue is recorded here
///     }
/// }
/// ```
///
/// The issue is the one Swift Testing records for any error a test throws
/// (`Issue.Kind.errorCaught`, `issue.error` is the navigation error) at the caller's
/// `SourceLocation`. Its text names what failed, the call and where the graph declares
/// it (`declared at DemoGraph.swift:27:31`). A Swift Testing issue has one location, so
/// Xcode shows the issue at the call and the declaration in its text only.
///
/// An error the test catches (`#expect(throws:)`, `do`/`catch`) never reaches the trait
/// and records nothing; errors of other types pass through unchanged.
public struct NavigationFailuresTrait: TestTrait, SuiteTrait, TestScoping {
    /// True: on a suite, the trait applies to each test in it and in its nested suites.
    public var isRecursive: Bool { true }

    /// Runs the test, recording a navigation error it throws as one issue at the
    /// navigator call.
    ///
    /// - Throws: Whatever the test throws, except a ``ScreenGraphKit/NavigationError``.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        do {
            try await Self.recordingGestures(function)
        } catch let error as NavigationError {
            // Recorded instead of rethrown: Swift Testing would record a rethrown error
            // again, at the @Test line.
            Issue.record(error, sourceLocation: error.sourceLocation)
        }
    }
}

extension NavigationFailuresTrait {
    // Each task-local is bound in an unoptimized function of its own, never in a closure:
    // a release build (Swift 6.3.1 on Linux) crashed in `swift_task_localValuePush` in
    // the specialized `withValue` (see `NavigationFailures.tracking`).

    /// A gesture of test code on a missing element is an issue at its line.
    @_optimize(none)
    static func recordingGestures(_ function: @Sendable () async throws -> Void) async throws {
        try await GestureFailures.$record.withValue(recordGestureFailure) { try await withTheTestsApp(function) }
    }

    /// `TestApp()` reaches the app this test made.
    @_optimize(none)
    static func withTheTestsApp(_ function: @Sendable () async throws -> Void) async throws {
        try await CurrentApp.$ofTest.withValue(CurrentApp(), operation: function)
    }

    /// Records a failed gesture as an issue at the gesture's line.
    static let recordGestureFailure: @Sendable (String, CallSite) -> Void = { message, site in
        Issue.record(Comment(rawValue: message), sourceLocation: site.sourceLocation)
    }
}

extension Trait where Self == NavigationFailuresTrait {
    /// Records a navigation failure once, at the line that called the navigator: see
    /// ``NavigationFailuresTrait``.
    public static var navigationFailures: Self { Self() }
}
#endif

import Dispatch
import Foundation

/// Runs a graph's Swift closures on the main actor from the navigator's synchronous code.
///
/// Graph closures are `@MainActor`, as XCUITest's own types are, so they may capture
/// elements, helpers and the app as MappaMundi's closures do. A navigator called on the
/// main thread (an XCTest method, a `@MainActor` test) runs them in place; one called
/// elsewhere (a Swift Testing test off the main actor) waits for the main queue to run
/// them, which it does while the test runner's main thread is free.
enum MainActorBridge {
    /// Runs `body` with `value` on the main actor and returns when it is done.
    ///
    /// `value` (the app, the navigator) is not `Sendable`; handing it over is safe
    /// because the calling thread waits, doing nothing with it, until `body` returns.
    static func run<Value>(with value: Value, _ body: @MainActor (Value) throws -> Void) throws {
        nonisolated(unsafe) let value = value
        if isOnMainQueue {
            try MainActor.assumeIsolated { try body(value) }
        } else {
            try DispatchQueue.main.sync { try MainActor.assumeIsolated { try body(value) } }
        }
    }

    /// Whether the caller runs on the main queue: on the main thread, or (Swift Testing on
    /// Linux, whose main thread parks in `dispatchMain()`) on a thread draining the queue.
    private static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Marks the main queue, so that code running on it can tell.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}

#if canImport(XCTest) && !(canImport(Darwin) || SCREENGRAPH_APPLE_STAND_INS)
import Foundation
import ScreenGraphKit

/// The navigation errors one XCTest test made, newest last, for ``NavigationFailures``.
///
/// An `async` test makes its errors on other threads than the one that records the
/// failure, so the log locks. It keeps the last ``capacity`` errors: the one that
/// escapes a test is the last it made, unless the test caught some and threw an older one.
final class NavigationErrorLog: @unchecked Sendable {  // every access holds `lock`
    static let capacity = 16
    private let lock = NSLock()
    private var errors: [NavigationError] = []

    func append(_ error: NavigationError) {
        lock.lock()
        defer { lock.unlock() }
        if errors.count == Self.capacity { errors.removeFirst() }
        errors.append(error)
    }

    /// Removes and returns the newest error whose text `description` contains.
    func take(describedIn description: String) -> NavigationError? {
        lock.lock()
        defer { lock.unlock() }
        guard let index = errors.lastIndex(where: { description.contains($0.description) }) else { return nil }
        return errors.remove(at: index)
    }
}
#endif

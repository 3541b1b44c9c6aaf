import Foundation
import Testing

@testable import ScreenGraphKit

/// Graph closures are `@MainActor`; the bridge runs one on the main actor from the
/// navigator's synchronous code, wherever that runs.
@Suite struct MainActorBridgeTests {
    private final class Box { var seen: [String] = [] }

    /// A Swift Testing test runs off the main actor: the bridge waits for the main queue
    /// to run the closure (on Linux a worker thread drains it, the main thread being
    /// parked in `dispatchMain()`), and hands it the value it was given.
    @Test func offTheMainActorTheClosureRunsOnTheMainQueue() throws {
        let key = DispatchSpecificKey<String>()
        DispatchQueue.main.setSpecific(key: key, value: "main queue")
        defer { DispatchQueue.main.setSpecific(key: key, value: nil) }
        #expect(DispatchQueue.getSpecific(key: key) == nil)
        let box = Box()
        try MainActorBridge.run(with: box) { box in
            box.seen.append(DispatchQueue.getSpecific(key: key) ?? "elsewhere")
        }
        #expect(box.seen == ["main queue"])
    }

    /// On the main actor (an XCTest method, a `@MainActor` test) it runs in place: waiting
    /// for the main queue there would never return.
    @MainActor @Test func onTheMainActorItRunsInPlace() throws {
        let box = Box()
        try MainActorBridge.run(with: box) { box in box.seen.append("ran") }
        #expect(box.seen == ["ran"])
    }

    @Test func anErrorOfTheClosureReachesTheCaller() {
        struct Refused: Error, Equatable {}
        #expect(throws: Refused()) {
            try MainActorBridge.run(with: 1) { _ in throw Refused() }
        }
    }
}

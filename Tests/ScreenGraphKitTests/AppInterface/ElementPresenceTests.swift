import Testing

@testable import ScreenGraphKit

/// A wait's `until`: the spec's two words, and the backend condition each waits for.
@Suite struct ElementPresenceTests {
    @Test func theSpecsWordsAreTheRawValues() {
        #expect(ElementPresence.allCases.map(\.rawValue) == ["exists", "gone"])
        #expect(ElementPresence(rawValue: "absent") == nil)
    }

    @Test func eachPresenceIsTheBackendsCondition() {
        #expect(ElementCondition(.exists) == .exists)
        #expect(ElementCondition(.gone) == .gone)
    }

    /// The simulated app's toast is gone after 3 s: waiting for `gone` holds once it is,
    /// waiting for `exists` no longer does.
    @Test func aWaitForEachPresenceOnTheSimulatedApp() throws {
        let simulated = try GalleryApp.launched()
        let toast = ElementPath(app: .app, steps: [.descendants(.staticText), .key("toast"), .only])
        #expect(simulated.wait(for: toast, until: ElementCondition(.exists), timeout: 0))
        #expect(!simulated.wait(for: toast, until: ElementCondition(.gone), timeout: 1))
        #expect(simulated.wait(for: toast, until: ElementCondition(.gone), timeout: 5))
        #expect(!simulated.wait(for: toast, until: ElementCondition(.exists), timeout: 0))
    }
}

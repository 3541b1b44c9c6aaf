import Testing

@testable import ScreenGraphKit

/// A screen's `waitFor`: by default an element of the app under test that must exist;
/// plain only then (the spec's string form), and equal by what it waits for, wherever
/// it was written.
@Suite struct WaitDefinitionTests {
    @Test func aStringLiteralWaitsForAnAppElementToExist() {
        let wait: WaitDefinition = "feed.list"
        #expect(wait.element == "feed.list" && wait.app == .app && wait.until == .exists)
        #expect(wait.condition == nil && wait.timeout == nil && wait.location == nil)
        #expect(wait.isPlain)
    }

    @Test func anyOptionMakesItAnObject() {
        #expect(!WaitDefinition("x", in: .system).isPlain)
        #expect(!WaitDefinition("x", until: .gone).isPlain)
        #expect(!WaitDefinition("x", if: "loading").isPlain)
        #expect(!WaitDefinition("x", timeout: 5).isPlain)
        #expect(WaitDefinition("x", location: SourcePosition(file: "g", line: 3, column: 1)).isPlain)
    }

    @Test func waitsAreEqualByWhatTheyWaitForWhereverWritten() {
        let here = WaitDefinition("spinner", until: .gone, if: "loading", timeout: 30, location: SourcePosition(file: "a", line: 1, column: 1))
        let there = WaitDefinition("spinner", until: .gone, if: "loading", timeout: 30, location: SourcePosition(file: "b", line: 9, column: 4))
        #expect(here == there && Set([here, there]).count == 1)
        #expect(here != WaitDefinition("spinner", until: .gone, if: "loading", timeout: 31))
        #expect(here != WaitDefinition("spinner", until: .gone, if: "loaded", timeout: 30))
        #expect(here != WaitDefinition("spinner", until: .exists, if: "loading", timeout: 30))
        #expect(here != WaitDefinition("spinner", in: .system, until: .gone, if: "loading", timeout: 30))
        #expect(here != WaitDefinition("Spinner", until: .gone, if: "loading", timeout: 30))
    }
}

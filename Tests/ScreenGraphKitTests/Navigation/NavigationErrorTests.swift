import Testing

@testable import ScreenGraphKit

/// A failed navigator call: the message says what failed (and on which step), the
/// description adds the caller's location, and both end with where the graph declares
/// what failed.
@Suite struct NavigationErrorTests {
    static let caller = CallSite(fileID: "App/Tests.swift", filePath: "/src/App/Tests.swift", line: 12, column: 9)

    private func message(_ reason: NavigationError.Reason) -> String {
        NavigationError(reason: reason, caller: Self.caller).message
    }

    @Test func eachReasonHasItsMessage() {
        #expect(message(.timeout(element: "list", seconds: 2.5)) == "'list' did not appear within 2.5 s")
        #expect(message(.timeout(element: "spinner", seconds: 10, until: .gone)) == "'spinner' did not go away within 10 s")
        #expect(message(.timeout(element: "Allow", seconds: 1, app: .system)) == "'Allow' in the system UI did not appear within 1 s")
        #expect(message(.timeout(element: "Wi-Fi", seconds: 1, app: .settings)) == "'Wi-Fi' in the Settings app did not appear within 1 s")
        #expect(message(.nothingToType(field: "passcode")) == "typeText from 'passcode': the field is nil, so there is no text to type")
        #expect(message(.overflow("n += 1")) == "integer overflow in 'n += 1'")
        #expect(message(.stringTooLong("s += 'abc'")) == "a joined string longer than 7 UTF-8 bytes in 's += 'abc''")
        #expect(message(.wrongScreen(expected: "List", actual: "Login")) == "the app is on 'Login', not on 'List' as the graph says")
        #expect(message(.misuse("no back gesture on 'Home'")) == "no back gesture on 'Home'")
        #expect(message(.planning(.disconnected(from: "A", to: "B"))) == PlanningError.disconnected(from: "A", to: "B").description)
    }

    /// The overflow reason follows the error: a joined string too long, or an integer overflow.
    @Test func anOverflowErrorPicksItsReason() {
        #expect(NavigationError.Reason.overflow(OverflowError(offset: 0, joinsStrings: true), in: "s += 'a'") == .stringTooLong("s += 'a'"))
        #expect(NavigationError.Reason.overflow(OverflowError(offset: 0), in: "n += 1") == .overflow("n += 1"))
        #expect(NavigationError.Reason.overflow(nil, in: "n += 1") == .overflow("n += 1"))
    }

    /// The step that failed comes first, then what the app showed, the caller (in the
    /// description only) and the declaration.
    @Test func aFailedStepShowsTheStepTheCallerAndTheDeclaration() throws {
        let graph = try ScreenGraph.build(start: "Home") { map in
            map.addScreenState("Home") { $0.tap("list", to: "List") }
            map.addScreenState("List") { _ in }
        }
        let step = try #require(try Planner(graph: graph).route(to: "List").steps.first)
        var error = NavigationError(
            reason: .timeout(element: "list.table", seconds: 3), step: step,
            declaration: SourcePosition(file: "Graphs/App.screengraph", line: 7, column: 3), caller: Self.caller)
        error.observations = ["Home: its waitFor 'home' exists"]
        #expect(error.message == """
            step Home → List (tap 'list') failed: 'list.table' did not appear within 3 s
              Home: its waitFor 'home' exists
              declared at Graphs/App.screengraph:7:3
            """)
        #expect(error.description == """
            step Home → List (tap 'list') failed: 'list.table' did not appear within 3 s
              Home: its waitFor 'home' exists
              called at App/Tests.swift:12:9
              declared at Graphs/App.screengraph:7:3
            """)
    }

    @Test func namesAreEscapedAndCut() {
        let long = String(repeating: "e", count: 300)
        let text = message(.wrongScreen(expected: long, actual: "Log\u{7}in"))
        #expect(text == "the app is on 'Log\\u{7}in', not on '\(Echo.excerpt(long))' as the graph says")
        #expect(!text.contains(long))
    }
}

import Testing

/// The Swift compiler, not the test run, refuses a misspelled field or a wrongly typed
/// value of a `UserStateModel` state: each snippet is type-checked against the built
/// ScreenGraphKit with `swiftc`.
@Suite struct TypedStateCompileTests {
    static let prelude = """
        struct DemoState: UserStateModel {
            var numItems = 0
            var passcode: String? = nil
        }
        func use(_ navigator: Navigator<DemoState>) {

        """

    func typecheck(_ body: String) throws -> (succeeded: Bool, diagnostics: String) {
        try SwiftCompiler.typecheck(Self.prelude + body + "\n}\n")
    }

    @Test func correctUseCompiles() throws {
        let result = try typecheck(
            """
                navigator.userState.numItems = 3
                let count: Int = navigator.userState.numItems
                navigator.userState.passcode = nil
                let kept = navigator.userState
                _ = (count, kept.passcode)
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
    }

    @Test func aMisspelledFieldDoesNotCompile() throws {
        let result = try typecheck("    navigator.userState.numItem = 1")
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("snippet.swift:6:25: error: value of type 'LiveUserState<DemoState>' has no dynamic member 'numItem'"), "\(result.diagnostics)")
    }

    @Test func aWronglyTypedWriteDoesNotCompile() throws {
        let result = try typecheck("    navigator.userState.numItems = \"three\"")
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("snippet.swift:6:36: error: cannot assign value of type 'String' to type 'Int'"), "\(result.diagnostics)")
    }

    @Test func aWronglyTypedReadDoesNotCompile() throws {
        let result = try typecheck("    let flag: Bool = navigator.userState.numItems\n    _ = flag")
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("snippet.swift:6:42: error: no 'numItems' candidates produce the expected contextual result type 'Bool'"), "\(result.diagnostics)")
    }
}

import Testing

/// `SwiftCompiler` proves what must not compile, against the modules under test.
@Suite struct SwiftCompilerTests {
    @Test func aSnippetThatUsesThePublicAPICompiles() throws {
        let result = try SwiftCompiler.typecheck(
            """
            func report(_ error: NavigationError) -> String {
                "\\(error.step?.to ?? "the start"): \\(error.message)"
            }
            """)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics == "")
    }

    @Test func aSnippetThatMustNotCompileFailsAtItsOwnLine() throws {
        let result = try SwiftCompiler.typecheck("let x: Int = \"one\"")
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains(
                "snippet.swift:1:14: error: cannot convert value of type 'String' to specified type 'Int'"))
    }

    /// The hook ScreenGraphTesting uses to find errors on Linux is package plumbing, not API.
    @Test func theErrorHookIsNotPublic() throws {
        let result = try SwiftCompiler.typecheck(
            """
            let made = NavigationError.made
            """)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("snippet.swift:1:28: error: 'made' is inaccessible due to 'package' protection level"))
    }

    /// ScreenGraphKit, which the CLI links, brings in no test framework.
    @Test func screenGraphKitExportsNoTestFramework() throws {
        let result = try SwiftCompiler.typecheck(
            """
            final class Suite: XCTestCase {}
            let issue: Issue? = nil
            """)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("snippet.swift:1:20: error: cannot find type 'XCTestCase' in scope"))
        #expect(result.diagnostics.contains("snippet.swift:2:12: error: cannot find type 'Issue' in scope"))
    }
}

import Foundation
import Testing

/// Apple-only sources compile on Linux against `Tests/AppleStandIns`: declarations of exactly
/// the Apple API they call, so a misspelled call fails here rather than in an Xcode build
/// (see Tests/AppleStandIns/README.md).
@Suite struct AppleStandInTests {
    /// ScreenGraphTesting with its Apple branch on: `NavigationTestCase.record(_:)` and
    /// `XCTIssue.relocatedToNavigationCall()` against the XCTest stand-in.
    @Test func screenGraphTestingCompilesForApplesXCTest() throws {
        let result = try typecheckScreenGraphTesting(SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting"))
        #expect(result.succeeded)
        #expect(result.diagnostics == "")
    }

    /// The check is live: the same sources with one Apple call misspelled fail, naming it.
    @Test func aMisspelledAppleCallFails() throws {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var copies: [URL] = []
        for file in SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting") {
            var text = try String(contentsOf: file, encoding: .utf8)
            if file.lastPathComponent == "XCTIssue+Navigation.swift" {
                let misspelled = text.replacingOccurrences(of: "XCTSourceCodeContext(", with: "XCTSourceCodeContxt(")
                try #require(misspelled != text)
                text = misspelled
            }
            let copy = directory.appendingPathComponent(file.lastPathComponent)
            try text.write(to: copy, atomically: true, encoding: .utf8)
            copies.append(copy)
        }
        let result = try typecheckScreenGraphTesting(copies)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("XCTIssue+Navigation.swift"))
        #expect(result.diagnostics.contains("error: cannot find 'XCTSourceCodeContxt' in scope"))
    }

    /// The stand-ins are what the check reads: without them the Apple branch does not
    /// compile, since swift-corelibs-xctest has no XCTIssue.
    @Test func theAppleBranchNeedsTheStandIns() throws {
        let result = try SwiftCompiler.typecheck(
            files: SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting"), moduleName: "ScreenGraphTesting",
            defines: [SwiftCompiler.appleStandInsFlag])
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("error: cannot find type 'XCTIssue' in scope"))
    }

    private func typecheckScreenGraphTesting(_ files: [URL]) throws -> (succeeded: Bool, diagnostics: String) {
        try #require(!files.isEmpty, "no Swift files under Sources/ScreenGraphTesting")
        return try SwiftCompiler.typecheck(
            files: files, moduleName: "ScreenGraphTesting", defines: [SwiftCompiler.appleStandInsFlag],
            appleStandIns: true)
    }
}

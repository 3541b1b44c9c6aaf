import Foundation
import Testing

/// Docs/Devices.md shows one test file that runs on Linux against the simulated app and on a
/// device through the XCUITest adapter. `WholeFileSnippetTests` compiles it for Linux; these
/// tests type-check its Apple side: the file against `ScreenGraphTesting` as Apple platforms
/// build it (adapter included) and the declarations of `Tests/AppleStandIns`.
@Suite struct DeviceTestFileTests {
    @Test func theFileTypeChecksAgainstTheAdapter() throws {
        let file = try deviceTestFile()
        let result = try typecheckForApplePlatforms(file)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics == "")
    }

    /// The check reads the file's Apple line: misspelling the adapter's name there fails.
    @Test func itsAppleLineIsChecked() throws {
        let file = try deviceTestFile()
        let misspelled = file.replacingOccurrences(of: "TestApp.xcuiTest(testCase:", with: "TestApp.xcuiTests(testCase:")
        try #require(misspelled != file)
        let result = try typecheckForApplePlatforms(misspelled)
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("error: type 'TestApp' has no member 'xcuiTests'"))
    }

    /// The whole-file block of Docs/Devices.md that chooses the app by platform.
    private func deviceTestFile() throws -> String {
        let blocks = try WholeFileSnippetTests.blocks().filter { $0.place.hasPrefix("Docs/Devices.md:") }
        let file = try #require(blocks.first { $0.source.contains("#if canImport(UIKit)") }, "Docs/Devices.md has no test file")
        #expect(!file.isApple, "the test file compiles on Linux too: it is '<!-- snippet: file -->'")
        #expect(file.source.contains("TestApp.xcuiTest(testCase: self)"))
        #expect(file.source.contains("#else"))
        return file.source
    }

    private func typecheckForApplePlatforms(_ source: String) throws -> (succeeded: Bool, diagnostics: String) {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let built = try SwiftCompiler.emitModule(
            files: SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting"), moduleName: "ScreenGraphTesting",
            defines: [SwiftCompiler.appleStandInsFlag], appleStandIns: true, into: directory)
        try #require(built.succeeded, "\(built.diagnostics)")
        let file = directory.appendingPathComponent("ItemUITests.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        return try SwiftCompiler.typecheck(
            files: [file], moduleName: "AppUITests", appleStandIns: true, including: [directory])
    }
}

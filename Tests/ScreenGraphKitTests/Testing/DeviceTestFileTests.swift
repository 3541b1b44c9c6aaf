import Foundation
import Testing

/// Docs/Devices.md shows one test file that runs on Linux against the simulated app and on a
/// device through the XCUITest adapter. The `DocSnippets` target compiles it for Linux and
/// `swift test` runs its tests (`<!-- snippet: file, run -->`); these tests type-check its
/// Apple side, the same text: the file against `ScreenGraphTesting` as Apple platforms build
/// it (adapter included) and the declarations of `Tests/AppleStandIns`.
@Suite struct DeviceTestFileTests {
    @Test func theFileTypeChecksAgainstTheAdapter() throws {
        let file = try deviceTestFile()
        let result = try typecheckForApplePlatforms(file)
        #expect(result.succeeded, "\(result.diagnostics)")
        #expect(result.diagnostics == "")
    }

    /// What runs on Linux is this same text: the DocSnippets target's generated file holds it
    /// unchanged, between the `#sourceLocation` lines that point at the doc.
    @Test func theFileThatRunsOnLinuxIsTheSameText() throws {
        let block = try deviceTestBlock()
        let generated = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Tests/DocSnippets/Generated/Devices.md.file1.swift"), encoding: .utf8)
        let line = block.place.dropFirst("Docs/Devices.md:".count)
        #expect(generated.contains("#sourceLocation(file: \"Docs/Devices.md\", line: \(line))\n\(block.source)\n#sourceLocation()\n"))
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
    private func deviceTestBlock() throws -> WholeFileSnippetTests.Block {
        let blocks = try WholeFileSnippetTests.blocks().filter { $0.place.hasPrefix("Docs/Devices.md:") }
        let file = try #require(blocks.first { $0.source.contains("#if canImport(UIKit)") }, "Docs/Devices.md has no test file")
        #expect(file.runs, "the test file runs on Linux too: it is '<!-- snippet: file, run -->'")
        #expect(file.source.contains("TestApp.xcuiTest(testCase: self)"))
        #expect(file.source.contains("#else"))
        return file
    }

    /// The test file's text.
    private func deviceTestFile() throws -> String { try deviceTestBlock().source }

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

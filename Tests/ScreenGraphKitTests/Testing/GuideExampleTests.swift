import Foundation
import Testing

/// The examples of "Failures in XCTest and Swift Testing" in Docs/Guide.md compile against
/// the library as built: the Apple-only one against `ScreenGraphTesting` as Apple
/// platforms build it, with the XCTest stand-ins.
@Suite struct GuideExampleTests {
    static let section = "### Failures in XCTest and Swift Testing"

    @Test func theExamplesForThisPlatformCompile() throws {
        let examples = try Self.examples()
        try #require(examples.count == 5, "the section's ```swift blocks changed: update this test")
        // The Linux base class overrides swift-corelibs-xctest's methods.
        #if canImport(Darwin)
        let here = examples.filter { !$0.contains("XCTIssue") && !$0.contains("NavigationFailures.") }
        #else
        let here = examples.filter { !$0.contains("XCTIssue") }
        #endif
        for example in here {
            let result = try typecheck(example)
            #expect(result.succeeded, "\(example)\n\(result.diagnostics)")
        }
    }

    @Test func theAppleOnlyExampleCompilesAgainstTheStandIns() throws {
        let apple = try Self.examples().filter { $0.contains("XCTIssue") }
        try #require(apple.count == 1)
        let modules = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: modules) }
        let built = try SwiftCompiler.emitModule(
            files: SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting"), moduleName: "ScreenGraphTesting",
            defines: [SwiftCompiler.appleStandInsFlag], appleStandIns: true, into: modules)
        try #require(built.succeeded, "\(built.diagnostics)")
        let result = try typecheck(apple[0], appleStandIns: true, including: [modules])
        #expect(result.succeeded, "\(apple[0])\n\(result.diagnostics)")
    }

    /// The ```swift blocks of the section, in order.
    static func examples() throws -> [String] {
        let guide = try String(
            contentsOf: PackagePaths.root.appendingPathComponent("Docs/Guide.md"), encoding: .utf8)
        let lines = guide.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex { $0 == section }, "Docs/Guide.md has no '\(section)'")
        var examples: [String] = []
        var block: [Substring]?
        for line in lines[(start + 1)...] {
            if block == nil && line.hasPrefix("#") { break }  // the next heading
            if line == "```swift" {
                block = []
            } else if line == "```", let finished = block {
                examples.append(finished.joined(separator: "\n"))
                block = nil
            } else {
                block?.append(line)
            }
        }
        return examples
    }

    private func typecheck(
        _ example: String, appleStandIns: Bool = false, including folders: [URL] = []
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Example.swift")
        try example.write(to: file, atomically: true, encoding: .utf8)
        return try SwiftCompiler.typecheck(
            files: [file], moduleName: "Example", appleStandIns: appleStandIns, including: folders)
    }
}

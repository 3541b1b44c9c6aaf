import Foundation
import Testing

@testable import screengraph_docs

/// The docs' whole-file Swift blocks (`<!-- snippet: file -->`: imports and test types,
/// which the generated DocSnippets cannot hold as function bodies) compile against the
/// library as built, each on its own; `<!-- snippet: file, apple -->` blocks compile
/// against `ScreenGraphTesting` as Apple platforms build it, with the XCTest stand-ins.
/// `<!-- snippet: file, run -->` blocks are not compiled here: each is a generated file of
/// the `DocSnippets` target, which compiles it and runs its tests.
@Suite struct WholeFileSnippetTests {
    struct Block {
        /// The doc and the line of the block's first line: `Docs/Guide.md:297`.
        var place: String
        var source: String
        var isApple: Bool
        /// Marked `file, run`: the DocSnippets target compiles it and runs its tests.
        var runs: Bool
    }

    @Test func theBlocksForThisPlatformCompile() throws {
        let blocks = try Self.blocks().filter { !$0.isApple && !$0.runs }
        try #require(blocks.count >= 4, "the docs' whole-file blocks are gone: update this test")
        for block in blocks {
            // The Linux base class overrides swift-corelibs-xctest's methods.
            #if canImport(Darwin)
            if block.source.contains("NavigationFailures.") { continue }
            #endif
            let result = try typecheck(block.source)
            #expect(result.succeeded, "\(block.place)\n\(result.diagnostics)")
        }
    }

    @Test func theAppleOnlyBlocksCompileAgainstTheStandIns() throws {
        let apple = try Self.blocks().filter(\.isApple)
        try #require(!apple.isEmpty)
        let modules = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: modules) }
        let built = try SwiftCompiler.emitModule(
            files: SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting"), moduleName: "ScreenGraphTesting",
            defines: [SwiftCompiler.appleStandInsFlag], appleStandIns: true, into: modules)
        try #require(built.succeeded, "\(built.diagnostics)")
        for block in apple {
            let result = try typecheck(block.source, appleStandIns: true, including: [modules])
            #expect(result.succeeded, "\(block.place)\n\(result.diagnostics)")
        }
    }

    /// Every whole-file block of README.md and Docs/, in order, as `screengraph-docs`
    /// reads them.
    static func blocks() throws -> [Block] {
        try DocSet(root: PackagePaths.root).blocks().filter { $0.language == "swift" && $0.isWholeFile }.map { block in
            Block(
                place: "\(block.file):\(block.firstLine)", source: block.lines.joined(separator: "\n"),
                isApple: block.marker?.contains("apple") == true, runs: block.isRunFile)
        }
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

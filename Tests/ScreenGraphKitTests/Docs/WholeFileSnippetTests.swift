import Foundation
import Testing

/// The docs' whole-file Swift blocks (`<!-- snippet: file -->`: imports and test types,
/// which the generated DocSnippets cannot hold as function bodies) compile against the
/// library as built, each on its own; `<!-- snippet: file, apple -->` blocks compile
/// against `ScreenGraphTesting` as Apple platforms build it, with the XCTest stand-ins.
@Suite struct WholeFileSnippetTests {
    struct Block {
        var place: String
        var source: String
        var isApple: Bool
    }

    @Test func theBlocksForThisPlatformCompile() throws {
        let blocks = try Self.blocks().filter { !$0.isApple }
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

    /// Every whole-file block of README.md and Docs/, in order.
    static func blocks() throws -> [Block] {
        let root = PackagePaths.root
        var docs = ["README.md"]
        let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent("Docs").path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".md") { docs.append("Docs/" + path) }
        }
        var blocks: [Block] = []
        for doc in docs.sorted() {
            let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var index = 0
            while index + 1 < lines.count {
                let marker = lines[index]
                guard marker.hasPrefix("<!-- snippet: file"), lines[index + 1] == "```swift" else {
                    index += 1
                    continue
                }
                var end = index + 2
                while end < lines.count, lines[end] != "```" { end += 1 }
                blocks.append(
                    Block(
                        place: "\(doc):\(index + 3)", source: lines[(index + 2)..<min(end, lines.count)].joined(separator: "\n"),
                        isApple: marker.contains("apple")))
                index = end
            }
        }
        return blocks
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

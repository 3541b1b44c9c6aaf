import Foundation
import Testing

/// The XCUITest adapter (`Sources/ScreenGraphTesting/XCUITestBackend*.swift`, behind
/// `#if canImport(XCTest) && canImport(UIKit)`) compiles on Linux against the declarations of
/// `Tests/AppleStandIns`, which hold Apple's documented signatures and `@MainActor` isolation
/// of exactly the XCUITest API it calls. Nothing runs: this checks names, labels, types and
/// isolation, not behaviour (see Tests/AppleStandIns/README.md).
@Suite struct XCUITestBackendTests {
    static let adapterFiles = [
        "XCUITestBackend.swift", "XCUITestBackend+Paths.swift", "XCUITestBackend+Platform.swift",
        "XCUIProtectedResource+ProtectedResource.swift",
        "TestApp+XCUITest.swift",
    ]

    /// The adapter files exist, so the checks below read them.
    @Test func theAdapterIsInScreenGraphTesting() {
        let names = Set(SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting").map(\.lastPathComponent))
        #expect(Set(Self.adapterFiles).isSubset(of: names), "\(names.sorted())")
    }

    @Test func theAdapterCompilesAgainstApplesDeclarations() throws {
        let result = try typecheck(replacing: nil)
        #expect(result.succeeded)
        #expect(result.diagnostics == "")
    }

    /// A wrong argument label fails: Apple documents `waitForNonExistence(timeout:)`.
    @Test func aWrongLabelFails() throws {
        let result = try typecheck(
            replacing: (
                "XCUITestBackend.swift", "target.waitForNonExistence(timeout: timeout)",
                "target.waitForNonExistence(withTimeout: timeout)"
            ))
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("XCUITestBackend.swift"))
        #expect(result.diagnostics.contains("error: incorrect argument label in call (have 'withTimeout:', expected 'timeout:')"))
    }

    /// A misspelled name fails, in the file that makes queries.
    @Test func aMisspelledQueryFails() throws {
        let result = try typecheck(
            replacing: ("XCUITestBackend+Paths.swift", "query.element(boundBy: index)", "query.elements(boundBy: index)"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("XCUITestBackend+Paths.swift"))
        #expect(result.diagnostics.contains("error: value of type 'XCUIElementQuery' has no member 'elements'"))
    }

    /// The isolation is checked too: XCUIApplication is `@MainActor`, so calling it without
    /// going through the main actor fails.
    @Test func aCallOffTheMainActorFails() throws {
        let result = try typecheck(
            replacing: ("XCUITestBackend.swift", "return Self.onMainActor { application.launchArguments }", "return application.launchArguments"))
        #expect(!result.succeeded)
        #expect(
            result.diagnostics.contains(
                "error: main actor-isolated property 'launchArguments' can not be referenced from a nonisolated context"))
    }

    /// A protected resource Apple has no case for fails: the mapping names real cases only.
    @Test func anUndocumentedProtectedResourceFails() throws {
        let result = try typecheck(
            replacing: ("XCUIProtectedResource+ProtectedResource.swift", "self = .keyboardNetwork", "self = .keyboard"))
        #expect(!result.succeeded)
        #expect(result.diagnostics.contains("error: type 'XCUIProtectedResource' has no member 'keyboard'"))
    }

    /// Type-checks Sources/ScreenGraphTesting with its Apple branch and the stand-ins, with one
    /// text of one file replaced (`nil`: the sources as they are).
    private func typecheck(
        replacing edit: (file: String, old: String, new: String)?
    ) throws -> (succeeded: Bool, diagnostics: String) {
        let sources = SwiftCompiler.swiftFiles(under: "Sources/ScreenGraphTesting")
        try #require(!sources.isEmpty, "no Swift files under Sources/ScreenGraphTesting")
        let directory = try SwiftCompiler.scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files = sources
        if let edit {
            files = []
            for source in sources {
                var text = try String(contentsOf: source, encoding: .utf8)
                if source.lastPathComponent == edit.file {
                    let edited = text.replacingOccurrences(of: edit.old, with: edit.new)
                    try #require(edited != text, "'\(edit.old)' is not in \(edit.file)")
                    text = edited
                }
                let copy = directory.appendingPathComponent(source.lastPathComponent)
                try text.write(to: copy, atomically: true, encoding: .utf8)
                files.append(copy)
            }
        }
        return try SwiftCompiler.typecheck(
            files: files, moduleName: "ScreenGraphTesting", defines: [SwiftCompiler.appleStandInsFlag], appleStandIns: true)
    }
}

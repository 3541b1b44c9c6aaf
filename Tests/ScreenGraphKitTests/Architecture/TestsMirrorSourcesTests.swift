import Foundation
import Testing

/// STYLE.md rule 13 and issue 24's goal "Tests mirror sources": every folder of
/// Sources/ScreenGraphKit has a test folder of the same name, and every library file with
/// logic has a test file a newcomer finds by its name: `Foo.swift` has `FooTests.swift`,
/// and `Foo+Bar.swift` has `Foo+BarTests.swift`, `FooBarTests.swift` or `FooTests.swift`,
/// somewhere under Tests/.
///
/// The same count by shell, from the package root:
///
///     tests=$(find Tests -name "*Tests.swift" -exec basename {} .swift \; | sed 's/Tests$//' | sort -u)
///     find Sources/ScreenGraphKit -name "*.swift" | sort | while read -r f; do
///       b=$(basename "$f" .swift); t=${b%%+*}; j=$(echo "$b" | tr -d +)
///       echo "$tests" | grep -qx -- "$b" || echo "$tests" | grep -qx -- "$t" || echo "$tests" | grep -qx -- "$j" || echo "$f"
///     done | wc -l
@Suite struct TestsMirrorSourcesTests {
    /// Files with no logic to test, each with the reason.
    static let noLogic: [String: String] = [
        "AppInterface/TestVector+CoreGraphics.swift": "Apple platforms only (CoreGraphics): converts a CGVector to a TestVector and forwards",
        "Format/GraphTextItem.swift": "an enum of cases and a struct of three stored properties",
        "Reports/ToolInfo.swift": "two string constants",
        "Simulation/CompiledApp.swift": "stored properties only: what AppCompiler works out, tested in AppCompilerTests",
    ]

    /// Files with logic that still have no test file named after them. Shrink it: add the
    /// test file and take the line out (the test fails when a file here has one).
    static let notYet: Set<String> = []

    private static let sources = PackagePaths.root.appendingPathComponent("Sources/ScreenGraphKit")
    private static let tests = PackagePaths.root.appendingPathComponent("Tests")

    /// The paths of the files under `base` whose names end in `suffix`, relative to `base`.
    private static func files(under base: URL, endingIn suffix: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator where url.lastPathComponent.hasSuffix(suffix) {
            paths.append(url.pathComponents.dropFirst(base.pathComponents.count).joined(separator: "/"))
        }
        return paths.sorted()
    }

    /// The library files with no test file named after them, joined or not at their `+`, or
    /// after their main type.
    static func filesWithoutTests() throws -> [String] {
        let testNames = Set(
            files(under: tests, endingIn: "Tests.swift").map { path in
                String(path.split(separator: "/").last!.dropLast("Tests.swift".count))
            })
        let library = files(under: sources, endingIn: ".swift")
        try #require(!library.isEmpty, "no Swift files under Sources/ScreenGraphKit")
        return library.filter { path in
            let name = String(path.split(separator: "/").last!.dropLast(".swift".count))
            let mainType = String(name.prefix { $0 != "+" })
            return !testNames.contains(name) && !testNames.contains(mainType) && !testNames.contains(name.replacingOccurrences(of: "+", with: ""))
        }
    }

    @Test func everyLibraryFolderHasATestFolder() throws {
        let manager = FileManager.default
        let folders = try manager.contentsOfDirectory(atPath: Self.sources.path).filter { name in
            var isFolder: ObjCBool = false
            return manager.fileExists(atPath: Self.sources.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
        }
        try #require(!folders.isEmpty)
        let testBase = Self.tests.appendingPathComponent("ScreenGraphKitTests")
        let missing = folders.filter { !manager.fileExists(atPath: testBase.appendingPathComponent($0).path) }.sorted()
        #expect(missing.isEmpty, "Sources/ScreenGraphKit folders with no folder of the same name under Tests/ScreenGraphKitTests: \(missing)")
    }

    @Test func everyFileWithLogicHasATestFileNamedAfterIt() throws {
        let uncovered = try Self.filesWithoutTests()
        let unlisted = uncovered.filter { Self.noLogic[$0] == nil && !Self.notYet.contains($0) }
        #expect(
            unlisted.isEmpty,
            "library files with no test file named after them (add Tests/ScreenGraphKitTests/<Folder>/<File>Tests.swift):\n\(unlisted.joined(separator: "\n"))"
        )
        let listed = Set(Self.noLogic.keys).union(Self.notYet)
        let stale = listed.subtracting(uncovered).sorted()
        #expect(stale.isEmpty, "files listed here that have a test file named after them or no longer exist; take them off the list:\n\(stale.joined(separator: "\n"))")
        #expect(Self.noLogic.keys.allSatisfy { !Self.notYet.contains($0) })
    }
}

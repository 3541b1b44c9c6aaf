import Foundation
import Testing

/// STYLE.md rule 21: ScreenGraphKit's public surface is what a user of the library needs;
/// what only the CLI, the package's other targets or its tests need is `package` or
/// internal. The measure, documented in Docs/Architecture.md ("The public surface"), is
/// the number of declaration lines that say `public` (or `open`), members included, as
/// `git grep -hE "^\s*(@[A-Za-z]+ )*public " -- 'Sources/ScreenGraphKit/*.swift' | wc -l`
/// counts them.
@Suite struct PublicSurfaceTests {
    /// The surface stays under this many public declarations.
    static let limit = 450

    @Test func theLibraryDeclaresFewerPublicDeclarationsThanTheLimit() throws {
        let sources = try FolderDependencies.librarySources(packageRoot: PackagePaths.root)
        try #require(!sources.isEmpty, "no Swift files under Sources/ScreenGraphKit")
        let lines = sources.flatMap { PublicSurface.publicLines(in: $0) }
        #expect(
            lines.count < Self.limit,
            """
            Sources/ScreenGraphKit declares \(lines.count) public declarations; the limit is under \(Self.limit) \
            (STYLE.md rule 21). Make what only the CLI, the package's targets or its tests use `package`; \
            keep public what a user of the library writes against (Docs/Architecture.md, "The public surface").
            """)
        let extensions = sources.flatMap { PublicSurface.publicExtensions(in: $0) }
        #expect(
            extensions.isEmpty,
            """
            A `public extension` makes its members public without saying so, and the count above misses them; \
            write `public` on each member instead: \(extensions.joined(separator: ", "))
            """)
    }

    // MARK: The counter on small sources

    @Test func countsEachPublicDeclarationLineWithItsAttributesAndModifiers() {
        let source: SwiftSource = (
            "Navigation/Navigator.swift",
            """
            /// A public comment is not a declaration.
            public final class Navigator {
                public let graph: Int
                @discardableResult public func goto() -> Bool { true }
                @MainActor public static var shared: Navigator?
                nonisolated public func plan() {}
                open func back() {}
                package func route() {}
                func step() {}
                let text = \"""
                    keep public what a user needs
                    \"""
            }
            """
        )
        #expect(PublicSurface.publicLines(in: source) == ["Navigation/Navigator.swift:2", "Navigation/Navigator.swift:3",
                "Navigation/Navigator.swift:4", "Navigation/Navigator.swift:5", "Navigation/Navigator.swift:6",
                "Navigation/Navigator.swift:7"])
    }

    @Test func findsPublicExtensions() {
        let source: SwiftSource = ("Model/Name.swift", "public extension String {\n    var name: String { self }\n}\nextension Int {}\n")
        #expect(PublicSurface.publicExtensions(in: source) == ["Model/Name.swift:1"])
    }
}

/// Reads which declarations of a source file are public.
enum PublicSurface {
    /// Attributes (`@MainActor`, `@TaskLocal`, `@available(...)`) and the modifiers that may
    /// stand before an access keyword.
    private static let prefix =
        #"^\s*(?:(?:@[A-Za-z_]+(?:\([^)]*\))?|nonisolated|final|static|class|override|mutating|nonmutating|convenience|required|indirect|lazy|dynamic|prefix|postfix|infix|weak|unowned|distributed)\s+)*"#

    /// `file:line` of every line that declares something public or open.
    static func publicLines(in source: SwiftSource) -> [String] {
        matches(of: prefix + #"(?:public|open)\s"#, in: source)
    }

    /// `file:line` of every `public extension`, whose members are public unmarked.
    static func publicExtensions(in source: SwiftSource) -> [String] {
        matches(of: prefix + #"public\s+extension\s"#, in: source)
    }

    private static func matches(of pattern: String, in source: SwiftSource) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return ["bad pattern \(pattern)"] }
        var found: [String] = []
        for (index, line) in source.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            if regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil {
                found.append("\(source.path):\(index + 1)")
            }
        }
        return found
    }
}

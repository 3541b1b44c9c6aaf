import Testing

@testable import ScreenGraphKit

/// Building a graph: every error at once, each at its declaration, or, when it
/// builds, the checker's warnings in source order; `check` gives whichever there is.
@Suite struct ScreenGraphBuildTests {
    private static func definition(_ text: String) throws -> GraphDefinition {
        try GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph")
    }

    @Test func everyErrorIsReportedAtItsDeclaration() throws {
        let definition = try Self.definition("""
            start Home
            screen Home
              tap "a" -> Nowhere
              tap "b" -> Away if count > 0

            """)
        let error = #expect(throws: GraphError.self) { try ScreenGraph(definition) }
        let found = error?.errors.map { "\($0.location?.line ?? 0): \($0.message)" } ?? []
        #expect(found.count == 3)
        #expect(found.contains { $0.hasPrefix("3: ") && $0.contains("'Nowhere'") })
        #expect(found.contains { $0.hasPrefix("4: ") && $0.contains("'Away'") })
        #expect(found.contains { $0.hasPrefix("4: ") && $0.contains("unknown state field 'count'") })
        #expect(ScreenGraph.check(definition).map(\.message) == error?.diagnostics.map(\.message))
    }

    /// A graph that builds can still be probably wrong: Lost cannot be reached.
    @Test func aGraphThatBuildsHasItsWarnings() throws {
        let definition = try Self.definition("""
            start Home
            screen Home
              waitFor "home"
            screen Lost
              waitFor "lost"
              tap "home" -> Home

            """)
        let graph = try ScreenGraph(definition)
        #expect(graph.warnings.map(\.code) .contains(.unreachableScreen))
        #expect(graph.warnings.map(\.location?.line) == graph.warnings.map(\.location?.line).sorted { ($0 ?? 0) < ($1 ?? 0) })
        #expect(ScreenGraph.check(definition).map(\.message) == graph.warnings.map(\.message))
        #expect(graph.warnings.allSatisfy { $0.severity != .error })
    }
}

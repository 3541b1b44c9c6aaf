import Testing

@testable import ScreenGraphKit

/// The compiler collects every error of a definition in one run, each at its
/// declaration and with its code, and never stops at the first.
@Suite struct GraphCompilerTests {
    private func errors(_ text: String) throws -> [Diagnostic] {
        let definition = try GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph")
        let error = try #require(throws: GraphError.self) { try ScreenGraph(definition) }
        return error.diagnostics
    }

    @Test func everyErrorIsFoundInOneRun() throws {
        let diagnostics = try errors(
            """
            start A
            state n: int = 0
            screen A
              waitFor "w" timeout 99999
              tap "a" -> Nowhere
              tap "c" -> A if m > 1
            screen A
              back tap "x"

            """)
        #expect(diagnostics.map(\.code) == [.invalidValue, .unknownName, .invalidExpression, .duplicate])
        #expect(diagnostics.map { $0.location?.line } == [4, 5, 6, 7])
        #expect(diagnostics[1].message == "edge target 'Nowhere' is not a screen or an action")
    }

    @Test func aGuardWrittenOnManyEdgesIsCompiledOnceAndReportedAtEach() throws {
        let diagnostics = try errors("start A\nscreen A\n  tap \"a\" -> A if x\n  tap \"b\" -> A if x\n")
        #expect(diagnostics.map(\.code) == [.invalidExpression, .invalidExpression])
        #expect(diagnostics.map { $0.location?.line } == [3, 4])
    }

    @Test func aDefinitionWithoutScreensOrStartIsInvalidStructure() {
        var definition = GraphDefinition()
        guard case .failure(let empty) = GraphCompiler.compile(definition) else {
            Issue.record("an empty definition compiled")
            return
        }
        definition.screens = [ScreenDefinition("A")]
        guard case .failure(let startless) = GraphCompiler.compile(definition) else {
            Issue.record("a definition without a start screen compiled")
            return
        }
        #expect((empty.diagnostics + startless.diagnostics).map(\.message) == ["the graph has no screens", "the graph has no start screen"])
        #expect((empty.diagnostics + startless.diagnostics).map(\.code) == [.invalidStructure, .invalidStructure])
    }
}

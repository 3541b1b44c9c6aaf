import Testing

@testable import ScreenGraphKit

/// `bindGesture` checks as it is called what the compiler cannot see later: that an
/// edge describes the gesture, that it is bound once, and that a typed state is the
/// graph's; each error has its code.
@Suite struct GraphDefinitionGesturesTests {
    private func definition() throws -> GraphDefinition {
        try GraphDefinition(
            parsing: "start A\nstate count: int = 0\nscreen A\n  custom(\"shake it\") -> A\n", format: .screengraph, path: "g.screengraph")
    }

    struct Counting: UserStateModel {
        var count = 0
    }

    struct Wrong: UserStateModel {
        var count = ""
    }

    @Test func aDescribedGestureBindsOnce() throws {
        var definition = try definition()
        #expect(definition.customGestureDescriptions.contains("shake it"))
        try definition.bindGesture("shake it") { _, _ in }
        #expect(definition.gestureClosures["shake it"] != nil)
        let error = try #require(throws: GraphError.self) { try definition.bindGesture("shake it") { _, _ in } }
        #expect(error.diagnostics.map(\.code) == [.duplicate])
    }

    @Test func anUndescribedGestureIsAnUnknownName() throws {
        var definition = try definition()
        let error = try #require(throws: GraphError.self) { try definition.bindGesture("shake if") { _, _ in } }
        #expect(error.diagnostics.map(\.code) == [.unknownName])
        #expect(error.diagnostics.map(\.message) == ["no custom gesture is described 'shake if'; did you mean 'shake it'?"])
    }

    @Test func aTypedStateMustBeTheGraphs() throws {
        var definition = try definition()
        try definition.bindGesture("shake it", state: Counting.self) { _, state in state.count += 1 }
        var other = try self.definition()
        let error = try #require(throws: GraphError.self) { try other.bindGesture("shake it", state: Wrong.self) { _, _ in } }
        #expect(error.diagnostics.map(\.code) == [.invalidStructure])
    }
}

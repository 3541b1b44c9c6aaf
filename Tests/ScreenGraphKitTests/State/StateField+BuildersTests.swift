import Testing

@testable import ScreenGraphKit

/// The builders a Swift graph declares its user state with: each gives its field a type,
/// a default initial value, and the place in the caller's file it was written.
@Suite struct StateFieldBuildersTests {
    @Test func eachBuilderGivesItsTypeAndDefault() {
        #expect(StateField.bool("on") == StateField("on", .bool, initial: false))
        #expect(StateField.int("count") == StateField("count", .int, initial: 0))
        #expect(StateField.string("name") == StateField("name", .string, initial: ""))
        #expect(StateField.optional("code", .int) == StateField("code", .optionalInt, initial: nil))
    }

    @Test func anInitialValueReplacesTheDefault() {
        #expect(StateField.bool("on", true).initial == .bool(true))
        #expect(StateField.int("count", -3).initial == .int(-3))
        #expect(StateField.string("name", "Ann").initial == .string("Ann"))
        #expect(StateField.optional("note", .string, "hi") == StateField("note", .optionalString, initial: "hi"))
    }

    @Test func eachFieldIsLocatedWhereItWasWritten() throws {
        let line = #line + 1
        let fields: [StateField] = [.bool("a"), .int("b"), .string("c"), .optional("d", .bool)]
        for field in fields {
            let location = try #require(field.location)
            #expect(location.file == "ScreenGraphKitTests/StateField+BuildersTests.swift" && location.line == line, "\(field.name)")
        }
        #expect(fields.map { $0.location?.column } == [42, 53, 67, 83])
    }

    @Test func anInitialValueOfTheWrongTypeIsCaughtWhenTheGraphIsBuilt() throws {
        var definition = GraphDefinition(start: "A")
        definition.screens = [ScreenDefinition("A")]
        definition.state = [.optional("code", .int, "x")]
        let error = try #require(throws: GraphError.self) { try ScreenGraph(definition) }
        #expect(error.diagnostics.count == 1)
        #expect(error.diagnostics.first?.location?.file == "ScreenGraphKitTests/StateField+BuildersTests.swift")
    }
}

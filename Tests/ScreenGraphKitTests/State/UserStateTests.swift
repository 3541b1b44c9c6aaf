import Testing

@testable import ScreenGraphKit

/// The user state a test reads and sets by name: errors instead of traps, equality by
/// the values the fields hold, and (the section for UserState+Changes.swift) how a
/// closure's changes land on the state a step left.
@Suite struct UserStateTests {
    private func state(_ fields: String = "state count: int = 1\nstate name: string? = nil\n") throws -> UserState {
        try ScreenGraph(GraphDefinition(parsing: "start A\n\(fields)screen A\n", format: .screengraph, path: "g")).initialState
    }

    @Test func fieldsReadByNameAndSetWithTheirType() throws {
        var state = try state()
        #expect(state.fieldNames == ["count", "name"] && state.count == .int(1) && state.name == .none)
        try state.set("name", to: .string("Bo"))
        #expect(state.value(of: "name") == .string("Bo") && state.type(of: "name") == .optionalString)
        #expect(state.value(of: "nope") == nil && state.nope == .none && state.type(of: "nope") == nil)
        try state.set("name", to: nil)
        #expect(state.value(of: "name") == StateValue.none)
    }

    @Test func anUnknownFieldOrAWrongTypeThrows() throws {
        var state = try state()
        #expect(throws: UserStateError.unknownField("cuont", suggestion: "count")) { try state.set("cuont", to: .int(2)) }
        #expect(throws: UserStateError.typeMismatch(field: "count", type: .int, value: .bool(true))) { try state.set("count", to: .bool(true)) }
        #expect(throws: UserStateError.typeMismatch(field: "count", type: .int, value: .none)) { try state.set("count", to: nil) }
        #expect(UserStateError.unknownField("cuont", suggestion: "count").description == "the user state has no field 'cuont'; did you mean 'count'?")
        #expect(UserStateError.unknownField("zzz").description == "the user state has no field 'zzz'")
        #expect(
            UserStateError.typeMismatch(field: "name", type: .optionalString, value: .int(3)).description
                == "cannot set 'name' of type string? to 3")
        #expect(state.count == .int(1))
    }

    @Test func itDescribesEveryFieldInDeclarationOrder() throws {
        var state = try state()
        #expect(state.description == "count = 1, name = nil")
        try state.set("name", to: "Bo \"B\"")
        #expect(state.description == #"count = 1, name = "Bo \"B\"""#)
        #expect(state.describe(["name"]) == #"name = "Bo \"B\"""#)
        #expect(try self.state("").description == "")
    }

    @Test func statesAreEqualByTheirValuesWhateverStringsTheySawBefore() throws {
        var first = try state()
        var second = try state()
        // The first has stored strings the second never saw: its string table differs.
        for text in ["a", "a much longer string than fits inline", "b"] { try first.set("name", to: .string(text)) }
        try second.set("name", to: "b")
        #expect(first == second && first.hashValue == second.hashValue)
        try second.set("count", to: 2)
        #expect(first != second)
    }

    @Test func statesOfOtherFieldsAreNotEqualThoughTheirSlotsAre() throws {
        let count = try state("state count: int = 1\n")
        #expect(count != (try state("state other: int = 1\n")))
        #expect(count != (try state("state count: bool = true\n")))
        #expect(count != (try state("state count: int = 1\nstate more: int = 0\n")))
        #expect(count == (try state("state count: int = 1\n")))
    }

    // MARK: - State/UserState+Changes.swift

    @Test func onlyTheFieldsAClosureChangedLandOnTheState() throws {
        let before = try state("state a: int = 0\nstate b: int = 0\nstate c: string? = nil\n")
        var after = before
        try after.set("a", to: 5)
        try after.set("c", to: "x")
        // The step's declared effects changed b and a meanwhile; the closure's a wins.
        var target = before
        try target.set("b", to: 7)
        try target.set("a", to: 9)
        target.applyChanges(from: before, to: after)
        #expect(target.description == #"a = 5, b = 7, c = "x""#)
    }

    @Test func aClosureThatChangedNothingLeavesTheStateAlone() throws {
        let before = try state()
        var target = before
        try target.set("count", to: 4)
        target.applyChanges(from: before, to: before)
        #expect(target.count == .int(4))
    }

    @Test func aFieldSetBackToWhatItWasIsNoChange() throws {
        let before = try state()
        var after = before
        try after.set("count", to: 8)
        try after.set("count", to: 1)
        var target = before
        try target.set("count", to: 3)
        target.applyChanges(from: before, to: after)
        #expect(target.count == .int(3))
    }
}

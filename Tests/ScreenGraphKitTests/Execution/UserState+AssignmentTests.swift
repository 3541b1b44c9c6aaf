import Testing

@testable import ScreenGraphKit

/// `FIELD=VALUE` assignments written as text, as `--set` gives them: the values they
/// set and the exact text of each way they can be wrong.
@Suite struct UserStateAssignmentTests {
    static func state() throws -> UserState {
        let text = """
            start Home
            state on: bool = false
            state count: int = 0
            state name: string = "Ann"
            state code: int? = nil
            screen Home

            """
        return try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g")).initialState
    }

    @Test func valuesAreWrittenAsInGraphFiles() throws {
        var state = try Self.state()
        try state.set(assignment: "on=YES")
        try state.set(assignment: "count=-3")
        try state.set(assignment: "name=\"Sam Smith\"")
        try state.set(assignment: "code=7")
        #expect(state.description == "on = true, count = -3, name = \"Sam Smith\", code = 7")
        try state.set(assignment: "code=nil")
        #expect(state.value(of: "code") == StateValue.none)
    }

    @Test func aStringFieldTakesUnquotedText() throws {
        var state = try Self.state()
        try state.set(assignment: "name=Sam")
        #expect(state.value(of: "name") == "Sam")
        // Everything after the first '=' is the value, an empty one too.
        try state.set(assignment: "name=a=b")
        #expect(state.value(of: "name") == "a=b")
        try state.set(assignment: "name=")
        #expect(state.value(of: "name") == "")
    }

    /// The error `assignment` throws, written once alone and once with `--set`; the
    /// state is left as it was.
    private func failure(_ assignment: String) throws -> (StateAssignmentError.Reason?, String, String) {
        let state = try Self.state()
        var changed = state
        do {
            try changed.set(assignment: assignment)
            return (nil, "", "")
        } catch {
            #expect(changed == state)
            var withOption = error
            withOption.option = "--set"
            #expect(error == StateAssignmentError(assignment: assignment, reason: error.reason))
            return (error.reason, error.description, withOption.description)
        }
    }

    @Test func eachMistakeIsSaidExactly() throws {
        #expect(try failure("on") == (.notAnAssignment, "'on' must be FIELD=VALUE", "'--set on' must be FIELD=VALUE"))
        #expect(try failure("colour=red") == (
            .unknownField("colour"), "'colour=red': the graph has no state field 'colour'",
            "'--set colour=red': the graph has no state field 'colour'"))
        #expect(try failure("on=maybe") == (.notAValue("maybe"), "'on=maybe': 'maybe' is not a value", "'--set on=maybe': 'maybe' is not a value"))
        #expect(try failure("count=true") == (
            .doesNotFit(.typeMismatch(field: "count", type: StateType(.int), value: true)),
            "'count=true': cannot set 'count' of type int to true", "'--set count=true': cannot set 'count' of type int to true"))
        #expect(try failure("on=nil").1 == "'on=nil': cannot set 'on' of type bool to nil")
    }

    @Test func aMisspelledFieldGetsTheClosestOne() throws {
        #expect(try failure("cout=1") == (
            .unknownField("cout", suggestion: "count"), "'cout=1': the graph has no state field 'cout'; did you mean 'count'?",
            "'--set cout=1': the graph has no state field 'cout'; did you mean 'count'?"))
        #expect(try failure("Name=Bo").1 == "'Name=Bo': the graph has no state field 'Name'; did you mean 'name'?")
        // Setting a field by name says the same.
        var state = try Self.state()
        let error = #expect(throws: UserStateError.unknownField("cuont", suggestion: "count")) { try state.set("cuont", to: 1) }
        #expect(error?.description == "the user state has no field 'cuont'; did you mean 'count'?")
        #expect(UserStateError.unknownField("x").description == "the user state has no field 'x'")
    }

    @Test func theOptionIsQuotedWithTheAssignment() throws {
        var state = try Self.state()
        #expect(throws: StateAssignmentError(assignment: "x=1", option: "--set", reason: .unknownField("x"))) {
            try state.set(assignment: "x=1", option: "--set")
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// The string table and user state as the expression suites use them.
// These test State/StateLayout.swift and State/UserState.swift, another folder's files;
// they stay here until that folder's test files take them.
@Suite struct ExpressionTests {
    private func compiler() -> ExpressionCompiler { ExpressionFixture.compiler() }

    private func state(_ compiler: inout ExpressionCompiler) -> [Int64] { ExpressionFixture.state(&compiler) }

    /// A short string is its own id, the same in every table, so tables made apart agree on it.
    @Test func shortStringsAreTheirOwnIds() {
        var first = StringTable()
        var second = StringTable()
        _ = second.id(for: "a longer string")
        for text in ["", "1", "sam", "\u{0}x", "1234567", "é€"] {
            #expect(first.id(for: text) == second.id(for: text) && first.id(for: text) < 0)
            #expect(first.string(for: first.id(for: text)) == text)
        }
        #expect(second.id(for: "a longer string") == 0 && second.string(for: 0) == "a longer string")
        #expect(StringTable.joined(first.id(for: "123"), first.id(for: "4567")) == first.id(for: "1234567"))
        #expect(StringTable.joined(first.id(for: "123"), first.id(for: "45678")) == nil)
    }

    @Test func userStateRejectsWhatDoesNotFit() throws {
        var compiler = compiler()
        var user = UserState(layout: compiler.layout, slots: state(&compiler), strings: compiler.strings)
        #expect(throws: UserStateError.unknownField("nope")) { try user.set("nope", to: 1) }
        #expect(throws: UserStateError.typeMismatch(field: "numTabs", type: .int, value: "2")) {
            try user.set("numTabs", to: "2")
        }
        #expect(throws: UserStateError.typeMismatch(field: "name", type: .string, value: nil)) {
            try user.set("name", to: nil)
        }
        try user.set("passcode", to: "1234")
        #expect(user.description == "isPrivate = true, numTabs = 2, name = \"sam\", passcode = \"1234\", limit = 5, tablet = nil, big = 9223372036854775807")
    }
}

import Testing

@testable import ScreenGraphKit

/// A compiled guard evaluates on a state's slots and a compiled statement changes
/// them: the operators of `Docs/Spec/expressions.md`, choices that evaluate only the
/// chosen value, and overflow and over-long joined strings as errors at their operator.
/// Fields: ``ExpressionFixture/fields``.
@Suite struct CompiledExpressionTests {
    private func compiler() -> ExpressionCompiler { ExpressionFixture.compiler() }

    private func state(_ compiler: inout ExpressionCompiler) -> [Int64] { ExpressionFixture.state(&compiler) }

    private func evaluate(_ text: String) throws -> Bool {
        var compiler = compiler()
        let predicate = try compiler.predicate(ExpressionSource(text))
        let slots = state(&compiler)
        return try slots.withUnsafeBufferPointer { try predicate.holds($0) }
    }

    @Test(arguments: [
        ("isPrivate", true),
        ("!isPrivate", false),
        ("NOT isPrivate OR numTabs == 2", true),
        ("isPrivate == YES && numTabs = 2", true),
        ("isPrivate and numTabs <> 2", false),
        ("numTabs + 1 > 2 && numTabs - 3 < 0", true),
        ("-numTabs == -2", true),
        ("(numTabs >= 2) == true", true),
        ("name == 'sam' && name != \"max\"", true),
        ("passcode == nil", true),
        ("passcode != nil", false),
        ("passcode == 'x'", false),
        ("limit > 4 && limit <= 5", true),
        ("tablet != true", true),
        ("tablet == nil", true),
        ("tablet == false || tablet == true", false),
        ("numTabs == 0 || (numTabs == 2 && isPrivate == yes)", true),
        ("numTabs > -9223372036854775808", true),
        // `+` on strings joins them.
        ("name + '1' == 'sam1' && '1' + '2' + name == \"12sam\"", true),
        ("name + '' == name && '' + '' == ''", true),
        // Choices: `c ? a : b` binds loosest and nests to the right.
        ("isPrivate ? numTabs == 2 : false", true),
        ("(isPrivate ? 1 : 2) == 1", true),
        ("!isPrivate ? numTabs == 9 : numTabs == 2", true),
        ("isPrivate || false ? false : true", false),
        ("isPrivate && numTabs == 2 ? true : false", true),
        ("numTabs == 1 ? false : numTabs == 2 ? true : false", true),
        ("numTabs == 1 ? false : numTabs == 3 ? false : true", true),
        ("isPrivate ? !isPrivate ? false : true : false", true),
        ("isPrivate ? false : true ? false : true", false),
        ("numTabs + (isPrivate ? 1 : 0) - 1 == 2", true),
        ("-(isPrivate ? 1 : 0) == -1", true),
        ("(isPrivate ? passcode : 'x') == nil", true),
        ("(isPrivate ? 'x' : passcode) == 'x'", true),
        ("(isPrivate ? limit : nil) > 4", true),
        ("(!isPrivate ? 5 : nil) == nil", true),
        ("(!isPrivate ? limit : nil) < 99", false),
        ("isPrivate ? false || true : false", true),
        // Only the chosen value is evaluated: `big + 1` would overflow.
        ("isPrivate ? true : big + 1 > 0", true),
        ("!isPrivate ? big + 1 > 0 : numTabs == 2", true),
        ("isPrivate ? big > 0 : big + 1 > 0", true),
    ])
    func predicatesEvaluate(text: String, expected: Bool) throws {
        #expect(try evaluate(text) == expected, "\(text)")
    }

    @Test func statementsChangeTheState() throws {
        var compiler = compiler()
        let statements = try [
            "isPrivate = !isPrivate", "numTabs += 3", "numTabs -= 1", "passcode = 'a\\'b'", "limit = nil",
            "passcode = name", "name = 'max'", "tablet = true",
        ].map { try compiler.statement(ExpressionSource($0)) }
        var slots = state(&compiler)
        try statements.apply(to: &slots)
        let user = UserState(layout: compiler.layout, slots: slots, strings: compiler.strings)
        #expect(user.isPrivate == false)
        #expect(user.numTabs == 4)
        #expect(user.passcode == "sam")
        #expect(user.limit == nil)
        #expect(user.name == "max")
        #expect(user.tablet == true)
    }

    /// The effects the spec's section on `c ? a : b` names, each once with the
    /// condition holding and once without.
    @Test(arguments: [true, false])
    func choicesInStatements(isPrivate: Bool) throws {
        var compiler = compiler()
        let statements = try [
            "isPrivate = \(isPrivate)", "numTabs += isPrivate ? 0 : 1", "passcode = isPrivate ? \"1234\" : nil",
            "limit = isPrivate ? nil : numTabs", "name = isPrivate ? name : 'max'",
            "tablet = isPrivate ? null : numTabs == 3 ? true : false",
        ].map { try compiler.statement(ExpressionSource($0)) }
        var slots = state(&compiler)
        try statements.apply(to: &slots)
        let user = UserState(layout: compiler.layout, slots: slots, strings: compiler.strings)
        #expect(user.numTabs == (isPrivate ? 2 : 3))
        #expect(user.passcode == (isPrivate ? "1234" : nil))
        #expect(user.limit == (isPrivate ? nil : 3))
        #expect(user.name == (isPrivate ? "sam" : "max"))
        #expect(user.tablet == (isPrivate ? nil : true))
    }

    @Test func overflowIsAnErrorAtTheStatement() throws {
        var compiler = compiler()
        let statement = try compiler.statement(ExpressionSource("big += 1"))
        var slots = state(&compiler)
        #expect(throws: OverflowError(offset: 0)) { try [statement].apply(to: &slots) }
        let predicate = try compiler.predicate(ExpressionSource("big + 1 > 0"))
        #expect(throws: OverflowError(offset: 4)) { try slots.withUnsafeBufferPointer { try predicate.holds($0) } }
        #expect([statement].overflow(on: slots)?.summary == "integer overflow")
    }

    /// A passcode keypad appends a digit per key: `+=` on a string field joins, and the
    /// joined string equals the literal of the same text.
    @Test func joiningStringsAppendsToAField() throws {
        var compiler = compiler()
        let key = try compiler.statement(ExpressionSource("name += '1'"))
        let clear = try compiler.statement(ExpressionSource("name = ''"))
        let done = try compiler.predicate(ExpressionSource("name == \"1111\""))
        var slots = state(&compiler)
        try [clear, key, key, key].apply(to: &slots)
        #expect(try !slots.withUnsafeBufferPointer { try done.holds($0) })
        try [key].apply(to: &slots)
        #expect(try slots.withUnsafeBufferPointer { try done.holds($0) })
        #expect(UserState(layout: compiler.layout, slots: slots, strings: compiler.strings).name == "1111")
    }

    /// Docs/Limits.md: a joined string is at most `StringTable.inlineByteLimit` (7) UTF-8
    /// bytes; one more is an error at the `+` (or the field of `+=`), as an overflow is.
    @Test func aJoinedStringLongerThanTheLimitIsAnError() throws {
        var compiler = compiler()
        let statement = try compiler.statement(ExpressionSource("name += 'abcd'"))
        var slots = state(&compiler)
        try [statement].apply(to: &slots)
        #expect(UserState(layout: compiler.layout, slots: slots, strings: compiler.strings).name == "samabcd")
        #expect(throws: OverflowError(offset: 0, joinsStrings: true)) { try [statement].apply(to: &slots) }
        let predicate = try compiler.predicate(ExpressionSource("name + 'é' == ''"))
        #expect(throws: OverflowError(offset: 5, joinsStrings: true)) { try slots.withUnsafeBufferPointer { try predicate.holds($0) } }
        // A string longer than the limit is in the table, and joins nothing.
        let long = try compiler.statement(ExpressionSource("name = 'abcdefgh'"))
        let join = try compiler.predicate(ExpressionSource("name + '' == ''"))
        try [long].apply(to: &slots)
        #expect(throws: OverflowError(offset: 5, joinsStrings: true)) { try slots.withUnsafeBufferPointer { try join.holds($0) } }
        #expect([statement].overflow(on: slots)?.summary == "a joined string longer than 7 UTF-8 bytes")
    }
}

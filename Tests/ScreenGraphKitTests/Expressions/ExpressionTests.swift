import Testing

@testable import ScreenGraphKit

@Suite struct ExpressionTests {
    static let fields: [StateField] = [
        StateField("isPrivate", .bool, initial: true),
        StateField("numTabs", .int, initial: 2),
        StateField("name", .string, initial: "sam"),
        StateField("passcode", .optionalString),
        StateField("limit", .optionalInt, initial: 5),
        StateField("tablet", .optionalBool),
        StateField("big", .int, initial: .int(Int64.max)),
    ]

    private func compiler() -> ExpressionCompiler {
        ExpressionCompiler(layout: StateLayout(Self.fields), strings: StringTable())
    }

    private func state(_ compiler: inout ExpressionCompiler) -> [Int64] {
        var slots = [Int64](repeating: 0, count: compiler.layout.slotCount)
        for entry in compiler.layout.entries {
            compiler.layout.store(entry.field.initial, in: entry, slots: &slots, strings: &compiler.strings)
        }
        return slots
    }

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

    /// Each case marks the offending column with `1️⃣` (removed before compiling).
    @Test(arguments: [
        ("1️⃣numItems > 0", "unknown state field 'numItems'"),
        ("isPrivate && 1️⃣numTab > 0", "unknown state field 'numTab'; did you mean 'numTabs'?"),
        ("1️⃣isprivate", "unknown state field 'isprivate'; did you mean 'isPrivate'?"),
        ("1️⃣pascode == nil", "unknown state field 'pascode'; did you mean 'passcode'?"),
        ("1️⃣lmiit > 1", "unknown state field 'lmiit'; did you mean 'limit'?"),
        ("1️⃣x == 1", "unknown state field 'x'"),
        ("numTabs 1️⃣== \"2\"", "cannot compare int with string"),
        ("isPrivate 1️⃣< true", "'<' needs int operands, found bool"),
        ("name 1️⃣> 'a'", "'>' needs int operands, found string"),
        ("name 1️⃣+ 1 == 2", "'+' joins strings, found int"),
        ("name 1️⃣- 'a' == ''", "'-' needs int operands, found string"),
        ("name + 'a' 1️⃣+ passcode == ''", "'+' joins strings, found string?"),
        ("passcode 1️⃣+ 'a' == ''", "'+' needs int operands, found string?"),
        ("numTabs 1️⃣+ 'a' == 1", "'+' needs int operands, found string"),
        ("limit 1️⃣+ 1 > 2", "'+' needs int operands, found int?"),
        ("numTabs 1️⃣== nil", "cannot compare int with nil: only an optional field can be nil"),
        ("nil 1️⃣== null", "comparing nil with nil is always true"),
        ("1️⃣numTabs", "a guard must be bool, found int"),
        ("1️⃣tablet", "a guard must be bool, found bool?"),
        ("1️⃣!numTabs", "'!' needs a bool operand, found int"),
        ("isPrivate 1️⃣&& numTabs", "'&&' needs bool operands, found int"),
        ("1️⃣-isPrivate == 1", "'-' needs an int operand, found bool"),
        ("numTabs > 1️⃣", "expected an expression"),
        ("numTabs > 1️⃣)", "expected an expression, found ')'"),
        ("(numTabs > 1 1️⃣", "expected ')' to close the '(' at column 1"),
        ("numTabs > 1 1️⃣isPrivate", "unexpected 'isPrivate' after the expression"),
        ("name == 1️⃣'sam", "unterminated string"),
        ("name == 'a1️⃣\\q'", "unknown escape '\\q' in string"),
        ("numTabs 1️⃣# 2", "unexpected character '#'"),
        ("isPrivate 1️⃣& isPrivate", "expected '&&'"),
        ("numTabs > 1️⃣99999999999999999999", "integer literal 99999999999999999999 is too large"),
        ("numTabs > 1️⃣9223372036854775808", "integer literal 9223372036854775808 is too large"),
        ("numTabs 1️⃣? true : false", "'?' needs a bool condition, found int"),
        ("tablet 1️⃣? true : false", "'?' needs a bool condition, found bool?"),
        ("isPrivate ? true : numTabs 1️⃣? true : false", "'?' needs a bool condition, found int"),
        ("(isPrivate ? 1 1️⃣: 'a') == 1", "':' needs values of one type, found int and string"),
        ("(isPrivate ? 1 : isPrivate ? 2 1️⃣: 'x') == 1", "':' needs values of one type, found int and string"),
        ("(isPrivate ? 'x' 1️⃣: isPrivate ? 2 : 3) == 1", "':' needs values of one type, found string and int"),
        ("(isPrivate ? limit 1️⃣: tablet) == nil", "':' needs values of one type, found int? and bool?"),
        ("isPrivate 1️⃣? 1 : 2", "a guard must be bool, found int"),
        ("isPrivate 1️⃣? tablet : false", "a guard must be bool, found bool?"),
        ("isPrivate 1️⃣? true : nil", "a guard must be bool, found bool?"),
        ("(isPrivate ? nil : null) 1️⃣== nil", "comparing nil with nil is always true"),
        ("(isPrivate ? numTabs : 1) 1️⃣== nil", "cannot compare int with nil: only an optional field can be nil"),
        ("isPrivate ? true 1️⃣", "expected ':' to go with the '?' at column 11"),
        ("isPrivate ? 1️⃣: false", "expected an expression, found ':'"),
        ("isPrivate 1️⃣: false", "unexpected ':' after the expression"),
        ("isPrivate ? true : false 1️⃣: true", "unexpected ':' after the expression"),
        ("(isPrivate ? true 1️⃣) : false", "expected ':' to go with the '?' at column 12"),
        ("isPrivate ? (true 1️⃣: false)", "expected ')' to close the '(' at column 13"),
        ("isPrivate ? true : 1️⃣", "expected an expression"),
        ("isPrivate ? true : false ? 1️⃣", "expected an expression"),
        ("isPrivate ? 1️⃣numTab : false", "unknown state field 'numTab'; did you mean 'numTabs'?"),
    ])
    func predicateErrorsArePlaced(marked: String, message: String) throws {
        let offset = try #require(Array(marked).firstIndex(of: "1️⃣"))
        var compiler = compiler()
        let error = #expect(throws: ExpressionSyntaxError.self) {
            try compiler.predicate(ExpressionSource(marked.replacingOccurrences(of: "1️⃣", with: "")))
        }
        #expect(error == ExpressionSyntaxError(message: message, offset: offset), "\(marked)")
    }

    @Test(arguments: [
        ("1️⃣numItems = 1", "unknown state field 'numItems'"),
        ("1️⃣numtabs += 1", "unknown state field 'numtabs'; did you mean 'numTabs'?"),
        ("name = 1️⃣nmae", "unknown state field 'nmae'; did you mean 'name'?"),
        ("numTabs = 1️⃣'2'", "cannot assign string to 'numTabs' of type int"),
        ("numTabs = 1️⃣nil", "cannot assign nil to 'numTabs' of type int"),
        ("numTabs = 1️⃣limit", "cannot assign int? to 'numTabs' of type int"),
        ("name += 1️⃣1", "'+=' on a string field joins a string, found int"),
        ("name += 1️⃣passcode", "'+=' on a string field joins a string, found string?"),
        ("1️⃣passcode += 'a'", "'+=' needs an int field, 'passcode' is string?"),
        ("1️⃣name -= 'a'", "'-=' needs an int field, 'name' is string"),
        ("numTabs -= 1️⃣true", "'-=' needs an int value, found bool"),
        ("numTabs 1️⃣== 1", "expected '=', '+=' or '-=' after 'numTabs'"),
        ("1️⃣3 = numTabs", "expected a field name, found '3'"),
        ("1️⃣", "expected a statement such as 'name = value'"),
        ("name = isPrivate 1️⃣? 'a' : nil", "cannot assign string? to 'name' of type string"),
        ("numTabs += isPrivate 1️⃣? 1 : nil", "'+=' needs an int value, found int?"),
        ("numTabs = isPrivate ? 1 1️⃣: true", "':' needs values of one type, found int and bool"),
        ("numTabs = isPrivate ? 1 : 2 1️⃣? 3 : 4", "'?' needs a bool condition, found int"),
    ])
    func statementErrorsArePlaced(marked: String, message: String) throws {
        let offset = try #require(Array(marked).firstIndex(of: "1️⃣"))
        var compiler = compiler()
        let error = #expect(throws: ExpressionSyntaxError.self) {
            try compiler.statement(ExpressionSource(marked.replacingOccurrences(of: "1️⃣", with: "")))
        }
        #expect(error == ExpressionSyntaxError(message: message, offset: offset), "\(marked)")
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

    /// The program of a choice: each condition jumps past its value unless it holds,
    /// each value jumps past the rest, and the operand stack never holds more than the
    /// deepest branch needs.
    @Test func choicesCompileToJumps() throws {
        var compiler = compiler()
        let predicate = try compiler.predicate(ExpressionSource("isPrivate ? numTabs == 2 : tablet == nil ? true : false"))
        let isPrivate = try #require(compiler.layout.entry(named: "isPrivate"))
        let numTabs = try #require(compiler.layout.entry(named: "numTabs"))
        let tablet = try #require(compiler.layout.entry(named: "tablet"))
        #expect(predicate.expression.instructions == [
            .load(valueSlot: isPrivate.valueSlot, presenceSlot: isPrivate.presenceSlot), .jumpUnless(skip: 4),
            .load(valueSlot: numTabs.valueSlot, presenceSlot: numTabs.presenceSlot), .constant(2, isNil: false),
            .equal(negated: false), .jump(skip: 7),
            .load(valueSlot: tablet.valueSlot, presenceSlot: tablet.presenceSlot), .constant(0, isNil: true),
            .equal(negated: false), .jumpUnless(skip: 2), .constant(1, isNil: false), .jump(skip: 1),
            .constant(0, isNil: false),
        ])
        #expect(predicate.expression.stackSize == 2)
        #expect(predicate.fields == ["isPrivate", "numTabs", "tablet"])
        #expect(predicate.intLiterals == [2])
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

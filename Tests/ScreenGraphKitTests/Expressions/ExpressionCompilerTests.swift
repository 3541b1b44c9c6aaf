import Testing

@testable import ScreenGraphKit

/// The compiler types a parsed guard or statement against the graph's state fields and
/// turns it into a program for a small stack machine. Every type error names what it
/// found and points at the operator or field at fault; an unknown field suggests the
/// closest name. Fields: ``ExpressionFixture/fields``.
@Suite struct ExpressionCompilerTests {
    private func compiler() -> ExpressionCompiler { ExpressionFixture.compiler() }

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
}

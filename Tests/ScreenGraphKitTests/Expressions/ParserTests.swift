import Testing

@testable import ScreenGraphKit

/// The parser reads the grammar of `Docs/Spec/expressions.md` into ``Syntax``: `?:`
/// loosest and nesting to the right, then `||`, `&&`, `!`, one comparison, `+`/`-`.
/// A chain of one operator is one node; every node keeps the offset (in Unicode
/// scalars) a later type error points at. Its own errors are about the text's shape.
@Suite struct ParserTests {
    private static func field(_ name: String, _ offset: Int) -> Syntax { .field(name, offset: offset) }
    private static func int(_ value: Int64, _ offset: Int) -> Syntax { .literal(.int(value), offset: offset) }

    @Test func andBindsTighterThanOrAndAChainIsOneNode() throws {
        #expect(try Parser.predicate("a || b || c && d") == .logical(
            and: false,
            [Self.field("a", 0), Self.field("b", 5), .logical(and: true, [Self.field("c", 10), Self.field("d", 15)], offsets: [12])],
            offsets: [2, 7]))
        #expect(try Parser.predicate("NOT a or b") == .logical(and: false, [.not(Self.field("a", 4), offset: 0), Self.field("b", 9)], offsets: [6]))
    }

    @Test func aSumIsItsFirstOperandAndEachTermWithItsSign() throws {
        #expect(try Parser.predicate("a + 1 - b < 2") == .compare(
            .less,
            .arithmetic(Self.field("a", 0), [
                Syntax.Term(plus: true, operand: Self.int(1, 4), offset: 2),
                Syntax.Term(plus: false, operand: Self.field("b", 8), offset: 6),
            ]),
            Self.int(2, 12), offset: 10))
    }

    /// `c1 ? v1 : c2 ? v2 : v3` is one node of two branches; each branch keeps where its
    /// `?` and `:` stand.
    @Test func aChoiceNestsToTheRightIntoOneNode() throws {
        #expect(try Parser.predicate("a ? 1 : b ? 2 : 3") == .choice(
            [
                Syntax.Branch(condition: Self.field("a", 0), value: Self.int(1, 4), question: 2, colon: 6),
                Syntax.Branch(condition: Self.field("b", 8), value: Self.int(2, 12), question: 10, colon: 14),
            ],
            otherwise: Self.int(3, 16)))
    }

    /// `9223372036854775808` is too large for an Int64 except right after a unary
    /// minus, where it is the smallest Int64.
    @Test func theSmallestIntegerIsWrittenWithAMinus() throws {
        #expect(try Parser.predicate("n > -9223372036854775808").literals == [.int(Int64.min)])
    }

    @Test func aStatementIsAFieldAnOperatorAndAnExpression() throws {
        #expect(try Parser.statement("n += 1") == StatementSyntax(field: "n", fieldOffset: 0, op: .add, value: Self.int(1, 5)))
        #expect(try Parser.statement(" s = 'x'") == StatementSyntax(field: "s", fieldOffset: 1, op: .assign, value: .literal(.string("x"), offset: 5)))
        #expect(try Parser.statement("n -= n").op == .subtract)
    }

    /// Each case marks the offending column with `1️⃣` (removed before parsing).
    @Test(arguments: [
        ("numTabs > 1️⃣", "expected an expression"),
        ("numTabs > 1️⃣)", "expected an expression, found ')'"),
        ("(numTabs > 1 1️⃣", "expected ')' to close the '(' at column 1"),
        ("numTabs > 1 1️⃣isPrivate", "unexpected 'isPrivate' after the expression"),
        ("numTabs > 1️⃣9223372036854775808", "integer literal 9223372036854775808 is too large"),
        ("isPrivate ? true 1️⃣", "expected ':' to go with the '?' at column 11"),
        ("isPrivate ? 1️⃣: false", "expected an expression, found ':'"),
        ("isPrivate 1️⃣: false", "unexpected ':' after the expression"),
        ("isPrivate ? true : false 1️⃣: true", "unexpected ':' after the expression"),
        ("(isPrivate ? true 1️⃣) : false", "expected ':' to go with the '?' at column 12"),
        ("isPrivate ? (true 1️⃣: false)", "expected ')' to close the '(' at column 13"),
        ("isPrivate ? true : 1️⃣", "expected an expression"),
        ("isPrivate ? true : false ? 1️⃣", "expected an expression"),
        // The lexer's errors come through the parser unchanged.
        ("name == 1️⃣'sam", "unterminated string"),
    ])
    func predicateErrorsArePlaced(marked: String, message: String) throws {
        let offset = try #require(Array(marked).firstIndex(of: "1️⃣"))
        let error = #expect(throws: ExpressionSyntaxError.self) {
            try Parser.predicate(marked.replacingOccurrences(of: "1️⃣", with: ""))
        }
        #expect(error == ExpressionSyntaxError(message: message, offset: offset), "\(marked)")
    }

    @Test(arguments: [
        ("numTabs 1️⃣== 1", "expected '=', '+=' or '-=' after 'numTabs'"),
        ("1️⃣3 = numTabs", "expected a field name, found '3'"),
        ("1️⃣", "expected a statement such as 'name = value'"),
        ("numTabs = 1 1️⃣2", "unexpected '2' after the expression"),
    ])
    func statementErrorsArePlaced(marked: String, message: String) throws {
        let offset = try #require(Array(marked).firstIndex(of: "1️⃣"))
        let error = #expect(throws: ExpressionSyntaxError.self) {
            try Parser.statement(marked.replacingOccurrences(of: "1️⃣", with: ""))
        }
        #expect(error == ExpressionSyntaxError(message: message, offset: offset), "\(marked)")
    }
}

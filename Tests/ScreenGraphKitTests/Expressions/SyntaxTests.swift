import Testing

@testable import ScreenGraphKit

/// What the compiler asks of a parsed expression: where a type error about a node
/// points, and the fields and literals it names (which `screengraph check` and the
/// planner's hints list).
@Suite struct SyntaxTests {
    /// A chain points at its last operator, as if it nested to the left; a choice at its
    /// first `?`; a leaf at itself.
    @Test(arguments: [
        ("a", 0), ("  'x'", 2), ("!a", 0), ("-n < 0", 3), ("a && b || c", 7), ("a || b || c", 7),
        ("(n + 1 - 2) == 0", 12), ("a ? b : c ? d : e", 2), ("(a ? 1 : 2) > 0", 12),
    ])
    func aNodePointsAtItsOperator(text: String, offset: Int) throws {
        #expect(try Parser.predicate(text).offset == offset, "\(text)")
    }

    @Test func theArithmeticOfASingleOperandPointsAtTheOperand() throws {
        let syntax = try Parser.predicate("x")
        #expect(Syntax.arithmetic(syntax, []).offset == 0)
        #expect(Syntax.logical(and: true, [.field("y", offset: 4)], offsets: []).offset == 4)
    }

    /// In the order written, with repeats, through every kind of node. `-2` is the
    /// negation of the literal 2.
    @Test func fieldsAndLiteralsComeInTheOrderWritten() throws {
        let syntax = try Parser.predicate("a ? !b && n + 1 - m > -2 : s == 'x' || o == nil || a == true")
        #expect(syntax.fieldNames == ["a", "b", "n", "m", "s", "o", "a"])
        #expect(syntax.literals == [.int(1), .int(2), .string("x"), .none, .bool(true)])
    }

    /// The walk keeps its own stack: a chain of 100 000 operands is walked without
    /// recursion.
    @Test func aLongChainIsWalkedWithoutRecursion() throws {
        let text = Array(repeating: "a", count: 100_000).joined(separator: " || ")
        #expect(try Parser.predicate(text).fieldNames.count == 100_000)
    }
}

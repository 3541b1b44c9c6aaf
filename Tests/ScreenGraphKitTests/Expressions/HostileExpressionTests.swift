import Foundation
import Testing

@testable import ScreenGraphKit

/// Hostile expressions: deep nesting, very long chains, odd Unicode and extreme numbers
/// must compile and evaluate, or be rejected with a located error, and never crash.
///
/// Each case is one line: a short name, the predicate, and what compiling and evaluating
/// it in ``state`` gives. Offsets count Unicode scalars from 0.
@Suite struct HostileExpressionTests {
    /// What a predicate must give.
    enum Outcome: Sendable, Equatable {
        /// It compiles, and evaluates to this.
        case holds(Bool)
        /// It is rejected with exactly this message at this offset.
        case rejected(String, at: Int)
        /// It compiles, and evaluating it overflows at the operator at this offset.
        case overflows(at: Int)
    }

    typealias Case = HostileCase<String, Outcome>

    /// The fields every case may read: `b` true, `f` false, `n` 1, `s` "x", `o` nil.
    static let state: [StateField] = [
        StateField("b", .bool, initial: true), StateField("f", .bool, initial: false), StateField("n", .int, initial: 1),
        StateField("s", .string, initial: "x"), StateField("o", .optionalInt),
    ]

    static let tooDeep = "expression nests deeper than 256 levels of '(', '!', unary '-' and '?'"

    static func repeated(_ text: String, _ count: Int) -> String { String(repeating: text, count: count) }

    /// `f || b && b == (…)` nested `depth` times around `b`: every level is an or, an and,
    /// a comparison and a parenthesis, and evaluation goes all the way down.
    static func deepest(_ depth: Int) -> String {
        repeated("f || b && b == (", depth) + "b" + repeated(")", depth)
    }

    /// `b ? b ? … b : f : f` with `depth` choices nested between a `?` and its `:`.
    static func middleChoices(_ depth: Int) -> String {
        repeated("b ? ", depth) + "b" + repeated(" : f", depth)
    }

    static func outcome(of predicate: String) -> Outcome {
        var compiler = ExpressionCompiler(layout: StateLayout(Self.state), strings: StringTable())
        let compiled: CompiledPredicate
        do throws(ExpressionSyntaxError) {
            compiled = try compiler.predicate(ExpressionSource(predicate))
        } catch {
            return .rejected(error.message, at: error.offset)
        }
        var slots = [Int64](repeating: 0, count: compiler.layout.slotCount)
        for entry in compiler.layout.entries {
            compiler.layout.store(entry.field.initial, in: entry, slots: &slots, strings: &compiler.strings)
        }
        do throws(OverflowError) {
            return .holds(try slots.withUnsafeBufferPointer { (buffer) throws(OverflowError) in try compiled.holds(buffer) })
        } catch {
            return .overflows(at: error.offset)
        }
    }

    private func check(_ testCase: Case) {
        #expect(Self.outcome(of: testCase.input) == testCase.outcome, "\(testCase.name)")
    }

    // MARK: Nesting

    @Test(arguments: [
        Case("256 parentheses", repeated("(", 256) + "b" + repeated(")", 256), .holds(true)),
        Case("257 parentheses", repeated("(", 257) + "b" + repeated(")", 257), .rejected(tooDeep, at: 256)),
        Case("17,000 parentheses", repeated("(", 17_000) + "b" + repeated(")", 17_000), .rejected(tooDeep, at: 256)),
        Case("17,000 unclosed parentheses", repeated("(", 17_000), .rejected(tooDeep, at: 256)),
        Case("256 '!'", repeated("!", 256) + "b", .holds(true)),
        Case("257 '!'", repeated("!", 257) + "b", .rejected(tooDeep, at: 256)),
        Case("100,000 'not'", repeated("not ", 100_000) + "b", .rejected(tooDeep, at: 4 * 256)),
        Case("256 unary '-'", repeated("-", 256) + "n == 1", .holds(true)),
        Case("257 unary '-'", repeated("-", 257) + "n == 1", .rejected(tooDeep, at: 256)),
        Case("'(', '!' and '-' count together", repeated("(!", 128) + "-n == 1" + repeated(")", 128), .rejected(tooDeep, at: 256)),
        Case("or, and, == and ( at every level, 256 deep", deepest(256), .holds(true)),
        Case("or, and, == and ( at every level, 257 deep", deepest(257), .rejected(tooDeep, at: 256 * 16 + 15)),
        Case("sums nested 255 deep", repeated("n + (", 255) + "n" + repeated(")", 255) + " == 256", .holds(true)),
        // A choice in the value between `?` and `:` nests; one after the `:` does not.
        Case("256 choices nested between '?' and ':'", middleChoices(256), .holds(true)),
        Case("257 choices nested between '?' and ':'", middleChoices(257), .rejected(tooDeep, at: 4 * 256 + 2)),
        Case("10,000 choices nested between '?' and ':'", middleChoices(10_000), .rejected(tooDeep, at: 4 * 256 + 2)),
        Case("10,000 unfinished choices", repeated("b ? ", 10_000), .rejected(tooDeep, at: 4 * 256 + 2)),
        Case("'?' and '(' in turn, 256 deep", repeated("b ? (", 128) + "b" + repeated(") : f", 128), .holds(true)),
        Case("'?' and '(' count together", repeated("b ? (", 129) + "b" + repeated(") : f", 129), .rejected(tooDeep, at: 5 * 128 + 2)),
        Case("10,000 choices after ':'", repeated("f ? f : ", 9_999) + "b", .holds(true)),
        Case("10,000 choices after ':', the last one taken", repeated("f ? f : ", 9_999) + "b ? b : f", .holds(true)),
        Case("10,000 choices after ':', the first one taken", repeated("b ? b : ", 9_999) + "f", .holds(true)),
        Case("10,000 choices after ':' ending in a string", repeated("f ? b : ", 9_999) + "'x'", .rejected("':' needs values of one type, found bool and string", at: 8 * 9_998 + 6)),
        Case("10,000 choices after ':' with an int condition", repeated("f ? b : ", 5_000) + "n ? b : " + repeated("f ? b : ", 4_999) + "b", .rejected("'?' needs a bool condition, found int", at: 8 * 5_000 + 2)),
        Case("10,000 choices after ':' in parentheses", "(" + repeated("f ? f : ", 9_999) + "b) == b", .holds(true)),
    ])
    func nesting(_ testCase: Case) { check(testCase) }

    /// The deepest expressions the parser accepts parse, compile, evaluate and are freed
    /// on a 512 KiB stack, a secondary thread's default on Apple platforms, even in a
    /// debug build: nothing but freeing the syntax tree recurses.
    @Test func theDeepestAcceptedExpressionsFitASmallStack() {
        let outcomes = Self.onThread(stackSize: 512 * 1024) {
            [
                Self.deepest(256), Self.repeated("n + (-", 128) + "n" + Self.repeated(")", 128) + " == -127",
                Self.middleChoices(256), Self.repeated("f ? f : ", 9_999) + "b",
            ].map(Self.outcome)
        }
        #expect(outcomes == [.holds(true), .holds(true), .holds(true), .holds(true)])
    }

    /// What `body` gives when run on a new thread with a stack of `stackSize` bytes.
    static func onThread<T: Sendable>(stackSize: Int, _ body: @escaping @Sendable () -> T) -> T? {
        let result = ThreadResult<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = body()
            result.lock.withLock { result.value = value }
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return result.lock.withLock { result.value }
    }

    // MARK: Size

    @Test(arguments: [
        Case("50,000 terms of '||'", repeated("f || ", 49_999) + "b", .holds(true)),
        Case("50,000 terms of '||', all false", repeated("f || ", 49_999) + "f", .holds(false)),
        Case("50,000 terms of '&&'", repeated("b && ", 49_999) + "b", .holds(true)),
        Case("50,000 terms of 'or' ending in an int", repeated("f or ", 49_999) + "n", .rejected("'||' needs bool operands, found int", at: 5 * 49_998 + 2)),
        Case("50,000 terms of '+'", repeated("n + ", 49_999) + "n == 50000", .holds(true)),
        Case("50,000 terms of '+' and '-'", repeated("n + n - ", 24_999) + "n + n == 2", .holds(true)),
        Case("50,000 terms of '+' with a string", "s + " + repeated("n + ", 49_998) + "n > 0", .rejected("'+' joins strings, found int", at: 2)),
        Case("50,000 comparisons joined by '&&'", repeated("n == 1 && ", 49_999) + "o == nil", .holds(true)),
    ])
    func size(_ testCase: Case) { check(testCase) }

    // MARK: Unicode

    @Test(arguments: [
        Case("a combining mark right after a quote", "s == \"\u{301}\"", .holds(false)),
        Case("a prepended character right before a quote", "s == \"\u{600}\"", .holds(false)),
        Case("a prepended character in single quotes", "s == '\u{600}' || s == 'x'", .holds(true)),
        Case("an accent on the last letter", "s == \"x\u{301}\"", .holds(false)),
        Case("a skin-toned emoji", "s != \"👍🏽\"", .holds(true)),
        Case("offsets count scalars", "s == \"e\u{301}\" && x", .rejected("unknown state field 'x'", at: 13)),
        Case("a stray combining mark", "b \u{301}", .rejected("unexpected character U+0301", at: 2)),
        Case("a stray prepended character", "b && \u{600}b", .rejected("unexpected character U+0600", at: 5)),
        Case("a letter outside ASCII", "é == 1", .rejected("unexpected character 'é'", at: 0)),
        Case("a NUL byte", "b\u{0}", .rejected("unexpected character U+0000", at: 1)),
        Case("a no-break space is a space", "b\u{A0}&&\u{2028}b", .holds(true)),
        Case("CR and tab escapes", #"s != "\r" && s != '\t' && "\r\n" != "\n""#, .holds(true)),
        Case("an unknown escape", #"s == "\q""#, .rejected("unknown escape '\\q' in string", at: 6)),
    ])
    func unicode(_ testCase: Case) { check(testCase) }

    // MARK: Numbers

    @Test(arguments: [
        Case("the largest int", "n < 9223372036854775807", .holds(true)),
        Case("past the largest int", "n < 9223372036854775808", .rejected("integer literal 9223372036854775808 is too large", at: 4)),
        Case("twenty digits", "n < 99999999999999999999", .rejected("integer literal 99999999999999999999 is too large", at: 4)),
        Case("the smallest int", "n > -9223372036854775808", .holds(true)),
        Case("negating the smallest int", "- -9223372036854775808 > 0", .overflows(at: 0)),
        Case("a sum past the largest int", "9223372036854775807 + n > 0", .overflows(at: 20)),
        Case("an overflow late in a long sum", repeated("n + ", 1_000) + "9223372036854775807 > 0", .overflows(at: 4 * 1_000 - 2)),
    ])
    func numbers(_ testCase: Case) { check(testCase) }
}

/// A value one thread hands another, which waits for it.
private final class ThreadResult<T: Sendable>: @unchecked Sendable {
    let lock = NSLock()
    var value: T?
}

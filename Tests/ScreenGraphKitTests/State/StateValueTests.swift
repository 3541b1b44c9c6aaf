import Testing

@testable import ScreenGraphKit

/// A user-state field's type (`bool`, `int`, `string`, each optionally `?`), the values
/// it holds, and how a value is spelled: as the expression language writes it, and, in
/// the section for Format/StateValue+Parsing.swift, as the CLI's `--set` reads it.
@Suite struct StateValueTests {
    @Test(arguments: [
        ("bool", StateType.bool), ("int", .int), ("string", .string), ("bool?", .optionalBool), ("int?", .optionalInt),
        ("string?", .optionalString),
    ])
    func aTypeReadsAndWritesItsSpelling(spelling: String, type: StateType) {
        #expect(StateType(spelling: spelling) == type)
        #expect(type.description == spelling)
    }

    @Test(arguments: ["", "?", "Int", "bool??", "double", " int", "int ?"])
    func anyOtherSpellingIsNoType(spelling: String) {
        #expect(StateType(spelling: spelling) == nil)
    }

    @Test func aValueFitsItsOwnKindAndNilFitsOnlyAnOptional() {
        let values: [StateValue] = [true, 3, "a", nil]
        #expect(values.map { $0.fits(.bool) } == [true, false, false, false])
        #expect(values.map { $0.fits(.int) } == [false, true, false, false])
        #expect(values.map { $0.fits(.string) } == [false, false, true, false])
        #expect(values.map { $0.fits(.optionalBool) } == [true, false, false, true])
        #expect(values.map { $0.fits(.optionalInt) } == [false, true, false, true])
        #expect(values.map { $0.fits(.optionalString) } == [false, false, true, true])
    }

    @Test func literalsMakeTheirCases() {
        let values: [StateValue] = [false, -7, "", nil]
        #expect(values == [.bool(false), .int(-7), .string(""), .none])
    }

    @Test func aValueIsWrittenAsTheExpressionLanguageReadsIt() {
        #expect(StateValue.bool(true).description == "true")
        #expect(StateValue.int(Int64.min).description == "-9223372036854775808")
        #expect(StateValue.none.description == "nil")
        #expect(StateValue.string("sam").description == #""sam""#)
        // Quotes, backslashes and line breaks are escaped, so the text reads back as one string.
        #expect(StateValue.string("a\"b\\c\nd").description == #""a\"b\\c\nd""#)
    }

    @Test func fieldsAreEqualByNameTypeAndInitialValueWhereverDeclared() {
        let here = StateField("count", .int, initial: 1, location: SourcePosition(file: "a", line: 1, column: 1))
        let there = StateField("count", .int, initial: 1, location: SourcePosition(file: "b", line: 9, column: 2))
        #expect(here == there && Set([here, there]).count == 1)
        #expect(here != StateField("count", .int, initial: 2))
        #expect(here != StateField("count", .optionalInt, initial: 1))
        #expect(StateField("note", .optionalString).initial == .none)
    }

    // MARK: - Format/StateValue+Parsing.swift

    @Test(arguments: [
        ("true", StateValue.bool(true)), ("YES", .bool(true)), ("false", .bool(false)), ("No", .bool(false)), ("nil", .none),
        ("null", .none), ("42", .int(42)), ("-42", .int(-42)), ("0", .int(0)), ("9223372036854775807", .int(.max)),
        (#""sam@example.com""#, .string("sam@example.com")), (#""""#, .string("")), (#""a\"b""#, .string("a\"b")),
        ("  7  ", .int(7)),
    ])
    func oneValueAsAGraphFileWritesItParses(text: String, value: StateValue) {
        #expect(StateValue(parsing: text) == value)
    }

    @Test(arguments: [
        "", "   ", "maybe", "1 2", "true false", "01", "-", "9223372036854775808", "1.5", #""open"#, "sam", "\"a\" x",
    ])
    func textThatIsNotExactlyOneValueParsesAsNothing(text: String) {
        #expect(StateValue(parsing: text) == nil)
    }
}

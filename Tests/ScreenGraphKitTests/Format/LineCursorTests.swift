import Testing

@testable import ScreenGraphKit

/// The tokens of one `.screengraph` line, read through ``LineCursor``: each token, its
/// column in scalars, comments, and each error with its message and column.
@Suite struct LineCursorTests {
    /// `body` on a cursor over `line`.
    static func read<Value>(_ line: String, _ body: (inout LineCursor) throws(LineCursor.Failure) -> Value) throws(LineCursor.Failure) -> Value {
        try LineCursor.reading(line, body)
    }

    /// The error `body` on a cursor over `line` throws, as `column: message`.
    static func error<Value>(_ line: String, _ body: (inout LineCursor) throws(LineCursor.Failure) -> Value) -> String? {
        do {
            _ = try LineCursor.reading(line, body)
            return nil
        } catch {
            return "\(error.position.column): \(error.message)"
        }
    }

    @Test func readsWordsNamesAndPunctuationAndCountsColumnsInScalars() throws {
        let tokens = try Self.read(#"  screen "Café ☕" -> next_1.b  # a comment"#) { cursor throws(LineCursor.Failure) in
            let word = try cursor.word("a keyword")
            let name = try cursor.name("a name")
            try cursor.expect("->", "'->'")
            let afterArrow = cursor.position.column
            let target = try cursor.name("a target")
            try cursor.expectEnd()
            return [word, name, "\(afterArrow)", target, cursor.trailingComment() ?? "none"]
        }
        #expect(tokens == ["screen", "Café ☕", "21", "next_1.b", "# a comment"])
    }

    /// A `#` inside quotes starts no comment, even after an escaped quote.
    @Test func findsTheCommentOutsideQuotes() throws {
        let comment = try Self.read(#"a "x # \" # y" 'z # w' # end"#) { cursor in cursor.trailingComment() }
        #expect(comment == "# end")
        #expect(try Self.read("no comment") { cursor in cursor.trailingComment() } == nil)
    }

    @Test func tellsAWordFromAWordThatStartsWithIt() throws {
        let answers = try Self.read("costly cost 2") { cursor in
            [cursor.nextWord(is: "cost"), cursor.next(is: "cost")]
        }
        #expect(answers == [false, true])
        let clauses = try Self.read("cost 2.5 if a > 1 # c") { cursor throws(LineCursor.Failure) -> (Double?, String?) in
            (try cursor.cost(), try cursor.condition()?.text)
        }
        #expect(clauses.0 == 2.5)
        #expect(clauses.1 == "a > 1")
    }

    @Test func decodesStringEscapes() throws {
        let text = try Self.read(#""a\\b\"c\nd\re\tf\u{1F600}\u{e9}""#) { cursor throws(LineCursor.Failure) in try cursor.string("a string") }
        #expect(text == "a\\b\"c\nd\re\tf😀é")
    }

    @Test(arguments: [
        (#"  "abc"#, "3: unterminated string"),
        (#""a\qb""#, "4: unknown escape '\\q' in a string; expected \\\\, \\\", \\n, \\r, \\t or \\u{HEX}"),
        (#""a\u202E""#, "4: expected '{' after '\\u' in a string: '\\u{202E}'"),
        (#""a\u{D800}""#, "4: '\\u{...}' in a string needs 1 to 6 hex digits of a Unicode scalar, then '}'"),
        (#""a\u{1234567}""#, "4: '\\u{...}' in a string needs 1 to 6 hex digits of a Unicode scalar, then '}'"),
        ("é x", "1: expected a string, found 'é'"),
        ("", "1: expected a string, found the end of the line"),
    ])
    func reportsStringErrors(line: String, expected: String) {
        #expect(Self.error(line) { cursor throws(LineCursor.Failure) in try cursor.string("a string") } == expected)
    }

    @Test func refusesAnEmptyQuotedName() {
        #expect(Self.error(#"  """#) { cursor throws(LineCursor.Failure) in try cursor.name("a name") } == "3: a name must not be empty")
        #expect(Self.error("9lives") { cursor throws(LineCursor.Failure) in try cursor.name("a name") } == "1: expected a name, found '9'")
        #expect(Self.error("a b") { cursor throws(LineCursor.Failure) in
            _ = try cursor.word("a word")
            try cursor.expectEnd()
        } == "3: expected the end of the line, found 'b'")
    }

    @Test func readsPositiveNumbersOnly() throws {
        #expect(try Self.read("2 0.5 1e3 123456789012345678") { cursor throws(LineCursor.Failure) in
            try (0..<4).map { _ throws(LineCursor.Failure) in try cursor.number("a number") }
        } == [2, 0.5, 1000, Double("123456789012345678")!])
        for bad in ["0", "-1", "01", "1.", "x", "1e999"] {
            #expect(Self.error(bad) { cursor throws(LineCursor.Failure) in try cursor.number("the cost") } == "1: expected the cost, a positive number", "\(bad)")
        }
        // Out of range is a wrong value; not a number at all is a syntax error.
        #expect(Self.failureCode("0") == .invalidValue)
        #expect(Self.failureCode("-1") == .invalidValue)
        #expect(Self.failureCode("1.") == .otherError)
    }

    static func failureCode(_ line: String) -> DiagnosticCode? {
        do {
            _ = try LineCursor.reading(line) { cursor throws(LineCursor.Failure) in try cursor.number("n") }
            return nil
        } catch {
            return error.code
        }
    }

    @Test func readsLiterals() throws {
        let values = try Self.read(#"true NO nil null -42 "s" YES"#) { cursor throws(LineCursor.Failure) in
            try (0..<7).map { _ throws(LineCursor.Failure) in try cursor.literal() }
        }
        #expect(values == [.bool(true), .bool(false), StateValue.none, StateValue.none, .int(-42), .string("s"), .bool(true)])
        #expect(Self.error("  007") { cursor throws(LineCursor.Failure) in try cursor.literal() } == "3: expected an integer: digits with no leading zero, after an optional '-'")
        #expect(Self.error("9223372036854775808") { cursor throws(LineCursor.Failure) in try cursor.literal() } == "1: expected an integer that fits in 64 bits")
        #expect(Self.error("maybe") { cursor throws(LineCursor.Failure) in try cursor.literal() } == "1: expected a value: true, false, nil, an integer or a string")
    }

    @Test func readsGestures() throws {
        let line = #"tap "a" press "b" press(2) "c" typeText("hi") "d" custom("shake") noop swipeUp "e""#
        let gestures = try Self.read(line) { cursor throws(LineCursor.Failure) in
            try (0..<7).map { _ throws(LineCursor.Failure) in try cursor.gesture() }
        }
        #expect(gestures == [
            Interaction(.tap, element: "a"), Interaction(.press, element: "b"), Interaction(.press(duration: 2), element: "c"),
            Interaction(.typeText("hi"), element: "d"), Interaction(.custom("shake")), Interaction(.noop), Interaction(.swipeUp, element: "e"),
        ])
        #expect(Self.error("wave \"x\"") { cursor throws(LineCursor.Failure) in try cursor.gesture() } == "1: expected a gesture (\(Gesture.kindList)), found 'wave'")
        #expect(Self.error("tap \"\"") { cursor throws(LineCursor.Failure) in try cursor.gesture() } == "5: an element identifier must not be empty", "at its quote")
        #expect(Self.error("press(2 \"x\"") { cursor throws(LineCursor.Failure) in try cursor.gesture() } == "9: expected ')', found '\"'")
    }

    /// An expression runs to the comment, trimmed, and knows where it starts in the file.
    @Test func readsAnExpressionToTheComment() throws {
        let source = try Self.read("if  count > 2\t # why") { cursor throws(LineCursor.Failure) in try cursor.condition() }
        #expect(source?.text == "count > 2")
        #expect(source?.location?.column == 5)
        #expect(source?.fileLine == "if  count > 2\t # why")
        #expect(Self.error("if # none") { cursor throws(LineCursor.Failure) in try cursor.condition() } == "4: expected a predicate after 'if', found the end of the line")
        #expect(Self.error("when x") { cursor throws(LineCursor.Failure) in try cursor.condition() } == "1: expected 'cost', 'if' or the end of the line, found 'w'")
    }

    @Test func rewindsToAMark() throws {
        let words = try Self.read("one two") { cursor throws(LineCursor.Failure) in
            let mark = cursor.mark
            let first = try cursor.word("a word")
            cursor.rewind(to: mark)
            return [first, try cursor.word("a word"), cursor.rest()]
        }
        #expect(words == ["one", "one", " two"])
    }
}

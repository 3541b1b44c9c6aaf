import Testing

@testable import ScreenGraphKit

/// The expression language's tokens, with their offsets in Unicode scalars.
@Suite struct LexerTests {
    static func kinds(_ text: String) throws -> [Token.Kind] { try Lexer.tokenize(text).map(\.kind) }

    static func error(_ text: String) -> String? {
        do {
            _ = try Lexer.tokenize(text)
            return nil
        } catch {
            return "\(error.offset): \(error.message)"
        }
    }

    @Test func readsEveryKindOfToken() throws {
        #expect(try Self.kinds(#"a_1 >= 10 and NOT B <> "x" || c += 2 ? nil : YES"#) == [
            .identifier("a_1"), .greaterEqual, .integer(10), .and, .not, .identifier("B"), .notEqual, .string("x"), .or,
            .identifier("c"), .plusAssign, .integer(2), .question, .nilLiteral, .colon, .boolean(true), .end,
        ])
        #expect(try Self.kinds("(x<=1)&&!y!=z==w-=3-4<5>6=7+8 or False null no") == [
            .leftParen, .identifier("x"), .lessEqual, .integer(1), .rightParen, .and, .not, .identifier("y"), .notEqual,
            .identifier("z"), .equal, .identifier("w"), .minusAssign, .integer(3), .minus, .integer(4), .less, .integer(5),
            .greater, .integer(6), .assign, .integer(7), .plus, .integer(8), .or, .boolean(false), .nilLiteral, .boolean(false), .end,
        ])
    }

    /// Offsets count scalars, so a caret lands under the token in any script.
    @Test func placesTokensByScalarOffset() throws {
        let tokens = try Lexer.tokenize("'é😀' == \tname")
        #expect(tokens.map(\.offset) == [0, 5, 9, 13])
        #expect(tokens.map(\.text) == ["'é😀'", "==", "name", ""])
    }

    @Test func decodesStringEscapesInEitherQuote() throws {
        #expect(try Self.kinds(#"'it\'s' "a\"\\\n\r\t\u{202E}b""#) == [.string("it's"), .string("a\"\\\n\r\t\u{202E}b"), .end])
    }

    /// What the writers quote, the lexer reads back: seeded random text through
    /// ``Escaping/expressionString(_:)``.
    @Test(arguments: [UInt64(41), 42])
    func readsBackWhatTheWritersQuote(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pool: [Unicode.Scalar] = ["a", "'", "\"", "\\", "\n", "\r", "\t", "\u{0}", "\u{1B}", "\u{202E}", "\u{2028}", "{", "}", "é", "😀"]
        for _ in 0..<100 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<10, using: &random) { scalars.append(pool[Int.random(in: 0..<pool.count, using: &random)]) }
            let text = String(scalars)
            let quoted = Escaping.expressionString(text)
            guard case .string(let back) = try Lexer.tokenize(quoted).first?.kind else {
                Issue.record("seed \(seed): \(quoted) read as no string")
                continue
            }
            #expect(back.unicodeScalars.elementsEqual(text.unicodeScalars), "seed \(seed): \(quoted)")
        }
    }

    @Test(arguments: [
        ("a & b", "2: expected '&&'"),
        ("a | b", "2: expected '||'"),
        ("x == 18446744073709551616", "5: integer literal 18446744073709551616 is too large"),
        ("é == 1", "0: unexpected character 'é'"),
        ("n # 2", "2: unexpected character '#'"),
        ("a == \u{301}", "5: unexpected character U+0301"),
        ("'abc", "0: unterminated string"),
        (#"x == "a\"#, "5: unterminated string"),
        (#"'a\q'"#, "2: unknown escape '\\q' in string"),
        (#"'a\u{110000}'"#, "2: '\\u' in a string needs '{', 1 to 6 hex digits of a Unicode scalar, and '}'"),
        (#"'a\u41'"#, "2: '\\u' in a string needs '{', 1 to 6 hex digits of a Unicode scalar, and '}'"),
    ])
    func reportsEachErrorAtItsOffset(text: String, expected: String) {
        #expect(Self.error(text) == expected)
    }

    @Test func tellsIdentifiersFromKeywords() {
        #expect(Lexer.isIdentifier("count_2"))
        #expect(Lexer.isIdentifier("_x"))
        #expect(!Lexer.isIdentifier("2x"))
        #expect(!Lexer.isIdentifier("a-b"))
        #expect(!Lexer.isIdentifier(""))
        #expect(!Lexer.isIdentifier("Null"), "keywords are case-insensitive")
        #expect(Lexer.isKeyword("YES"))
        #expect(!Lexer.isKeyword("maybe"))
    }
}

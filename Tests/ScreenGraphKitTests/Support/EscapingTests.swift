import Testing

@testable import ScreenGraphKit

/// One quoting per target syntax: each keeps every scalar, in that syntax's own escapes,
/// and shows what would act on a terminal as a `\u{...}` escape.
@Suite struct EscapingTests {
    /// Text with a quote, a backslash, every line break, a tab, ESC, a right-to-left
    /// override, a zero-width joiner inside an emoji, and a letter past U+FFFF.
    static let awkward = "a\"b\\c\nd\re\tf\u{1B}g\u{202E}h👩\u{200D}👧i𝔸"

    @Test func quotesForEachSyntax() {
        #expect(Escaping.expressionString(Self.awkward) == #""a\"b\\c\nd\re\u{9}f\u{1B}g\u{202E}h👩‍👧i𝔸""#)
        #expect(Escaping.graphFileString(Self.awkward) == #""a\"b\\c\nd\re\tf\u{1B}g\u{202E}h👩‍👧i𝔸""#)
        #expect(Escaping.jsonString(Self.awkward) == #""a\"b\\c\nd\re\tf\u001bg\u202eh👩‍👧i𝔸""#)
        #expect(Escaping.dotString(Self.awkward) == #""a\"b\\c\nd\\re\\tf\\u{1B}g\\u{202E}h👩‍👧i𝔸""#)
        #expect(Escaping.mermaidString("a<b>c#d|e\"f\ng\rh") == #""a#lt;b#gt;c#35;d#124;e#quot;f<br/>g\rh""#)
    }

    /// A scalar past U+FFFF that acts on a terminal is a UTF-16 surrogate pair in JSON.
    @Test func escapesAFormatCharacterPastTheBasicPlaneAsASurrogatePairInJSON() {
        #expect(Escaping.jsonString("\u{E0001}") == #""\udb40\udc01""#)
        #expect(Escaping.terminalEscape("\u{E0001}") == "\\u{E0001}")
    }

    /// What JSON escapes, a JSON reader reads back unchanged: seeded random text drawn from
    /// ASCII, controls, format characters, separators and letters past U+FFFF.
    @Test(arguments: [UInt64(31), 32])
    func readsBackFromJSONUnchanged(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let pool: [Unicode.Scalar] = ["a", "\"", "\\", "/", "\n", "\r", "\t", "\u{0}", "\u{1F}", "\u{7F}", "\u{85}", "\u{200B}", "\u{200D}",
            "\u{202E}", "\u{2028}", "\u{FEFF}", "é", "中", "😀", "\u{E0001}"]
        for _ in 0..<100 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<12, using: &random) { scalars.append(pool[Int.random(in: 0..<pool.count, using: &random)]) }
            let text = String(scalars)
            let quoted = Escaping.jsonString(text)
            #expect(!quoted.unicodeScalars.contains { Escaping.terminalEscape($0) != nil }, "seed \(seed)")
            guard case .string(let back) = try JSONParser.parse(quoted).kind else {
                Issue.record("seed \(seed): \(quoted) is no JSON string")
                continue
            }
            #expect(back.unicodeScalars.elementsEqual(text.unicodeScalars), "seed \(seed): \(quoted)")
        }
    }

    /// A line break outside a literal is a space; one inside, its escape.
    @Test func putsAnExpressionOnOneLine() {
        #expect(Escaping.expressionOnOneLine("a ==\n1") == "a == 1")
        #expect(Escaping.expressionOnOneLine("name == \"x\ny\" &&\r\nb") == "name == \"x\\ny\" &&  b")
        #expect(Escaping.expressionOnOneLine("s == 'it\\\ns'") == "s == 'it\\ s'", "a backslash before a line break is no escape")
        #expect(Escaping.expressionOnOneLine("s == \"\u{202E}\" || t") == "s == \"\\u{202E}\" || t")
        #expect(Escaping.expressionOnOneLine("plain == 1") == "plain == 1")
    }

    @Test func escapesOnlyWhatActsOnATerminal() {
        let escaped: [Unicode.Scalar] = ["\u{0}", "\n", "\t", "\u{1B}", "\u{7F}", "\u{9B}", "\u{200B}", "\u{202E}", "\u{2028}", "\u{2029}", "\u{FEFF}"]
        #expect(escaped.map { Escaping.terminalEscape($0) ?? "kept" } == [
            "\\u{0}", "\\u{A}", "\\u{9}", "\\u{1B}", "\\u{7F}", "\\u{9B}", "\\u{200B}", "\\u{202E}", "\\u{2028}", "\\u{2029}", "\\u{FEFF}",
        ])
        let kept: [Unicode.Scalar] = [" ", "~", "é", "\u{301}", "\u{200C}", "\u{200D}", "中", "😀"]
        #expect(kept.allSatisfy { Escaping.terminalEscape($0) == nil })
        #expect(Escaping.visibleControl("\r") == "\\r")
        #expect(Escaping.visibleControl("\t") == "\\t")
        #expect(Escaping.visibleControl("x") == nil)
    }

    @Test func namesTheCharacterAMessageIsAbout() {
        #expect(Escaping.messageCharacter("x+".unicodeScalars) == "'x'")
        #expect(Escaping.messageCharacter("e\u{301}z".unicodeScalars) == "'é'", "a letter keeps its combining mark")
        #expect(Escaping.messageCharacter("\u{301}".unicodeScalars) == "U+0301")
        #expect(Escaping.messageCharacter("\u{A0}".unicodeScalars) == "U+00A0", "a space other than ' '")
        #expect(Escaping.messageCharacter("\u{1F600}".unicodeScalars) == "'😀'")
        #expect(Escaping.messageCharacter("".unicodeScalars) == "nothing")
        #expect(Escaping.codePoint("\u{0}") == "U+0000")
        #expect(Escaping.codePoint("\u{1F600}") == "U+1F600")
    }
}

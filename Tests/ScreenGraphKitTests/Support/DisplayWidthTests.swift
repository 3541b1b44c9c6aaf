import Testing

@testable import ScreenGraphKit

/// How many terminal columns text takes, for carets under a line (East Asian Width, UAX #11:
/// wide and fullwidth characters and emoji take two columns).
@Suite struct DisplayWidthTests {
    @Test func countsWideCharactersAndEmojiAsTwoColumns() {
        #expect(DisplayWidth.columns(Character("a")) == 1)
        #expect(DisplayWidth.columns(Character("é")) == 1)
        #expect(DisplayWidth.columns(Character("中")) == 2)
        #expect(DisplayWidth.columns(Character("한")) == 2)
        #expect(DisplayWidth.columns(Character("Ａ")) == 2, "fullwidth Latin")
        #expect(DisplayWidth.columns(Character("😀")) == 2)
        #expect(DisplayWidth.columns(Character("❤️")) == 2, "a text symbol with the emoji variation selector")
        #expect(DisplayWidth.columns(Character("❤")) == 1, "the same symbol without it")
    }

    @Test func addsUpAText() {
        #expect(DisplayWidth.columns("") == 0)
        #expect(DisplayWidth.columns("a中😀e\u{301}") == 6)
        #expect(DisplayWidth.columns("abc"[...]) == 3)
    }
}

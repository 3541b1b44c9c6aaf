/// How many terminal columns a character takes, to put a caret under it: 2 for East
/// Asian Wide and Fullwidth characters (CJK ideographs, kana, Hangul syllables,
/// fullwidth forms) and emoji shown as emoji, 1 for any other.
///
/// Swift's Unicode properties hold no East Asian Width, so the Wide and Fullwidth
/// blocks are listed here (Unicode 15's `EastAsianWidth.txt`, ranges merged); an emoji
/// is one whose first scalar has Emoji_Presentation or that asks for it with U+FE0F.
///
/// ```swift
/// DisplayWidth.columns("日本語😀")  // 8
/// ```
enum DisplayWidth {
    /// The columns `character` takes: 1 or 2.
    static func columns(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, !first.isASCII else { return 1 }
        if first.properties.isEmojiPresentation || scalars.contains("\u{FE0F}") { return 2 }
        return isWide(first.value) ? 2 : 1
    }

    /// The columns `text` takes.
    static func columns(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + columns($1) }
    }

    private static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
            0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
            0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x18D08, 0x1AFF0...0x1B2FB,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}

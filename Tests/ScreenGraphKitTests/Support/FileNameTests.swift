import Testing

@testable import ScreenGraphKit

/// File names that are not UTF-8 come back byte for byte and show escaped.
@Suite struct FileNameTests {
    /// The bytes `path` gives the system, without the terminating NUL.
    static func bytes(_ path: String) -> [UInt8] {
        FileName.fileSystemRepresentation(path).dropLast().map { UInt8(bitPattern: $0) }
    }

    @Test(arguments: [
        (Array("plain.screengraph".utf8), "plain.screengraph"),
        (Array("é👩‍👩‍👧.json".utf8), "é👩‍👩‍👧.json"),
        (Array("bad".utf8) + [0xFF] + Array(".json".utf8), "bad\\xFF.json"),
        ([0x80, 0xBF, 0xC0, 0xC1, 0xF5, 0xFE, 0xFF], "\\x80\\xBF\\xC0\\xC1\\xF5\\xFE\\xFF"),
        // A cut sequence, an overlong '/', a surrogate, and a code point past U+10FFFF.
        ([0xC3], "\\xC3"), ([0xC0, 0xAF], "\\xC0\\xAF"), ([0xED, 0xA0, 0x80], "\\xED\\xA0\\x80"), ([0xF4, 0x90, 0x80, 0x80], "\\xF4\\x90\\x80\\x80"),
        // The scalars that stand for kept bytes, written as UTF-8, stay bytes of their own.
        ([0xF4, 0x8F, 0xBE, 0x80], "\\xF4\\x8F\\xBE\\x80"), ([0xF4, 0x8F, 0xBF, 0xBF], "\\xF4\\x8F\\xBF\\xBF"),
        // The scalar just below them is an ordinary one.
        ([0xF4, 0x8F, 0xBD, 0xBF], "\u{10FF7F}"),
        (Array("a\tb\nc".utf8), "a\\u{9}b\\u{A}c"),
    ])
    func namesComeBackByteForByte(bytes: [UInt8], displayed: String) {
        let path = FileName.path(fromBytes: bytes)
        #expect(Self.bytes(path) == bytes)
        #expect(FileName.displayed(path) == displayed)
    }

    /// Every byte alone, and every pair of bytes, comes back.
    @Test func everyByteAndPairComesBack() {
        for first in UInt8.min...UInt8.max where first != 0 {
            #expect(Self.bytes(FileName.path(fromBytes: [first])) == [first])
            for second in UInt8.min...UInt8.max where second != 0 {
                let pair = [first, second]
                if Self.bytes(FileName.path(fromBytes: pair)) != pair { Issue.record("\(pair) does not come back") }
            }
        }
    }

    /// Seeded random byte strings, biased to the bytes of multi-byte sequences, come back.
    @Test func randomNamesComeBack() {
        var random = SplitMix64(seed: 0x5EED_F11E)
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 1...12, using: &random)).map { _ in
                Bool.random(using: &random) ? UInt8.random(in: 0x80...0xFF, using: &random) : UInt8.random(in: 1...0xFF, using: &random)
            }
            if Self.bytes(FileName.path(fromBytes: bytes)) != bytes { Issue.record("\(bytes) does not come back") }
        }
    }

    /// A valid name is the string it spells, and shows as itself.
    @Test func validNamesAreTheirOwnText() {
        for name in ["Graphs/Demo.screengraph", "é", "e\u{301}", "👩‍👩‍👧", "\u{10FF7F}", "spaces and 'quotes'"] {
            #expect(FileName.path(fromBytes: Array(name.utf8)) == name)
            #expect(FileName.displayed(name) == name)
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// The check every input file passes before it is read: where its bytes stop being UTF-8.
@Suite struct UTF8ValidationTests {
    static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset(in: $0) }
    }

    /// The Unicode Standard's table 3-7 of well-formed sequences: overlong forms,
    /// surrogates and scalars past U+10FFFF are refused at their lead byte.
    @Test func findsEachKindOfIllFormedSequence() {
        #expect(Self.firstInvalidOffset([]) == nil)
        #expect(Self.firstInvalidOffset(Array("plain ascii, é, 中, 😀".utf8)) == nil)
        #expect(Self.firstInvalidOffset([0x61, 0x80]) == 1, "a continuation byte alone")
        #expect(Self.firstInvalidOffset([0xC0, 0x80]) == 0, "an overlong NUL")
        #expect(Self.firstInvalidOffset([0x61, 0xE0, 0x9F, 0xBF]) == 1, "an overlong three-byte form")
        #expect(Self.firstInvalidOffset([0xED, 0xA0, 0x80]) == 0, "a surrogate")
        #expect(Self.firstInvalidOffset([0xF4, 0x90, 0x80, 0x80]) == 0, "past U+10FFFF")
        #expect(Self.firstInvalidOffset([0xF5, 0x80, 0x80, 0x80]) == 0, "no such lead byte")
        #expect(Self.firstInvalidOffset([0x61, 0x62, 0xE2, 0x82]) == 2, "cut off at the end")
        #expect(Self.firstInvalidOffset(Array("12345678abcdefgh".utf8) + [0xFF]) == 16, "after two eight-byte blocks")
    }

    /// Seeded random bytes, mostly ASCII with some of every lead byte: the check agrees with
    /// the standard library's own UTF-8 validation, and the bytes before the offset are valid.
    @Test(arguments: [UInt64(21), 22, 23])
    func agreesWithTheStandardLibrary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        for _ in 0..<300 {
            let bytes = (0..<Int.random(in: 0..<24, using: &random)).map { _ in
                Bool.random(using: &random) ? UInt8.random(in: 0x20..<0x7F, using: &random) : UInt8.random(in: 0x80...0xFF, using: &random)
            }
            let offset = Self.firstInvalidOffset(bytes)
            #expect((offset == nil) == (String(validating: bytes, as: UTF8.self) != nil), "seed \(seed): \(bytes)")
            if let offset {
                #expect(String(validating: bytes[..<offset], as: UTF8.self) != nil, "seed \(seed): \(bytes)")
            }
        }
    }
}

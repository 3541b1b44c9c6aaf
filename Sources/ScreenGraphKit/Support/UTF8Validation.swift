/// Checking that bytes are UTF-8 without decoding them into a `String`.
enum UTF8Validation {
    /// The offset of the first byte that does not begin or continue a valid UTF-8
    /// sequence (overlong forms, surrogates and scalars past U+10FFFF are invalid, as
    /// `String` has them), or `nil` when every byte is valid.
    ///
    /// Runs of ASCII are checked eight bytes at a time.
    ///
    /// - Complexity: O(n).
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index < count {
            if index + 8 <= count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            // The length of the sequence, and the range its second byte must be in.
            let length: Int
            var second: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; second = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; second = 0x80...0x9F
            case 0xF0: length = 4; second = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; second = 0x80...0x8F
            default: return index
            }
            guard index + 1 < count, second.contains(bytes[index + 1]) else { return index }
            for next in index + 2..<index + length {
                guard next < count, bytes[next] & 0xC0 == 0x80 else { return index }
            }
            index += length
        }
        return nil
    }
}

/// File names as the file system holds them, bytes that are usually but not always
/// UTF-8, carried in a `String` without losing a byte.
///
/// A name that is not UTF-8 (`bad\xFF.screengraph`, from an old archive or another
/// system's encoding) cannot be a `String`: decoding it the usual way replaces the
/// byte with U+FFFD, and the file can no longer be opened by that name. Here each byte
/// that is not part of valid UTF-8 becomes one scalar of the last 128 code points of
/// Unicode (U+10FF80 to U+10FFFF, private use and never assigned), and turns back into
/// the same byte when the file is opened. A name that really holds one of those scalars
/// keeps its UTF-8 bytes the same way, each byte kept on its own, so every byte
/// sequence comes back exactly.
///
/// Messages show such a byte as `\xFF` (``displayed(_:)``).
///
/// ```swift
/// let path = FileName.path(fromBytes: Array("bad".utf8) + [0xFF] + Array(".json".utf8))
/// print(FileName.displayed(path))  // bad\xFF.json
/// ```
package enum FileName {
    /// The first of the scalars that stand for bytes 0x80 to 0xFF.
    private static let keptByteBase: UInt32 = 0x10_FF00

    /// Whether `scalar` stands for a byte that is not UTF-8 text.
    private static func keptByte(_ scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= keptByteBase + 0x80 ? UInt8(truncatingIfNeeded: scalar.value - keptByteBase) : nil
    }

    /// The path for a name's bytes, each byte that is not UTF-8 kept as a scalar of its own.
    ///
    /// - Complexity: O(bytes).
    package static func path(fromBytes bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        var scalars = String.UnicodeScalarView()
        func keep(_ kept: some Sequence<UInt8>) {
            for byte in kept {
                // Bytes below 0x80 are always valid UTF-8: only 0x80...0xFF get here.
                scalars.append(Unicode.Scalar(keptByteBase + UInt32(byte)) ?? "\u{FFFD}")
            }
        }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                let scalar = Unicode.UTF8.decode(encoded)
                if keptByte(scalar) != nil { keep(encoded) } else { scalars.append(scalar) }
                offset += encoded.count
            case .error(let length):
                keep(bytes[offset..<min(offset + length, bytes.count)])
                offset += length
            case .emptyInput:
                return String(scalars)
            }
        }
    }

    /// The path for a C string from `argv` or the system, see ``path(fromBytes:)``.
    package static func path(fromCString pointer: UnsafePointer<CChar>) -> String {
        let length = strlenOf(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { bytes in
            path(fromBytes: UnsafeBufferPointer(start: bytes, count: length))
        }
    }

    /// The bytes of `path` to hand the system, with the bytes ``path(fromBytes:)`` kept
    /// turned back, and a terminating NUL.
    package static func fileSystemRepresentation(_ path: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if let byte = keptByte(scalar) {
                bytes.append(CChar(bitPattern: byte))
            } else {
                bytes += scalar.utf8.map { CChar(bitPattern: $0) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// `path` for a message: each byte that is not UTF-8 as `\xFF`, and a control or
    /// format character as `\u{7}`, `\u{202E}`, so that no name garbles a terminal; a
    /// path that would start a GitHub workflow command (`::`) has its first colon
    /// escaped, `\u{3A}:`.
    package static func displayed(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { escaped($0) != nil }) || startsWorkflowCommand(path) else { return path }
        var text = startsWorkflowCommand(path) ? "\\u{3A}" : ""
        let path = startsWorkflowCommand(path) ? String(path.unicodeScalars.dropFirst()) : path
        for scalar in path.unicodeScalars {
            if let shown = escaped(scalar) {
                text += shown
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// How ``displayed(_:)`` shows `scalar`: `\xFF` for a byte that is not UTF-8,
    /// `\u{7}` for a control or format character (``Escaping/terminalEscape(_:)``),
    /// `nil` for a scalar shown as itself.
    static func escaped(_ scalar: Unicode.Scalar) -> String? {
        if let byte = keptByte(scalar) { return "\\x" + String(byte, radix: 16, uppercase: true) }
        return Escaping.terminalEscape(scalar)
    }

    /// Whether `text`, printed at the start of a line, would be a GitHub workflow
    /// command: `::` after any spaces (the runner trims them).
    static func startsWorkflowCommand(_ text: String) -> Bool {
        text.utf8.first == UInt8(ascii: ":") && text.utf8.dropFirst().first == UInt8(ascii: ":")
    }

    private static func strlenOf(_ pointer: UnsafePointer<CChar>) -> Int {
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return length
    }
}

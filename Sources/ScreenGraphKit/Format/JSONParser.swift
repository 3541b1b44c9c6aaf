/// A strict JSON parser (RFC 8259) that keeps the line and column of every value.
///
/// Foundation's `JSONSerialization` forgets positions and accepts duplicate keys; graph
/// files need both caught and located. The parser works on UTF-8 bytes, tracks the
/// column as it goes, and bounds nesting so hostile input cannot exhaust the stack.
struct JSONParser {
    /// A syntax error and where it is.
    struct Failure: Error {
        var message: String
        var position: LineColumn
    }

    static let maximumDepth = 256

    private let bytes: [UInt8]
    private var offset = 0
    private var line = 1
    private var column = 1
    private var depth = 0

    /// Parses one JSON document; a byte-order mark before it is skipped, as RFC 8259
    /// allows, and takes no column.
    static func parse(_ text: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.offset = 3 }
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.offset == parser.bytes.count else {
            throw parser.failure("expected the end of the document after the top-level value")
        }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var position: LineColumn { LineColumn(line: line, column: column) }

    private func failure(_ message: String, at position: LineColumn? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    private var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func advance() {
        // A line ends at LF, CRLF or CR, as in every graph file; a column is a scalar.
        let (lf, cr) = (UInt8(ascii: "\n"), UInt8(ascii: "\r"))
        let byte = bytes[offset]
        let crBeforeLF = byte == cr && offset + 1 < bytes.count && bytes[offset + 1] == lf
        if byte == lf || (byte == cr && !crBeforeLF) {
            line += 1
            column = 1
        } else if !crBeforeLF && byte & 0xC0 != 0x80 {
            column += 1
        }
        offset += 1
        // A continuation byte belongs to the character already counted.
        while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { advance() }
    }

    private func describeCurrent() -> String {
        guard let byte = current else { return "the end of the document" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "a byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        let start = position
        guard let byte = current else { throw failure("expected a value, found the end of the document") }
        switch byte {
        case UInt8(ascii: "{"): return try nested { (parser: inout JSONParser) throws(Failure) in try parser.parseObject(start) }
        case UInt8(ascii: "["): return try nested { (parser: inout JSONParser) throws(Failure) in try parser.parseArray(start) }
        case UInt8(ascii: "\""):
            let (text, verbatim) = try parseString()
            return JSONValue(kind: .string(text), position: start, isVerbatim: verbatim)
        case UInt8(ascii: "t"): try parseWord("true"); return JSONValue(kind: .bool(true), position: start)
        case UInt8(ascii: "f"): try parseWord("false"); return JSONValue(kind: .bool(false), position: start)
        case UInt8(ascii: "n"): try parseWord("null"); return JSONValue(kind: .null, position: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONValue(kind: .number(try parseNumber()), position: start)
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func nested(_ body: (inout JSONParser) throws(Failure) -> JSONValue) throws(Failure) -> JSONValue {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw failure("values are nested more than \(JSONParser.maximumDepth) deep")
        }
        defer { depth -= 1 }
        return try body(&self)
    }

    private mutating func parseObject(_ start: LineColumn) throws(Failure) -> JSONValue {
        advance()
        var members: [JSONValue.Member] = []
        var seen = Set<String>()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            advance()
            return JSONValue(kind: .object(members), position: start)
        }
        while true {
            skipWhitespace()
            let keyPosition = position
            guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes, found \(describeCurrent())") }
            let (key, _) = try parseString()
            guard seen.insert(key).inserted else { throw failure("duplicate key '\(key)'", at: keyPosition) }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key, found \(describeCurrent())") }
            advance()
            skipWhitespace()
            members.append(JSONValue.Member(key: key, keyPosition: keyPosition, value: try parseValue()))
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "}"):
                advance()
                return JSONValue(kind: .object(members), position: start)
            default: throw failure("expected ',' or '}' in the object, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseArray(_ start: LineColumn) throws(Failure) -> JSONValue {
        advance()
        var elements: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            advance()
            return JSONValue(kind: .array(elements), position: start)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): advance()
            case UInt8(ascii: "]"):
                advance()
                return JSONValue(kind: .array(elements), position: start)
            default: throw failure("expected ',' or ']' in the array, found \(describeCurrent())")
            }
        }
    }

    private mutating func parseWord(_ word: String) throws(Failure) {
        let start = position
        for expected in word.utf8 {
            guard current == expected else { throw failure("expected '\(word)'", at: start) }
            advance()
        }
    }

    private mutating func parseNumber() throws(Failure) -> String {
        let start = offset
        let startPosition = position
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let byte = parser.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                parser.advance()
                count += 1
            }
            return count
        }
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else if digits(&self) == 0 {
            throw failure("expected a digit in the number", at: startPosition)
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard digits(&self) > 0 else { throw failure("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard digits(&self) > 0 else { throw failure("expected a digit in the exponent") }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    /// A string's text and whether it held no escapes.
    private mutating func parseString() throws(Failure) -> (String, Bool) {
        let start = position
        advance()
        var scalars: [UInt8] = []
        var verbatim = true
        while true {
            guard let byte = current else { throw failure("unterminated string", at: start) }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                return (String(decoding: scalars, as: UTF8.self), verbatim)
            case UInt8(ascii: "\\"):
                verbatim = false
                advance()
                try parseEscape(into: &scalars)
            case 0..<0x20:
                throw failure("control characters must be escaped in a string")
            default:
                let end = offset
                advance()
                scalars.append(contentsOf: bytes[end..<offset])
            }
        }
    }

    private mutating func parseEscape(into scalars: inout [UInt8]) throws(Failure) {
        let escapePosition = position
        guard let byte = current else { throw failure("unterminated string") }
        advance()
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(byte)
        case UInt8(ascii: "b"): scalars.append(0x08)
        case UInt8(ascii: "f"): scalars.append(0x0C)
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "u"):
            var code = try parseHex4()
            if (0xD800..<0xDC00).contains(code) {
                guard current == UInt8(ascii: "\\") else { throw failure("expected the low half of a surrogate pair") }
                advance()
                guard current == UInt8(ascii: "u") else { throw failure("expected the low half of a surrogate pair") }
                advance()
                let low = try parseHex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("expected the low half of a surrogate pair") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard let scalar = Unicode.Scalar(code) else { throw failure("invalid Unicode escape", at: escapePosition) }
            scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
        default:
            throw failure("invalid escape in a string", at: escapePosition)
        }
    }

    private mutating func parseHex4() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = hexValue(byte) else { throw failure("expected four hex digits after '\\u'") }
            code = code * 16 + digit
            advance()
        }
        return code
    }

    private func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

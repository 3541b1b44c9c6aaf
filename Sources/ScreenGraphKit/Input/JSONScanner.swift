/// The tokens of a JSON document (RFC 8259), read from UTF-8 bytes with the line and
/// column of each: the one lexer behind ``JSONParser``'s trees and the graph reader's
/// streaming.
///
/// It never makes a `String` unless asked for a string's text, and it tracks the
/// column without looking at each byte twice: a line break can only stand in
/// whitespace, and a character of several bytes only in a string, so the column is the
/// bytes since the line's start less the continuation bytes seen on the line.
///
/// The bytes must be valid UTF-8 and outlive the scanner.
struct JSONScanner {
    /// A syntax error and where it is.
    struct Failure: Error {
        var message: String
        var position: LineColumn
        /// What kind of error: a syntax error, or a key given twice.
        var code = DiagnosticCode.otherError
    }

    /// A scalar value as it stands in the text: its kind, place and bytes.
    struct Token {
        enum Kind: UInt8 {
            case null, bool, number, string, array, object

            /// What a value of the kind is, for messages: `a string`, `an object`, ...
            var name: String {
                switch self {
                case .null: "null"
                case .bool: "a bool"
                case .number: "a number"
                case .string: "a string"
                case .array: "an array"
                case .object: "an object"
                }
            }
        }

        var kind: Kind
        /// Where the value starts: its quote, digit, bracket or letter.
        var position: LineColumn
        /// For a string, the bytes between its quotes; for a number, its text; for
        /// `true` and `false`, a range whose lower bound is 1 for `true`.
        var bytes: Range<Int>
        /// For a string: whether it holds no escapes, so its bytes are its text and
        /// stand character for character in the line from `position.column + 1`.
        var isVerbatim: Bool
        /// Where the line that holds the value starts, in bytes.
        var lineStart: Int

        /// What the value is, for messages: `a string`, `an object`, ...
        var kindName: String { kind.name }
    }

    static let maximumDepth = 256

    let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset: Int
    private var line = 1
    /// Where the current line starts.
    private(set) var lineStart: Int
    /// The continuation bytes between `lineStart` and `offset`.
    private var continuationBytes = 0
    /// How many arrays and objects enclose the current value.
    private(set) var depth = 0

    /// A scanner at the start of `bytes`; a byte-order mark there is skipped, as RFC
    /// 8259 allows, and takes no column.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        let start = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        offset = start
        lineStart = start
    }

    var position: LineColumn {
        LineColumn(line: line, column: offset - lineStart - continuationBytes + 1)
    }

    var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    var atEnd: Bool { offset >= bytes.count }

    func failure(_ message: String, at position: LineColumn? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    /// The current byte for a message: `'x'`, `a byte 0xE2` or `the end of the document`.
    func describeCurrent() -> String {
        guard let byte = current else { return "the end of the document" }
        if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "a byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    // MARK: Whitespace and punctuation

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09:
                offset += 1
            case 0x0A:
                offset += 1
                newLine()
            case 0x0D:
                offset += 1
                if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
                newLine()
            default:
                return
            }
        }
    }

    private mutating func newLine() {
        line += 1
        lineStart = offset
        continuationBytes = 0
    }

    /// Skips whitespace, then `byte` if it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    /// Enters an array or object whose bracket is next.
    mutating func enter() throws(Failure) {
        depth += 1
        guard depth <= JSONScanner.maximumDepth else {
            throw failure("values are nested more than \(JSONScanner.maximumDepth) deep")
        }
        offset += 1
    }

    /// Leaves an array or object whose closing bracket was read.
    mutating func leave() { depth -= 1 }

    /// After a member or element: `true` for a `,`, `false` for the closing bracket.
    mutating func more(in container: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        switch current {
        case UInt8(ascii: ","):
            offset += 1
            return true
        case container:
            offset += 1
            leave()
            return false
        default:
            throw failure(
                container == UInt8(ascii: "}")
                    ? "expected ',' or '}' in the object, found \(describeCurrent())"
                    : "expected ',' or ']' in the array, found \(describeCurrent())")
        }
    }

    /// Enters the object whose `{` is next; `false` when it is empty (and already left).
    mutating func enterObject() throws(Failure) -> Bool {
        try enter()
        guard !skip(UInt8(ascii: "}")) else {
            leave()
            return false
        }
        return true
    }

    /// Enters the array whose `[` is next; `false` when it is empty (and already left).
    mutating func enterArray() throws(Failure) -> Bool {
        try enter()
        guard !skip(UInt8(ascii: "]")) else {
            leave()
            return false
        }
        return true
    }

    /// A member's key and the `:` after it; the scanner is then before the value.
    mutating func key() throws(Failure) -> Token {
        skipWhitespace()
        guard current == UInt8(ascii: "\"") else { throw failure("expected a key in double quotes, found \(describeCurrent())") }
        let key = try string()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else { throw failure("expected ':' after the key, found \(describeCurrent())") }
        offset += 1
        skipWhitespace()
        return key
    }

    // MARK: Scalars

    /// The scalar value next, or the kind and place of the array or object next, which
    /// is not entered.
    mutating func scalar() throws(Failure) -> Token {
        skipWhitespace()
        let start = position
        guard let byte = current else { throw failure("expected a value, found the end of the document") }
        switch byte {
        case UInt8(ascii: "\""): return try string()
        case UInt8(ascii: "{"): return Token(kind: .object, position: start, bytes: offset..<offset, isVerbatim: true, lineStart: lineStart)
        case UInt8(ascii: "["): return Token(kind: .array, position: start, bytes: offset..<offset, isVerbatim: true, lineStart: lineStart)
        case UInt8(ascii: "t"):
            try word("true")
            return Token(kind: .bool, position: start, bytes: 1..<1, isVerbatim: true, lineStart: lineStart)
        case UInt8(ascii: "f"):
            try word("false")
            return Token(kind: .bool, position: start, bytes: 0..<0, isVerbatim: true, lineStart: lineStart)
        case UInt8(ascii: "n"):
            try word("null")
            return Token(kind: .null, position: start, bytes: 0..<0, isVerbatim: true, lineStart: lineStart)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try number()
        default:
            throw failure("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func word(_ word: StaticString) throws(Failure) {
        let start = position
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for expected in text {
            guard current == expected else { throw failure("expected '\(word)'", at: start) }
            offset += 1
        }
    }

    private func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private mutating func digits() -> Int {
        let start = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") { offset += 1 }
        return offset - start
    }

    private mutating func number() throws(Failure) -> Token {
        let start = offset
        let startPosition = position
        if current == UInt8(ascii: "-") { offset += 1 }
        if current == UInt8(ascii: "0") {
            offset += 1
        } else if digits() == 0 {
            throw failure("expected a digit in the number", at: startPosition)
        }
        if current == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw failure("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            offset += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw failure("expected a digit in the exponent") }
        }
        return Token(kind: .number, position: startPosition, bytes: start..<offset, isVerbatim: true, lineStart: lineStart)
    }

    /// The string whose quote is next: its bytes between the quotes, checked.
    mutating func string() throws(Failure) -> Token {
        let start = position
        let startLine = lineStart
        offset += 1
        let first = offset
        var verbatim = true
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                if byte & 0xC0 == 0x80 { continuationBytes += 1 }
                offset += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return Token(kind: .string, position: start, bytes: first..<(offset - 1), isVerbatim: verbatim, lineStart: startLine)
            case UInt8(ascii: "\\"):
                verbatim = false
                offset += 1
                try checkEscape()
            default:
                throw failure("control characters must be escaped in a string")
            }
        }
        throw failure("unterminated string", at: start)
    }

    /// Checks the escape after a backslash and steps over it.
    private mutating func checkEscape() throws(Failure) {
        let escapePosition = position
        guard let byte = current else { throw failure("unterminated string") }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"), UInt8(ascii: "n"),
            UInt8(ascii: "r"), UInt8(ascii: "t"):
            return
        case UInt8(ascii: "u"):
            var code = try hex4()
            if (0xD800..<0xDC00).contains(code) {
                guard current == UInt8(ascii: "\\") else { throw failure("expected the low half of a surrogate pair") }
                offset += 1
                guard current == UInt8(ascii: "u") else { throw failure("expected the low half of a surrogate pair") }
                offset += 1
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw failure("expected the low half of a surrogate pair") }
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            }
            guard Unicode.Scalar(code) != nil else { throw failure("invalid Unicode escape", at: escapePosition) }
        default:
            throw failure("invalid escape in a string", at: escapePosition)
        }
    }

    private mutating func hex4() throws(Failure) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = JSONScanner.hexValue(byte) else { throw failure("expected four hex digits after '\\u'") }
            code = code * 16 + digit
            offset += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    // MARK: Texts

    /// The text of a string token, its escapes decoded.
    func text(_ token: Token) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.bytes])
        guard !token.isVerbatim else { return String(decoding: raw, as: UTF8.self) }
        return JSONScanner.decode(raw)
    }

    /// Whether a string token's text is `literal`, without making it when it has no escapes.
    func text(_ token: Token, is literal: StaticString) -> Bool {
        guard token.isVerbatim else { return text(token) == "\(literal)" }
        let raw = bytes[token.bytes]
        return raw.count == literal.utf8CodeUnitCount
            && raw.elementsEqual(UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// The text of a number token, as written.
    func numberText(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.bytes]), as: UTF8.self)
    }

    /// A number token's value as a `Double`: plain integers of up to 15 digits directly,
    /// anything else through `Double(_:)` of its text.
    func double(_ token: Token) -> Double? {
        let raw = bytes[token.bytes]
        if raw.count <= 15, raw.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            return Double(raw.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) })
        }
        return Double(numberText(token))
    }

    /// The text of checked string bytes with escapes.
    private static func decode(_ raw: UnsafeBufferPointer<UInt8>) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(raw.count)
        var index = 0
        func hex4(at index: Int) -> UInt32 {
            raw[index..<index + 4].reduce(0) { $0 * 16 + (hexValue($1) ?? 0) }
        }
        while index < raw.count {
            let byte = raw[index]
            index += 1
            guard byte == UInt8(ascii: "\\"), index < raw.count else {
                text.append(byte)
                continue
            }
            let escape = raw[index]
            index += 1
            switch escape {
            case UInt8(ascii: "b"): text.append(0x08)
            case UInt8(ascii: "f"): text.append(0x0C)
            case UInt8(ascii: "n"): text.append(0x0A)
            case UInt8(ascii: "r"): text.append(0x0D)
            case UInt8(ascii: "t"): text.append(0x09)
            case UInt8(ascii: "u") where index + 4 <= raw.count:
                var code = hex4(at: index)
                index += 4
                if (0xD800..<0xDC00).contains(code), index + 6 <= raw.count {
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex4(at: index + 2) &- 0xDC00)
                    index += 6
                }
                if let scalar = Unicode.Scalar(code) { text.append(contentsOf: String(Character(scalar)).utf8) }
            default: text.append(escape)
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    // MARK: Whole values

    /// A token as a tree holds it; an array or object as an empty one, which keeps only
    /// its kind and place.
    func leaf(_ token: Token) -> JSONValue {
        switch token.kind {
        case .null: JSONValue(kind: .null, position: token.position)
        case .bool: JSONValue(kind: .bool(token.bytes.lowerBound == 1), position: token.position)
        case .number: JSONValue(kind: .number(numberText(token)), position: token.position)
        case .string: JSONValue(kind: .string(text(token)), position: token.position, isVerbatim: token.isVerbatim)
        case .array: JSONValue(kind: .array([]), position: token.position)
        case .object: JSONValue(kind: .object([]), position: token.position)
        }
    }

    /// The value next, as a tree.
    mutating func value() throws(Failure) -> JSONValue {
        let token = try scalar()
        switch token.kind {
        case .null, .bool, .number, .string: return leaf(token)
        case .array:
            var elements: [JSONValue] = []
            if try enterArray() {
                repeat {
                    elements.append(try value())
                } while try more(in: UInt8(ascii: "]"))
            }
            return JSONValue(kind: .array(elements), position: token.position)
        case .object:
            var members: [JSONValue.Member] = []
            if try enterObject() {
                var keys = KeySet()
                repeat {
                    let key = try self.key()
                    let name = text(key)
                    try keys.insert(name, at: key.position)
                    members.append(JSONValue.Member(key: name, keyPosition: key.position, value: try value()))
                } while try more(in: UInt8(ascii: "}"))
            }
            return JSONValue(kind: .object(members), position: token.position)
        }
    }

    /// The value next, checked as ``value()`` checks it but kept only as its ``leaf(_:)``:
    /// for a value that is reported or left out without being read, such as an unknown
    /// key's, so that an array or object of any size takes no memory.
    mutating func skippedValue() throws(Failure) -> JSONValue {
        let token = try scalar()
        switch token.kind {
        case .array:
            if try enterArray() {
                repeat { _ = try skippedValue() } while try more(in: UInt8(ascii: "]"))
            }
        case .object:
            if try enterObject() {
                var keys = KeySet()
                repeat {
                    let key = try self.key()
                    try keys.insert(text(key), at: key.position)
                    _ = try skippedValue()
                } while try more(in: UInt8(ascii: "}"))
            }
        case .null, .bool, .number, .string: break
        }
        return leaf(token)
    }

    /// The keys of one object so far, to find one written twice: a few in a list, more
    /// in a set, so that an object of thousands of keys costs no more than its size.
    struct KeySet {
        private var few: [String] = []
        private var many: Set<String>?

        mutating func insert(_ key: String, at position: LineColumn) throws(Failure) {
            if many == nil, few.count < 8 {
                guard !few.contains(key) else { throw Failure(message: "duplicate key '\(key)'", position: position, code: .duplicate) }
                few.append(key)
                return
            }
            var set = many ?? Set(few)
            many = nil
            let inserted = set.insert(key).inserted
            many = set
            guard inserted else { throw Failure(message: "duplicate key '\(key)'", position: position, code: .duplicate) }
        }
    }
}

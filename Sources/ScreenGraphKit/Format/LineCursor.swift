/// Reads the tokens of one `.screengraph` line: words, names, strings, numbers,
/// punctuation, and expressions that run to the end of the line or a comment.
///
/// It reads the line's UTF-8 bytes in place, without copying or decoding them, and
/// counts its column in Unicode scalars as it goes, as in JSON files and expressions.
/// Every token the language has is ASCII, and no byte of a longer scalar is ASCII, so a
/// combining mark after a quote or a prepended character such as U+0600 before one
/// cannot hide the quote.
///
/// The bytes must be valid UTF-8 and outlive the cursor.
struct LineCursor {
    struct Failure: Error {
        var message: String
        var position: LineColumn
        /// What kind of error: a syntax error unless the parser says otherwise.
        var code = DiagnosticCode.otherError
    }

    /// A place on the line to come back to.
    struct Mark {
        fileprivate var index: Int
        fileprivate var column: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    let line: Int
    /// The line's bytes in `bytes`.
    private let start: Int
    private let end: Int
    private var index: Int
    private var column = 1
    /// Where the line's content ends: at a `#` outside quotes, or the end.
    private let contentEnd: Int
    private let file: String

    /// A cursor at the start of the line `bytes[range]`, numbered `number`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, line number: Int, file: String = "") {
        self.bytes = bytes
        start = range.lowerBound
        end = range.upperBound
        index = start
        line = number
        self.file = file
        contentEnd = LineCursor.commentStart(bytes, range)
    }

    /// The index of the first `#` outside a quoted string, or the line's end.
    private static func commentStart(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var quote: UInt8 = 0
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if quote != 0 {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "#") {
                return index
            }
            index += 1
        }
        return range.upperBound
    }

    /// The text from `from` to `to`, byte indices on the line.
    private func text(_ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    var position: LineColumn { LineColumn(line: line, column: column) }
    var mark: Mark { Mark(index: index, column: column) }
    var atEnd: Bool { index >= end }
    var atContentEnd: Bool { index >= contentEnd }

    private var peek: UInt8? { index < contentEnd ? bytes[index] : nil }

    /// A syntax error at `position`, or where the cursor is.
    func failure(_ message: String, at position: LineColumn? = nil) -> Failure {
        failure(.otherError, message, at: position)
    }

    /// An error of the kind `code` names at `position`, or where the cursor is.
    func failure(_ code: DiagnosticCode, _ message: String, at position: LineColumn? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position, code: code)
    }

    mutating func rewind(to mark: Mark) {
        index = mark.index
        column = mark.column
    }

    /// Steps over one scalar, whatever its length.
    private mutating func step() {
        index += 1
        while index < end, bytes[index] & 0xC0 == 0x80 { index += 1 }
        column += 1
    }

    /// Steps over `count` ASCII bytes.
    private mutating func step(ascii count: Int) {
        index += count
        column += count
    }

    mutating func skipSpaces() {
        while index < end, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { step(ascii: 1) }
    }

    /// The comment at the end of the line, if any.
    func trailingComment() -> String? {
        contentEnd < end ? text(contentEnd, end) : nil
    }

    /// The rest of the line from the cursor, comment included.
    func rest() -> String { text(index, end) }

    /// The scalar whose first byte is at `index`.
    private func scalar(at index: Int) -> Unicode.Scalar {
        var length = 1
        while index + length < end, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<index + length]), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    private var found: String {
        guard index < contentEnd else { return "the end of the line" }
        // A message shows one character, of at most 32 scalars of 4 bytes.
        return Escaping.messageCharacter(text(index, min(contentEnd, index + 128)).unicodeScalars)
    }

    /// Whether the next token is `token`, which is ASCII.
    mutating func next(is token: StaticString) -> Bool {
        skipSpaces()
        let count = token.utf8CodeUnitCount
        guard contentEnd - index >= count else { return false }
        return UnsafeBufferPointer(rebasing: bytes[index..<index + count])
            .elementsEqual(UnsafeBufferPointer(start: token.utf8Start, count: count))
    }

    mutating func expect(_ token: StaticString, _ what: String) throws(Failure) {
        guard next(is: token) else { throw failure("expected \(what), found \(found)") }
        step(ascii: token.utf8CodeUnitCount)
    }

    mutating func expectEnd() throws(Failure) {
        skipSpaces()
        guard atContentEnd else { throw failure("expected the end of the line, found \(found)") }
    }

    private static func isWordStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }

    private static func isWordPart(_ byte: UInt8) -> Bool {
        isWordStart(byte) || isDigit(byte) || byte == UInt8(ascii: ".")
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// A bare word: a letter or `_`, then letters, digits, `_` and `.`.
    mutating func word(_ what: String) throws(Failure) -> String {
        skipSpaces()
        guard index < contentEnd, LineCursor.isWordStart(bytes[index]) else {
            throw failure("expected \(what), found \(found)")
        }
        let first = index
        while index < contentEnd, LineCursor.isWordPart(bytes[index]) { step(ascii: 1) }
        return text(first, index)
    }

    /// Whether the next token is the bare word `word`.
    mutating func nextWord(is word: StaticString) -> Bool {
        guard next(is: word) else { return false }
        let after = index + word.utf8CodeUnitCount
        return after >= contentEnd || !LineCursor.isWordPart(bytes[after])
    }

    /// A name: a bare word, or any text in double quotes.
    mutating func name(_ what: String) throws(Failure) -> String {
        skipSpaces()
        if peek == UInt8(ascii: "\"") {
            let namePosition = position
            let text = try string(what)
            guard !text.isEmpty else { throw failure("a name must not be empty", at: namePosition) }
            return text
        }
        return try word(what)
    }

    /// A double-quoted string with `\\`, `\"`, `\n`, `\r` and `\t` escapes.
    mutating func string(_ what: String) throws(Failure) -> String {
        skipSpaces()
        guard index < contentEnd, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected \(what), found \(found)") }
        let startPosition = position
        step(ascii: 1)
        let first = index
        // Most strings have no escape: their text is their bytes.
        while index < end, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") { step() }
        guard index < end else { throw failure("unterminated string", at: startPosition) }
        if bytes[index] == UInt8(ascii: "\"") {
            let text = text(first, index)
            step(ascii: 1)
            return text
        }
        var text = Array(bytes[first..<index])
        while index < end {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                step(ascii: 1)
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                step(ascii: 1)
                guard index < end else { continue }
                switch bytes[index] {
                case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
                case UInt8(ascii: "n"): text.append(0x0A)
                case UInt8(ascii: "r"): text.append(0x0D)
                case UInt8(ascii: "t"): text.append(0x09)
                case UInt8(ascii: "u"):
                    text.append(contentsOf: try unicodeEscape().utf8)
                    continue
                default:
                    let escaped = scalar(at: index)
                    let escape = Escaping.isPrintable(escaped) ? "'\\\(escaped)'" : "'\\' before \(Escaping.codePoint(escaped))"
                    throw failure("unknown escape \(escape) in a string; expected \\\\, \\\", \\n, \\r, \\t or \\u{HEX}")
                }
                step(ascii: 1)
            default:
                let from = index
                step()
                text.append(contentsOf: bytes[from..<index])
            }
        }
        throw failure("unterminated string", at: startPosition)
    }

    /// The scalar of a `\u{HEX}` escape (1 to 6 hex digits), the cursor on its `u`;
    /// leaves the cursor after the `}`.
    private mutating func unicodeEscape() throws(Failure) -> String {
        let start = position
        step(ascii: 1)
        guard index < contentEnd, bytes[index] == UInt8(ascii: "{") else {
            throw failure("expected '{' after '\\u' in a string: '\\u{202E}'", at: start)
        }
        step(ascii: 1)
        var value: UInt32 = 0
        var digits = 0
        while index < contentEnd, let digit = LineCursor.hexValue(bytes[index]), digits < 6 {
            value = value * 16 + digit
            digits += 1
            step(ascii: 1)
        }
        guard digits > 0, index < contentEnd, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            throw failure("'\\u{...}' in a string needs 1 to 6 hex digits of a Unicode scalar, then '}'", at: start)
        }
        step(ascii: 1)
        return String(Character(scalar))
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A positive number such as `2`, `0.5` or `1e3`.
    mutating func number(_ what: String) throws(Failure) -> Double {
        skipSpaces()
        let mark = self.mark
        var integer = 0
        var plain = true
        while index < contentEnd {
            let byte = bytes[index]
            if LineCursor.isDigit(byte) {
                integer = integer &* 10 &+ Int(byte - UInt8(ascii: "0"))
            } else if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
            {
                plain = false
            } else {
                break
            }
            step(ascii: 1)
        }
        // Up to 15 digits a plain integer is exact in a Double; anything else is parsed.
        let digits = index - mark.index
        let value = plain && digits > 0 && digits <= 15 ? Double(integer) : Double(text(mark.index, index))
        let isNumber = value?.isFinite == true && NumberSyntax.isValid(bytes[mark.index..<index])
        guard let value, isNumber, value > 0 else {
            rewind(to: mark)
            // A number out of range is a wrong value; anything else is a syntax error.
            throw failure(isNumber ? .invalidValue : .otherError, "expected \(what), a positive number")
        }
        return value
    }

    /// `cost N`, if next.
    mutating func cost() throws(Failure) -> Double? {
        guard nextWord(is: "cost") else { return nil }
        step(ascii: 4)
        return try number("the cost")
    }

    /// `if PREDICATE` to the end of the line, if next; anything else must end the line.
    mutating func condition() throws(Failure) -> ExpressionSource? {
        skipSpaces()
        guard !atContentEnd else { return nil }
        guard nextWord(is: "if") else { throw failure("expected 'cost', 'if' or the end of the line, found \(found)") }
        step(ascii: 2)
        return try expression("a predicate after 'if'")
    }

    /// The rest of the line's content, trimmed, as an expression located in the file.
    mutating func expression(_ what: String) throws(Failure) -> ExpressionSource {
        skipSpaces()
        guard !atContentEnd else { throw failure("expected \(what), found the end of the line") }
        var last = contentEnd
        while last > index, bytes[last - 1] == UInt8(ascii: " ") || bytes[last - 1] == UInt8(ascii: "\t") { last -= 1 }
        let location = SourcePosition(file: file, line: line, column: column)
        let expression = text(index, last)
        while index < contentEnd { step() }
        return ExpressionSource(expression, startingAt: location, onLine: text(start, end))
    }

    /// A literal value: `true`, `false`, `YES`, `NO`, `nil`, `null`, an integer, or a string.
    mutating func literal() throws(Failure) -> StateValue {
        skipSpaces()
        if peek == UInt8(ascii: "\"") { return .string(try string("a value")) }
        let startPosition = position
        if let first = peek, first == UInt8(ascii: "-") || LineCursor.isDigit(first) {
            let begin = index
            step(ascii: 1)
            while index < contentEnd, LineCursor.isDigit(bytes[index]) { step(ascii: 1) }
            guard NumberSyntax.isValid(bytes[begin..<index], integer: true) else {
                throw failure("expected an integer: digits with no leading zero, after an optional '-'", at: startPosition)
            }
            guard let value = Int64(text(begin, index)) else {
                throw failure("expected an integer that fits in 64 bits", at: startPosition)
            }
            return .int(value)
        }
        switch try word("a value: true, false, nil, an integer or a string").lowercased() {
        case "true", "yes": return .bool(true)
        case "false", "no": return .bool(false)
        case "nil", "null": return StateValue.none
        default: throw failure("expected a value: true, false, nil, an integer or a string", at: startPosition)
        }
    }

    /// A gesture: `tap "id"`, `press(2) "id"`, `typeText("abc") "id"`, `custom("shake")`, `noop`, ...
    mutating func gesture() throws(Failure) -> Interaction {
        let startPosition = position
        let kind = try word("a gesture")
        let gesture: Gesture
        switch kind {
        case "tap":
            gesture = .tap
        case "press":
            if next(is: "(") {
                try expect("(", "'('")
                gesture = .press(duration: try number("the press's duration in seconds"))
                try expect(")", "')'")
            } else {
                gesture = .press
            }
        case "typeText":
            try expect("(", "'(' and the text to type")
            gesture = .typeText(try string("the text to type in double quotes"))
            try expect(")", "')'")
        case "custom":
            try expect("(", "'(' and the gesture's description")
            gesture = .custom(try string("the gesture's description in double quotes"))
            try expect(")", "')'")
        default:
            guard let simple = Gesture.parameterless[kind] else {
                throw failure("expected a gesture (\(Gesture.kindList)), found '\(kind)'", at: startPosition)
            }
            gesture = simple
        }
        guard gesture.needsElement else { return Interaction(gesture) }
        skipSpaces()
        let elementPosition = position
        let element = try string("the element's accessibility identifier in double quotes")
        guard !element.isEmpty else { throw failure("an element identifier must not be empty", at: elementPosition) }
        return Interaction(gesture, element: element)
    }
}

extension LineCursor {
    /// Reads `text` as one line with `body`, for values given outside a file.
    static func reading<Value>(_ text: String, _ body: (inout LineCursor) throws(Failure) -> Value) throws(Failure) -> Value {
        var text = text
        let result = text.withUTF8 { bytes -> Result<Value, Failure> in
            var cursor = LineCursor(bytes, 0..<bytes.count, line: 1)
            do throws(Failure) {
                return .success(try body(&cursor))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }
}

/// Reads the tokens of one `.screengraph` line: words, names, strings, numbers,
/// punctuation, and expressions that run to the end of the line or a comment.
///
/// It reads Unicode scalars, not `Character`s, so a combining mark after a quote or a
/// prepended character such as U+0600 before one cannot hide the quote; columns count
/// scalars, as in JSON files and expressions.
struct LineCursor {
    struct Failure: Error {
        var message: String
        var position: LineColumn
    }

    let scalars: [Unicode.Scalar]
    let line: Int
    private(set) var index = 0
    /// Where the line's content ends: at a `#` outside quotes, or the end.
    private let contentEnd: Int
    private let file: String

    init(_ line: some StringProtocol, line number: Int, file: String = "") {
        scalars = Array(line.unicodeScalars)
        self.line = number
        self.file = file
        contentEnd = LineCursor.commentStart(scalars)
    }

    /// The index of the first `#` outside a quoted string, or the line's length.
    private static func commentStart(_ scalars: [Unicode.Scalar]) -> Int {
        var quote: Unicode.Scalar?
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "\"" || scalar == "'" {
                quote = scalar
            } else if scalar == "#" {
                return index
            }
            index += 1
        }
        return scalars.count
    }

    /// The text of `range` of the line.
    func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }

    var position: LineColumn { LineColumn(line: line, column: index + 1) }
    var atEnd: Bool { index >= scalars.count }
    var atContentEnd: Bool { index >= contentEnd }
    var peek: Unicode.Scalar? { index < contentEnd ? scalars[index] : nil }

    func failure(_ message: String, at position: LineColumn? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    mutating func rewind(to position: LineColumn) { index = position.column - 1 }

    mutating func skipSpaces() {
        while index < scalars.count, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
    }

    /// The comment at the end of the line, if any.
    func trailingComment() -> String? {
        contentEnd < scalars.count ? text(contentEnd..<scalars.count) : nil
    }

    private var found: String {
        guard index < contentEnd else { return "the end of the line" }
        return Escaping.messageCharacter(scalars[index..<contentEnd])
    }

    /// Whether the next token is `token`.
    mutating func next(is token: String) -> Bool {
        skipSpaces()
        let end = index + token.unicodeScalars.count
        return end <= contentEnd && scalars[index..<end].elementsEqual(token.unicodeScalars)
    }

    mutating func expect(_ token: String, _ what: String) throws(Failure) {
        guard next(is: token) else { throw failure("expected \(what), found \(found)") }
        index += token.unicodeScalars.count
    }

    mutating func expectEnd() throws(Failure) {
        skipSpaces()
        guard atContentEnd else { throw failure("expected the end of the line, found \(found)") }
    }

    private static func isWordStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        isWordStart(scalar) || isDigit(scalar) || scalar == "."
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// A bare word: a letter or `_`, then letters, digits, `_` and `.`.
    mutating func word(_ what: String) throws(Failure) -> String {
        skipSpaces()
        guard index < contentEnd, LineCursor.isWordStart(scalars[index]) else {
            throw failure("expected \(what), found \(found)")
        }
        let start = index
        while index < contentEnd, LineCursor.isWordPart(scalars[index]) { index += 1 }
        return text(start..<index)
    }

    /// A name: a bare word, or any text in double quotes.
    mutating func name(_ what: String) throws(Failure) -> String {
        skipSpaces()
        if peek == "\"" {
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
        guard index < contentEnd, scalars[index] == "\"" else { throw failure("expected \(what), found \(found)") }
        let start = position
        index += 1
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "\"": return String(text)
            case "\\":
                guard index < scalars.count else { break }
                switch scalars[index] {
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                default:
                    let escape = Escaping.isPrintable(scalars[index]) ? "'\\\(scalars[index])'" : "'\\' before \(Escaping.codePoint(scalars[index]))"
                    throw failure("unknown escape \(escape) in a string; expected \\\\, \\\", \\n, \\r or \\t")
                }
                index += 1
            default: text.append(scalar)
            }
        }
        throw failure("unterminated string", at: start)
    }

    /// A positive number such as `2`, `0.5` or `1e3`.
    mutating func number(_ what: String) throws(Failure) -> Double {
        skipSpaces()
        let start = index
        while index < contentEnd, LineCursor.isDigit(scalars[index]) || "+-.eE".unicodeScalars.contains(scalars[index]) {
            index += 1
        }
        guard let value = Double(text(start..<index)), value.isFinite, value > 0 else {
            index = start
            throw failure("expected \(what), a positive number")
        }
        return value
    }

    /// `cost N`, if next.
    mutating func cost() throws(Failure) -> Double? {
        guard nextWord(is: "cost") else { return nil }
        index += 4
        return try number("the cost")
    }

    /// `if PREDICATE` to the end of the line, if next; anything else must end the line.
    mutating func condition() throws(Failure) -> ExpressionSource? {
        skipSpaces()
        guard !atContentEnd else { return nil }
        guard nextWord(is: "if") else { throw failure("expected 'cost', 'if' or the end of the line, found \(found)") }
        index += 2
        return try expression("a predicate after 'if'")
    }

    private mutating func nextWord(is word: String) -> Bool {
        guard next(is: word) else { return false }
        let end = index + word.unicodeScalars.count
        return end >= contentEnd || !LineCursor.isWordPart(scalars[end])
    }

    /// The rest of the line's content, trimmed, as an expression located in the file.
    mutating func expression(_ what: String) throws(Failure) -> ExpressionSource {
        skipSpaces()
        guard !atContentEnd else { throw failure("expected \(what), found the end of the line") }
        var end = contentEnd
        while end > index, scalars[end - 1] == " " || scalars[end - 1] == "\t" { end -= 1 }
        let start = position
        let expression = text(index..<end)
        index = contentEnd
        return ExpressionSource(
            expression, startingAt: SourcePosition(file: file, line: line, column: start.column), onLine: text(0..<scalars.count))
    }

    /// A literal value: `true`, `false`, `YES`, `NO`, `nil`, `null`, an integer, or a string.
    mutating func literal() throws(Failure) -> StateValue {
        skipSpaces()
        if peek == "\"" { return .string(try string("a value")) }
        let start = position
        if let first = peek, first == "-" || LineCursor.isDigit(first) {
            let begin = index
            index += 1
            while index < contentEnd, LineCursor.isDigit(scalars[index]) { index += 1 }
            guard let value = Int64(text(begin..<index)) else {
                throw failure("expected an integer that fits in 64 bits", at: start)
            }
            return .int(value)
        }
        switch try word("a value: true, false, nil, an integer or a string").lowercased() {
        case "true", "yes": return .bool(true)
        case "false", "no": return .bool(false)
        case "nil", "null": return StateValue.none
        default: throw failure("expected a value: true, false, nil, an integer or a string", at: start)
        }
    }

    /// A gesture: `tap "id"`, `press(2) "id"`, `typeText("abc") "id"`, `custom("shake")`, `noop`, ...
    mutating func gesture() throws(Failure) -> Interaction {
        let start = position
        let kind = try word("a gesture")
        let gesture: Gesture
        switch kind {
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
                throw failure("expected a gesture (\(Gesture.kindList)), found '\(kind)'", at: start)
            }
            gesture = simple
        }
        guard gesture.needsElement else { return Interaction(gesture) }
        let elementPosition = position
        let element = try string("the element's accessibility identifier in double quotes")
        guard !element.isEmpty else { throw failure("an element identifier must not be empty", at: elementPosition) }
        return Interaction(gesture, element: element)
    }
}

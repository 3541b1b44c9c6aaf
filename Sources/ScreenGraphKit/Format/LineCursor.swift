/// Reads the tokens of one `.screengraph` line: words, names, strings, numbers,
/// punctuation, and expressions that run to the end of the line or a comment.
struct LineCursor {
    struct Failure: Error {
        var message: String
        var position: LineColumn
    }

    let characters: [Character]
    let line: Int
    private(set) var index = 0
    /// Where the line's content ends: at a `#` outside quotes, or the end.
    private let contentEnd: Int
    private let file: String

    init(_ characters: [Character], line: Int, file: String = "") {
        self.characters = characters
        self.line = line
        self.file = file
        contentEnd = LineCursor.commentStart(characters)
    }

    /// The index of the first `#` outside a quoted string, or the line's length.
    private static func commentStart(_ characters: [Character]) -> Int {
        var quote: Character?
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if let open = quote {
                if character == "\\" { index += 1 } else if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#" {
                return index
            }
            index += 1
        }
        return characters.count
    }

    var position: LineColumn { LineColumn(line: line, column: index + 1) }
    var atEnd: Bool { index >= characters.count }
    var atContentEnd: Bool { index >= contentEnd }
    var peek: Character? { index < contentEnd ? characters[index] : nil }

    func failure(_ message: String, at position: LineColumn? = nil) -> Failure {
        Failure(message: message, position: position ?? self.position)
    }

    mutating func rewind(to position: LineColumn) { index = position.column - 1 }

    mutating func skipSpaces() {
        while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
    }

    /// The comment at the end of the line, if any.
    func trailingComment() -> String? {
        contentEnd < characters.count ? String(characters[contentEnd...]) : nil
    }

    private var found: String {
        guard index < contentEnd else { return "the end of the line" }
        return "'\(characters[index])'"
    }

    /// Whether the next token is `token`.
    mutating func next(is token: String) -> Bool {
        skipSpaces()
        let end = index + token.count
        return end <= contentEnd && String(characters[index..<end]) == token
    }

    mutating func expect(_ token: String, _ what: String) throws(Failure) {
        guard next(is: token) else { throw failure("expected \(what), found \(found)") }
        index += token.count
    }

    mutating func expectEnd() throws(Failure) {
        skipSpaces()
        guard atContentEnd else { throw failure("expected the end of the line, found \(found)") }
    }

    private static func isWordStart(_ character: Character) -> Bool {
        // ASCII tests on the byte: Character's Unicode properties are slow on long files.
        guard let byte = character.asciiValue else { return false }
        return byte == UInt8(ascii: "_") || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    private static func isWordPart(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return false }
        return isWordStart(character) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
    }

    /// A bare word: a letter or `_`, then letters, digits, `_` and `.`.
    mutating func word(_ what: String) throws(Failure) -> String {
        skipSpaces()
        guard index < contentEnd, LineCursor.isWordStart(characters[index]) else {
            throw failure("expected \(what), found \(found)")
        }
        let start = index
        while index < contentEnd, LineCursor.isWordPart(characters[index]) { index += 1 }
        return String(characters[start..<index])
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
        guard index < contentEnd, characters[index] == "\"" else { throw failure("expected \(what), found \(found)") }
        let start = position
        index += 1
        var text = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            switch character {
            case "\"": return text
            case "\\":
                guard index < characters.count else { break }
                switch characters[index] {
                case "\\": text.append("\\")
                case "\"": text.append("\"")
                case "n": text.append("\n")
                case "r": text.append("\r")
                case "t": text.append("\t")
                default: throw failure("unknown escape '\\\(characters[index])' in a string; expected \\\\, \\\", \\n, \\r or \\t")
                }
                index += 1
            default: text.append(character)
            }
        }
        throw failure("unterminated string", at: start)
    }

    /// A positive number such as `2`, `0.5` or `1e3`.
    mutating func number(_ what: String) throws(Failure) -> Double {
        skipSpaces()
        let start = index
        while index < contentEnd, characters[index].isASCII, characters[index].isNumber || "+-.eE".contains(characters[index]) {
            index += 1
        }
        guard let value = Double(String(characters[start..<index])), value.isFinite, value > 0 else {
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
        let end = index + word.count
        return end >= contentEnd || !LineCursor.isWordPart(characters[end])
    }

    /// The rest of the line's content, trimmed, as an expression located in the file.
    mutating func expression(_ what: String) throws(Failure) -> ExpressionSource {
        skipSpaces()
        guard !atContentEnd else { throw failure("expected \(what), found the end of the line") }
        var end = contentEnd
        while end > index, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        let start = position
        let text = String(characters[index..<end])
        index = contentEnd
        return ExpressionSource(
            text, startingAt: SourcePosition(file: file, line: line, column: start.column), onLine: String(characters))
    }

    /// A literal value: `true`, `false`, `YES`, `NO`, `nil`, `null`, an integer, or a string.
    mutating func literal() throws(Failure) -> StateValue {
        skipSpaces()
        if peek == "\"" { return .string(try string("a value")) }
        let start = position
        if peek == "-" || peek?.isNumber == true {
            let begin = index
            index += 1
            while index < contentEnd, characters[index].isASCII, characters[index].isNumber { index += 1 }
            guard let value = Int64(String(characters[begin..<index])) else {
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

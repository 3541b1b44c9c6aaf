/// A token of the expression language, with the character offset where it starts.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case integer(UInt64)
        case string(String)
        case boolean(Bool)
        case nilLiteral
        case and, or, not
        case equal, notEqual, less, lessEqual, greater, greaterEqual
        case plus, minus, assign, plusAssign, minusAssign
        case leftParen, rightParen
        case end
    }

    var kind: Kind
    var offset: Int
    /// The token as written, for messages.
    var text: String
}

/// A syntax error at a character offset of the expression text.
struct ExpressionSyntaxError: Error, Equatable {
    var message: String
    var offset: Int
}

/// Splits expression text into tokens. Keywords are case-insensitive, as the spec says.
struct Lexer {
    private let characters: [Character]
    private var index = 0

    init(_ text: String) { characters = Array(text) }

    static func tokenize(_ text: String) throws(ExpressionSyntaxError) -> [Token] {
        var lexer = Lexer(text)
        var tokens: [Token] = []
        while true {
            let token = try lexer.next()
            tokens.append(token)
            if token.kind == .end { return tokens }
        }
    }

    private static let keywords: [String: Token.Kind] = [
        "and": .and, "or": .or, "not": .not, "true": .boolean(true), "false": .boolean(false),
        "yes": .boolean(true), "no": .boolean(false), "nil": .nilLiteral, "null": .nilLiteral,
    ]

    /// Whether `name` is a keyword in any letter case, so it cannot name a field.
    static func isKeyword(_ name: String) -> Bool { keywords[name.lowercased()] != nil }

    /// Whether `name` is an identifier of the language and not a keyword.
    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.first, first.isASCII, first.isLetter || first == "_" else {
            return false
        }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            && !isKeyword(name)
    }

    private mutating func next() throws(ExpressionSyntaxError) -> Token {
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        let start = index
        guard index < characters.count else { return Token(kind: .end, offset: start, text: "") }
        let character = characters[index]
        if character.isASCII, character.isLetter || character == "_" {
            while index < characters.count,
                characters[index].isASCII,
                characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
            {
                index += 1
            }
            let word = String(characters[start..<index])
            return Token(kind: Lexer.keywords[word.lowercased()] ?? .identifier(word), offset: start, text: word)
        }
        if character.isASCII, character.isNumber {
            var value: UInt64 = 0
            var overflow = false
            while index < characters.count, characters[index].isASCII, let digit = characters[index].wholeNumberValue {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt64(digit))
                overflow = overflow || o1 || o2
                value = sum
                index += 1
            }
            let text = String(characters[start..<index])
            if overflow { throw ExpressionSyntaxError(message: "integer literal \(text) is too large", offset: start) }
            return Token(kind: .integer(value), offset: start, text: text)
        }
        if character == "\"" || character == "'" { return try string(quote: character) }
        index += 1
        func followedBy(_ next: Character) -> Bool {
            guard index < characters.count, characters[index] == next else { return false }
            index += 1
            return true
        }
        let kind: Token.Kind
        switch character {
        case "(": kind = .leftParen
        case ")": kind = .rightParen
        case "+": kind = followedBy("=") ? .plusAssign : .plus
        case "-": kind = followedBy("=") ? .minusAssign : .minus
        case "=": kind = followedBy("=") ? .equal : .assign
        case "!": kind = followedBy("=") ? .notEqual : .not
        case "<": kind = followedBy("=") ? .lessEqual : followedBy(">") ? .notEqual : .less
        case ">": kind = followedBy("=") ? .greaterEqual : .greater
        case "&":
            guard followedBy("&") else { throw ExpressionSyntaxError(message: "expected '&&'", offset: start) }
            kind = .and
        case "|":
            guard followedBy("|") else { throw ExpressionSyntaxError(message: "expected '||'", offset: start) }
            kind = .or
        default:
            throw ExpressionSyntaxError(message: "unexpected character '\(character)'", offset: start)
        }
        return Token(kind: kind, offset: start, text: String(characters[start..<index]))
    }

    private mutating func string(quote: Character) throws(ExpressionSyntaxError) -> Token {
        let start = index
        index += 1
        var value = ""
        while index < characters.count {
            let character = characters[index]
            index += 1
            if character == quote {
                return Token(kind: .string(value), offset: start, text: String(characters[start..<index]))
            }
            guard character == "\\" else {
                value.append(character)
                continue
            }
            guard index < characters.count else { break }
            switch characters[index] {
            case "\\": value.append("\\")
            case "'": value.append("'")
            case "\"": value.append("\"")
            case "n": value.append("\n")
            default:
                throw ExpressionSyntaxError(message: "unknown escape '\\\(characters[index])' in string", offset: index - 1)
            }
            index += 1
        }
        throw ExpressionSyntaxError(message: "unterminated string", offset: start)
    }
}

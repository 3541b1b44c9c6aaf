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
        case question, colon
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
///
/// It reads Unicode scalars, not `Character`s: a combining mark after a quote, or a
/// prepended character such as U+0600 before one, joins the quote in a `Character`,
/// which would hide it. Offsets count scalars, as columns in graph files do.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

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
        guard let first = name.unicodeScalars.first, isIdentifierStart(first) else { return false }
        return name.unicodeScalars.allSatisfy(isIdentifierPart) && !isKeyword(name)
    }

    private static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
    }

    private static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDigit(scalar)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    private func text(_ range: Range<Int>) -> String { String(String.UnicodeScalarView(scalars[range])) }

    private mutating func next() throws(ExpressionSyntaxError) -> Token {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
        let start = index
        guard index < scalars.count else { return Token(kind: .end, offset: start, text: "") }
        let scalar = scalars[index]
        if Lexer.isIdentifierStart(scalar) {
            while index < scalars.count, Lexer.isIdentifierPart(scalars[index]) { index += 1 }
            let word = text(start..<index)
            return Token(kind: Lexer.keywords[word.lowercased()] ?? .identifier(word), offset: start, text: word)
        }
        if Lexer.isDigit(scalar) {
            var value: UInt64 = 0
            var overflow = false
            while index < scalars.count, Lexer.isDigit(scalars[index]) {
                let (times, o1) = value.multipliedReportingOverflow(by: 10)
                let (sum, o2) = times.addingReportingOverflow(UInt64(scalars[index].value - 0x30))
                overflow = overflow || o1 || o2
                value = sum
                index += 1
            }
            let digits = text(start..<index)
            if overflow { throw ExpressionSyntaxError(message: "integer literal \(digits) is too large", offset: start) }
            return Token(kind: .integer(value), offset: start, text: digits)
        }
        if scalar == "\"" || scalar == "'" { return try string(quote: scalar) }
        index += 1
        func followedBy(_ next: Unicode.Scalar) -> Bool {
            guard index < scalars.count, scalars[index] == next else { return false }
            index += 1
            return true
        }
        let kind: Token.Kind
        switch scalar {
        case "(": kind = .leftParen
        case ")": kind = .rightParen
        case "?": kind = .question
        case ":": kind = .colon
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
            throw ExpressionSyntaxError(
                message: "unexpected character \(Escaping.messageCharacter(scalars[start...]))", offset: start)
        }
        return Token(kind: kind, offset: start, text: text(start..<index))
    }

    private mutating func string(quote: Unicode.Scalar) throws(ExpressionSyntaxError) -> Token {
        let start = index
        index += 1
        var value = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == quote {
                return Token(kind: .string(String(value)), offset: start, text: text(start..<index))
            }
            guard scalar == "\\" else {
                value.append(scalar)
                continue
            }
            guard index < scalars.count else { break }
            switch scalars[index] {
            case "\\": value.append("\\")
            case "'": value.append("'")
            case "\"": value.append("\"")
            case "n": value.append("\n")
            case "r": value.append("\r")
            case "t": value.append("\t")
            case "u":
                // `\u{202E}`: 1 to 6 hex digits of a scalar, as the writers spell the
                // characters that would act on a terminal.
                var digits = String.UnicodeScalarView()
                var end = index + 1
                if end < scalars.count, scalars[end] == "{" {
                    end += 1
                    while end < scalars.count, scalars[end].properties.isASCIIHexDigit, digits.count < 6 {
                        digits.append(scalars[end])
                        end += 1
                    }
                }
                guard end < scalars.count, scalars[end] == "}", let value32 = UInt32(String(digits), radix: 16),
                    let decoded = Unicode.Scalar(value32)
                else {
                    throw ExpressionSyntaxError(message: "'\\u' in a string needs '{', 1 to 6 hex digits of a Unicode scalar, and '}'", offset: index - 1)
                }
                value.append(decoded)
                index = end
            default:
                let escape = Escaping.isPrintable(scalars[index]) ? "'\\\(scalars[index])'" : "'\\' before \(Escaping.codePoint(scalars[index]))"
                throw ExpressionSyntaxError(message: "unknown escape \(escape) in string", offset: index - 1)
            }
            index += 1
        }
        throw ExpressionSyntaxError(message: "unterminated string", offset: start)
    }
}

/// A recursive-descent parser for the grammar in `Docs/Spec/expressions.md`.
struct Parser {
    private let tokens: [Token]
    private var index = 0

    private init(_ tokens: [Token]) { self.tokens = tokens }

    /// Parses a predicate: the whole text must be one expression.
    static func predicate(_ text: String) throws(ExpressionSyntaxError) -> Syntax {
        var parser = Parser(try Lexer.tokenize(text))
        let syntax = try parser.or()
        try parser.expectEnd()
        return syntax
    }

    /// Parses a statement: `field = expr`, `field += expr` or `field -= expr`.
    static func statement(_ text: String) throws(ExpressionSyntaxError) -> StatementSyntax {
        var parser = Parser(try Lexer.tokenize(text))
        let target = parser.advance()
        guard case .identifier(let field) = target.kind else {
            throw ExpressionSyntaxError(
                message: target.kind == .end
                    ? "expected a statement such as 'name = value'" : "expected a field name, found '\(target.text)'",
                offset: target.offset)
        }
        let opToken = parser.advance()
        let op: StatementSyntax.Operator
        switch opToken.kind {
        case .assign: op = .assign
        case .plusAssign: op = .add
        case .minusAssign: op = .subtract
        default:
            throw ExpressionSyntaxError(message: "expected '=', '+=' or '-=' after '\(field)'", offset: opToken.offset)
        }
        let value = try parser.or()
        try parser.expectEnd()
        return StatementSyntax(field: field, fieldOffset: target.offset, op: op, value: value)
    }

    private var current: Token { tokens[index] }

    private mutating func advance() -> Token {
        let token = tokens[index]
        if token.kind != .end { index += 1 }
        return token
    }

    private func expectEnd() throws(ExpressionSyntaxError) {
        guard current.kind == .end else {
            throw ExpressionSyntaxError(message: "unexpected '\(current.text)' after the expression", offset: current.offset)
        }
    }

    private mutating func or() throws(ExpressionSyntaxError) -> Syntax {
        var lhs = try and()
        while current.kind == .or {
            let offset = advance().offset
            lhs = .logical(and: false, lhs, try and(), offset: offset)
        }
        return lhs
    }

    private mutating func and() throws(ExpressionSyntaxError) -> Syntax {
        var lhs = try not()
        while current.kind == .and {
            let offset = advance().offset
            lhs = .logical(and: true, lhs, try not(), offset: offset)
        }
        return lhs
    }

    private mutating func not() throws(ExpressionSyntaxError) -> Syntax {
        guard current.kind == .not else { return try comparison() }
        let offset = advance().offset
        return .not(try not(), offset: offset)
    }

    private mutating func comparison() throws(ExpressionSyntaxError) -> Syntax {
        let lhs = try sum()
        let comparison: Syntax.Comparison
        switch current.kind {
        case .equal, .assign: comparison = .equal
        case .notEqual: comparison = .notEqual
        case .less: comparison = .less
        case .lessEqual: comparison = .lessEqual
        case .greater: comparison = .greater
        case .greaterEqual: comparison = .greaterEqual
        default: return lhs
        }
        let offset = advance().offset
        return .compare(comparison, lhs, try sum(), offset: offset)
    }

    private mutating func sum() throws(ExpressionSyntaxError) -> Syntax {
        var lhs = try primary()
        while current.kind == .plus || current.kind == .minus {
            let token = advance()
            lhs = .arithmetic(plus: token.kind == .plus, lhs, try primary(), offset: token.offset)
        }
        return lhs
    }

    private mutating func primary() throws(ExpressionSyntaxError) -> Syntax {
        let token = advance()
        switch token.kind {
        case .identifier(let name): return .field(name, offset: token.offset)
        case .boolean(let value): return .literal(.bool(value), offset: token.offset)
        case .nilLiteral: return .literal(.none, offset: token.offset)
        case .string(let value): return .literal(.string(value), offset: token.offset)
        case .integer(let value):
            guard value <= UInt64(Int64.max) else {
                throw ExpressionSyntaxError(message: "integer literal \(token.text) is too large", offset: token.offset)
            }
            return .literal(.int(Int64(value)), offset: token.offset)
        case .minus:
            // Folding a literal keeps Int64.min writable.
            if case .integer(let value) = current.kind, value == UInt64(Int64.max) + 1 {
                _ = advance()
                return .literal(.int(Int64.min), offset: token.offset)
            }
            return .negate(try primary(), offset: token.offset)
        case .leftParen:
            let inner = try or()
            guard current.kind == .rightParen else {
                throw ExpressionSyntaxError(
                    message: "expected ')' to close the '(' at column \(token.offset + 1)", offset: current.offset)
            }
            _ = advance()
            return inner
        case .end:
            throw ExpressionSyntaxError(message: "expected an expression", offset: token.offset)
        default:
            throw ExpressionSyntaxError(message: "expected an expression, found '\(token.text)'", offset: token.offset)
        }
    }
}

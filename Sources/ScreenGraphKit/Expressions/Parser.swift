/// A parser for the grammar in `Docs/Spec/expressions.md`, written with its own stack
/// instead of recursion, so no input can exhaust the thread's stack:
///
/// ```
/// choice     := or ('?' choice ':' choice)?
/// or         := and ('||' and)*
/// and        := not ('&&' not)*
/// not        := '!' not | comparison
/// comparison := sum (('==' | '!=' | '<' | '<=' | '>' | '>=') sum)?
/// sum        := primary (('+' | '-') primary)*
/// primary    := literal | field | '-' primary | '(' choice ')'
/// ```
///
/// A chain such as `a || b || c`, or `a ? b : c ? d : e`, becomes one node with a list
/// of operands, so the syntax is only as deep as the text nests `(`, `!`, unary `-` and
/// `?` (a choice between a `?` and its `:`), which ``maximumDepth`` bounds.
struct Parser {
    /// How deeply `(`, `!` (or `not`), unary `-` and `?` may nest. A guard written by
    /// hand stays far below it; text nested deeper is rejected, so that no walk over the
    /// syntax, freeing it included, can exhaust the stack.
    static let maximumDepth = 256

    private let tokens: [Token]
    private var index = 0

    private init(_ tokens: [Token]) { self.tokens = tokens }

    /// Parses a predicate: the whole text must be one expression.
    static func predicate(_ text: String) throws(ExpressionSyntaxError) -> Syntax {
        var parser = Parser(try Lexer.tokenize(text))
        let syntax = try parser.expression()
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
        let value = try parser.expression()
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

    /// Operands joined by one operator, with each operator's offset.
    private struct Chain {
        var operands: [Syntax] = []
        var offsets: [Int] = []
    }

    /// A sum being read: its first operand, the terms after it, and the operator before
    /// the operand being read.
    private struct Sum {
        var first: Syntax
        var terms: [Syntax.Term] = []
        var operatorToken: Token

        mutating func append(_ operand: Syntax) {
            terms.append(Syntax.Term(plus: operatorToken.kind == .plus, operand: operand, offset: operatorToken.offset))
        }
    }

    /// What opened a level.
    private enum Opener {
        /// The level is the whole text.
        case text
        /// A `(`, which a `)` closes.
        case parenthesis(Token)
        /// A `?` after `condition`: the level is the value between it and its `:`.
        case question(Token, condition: Syntax)
    }

    /// What is open inside one pair of parentheses, between a `?` and its `:`, or in
    /// the whole text: the chain at each precedence that an operand may continue, and
    /// the prefix operators waiting for their operand.
    private struct Level {
        var open: Opener
        /// The branches of a choice read so far, each up to its `:`.
        var branches: [Syntax.Branch] = []
        var or = Chain()
        var and = Chain()
        /// The `!`s read before the comparison being read, outermost first.
        var nots: [Token] = []
        /// A comparison's left side and operator, waiting for its right side.
        var comparison: (lhs: Syntax, op: Syntax.Comparison, offset: Int)?
        /// The sum being read.
        var sum: Sum?
        /// The unary `-`s read before the primary being read, outermost first.
        var minuses: [Token] = []
    }

    /// What `expression()` keeps while it reads: the open levels, innermost last, and how
    /// deep the `(`, `!`, unary `-` and `?` around the token being read nest.
    private struct Reading {
        var levels = [Level(open: .text)]
        var depth = 0
        /// Whether a `!` may come next: at the start of a `not`, not of a primary.
        var notAllowed = true

        /// Counts one more `(`, `!`, unary `-` or `?` around what follows.
        mutating func enter(_ token: Token) throws(ExpressionSyntaxError) {
            guard depth < Parser.maximumDepth else {
                throw ExpressionSyntaxError(
                    message: "expression nests deeper than \(Parser.maximumDepth) levels of '(', '!', unary '-' and '?'",
                    offset: token.offset)
            }
            depth += 1
        }
    }

    /// Parses one expression (the `choice` rule) and stops at the first token that
    /// cannot continue it: reads primaries and the prefixes before them, and after each
    /// primary closes what it completes.
    private mutating func expression() throws(ExpressionSyntaxError) -> Syntax {
        var reading = Reading()
        while true {
            guard let operand = try primary(&reading) else { continue }
            if let whole = try close(operand, &reading) { return whole }
        }
    }

    /// Reads a primary, or a prefix (`!`, unary `-`, `(`) that opens around the next
    /// one, returning `nil` then.
    private mutating func primary(_ reading: inout Reading) throws(ExpressionSyntaxError) -> Syntax? {
        let token = advance()
        switch token.kind {
        case .not where reading.notAllowed:
            try reading.enter(token)
            reading.levels[reading.levels.count - 1].nots.append(token)
            return nil
        case .minus:
            // Folding a literal keeps Int64.min writable.
            if case .integer(let value) = current.kind, value == UInt64(Int64.max) + 1 {
                _ = advance()
                return .literal(.int(Int64.min), offset: token.offset)
            }
            try reading.enter(token)
            reading.levels[reading.levels.count - 1].minuses.append(token)
            reading.notAllowed = false
            return nil
        case .leftParen:
            try reading.enter(token)
            reading.levels.append(Level(open: .parenthesis(token)))
            reading.notAllowed = true
            return nil
        case .identifier(let name): return .field(name, offset: token.offset)
        case .boolean(let value): return .literal(.bool(value), offset: token.offset)
        case .nilLiteral: return .literal(.none, offset: token.offset)
        case .string(let value): return .literal(.string(value), offset: token.offset)
        case .integer(let value):
            guard value <= UInt64(Int64.max) else {
                throw ExpressionSyntaxError(message: "integer literal \(token.text) is too large", offset: token.offset)
            }
            return .literal(.int(Int64(value)), offset: token.offset)
        case .end:
            throw ExpressionSyntaxError(message: "expected an expression", offset: token.offset)
        default:
            throw ExpressionSyntaxError(message: "expected an expression, found '\(token.text)'", offset: token.offset)
        }
    }

    /// Closes what the primary `operand` completes, innermost first, until an operator
    /// continues a chain (`nil`: read the next primary) or the whole expression ends
    /// (the expression).
    private mutating func close(_ operand: Syntax, _ reading: inout Reading) throws(ExpressionSyntaxError) -> Syntax? {
        var operand = operand
        while true {
            // Taken off the stack while it changes, so its chains grow in place.
            var level = reading.levels.removeLast()
            if foldArithmetic(&operand, &level, &reading) { return nil }
            if try foldLogical(&operand, &level, &reading) { return nil }
            switch level.open {
            case .text:
                return operand
            case .parenthesis(let open):
                guard current.kind == .rightParen else {
                    throw ExpressionSyntaxError(
                        message: "expected ')' to close the '(' at column \(open.offset + 1)", offset: current.offset)
                }
                _ = advance()
                reading.depth -= 1
            case .question(let question, let condition):
                guard current.kind == .colon else {
                    throw ExpressionSyntaxError(
                        message: "expected ':' to go with the '?' at column \(question.offset + 1)", offset: current.offset)
                }
                let colon = advance()
                reading.depth -= 1
                // The choice goes on in the level that holds the `?`, with what follows the `:`.
                reading.levels[reading.levels.count - 1].branches.append(
                    Syntax.Branch(condition: condition, value: operand, question: question.offset, colon: colon.offset))
                reading.notAllowed = true
                return nil
            }
        }
    }

    /// Applies the level's unary `-`s, sum and comparison to `operand`. Returns true
    /// when a `+`, `-` or comparison operator after it continues the level, which goes
    /// back on the stack.
    private mutating func foldArithmetic(_ operand: inout Syntax, _ level: inout Level, _ reading: inout Reading) -> Bool {
        for minus in level.minuses.reversed() { operand = .negate(operand, offset: minus.offset) }
        reading.depth -= level.minuses.count
        level.minuses = []
        if current.kind == .plus || current.kind == .minus {
            let op = advance()
            if level.sum == nil {
                level.sum = Sum(first: operand, operatorToken: op)
            } else {
                level.sum?.append(operand)
                level.sum?.operatorToken = op
            }
            reading.levels.append(level)
            reading.notAllowed = false
            return true
        }
        if var sum = level.sum {
            sum.append(operand)
            operand = .arithmetic(sum.first, sum.terms)
            level.sum = nil
        }
        if let comparison = level.comparison {
            operand = .compare(comparison.op, comparison.lhs, operand, offset: comparison.offset)
            level.comparison = nil
        } else if let op = Parser.comparison(current.kind) {
            level.comparison = (operand, op, advance().offset)
            reading.levels.append(level)
            reading.notAllowed = false
            return true
        }
        return false
    }

    /// Applies the level's `!`s, `&&` and `||` chains and choice to `operand`. Returns
    /// true when a `&&`, `||` or `?` after it continues the level, which goes back on
    /// the stack (under a level of its own for the value after a `?`).
    private mutating func foldLogical(
        _ operand: inout Syntax, _ level: inout Level, _ reading: inout Reading
    ) throws(ExpressionSyntaxError) -> Bool {
        for not in level.nots.reversed() { operand = .not(operand, offset: not.offset) }
        reading.depth -= level.nots.count
        level.nots = []
        if current.kind == .and {
            level.and.operands.append(operand)
            level.and.offsets.append(advance().offset)
            reading.levels.append(level)
            reading.notAllowed = true
            return true
        }
        if !level.and.operands.isEmpty {
            operand = .logical(and: true, level.and.operands + [operand], offsets: level.and.offsets)
            level.and = Chain()
        }
        if current.kind == .or {
            level.or.operands.append(operand)
            level.or.offsets.append(advance().offset)
            reading.levels.append(level)
            reading.notAllowed = true
            return true
        }
        if !level.or.operands.isEmpty {
            operand = .logical(and: false, level.or.operands + [operand], offsets: level.or.offsets)
            level.or = Chain()
        }
        if current.kind == .question {
            // The operand is a condition; the value after it is read as a level of its own.
            let question = advance()
            try reading.enter(question)
            reading.levels.append(level)
            reading.levels.append(Level(open: .question(question, condition: operand)))
            reading.notAllowed = true
            return true
        }
        if !level.branches.isEmpty {
            operand = .choice(level.branches, otherwise: operand)
        }
        return false
    }

    private static func comparison(_ kind: Token.Kind) -> Syntax.Comparison? {
        switch kind {
        case .equal, .assign: .equal
        case .notEqual: .notEqual
        case .less: .less
        case .lessEqual: .lessEqual
        case .greater: .greater
        case .greaterEqual: .greaterEqual
        default: nil
        }
    }
}

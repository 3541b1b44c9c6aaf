/// The parsed, untyped form of an expression. Every node keeps the offset of the
/// token that a type error about it should point at.
indirect enum Syntax: Equatable {
    enum Literal: Equatable {
        case bool(Bool), int(Int64), string(String), none
    }

    enum Comparison: String, Equatable {
        case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    }

    case literal(Literal, offset: Int)
    case field(String, offset: Int)
    case not(Syntax, offset: Int)
    case negate(Syntax, offset: Int)
    case logical(and: Bool, Syntax, Syntax, offset: Int)
    case compare(Comparison, Syntax, Syntax, offset: Int)
    case arithmetic(plus: Bool, Syntax, Syntax, offset: Int)

    var offset: Int {
        switch self {
        case .literal(_, let offset), .field(_, let offset), .not(_, let offset),
            .negate(_, let offset), .logical(_, _, _, let offset), .compare(_, _, _, let offset),
            .arithmetic(_, _, _, let offset):
            offset
        }
    }

    /// The names of the fields the expression reads.
    var fieldNames: [String] {
        switch self {
        case .literal: []
        case .field(let name, _): [name]
        case .not(let operand, _), .negate(let operand, _): operand.fieldNames
        case .logical(_, let lhs, let rhs, _), .compare(_, let lhs, let rhs, _),
            .arithmetic(_, let lhs, let rhs, _):
            lhs.fieldNames + rhs.fieldNames
        }
    }
}

extension Syntax {
    /// The literals the expression names, in order.
    var literals: [Literal] {
        switch self {
        case .literal(let literal, _): [literal]
        case .field: []
        case .not(let operand, _), .negate(let operand, _): operand.literals
        case .logical(_, let lhs, let rhs, _), .compare(_, let lhs, let rhs, _),
            .arithmetic(_, let lhs, let rhs, _):
            lhs.literals + rhs.literals
        }
    }
}

/// A parsed statement: `field = value`, `field += value` or `field -= value`.
struct StatementSyntax: Equatable {
    enum Operator: String, Equatable {
        case assign = "=", add = "+=", subtract = "-="
    }

    var field: String
    var fieldOffset: Int
    var op: Operator
    var value: Syntax
}

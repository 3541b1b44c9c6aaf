/// The parsed, untyped form of an expression. Every node keeps the offset of the
/// token that a type error about it should point at.
///
/// A chain of one operator (`a || b || c`, `a + b - c`, `a ? b : c ? d : e`) is one
/// node holding its operands in order, so the tree is only as deep as the text's
/// nesting of `(`, `!`, unary `-` and `?` (a choice in the value between `?` and `:`),
/// which ``Parser/maximumDepth`` bounds.
indirect enum Syntax: Equatable {
    enum Literal: Equatable {
        case bool(Bool), int(Int64), string(String), none
    }

    enum Comparison: String, Equatable {
        case equal = "==", notEqual = "!=", less = "<", lessEqual = "<=", greater = ">", greaterEqual = ">="
    }

    /// An operand after the first of a sum, with the `+` or `-` before it.
    struct Term: Equatable {
        var plus: Bool
        var operand: Syntax
        var offset: Int
    }

    /// A condition of a choice, the value it gives when the condition holds, and where
    /// its `?` and the `:` after the value stand.
    struct Branch: Equatable {
        var condition: Syntax
        var value: Syntax
        var question: Int
        var colon: Int
    }

    case literal(Literal, offset: Int)
    case field(String, offset: Int)
    case not(Syntax, offset: Int)
    case negate(Syntax, offset: Int)
    /// Two or more operands joined by `&&` (or `||`); `offsets` holds each operator's,
    /// one fewer than the operands.
    case logical(and: Bool, [Syntax], offsets: [Int])
    case compare(Comparison, Syntax, Syntax, offset: Int)
    /// The first operand, then each further one with the operator before it.
    case arithmetic(Syntax, [Term])
    /// `c1 ? v1 : c2 ? v2 : … : otherwise`: the value of the first branch whose
    /// condition holds, else `otherwise`. The choices a chain nests to the right are one
    /// node, as `||` chains are.
    case choice([Branch], otherwise: Syntax)

    /// Where a type error about the whole node points: its operator, the last one of a
    /// chain, as if the chain nested to the left; the first `?` of a choice, which nests
    /// to the right.
    var offset: Int {
        switch self {
        case .literal(_, let offset), .field(_, let offset), .not(_, let offset), .negate(_, let offset),
            .compare(_, _, _, let offset):
            offset
        case .logical(_, let operands, let offsets): offsets.last ?? operands[0].offset
        case .arithmetic(let first, let terms): terms.last?.offset ?? first.offset
        case .choice(let branches, let otherwise): branches.first?.question ?? otherwise.offset
        }
    }

    /// The names of the fields the expression reads, in order, with repeats.
    var fieldNames: [String] {
        var names: [String] = []
        var literals: [Literal] = []
        collect(fields: &names, literals: &literals)
        return names
    }

    /// The literals the expression names, in order.
    var literals: [Literal] {
        var names: [String] = []
        var literals: [Literal] = []
        collect(fields: &names, literals: &literals)
        return literals
    }

    /// Appends the fields and literals the expression names, in order, in one walk
    /// with a stack of its own.
    private func collect(fields: inout [String], literals: inout [Literal]) {
        // The nodes still to visit, the next one last.
        var stack = [self]
        while let node = stack.popLast() {
            switch node {
            case .literal(let literal, _): literals.append(literal)
            case .field(let name, _): fields.append(name)
            case .not(let operand, _), .negate(let operand, _): stack.append(operand)
            case .logical(_, let operands, _): stack.append(contentsOf: operands.reversed())
            case .compare(_, let lhs, let rhs, _): stack += [rhs, lhs]
            case .arithmetic(let first, let terms): stack += terms.reversed().map(\.operand) + [first]
            case .choice(let branches, let otherwise):
                stack.append(otherwise)
                for branch in branches.reversed() { stack += [branch.value, branch.condition] }
            }
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

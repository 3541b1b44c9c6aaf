/// A value during evaluation: a raw slot value, or no value.
struct EvaluatedValue {
    var raw: Int64
    var isNil: Bool
}

/// An integer overflowed while evaluating an expression.
struct OverflowError: Error, Equatable {
    /// The character offset of the operator that overflowed.
    var offset: Int
}

/// A type-checked expression over a ``StateLayout``, evaluated on raw slots without
/// allocating.
indirect enum CompiledExpression: Sendable {
    case constant(Int64, isNil: Bool)
    case load(valueSlot: Int, presenceSlot: Int)
    case not(CompiledExpression)
    case negate(CompiledExpression, offset: Int)
    case and(CompiledExpression, CompiledExpression)
    case or(CompiledExpression, CompiledExpression)
    case equal(CompiledExpression, CompiledExpression, negated: Bool)
    case order(Syntax.Comparison, CompiledExpression, CompiledExpression)
    case add(CompiledExpression, CompiledExpression, offset: Int)
    case subtract(CompiledExpression, CompiledExpression, offset: Int)

    func evaluate(_ slots: UnsafeBufferPointer<Int64>) throws(OverflowError) -> EvaluatedValue {
        switch self {
        case .constant(let raw, let isNil):
            return EvaluatedValue(raw: raw, isNil: isNil)
        case .load(let valueSlot, let presenceSlot):
            return EvaluatedValue(raw: slots[valueSlot], isNil: presenceSlot >= 0 && slots[presenceSlot] == 0)
        case .not(let operand):
            return EvaluatedValue(raw: try operand.evaluate(slots).raw == 0 ? 1 : 0, isNil: false)
        case .negate(let operand, let offset):
            let (value, overflow) = Int64(0).subtractingReportingOverflow(try operand.evaluate(slots).raw)
            if overflow { throw OverflowError(offset: offset) }
            return EvaluatedValue(raw: value, isNil: false)
        case .and(let lhs, let rhs):
            guard try lhs.evaluate(slots).raw != 0 else { return EvaluatedValue(raw: 0, isNil: false) }
            return EvaluatedValue(raw: try rhs.evaluate(slots).raw, isNil: false)
        case .or(let lhs, let rhs):
            guard try lhs.evaluate(slots).raw == 0 else { return EvaluatedValue(raw: 1, isNil: false) }
            return EvaluatedValue(raw: try rhs.evaluate(slots).raw, isNil: false)
        case .equal(let lhs, let rhs, let negated):
            let left = try lhs.evaluate(slots)
            let right = try rhs.evaluate(slots)
            let equal = left.isNil || right.isNil ? left.isNil == right.isNil : left.raw == right.raw
            return EvaluatedValue(raw: equal != negated ? 1 : 0, isNil: false)
        case .order(let comparison, let lhs, let rhs):
            let left = try lhs.evaluate(slots)
            let right = try rhs.evaluate(slots)
            if left.isNil || right.isNil { return EvaluatedValue(raw: 0, isNil: false) }
            let holds: Bool
            switch comparison {
            case .less: holds = left.raw < right.raw
            case .lessEqual: holds = left.raw <= right.raw
            case .greater: holds = left.raw > right.raw
            case .greaterEqual: holds = left.raw >= right.raw
            case .equal, .notEqual: holds = false  // compiled as .equal
            }
            return EvaluatedValue(raw: holds ? 1 : 0, isNil: false)
        case .add(let lhs, let rhs, let offset):
            let (value, overflow) = try lhs.evaluate(slots).raw.addingReportingOverflow(try rhs.evaluate(slots).raw)
            if overflow { throw OverflowError(offset: offset) }
            return EvaluatedValue(raw: value, isNil: false)
        case .subtract(let lhs, let rhs, let offset):
            let (value, overflow) = try lhs.evaluate(slots).raw.subtractingReportingOverflow(try rhs.evaluate(slots).raw)
            if overflow { throw OverflowError(offset: offset) }
            return EvaluatedValue(raw: value, isNil: false)
        }
    }
}

/// A type-checked predicate: a guard.
struct CompiledPredicate: Sendable {
    var source: ExpressionSource
    var expression: CompiledExpression
    /// The fields it reads, in order of first appearance, for explaining a closed guard.
    var fields: [String]

    func holds(_ slots: UnsafeBufferPointer<Int64>) throws(OverflowError) -> Bool {
        try expression.evaluate(slots).raw != 0
    }
}

/// A type-checked statement: an effect on one field.
struct CompiledStatement: Sendable {
    var source: ExpressionSource
    /// The name of the field it changes, as written.
    var field: String
    var valueSlot: Int
    var presenceSlot: Int
    var op: StatementSyntax.Operator
    var value: CompiledExpression
    var opOffset: Int

    /// Applies the statement to `slots`, which it reads and writes.
    func apply(to slots: UnsafeMutableBufferPointer<Int64>) throws(OverflowError) {
        let result = try value.evaluate(UnsafeBufferPointer(slots))
        switch op {
        case .assign:
            slots[valueSlot] = result.isNil ? 0 : result.raw
            if presenceSlot >= 0 { slots[presenceSlot] = result.isNil ? 0 : 1 }
        case .add, .subtract:
            let current = slots[valueSlot]
            let (value, overflow) =
                op == .add
                ? current.addingReportingOverflow(result.raw) : current.subtractingReportingOverflow(result.raw)
            if overflow { throw OverflowError(offset: opOffset) }
            slots[valueSlot] = value
        }
    }
}

extension Array where Element == CompiledStatement {
    /// Applies every statement in order.
    func apply(to slots: inout [Int64]) throws(OverflowError) {
        guard !isEmpty else { return }
        try slots.withUnsafeMutableBufferPointer { (buffer) throws(OverflowError) in
            for statement in self { try statement.apply(to: buffer) }
        }
    }
}

/// A value during evaluation: a raw slot value, or no value.
struct EvaluatedValue {
    var raw: Int64
    var isNil: Bool
}

/// An integer overflowed while evaluating an expression, or a joined string grew past
/// ``StringTable/inlineByteLimit`` bytes.
struct OverflowError: Error, Equatable {
    /// The character offset of the operator that overflowed.
    var offset: Int
    /// Whether a string join grew too long, rather than an integer overflowing.
    var joinsStrings = false

    /// What went wrong, for a message that goes on "in '…'": `integer overflow`, or the
    /// joined string's limit.
    var summary: String { Self.summary(joinsStrings: joinsStrings) }

    static func summary(joinsStrings: Bool) -> String {
        joinsStrings ? "a joined string longer than \(StringTable.inlineByteLimit) UTF-8 bytes" : "integer overflow"
    }
}

/// A type-checked expression over a ``StateLayout``, compiled to a postfix program
/// and evaluated on raw slots with a small operand stack: no recursion, however deep
/// the expression, and no heap allocation for any expression written by hand.
struct CompiledExpression: Sendable {
    /// One step of the program.
    enum Instruction: Sendable, Equatable {
        /// Pushes a value.
        case constant(Int64, isNil: Bool)
        /// Pushes a field's value; `presenceSlot` is negative for a field that is not optional.
        case load(valueSlot: Int, presenceSlot: Int)
        /// Replaces the top bool with its negation.
        case not
        /// Replaces the top int with its negation; `offset` is the operator's, for an overflow.
        case negate(offset: Int)
        /// Replaces the top two values with whether they are equal (or not, when `negated`).
        case equal(negated: Bool)
        /// Replaces the top two ints with the comparison's outcome; false when either is nil.
        case order(Syntax.Comparison)
        /// Replaces the top two ints with their sum (or difference).
        case arithmetic(plus: Bool, offset: Int)
        /// Replaces the top two strings with the two joined; `offset` is the `+`'s, for a
        /// result longer than ``StringTable/inlineByteLimit``.
        case join(offset: Int)
        /// Ends a `&&` (`decisive` false) or `||` (`decisive` true) early: when the top
        /// bool is `decisive`, it stays as the outcome and the next `skip` instructions,
        /// the rest of the chain, are skipped; otherwise it is dropped.
        case shortCircuit(decisive: Bool, skip: Int)
        /// Drops the top bool, a choice's condition, and when it is false skips the next
        /// `skip` instructions, the value it would choose, to the choice's next condition
        /// or its last value.
        case jumpUnless(skip: Int)
        /// Skips the next `skip` instructions: the rest of a choice, once its value is on
        /// the stack.
        case jump(skip: Int)
    }

    var instructions: [Instruction]
    /// The most values the program holds on its operand stack at once.
    var stackSize: Int

    func evaluate(_ slots: UnsafeBufferPointer<Int64>) throws(OverflowError) -> EvaluatedValue {
        // Most guards are one field or one comparison of operands: those skip the
        // operand stack, which the search would otherwise set up for every move.
        switch instructions.count {
        case 1:
            if let value = Self.operand(instructions[0], slots) { return value }
        case 2:
            if instructions[1] == .not, let value = Self.operand(instructions[0], slots) {
                return EvaluatedValue(raw: value.raw == 0 ? 1 : 0, isNil: false)
            }
        case 3:
            if let left = Self.operand(instructions[0], slots), let right = Self.operand(instructions[1], slots) {
                switch instructions[2] {
                case .equal(let negated): return Self.equal(left, right, negated: negated)
                case .order(let comparison): return EvaluatedValue(raw: Self.holds(comparison, left, right) ? 1 : 0, isNil: false)
                default: break
                }
            }
        default:
            break
        }
        return try withUnsafeTemporaryAllocation(of: EvaluatedValue.self, capacity: max(stackSize, 1)) {
            (stack) throws(OverflowError) -> EvaluatedValue in
            var top = -1
            var index = 0
            while index < instructions.count {
                switch instructions[index] {
                case .constant(let raw, let isNil):
                    top += 1
                    stack[top] = EvaluatedValue(raw: raw, isNil: isNil)
                case .load(let valueSlot, let presenceSlot):
                    top += 1
                    stack[top] = Self.load(valueSlot, presenceSlot, slots)
                case .not:
                    stack[top] = EvaluatedValue(raw: stack[top].raw == 0 ? 1 : 0, isNil: false)
                case .negate(let offset):
                    let (value, overflow) = Int64(0).subtractingReportingOverflow(stack[top].raw)
                    if overflow { throw OverflowError(offset: offset) }
                    stack[top] = EvaluatedValue(raw: value, isNil: false)
                case .equal(let negated):
                    let (left, right) = (stack[top - 1], stack[top])
                    top -= 1
                    stack[top] = Self.equal(left, right, negated: negated)
                case .order(let comparison):
                    let (left, right) = (stack[top - 1], stack[top])
                    top -= 1
                    stack[top] = EvaluatedValue(raw: CompiledExpression.holds(comparison, left, right) ? 1 : 0, isNil: false)
                case .arithmetic(let plus, let offset):
                    let (left, right) = (stack[top - 1].raw, stack[top].raw)
                    top -= 1
                    let (value, overflow) = plus ? left.addingReportingOverflow(right) : left.subtractingReportingOverflow(right)
                    if overflow { throw OverflowError(offset: offset) }
                    stack[top] = EvaluatedValue(raw: value, isNil: false)
                case .join(let offset):
                    let (left, right) = (stack[top - 1].raw, stack[top].raw)
                    top -= 1
                    guard let joined = StringTable.joined(left, right) else { throw OverflowError(offset: offset, joinsStrings: true) }
                    stack[top] = EvaluatedValue(raw: joined, isNil: false)
                case .shortCircuit(let decisive, let skip):
                    if (stack[top].raw != 0) == decisive {
                        stack[top] = EvaluatedValue(raw: decisive ? 1 : 0, isNil: false)
                        index += skip
                    } else {
                        top -= 1
                    }
                case .jumpUnless(let skip):
                    if stack[top].raw == 0 { index += skip }
                    top -= 1
                case .jump(let skip):
                    index += skip
                }
                index += 1
            }
            return stack[0]
        }
    }

    /// The value an instruction that pushes one pushes, `nil` for any other.
    @inline(__always)
    private static func operand(_ instruction: Instruction, _ slots: UnsafeBufferPointer<Int64>) -> EvaluatedValue? {
        switch instruction {
        case .constant(let raw, let isNil): EvaluatedValue(raw: raw, isNil: isNil)
        case .load(let valueSlot, let presenceSlot): load(valueSlot, presenceSlot, slots)
        default: nil
        }
    }

    @inline(__always)
    private static func load(_ valueSlot: Int, _ presenceSlot: Int, _ slots: UnsafeBufferPointer<Int64>) -> EvaluatedValue {
        EvaluatedValue(raw: slots[valueSlot], isNil: presenceSlot >= 0 && slots[presenceSlot] == 0)
    }

    /// `==` (or `!=`, when `negated`): two nils are equal, nil and a value are not.
    private static func equal(_ left: EvaluatedValue, _ right: EvaluatedValue, negated: Bool) -> EvaluatedValue {
        let equal = left.isNil || right.isNil ? left.isNil == right.isNil : left.raw == right.raw
        return EvaluatedValue(raw: equal != negated ? 1 : 0, isNil: false)
    }

    private static func holds(_ comparison: Syntax.Comparison, _ left: EvaluatedValue, _ right: EvaluatedValue) -> Bool {
        if left.isNil || right.isNil { return false }
        switch comparison {
        case .less: return left.raw < right.raw
        case .lessEqual: return left.raw <= right.raw
        case .greater: return left.raw > right.raw
        case .greaterEqual: return left.raw >= right.raw
        case .equal, .notEqual: return false  // compiled as .equal
        }
    }
}

/// A type-checked predicate: a guard. It keeps what its source names, so nothing
/// needs to parse the text again.
struct CompiledPredicate: Sendable {
    var source: ExpressionSource
    var expression: CompiledExpression
    /// The fields it reads, in order of first appearance, for explaining a closed guard.
    var fields: [String]
    /// The int literals it names.
    var intLiterals: [Int64]
    /// The string literals it names, as ids in the compiler's ``StringTable``.
    var stringLiterals: [Int64]

    func holds(_ slots: UnsafeBufferPointer<Int64>) throws(OverflowError) -> Bool {
        try expression.evaluate(slots).raw != 0
    }
}

/// A type-checked statement: an effect on one field.
struct CompiledStatement: Sendable {
    var source: ExpressionSource
    /// The field it writes.
    var field: String
    /// The fields its value reads.
    var reads: [String]
    var valueSlot: Int
    var presenceSlot: Int
    var op: StatementSyntax.Operator
    var value: CompiledExpression
    var opOffset: Int
    /// Whether `+=` joins strings rather than adding ints.
    var joins = false

    /// Applies the statement to `slots`, which it reads and writes.
    func apply(to slots: UnsafeMutableBufferPointer<Int64>) throws(OverflowError) {
        let result = try value.evaluate(UnsafeBufferPointer(slots))
        switch op {
        case .assign:
            slots[valueSlot] = result.isNil ? 0 : result.raw
            if presenceSlot >= 0 { slots[presenceSlot] = result.isNil ? 0 : 1 }
        case .add where joins:
            guard let joined = StringTable.joined(slots[valueSlot], result.raw) else {
                throw OverflowError(offset: opOffset, joinsStrings: true)
            }
            slots[valueSlot] = joined
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

    /// What applying the statements to `slots` overflows, found again for a message by a
    /// caller that kept only that they overflowed; `nil` when nothing does.
    func overflow(on slots: [Int64]) -> OverflowError? {
        var slots = slots
        do throws(OverflowError) { try apply(to: &slots) } catch { return error }
        return nil
    }
}

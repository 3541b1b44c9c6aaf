/// The graph's guards as the search evaluates them: most as compiled, and a guard that
/// asks whether one field is one of many values (`x == 1 || x == 2 || …`, or `x != 1
/// && x != 2 && …` for none of them) as a lookup in the sorted values.
///
/// A state-aware search evaluates a guard in every state it expands from the guard's
/// screen. Evaluated term by term, a guard of 4,000 `||` terms made a search of
/// 500,000 states take 20 s, 80% of it in the evaluator; as a lookup it costs
/// O(log terms).
struct GuardPrograms {
    enum Program {
        /// Evaluated as compiled.
        case compiled
        /// Holds when the field in `valueSlot` is present (when `presenceSlot` is not
        /// negative) and among `values` (sorted); with `negated`, when it is not.
        case membership(valueSlot: Int, presenceSlot: Int, values: [Int64], negated: Bool)
    }

    private let programs: [Program]
    /// Program steps taken: one per lookup, one per instruction of a compiled guard.
    /// Tests read it to bound a search's guard work by its states. A one-element buffer,
    /// so evaluating stays a non-mutating read of the search space.
    private let counter = FlatBuffer<Int>(repeating: 0, count: 1)

    /// Program steps taken since the planner was made.
    var steps: Int { counter[0] }

    init(graph: ScreenGraph) {
        programs = graph.guards.map { GuardPrograms.program(for: $0.expression) }
    }

    /// Whether guard `index` holds on `slots`.
    @inline(__always)
    func holds(_ index: Int32, in graph: ScreenGraph, slots: UnsafeBufferPointer<Int64>) throws(OverflowError) -> Bool {
        switch programs[Int(index)] {
        case .compiled:
            let predicate = graph.guards[Int(index)]
            counter[0] &+= predicate.expression.instructions.count
            return try predicate.holds(slots)
        case .membership(let valueSlot, let presenceSlot, let values, let negated):
            counter[0] &+= 1
            guard presenceSlot < 0 || slots[presenceSlot] != 0 else { return negated }
            return GuardPrograms.contains(values, slots[valueSlot]) != negated
        }
    }

    private static func contains(_ values: [Int64], _ value: Int64) -> Bool {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count && values[low] == value
    }

    /// The program for `expression`: a membership test when it is a chain of at least
    /// four `field == constant` terms joined by `||` (or `!=` terms joined by `&&`) on
    /// one field, with no nil constant.
    static func program(for expression: CompiledExpression) -> Program {
        let instructions = expression.instructions
        guard instructions.count >= 4 * 4 - 1 else { return .compiled }
        var field: (value: Int, presence: Int)?
        var values: [Int64] = []
        var negated: Bool?
        var index = 0
        while index < instructions.count {
            // A term: a field and a constant (a negative one is a constant and a negation), then `==` or `!=`.
            var load: (value: Int, presence: Int)?
            var constant: Int64?
            for _ in 0..<2 {
                guard index < instructions.count else { return .compiled }
                switch instructions[index] {
                case .load(let value, let presence) where load == nil:
                    load = (value, presence)
                case .constant(let raw, isNil: false) where constant == nil:
                    constant = raw
                    if index + 1 < instructions.count, case .negate = instructions[index + 1] {
                        guard raw != .min else { return .compiled }
                        constant = -raw
                        index += 1
                    }
                default:
                    return .compiled
                }
                index += 1
            }
            guard let load, let constant, index < instructions.count, case .equal(let isNegated) = instructions[index],
                negated == nil || negated == isNegated
            else { return .compiled }
            if let known = field, known != load { return .compiled }
            field = load
            negated = isNegated
            values.append(constant)
            index += 1
            if index < instructions.count {
                // `||` of `==` terms ends early on true, `&&` of `!=` terms on false.
                guard case .shortCircuit(let decisive, _) = instructions[index], decisive == !isNegated else { return .compiled }
                index += 1
            }
        }
        guard let field, let negated, values.count >= 4 else { return .compiled }
        return .membership(valueSlot: field.value, presenceSlot: field.presence, values: values.sorted(), negated: negated)
    }
}

import Testing

@testable import ScreenGraphKit

/// Seeded random expressions with choices (`c ? a : b`) in every place the grammar
/// allows, each written with as few parentheses as the precedence needs, against the
/// value worked out while it was written.
///
/// This checks the parser's precedence and right nesting and the evaluator's jumps
/// together: a jump that skips one instruction too few or too many gives another value
/// or another stack height.
@Suite struct RandomExpressionTests {
    /// `b` true, `f` false, `n` 3, `o` an int? holding nil, `m` an int? holding 4.
    static let state: [StateField] = [
        StateField("b", .bool, initial: true), StateField("f", .bool, initial: false), StateField("n", .int, initial: 3),
        StateField("o", .optionalInt), StateField("m", .optionalInt, initial: 4),
    ]

    /// An expression's value: a bool or int is `raw` (bools 0 and 1), `nil` no value.
    typealias Value = Int64?

    /// Expression text with its value and the grammar rule it is: 0 a choice, 1 an or,
    /// 2 an and, 3 a not, 4 a comparison, 5 a sum, 6 a primary.
    struct Written {
        var text: String
        var value: Value
        var rule: Int
    }

    enum Kind { case bool, int, optionalInt }

    struct Writer {
        var random: SplitMix64

        mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

        /// `written` as an operand that must be at least the rule `rule`.
        func operand(_ written: Written, atLeast rule: Int) -> String {
            written.rule >= rule ? written.text : "(" + written.text + ")"
        }

        mutating func choice(_ kind: Kind, depth: Int) -> Written {
            let condition = write(.bool, depth: depth - 1)
            let chosen = write(kind, depth: depth - 1)
            let other = write(kind, depth: depth - 1)
            // The condition is an `or`; the value between `?` and `:` and the one after
            // `:` are whole predicates, so a choice nests there unparenthesized.
            return Written(
                text: operand(condition, atLeast: 1) + " ? " + chosen.text + " : " + other.text,
                value: condition.value == 1 ? chosen.value : other.value, rule: 0)
        }

        mutating func write(_ kind: Kind, depth: Int) -> Written {
            switch kind {
            case .bool: return bool(depth: depth)
            case .int: return int(depth: depth)
            case .optionalInt:
                if depth <= 0 || chance(30) {
                    return chance(50) ? Written(text: "o", value: nil, rule: 6) : Written(text: "m", value: 4, rule: 6)
                }
                // A choice between nil or an int? and an int or an int?: an int? either way.
                let condition = write(.bool, depth: depth - 1)
                let chosen = chance(30) ? Written(text: "nil", value: nil, rule: 6) : write(.optionalInt, depth: depth - 1)
                let other = write(chance(50) ? .int : .optionalInt, depth: depth - 1)
                let (first, second) = chance(50) ? (chosen, other) : (other, chosen)
                return Written(
                    text: operand(condition, atLeast: 1) + " ? " + first.text + " : " + second.text,
                    value: condition.value == 1 ? first.value : second.value, rule: 0)
            }
        }

        mutating func bool(depth: Int) -> Written {
            if depth <= 0 || chance(15) {
                let value = chance(50)
                return Written(text: chance(50) ? (value ? "b" : "f") : (value ? "true" : "false"), value: value ? 1 : 0, rule: 6)
            }
            switch random.next() % 6 {
            case 0: return choice(.bool, depth: depth)
            case 1, 2:
                let isAnd = chance(50)
                let rule = isAnd ? 2 : 1
                let lhs = bool(depth: depth - 1)
                let rhs = bool(depth: depth - 1)
                let value = isAnd ? (lhs.value == 1 && rhs.value == 1) : (lhs.value == 1 || rhs.value == 1)
                return Written(
                    text: operand(lhs, atLeast: rule) + (isAnd ? " && " : " || ") + operand(rhs, atLeast: rule + 1),
                    value: value ? 1 : 0, rule: rule)
            case 3:
                let inner = bool(depth: depth - 1)
                return Written(text: "!" + operand(inner, atLeast: 3), value: inner.value == 1 ? 0 : 1, rule: 3)
            default:
                let optional = chance(30)
                let lhs = write(optional ? .optionalInt : .int, depth: depth - 1)
                let rhs = optional && chance(30) ? Written(text: "nil", value: nil, rule: 6) : int(depth: depth - 1)
                let comparisons: [(String, (Int64, Int64) -> Bool)] = [
                    ("==", { $0 == $1 }), ("!=", { $0 != $1 }), ("<", { $0 < $1 }), ("<=", { $0 <= $1 }),
                    (">", { $0 > $1 }), (">=", { $0 >= $1 }),
                ]
                let (op, holds) = comparisons[Int(random.next() % (rhs.text == "nil" ? 2 : 6))]
                let value: Bool
                if let left = lhs.value, let right = rhs.value {
                    value = holds(left, right)
                } else {
                    // Two nils are equal, nil and a value are not, and no ordering holds.
                    let equal = lhs.value == nil && rhs.value == nil
                    value = op == "==" ? equal : op == "!=" ? !equal : false
                }
                return Written(
                    text: operand(lhs, atLeast: 5) + " \(op) " + operand(rhs, atLeast: 5), value: value ? 1 : 0, rule: 4)
            }
        }

        mutating func int(depth: Int) -> Written {
            if depth <= 0 || chance(20) {
                return chance(30) ? Written(text: "n", value: 3, rule: 6) : {
                    let digit = Int64(random.next() % 10)
                    return Written(text: "\(digit)", value: digit, rule: 6)
                }()
            }
            switch random.next() % 4 {
            case 0: return choice(.int, depth: depth)
            case 1:
                let inner = int(depth: depth - 1)
                return Written(text: "-" + operand(inner, atLeast: 6), value: inner.value.map { -$0 }, rule: 6)
            default:
                let plus = chance(50)
                let lhs = int(depth: depth - 1)
                let rhs = int(depth: depth - 1)
                let value = lhs.value.flatMap { left in rhs.value.map { plus ? left + $0 : left - $0 } }
                return Written(
                    text: operand(lhs, atLeast: 5) + (plus ? " + " : " - ") + operand(rhs, atLeast: 6), value: value, rule: 5)
            }
        }
    }

    @Test(arguments: 0..<4)
    func choicesEvaluateAsWritten(batch: UInt64) throws {
        for seed in batch * 500..<(batch + 1) * 500 {
            var writer = Writer(random: SplitMix64(seed: seed))
            let written = writer.bool(depth: 1 + Int(seed % 6))
            var compiler = ExpressionCompiler(layout: StateLayout(Self.state), strings: StringTable())
            var slots = [Int64](repeating: 0, count: compiler.layout.slotCount)
            for entry in compiler.layout.entries {
                compiler.layout.store(entry.field.initial, in: entry, slots: &slots, strings: &compiler.strings)
            }
            let predicate = try compiler.predicate(ExpressionSource(written.text))
            let holds = try slots.withUnsafeBufferPointer { try predicate.holds($0) }
            #expect(holds == (written.value == 1), "seed \(seed): \(written.text)")
        }
    }

    /// The same for statements: `x = …` with a value of each kind.
    @Test func choicesAssignAsWritten() throws {
        for seed: UInt64 in 0..<500 {
            var writer = Writer(random: SplitMix64(seed: seed))
            let kind: Kind = [.bool, .int, .optionalInt][Int(seed % 3)]
            let written = writer.write(kind, depth: 1 + Int(seed % 5))
            let target = kind == .bool ? "f" : kind == .int ? "n" : "o"
            var compiler = ExpressionCompiler(layout: StateLayout(Self.state), strings: StringTable())
            var slots = [Int64](repeating: 0, count: compiler.layout.slotCount)
            for entry in compiler.layout.entries {
                compiler.layout.store(entry.field.initial, in: entry, slots: &slots, strings: &compiler.strings)
            }
            let statement = try compiler.statement(ExpressionSource("\(target) = \(written.text)"))
            try [statement].apply(to: &slots)
            let user = UserState(layout: compiler.layout, slots: slots, strings: compiler.strings)
            let expected: StateValue =
                switch kind {
                case .bool: .bool(written.value == 1)
                case .int, .optionalInt: written.value.map { .int($0) } ?? .none
                }
            #expect(user.value(of: target) == expected, "seed \(seed): \(target) = \(written.text)")
        }
    }
}

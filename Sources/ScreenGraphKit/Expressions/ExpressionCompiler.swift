/// Type-checks parsed expressions against the user state and compiles them.
///
/// The rules are those of `Docs/Spec/expressions.md`: equality needs operands of
/// one type (or `nil` against an optional), ordering and arithmetic need ints (but
/// `+` joins two strings), logic needs bools, and a guard is bool. A choice `c ? a : b` needs a bool `c`
/// and `a`, `b` of one type, where `nil` or an optional makes the type optional:
/// `loggedIn ? "1234" : nil` is a `string?`.
struct ExpressionCompiler {
    let layout: StateLayout
    var strings: StringTable
    /// What is left of the work that "did you mean" may do for unknown fields.
    var suggestionBudget = Suggestion.sharedBudget

    /// The static type of an expression: a base type or the `nil` literal, maybe optional.
    private struct ValueType: Equatable, CustomStringConvertible {
        var base: StateType.Base?
        var isOptional: Bool

        static let bool = ValueType(base: .bool, isOptional: false)
        static let int = ValueType(base: .int, isOptional: false)
        static let string = ValueType(base: .string, isOptional: false)
        static let nilLiteral = ValueType(base: nil, isOptional: true)

        var description: String {
            guard let base else { return "nil" }
            return base.rawValue + (isOptional ? "?" : "")
        }
    }

    /// A type error at a character offset, like a syntax error.
    typealias Failure = ExpressionSyntaxError

    /// Parses and compiles a guard.
    mutating func predicate(_ source: ExpressionSource) throws(Failure) -> CompiledPredicate {
        let syntax = try Parser.predicate(source.text)
        let (expression, type) = try compile(syntax)
        guard type == .bool else {
            throw Failure(message: "a guard must be bool, found \(type)", offset: syntax.offset)
        }
        var seen = Set<String>()
        let fields = syntax.fieldNames.filter { seen.insert($0).inserted }
        var ints: [Int64] = []
        var stringIDs: [Int64] = []
        for literal in syntax.literals {
            switch literal {
            case .int(let value): ints.append(value)
            case .string(let value): stringIDs.append(strings.id(for: value))
            case .bool, .none: break
            }
        }
        return CompiledPredicate(source: source, expression: expression, fields: fields, intLiterals: ints, stringLiterals: stringIDs)
    }

    /// Parses and compiles a statement.
    mutating func statement(_ source: ExpressionSource) throws(Failure) -> CompiledStatement {
        let syntax = try Parser.statement(source.text)
        guard let entry = layout.entry(named: syntax.field) else {
            throw Failure(message: unknownField(syntax.field), offset: syntax.fieldOffset)
        }
        let (value, type) = try compile(syntax.value)
        let fieldType = entry.field.type
        switch syntax.op {
        case .assign:
            let fits =
                type.base == nil ? fieldType.isOptional : type.base == fieldType.base && (fieldType.isOptional || !type.isOptional)
            guard fits else {
                throw Failure(
                    message: "cannot assign \(type) to '\(syntax.field)' of type \(fieldType)", offset: syntax.value.offset)
            }
        case .add where fieldType == .string:
            guard type == .string else {
                throw Failure(message: "'+=' on a string field joins a string, found \(type)", offset: syntax.value.offset)
            }
        case .add, .subtract:
            guard fieldType == .int else {
                throw Failure(
                    message: "'\(syntax.op.rawValue)' needs an int field, '\(syntax.field)' is \(fieldType)",
                    offset: syntax.fieldOffset)
            }
            guard type == .int else {
                throw Failure(message: "'\(syntax.op.rawValue)' needs an int value, found \(type)", offset: syntax.value.offset)
            }
        }
        return CompiledStatement(
            source: source, field: syntax.field, reads: syntax.value.fieldNames, valueSlot: entry.valueSlot,
            presenceSlot: entry.presenceSlot, op: syntax.op, value: value, opOffset: syntax.fieldOffset,
            joins: syntax.op == .add && fieldType == .string)
    }

    /// The message for a field the state does not have, with the closest one it has.
    private mutating func unknownField(_ name: String) -> String {
        let fields = layout.entries.lazy.map(\.field.name)
        let suggestion = Suggestion.closest(to: name, among: fields, budget: &suggestionBudget)
        return "unknown state field '\(name)'" + Suggestion.didYouMean(suggestion)
    }

    /// The postfix program being written, and how many values it holds on its operand
    /// stack: at the end so far, and at most.
    private struct Program {
        var instructions: [CompiledExpression.Instruction] = []
        var height = 0
        var maximumHeight = 0

        mutating func emit(_ instruction: CompiledExpression.Instruction) {
            instructions.append(instruction)
            switch instruction {
            case .constant, .load: height += 1
            case .not, .negate: break
            // A short circuit that skips leaves the height the chain ends with anyway.
            case .equal, .order, .arithmetic, .join, .shortCircuit, .jumpUnless: height -= 1
            // The branch after a jump starts from the height the branch before it started from.
            case .jump: height -= 1
            }
            maximumHeight = max(maximumHeight, height)
        }

        /// Makes the jump or short circuit at `index` skip to the end of the program so far.
        mutating func patchJump(at index: Int) {
            let skip = instructions.count - index - 1
            switch instructions[index] {
            case .shortCircuit(let decisive, _): instructions[index] = .shortCircuit(decisive: decisive, skip: skip)
            case .jumpUnless: instructions[index] = .jumpUnless(skip: skip)
            case .jump: instructions[index] = .jump(skip: skip)
            default: break
            }
        }
    }

    /// A node whose operands are being compiled, the types they gave so far, and where
    /// its jumps stand (the short circuits of a chain of `&&` or `||`, the jumps past
    /// the rest of a choice), to be told how far to skip.
    private struct Pending {
        var node: Syntax
        var operands: [Syntax]
        var types: [ValueType] = []
        var jumps: [Int] = []
        /// Where the jump after a choice's latest condition stands.
        var conditionJump = 0

        init(_ node: Syntax) {
            self.node = node
            switch node {
            case .literal, .field: operands = []
            case .not(let operand, _), .negate(let operand, _): operands = [operand]
            case .logical(_, let chain, _): operands = chain
            case .compare(_, let lhs, let rhs, _): operands = [lhs, rhs]
            case .arithmetic(let first, let terms): operands = [first] + terms.map(\.operand)
            case .choice(let branches, let otherwise): operands = branches.flatMap { [$0.condition, $0.value] } + [otherwise]
            }
        }
    }

    /// Compiles and type-checks `root` with a stack of its own rather than the
    /// thread's, in the order a recursive walk would take: each operand, then the
    /// checks it makes possible, so the first error found is the leftmost.
    private mutating func compile(_ root: Syntax) throws(Failure) -> (CompiledExpression, ValueType) {
        var program = Program()
        var stack: [Pending] = []
        var next = root
        while true {
            let pending = Pending(next)
            if let first = pending.operands.first {
                stack.append(pending)
                next = first
                continue
            }
            var type = try finish(pending, &program)
            // Hand the type up until a node has another operand to compile.
            while true {
                guard var parent = stack.popLast() else {
                    return (CompiledExpression(instructions: program.instructions, stackSize: program.maximumHeight), type)
                }
                parent.types.append(type)
                try check(parent)
                let count = parent.types.count
                switch parent.node {
                case .arithmetic(_, let terms) where count >= 2:
                    let term = terms[count - 2]
                    program.emit(parent.types[0] == .string ? .join(offset: term.offset) : .arithmetic(plus: term.plus, offset: term.offset))
                case .logical(let isAnd, let operands, _) where count < operands.count:
                    parent.jumps.append(program.instructions.count)
                    program.emit(.shortCircuit(decisive: !isAnd, skip: 0))
                case .choice where count < parent.operands.count && count % 2 == 1:
                    // After a condition: on to the next condition unless it holds.
                    parent.conditionJump = program.instructions.count
                    program.emit(.jumpUnless(skip: 0))
                case .choice where count < parent.operands.count:
                    // After a value: past the rest of the choice, to which the condition's jump skips.
                    parent.jumps.append(program.instructions.count)
                    program.emit(.jump(skip: 0))
                    program.patchJump(at: parent.conditionJump)
                default: break
                }
                if count < parent.operands.count {
                    next = parent.operands[count]
                    stack.append(parent)
                    break
                }
                type = try finish(parent, &program)
            }
        }
    }

    /// Checks the operand `pending` received last, as far as it can be checked yet.
    ///
    /// A chain is checked as it would be nested to the left: each operator checks the
    /// operand after it, and the first one also the operand before it.
    private func check(_ pending: Pending) throws(Failure) {
        let count = pending.types.count
        guard let type = pending.types.last else { return }
        let types = count == 2 ? [pending.types[0], type] : [type]
        switch pending.node {
        case .literal, .field: break
        case .not(_, let offset):
            guard type == .bool else { throw Failure(message: "'!' needs a bool operand, found \(type)", offset: offset) }
        case .negate(_, let offset):
            guard type == .int else { throw Failure(message: "'-' needs an int operand, found \(type)", offset: offset) }
        case .logical(let isAnd, _, let offsets):
            for type in types where count >= 2 && type != .bool {
                throw Failure(message: "'\(isAnd ? "&&" : "||")' needs bool operands, found \(type)", offset: offsets[count - 2])
            }
        case .arithmetic(_, let terms) where count >= 2 && pending.types[0] == .string:
            // A sum that starts with a string joins strings.
            let term = terms[count - 2]
            guard term.plus else { throw Failure(message: "'-' needs int operands, found string", offset: term.offset) }
            guard type == .string else { throw Failure(message: "'+' joins strings, found \(type)", offset: term.offset) }
        case .arithmetic(_, let terms):
            for type in types where count >= 2 && type != .int {
                let term = terms[count - 2]
                throw Failure(message: "'\(term.plus ? "+" : "-")' needs int operands, found \(type)", offset: term.offset)
            }
        case .choice(let branches, _):
            if count % 2 == 1, count < pending.operands.count, type != .bool {
                throw Failure(message: "'?' needs a bool condition, found \(type)", offset: branches[count / 2].question)
            }
        case .compare(let comparison, _, _, let offset):
            guard count == 2 else { return }
            if comparison == .equal || comparison == .notEqual {
                try checkEquatable(types[0], types[1], offset: offset)
            } else {
                for type in types where type.base != .int {
                    throw Failure(message: "'\(comparison.rawValue)' needs int operands, found \(type)", offset: offset)
                }
            }
        }
    }

    /// Writes what is left of a node once its operands are written and checked, and
    /// gives its type.
    private mutating func finish(_ pending: Pending, _ program: inout Program) throws(Failure) -> ValueType {
        switch pending.node {
        case .literal(let literal, _):
            switch literal {
            case .bool(let value):
                program.emit(.constant(value ? 1 : 0, isNil: false))
                return .bool
            case .int(let value):
                program.emit(.constant(value, isNil: false))
                return .int
            case .string(let value):
                program.emit(.constant(strings.id(for: value), isNil: false))
                return ValueType(base: .string, isOptional: false)
            case .none:
                program.emit(.constant(0, isNil: true))
                return .nilLiteral
            }
        case .field(let name, let offset):
            guard let entry = layout.entry(named: name) else {
                throw Failure(message: unknownField(name), offset: offset)
            }
            program.emit(.load(valueSlot: entry.valueSlot, presenceSlot: entry.presenceSlot))
            return ValueType(base: entry.field.type.base, isOptional: entry.field.type.isOptional)
        case .not:
            program.emit(.not)
            return .bool
        case .negate(_, let offset):
            program.emit(.negate(offset: offset))
            return .int
        case .logical:
            for index in pending.jumps { program.patchJump(at: index) }
            return .bool
        case .choice(let branches, _):
            for index in pending.jumps { program.patchJump(at: index) }
            return try choiceType(pending.types, branches)
        case .arithmetic:
            return pending.types.first == .string ? .string : .int
        case .compare(let comparison, _, _, _):
            program.emit(comparison == .equal || comparison == .notEqual ? .equal(negated: comparison == .notEqual) : .order(comparison))
            return .bool
        }
    }

    /// The type of a choice whose operands gave `types` (each condition, then its
    /// value, and last the value otherwise): the one type of its values, optional when
    /// one of them is optional or `nil`.
    ///
    /// The choice nests to the right, so the values are joined from the last: the first
    /// mismatch found is reported at the `:` of the innermost choice that has it.
    private func choiceType(_ types: [ValueType], _ branches: [Syntax.Branch]) throws(Failure) -> ValueType {
        guard var joined = types.last else { return .nilLiteral }
        for (index, branch) in branches.enumerated().reversed() {
            let value = types[2 * index + 1]
            switch (value.base, joined.base) {
            case (nil, _), (_, nil):
                joined = ValueType(base: value.base ?? joined.base, isOptional: true)
            case (let a?, let b?) where a == b:
                joined.isOptional = joined.isOptional || value.isOptional
            default:
                throw Failure(message: "':' needs values of one type, found \(value) and \(joined)", offset: branch.colon)
            }
        }
        return joined
    }

    private func checkEquatable(_ left: ValueType, _ right: ValueType, offset: Int) throws(Failure) {
        switch (left.base, right.base) {
        case (nil, nil):
            throw Failure(message: "comparing nil with nil is always true", offset: offset)
        case (nil, _), (_, nil):
            let other = left.base == nil ? right : left
            guard other.isOptional else {
                throw Failure(message: "cannot compare \(other) with nil: only an optional field can be nil", offset: offset)
            }
        case (let a?, let b?):
            guard a == b else { throw Failure(message: "cannot compare \(left) with \(right)", offset: offset) }
        }
    }
}

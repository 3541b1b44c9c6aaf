/// Type-checks parsed expressions against the user state and compiles them.
///
/// The rules are those of `Docs/Spec/expressions.md`: equality needs operands of
/// one type (or `nil` against an optional), ordering and arithmetic need ints,
/// logic needs bools, and a guard is bool.
struct ExpressionCompiler {
    let layout: StateLayout
    var strings: StringTable

    /// The static type of an expression: a base type or the `nil` literal, maybe optional.
    private struct ValueType: Equatable, CustomStringConvertible {
        var base: StateType.Base?
        var isOptional: Bool

        static let bool = ValueType(base: .bool, isOptional: false)
        static let int = ValueType(base: .int, isOptional: false)
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
            throw Failure(message: "unknown state field '\(syntax.field)'", offset: syntax.fieldOffset)
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
            presenceSlot: entry.presenceSlot, op: syntax.op, value: value, opOffset: syntax.fieldOffset)
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
            case .equal, .order, .arithmetic, .shortCircuit: height -= 1
            }
            maximumHeight = max(maximumHeight, height)
        }
    }

    /// A node whose operands are being compiled, the types they gave so far, and for a
    /// chain of `&&` or `||` where its short circuits stand, to be told how far to skip.
    private struct Pending {
        var node: Syntax
        var operands: [Syntax]
        var types: [ValueType] = []
        var shortCircuits: [Int] = []

        init(_ node: Syntax) {
            self.node = node
            switch node {
            case .literal, .field: operands = []
            case .not(let operand, _), .negate(let operand, _): operands = [operand]
            case .logical(_, let chain, _): operands = chain
            case .compare(_, let lhs, let rhs, _): operands = [lhs, rhs]
            case .arithmetic(let first, let terms): operands = [first] + terms.map(\.operand)
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
                    program.emit(.arithmetic(plus: terms[count - 2].plus, offset: terms[count - 2].offset))
                case .logical(let isAnd, let operands, _) where count < operands.count:
                    parent.shortCircuits.append(program.instructions.count)
                    program.emit(.shortCircuit(decisive: !isAnd, skip: 0))
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
        case .arithmetic(_, let terms):
            for type in types where count >= 2 && type != .int {
                let term = terms[count - 2]
                throw Failure(message: "'\(term.plus ? "+" : "-")' needs int operands, found \(type)", offset: term.offset)
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
                throw Failure(message: "unknown state field '\(name)'", offset: offset)
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
            for index in pending.shortCircuits {
                if case .shortCircuit(let decisive, _) = program.instructions[index] {
                    program.instructions[index] = .shortCircuit(decisive: decisive, skip: program.instructions.count - index - 1)
                }
            }
            return .bool
        case .arithmetic:
            return .int
        case .compare(let comparison, _, _, _):
            program.emit(comparison == .equal || comparison == .notEqual ? .equal(negated: comparison == .notEqual) : .order(comparison))
            return .bool
        }
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

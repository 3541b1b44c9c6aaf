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

    private mutating func compile(_ syntax: Syntax) throws(Failure) -> (CompiledExpression, ValueType) {
        switch syntax {
        case .literal(let literal, _):
            switch literal {
            case .bool(let value): return (.constant(value ? 1 : 0, isNil: false), .bool)
            case .int(let value): return (.constant(value, isNil: false), .int)
            case .string(let value): return (.constant(strings.id(for: value), isNil: false), ValueType(base: .string, isOptional: false))
            case .none: return (.constant(0, isNil: true), .nilLiteral)
            }
        case .field(let name, let offset):
            guard let entry = layout.entry(named: name) else {
                throw Failure(message: "unknown state field '\(name)'", offset: offset)
            }
            let type = ValueType(base: entry.field.type.base, isOptional: entry.field.type.isOptional)
            return (.load(valueSlot: entry.valueSlot, presenceSlot: entry.presenceSlot), type)
        case .not(let operand, let offset):
            let (compiled, type) = try compile(operand)
            guard type == .bool else { throw Failure(message: "'!' needs a bool operand, found \(type)", offset: offset) }
            return (.not(compiled), .bool)
        case .negate(let operand, let offset):
            let (compiled, type) = try compile(operand)
            guard type == .int else { throw Failure(message: "'-' needs an int operand, found \(type)", offset: offset) }
            return (.negate(compiled, offset: offset), .int)
        case .logical(let isAnd, let lhs, let rhs, let offset):
            let (left, leftType) = try compile(lhs)
            let (right, rightType) = try compile(rhs)
            let name = isAnd ? "&&" : "||"
            for type in [leftType, rightType] where type != .bool {
                throw Failure(message: "'\(name)' needs bool operands, found \(type)", offset: offset)
            }
            return (isAnd ? .and(left, right) : .or(left, right), .bool)
        case .arithmetic(let plus, let lhs, let rhs, let offset):
            let (left, leftType) = try compile(lhs)
            let (right, rightType) = try compile(rhs)
            for type in [leftType, rightType] where type != .int {
                throw Failure(message: "'\(plus ? "+" : "-")' needs int operands, found \(type)", offset: offset)
            }
            return (plus ? .add(left, right, offset: offset) : .subtract(left, right, offset: offset), .int)
        case .compare(let comparison, let lhs, let rhs, let offset):
            let (left, leftType) = try compile(lhs)
            let (right, rightType) = try compile(rhs)
            if comparison == .equal || comparison == .notEqual {
                try checkEquatable(leftType, rightType, offset: offset)
                return (.equal(left, right, negated: comparison == .notEqual), .bool)
            }
            for type in [leftType, rightType] where type.base != .int {
                throw Failure(message: "'\(comparison.rawValue)' needs int operands, found \(type)", offset: offset)
            }
            return (.order(comparison, left, right), .bool)
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

/// Finds what is legal but probably wrong in a compiled graph.
///
/// Warnings: screens unreachable from the start whatever the state, dead ends,
/// guards that can never hold, state fields nothing uses, and actions nothing leads to.
public struct GraphChecker {
    let graph: ScreenGraph

    init(_ graph: ScreenGraph) { self.graph = graph }

    /// Every diagnostic for `definition`: its errors, or, when it builds, its warnings.
    ///
    /// - Complexity: O(V + E) plus, per guard, the evaluations needed to search its
    ///   fields' interesting values (bounded by 4,096).
    public static func check(_ definition: GraphDefinition) -> [Diagnostic] {
        switch GraphCompiler.compile(definition) {
        case .success(let graph): graph.warnings
        case .failure(let error): error.diagnostics
        }
    }

    func warnings() -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let reachable = reachableNodes()
        for (id, screen) in graph.screens.enumerated() {
            let definition = graph.definition.screens[screen.definitionIndex]
            if !reachable[id] {
                warnings.append(
                    Diagnostic(
                        .warning, "screen '\(definition.name)' cannot be reached from the start screen '\(graph.startScreen)'",
                        at: definition.location))
            }
            if graph.movesOut(of: Int32(id)).isEmpty, screen.back == nil {
                warnings.append(
                    Diagnostic(
                        .warning, "screen '\(definition.name)' is a dead end: nothing leads out of it and it has no back gesture",
                        at: definition.location))
            }
        }
        for predicate in graph.guards where !canHold(predicate) {
            warnings.append(predicate.source.diagnostic(.warning, "guard '\(predicate.source.text)' can never hold", offset: 0))
        }
        let used = usedFields()
        for field in graph.definition.state where !used.contains(field.name) {
            warnings.append(Diagnostic(.warning, "state field '\(field.name)' is never used", at: field.location))
        }
        var ledTo = [Bool](repeating: false, count: graph.nodeNames.count)
        for move in graph.moves { ledTo[Int(move.target)] = true }
        for action in graph.actions where action.then >= 0 { ledTo[Int(action.then)] = true }
        for (offset, action) in graph.actions.enumerated() where !ledTo[graph.screenCount + offset] {
            warnings.append(
                Diagnostic(.warning, "nothing leads to action '\(graph.nodeNames[graph.screenCount + offset])'", at: action.location))
        }
        return warnings
    }

    /// Screens and actions reachable from the start when every guard holds. Back
    /// gestures and returns only lead to screens already reached, so they add nothing.
    func reachableNodes() -> [Bool] {
        var reached = [Bool](repeating: false, count: graph.nodeNames.count)
        var queue = [graph.start]
        reached[Int(graph.start)] = true
        while let node = queue.popLast() {
            var next: [Int32] = []
            if Int(node) < graph.screenCount {
                next = graph.movesOut(of: node).map { graph.moves[$0].target }
            } else if graph.actions[Int(node) - graph.screenCount].then >= 0 {
                next = [graph.actions[Int(node) - graph.screenCount].then]
            }
            for target in next where !reached[Int(target)] {
                reached[Int(target)] = true
                queue.append(target)
            }
        }
        return reached
    }

    /// Whether some assignment of the fields a guard reads makes it true. Each field
    /// ranges over the values that matter to the guard: both bools, the int literals
    /// it names and their neighbours, its string literals and one other string, `nil`.
    func canHold(_ predicate: CompiledPredicate) -> Bool {
        guard let syntax = try? Parser.predicate(predicate.source.text) else { return true }
        var ints: Set<Int64> = [0]
        var stringIDs: Set<Int64> = [-1]
        collectLiterals(syntax, ints: &ints, strings: &stringIDs)
        var domains: [(entry: StateLayout.Entry, values: [StateValue])] = []
        var combinations = 1
        for name in predicate.fields {
            guard let entry = graph.layout.entry(named: name) else { return true }
            var values: [StateValue]
            switch entry.field.type.base {
            case .bool: values = [.bool(false), .bool(true)]
            case .int:
                // Sums and differences of the literals solve `n + 5 == 12` and `n - 3 > 100`.
                let solutions = ints.flatMap { a in ints.flatMap { b in [a, a &+ b, a &- b] } }
                values = Set(solutions.flatMap { [$0 &- 1, $0, $0 &+ 1] }).sorted().map { .int($0) }
            case .string:
                values = stringIDs.sorted().map { .string($0 < 0 ? "\u{1}other" : graph.strings.string(for: $0)) }
            }
            if entry.field.type.isOptional { values.append(.none) }
            domains.append((entry, values))
            combinations *= values.count
            if combinations > 4096 { return true }
        }
        var slots = graph.initialSlots
        var strings = graph.strings
        func search(_ index: Int) -> Bool {
            guard index < domains.count else {
                return slots.withUnsafeBufferPointer { (try? predicate.holds($0)) ?? true }
            }
            for value in domains[index].values {
                graph.layout.store(value, in: domains[index].entry, slots: &slots, strings: &strings)
                if search(index + 1) { return true }
            }
            return false
        }
        return search(0)
    }

    private func collectLiterals(_ syntax: Syntax, ints: inout Set<Int64>, strings: inout Set<Int64>) {
        switch syntax {
        case .literal(.int(let value), _): ints.insert(value)
        case .literal(.string(let value), _): if let id = graph.strings.existingID(for: value) { strings.insert(id) }
        case .literal, .field: break
        case .not(let operand, _), .negate(let operand, _): collectLiterals(operand, ints: &ints, strings: &strings)
        case .logical(_, let lhs, let rhs, _), .compare(_, let lhs, let rhs, _), .arithmetic(_, let lhs, let rhs, _):
            collectLiterals(lhs, ints: &ints, strings: &strings)
            collectLiterals(rhs, ints: &ints, strings: &strings)
        }
    }

    /// The fields any guard or statement of the graph names.
    private func usedFields() -> Set<String> {
        var used = Set<String>()
        let definition = graph.definition
        var predicates: [ExpressionSource] = []
        var statements: [ExpressionSource] = []
        for screen in definition.screens {
            statements += screen.onEnter + screen.onExit
            predicates += screen.edges.compactMap(\.condition)
        }
        for action in definition.screens.flatMap(\.actions) + definition.actions {
            predicates += action.condition.map { [$0] } ?? []
            statements += action.effects
        }
        for case .set(let statement) in definition.navigatorActions.flatMap(\.steps) { statements.append(statement) }
        for source in predicates { used.formUnion((try? Parser.predicate(source.text))?.fieldNames ?? []) }
        for source in statements {
            guard let statement = try? Parser.statement(source.text) else { continue }
            used.insert(statement.field)
            used.formUnion(statement.value.fieldNames)
        }
        return used
    }
}

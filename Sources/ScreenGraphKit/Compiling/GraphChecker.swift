/// Finds what is legal but probably wrong in a compiled graph; ``ScreenGraph/init(_:)``
/// runs it after compiling, and ``ScreenGraph/check(_:)`` returns what it finds.
///
/// Warnings: screens with no `waitFor` (their identity on a real app) in a graph where
/// others have one, screens unreachable from the start whatever the state, dead ends,
/// guards that can never hold, state fields nothing uses, and actions nothing leads to.
struct GraphChecker {
    let graph: ScreenGraph

    init(_ graph: ScreenGraph) { self.graph = graph }

    func warnings() -> [Diagnostic] {
        var warnings: [Diagnostic] = []
        let reachable = reachableNodes()
        // A graph that identifies some screens is meant for a real app; one that identifies
        // none is for the simulated app or a recording driver, which know their screen.
        let identifies = (0..<graph.screenCount).contains { graph.declaration(ofScreen: Int32($0)).waitFor != nil }
        for (id, screen) in graph.screens.enumerated() {
            if !reachable[id] {
                warnings.appendBounded(
                    Diagnostic(
                        .unreachableScreen, "screen '\(graph.nodeNames[id])' cannot be reached from the start screen '\(graph.startScreen)'",
                        at: graph.location(ofScreen: Int32(id))))
            }
            if identifies, graph.declaration(ofScreen: Int32(id)).waitFor == nil {
                warnings.appendBounded(
                    Diagnostic(
                        .noScreenIdentity,
                        "screen '\(graph.nodeNames[id])' has no waitFor: on a real app, which cannot say which screen it shows, nothing checks that a step arrived there",
                        at: graph.location(ofScreen: Int32(id))))
            }
            if graph.movesOut(of: Int32(id)).isEmpty, screen.back == nil {
                warnings.appendBounded(
                    Diagnostic(
                        .deadEndScreen, "screen '\(graph.nodeNames[id])' is a dead end: nothing leads out of it and it has no back gesture",
                        at: graph.location(ofScreen: Int32(id))))
            }
        }
        // Whether a guard can hold depends on its text alone: many edges share one.
        var holds: [String: Bool] = [:]
        for predicate in graph.guards {
            let possible = holds[predicate.source.text] ?? canHold(predicate)
            holds[predicate.source.text] = possible
            guard !possible else { continue }
            warnings.appendBounded(predicate.source.diagnostic(.guardNeverHolds, "guard '\(predicate.source.text)' can never hold", offset: 0))
        }
        for predicate in graph.screens.compactMap(\.waitCondition) where !canHold(predicate) {
            warnings.appendBounded(
                predicate.source.diagnostic(.guardNeverHolds, "waitFor condition '\(predicate.source.text)' can never hold", offset: 0))
        }
        let used = usedFields()
        for field in graph.declarations.definition.state where !used.contains(field.name) {
            // A field declared in Swift may be read by closures the checker cannot see.
            let hint = field.location?.file.hasSuffix(".swift") == true ? " (if Swift code uses it: map.usedByCode(\"\(field.name)\"))" : ""
            warnings.appendBounded(Diagnostic(.unusedStateField, "state field '\(field.name)' is never used\(hint)", at: field.location))
        }
        let fields = Set(graph.declarations.definition.state.map(\.name))
        for name in graph.declarations.definition.usedByCode.sorted() where !fields.contains(name) {
            warnings.appendBounded(Diagnostic(.unknownUsedByCodeField, "usedByCode names '\(name)', which is not a state field", at: graph.declarations.definition.startLocation))
        }
        var ledTo = [Bool](repeating: false, count: graph.nodeNames.count)
        for move in graph.moves { ledTo[Int(move.target)] = true }
        for action in graph.actions where action.then >= 0 { ledTo[Int(action.then)] = true }
        for (offset, action) in graph.actions.enumerated() where !ledTo[graph.screenCount + offset] {
            warnings.appendBounded(
                Diagnostic(.unusedAction, "nothing leads to action '\(graph.nodeNames[graph.screenCount + offset])'", at: action.location))
        }
        return warnings
    }

    /// Screens and actions reachable from the start when every guard holds. Back
    /// gestures and returns only lead to screens already reached, so they add nothing.
    func reachableNodes() -> [Bool] {
        var reached = [Bool](repeating: false, count: graph.nodeNames.count)
        var queue = [graph.start]
        reached[Int(graph.start)] = true
        func reach(_ target: Int32) {
            guard !reached[Int(target)] else { return }
            reached[Int(target)] = true
            queue.append(target)
        }
        while let node = queue.popLast() {
            if Int(node) < graph.screenCount {
                for move in graph.movesOut(of: node) { reach(graph.moves[move].target) }
            } else if graph.actions[Int(node) - graph.screenCount].then >= 0 {
                reach(graph.actions[Int(node) - graph.screenCount].then)
            }
        }
        return reached
    }

    /// Whether some assignment of the fields a guard reads makes it true. Each field
    /// ranges over the values that matter to the guard: both bools, the int literals
    /// it names and their neighbours, its string literals and one other string, `nil`.
    func canHold(_ predicate: CompiledPredicate) -> Bool {
        let ints = Set(predicate.intLiterals + [0])
        // Past this many literals the domains alone would outgrow the bound below.
        guard ints.count <= 64 else { return true }
        // -1, which no string has as its id, stands for one string the predicate does not name.
        let stringIDs = Set(predicate.stringLiterals + [-1])
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
                values = stringIDs.sorted().map { .string($0 == -1 ? "\u{1}other" : graph.strings.string(for: $0)) }
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

    /// The fields any guard or statement of the graph names.
    private func usedFields() -> Set<String> {
        var used = Set(graph.guards.flatMap(\.fields)).union(graph.declarations.definition.usedByCode)
        used.formUnion(graph.screens.compactMap(\.waitCondition).flatMap(\.fields))
        for case .typeTextFrom(let field) in graph.declarations.gestures { used.insert(field) }
        // Statement by statement where they are kept: a copy of them all would take as
        // much memory again as the compiled graph's statements.
        func note(_ statement: CompiledStatement) {
            used.insert(statement.field)
            used.formUnion(statement.reads)
        }
        for screen in graph.screens {
            screen.onEnter.forEach(note)
            screen.onExit.forEach(note)
        }
        for action in graph.actions { action.effects.forEach(note) }
        for navigatorAction in graph.navigatorActions.values {
            for case .set(let statement) in navigatorAction.steps { note(statement) }
        }
        return used
    }
}

/// Turns a ``GraphDefinition`` into a ``ScreenGraph``, collecting every error.
///
/// It never stops at the first problem: a graph author sees all of them, each at its
/// declaration, in one run.
struct GraphCompiler {
    private let declarations: GraphDeclarations
    /// The definition; its screens have no edges when ``table`` holds them.
    private let definition: GraphDefinition
    private let table: EdgeTable?
    private var diagnostics: [Diagnostic] = []
    private var expressions: ExpressionCompiler
    private var nodeNames: [String] = []
    private var nodeIDs: [String: Int32] = [:]
    private var screenCount = 0
    /// What is left of the work that "did you mean" may do for this graph's errors.
    private var suggestionBudget = Suggestion.sharedBudget

    /// Guards compiled so far, by their text: a guard written on many edges is parsed
    /// and type-checked once.
    private var compiledGuards: [String: Result<CompiledPredicate, ExpressionSyntaxError>] = [:]

    init(_ declarations: GraphDeclarations) {
        self.declarations = declarations
        definition = declarations.definition
        table = declarations.table
        expressions = ExpressionCompiler(layout: StateLayout(definition.state), strings: StringTable())
    }

    /// Compiles the definition, returning the graph or every error found.
    static func compile(_ definition: GraphDefinition) -> Result<ScreenGraph, GraphError> {
        compile(GraphDeclarations(definition))
    }

    /// Compiles declarations, returning the graph or every error found.
    static func compile(_ declarations: GraphDeclarations) -> Result<ScreenGraph, GraphError> {
        var compiler = GraphCompiler(declarations)
        return compiler.run()
    }

    private mutating func error(_ code: DiagnosticCode, _ message: String, at location: SourcePosition?) {
        diagnostics.appendBounded(Diagnostic(code, message, at: location))
    }

    private mutating func run() -> Result<ScreenGraph, GraphError> {
        let initialSlots = checkState()
        declareNames()
        let start = checkStart()
        var guards: [CompiledPredicate] = []
        var moves: [Move] = []
        var moveStart: [Int32] = [0]
        var screens: [CompiledScreen] = []
        moves.reserveCapacity(definition.screens.reduce(table?.count ?? 0) { $0 + $1.edges.count + $1.actions.count })
        let tableTargets = table.map(resolveTargets) ?? []
        for (screenIndex, screen) in definition.screens.enumerated() {
            screens.append(
                CompiledScreen(
                    dismissOnUse: screen.dismissOnUse, back: screen.back,
                    onEnter: statements(screen.onEnter, at: screen.location), onExit: statements(screen.onExit, at: screen.location),
                    waitCondition: screen.waitFor.flatMap { checkWait($0, at: $0.location ?? screen.location) }))
            if let back = screen.back {
                checkInteraction(back.interaction, at: back.location ?? screen.location)
                checkCost(back.cost, at: back.location ?? screen.location)
            }
            for (edgeIndex, edge) in screen.edges.enumerated() {
                checkInteraction(edge.interaction, at: edge.location)
                checkCost(edge.cost, at: edge.location)
                let target = reference(edge.to, at: edge.location, as: "edge target")
                let guardIndex = predicate(edge.condition, at: edge.location, into: &guards)
                if let target {
                    moves.append(
                        Move(target: target, guardIndex: guardIndex, cost: edge.cost, kind: .edge, declarationIndex: Int32(edgeIndex)))
                }
            }
            if let table, screenIndex < table.screenCount {
                compileEdges(table, ofScreen: screenIndex, targets: tableTargets, into: &moves, guards: &guards)
            }
            for (actionIndex, action) in screen.actions.enumerated() {
                if let interaction = action.interaction {
                    checkInteraction(interaction, at: action.location)
                } else {
                    error(.invalidStructure, "action '\(action.name)' declared on screen '\(screen.name)' needs a gesture", at: action.location)
                }
                checkCost(action.cost, at: action.location)
                let guardIndex = predicate(action.condition, at: action.location, into: &guards)
                if let target = nodeIDs[action.name] {
                    moves.append(
                        Move(
                            target: target, guardIndex: guardIndex, cost: action.cost, kind: .action,
                            declarationIndex: Int32(actionIndex)))
                }
            }
            moveStart.append(Int32(moves.count))
        }
        for action in definition.actions where action.condition != nil {
            error(.invalidStructure, "top-level action '\(action.name)' cannot have a guard: it has no gesture of its own", at: action.location)
        }
        let actions = compileActions()
        let navigatorActions = checkNavigatorActions()
        guard !diagnostics.contains(where: { $0.severity == .error }), let start else {
            return .failure(GraphError(diagnostics: diagnostics.inSourceOrder().withLinesCut()))
        }
        markPlainMoves(&moves, screens: screens, moveStart: moveStart)
        return .success(
            ScreenGraph(
                ScreenGraph.Tables(
                    declarations: declarations, layout: expressions.layout, strings: expressions.strings, initialSlots: initialSlots,
                    nodeNames: nodeNames, nodeIDs: nodeIDs, screenCount: screenCount, screens: screens, actions: actions,
                    moves: moves, moveStart: moveStart, guards: guards, start: start,
                    navigatorActions: navigatorActions)))
    }

    /// The node each of the table's target names stands for, or -1 for a name that is
    /// not a screen or an action: one lookup per name rather than per edge.
    private func resolveTargets(_ table: EdgeTable) -> [Int32] {
        (0..<table.targetNameCount).map { nodeIDs[table.targetName($0)] ?? -1 }
    }

    /// Compiles the edges of `screen` kept in `table`: the checks and moves of the loop
    /// over a definition's edges, reading each edge's columns and making its location
    /// and texts only for a message.
    private mutating func compileEdges(
        _ table: EdgeTable, ofScreen screen: Int, targets: [Int32], into moves: inout [Move], guards: inout [CompiledPredicate]
    ) {
        let edges = table.edges(ofScreen: screen)
        for edge in edges {
            let gesture = table.gesture(edge)
            if gesture.needsElement && table.lacksElement(edge) || !GraphCompiler.isValidDuration(gesture) || GraphCompiler.readsField(gesture) {
                checkInteraction(table.interaction(edge), at: table.location(edge))
            }
            let cost = table.cost(edge)
            if !(cost.isFinite && cost > 0 && cost <= GraphCompiler.maximumCost) {
                checkCost(cost, at: table.location(edge))
            }
            var target: Int32? = targets[table.target(edge)]
            if target == -1 {
                target = reference(table.targetName(table.target(edge)), at: table.location(edge), as: "edge target")
            }
            let condition = table.condition(edge)
            let guardIndex = condition == nil ? -1 : predicate(condition, at: table.location(edge), into: &guards)
            if let target {
                moves.append(
                    Move(
                        target: target, guardIndex: guardIndex, cost: cost, kind: .edge,
                        declarationIndex: Int32(truncatingIfNeeded: edge - edges.lowerBound)))
            }
        }
    }

    /// Whether a press lasts a number of seconds, as ``checkInteraction(_:at:)`` requires.
    /// Whether a gesture types a field's value, which ``checkInteraction(_:at:)`` looks up.
    private static func readsField(_ gesture: Gesture) -> Bool {
        guard case .typeTextFrom = gesture else { return false }
        return true
    }

    private static func isValidDuration(_ gesture: Gesture) -> Bool {
        guard case .press(let duration) = gesture else { return true }
        return duration.isFinite && duration >= 0
    }

    /// Marks the moves between screens that need neither back stack, overlay nor
    /// effects: they always lead to the plain context, which the search then knows
    /// without reading the target screen.
    private func markPlainMoves(_ moves: inout [Move], screens: [CompiledScreen], moveStart: [Int32]) {
        // One byte a screen, read at random for every move: the screens themselves are
        // too large to read that way quickly.
        let plainTarget = screens.map { !$0.dismissOnUse && $0.back == nil && $0.onEnter.isEmpty }
        for (screen, from) in screens.enumerated() where !from.dismissOnUse && from.onExit.isEmpty {
            for index in Int(moveStart[screen])..<Int(moveStart[screen + 1]) where Int(moves[index].target) < screenCount {
                let target = moves[index].target
                moves[index].isPlain = plainTarget[Int(target)] && target != Int32(screen)
            }
        }
    }

    // MARK: State

    private mutating func checkState() -> [Int64] {
        var seen: [String: SourcePosition?] = [:]
        var slots = [Int64](repeating: 0, count: expressions.layout.slotCount)
        for field in definition.state {
            if let first = seen[field.name] {
                diagnostics.appendBounded(.duplicate("state field '\(field.name)'", at: field.location, firstDeclaredAt: first))
                continue
            }
            seen[field.name] = field.location
            if !Lexer.isIdentifier(field.name) {
                let reason = Lexer.isKeyword(field.name) ? "is a keyword" : "is not an identifier"
                error(.otherError, "state field name '\(field.name)' \(reason)", at: field.location)
            }
            guard field.initial.fits(field.type) else {
                error(.invalidValue, "initial value \(field.initial) does not fit '\(field.name)' of type \(field.type)", at: field.location)
                continue
            }
            if let entry = expressions.layout.entry(named: field.name) {
                expressions.layout.store(field.initial, in: entry, slots: &slots, strings: &expressions.strings)
            }
        }
        return slots
    }

    // MARK: Names

    private mutating func declareNames() {
        var screenLocations: [String: SourcePosition?] = [:]
        screenLocations.reserveCapacity(definition.screens.count)
        nodeIDs.reserveCapacity(definition.screens.count)
        nodeNames.reserveCapacity(definition.screens.count)
        for screen in definition.screens {
            if screen.name.isEmpty {
                error(.invalidStructure, "a screen needs a name", at: screen.location)
            } else if let first = screenLocations[screen.name] {
                diagnostics.appendBounded(.duplicate("screen '\(screen.name)'", at: screen.location, firstDeclaredAt: first))
                continue
            }
            screenLocations[screen.name] = screen.location
            nodeIDs[screen.name] = Int32(nodeNames.count)
            nodeNames.append(screen.name)
        }
        screenCount = nodeNames.count
        let declarations = definition.screens.flatMap(\.actions) + definition.actions
        for action in declarations {
            if action.name.isEmpty {
                error(.invalidStructure, "an action needs a name", at: action.location)
            } else if screenLocations[action.name] != nil {
                error(.invalidStructure, "'\(action.name)' names both a screen and an action", at: action.location)
                continue
            }
            if nodeIDs[action.name] == nil {
                nodeIDs[action.name] = Int32(nodeNames.count)
                nodeNames.append(action.name)
            }
        }
        var navigatorLocations: [String: SourcePosition?] = [:]
        for navigatorAction in definition.navigatorActions {
            if nodeIDs[navigatorAction.name] != nil {
                let kind = screenLocations[navigatorAction.name] != nil ? "a screen" : "an action"
                error(.invalidStructure, "'\(navigatorAction.name)' names both \(kind) and a navigator action", at: navigatorAction.location)
            } else if let first = navigatorLocations[navigatorAction.name] {
                diagnostics.appendBounded(
                    .duplicate("navigator action '\(navigatorAction.name)'", at: navigatorAction.location, firstDeclaredAt: first))
            }
            navigatorLocations[navigatorAction.name] = navigatorAction.location
        }
    }

    private mutating func checkStart() -> Int32? {
        guard !definition.screens.isEmpty else {
            error(.invalidStructure, "the graph has no screens", at: definition.startLocation)
            return nil
        }
        guard let start = definition.start, !start.isEmpty else {
            error(.invalidStructure, "the graph has no start screen", at: definition.startLocation)
            return nil
        }
        guard let id = nodeIDs[start], Int(id) < screenCount else {
            let what = nodeIDs[start] != nil ? "is an action, not a screen" : "is not a screen"
            let suggestion = nodeIDs[start] != nil ? "" : didYouMean(start, among: nodeNames.prefix(screenCount))
            error(.unknownName, "start screen '\(start)' \(what)\(suggestion)", at: definition.startLocation)
            return nil
        }
        return id
    }

    /// The id of the screen or action `name`, reporting an unknown name.
    private mutating func reference(_ name: String, at location: SourcePosition?, as role: String) -> Int32? {
        if let id = nodeIDs[name] { return id }
        let hint =
            definition.navigatorActions.contains { $0.name == name }
            ? " (navigator actions cannot be routed through)" : didYouMean(name, among: nodeNames)
        error(.unknownName, "\(role) '\(name)' is not a screen or an action\(hint)", at: location)
        return nil
    }

    /// `; did you mean 'NAME'?` for the candidate closest to `name`, or nothing.
    private mutating func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        Suggestion.didYouMean(Suggestion.closest(to: name, among: candidates, budget: &suggestionBudget))
    }

    // MARK: Declarations

    private mutating func checkInteraction(_ interaction: Interaction, at location: SourcePosition?) {
        let gesture = interaction.gesture
        if gesture.needsElement, interaction.element?.isEmpty ?? true {
            error(.invalidStructure, "gesture '\(gesture.kind)' needs an element", at: location)
        }
        if case .press(let duration) = gesture, !(duration.isFinite && duration >= 0) {
            error(.invalidValue, "press duration must be a number of seconds, found \(duration)", at: location)
        }
        if interaction.app != .app, !gesture.needsElement {
            error(.invalidStructure, "'in \(interaction.app.rawValue)' needs a gesture on an element, not '\(gesture.kind)'", at: location)
        }
        if case .typeTextFrom(let field) = gesture { checkTextField(field, at: location) }
    }

    /// A `typeText`'s `textFrom`: a `string` or `int` field, optional or not.
    private mutating func checkTextField(_ field: String, at location: SourcePosition?) {
        guard let type = expressions.layout.entry(named: field)?.field.type else {
            let fields = definition.state.map(\.name)
            error(.unknownName, "typeText from '\(field)': the user state has no such field\(didYouMean(field, among: fields))", at: location)
            return
        }
        if type.base == .bool {
            error(.invalidValue, "typeText from '\(field)': the field is a \(type), not a string or int", at: location)
        }
    }

    /// The longest a screen's `waitFor` may wait: long enough for any app, short enough
    /// that a simulated wait, which advances its clock a poll at a time, ends. An
    /// implementation limit; the file formats set none.
    static let maximumWaitTimeout = 3600.0

    /// Checks a screen's wait and compiles its condition.
    private mutating func checkWait(_ wait: WaitDefinition, at location: SourcePosition?) -> CompiledPredicate? {
        if wait.element.isEmpty { error(.invalidStructure, "waitFor needs an element", at: location) }
        if let timeout = wait.timeout {
            if !(timeout.isFinite && timeout > 0) {
                error(.invalidValue, "waitFor timeout must be a positive number of seconds, found \(timeout)", at: location)
            } else if timeout > GraphCompiler.maximumWaitTimeout {
                error(
                    .invalidValue, "waitFor timeout must be at most \(formatNumber(GraphCompiler.maximumWaitTimeout)) seconds, found \(formatNumber(timeout))",
                    at: location)
            }
        }
        var compiled: [CompiledPredicate] = []
        guard predicate(wait.condition, at: location, into: &compiled) >= 0 else { return nil }
        return compiled.first
    }

    /// The largest cost a move may have: a route of 2^31 moves then costs at most about
    /// 2e21, so no sum of costs can overflow to infinity and hide a reachable screen. An
    /// implementation limit; the file formats set none.
    static let maximumCost = 1e12
    /// ``maximumCost`` as messages and documents write it.
    static let maximumCostText = "1e12"

    private mutating func checkCost(_ cost: Double, at location: SourcePosition?) {
        if !(cost.isFinite && cost > 0) {
            error(.invalidValue, "cost must be a positive number, found \(cost)", at: location)
        } else if cost > GraphCompiler.maximumCost {
            error(.invalidValue, "cost must be at most \(GraphCompiler.maximumCostText), found \(formatNumber(cost))", at: location)
        }
    }

    /// `source`, placed at `fallback` when it was written without a place of its own.
    private func located(_ source: ExpressionSource, _ fallback: SourcePosition?) -> ExpressionSource {
        source.location == nil ? ExpressionSource(source.text, at: fallback) : source
    }

    private mutating func predicate(
        _ source: ExpressionSource?, at fallback: SourcePosition?, into guards: inout [CompiledPredicate]
    ) -> Int32 {
        guard let source = source.map({ located($0, fallback) }) else { return -1 }
        let compiled: Result<CompiledPredicate, ExpressionSyntaxError>
        if let known = compiledGuards[source.text] {
            compiled = known
        } else {
            do throws(ExpressionSyntaxError) {
                compiled = .success(try expressions.predicate(source))
            } catch {
                compiled = .failure(error)
            }
            compiledGuards[source.text] = compiled
        }
        switch compiled {
        case .success(var predicate):
            predicate.source = source
            guards.append(predicate)
            return Int32(guards.count - 1)
        case .failure(let error):
            diagnostics.appendBounded(source.diagnostic(.invalidExpression, error.message, offset: error.offset))
            return -1
        }
    }

    private mutating func statements(_ sources: [ExpressionSource], at fallback: SourcePosition?) -> [CompiledStatement] {
        // One array of the right size: no copy of the sources, no regrowing.
        var compiled: [CompiledStatement] = []
        compiled.reserveCapacity(sources.count)
        for source in sources {
            let source = located(source, fallback)
            do throws(ExpressionSyntaxError) {
                compiled.append(try expressions.statement(source))
            } catch {
                diagnostics.appendBounded(source.diagnostic(.invalidExpression, error.message, offset: error.offset))
            }
        }
        return compiled
    }

    private mutating func compileActions() -> [CompiledAction] {
        var firstDeclaration: [String: ActionDefinition] = [:]
        var actions = [CompiledAction?](repeating: nil, count: nodeNames.count - screenCount)
        for action in definition.screens.flatMap(\.actions) + definition.actions {
            guard let id = nodeIDs[action.name], Int(id) >= screenCount else { continue }
            if let first = firstDeclaration[action.name] {
                let at = first.location.map { " at \($0)" } ?? ""
                if first.effects.map(\.text) != action.effects.map(\.text) {
                    error(
                        .invalidStructure, "declarations of action '\(action.name)' disagree on effects: \(list(action.effects)) here, "
                            + "\(list(first.effects))\(at)", at: action.location)
                }
                if first.then != action.then {
                    error(
                        .invalidStructure, "declarations of action '\(action.name)' disagree on then: \(action.then ?? "none") here, "
                            + "\(first.then ?? "none")\(at)", at: action.location)
                }
                continue
            }
            firstDeclaration[action.name] = action
            let then = action.then.flatMap { reference($0, at: action.location, as: "then") } ?? -1
            actions[Int(id) - screenCount] = CompiledAction(
                effects: statements(action.effects, at: action.location), then: then, location: action.location)
        }
        let compiled = actions.compactMap { $0 }
        checkChains(compiled)
        return compiled
    }

    private func list(_ effects: [ExpressionSource]) -> String {
        "[" + effects.map { "'\($0.text)'" }.joined(separator: ", ") + "]"
    }

    /// Reports every `then` chain of actions that comes back to an action in it.
    ///
    /// Each action leads to at most one other, so one walk from every action not yet
    /// seen, stopping at an action an earlier walk finished, finds every loop once.
    /// - Complexity: O(actions).
    private mutating func checkChains(_ actions: [CompiledAction]) {
        // Where an action stands in the current walk's path, or `finished` once a walk
        // has passed it (its chain's end or loop is known), or `unseen`.
        let unseen = -1
        let finished = -2
        var mark = [Int](repeating: unseen, count: actions.count)
        var path: [Int] = []
        for first in actions.indices where mark[first] == unseen {
            path.removeAll(keepingCapacity: true)
            var current = first
            while true {
                mark[current] = path.count
                path.append(current)
                let next = Int(actions[current].then) - screenCount
                guard actions[current].then >= 0, next >= 0, next < actions.count, mark[next] != finished else { break }
                if mark[next] >= 0 {
                    let loop = path[mark[next]...]
                    let names = (loop + [next]).map { nodeNames[screenCount + $0] }
                    error(.invalidStructure, "action chain loops: \(names.joined(separator: " → "))", at: actions[next].location)
                    break
                }
                current = next
            }
            for action in path { mark[action] = finished }
        }
    }

    private mutating func checkNavigatorActions() -> [String: CompiledNavigatorAction] {
        var result: [String: CompiledNavigatorAction] = [:]
        let navigatorNames = Set(definition.navigatorActions.map(\.name))
        for navigatorAction in definition.navigatorActions {
            let location = navigatorAction.location
            var steps: [CompiledNavigatorAction.Step] = []
            for step in navigatorAction.steps {
                switch step {
                case .goto(let name):
                    if nodeIDs[name] == nil {
                        error(.unknownName, "goto '\(name)' is not a screen or an action\(didYouMean(name, among: nodeNames))", at: location)
                    }
                    steps.append(.goto(name))
                case .perform(let name):
                    if !(nodeIDs[name].map { Int($0) >= screenCount } ?? navigatorNames.contains(name)) {
                        // Actions, then navigator actions, each in declaration order.
                        let actions = nodeNames[screenCount...].prefix(Suggestion.maximumCandidates)
                        let navigator = definition.navigatorActions.prefix(Suggestion.maximumCandidates).map(\.name)
                        let suggestion = didYouMean(name, among: actions + navigator)
                        error(.unknownName, "perform '\(name)' is not an action or a navigator action\(suggestion)", at: location)
                    }
                    steps.append(.perform(name))
                case .nowAt(let name):
                    if !(nodeIDs[name].map { Int($0) < screenCount } ?? false) {
                        error(.unknownName, "nowAt '\(name)' is not a screen\(didYouMean(name, among: nodeNames.prefix(screenCount)))", at: location)
                    }
                    steps.append(.nowAt(name))
                case .set(let statement):
                    steps += statements([statement], at: location).map { .set($0) }
                }
            }
            if result[navigatorAction.name] == nil {
                result[navigatorAction.name] = CompiledNavigatorAction(definition: navigatorAction, steps: steps)
            }
        }
        return result
    }
}

/// A lower bound on the gestures of an edge tour that accounts for guards: the
/// Chinese-postman bound of ``ChinesePostman`` taken over (screen, user state) instead
/// of screens alone.
///
/// **The abstraction.** A field is *tracked* when every statement that writes it
/// assigns (no `+=` or `-=`) a value computed without arithmetic from tracked fields and
/// literals; the rest (counters, and what they feed) are not, nor are the fields no guard
/// depends on (they cannot open or close a way). Tracked fields then only
/// ever hold their initial values and the literals assigned to them, so there are
/// finitely many valuations. An abstract state is a screen and the valuation of the
/// tracked fields. A guard that reads only tracked fields is evaluated; any other guard
/// (and one that overflows) is taken as true. Statements on tracked fields are applied
/// as the planner applies them: an action's effects on entering it, a screen's `onExit`
/// and then the next screen's `onEnter` on a change of screen. Where a gesture ends
/// comes from the ``RelaxedGraph`` (a back gesture may end on any screen that can be on
/// top of the stack); a back gesture that may end on its own screen gets both the state
/// with and without those statements. Every real route is then a walk of abstract
/// states, gesture for gesture, with a free restart from any state to the start.
///
/// **The bound.** A tour covering items `R` is a closed walk (restarts free) that takes
/// some copy of every item of `R`: a circulation `x ≥ 0` over the abstract arcs with
/// `Σ x(copies of i) ≥ 1` for each `i` in `R`, of cost the gestures it makes. The least
/// such cost, as a linear program, is by duality the most `Σ λ` over `λ ≥ 0` on the items
/// such that no cycle of the abstract graph costs less than the `λ` of the copies it takes
/// (a copy taken twice counting twice). That program has a constraint per cycle; it is
/// solved by adding cycles as they are found (``CyclePacking``): the program over the
/// cycles known so far gives `λ`, a cycle that costs less than its `λ` (found by a
/// Bellman-Ford search, ``NegativeCycle``) joins them, until none does. The `λ` are then
/// rounded down to multiples of 2⁻²⁰ and checked in integers (no cycle costs less than
/// them), so the bound does not rest on floating point: every tour makes at least the
/// rounded `Σ λ` gestures, and a whole number of them. The bound is the larger of that
/// and the screens-only bound, which is a lower bound too.
struct GuardedBound {
    /// The least gestures of a tour taking every required item, or `nil` when the
    /// abstraction has more than the limit's states, the tour more than ``itemLimit``
    /// items, or the program is not solved within ``roundLimit`` rounds (the
    /// screens-only bound stands).
    let bound: Int?
    /// The abstract states the bound was computed over (0 when the tour has more than
    /// ``itemLimit`` items, so none were made).
    let states: Int
    /// The tracked fields, by name.
    let tracked: [String]
    /// The cycles added to the linear program after its first one per item.
    private(set) var rounds = 0

    /// - Parameters:
    ///   - required: the items the tour covers (edge-tour items: move indices, and
    ///     `moves.count + screen` for a screen's back gesture).
    ///   - limit: the most abstract states (and, times 16, arcs) explored.
    /// - Complexity: the abstract graph is built in O(S × E / V) for S abstract states
    ///   (at most `limit`); then at most ``roundLimit`` rounds of ``CyclePacking``.
    init(graph: ScreenGraph, relaxed: RelaxedGraph, required: [Int], limit: Int = 200_000) {
        guard required.count <= GuardedBound.itemLimit else {
            (bound, states, tracked) = (nil, 0, [])
            return
        }
        let plain = ChinesePostman(relaxed: relaxed, required: required).bound
        // Fields assigned by arithmetic (`x = 2 - x`) may still take finitely many values:
        // tried first, and left out when the states outgrow the limit.
        var tracked = GuardedBound.trackedFields(graph, arithmetic: true)
        var abstract = AbstractGraph(graph: graph, relaxed: relaxed, tracked: tracked, limit: limit)
        let withoutArithmetic = GuardedBound.trackedFields(graph, arithmetic: false)
        if abstract == nil, withoutArithmetic != tracked {
            tracked = withoutArithmetic
            abstract = AbstractGraph(graph: graph, relaxed: relaxed, tracked: tracked, limit: limit)
        }
        if abstract == nil {
            (tracked, abstract) = GuardedBound.fewerFields(of: tracked, graph: graph, relaxed: relaxed, limit: limit / 4)
        }
        self.tracked = tracked.sorted()
        guard let abstract else {
            (bound, states) = (nil, limit)
            return
        }
        states = abstract.stateCount
        var packing = CyclePacking(abstract, required: required)
        let solved = packing.solve(rounds: GuardedBound.roundLimit)
        rounds = packing.rounds
        bound = solved.map { max(plain, $0) }
    }

    /// Some of `fields` and their abstraction within `limit` states: any of them, with
    /// the fields the statements writing them read, gives a bound too, guards on the
    /// others taken as true. The fields the most guards read come first, each added
    /// with what it needs while the states stay within the limit.
    ///
    /// - Complexity: one abstraction of at most `limit` states per field.
    private static func fewerFields(
        of fields: Set<String>, graph: ScreenGraph, relaxed: RelaxedGraph, limit: Int
    ) -> (Set<String>, AbstractGraph?) {
        let statements = statements(of: graph)
        var readers: [String: Int] = [:]
        for predicate in graph.guards { for field in Set(predicate.fields) { readers[field, default: 0] += 1 } }
        var chosen = Set<String>()
        var abstract: AbstractGraph?
        for field in fields.sorted(by: { (readers[$0] ?? 0, $1) > (readers[$1] ?? 0, $0) }) where !chosen.contains(field) {
            let trial = chosen.union(closure(of: [field], over: statements))
            if let graph = AbstractGraph(graph: graph, relaxed: relaxed, tracked: trial, limit: limit) {
                chosen = trial
                abstract = graph
            }
        }
        return (chosen, abstract)
    }

    /// The most items the program is solved for: its tableau has a column for each, and
    /// a row for each binding cycle, so a pivot costs O(items²).
    static let itemLimit = 1_000

    /// The most rounds of ``CyclePacking``: programs solved and cycles added. A bound
    /// that needs more is left at the screens-only one.
    static let roundLimit = 2_000

    /// The fields every statement writing them assigns (without arithmetic, unless
    /// `arithmetic`) from tracked fields and literals: the greatest such set, by
    /// removing the others until none is left; of those, only the ones a guard reads,
    /// directly or through the statements writing the fields it reads (the others cannot
    /// open or close a way, so following them would only multiply the states).
    static func trackedFields(_ graph: ScreenGraph, arithmetic: Bool) -> Set<String> {
        let statements = statements(of: graph)
        var untracked = Set<String>()
        for statement in statements
        where statement.op != .assign || !arithmetic && statement.value.instructions.contains(where: \.isArithmetic) {
            untracked.insert(statement.field)
        }
        var changed = true
        while changed {
            changed = false
            for statement in statements where !untracked.contains(statement.field) && statement.reads.contains(where: untracked.contains) {
                untracked.insert(statement.field)
                changed = true
            }
        }
        // Only what a guard reads matters, and what the statements writing it read.
        return closure(of: Set(graph.guards.flatMap(\.fields)), over: statements).subtracting(untracked)
    }

    /// Every statement of `graph`: actions' effects, screens' `onEnter` and `onExit`.
    private static func statements(of graph: ScreenGraph) -> [CompiledStatement] {
        graph.actions.flatMap(\.effects) + graph.screens.flatMap { $0.onEnter + $0.onExit }
    }

    /// `fields` and every field a statement writing one of them reads, until no
    /// statement adds one.
    private static func closure(of fields: Set<String>, over statements: [CompiledStatement]) -> Set<String> {
        var closed = fields
        var changed = true
        while changed {
            changed = false
            for statement in statements where closed.contains(statement.field) && !closed.isSuperset(of: statement.reads) {
                closed.formUnion(statement.reads)
                changed = true
            }
        }
        return closed
    }
}

extension CompiledExpression.Instruction {
    /// Whether the instruction computes a new number (so may leave any finite set of values).
    fileprivate var isArithmetic: Bool {
        switch self {
        case .arithmetic, .negate: true
        default: false
        }
    }
}

/// The abstract states (screen, tracked valuation) a relaxed route from the start
/// reaches, and the gestures between them, each with its item; restarts are implicit.
struct AbstractGraph {
    var stateCount: Int { screenOf.count }
    var screenOf: [Int32] = []
    /// Arcs out of state `s`: `arcStart[s]..<arcStart[s + 1]` of `arcTarget`/`arcItem`.
    var arcStart: [Int32] = [0]
    var arcTarget: [Int32] = []
    var arcItem: [Int32] = []

    init?(graph: ScreenGraph, relaxed: RelaxedGraph, tracked: Set<String>, limit: Int) {
        let applies = { (statement: CompiledStatement) in tracked.contains(statement.field) }
        let guardIsExact = graph.guards.map { $0.fields.allSatisfy(tracked.contains) }
        var itemsOut = [[Int]](repeating: [], count: graph.screenCount)
        for item in 0..<relaxed.itemCount where relaxed.canTake(item) { itemsOut[Int(relaxed.origin[item])].append(item) }
        var valuations: [[Int64]: Int32] = [:]
        var valuationList: [[Int64]] = []
        var ids: [UInt64: Int32] = [:]
        var valuationOf: [Int32] = []
        func state(_ screen: Int32, _ slots: [Int64]) -> Int32? {
            let valuation: Int32
            if let known = valuations[slots] {
                valuation = known
            } else {
                valuation = Int32(valuationList.count)
                valuations[slots] = valuation
                valuationList.append(slots)
            }
            let key = UInt64(UInt32(bitPattern: screen)) << 32 | UInt64(UInt32(bitPattern: valuation))
            if let known = ids[key] { return known }
            guard screenOf.count < limit else { return nil }
            let id = Int32(screenOf.count)
            ids[key] = id
            screenOf.append(screen)
            valuationOf.append(valuation)
            return id
        }
        // `nil` when a statement overflows: the planner then takes no such move either,
        // and a tracked statement reads only tracked fields, so it would overflow there too.
        func applying(_ statements: [CompiledStatement], to slots: [Int64]) -> [Int64]? {
            var slots = slots
            do { try statements.filter(applies).apply(to: &slots) } catch { return nil }
            return slots
        }
        guard state(graph.start, graph.initialSlots) != nil else { return nil }
        var next = 0
        while next < screenOf.count {
            let screen = screenOf[next]
            let slots = valuationList[Int(valuationOf[next])]
            next += 1
            for item in itemsOut[Int(screen)] {
                var changed: [Int64]? = slots
                if item < graph.moves.count {
                    let move = graph.moves[item]
                    if move.guardIndex >= 0, guardIsExact[Int(move.guardIndex)] {
                        let holds = slots.withUnsafeBufferPointer { try? graph.guards[Int(move.guardIndex)].holds($0) }
                        if holds == false { continue }
                    }
                    // Through the action chain, if any: its effects, action by action.
                    var node = move.target
                    var hops = 0
                    while Int(node) >= graph.screenCount, hops <= graph.actions.count {
                        let action = graph.actions[Int(node) - graph.screenCount]
                        changed = changed.flatMap { applying(action.effects, to: $0) }
                        node = action.then
                        hops += 1
                    }
                }
                guard let changed else { continue }
                for target in relaxed.targets(of: item) {
                    let entered = applying(graph.screens[Int(screen)].onExit + graph.screens[Int(target)].onEnter, to: changed)
                    // A move back to its own screen runs no screen statements; a back
                    // gesture that may end there gets both states.
                    let ends = target != screen ? [entered] : item < graph.moves.count ? [changed] : [changed, entered]
                    for case let end? in ends {
                        guard let id = state(target, end), arcTarget.count < 16 * limit else { return nil }
                        arcTarget.append(id)
                        arcItem.append(Int32(item))
                    }
                }
            }
            arcStart.append(Int32(arcTarget.count))
        }
    }
}


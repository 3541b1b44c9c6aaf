/// The linear program behind ``GuardedBound``: the most `Σ λ` over `λ ≥ 0` on the
/// required items such that every cycle of an ``AbstractGraph`` (restarts, from any
/// state to the start, included and free) costs at least the `λ` of the copies it takes.
///
/// The program has a constraint per cycle, so it is solved by adding them as they are
/// needed: it starts from one cycle through a copy of each item (which keeps every `λ`
/// finite), solves the program over the cycles so far (``PackingTableau``), and asks
/// ``NegativeCycle`` for a cycle that costs less than its `λ`; that cycle joins, and the
/// tableau is solved again from where it was. When no cycle is found, `λ` is optimal.
/// The bound is then certified in integers: `λ` rounded down to multiples of
/// 2⁻²⁰ (``scale``), and no cycle costing less than them in exact arithmetic.
struct CyclePacking {
    /// The denominator the certified `λ` are multiples of.
    static let scale: Int64 = 1 << 20

    private let graph: AbstractGraph
    /// The program's variables: the required items with a copy, ascending.
    private let items: [Int32]
    /// The variable of each item, `-1` for the others.
    private let variable: [Int32]
    private var tableau: PackingTableau
    /// The programs solved so far, one per cycle added after the first.
    private(set) var rounds = 0

    init(_ graph: AbstractGraph, required: [Int]) {
        self.graph = graph
        let itemCount = (graph.arcItem.max().map { Int($0) + 1 } ?? 0)
        let wanted = Set(required)
        var firstCopy = [Int32](repeating: -1, count: itemCount)
        for arc in graph.arcItem.indices.reversed() where wanted.contains(Int(graph.arcItem[arc])) {
            firstCopy[Int(graph.arcItem[arc])] = Int32(arc)
        }
        items = (0..<itemCount).filter { firstCopy[$0] >= 0 }.map(Int32.init)
        var variable = [Int32](repeating: -1, count: itemCount)
        for (index, item) in items.enumerated() { variable[Int(item)] = Int32(index) }
        self.variable = variable
        tableau = PackingTableau(variables: items.count)
        for item in items {
            let arc = Int(firstCopy[Int(item)])
            add(cycle: [arc] + graph.shortestPath(from: graph.arcTarget[arc], to: graph.source(of: arc)))
        }
    }

    /// The bound: the least whole number of gestures at least the certified `Σ λ`;
    /// `nil` when the program is not solved within `rounds` cycles added, or the
    /// certificate fails.
    ///
    /// - Complexity: per round, a dual-simplex re-solve of a tableau of (items + rounds)
    ///   rows and columns, and a search of O(S × E) at worst for S states and E arcs;
    ///   in practice the search stops far sooner.
    mutating func solve(rounds limit: Int) -> Int? {
        while true {
            guard let lambda = tableau.solve() else { return nil }
            let cost = { (arc: Int) -> Double in
                let index = self.variable[Int(self.graph.arcItem[arc])]
                return 1 - (index >= 0 ? lambda[Int(index)] : 0)
            }
            switch NegativeCycle.find(in: graph, cost: cost, tolerance: 1e-9) {
            case .cycle(let cycle):
                guard rounds < limit else { return nil }
                rounds += 1
                add(cycle: cycle)
            case .undecided:
                return nil
            case .none:
                return certify(lambda)
            }
        }
    }

    /// The cycle's constraint: the copies of each variable it takes, at most its gestures.
    private mutating func add(cycle: [Int]) {
        var row = [Double](repeating: 0, count: items.count)
        var gestures = 0
        for arc in cycle where arc >= 0 {
            gestures += 1
            let index = variable[Int(graph.arcItem[arc])]
            if index >= 0 { row[Int(index)] += 1 }
        }
        tableau.add(row: row, atMost: Double(gestures))
    }

    /// `⌈Σ λ'⌉` for `λ'` each `λ` rounded down to a multiple of 1/``scale`` (one step
    /// lower still, for the solver's rounding), if no cycle costs less than `λ'` in
    /// exact arithmetic.
    private func certify(_ lambda: [Double]) -> Int? {
        let scaled = lambda.map { max(0, Int64(($0 * Double(Self.scale)).rounded(.down)) - 1) }
        let cost = { (arc: Int) -> Int64 in
            let index = self.variable[Int(self.graph.arcItem[arc])]
            return Self.scale - (index >= 0 ? scaled[Int(index)] : 0)
        }
        guard case .none = NegativeCycle.find(in: graph, cost: cost, tolerance: 0) else { return nil }
        let total = scaled.reduce(0, +)
        return Int((total + Self.scale - 1) / Self.scale)
    }
}

/// A cycle of an ``AbstractGraph`` whose cost is below zero, by Bellman-Ford's search by
/// queue from every state at once. Every few improvements (as many as there are states)
/// the predecessors are looked at for a cycle, which is then negative (each predecessor
/// arc was tight or better when set, and the last strictly better); a negative cycle
/// puts one there after finitely many improvements. Restarts, from any state to state
/// 0 (the start), cost nothing and appear in a cycle as `-1`.
enum NegativeCycle {
    enum Outcome {
        /// No cycle costs less than `-tolerance`: the search settled.
        case none
        /// A cycle of arcs (`-1` for a restart), each leading to the next.
        case cycle([Int])
        /// The search passed its limit of improvements (S × (E + S) + S) undecided.
        case undecided
    }

    /// - Complexity: O(S × (E + S)) at most for S states and E arcs.
    static func find<Cost: Comparable & AdditiveArithmetic>(
        in graph: AbstractGraph, cost: (Int) -> Cost, tolerance: Cost
    ) -> Outcome {
        let count = graph.stateCount
        var distance = [Cost](repeating: .zero, count: count)
        /// The arc each state was last improved by (`-1` a restart), and from where.
        var viaArc = [Int](repeating: -2, count: count)
        var viaState = [Int32](repeating: -1, count: count)
        var queued = [Bool](repeating: true, count: count)
        var queue = Array(0..<count)
        var head = 0
        var improvements = 0
        let limit = count * (graph.arcTarget.count + count) + count
        while head < queue.count {
            let state = queue[head]
            head += 1
            if head > 4 * count {
                queue.removeFirst(head)
                head = 0
            }
            queued[state] = false
            func relax(_ next: Int, _ arc: Int, _ arcCost: Cost) -> Outcome? {
                let candidate = distance[state] + arcCost
                guard candidate + tolerance < distance[next] else { return nil }
                distance[next] = candidate
                viaArc[next] = arc
                viaState[next] = Int32(state)
                improvements += 1
                if improvements % count == 0 {
                    if let cycle = predecessorCycle(viaArc: viaArc, viaState: viaState),
                        total(cycle, cost) + tolerance < .zero
                    {
                        return .cycle(cycle)
                    }
                    if improvements > limit { return .undecided }
                }
                if !queued[next] {
                    queued[next] = true
                    queue.append(next)
                }
                return nil
            }
            for arc in Int(graph.arcStart[state])..<Int(graph.arcStart[state + 1]) {
                if let outcome = relax(Int(graph.arcTarget[arc]), arc, cost(arc)) { return outcome }
            }
            if let outcome = relax(0, -1, .zero) { return outcome }
        }
        return .none
    }

    private static func total<Cost: AdditiveArithmetic>(_ cycle: [Int], _ cost: (Int) -> Cost) -> Cost {
        cycle.reduce(.zero) { $1 >= 0 ? $0 + cost($1) : $0 }
    }

    /// A cycle of the predecessor arcs, in the order they are taken, if there is one.
    ///
    /// - Complexity: O(S).
    private static func predecessorCycle(viaArc: [Int], viaState: [Int32]) -> [Int]? {
        var mark = [Int32](repeating: -1, count: viaArc.count)
        for first in viaArc.indices where mark[first] < 0 {
            var state = first
            // Walk back from `first`, marking with its number, until a state seen before.
            while state >= 0, mark[state] < 0 {
                mark[state] = Int32(first)
                state = viaArc[state] == -2 ? -1 : Int(viaState[state])
            }
            guard state >= 0, mark[state] == Int32(first) else { continue }
            // `state` is on a cycle of this walk: collect it, backwards, then turn it round.
            var cycle: [Int] = []
            var at = state
            repeat {
                cycle.append(viaArc[at])
                at = Int(viaState[at])
            } while at != state
            return cycle.reversed()
        }
        return nil
    }
}

extension AbstractGraph {
    /// The state arc `arc` leaves.
    ///
    /// - Complexity: O(log S).
    func source(of arc: Int) -> Int32 {
        var low = 0
        var high = stateCount
        // The last state whose arcs start at or before `arc`.
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(arcStart[middle]) <= arc { low = middle } else { high = middle }
        }
        return Int32(low)
    }

    /// The arcs of a path with fewest gestures from `from` to `to`, a restart (free, to
    /// state 0) appearing as `-1`: a breadth-first search from `from` and, by a restart,
    /// from state 0.
    ///
    /// - Complexity: O(S + E).
    func shortestPath(from: Int32, to: Int32) -> [Int] {
        guard from != to else { return [] }
        var viaArc = [Int](repeating: -2, count: stateCount)
        var viaState = [Int32](repeating: -1, count: stateCount)
        var queue: [Int32] = [from]
        viaArc[Int(from)] = -3
        if from != 0 {
            viaArc[0] = -1
            viaState[0] = from
            queue.append(0)
        }
        var head = 0
        while head < queue.count, viaArc[Int(to)] == -2 {
            let state = queue[head]
            head += 1
            for arc in Int(arcStart[Int(state)])..<Int(arcStart[Int(state) + 1]) where viaArc[Int(arcTarget[arc])] == -2 {
                viaArc[Int(arcTarget[arc])] = arc
                viaState[Int(arcTarget[arc])] = state
                queue.append(arcTarget[arc])
            }
        }
        var path: [Int] = []
        var at = Int(to)
        // Every state is reached from state 0, so `to` was found.
        while at != Int(from), viaArc[at] != -2 {
            path.append(viaArc[at])
            at = Int(viaState[at])
        }
        return path.reversed()
    }
}

/// The simplex tableau of "the most `Σ x` over `x ≥ 0` with `rows · x ≤ bounds`", every
/// bound at least 0, to which rows are added. The origin is feasible, so the primal
/// simplex starts from the slack basis; a row added to a solved tableau leaves it
/// optimal but maybe infeasible, which the dual simplex mends from where it was. Both
/// choose by the lowest variable (Bland's rule), so neither cycles.
///
/// The tableau is condensed (Tucker's form): a row per basic variable and a column per
/// non-basic one, so it is rows × variables, not rows × (variables + rows). After each
/// solve, the rows of constraints with room left (their slack basic and positive) are
/// dropped: they do not bind, and the tableau without them is optimal for the rest.
struct PackingTableau {
    private let variables: Int
    /// Row `r`, column `c` at `cells[r * variables + c]`: each row reads
    /// `rowVariable[r] + Σ cells · columnVariable = values[r]`.
    private var cells: [Double] = []
    private var values: [Double] = []
    /// The objective row: `z + Σ reducedCosts · columnVariable = objective`; a
    /// negative reduced cost can raise `z`.
    private var reducedCosts: [Double]
    /// Variables are numbered: `x` first, then a slack for each row ever added.
    private var rowVariable: [Int] = []
    private var columnVariable: [Int]
    private var slacksMade = 0
    private static let epsilon = 1e-9

    init(variables: Int) {
        self.variables = variables
        reducedCosts = [Double](repeating: -1, count: variables)
        columnVariable = Array(0..<variables)
    }

    var rowCount: Int { values.count }

    /// Adds `coefficients · x ≤ bound`, written over the current non-basic variables.
    ///
    /// - Complexity: O(rows × variables).
    mutating func add(row coefficients: [Double], atMost bound: Double) {
        var row = [Double](repeating: 0, count: variables)
        var value = bound
        for (column, variable) in columnVariable.enumerated() where variable < variables {
            row[column] = coefficients[variable]
        }
        for (index, variable) in rowVariable.enumerated() where variable < variables && coefficients[variable] != 0 {
            let factor = coefficients[variable]
            let base = index * variables
            for column in 0..<variables { row[column] -= factor * cells[base + column] }
            value -= factor * values[index]
        }
        cells += row
        values.append(value)
        rowVariable.append(variables + slacksMade)
        slacksMade += 1
    }

    /// The optimal `x`, or `nil` if the simplex passes 100 pivots per row and column
    /// (it does not cycle, so only a numerical breakdown gets there) or finds the
    /// program unbounded (a variable no row bounds).
    ///
    /// - Complexity: O(rows × variables) per pivot.
    mutating func solve() -> [Double]? {
        let epsilon = Self.epsilon
        for _ in 0...100 * (values.count + variables) {
            // The dual simplex while a value is negative (the reduced costs are then all
            // non-negative: a row was added to an optimal tableau).
            if let row = values.indices.filter({ values[$0] < -epsilon }).min(by: { rowVariable[$0] < rowVariable[$1] }) {
                var entering: (column: Int, ratio: Double)?
                for column in 0..<variables where cells[row * variables + column] < -epsilon {
                    let ratio = reducedCosts[column] / -cells[row * variables + column]
                    if let best = entering, ratio > best.ratio + epsilon
                        || ratio >= best.ratio - epsilon && columnVariable[column] > columnVariable[best.column]
                    {
                        continue
                    }
                    entering = (column, ratio)
                }
                guard let entering else { return nil }
                pivot(row: row, column: entering.column)
                continue
            }
            let candidates = (0..<variables).filter { reducedCosts[$0] < -epsilon }
            guard let column = candidates.min(by: { columnVariable[$0] < columnVariable[$1] }) else {
                var x = [Double](repeating: 0, count: variables)
                for (row, variable) in rowVariable.enumerated() where variable < variables { x[variable] = max(0, values[row]) }
                dropSlackRows()
                return x
            }
            var leaving: (row: Int, ratio: Double)?
            for row in values.indices where cells[row * variables + column] > epsilon {
                let ratio = values[row] / cells[row * variables + column]
                if let best = leaving, ratio > best.ratio + epsilon
                    || ratio >= best.ratio - epsilon && rowVariable[row] > rowVariable[best.row]
                {
                    continue
                }
                leaving = (row, ratio)
            }
            guard let leaving else { return nil }
            pivot(row: leaving.row, column: column)
        }
        return nil
    }

    /// Exchanges the basic variable of `row` with the non-basic one of `column`.
    private mutating func pivot(row: Int, column: Int) {
        let width = variables
        cells.withUnsafeMutableBufferPointer { cells in
            let base = row * width
            let divisor = cells[base + column]
            for index in 0..<width { cells[base + index] /= divisor }
            cells[base + column] = 1 / divisor
            values[row] /= divisor
            for other in 0..<values.count where other != row {
                let start = other * width
                let factor = cells[start + column]
                guard factor != 0 else { continue }
                for index in 0..<width { cells[start + index] -= factor * cells[base + index] }
                cells[start + column] = -factor / divisor
                values[other] -= factor * values[row]
            }
            let factor = reducedCosts[column]
            for index in 0..<width { reducedCosts[index] -= factor * cells[base + index] }
            reducedCosts[column] = -factor / divisor
        }
        swap(&rowVariable[row], &columnVariable[column])
    }

    /// Drops the rows whose slack is basic with room left: their constraints do not bind.
    private mutating func dropSlackRows() {
        let kept = values.indices.filter { rowVariable[$0] < variables || values[$0] <= Self.epsilon }
        guard kept.count < values.count else { return }
        cells = kept.flatMap { cells[$0 * variables..<($0 + 1) * variables] }
        values = kept.map { values[$0] }
        rowVariable = kept.map { rowVariable[$0] }
    }
}

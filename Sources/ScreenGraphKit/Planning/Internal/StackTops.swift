/// Which screens can be on top of the back stack, and beneath an overlay, on each
/// screen of a route from the start, guards taken as true: an abstract interpretation
/// of the rules of "Back" in `Docs/Spec/graph-json.md` (``SearchSpace/enter(_:from:beneath:stack:user:)``).
///
/// Every stack is made by pushes, and a push of screen `p` puts it on a stack whose top
/// was the top on the screen it was pushed from; so `below[p]`, the tops seen at the
/// pushes of `p`, holds every screen that can lie directly beneath `p`. Popping down to
/// `p` (entering it while it is on the stack) or going back to it leaves one of those
/// on top. Each rule that may apply adds what it can lead to, so the sets hold every
/// concrete stack top and more. -1 stands for the empty stack, or no screen beneath.
///
/// When the sets would grow past a budget proportional to the graph, every screen is
/// taken as a possible top and screen beneath: still sound, only looser. Sets are
/// walked in order, so the same graph always gives the same answer.
struct StackTops {
    private(set) var tops: [Set<Int32>]
    private(set) var beneath: [Set<Int32>]
    private var below: [Set<Int32>]
    private(set) var reached: [Bool]
    /// Whether the budget ran out and every screen stands for every top.
    private(set) var isCoarse = false
    private let overlay: [Bool]
    private let hasBack: [Bool]

    /// - Parameters:
    ///   - origin: the screen each edge-tour item starts on (see ``RelaxedGraph``).
    ///   - ends: where each move ends once an action's chain is finished.
    /// - Complexity: at most O(V + E) set insertions times a constant budget.
    init(graph: ScreenGraph, origin: [Int32], ends: [RelaxedGraph.End]) {
        let count = graph.screenCount
        overlay = graph.hot.map(\.dismissOnUse)
        hasBack = graph.hot.map(\.hasBack)
        tops = Array(repeating: [], count: count)
        beneath = Array(repeating: [], count: count)
        below = Array(repeating: [], count: count)
        reached = Array(repeating: false, count: count)
        var budget = 64 * (count + graph.moves.count) + 100_000
        let start = Int(graph.start)
        tops[start] = [-1]
        beneath[start] = [-1]
        reached[start] = true
        var queue: [Int32] = [graph.start]
        var queued = Array(repeating: false, count: count)
        queued[start] = true
        while let screen = queue.popLast() {
            queued[Int(screen)] = false
            var changed: [Int32] = []
            for index in graph.movesOut(of: screen) {
                switch ends[index] {
                case .screen(let target): enter(target, from: screen, changed: &changed, budget: &budget)
                case .returning:
                    for target in returnTargets(from: screen) { enter(target, from: screen, changed: &changed, budget: &budget) }
                case .never: break
                }
            }
            if hasBack[Int(screen)] { goBack(from: screen, changed: &changed, budget: &budget) }
            guard budget >= 0 else {
                makeCoarse(graph: graph, ends: ends)
                return
            }
            for next in changed where !queued[Int(next)] {
                queued[Int(next)] = true
                queue.append(next)
            }
        }
    }

    /// The screens a move into an action that returns can end on, from `screen`.
    func returnTargets(from screen: Int32) -> [Int32] {
        guard !isCoarse else { return Array(0..<Int32(tops.count)) }
        guard overlay[Int(screen)] else { return [screen] }
        return Set(beneath[Int(screen)].map { $0 >= 0 ? $0 : screen }).sorted()
    }

    /// The screens the back gesture of `screen` can end on.
    func backTargets(of screen: Int32) -> [Int32] {
        guard !isCoarse else { return Array(0..<Int32(tops.count)) }
        let candidates = overlay[Int(screen)] ? beneath[Int(screen)] : tops[Int(screen)]
        return candidates.filter { $0 >= 0 }.sorted()
    }

    private mutating func add(_ values: Set<Int32>, toTopsOf screen: Int32, changed: inout [Int32], budget: inout Int) {
        let before = tops[Int(screen)].count
        tops[Int(screen)].formUnion(values)
        budget -= values.count
        if tops[Int(screen)].count != before || !reached[Int(screen)] { changed.append(screen) }
        reached[Int(screen)] = true
    }

    /// Entering `target` from `source` by a move or the end of an action's chain.
    private mutating func enter(_ target: Int32, from source: Int32, changed: inout [Int32], budget: inout Int) {
        var added: Set<Int32> = []
        if hasBack[Int(target)], !overlay[Int(target)] { added.formUnion(below[Int(target)]) }
        let solids: Set<Int32> = overlay[Int(source)] ? beneath[Int(source)] : [source]
        if target == source || overlay[Int(source)] && beneath[Int(source)].contains(target) {
            added.formUnion(tops[Int(source)])
        }
        // The rules that push or clear apply unless the move stays on its screen or
        // closes an overlay onto the screen beneath it.
        let others = target == source ? [] : solids.filter { $0 != target }.sorted()
        if overlay[Int(target)], target != source {
            added.formUnion(tops[Int(source)])
            let before = beneath[Int(target)].count
            beneath[Int(target)].formUnion(solids)
            budget -= solids.count
            if beneath[Int(target)].count != before { changed.append(target) }
        } else if hasBack[Int(target)] {
            for solid in others {
                guard solid >= 0 else {
                    added.formUnion(tops[Int(source)])
                    continue
                }
                added.insert(solid)
                pushed(solid, onto: tops[Int(source)], changed: &changed, budget: &budget)
            }
        } else if !others.isEmpty {
            added.insert(-1)
        }
        add(added, toTopsOf: target, changed: &changed, budget: &budget)
    }

    /// A push of `screen` on a stack whose top is one of `tops`.
    private mutating func pushed(_ screen: Int32, onto tops: Set<Int32>, changed: inout [Int32], budget: inout Int) {
        let before = below[Int(screen)].count
        below[Int(screen)].formUnion(tops)
        budget -= tops.count
        // Popping down to the screen, or going back to it, uncovers what lay beneath it.
        if below[Int(screen)].count != before, reached[Int(screen)] {
            add(below[Int(screen)], toTopsOf: screen, changed: &changed, budget: &budget)
        }
    }

    private mutating func goBack(from screen: Int32, changed: inout [Int32], budget: inout Int) {
        if overlay[Int(screen)] {
            for target in beneath[Int(screen)].sorted() where target >= 0 {
                add(tops[Int(screen)].union(below[Int(target)]), toTopsOf: target, changed: &changed, budget: &budget)
            }
        } else {
            for target in tops[Int(screen)].sorted() where target >= 0 {
                add(below[Int(target)], toTopsOf: target, changed: &changed, budget: &budget)
            }
        }
    }

    /// Every screen a possible top and screen beneath; reached is what the moves reach
    /// from the start when back gestures and returns may lead anywhere.
    private mutating func makeCoarse(graph: ScreenGraph, ends: [RelaxedGraph.End]) {
        isCoarse = true
        let count = graph.screenCount
        let every = Set((-1..<Int32(count)))
        tops = Array(repeating: every, count: count)
        beneath = Array(repeating: every, count: count)
        below = Array(repeating: [], count: count)
        reached = Array(repeating: false, count: count)
        reached[Int(graph.start)] = true
        var queue: [Int32] = [graph.start]
        var anywhere = false
        while let screen = queue.popLast() {
            var targets: [Int32] = []
            for index in graph.movesOut(of: screen) {
                switch ends[index] {
                case .screen(let target): targets.append(target)
                case .returning: anywhere = anywhere || overlay[Int(screen)]
                case .never: break
                }
            }
            if hasBack[Int(screen)] { anywhere = true }
            if anywhere {
                reached = Array(repeating: true, count: count)
                return
            }
            for target in targets where !reached[Int(target)] {
                reached[Int(target)] = true
                queue.append(target)
            }
        }
    }
}

/// The directed Chinese-postman bound of a set of items on the ``RelaxedGraph``, and a
/// plan that meets it there.
///
/// A tour is a set of routes, each from the start; starting afresh costs no gesture.
/// Add a free "restart" arc from every screen to the start and a tour becomes a closed
/// walk, so every screen is entered as often as it is left. The required items alone
/// leave some screens with more ways out than in (they must be entered again) and some
/// with more ways in (a route can end there and restart). The least number of extra
/// gestures that evens this out is a minimum-cost flow from the screens with ways in to
/// spare (through the start, by restarts) to those short of ways in, over the relaxed
/// graph's gestures at one each. An item that may end on several screens (a back
/// gesture, a return from an overlay) ends on whichever the flow finds best: the
/// relaxation lets it, so the bound stays a lower bound.
///
/// The bound is the number of items plus the flow's cost. Every item given must be
/// takeable in the relaxed graph (``RelaxedGraph/canTake(_:)``); each is counted once.
/// It leaves out what connecting the walk costs (a group of items balanced among
/// themselves away from the start still needs a way there), so it is a lower bound,
/// not the relaxed optimum; the plan pays for those connections.
struct ChinesePostman {
    /// One gesture of the plan: an item taken from a screen to a screen, or a restart.
    struct Arc: Equatable {
        /// The item taken, or -1 for a restart.
        var item: Int
        var from: Int32
        var to: Int32
    }

    /// The least number of gestures of a tour taking every item, in the relaxed graph.
    let bound: Int
    /// How many flow phases the bound took: a measure of its work.
    let phases: Int

    private let relaxed: RelaxedGraph
    private let required: [Int]
    private var network: MinCostFlow
    private let hubOf: [Range<Int>: Int]
    /// The network's arc for each (screen, screen or hub) pair, with an item that takes it.
    private var connectors: [(arc: Int, item: Int, from: Int32, to: Int32)] = []
    private var hubArcs: [(arc: Int, hub: Int, target: Int32)] = []
    private var restartArcs: [(arc: Int, from: Int32)] = []

    /// - Parameter usable: the items the flow may take again to connect others; all of
    ///   them by default, as the bound needs. A plan gets a better start without those
    ///   a guard is known to keep closed.
    /// - Complexity: O(P × (E log V + V E)) for P flow phases, at most the relaxed
    ///   graph's diameter plus one.
    init(relaxed: RelaxedGraph, required: [Int], usable: [Bool]? = nil) {
        self.relaxed = relaxed
        self.required = required
        let screens = relaxed.screenCount
        var hubOf: [Range<Int>: Int] = [:]
        for item in 0..<relaxed.itemCount where relaxed.canTake(item) && relaxed.targetRange[item].count > 1 {
            if hubOf[relaxed.targetRange[item]] == nil { hubOf[relaxed.targetRange[item]] = screens + hubOf.count }
        }
        self.hubOf = hubOf
        let source = screens + hubOf.count
        let sink = source + 1
        var network = MinCostFlow(nodeCount: sink + 1)
        var seen = Set<UInt64>()
        func destination(_ item: Int) -> Int {
            let range = relaxed.targetRange[item]
            return range.count == 1 ? Int(relaxed.targets[range.lowerBound]) : hubOf[range] ?? 0
        }
        for item in 0..<relaxed.itemCount where relaxed.canTake(item) && usable?[item] ?? true {
            let from = relaxed.origin[item]
            let into = destination(item)
            guard seen.insert(pack(from, Int32(into))).inserted else { continue }
            let arc = network.addArc(from: Int(from), to: into, capacity: MinCostFlow.unbounded, cost: 1)
            connectors.append((arc, item, from, Int32(into)))
        }
        for (range, hub) in hubOf.sorted(by: { $0.value < $1.value }) {
            for target in relaxed.targets[range] {
                hubArcs.append((network.addArc(from: hub, to: Int(target), capacity: MinCostFlow.unbounded, cost: 0), hub, target))
            }
        }
        for screen in 0..<screens where relaxed.reached[screen] && screen != Int(relaxed.start) {
            restartArcs.append((network.addArc(from: screen, to: Int(relaxed.start), capacity: MinCostFlow.unbounded, cost: 0), Int32(screen)))
        }
        var balance = [Int](repeating: 0, count: source)
        for item in required where relaxed.canTake(item) {
            balance[Int(relaxed.origin[item])] -= 1
            balance[destination(item)] += 1
        }
        var spare = 0
        for (node, value) in balance.enumerated() where value != 0 {
            if value > 0 {
                network.addArc(from: source, to: node, capacity: value, cost: 0)
                spare += value
            } else {
                network.addArc(from: node, to: sink, capacity: -value, cost: 0)
            }
        }
        let solved = network.solve(from: source, to: sink)
        let counted = required.filter { relaxed.canTake($0) }.count
        // Every screen short of ways in is an item's origin, which the start reaches, so
        // the flow always meets the need; were it not to, the item count alone is a bound.
        bound = counted + (solved.flow == spare ? solved.cost : 0)
        phases = network.phases
        self.network = network
    }

    /// Routes that take every required item: the items, the flow's extra gestures, and
    /// the shortest way from the start to each group of items the flow leaves apart, in
    /// the order of an Euler circuit (Hierholzer's), cut at the restarts.
    ///
    /// - Parameter seed: shuffles the order arcs leave a screen in; `nil` keeps item order.
    /// - Complexity: O(V + E + A) for A arcs in the plan, plus one breadth-first search
    ///   per group apart from the start.
    func plan(seed: UInt64?) -> [[Arc]] {
        var arcs: [Arc] = []
        var hubTargets: [Int: [Int32]] = [:]
        for (arc, hub, target) in hubArcs {
            hubTargets[hub, default: []] += Array(repeating: target, count: network.flow(on: arc))
        }
        func add(_ item: Int, from: Int32, into: Int32) {
            var target = into
            if Int(into) >= relaxed.screenCount {
                target = hubTargets[Int(into)]?.popLast() ?? relaxed.targets[relaxed.targetRange[item].lowerBound]
            }
            arcs.append(Arc(item: item, from: from, to: target))
        }
        for item in required where relaxed.canTake(item) {
            let range = relaxed.targetRange[item]
            add(item, from: relaxed.origin[item], into: range.count == 1 ? relaxed.targets[range.lowerBound] : Int32(hubOf[range] ?? 0))
        }
        for (arc, item, from, into) in connectors {
            for _ in 0..<network.flow(on: arc) { add(item, from: from, into: into) }
        }
        for (arc, from) in restartArcs {
            arcs += Array(repeating: Arc(item: -1, from: from, to: relaxed.start), count: network.flow(on: arc))
        }
        connect(&arcs)
        return circuit(arcs, seed: seed)
    }

    /// Adds, for each group of arcs the start does not reach, the shortest relaxed way
    /// from the start to it and a restart back: the connection the bound leaves out.
    private func connect(_ arcs: inout [Arc]) {
        let screens = relaxed.screenCount
        var adjacency = [[Int32]](repeating: [], count: screens)
        for (index, arc) in arcs.enumerated() { adjacency[Int(arc.from)].append(Int32(index)) }
        var visited = [Bool](repeating: false, count: screens)
        func visit(from screen: Int32) {
            guard !visited[Int(screen)] else { return }
            visited[Int(screen)] = true
            var stack = [screen]
            while let node = stack.popLast() {
                for index in adjacency[Int(node)] where !visited[Int(arcs[Int(index)].to)] {
                    visited[Int(arcs[Int(index)].to)] = true
                    stack.append(arcs[Int(index)].to)
                }
            }
        }
        visit(from: relaxed.start)
        // One breadth-first search from the start over every relaxed gesture.
        var parent = [Int](repeating: -1, count: screens)
        var parentFrom = [Int32](repeating: -1, count: screens)
        var order = [relaxed.start]
        var found = [Bool](repeating: false, count: screens)
        found[Int(relaxed.start)] = true
        var moves = [[Int]](repeating: [], count: screens)
        for item in 0..<relaxed.itemCount where relaxed.canTake(item) { moves[Int(relaxed.origin[item])].append(item) }
        var front = 0
        while front < order.count {
            let node = order[front]
            front += 1
            for item in moves[Int(node)] {
                for target in relaxed.targets(of: item) where !found[Int(target)] {
                    found[Int(target)] = true
                    parent[Int(target)] = item
                    parentFrom[Int(target)] = node
                    order.append(target)
                }
            }
        }
        // Nearest groups first: a way to one may pass through another.
        for screen in order where !visited[Int(screen)] && !adjacency[Int(screen)].isEmpty {
            var path: [Arc] = []
            var node = screen
            while node != relaxed.start, parent[Int(node)] >= 0 {
                path.append(Arc(item: parent[Int(node)], from: parentFrom[Int(node)], to: node))
                node = parentFrom[Int(node)]
            }
            path.reverse()
            path.append(Arc(item: -1, from: screen, to: relaxed.start))
            for arc in path {
                adjacency[Int(arc.from)].append(Int32(arcs.count))
                arcs.append(arc)
            }
            for arc in path { visit(from: arc.to) }
        }
    }

    /// An Euler circuit from the start over `arcs`, cut into routes at the restarts.
    private func circuit(_ arcs: [Arc], seed: UInt64?) -> [[Arc]] {
        var adjacency = [[Int32]](repeating: [], count: relaxed.screenCount)
        for (index, arc) in arcs.enumerated() { adjacency[Int(arc.from)].append(Int32(index)) }
        if let seed {
            var random = SplitMix64(seed: seed)
            for node in adjacency.indices { adjacency[node].shuffle(using: &random) }
        } else {
            // Taken from the back of each list: reversed, item order comes first.
            for node in adjacency.indices { adjacency[node].reverse() }
        }
        return EulerRoutes.cut(from: relaxed.start, out: adjacency, target: { arcs[Int($0)].to }, isRestart: { arcs[Int($0)].item < 0 })
            .map { $0.map { arcs[Int($0)] } }
    }
}

import Testing

@testable import ScreenGraphKit

/// The least-cost flow behind a tour's Chinese-postman bound (``ChinesePostman``): as
/// much flow as the network carries from source to sink, at the least cost of any flow
/// that large. Checked by hand on a small network and against an exhaustive search of
/// every integer flow on small seeded networks; a failure names its seed.
@Suite struct MinCostFlowTests {
    struct Arc {
        var from: Int
        var to: Int
        var capacity: Int
        var cost: Int
    }

    /// The largest flow from `source` to `sink` and the least cost of a flow that large,
    /// by trying every integer flow on every arc and keeping those that are conserved at
    /// every other node.
    static func bruteForce(_ arcs: [Arc], nodeCount: Int, source: Int, sink: Int) -> (flow: Int, cost: Int) {
        var best = (flow: 0, cost: 0)
        var flows = [Int](repeating: 0, count: arcs.count)
        func visit(_ index: Int) {
            guard index == arcs.count else {
                for amount in 0...arcs[index].capacity {
                    flows[index] = amount
                    visit(index + 1)
                }
                return
            }
            var balance = [Int](repeating: 0, count: nodeCount)
            for (arc, amount) in zip(arcs, flows) {
                balance[arc.from] -= amount
                balance[arc.to] += amount
            }
            guard balance.indices.allSatisfy({ $0 == source || $0 == sink || balance[$0] == 0 }) else { return }
            let value = balance[sink]
            let cost = zip(arcs, flows).reduce(0) { $0 + $1.0.cost * $1.1 }
            if value > best.flow || (value == best.flow && cost < best.cost) { best = (value, cost) }
        }
        visit(0)
        return best
    }

    /// From s to t, one unit over s → a → t (cost 1 + 1) and five over s → b → t
    /// (cost 2 + 2 each): 6 units for 2 + 5 × 4 = 22, and each arc carries what it can.
    @Test func sendsEverythingAtLeastCost() {
        var network = MinCostFlow(nodeCount: 4)
        let (s, a, b, t) = (0, 1, 2, 3)
        let sa = network.addArc(from: s, to: a, capacity: 1, cost: 1)
        network.addArc(from: a, to: t, capacity: 1, cost: 1)
        let sb = network.addArc(from: s, to: b, capacity: 5, cost: 2)
        network.addArc(from: b, to: t, capacity: 5, cost: 2)
        #expect(network.solve(from: s, to: t) == (flow: 6, cost: 22))
        #expect(network.flow(on: sa) == 1)
        #expect(network.flow(on: sb) == 5)
    }

    /// When a cheap path shares an arc with a dear one, the cheap one gets the shared
    /// room: s → m (capacity 2), then m → t at cost 1 or at cost 5; 2 units, both cheap.
    @Test func theCheapPathTakesTheSharedRoom() {
        var network = MinCostFlow(nodeCount: 3)
        network.addArc(from: 0, to: 1, capacity: 2, cost: 0)
        let dear = network.addArc(from: 1, to: 2, capacity: 2, cost: 5)
        let cheap = network.addArc(from: 1, to: 2, capacity: 2, cost: 1)
        #expect(network.solve(from: 0, to: 2) == (flow: 2, cost: 2))
        #expect(network.flow(on: cheap) == 2)
        #expect(network.flow(on: dear) == 0)
    }

    /// A sink no arc reaches gets nothing, and nothing is spent; no phase runs.
    @Test func anUnreachableSinkGetsNothing() {
        var network = MinCostFlow(nodeCount: 3)
        let arc = network.addArc(from: 0, to: 1, capacity: MinCostFlow.unbounded, cost: 1)
        #expect(network.solve(from: 0, to: 2) == (flow: 0, cost: 0))
        #expect(network.flow(on: arc) == 0)
        #expect(network.phases == 0)
    }

    /// On 300 seeded networks of 5 nodes and up to 6 arcs with capacities up to 2 and
    /// costs up to 3, the solver's flow and cost are the exhaustive search's; its flow on
    /// each arc is within the arc's capacity, conserved at every inner node, and costs
    /// what it reports.
    @Test(arguments: [UInt64(0), 1, 2])
    func agreesWithExhaustiveSearch(batch: UInt64) {
        let nodeCount = 5
        let (source, sink) = (0, nodeCount - 1)
        for seed in batch * 100..<(batch + 1) * 100 {
            var random = SplitMix64(seed: seed)
            var arcs: [Arc] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let from = Int.random(in: 0..<nodeCount, using: &random)
                var to = Int.random(in: 0..<nodeCount - 1, using: &random)
                if to >= from { to += 1 }
                arcs.append(Arc(from: from, to: to, capacity: Int.random(in: 0...2, using: &random), cost: Int.random(in: 0...3, using: &random)))
            }
            var network = MinCostFlow(nodeCount: nodeCount)
            let indices = arcs.map { network.addArc(from: $0.from, to: $0.to, capacity: $0.capacity, cost: $0.cost) }
            let solved = network.solve(from: source, to: sink)
            let expected = Self.bruteForce(arcs, nodeCount: nodeCount, source: source, sink: sink)
            #expect(solved == expected, "seed \(seed): \(arcs)")
            var balance = [Int](repeating: 0, count: nodeCount)
            var spent = 0
            for (arc, index) in zip(arcs, indices) {
                let amount = network.flow(on: index)
                #expect((0...arc.capacity).contains(amount), "seed \(seed): \(amount) on \(arc)")
                balance[arc.from] -= amount
                balance[arc.to] += amount
                spent += amount * arc.cost
            }
            #expect(spent == solved.cost, "seed \(seed)")
            #expect(balance[sink] == solved.flow, "seed \(seed)")
            #expect((1..<sink).allSatisfy { balance[$0] == 0 }, "seed \(seed): \(balance)")
        }
    }
}

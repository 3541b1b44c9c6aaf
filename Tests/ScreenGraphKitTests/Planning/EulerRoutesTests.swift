import Testing

@testable import ScreenGraphKit

/// Routes from an Euler circuit: the walk from the start that takes every arc of a
/// balanced, connected multigraph once, cut where it restarts (restart arcs left out).
/// Arcs here are indices into a list of (from, to) pairs.
@Suite struct EulerRoutesTests {
    static func routes(_ arcs: [(from: Int32, to: Int32)], nodes: Int, restarts: Set<Int32> = []) -> [[Int32]] {
        var out = [[Int32]](repeating: [], count: nodes)
        for (index, arc) in arcs.enumerated() { out[Int(arc.from)].append(Int32(index)) }
        return EulerRoutes.cut(from: 0, out: out, target: { arcs[Int($0)].to }, isRestart: restarts.contains)
    }

    /// A node with no arcs: no routes at all, not one empty route.
    @Test func noArcsNoRoutes() {
        #expect(Self.routes([], nodes: 1).isEmpty)
    }

    /// Two loops through node 0, 0 → 1 → 0 and 0 → 2 → 0: one walk takes all four arcs,
    /// the last listed out of a node first (arc 2, 0 → 2).
    @Test func oneWalkTakesBothLoops() {
        let arcs: [(from: Int32, to: Int32)] = [(0, 1), (1, 0), (0, 2), (2, 0)]
        #expect(Self.routes(arcs, nodes: 3) == [[2, 3, 0, 1]])
        // Arc 3 (2 → 0) is a restart: the walk is cut there and the arc left out.
        #expect(Self.routes(arcs, nodes: 3, restarts: [3]) == [[2], [0, 1]])
        // A restart first or last leaves no empty route.
        #expect(Self.routes(arcs, nodes: 3, restarts: [1, 2, 3]) == [[0]])
    }

    /// On seeded random multigraphs made of closed walks from node 0 (so balanced and
    /// connected), with no restarts the one route is an Euler circuit: it starts and ends
    /// at 0, each arc leads where the next starts, and it takes every arc exactly once.
    /// With some arcs as restarts the routes are that circuit cut at them.
    @Test(arguments: [UInt64(5), 6, 7, 8])
    func routesAreTheCircuitCutAtRestarts(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let nodes = 6
        var arcs: [(from: Int32, to: Int32)] = []
        for _ in 0..<Int.random(in: 1...5, using: &random) {
            var node: Int32 = 0
            for step in 0..<Int.random(in: 1...6, using: &random) {
                let next = step == 5 ? 0 : Int32.random(in: 0..<Int32(nodes), using: &random)
                arcs.append((node, next))
                node = next
            }
            if node != 0 { arcs.append((node, 0)) }
        }
        arcs.shuffle(using: &random)
        let whole = Self.routes(arcs, nodes: nodes)
        #expect(whole.count == 1, "seed \(seed)")
        let circuit = whole.first ?? []
        #expect(circuit.sorted() == Array(0..<Int32(arcs.count)), "seed \(seed): every arc once")
        #expect(arcs[Int(circuit.first ?? 0)].from == 0 && arcs[Int(circuit.last ?? 0)].to == 0, "seed \(seed)")
        for (arc, next) in zip(circuit, circuit.dropFirst()) {
            #expect(arcs[Int(arc)].to == arcs[Int(next)].from, "seed \(seed): \(arc) then \(next)")
        }
        let restarts = Set((0..<Int32(arcs.count)).filter { _ in Bool.random(using: &random) })
        let cut = circuit.split(whereSeparator: restarts.contains).map(Array.init)
        #expect(Self.routes(arcs, nodes: nodes, restarts: restarts) == cut, "seed \(seed): restarts \(restarts.sorted())")
    }
}

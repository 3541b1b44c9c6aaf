import Testing

@testable import ScreenGraphKit

/// The explored states of a tour's one search as flat arrays: states with their items,
/// the arcs (gestures) out of each, an arc found by its move, and the fewest gestures
/// from the start with a shortest path. Built here by hand and at seeded random, against
/// a linear scan and a relaxation until nothing changes. (Its `explore`, which fills it
/// from a real search, is exercised by every tour: ``TourTests``.)
@Suite struct TourStateGraphTests {
    /// Three states: the start with arcs by moves 2 and 5 and a back gesture, a second
    /// with one arc back to the start, a third that no arc reaches.
    @Test func arcsStatesAndPathsByHand() {
        var states = TourStateGraph()
        let start = states.addState(node: 10, user: 0, items: [7])
        let second = states.addState(node: 11, user: 1, items: [])
        let third = states.addState(node: 12, user: 0, items: [8, 9])
        states.setArcs(of: start, [(second, 2, [1]), (second, 5, []), (start, SearchSpace.Via.back, [3, 4])])
        states.setArcs(of: second, [(start, 0, [])])
        states.measureFromStart()
        #expect(states.stateCount == 3)
        #expect(Array(states.items(at: third)) == [8, 9] && states.items(at: second).isEmpty)
        #expect(states.arc(from: start, via: 2) == 0)
        #expect(states.arc(from: start, via: 5) == 1)
        #expect(states.arc(from: start, via: 3) == nil)
        #expect(states.arc(from: start, via: SearchSpace.Via.back) == 2)
        #expect(states.arc(from: third, via: 0) == nil, "a state not explored has no arcs")
        #expect(Array(states.items(of: 2)) == [3, 4])
        #expect(states.arcSource(of: 3) == second)
        #expect(states.distance == [0, 1, .max])
        #expect(states.pathFromStart(to: second) == [0])
        #expect(states.pathFromStart(to: start).isEmpty)
        #expect(states.parentArc[Int(third)] == -1)
    }

    /// Nothing explored: no distances.
    @Test func emptyGraph() {
        var states = TourStateGraph()
        states.measureFromStart()
        #expect(states.distance.isEmpty && states.stateCount == 0)
    }

    /// Seeded random state graphs of 40 states, some not explored: every arc is found by
    /// its move as a linear scan finds it; distances are those of a relaxation until
    /// nothing changes; each shortest path starts at the start, follows its arcs and is
    /// as long as the distance.
    @Test(arguments: [UInt64(91), 92, 93])
    func agreesWithScansAndRelaxation(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let count: Int32 = 40
        var states = TourStateGraph()
        for _ in 0..<count { _ = states.addState(node: 0, user: 0, items: []) }
        var arcs: [[(target: Int32, via: Int32)]] = []
        for state in 0..<count {
            var moves = Set<Int32>()
            for _ in 0..<Int.random(in: 0..<4, using: &random) where Int.random(in: 0..<5, using: &random) > 0 {
                moves.insert(Int32.random(in: 0..<20, using: &random))
            }
            var out = moves.sorted().map { (target: Int32.random(in: 0..<count, using: &random), via: $0) }
            if Bool.random(using: &random) { out.append((Int32.random(in: 0..<count, using: &random), SearchSpace.Via.back)) }
            arcs.append(out)
            states.setArcs(of: state, out.map { ($0.target, $0.via, []) })
        }
        states.measureFromStart()
        for state in 0..<count {
            for via in [SearchSpace.Via.back] + (0..<Int32(20)) {
                let expected = states.arcs(from: state).first { states.arcVia[$0] == via }
                #expect(states.arc(from: state, via: via) == expected, "seed \(seed): state \(state) via \(via)")
            }
        }
        var distance = [Int32](repeating: .max, count: Int(count))
        distance[0] = 0
        var changed = true
        while changed {
            changed = false
            for (state, out) in arcs.enumerated() where distance[state] < .max {
                for arc in out where distance[state] + 1 < distance[Int(arc.target)] {
                    distance[Int(arc.target)] = distance[state] + 1
                    changed = true
                }
            }
        }
        #expect(states.distance == distance, "seed \(seed)")
        for state in 0..<count where distance[Int(state)] < .max {
            let path = states.pathFromStart(to: state)
            #expect(path.count == Int(distance[Int(state)]), "seed \(seed): state \(state)")
            var at: Int32 = 0
            for arc in path {
                #expect(states.arcSource(of: Int(arc)) == at, "seed \(seed)")
                at = states.arcTarget[Int(arc)]
            }
            #expect(at == state, "seed \(seed)")
        }
        #expect(distance.filter { $0 < .max }.count > 5, "seed \(seed): some states are reached")
    }
}

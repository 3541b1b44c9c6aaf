import Testing

@testable import ScreenGraphKit

/// Which screens can be on top of the back stack, and beneath an overlay, on each screen
/// a route from the start reaches, guards taken as true: an over-approximation of every
/// real stack. Checked by hand, and against every state a search of the real rules
/// (``Planner/openMoves(from:)``) reaches on seeded random graphs.
@Suite struct StackTopsTests {
    static func tops(_ graph: ScreenGraph) -> StackTops {
        let relaxed = RelaxedGraph(graph: graph)
        return StackTops(graph: graph, origin: relaxed.origin, ends: (0..<graph.moves.count).map { RelaxedGraph.chainEnd(of: $0, in: graph) })
    }

    /// A → B → C, B and C with back gestures, then C → A, which has none. Entering B
    /// from A pushes A; entering C pushes B; A, with no back gesture, clears the stack
    /// (-1, the empty stack). Going back from C leaves A on top on B again.
    @Test func pushesAndClearsByHand() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.backAction(.tap("back"))
                screen.tap("c", to: "C")
            }
            map.addScreenState("C") { screen in
                screen.backAction(.tap("back"))
                screen.tap("a", to: "A")
            }
            map.addScreenState("Island")
        }
        let tops = Self.tops(graph)
        func id(_ name: String) throws -> Int32 { try #require(graph.nodeIDs[name]) }
        func named(_ set: Set<Int32>) -> [String] { set.map { $0 < 0 ? "empty" : graph.nodeNames[Int($0)] }.sorted() }
        #expect(!tops.isCoarse)
        #expect(named(tops.tops[Int(try id("A"))]) == ["empty"])
        #expect(named(tops.tops[Int(try id("B"))]) == ["A"])
        #expect(named(tops.tops[Int(try id("C"))]) == ["B"])
        #expect(tops.backTargets(of: try id("C")) == [try id("B")])
        #expect(tops.backTargets(of: try id("B")) == [try id("A")])
        let island = Int(try id("Island"))
        #expect(tops.reached[Int(try id("C"))])
        #expect(!tops.reached[island] && tops.tops[island].isEmpty, "no route reaches Island")
    }

    /// On 100 seeded random graphs with back gestures, overlays and action chains, every
    /// state that the real rules reach from the start (up to 3,000 a graph; some 250 to 500 a batch) is on a
    /// reached screen whose sets hold its top of stack and, on an overlay, the screen
    /// beneath it.
    @Test(arguments: [UInt64(0), 1])
    func holdEveryRealStack(batch: UInt64) throws {
        var states = 0
        for seed in 300 + batch * 50..<300 + (batch + 1) * 50 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 6).definition)
            let planner = Planner(graph: graph)
            let tops = Self.tops(graph)
            var seen: [NavigationState] = []
            var queue = [NavigationState(startingOn: graph.start, in: graph)]
            while let state = queue.popLast(), seen.count < 3_000 {
                guard !seen.contains(state) else { continue }
                seen.append(state)
                queue += planner.openMoves(from: state).map(\.step.position)
                let screen = Int(state.node)
                guard screen < graph.screenCount else { continue }
                let top = Array(state.stack).last ?? -1
                #expect(tops.reached[screen], "seed \(seed): \(graph.nodeNames[screen]) reached but not in the analysis")
                #expect(tops.tops[screen].contains(top), "seed \(seed): on \(graph.nodeNames[screen]) with \(top) on top")
                if graph.hot[screen].dismissOnUse {
                    #expect(tops.beneath[screen].contains(state.beneath), "seed \(seed): \(graph.nodeNames[screen]) over \(state.beneath)")
                }
            }
            states += seen.count
        }
        #expect(states >= 200, "batch \(batch): \(states) states checked")
    }
}

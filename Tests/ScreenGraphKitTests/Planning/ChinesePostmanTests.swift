import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The directed Chinese-postman bound of a set of items on the ``RelaxedGraph`` (the
/// items plus the least-cost flow that balances every screen's ways in and out, restarts
/// free), and a plan of routes that takes them there. Checked by hand and against an
/// exhaustive search of the relaxed graph on seeded random graphs: the bound is at most
/// the relaxed optimum, which is at most the plan's gestures. ``TourBoundTests`` checks
/// the bound against the real optimum.
@Suite struct ChinesePostmanTests {
    static func postman(_ graph: ScreenGraph) -> (RelaxedGraph, ChinesePostman) {
        let relaxed = RelaxedGraph(graph: graph)
        return (relaxed, ChinesePostman(relaxed: relaxed, required: (0..<relaxed.itemCount).filter(relaxed.canTake)))
    }

    /// The fewest gestures of relaxed routes from the start that take every item in
    /// `items`, a restart to the start free: a 0-1 breadth-first search over (screen,
    /// items taken); `nil` past `limit` search nodes.
    static func relaxedOptimum(_ relaxed: RelaxedGraph, items: [Int], limit: Int) -> Int? {
        let bit = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, UInt64(1) << UInt64($0)) })
        let all = items.indices.reduce(UInt64(0)) { $0 | UInt64(1) << UInt64($1) }
        var moves = [[Int]](repeating: [], count: relaxed.screenCount)
        for item in 0..<relaxed.itemCount where relaxed.canTake(item) { moves[Int(relaxed.origin[item])].append(item) }
        struct Key: Hashable {
            var screen: Int32
            var taken: UInt64
        }
        var distance: [Key: Int] = [Key(screen: relaxed.start, taken: 0): 0]
        var current = [Key(screen: relaxed.start, taken: 0)]
        var next: [Key] = []
        var depth = 0
        while !current.isEmpty {
            while let key = current.popLast() {
                guard distance[key] == depth else { continue }
                if key.taken == all { return depth }
                var steps = [(Key(screen: relaxed.start, taken: key.taken), 0)]
                for item in moves[Int(key.screen)] {
                    for target in relaxed.targets(of: item) { steps.append((Key(screen: target, taken: key.taken | (bit[item] ?? 0)), 1)) }
                }
                for (target, cost) in steps where distance[target].map({ $0 > depth + cost }) ?? true {
                    distance[target] = depth + cost
                    if cost == 0 { current.append(target) } else { next.append(target) }
                    guard distance.count <= limit else { return nil }
                }
            }
            swap(&current, &next)
            depth += 1
        }
        return nil
    }

    /// Shapes worked out by hand, every item required.
    @Test func boundsByHand() throws {
        // A cycle of 5: one walk round it.
        #expect(Self.postman(try ScreenGraph(Shapes.cycle(5))).1.bound == 5)
        // A path of 5 screens: one route to the end, no way back needed.
        #expect(Self.postman(try ScreenGraph(Shapes.path(5))).1.bound == 4)
        // B → A twice, A → B once: B must be entered once more, by A → B: 3 + 1.
        let twice = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.tap("one", to: "A")
                screen.tap("two", to: "A")
            }
        }
        #expect(Self.postman(twice).1.bound == 4)
        // Nothing required: nothing to take.
        #expect(ChinesePostman(relaxed: RelaxedGraph(graph: twice), required: []).bound == 0)
    }

    /// The plan's routes on `twice`: A → B → A, then B entered again from A and left.
    @Test func planIsAnEulerWalkCutAtRestarts() throws {
        let graph = try ScreenGraph.build(start: "A") { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.tap("one", to: "A")
                screen.tap("two", to: "A")
            }
        }
        let (_, postman) = Self.postman(graph)
        let routes = postman.plan(seed: nil)
        let names = routes.map { $0.map { "\(graph.nodeNames[Int($0.from)])→\(graph.nodeNames[Int($0.to)])" } }
        #expect(names == [["A→B", "B→A", "A→B", "B→A"]])
        #expect(routes.joined().filter { $0.item >= 0 }.count == postman.bound)
    }

    /// On 150 seeded random graphs with guards, effects, back gestures, overlays and
    /// action chains (graphs of at most 12 takeable items): the bound is at most the
    /// relaxed optimum, which is at most the plan's gestures; every route of the plan
    /// starts at the start and follows the relaxed graph, and takes every item.
    @Test(arguments: [UInt64(0), 1, 2])
    func boundAndPlanAgainstTheRelaxedOptimum(batch: UInt64) throws {
        var checked = 0
        for seed in 500 + batch * 50..<500 + (batch + 1) * 50 {
            let graph = try ScreenGraph(RandomGraph(seed: seed, backTenths: 5).definition)
            let (relaxed, postman) = Self.postman(graph)
            let items = (0..<relaxed.itemCount).filter(relaxed.canTake)
            guard items.count <= 12, let optimum = Self.relaxedOptimum(relaxed, items: items, limit: 200_000) else { continue }
            let routes = postman.plan(seed: seed)
            let gestures = routes.joined().count
            #expect(postman.bound <= optimum, "seed \(seed): bound \(postman.bound) above the relaxed optimum \(optimum)")
            #expect(optimum <= gestures, "seed \(seed): a plan of \(gestures) below the relaxed optimum \(optimum)")
            #expect(Set(routes.joined().map(\.item)) == Set(items), "seed \(seed): the plan takes every item, and only items")
            for route in routes {
                #expect(route.first?.from == relaxed.start, "seed \(seed): a route starts at the start")
                for (arc, next) in zip(route, route.dropFirst()) { #expect(arc.to == next.from, "seed \(seed)") }
                for arc in route {
                    #expect(relaxed.origin[arc.item] == arc.from && relaxed.targets(of: arc.item).contains(arc.to), "seed \(seed): \(arc)")
                }
            }
            checked += 1
        }
        #expect(checked >= 30, "batch \(batch): \(checked) graphs checked")
    }
}

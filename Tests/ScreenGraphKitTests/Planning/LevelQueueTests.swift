import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The A* frontier of whole bounds (``LevelQueue``) pops what the heap pops, and a
/// state-aware search over it explores the same states in the same order: the same
/// routes, the same counts of explored states, the same nearest state in an error.
@Suite struct LevelQueueTests {
    /// A search's use of the queue, driven at random: each popped entry pushes up to 2
    /// successors (keeping 300 to 600 entries queued) at one more hop, with bounds from 3 below its own (a heuristic that
    /// is not consistent) to the span above it, and now and then at any hops at or
    /// below the segment being taken; an entry that cannot reach the goal (an infinite
    /// bound) pushes successors of any bound. New entries take the next order; some reuse an
    /// old one, as an improved state does. The pops come in the heap's order.
    @Test(arguments: 0..<20)
    func popsInTheHeapsOrder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let span = 8
        var queue = LevelQueue(span: span)
        var heap = MinHeap()
        var order: Int32 = 0
        func entry(bound: UInt64, hops: Int32, order: Int32) -> LevelQueue.Entry {
            LevelQueue.Entry(
                state: order, hops: hops, order: order, cost: 0, node: 0, context: SearchContext(origin: -1, beneath: -1, stack: 0, user: 0))
        }
        var live = 0
        func push(bound: UInt64, hops: Int32, order: Int32) {
            live += 1
            queue.push(bound: bound, entry(bound: bound, hops: hops, order: order))
            heap.push(MinHeap.Entry(cost: Double(bound), hops: hops, order: order, state: order))
        }
        push(bound: 5, hops: 0, order: 0)
        order = 1
        var pops = 0
        while let (bound, popped) = queue.pop() {
            let expected = heap.pop()
            let matches = expected.map { $0.cost == Double(bound) && $0.hops == popped.hops && $0.order == popped.order } ?? false
            #expect(matches, "seed \(seed), pop \(pops): \(bound), \(popped.hops), \(popped.order) for \(String(describing: expected))")
            guard matches else { return }
            pops += 1
            guard pops < 20_000 else { continue }
            live -= 1
            // Between 300 and 600 entries queued, as in a search that takes most states it reaches.
            let successors = live < 300 ? 2 : live > 600 ? 0 : Int.random(in: 0...2, using: &random)
            for _ in 0..<successors {
                // A state from which the goal cannot be reached may lead to one of any
                // cost from which it can; the queue takes those by way of `early`.
                let low = bound >= 3 ? bound - 3 : 0
                let next =
                    bound == LevelQueue.infinite
                    ? UInt64.random(in: 0...1_000, using: &random) : UInt64.random(in: low...(bound + UInt64(span) - 1), using: &random)
                let reused = Int.random(in: 0..<10, using: &random) == 0 && order > 1
                let nextOrder = reused ? Int32.random(in: 0..<order, using: &random) : order
                let hops = Int.random(in: 0..<20, using: &random) == 0 ? Int32.random(in: 0...popped.hops + 1, using: &random) : popped.hops + 1
                push(bound: next, hops: hops, order: nextOrder)
                if !reused { order += 1 }
            }
            if Int.random(in: 0..<50, using: &random) == 0 {
                push(bound: LevelQueue.infinite, hops: popped.hops + 1, order: order)
                order += 1
            }
        }
        #expect(heap.pop() == nil, "seed \(seed)")
        #expect(
            pops >= 20_000 && queue.earlyPushes > 0 && queue.compactions > 0,
            "seed \(seed): \(pops) pops, \(queue.earlyPushes) early, \(queue.compactions) compactions")
    }

    /// The planner with levels and the planner with the heap, on the same searches.
    private func compare(_ graph: ScreenGraph, limit: Int, seed: UInt64, _ searches: (Planner) -> [String]) -> Int {
        let levels = Planner(graph: graph)
        let heap = Planner(graph: graph)
        heap.space.allowsBuckets = false
        levels.stateAwareLimit = limit
        heap.stateAwareLimit = limit
        #expect(searches(levels) == searches(heap), "seed \(seed)")
        #expect(!heap.space.usedLevels, "seed \(seed)")
        return levels.space.usedLevels ? levels.space.levels.earlyPushes : -1
    }

    /// Every screen and action of a random graph as the target, with state changes,
    /// and every screen with a condition on each field: the route, or the error, and
    /// how many states the search explored.
    private func searches(_ random: RandomGraph, _ graph: ScreenGraph) -> (Planner) -> [String] {
        { planner in
            var outcomes: [String] = []
            func note(_ search: () throws(PlanningError) -> Route) {
                do throws(PlanningError) {
                    outcomes.append(try search().description)
                } catch {
                    outcomes.append("\(error)")
                }
                outcomes.append("explored \(planner.exploredStates)")
            }
            for target in graph.screenNames + graph.actionNames {
                note { () throws(PlanningError) in try planner.route(to: target, allowingStateChanges: true) }
            }
            for target in graph.screenNames {
                for condition in ["x == 2", "y == 1 && x != 1", "x == 3"] {
                    note { () throws(PlanningError) in try planner.route(to: target, where: condition) }
                }
            }
            return outcomes
        }
    }

    /// On 1,000 seeded random graphs (guards, effects, back stacks, overlays, action
    /// chains; costs 1 to 3), with a bound that most unsatisfiable searches reach.
    @Test(arguments: 0..<10)
    func levelsAndHeapExploreTheSameStates(batch: UInt64) throws {
        var used = 0
        var early = 0
        for seed in batch * 100..<(batch + 1) * 100 {
            let random = RandomGraph(seed: seed, backTenths: 7, minimumEdges: 1)
            let graph = try ScreenGraph(random.definition)
            let pushes = compare(graph, limit: 60, seed: seed, searches(random, graph))
            if pushes >= 0 { used += 1 }
            early += max(pushes, 0)
        }
        // The searches must take the levels, and reopen states now and then.
        #expect(used >= 90 && early > 0, "batch \(batch): levels in \(used) graphs, \(early) early pushes")
    }

    /// The browser graph: routes that need actions, and a bound reached.
    @Test func levelsAndHeapAgreeOnTheBrowser() throws {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph"))
        let pushes = compare(graph, limit: 20_000, seed: 0) { planner in
            [
                ("LoginDetail", "passcode != nil && loggedIn"), ("BrowserTab", "loggedIn && trackingProtection == 2 && isPrivate"),
                ("LoginDetail", "numTabs < 0"), ("TabTray", "numTabs == 3"),
            ].flatMap { target, condition in
                let outcome: String
                do throws(PlanningError) {
                    outcome = try planner.route(to: target, where: condition).description
                } catch {
                    outcome = "\(error)"
                }
                return [outcome, "explored \(planner.exploredStates)"]
            }
        }
        #expect(pushes >= 0)
    }
}

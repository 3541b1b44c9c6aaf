import Testing

@testable import ScreenGraphKit

/// The planner's bucket queue for whole-number costs (Dial's algorithm): entries come out
/// by cost, then fewest hops, then first pushed, while every push costs 1 to `bound` more
/// than the entry last popped, as a search's moves do.
@Suite struct BucketQueueTests {
    @Test func popsByCostThenHopsThenOrder() {
        var queue = BucketQueue(bound: 3)
        #expect(queue.pop() == nil)
        queue.push(cost: 2, hops: 1, order: 0, state: 10)
        queue.push(cost: 1, hops: 4, order: 1, state: 11)
        queue.push(cost: 2, hops: 0, order: 2, state: 12)
        queue.push(cost: 3, hops: 0, order: 3, state: 13)
        queue.push(cost: 2, hops: 0, order: 4, state: 14)
        var popped: [String] = []
        while let (cost, entry) = queue.pop() { popped.append("\(cost):\(entry.state)") }
        #expect(popped == ["1:11", "2:12", "2:14", "2:10", "3:13"])
    }

    /// A seeded search: each pop pushes a few entries 1 to `bound` further, and the queue
    /// agrees with picking the least (cost, hops, order) from a list, across the wrap of
    /// its buckets.
    @Test(arguments: [UInt64(81), 82, 83])
    func agreesWithPickingTheLeastFromAList(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let bound = 4
        var queue = BucketQueue(bound: bound)
        var model: [(cost: Int, hops: Int32, order: Int32)] = []
        var order: Int32 = 0
        func push(cost: Int, hops: Int32) {
            queue.push(cost: cost, hops: hops, order: order, state: order)
            model.append((cost, hops, order))
            order += 1
        }
        push(cost: 0, hops: 0)
        var pops = 0
        while let (cost, entry) = queue.pop() {
            pops += 1
            let least = model.indices.min { (model[$0].cost, model[$0].hops, model[$0].order) < (model[$1].cost, model[$1].hops, model[$1].order) }!
            let expected = model.remove(at: least)
            #expect(cost == expected.cost && entry.state == expected.order, "seed \(seed): popped \(cost):\(entry.state)")
            guard order < 600 else { continue }
            for _ in 0..<Int.random(in: 1..<3, using: &random) {
                push(cost: cost + Int.random(in: 1...bound, using: &random), hops: entry.hops + Int32.random(in: 0..<2, using: &random))
            }
        }
        #expect(model.isEmpty, "seed \(seed)")
        #expect(pops == Int(order) && order >= 600, "seed \(seed): \(pops) pops")
        queue.removeAll()
        #expect(queue.current == 0)
        #expect(queue.pop() == nil)
    }

    /// On 300 seeded random graphs of whole costs, a route found with Dial's buckets is
    /// the route the heap finds: the same steps, so the same tie-breaks.
    @Test func bucketsAndHeapGiveTheSameRoutes() throws {
        for seed in UInt64(0)..<300 {
            let random = RandomGraph(seed: seed)
            let graph = try ScreenGraph(random.definition)
            let buckets = Planner(graph: graph)
            let heap = Planner(graph: graph)
            heap.space.allowsBuckets = false
            for target in graph.screenNames + graph.actionNames {
                let viaBuckets = try? buckets.route(to: target)
                let viaHeap = try? heap.route(to: target)
                #expect(viaBuckets?.description == viaHeap?.description, "seed \(seed): to \(target)")
                #expect(buckets.space.usedBuckets, "seed \(seed): the bucket planner used its buckets")
            }
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// The tour splitter's shards by load: the least loaded first, the lower shard on a tie.
@Suite struct LoadHeapTests {
    @Test func startsWithEveryShardEmptyInOrder() {
        var heap = LoadHeap(count: 3)
        #expect(heap.minimum?.load == 0)
        #expect([heap.popMinimum(), heap.popMinimum(), heap.popMinimum()] == [0, 1, 2])
        #expect(heap.isEmpty)
        #expect(heap.minimum == nil)
    }

    /// Giving work to the least loaded shard again and again, as the splitter does, against
    /// a linear search of the loads.
    @Test(arguments: [UInt64(61), 62])
    func alwaysHandsOutTheLeastLoadedShard(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let shards = 7
        var heap = LoadHeap(count: shards)
        var loads = [Int](repeating: 0, count: shards)
        for _ in 0..<500 {
            let expected = loads.indices.min { (loads[$0], $0) < (loads[$1], $1) }!
            #expect(heap.minimum?.load == loads[expected], "seed \(seed)")
            let shard = heap.popMinimum()
            #expect(shard == expected, "seed \(seed): loads \(loads)")
            loads[shard] += Int.random(in: 0..<5, using: &random)
            heap.push(load: loads[shard], shard: shard)
        }
    }
}

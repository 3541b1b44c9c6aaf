import Testing

@testable import ScreenGraphKit

/// The planner's four-ary heap: pops least cost first, then fewest hops, then first pushed.
@Suite struct MinHeapTests {
    @Test func popsInCostHopsAndOrder() {
        var heap = MinHeap()
        #expect(heap.pop() == nil)
        let pushed: [(cost: Double, hops: Int32)] = [(2, 1), (1, 5), (2, 0), (1, 5), (0.5, 9)]
        for (order, entry) in pushed.enumerated() {
            heap.push(MinHeap.Entry(cost: entry.cost, hops: entry.hops, order: Int32(order), state: Int32(100 + order)))
        }
        var states: [Int32] = []
        while let entry = heap.pop() { states.append(entry.state) }
        #expect(states == [104, 101, 103, 102, 100])
        #expect(heap.isEmpty)
    }

    /// Against a sort of the same entries, over seeded pushes and pops interleaved.
    @Test(arguments: [UInt64(1), 2, 3])
    func agreesWithSortingUnderInterleavedPushesAndPops(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var heap = MinHeap()
        var model: [MinHeap.Entry] = []
        for order in 0..<400 {
            if Int.random(in: 0..<3, using: &random) == 0 {
                let least = model.indices.min { model[$0] < model[$1] }
                let expected = least.map { model.remove(at: $0).state }
                #expect(heap.pop()?.state == expected, "seed \(seed)")
            } else {
                let entry = MinHeap.Entry(
                    cost: Double(Int.random(in: 0..<6, using: &random)), hops: Int32.random(in: 0..<3, using: &random),
                    order: Int32(order), state: Int32(order))
                heap.push(entry)
                model.append(entry)
            }
        }
        model.sort { $0 < $1 }
        var rest: [Int32] = []
        while let entry = heap.pop() { rest.append(entry.state) }
        #expect(rest == model.map(\.state), "seed \(seed)")
        heap.push(MinHeap.Entry(cost: 1, hops: 0, order: 0, state: 7))
        heap.removeAll()
        #expect(heap.isEmpty)
    }
}

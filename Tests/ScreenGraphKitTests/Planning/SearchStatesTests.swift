import Testing

@testable import ScreenGraphKit

/// The states of one search and what it knows of each: a record whose hops and closed
/// flag share one word, a discovery order that ties break on, and for the level
/// frontier a closed and a shared bit per state.
@Suite struct SearchStatesTests {
    /// Hops and the closed flag live in one word: setting one keeps the other, and a
    /// state reached anew (``SearchStates/StateRecord/setOpen(hops:)``) is open.
    @Test func hopsAndClosedAreIndependent() {
        var record = SearchStates.StateRecord(node: 3, context: 4, cost: 2, hops: 7, parent: 1, via: 0, order: 0)
        #expect(record.hops == 7 && !record.closed)
        record.closed = true
        #expect(record.hops == 7 && record.closed)
        record.hops = Int32.max
        #expect(record.hops == .max && record.closed, "the largest hop count leaves the flag alone")
        record.hops = 0
        #expect(record.hops == 0 && record.closed)
        record.setOpen(hops: 12)
        #expect(record.hops == 12 && !record.closed)
        let fresh = SearchStates.StateRecord(node: 0, context: 0)
        #expect(fresh.cost == .infinity && fresh.order == -1 && fresh.parent == -1 && !fresh.closed)
    }

    /// A state gets the next order the first time it is marked, and keeps it.
    @Test func discoveryOrderIsFirstMarkOnly() {
        var states = SearchStates()
        for node in Int32(0)..<4 { states.records.append(SearchStates.StateRecord(node: node, context: 0)) }
        for state in [Int32(2), 0, 2, 3, 0] { states.markDiscovered(state) }
        #expect((0..<4).map { states.records[$0].order } == [1, -1, 0, 2])
        #expect(states.discovered == 3)
        states.setCost(4.5, hops: 3, of: 1)
        #expect(states.records[1].cost == 4.5 && states.records[1].hops == 3)
        states.removeAll()
        #expect(states.records.count == 0 && states.discovered == 0)
    }

    /// Closed and shared bits over 300 states (past several 64-bit words), set and
    /// cleared at seeded random, against two sets.
    @Test(arguments: [UInt64(71), 72])
    func bitsAgreeWithSets(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var states = SearchStates()
        var closed = Set<Int32>()
        var shared = Set<Int32>()
        for node in Int32(0)..<300 {
            states.records.append(SearchStates.StateRecord(node: node, context: 0))
            states.growBits()
            #expect(!states.isClosed(node) && !states.isShared(node), "seed \(seed): a new state is neither")
            for _ in 0..<3 {
                let state = Int32.random(in: 0...node, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    states.setClosed(state, true)
                    closed.insert(state)
                case 1:
                    states.setClosed(state, false)
                    closed.remove(state)
                default:
                    states.setShared(state)
                    shared.insert(state)
                }
            }
        }
        #expect(states.closedBits.count == 5, "300 states in five words")
        for state in Int32(0)..<300 {
            #expect(states.isClosed(state) == closed.contains(state), "seed \(seed): state \(state)")
            #expect(states.isShared(state) == shared.contains(state), "seed \(seed): state \(state)")
        }
    }
}

import Testing

@testable import ScreenGraphKit

/// The search's table of states by node and context together: the first insertion of a
/// key stores the new id (and its cost key), every later one finds it. Checked against
/// a dictionary over seeded keys, past the table's first growth; a failure names its seed.
@Suite struct StateTableTests {
    static func key(_ node: Int32, _ origin: Int32, _ beneath: Int32, _ stack: Int32, _ user: Int32) -> StateTable.Key {
        StateTable.Key(node: node, context: SearchContext(origin: origin, beneath: beneath, stack: stack, user: user))
    }

    /// A new key gets the id offered and no slot; the same key again finds it and the
    /// slot holding the cost it was stored with. Keys differing in one field differ.
    @Test func findsWhatItStored() {
        var table = StateTable()
        let first = Self.key(1, 0, 0, 0, 0)
        #expect(table.findOrInsert(first, newID: 7, cost: 42) == (state: 7, slot: -1))
        let again = table.findOrInsert(first, newID: 8)
        #expect(again.state == 7 && again.slot >= 0)
        #expect(table.cost(at: again.slot) == 42)
        table.setCost(5, at: again.slot)
        #expect(table.cost(at: table.findOrInsert(first, newID: 9).slot) == 5)
        for other in [Self.key(2, 0, 0, 0, 0), Self.key(1, 1, 0, 0, 0), Self.key(1, 0, 1, 0, 0), Self.key(1, 0, 0, 1, 0), Self.key(1, 0, 0, 0, 1)] {
            #expect(table.findOrInsert(other, newID: Int32(table.count)).slot == -1, "\(other)")
        }
        #expect(table.count == 6)
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.findOrInsert(first, newID: 0).slot == -1, "emptied, the table finds nothing")
    }

    /// 5,000 seeded keys from a small domain (so many repeat), against a dictionary: the
    /// same ids, the same cost keys set by key, and the same after emptying and refilling.
    @Test(arguments: [UInt64(21), 22])
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = StateTable()
        for round in 0..<2 {
            var model: [Int32: (key: StateTable.Key, state: Int32, cost: UInt64)] = [:]
            var ids: [String: Int32] = [:]
            for _ in 0..<5_000 {
                let fields = (0..<5).map { _ in Int32.random(in: -1..<6, using: &random) }
                let key = Self.key(fields[0], fields[1], fields[2], fields[3], fields[4])
                let name = "\(fields)"
                let cost = UInt64.random(in: 0..<1_000, using: &random)
                let found = table.findOrInsert(key, newID: Int32(ids.count), cost: cost)
                if let id = ids[name] {
                    #expect(found.state == id, "seed \(seed) round \(round): \(name)")
                    #expect(table.cost(at: found.slot) == model[id]?.cost, "seed \(seed) round \(round): \(name)")
                    table.setCost(cost, of: key)
                    model[id]?.cost = cost
                } else {
                    #expect(found == (state: Int32(ids.count), slot: -1), "seed \(seed) round \(round): \(name)")
                    ids[name] = Int32(ids.count)
                    model[found.state] = (key, found.state, cost)
                }
            }
            #expect(table.count == ids.count && ids.count > 1_024, "seed \(seed): past the first growth")
            for (id, entry) in model {
                let found = table.findOrInsert(entry.key, newID: -2)
                #expect(found.state == id && table.cost(at: found.slot) == entry.cost, "seed \(seed) round \(round)")
            }
            table.removeAll()
        }
    }
}

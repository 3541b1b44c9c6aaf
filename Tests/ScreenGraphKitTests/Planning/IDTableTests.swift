import Testing

@testable import ScreenGraphKit

/// The planner's open-addressing table from packed keys to ids, against a dictionary.
@Suite struct IDTableTests {
    /// Seeded keys, many differing only in their high half (a node above a context), in a
    /// table that starts small and grows several times.
    @Test(arguments: [UInt64(51), 52])
    func findsWhatADictionaryFinds(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = IDTable(capacity: 4)
        var model: [UInt64: Int32] = [:]
        for _ in 0..<3_000 {
            let key = pack(Int32.random(in: -3..<600, using: &random), Int32.random(in: 0..<3, using: &random))
            let newID = Int32(model.count)
            let id = table.findOrInsert(key, newID: newID)
            if let known = model[key] {
                #expect(id == known, "seed \(seed): key \(key)")
            } else {
                #expect(id == newID, "seed \(seed): key \(key)")
                model[key] = newID
            }
        }
        #expect(table.count == model.count)
        for (key, id) in model { #expect(table.findOrInsert(key, newID: -2) == id, "seed \(seed)") }
    }

    @Test func forgetsEverythingOnRemoveAll() {
        var table = IDTable(capacity: 2)
        for key in 0..<100 { _ = table.findOrInsert(UInt64(key), newID: Int32(key)) }
        table.removeAll()
        #expect(table.count == 0)
        #expect(table.findOrInsert(7, newID: 1_000) == 1_000)
        #expect(table.findOrInsert(7, newID: 2_000) == 1_000)
    }

    /// The high id above the low one, each as its 32 bits, so -1 keeps its place.
    @Test func packsTwoIDsIntoOneKey() {
        #expect(pack(1, 2) == 0x0000_0001_0000_0002)
        #expect(pack(-1, 0) == 0xFFFF_FFFF_0000_0000)
        #expect(pack(0, -1) == 0x0000_0000_FFFF_FFFF)
    }
}

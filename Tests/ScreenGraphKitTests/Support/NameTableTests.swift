import Testing

@testable import ScreenGraphKit

/// Names interned to dense ids, against a dictionary.
@Suite struct NameTableTests {
    @Test func givesEqualNamesOneIDAndReadsThemBack() {
        var table = NameTable()
        let names = ["home", "", "settings", "home", "a", "settings ", "Home", "a much longer screen name", "a much longer screen namE"]
        let ids = names.map { table.intern($0) }
        #expect(ids == [0, 1, 2, 0, 3, 4, 5, 6, 7])
        #expect(table.count == 8)
        #expect((0..<table.count).map { table[$0] } == ["home", "", "settings", "a", "settings ", "Home", "a much longer screen name", "a much longer screen namE"])
        let bytes = Array("settings".utf8)
        #expect(bytes.withUnsafeBufferPointer { table.intern(utf8: $0) } == 2)
    }

    /// Seeded names of every length, short ones packed and long ones compared, through
    /// many rehashes.
    @Test(arguments: [UInt64(71), 72])
    func agreesWithADictionary(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var table = NameTable()
        var model: [String: Int32] = [:]
        let letters = Array("ab_é")
        for _ in 0..<2_000 {
            let name = String((0..<Int.random(in: 0..<12, using: &random)).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] })
            let id = table.intern(name)
            if let known = model[name] {
                #expect(id == known, "seed \(seed): \(name)")
            } else {
                #expect(id == Int32(model.count), "seed \(seed): \(name)")
                model[name] = id
            }
        }
        #expect(table.count == model.count)
        for (name, id) in model { #expect(table[Int(id)] == name, "seed \(seed)") }
    }
}

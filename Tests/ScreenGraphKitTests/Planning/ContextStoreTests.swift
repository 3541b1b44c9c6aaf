import Testing

@testable import ScreenGraphKit

/// The contexts of one search by id, in the order the search made them. A context is
/// stored once per state that has it, not interned: equal contexts get different ids.
@Suite struct ContextStoreTests {
    @Test func idsAreTheOrderOfAppending() {
        var store = ContextStore()
        #expect(store.count == 0)
        let plain = SearchContext(origin: -1, beneath: -1, stack: 0, user: 0)
        let other = SearchContext(origin: 2, beneath: 3, stack: 4, user: 5)
        #expect(store.append(plain) == 0)
        #expect(store.append(other) == 1)
        #expect(store.append(plain) == 2, "an equal context gets its own id")
        #expect(store.count == 3)
        #expect(store[0] == plain && store[1] == other && store[2] == plain)
        store.removeAll()
        #expect(store.count == 0)
        #expect(store.append(other) == 0, "emptied, ids start again at 0")
        #expect(store[0] == other)
    }

    /// Many appends, past any first allocation: each id reads back its own context.
    @Test func readsBackEveryContext() {
        var store = ContextStore()
        for index in Int32(0)..<5_000 {
            #expect(store.append(SearchContext(origin: index, beneath: -index, stack: index / 2, user: index % 7)) == index)
        }
        #expect((0..<5_000).allSatisfy { store[$0] == SearchContext(origin: Int32($0), beneath: -Int32($0), stack: Int32($0) / 2, user: Int32($0) % 7) })
    }
}

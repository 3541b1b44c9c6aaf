import Testing

@testable import ScreenGraphKit

/// The written definition of a graph read from a file is made once, when first asked
/// for (``ScreenGraph/definition``), and shared by every copy of the graph, which all
/// hold the same cache.
@Suite struct WrittenDefinitionTests {
    @Test func theDefinitionIsMadeOnce() {
        let cache = WrittenDefinition()
        var made = 0
        let make = { () -> GraphDefinition in
            made += 1
            return GraphDefinition(name: "G\(made)", start: "A")
        }
        #expect(cache.value(make).name == "G1")
        #expect(cache.value(make).name == "G1")
        #expect(made == 1)
    }
}

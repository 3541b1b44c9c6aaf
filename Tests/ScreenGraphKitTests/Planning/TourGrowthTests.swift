import Testing

@testable import ScreenGraphKit

/// Doubling tests for the greedy tour's searches (issue 22, class 4): a hub whose N
/// spokes lead back to it, and one screen with N self-loops. The arcs the nearest-item
/// searches look at, counted, at N and 2N: they grow about twice, never four times as
/// before (each search looked at every arc of the screen and built a path for each).
@Suite struct TourGrowthTests {
    static func hub(_ spokes: Int) -> String {
        "start Hub\nscreen Hub\n" + (1...spokes).map { "  tap \"s\($0)\" -> S\($0)\n" }.joined()
            + (1...spokes).map { "screen S\($0)\n  tap \"h\" -> Hub\n" }.joined()
    }

    static func loops(_ count: Int) -> String {
        "start A\nscreen A\n" + (1...count).map { "  tap \"l\($0)\" -> A\n" }.joined()
    }

    /// The arcs the greedy tour's searches look at, on the deterministic order and on
    /// one seeded variation.
    static func arcChecks(_ text: String, seed: UInt64?) throws -> Int {
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph"))
        let planner = Planner(graph: graph)
        var builder = TourBuilder(graph: graph, kind: .edges, seed: nil)
        let (states, _) = builder.explore(space: &planner.space, limit: planner.tourSearchLimit)
        var scratch = TourScratch(states: states)
        builder.random = seed.map { SplitMix64(seed: $0) }
        builder.work = TourWork()
        let routes = builder.greedy(on: states, scratch: &scratch)
        #expect(!builder.isCovered.contains(false))
        #expect(!routes.isEmpty)
        return builder.work.arcChecks
    }

    @Test(arguments: [nil, 3] as [UInt64?])
    func aHubsSearchesGrowLinearly(seed: UInt64?) throws {
        let small = try Self.arcChecks(Self.hub(400), seed: seed)
        let large = try Self.arcChecks(Self.hub(800), seed: seed)
        #expect(Double(large) / Double(small) < 2.5, "\(small) arcs at 400 spokes, \(large) at 800")
    }

    @Test(arguments: [nil, 3] as [UInt64?])
    func selfLoopsSearchesGrowLinearly(seed: UInt64?) throws {
        let small = try Self.arcChecks(Self.loops(1_000), seed: seed)
        let large = try Self.arcChecks(Self.loops(2_000), seed: seed)
        #expect(Double(large) / Double(small) < 2.5, "\(small) arcs at 1,000 loops, \(large) at 2,000")
    }
}

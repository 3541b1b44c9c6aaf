import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Tours scale with the graph: counted work, not time. A tour runs one search over the
/// states the start reaches and builds everything else on what it explored; before,
/// it ran at least one search per item covered, for each of 16 orders (over 250,000
/// searches on 2,000 screens), and one more per item it could not cover.
@Suite struct TourScaleTests {
    /// 2,000 screens and 16,000 edges, a tenth guarded, some on `level > 2` or
    /// `level > 3`, never true (`level` is 2 throughout): one search, which also proves
    /// those edges out of reach.
    @Test func anEdgeTourOfTwoThousandScreensSearchesOnce() throws {
        let graph = try ScreenGraph(Shapes.random(screens: 2_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: 7))
        var work = TourWork()
        let tour = Planner(graph: graph).tour(covering: .edges, work: &work)
        #expect(work.searches == 1)
        // The user state never changes: the search meets each screen once.
        #expect(work.states <= graph.screenCount + 1)
        #expect(!tour.uncovered.isEmpty)
        #expect(tour.uncovered.allSatisfy { item in
            ["2", "3"].contains { item.reason == "no reachable state at its screen makes 'level > \($0)' true" }
        })
        #expect(tour.covered.count + tour.uncovered.count == graph.moves.count)
        let bound = try #require(tour.postmanBound)
        #expect(bound >= tour.covered.count && tour.gestures >= bound)
    }

    /// The Firefox graph: one search, where the greedy builder ran hundreds per order.
    @Test func theFirefoxTourSearchesOnce() throws {
        var work = TourWork()
        let tour = Planner(graph: try Firefox.graph()).tour(covering: .edges, work: &work)
        #expect(work.searches == 1)
        #expect(tour.uncovered.isEmpty)
        #expect(work.states <= Planner(graph: try Firefox.graph()).tourSearchLimit)
    }

    /// Every screen and every action of the Firefox graph is covered: the exploration
    /// keeps states while items turn up, and the two screens and two actions it finds
    /// after it stopped keeping them are each looked for by one more search.
    @Test(arguments: [CoverageKind.screens, .actions])
    func firefoxToursCoverEverything(kind: CoverageKind) throws {
        var work = TourWork()
        let tour = Planner(graph: try Firefox.graph()).tour(covering: kind, work: &work)
        #expect(tour.uncovered.isEmpty, "\(kind): \(tour.uncovered)")
        #expect(work.searches <= 3, "\(kind): \(work.searches) searches")
    }

    /// A screen tour of the same 2,000 screens: one search too, for every kind.
    @Test(arguments: [CoverageKind.screens, .actions, .guards])
    func otherToursSearchOnce(kind: CoverageKind) throws {
        let graph = try ScreenGraph(Shapes.random(screens: 2_000, edgesPerScreen: 8, guardedFraction: 0.1, seed: 7))
        var work = TourWork()
        _ = Planner(graph: graph).tour(covering: kind, work: &work)
        #expect(work.searches == 1, "\(kind)")
    }

    /// Where guards do not bind, edge tours are within 5% of the Chinese-postman bound:
    /// random graphs without guards, and the example graphs whose guards a tour never
    /// finds closed on its way.
    @Test(arguments: [0, 1, 2] as [UInt64])
    func unguardedToursAreNearTheBound(seed: UInt64) throws {
        let graph = try ScreenGraph(Shapes.random(screens: 200, edgesPerScreen: 4, guardedFraction: 0, seed: seed))
        let tour = Planner(graph: graph).tour(covering: .edges)
        let ratio = try #require(tour.postmanRatio)
        #expect(tour.uncovered.isEmpty && ratio <= 1.05, "seed \(seed): \(tour.gestures) gestures, bound \(tour.postmanBound ?? 0)")
    }

    @Test(arguments: ["Demo.screengraph", "Onboarding.json", "Recipes.screengraph", "VideoSharing.screengraph"])
    func exampleToursAreNearTheBound(file: String) throws {
        let tour = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph(file))).tour(covering: .edges)
        let ratio = try #require(tour.postmanRatio)
        #expect(ratio <= 1.05, "\(file): \(tour.gestures) gestures, bound \(tour.postmanBound ?? 0)")
    }

    /// Shards of the browser graph's edge tour are within 10% of each other in steps.
    @Test(arguments: [2, 3, 4])
    func shardsAreBalancedInSteps(count: Int) throws {
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")))
        let split = planner.splitting(planner.tour(covering: .edges), into: count)
        let loads = split.shards(count).map { $0.reduce(0) { $0 + split.routes[$1].steps.count } }
        #expect(split.isBalanced(into: count), "\(loads)")
        #expect(10 * (loads.max() ?? 0) <= 11 * (loads.min() ?? 0), "\(loads)")
    }
}

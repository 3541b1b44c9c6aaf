import Testing

@testable import ScreenGraphKit

/// Coverage tours: what they cover, verified by replaying every route on the simulated
/// apps, what they cannot cover and why, and shards.
@Suite struct TourTests {
    static let examples = [
        ("Demo.screengraph", "Demo.json"), ("Recipes.screengraph", "Recipes.json"), ("Onboarding.json", "Onboarding.json"),
        ("VideoSharing.screengraph", "VideoSharing.json"), ("Browser.screengraph", "Browser.json"),
    ]

    /// The item a step covers, written as tours describe items.
    private func item(_ step: Route.Step) -> String? {
        guard let interaction = step.interaction else { return nil }
        return step.kind == .back ? "\(step.from) back" : "\(step.from) → \(step.to) (\(interaction))"
    }

    @Test(arguments: examples) func edgeToursReplayOnTheApps(graphFile: String, appFile: String) throws {
        // VideoSharing's prompts are in the system UI, which its file does not say yet.
        let graph = graphFile == "VideoSharing.screengraph"
            ? try VideoSharingGraph.load() : try ScreenGraph(contentsOfFile: PackagePaths.graph(graphFile))
        let app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(appFile)"))
        let tour = Planner(graph: graph).tour(covering: .edges)
        var taken = Set<String>()
        for (index, route) in tour.routes.enumerated() {
            // Every route starts on a freshly launched app.
            let executor = try Executor(graph: graph, app: app, seed: UInt64(index))
            // Like a real suite, allow the system's permission prompts the graph does not model.
            executor.simulatedApp?.addUIInterruptionMonitor(withDescription: "Allow permissions") { alert in
                // The first button that allows: iOS 17's photos prompt starts with "Limit Access…".
                guard alert.app.target == .system, let allow = alert.buttons.allElementsBoundByIndex.first(where: { $0.label.hasPrefix("Allow") })
                else { return false }
                allow.tap()
                return true
            }
            do {
                try executor.follow(route)
            } catch {
                Issue.record("\(graphFile), route \(index + 1): \(error.message)")
            }
            taken.formUnion(route.steps.compactMap(item))
        }
        #expect(Set(tour.covered.map(\.description)).isSubset(of: taken), "\(graphFile)")
        #expect(tour.gestures >= tour.lowerBound)
        // Every item is covered or explained.
        #expect(tour.uncovered.allSatisfy { $0.reason != nil })
    }

    @Test func theDemoTourCoversEveryEdge() throws {
        let tour = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph"))).tour(covering: .edges)
        #expect(Set(tour.covered.map(\.description)) == [
            "ItemList → ItemDetail (tap 'items.cell.0')", "ItemList → Editing (tap 'items.edit')", "ItemList → AddItem (tap 'items.add')",
            "Editing → ItemList (tap 'editing.done')", "Editing → DeleteAllItems (tap 'editing.deleteAll')", "ItemDetail back",
        ])
        #expect(tour.uncovered == [])
        // The detail needs an item first: add, open, back, edit, delete all, done: one
        // gesture per item, which is also the Chinese-postman bound.
        #expect(tour.gestures == 6 && tour.lowerBound == 6 && tour.postmanBound == 6)
    }

    @Test func uncoverableItemsSayWhy() throws {
        // The recipes' counter makes the states unbounded: the last search stops at its
        // limit, and the tour says so instead of claiming a proof.
        let recipes = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Recipes.screengraph"))).tour(covering: .edges)
        let stopped = "not found: the search stopped at 100000 states (raise Planner.tourSearchLimit, or the CLI's --search-limit)"
        #expect(recipes.uncovered == [
            .init(description: "RecipeList → NetworkFailure (swipeDown 'recipes.table')", reason: stopped),
            .init(description: "NetworkFailure → RecipeList (tap 'alert.network.cancel')", reason: stopped),
            .init(description: "NetworkFailure → Retry (tap 'alert.network.retry')", reason: stopped),
        ])
        // A bounded state space is searched to the end: then the reason is a proof.
        let graph = try ScreenGraph.build(start: "A", state: [.bool("open")]) { map in
            map.addScreenState("A") { screen in
                screen.tap("b", to: "B", if: "open")
                screen.tap("c", to: "C")
            }
            map.addScreenState("B") { $0.tap("a", to: "A") }
            map.addScreenState("C") { $0.tap("a", to: "A") }
        }
        #expect(Planner(graph: graph).tour(covering: .edges).uncovered == [
            .init(description: "A → B (tap 'b')", reason: "no reachable state at its screen makes 'open' true"),
            .init(description: "B → A (tap 'a')", reason: "no route from the start reaches its screen"),
        ])
    }

    @Test func everyKindOfCoverage() throws {
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Onboarding.json")))
        #expect(planner.tour(covering: .screens).covered.map(\.description).sorted() == ["Choices", "Home", "Welcome"])
        #expect(planner.tour(covering: .actions).covered.count == 4)
        let guards = planner.tour(covering: .guards)
        // Five guarded moves, each seen true and false.
        #expect(guards.covered.count == 10 && guards.uncovered == [])
    }

    @Test func shardsBalanceRouteCosts() throws {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph"))
        let app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json"))
        let planner = Planner(graph: graph)
        let tour = planner.tour(covering: .edges)
        let split = planner.splitting(tour, into: 4)
        let shards = split.shards(4)
        #expect(shards.flatMap { $0 }.sorted() == Array(split.routes.indices))
        let loads = shards.map { $0.reduce(0) { $0 + split.routes[$1].cost } }
        let total = tour.routes.reduce(0) { $0 + $1.cost }
        // Cut routes repeat a prefix, so the total grows a little; the shards stay even.
        #expect((loads.max() ?? 0) <= total / 4 * 1.25, "loads \(loads) for a total of \(total)")
        // Every cut route still runs on the app and the cover is unchanged.
        var taken = Set<String>()
        for (index, route) in split.routes.enumerated() {
            let executor = try Executor(graph: graph, app: app, seed: UInt64(index))
            try executor.follow(route)
            taken.formUnion(route.steps.compactMap(item))
        }
        #expect(Set(tour.covered.map(\.description)).isSubset(of: taken))
        #expect(tour.shards(1) == [Array(tour.routes.indices)])
    }

    @Test func aOneRouteTourSplitsForTwoShards() throws {
        let planner = Planner(graph: try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")))
        let tour = planner.tour(covering: .edges)
        #expect(tour.routes.count == 1)
        let split = planner.splitting(tour, into: 2)
        #expect(split.routes.count >= 2)
        // Two simulators finish sooner than one running the whole route.
        let loads = split.shards(2).map { $0.reduce(0) { $0 + split.routes[$1].cost } }
        #expect(loads.allSatisfy { $0 > 0 && $0 < tour.routes[0].cost }, "\(loads)")
    }
}

/// A tour whose searches stop at their limit says so, rather than claiming the rest
/// cannot be covered.
@Suite struct TourSearchLimitTests {
    @Test func aStoppedSearchIsNotAProof() throws {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph"))
        let planner = Planner(graph: graph)
        planner.tourSearchLimit = 1
        let stopped = planner.tour(covering: .screens)
        #expect(!stopped.uncovered.isEmpty)
        #expect(stopped.uncovered.allSatisfy { $0.reason == "not found: the search stopped at 1 states (raise Planner.tourSearchLimit, or the CLI's --search-limit)" })
        planner.tourSearchLimit = 100_000
        #expect(planner.tour(covering: .screens).uncovered.isEmpty)
    }
}

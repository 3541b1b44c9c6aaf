import Testing

@testable import ScreenGraphKit

/// Seeded random walks on the simulated apps, and shrinking a planted failure to the
/// shortest route that shows it.
@Suite struct WalkTests {
    static func browser() throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")))
    }

    /// The browser app with one planted bug: Licenses in Settings opens the privacy policy.
    static func plantedBug(_ app: AppDefinition) throws -> AppDefinition {
        var broken = app
        let screen = try #require(broken.screens.firstIndex { $0.name == "SettingsScreen" })
        let element = try #require(broken.screens[screen].elements.firstIndex { $0.identifier == "settings.licenses" })
        broken.screens[screen].elements[element].behaviours["tap"] = [.push("PrivacyPolicy")]
        return broken
    }

    @Test func theSameSeedWalksTheSameWay() throws {
        let (graph, app) = try Self.browser()
        let first = try Executor(graph: graph, app: app, seed: 5).walk(seed: 5, steps: 300)
        let again = try Executor(graph: graph, app: app, seed: 5).walk(seed: 5, steps: 300)
        #expect(first.failure == nil && first.steps.count == 300)
        #expect(first.steps.map(ReplayStep.init) == again.steps.map(ReplayStep.init))
        #expect(first.coverage == again.coverage)
        let other = try Executor(graph: graph, app: app, seed: 6).walk(seed: 6, steps: 300)
        #expect(other.steps.map(ReplayStep.init) != first.steps.map(ReplayStep.init))
    }

    @Test func leastCoveredWalksCoverMoreThanUniformOnes() throws {
        let (graph, app) = try Self.browser()
        var weighted = 0.0
        var uniform = 0.0
        for seed in UInt64(1)...5 {
            weighted += try Executor(graph: graph, app: app, seed: seed).walk(seed: seed, steps: 400, weighting: .leastCovered).coverage
            uniform += try Executor(graph: graph, app: app, seed: seed).walk(seed: seed, steps: 400, weighting: .uniform).coverage
        }
        #expect(weighted > uniform, "seeds 1...5: weighted \(weighted / 5), uniform \(uniform / 5)")
    }

    @Test func aWalkStopsAtTheCoverageAskedFor() throws {
        let (graph, app) = try Self.browser()
        let result = try Executor(graph: graph, app: app, seed: 2, interruptionRate: 0.05).walk(seed: 2, steps: 5_000, stopAtCoverage: 0.8)
        #expect(result.failure == nil)
        #expect(result.coverage >= 0.8 && result.steps.count < 5_000)
    }

    @Test func aPlantedFailureShrinksToTheShortestRoute() throws {
        let (graph, app) = try Self.browser()
        let broken = try Self.plantedBug(app)
        let result = try Executor(graph: graph, app: broken, seed: 4).walk(seed: 4, steps: 5_000)
        let failure = try #require(result.failure, "seed 4: the walk never reached Licenses")
        #expect(failure.reason == .wrongScreen(expected: "Licenses", actual: "PrivacyPolicy"))
        #expect(result.steps.count > 3)
        let shrinker = Shrinker(graph: graph, app: broken, seed: 4)
        let shrunk = shrinker.shrink(result.steps, reason: failure.reason)
        #expect(shrunk == [
            ReplayStep(from: "BrowserTab", to: "BrowserTabMenu", kind: "edge", gesture: "tap", element: "menu"),
            ReplayStep(from: "BrowserTabMenu", to: "SettingsScreen", kind: "edge", gesture: "tap", element: "menu.settings"),
            ReplayStep(from: "SettingsScreen", to: "Licenses", kind: "edge", gesture: "tap", element: "settings.licenses"),
        ])
        // The shrunk route fails on the broken app and passes on the right one.
        #expect(shrinker.reproduces(shrunk, reason: failure.reason))
        #expect(throws: Never.self) { try Executor(graph: graph, app: app, seed: 4).replay(shrunk) }
        // Saved and read back, it is the same route.
        let file = ReplayFile(graph: "Browser", seed: 4, steps: shrunk)
        #expect(try ReplayFileReader.read(file.json, path: "r.json") == file)
    }
}

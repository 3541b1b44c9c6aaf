import Foundation
@testable import ScreenGraphKit

/// The graphs of `Graphs/` that have a simulated app, and how tests explore them.
enum ExplorationFixtures {
    /// Graph file and app file, by name; DokuWiki has no simulated app.
    static let pairs: [(name: String, graph: String, app: String)] = [
        ("VideoSharing", "VideoSharing.screengraph", "Apps/VideoSharing.json"),
        ("Demo", "Demo.screengraph", "Apps/Demo.json"),
        ("Recipes", "Recipes.screengraph", "Apps/Recipes.json"),
        ("Onboarding", "Onboarding.json", "Apps/Onboarding.json"),
        ("Browser", "Browser.screengraph", "Apps/Browser.json"),
        ("Firefox", "Firefox.screengraph", "Apps/Firefox.json"),
    ]

    /// The small apps, for tests that explore hundreds of times.
    static let small = Array(pairs.prefix(4))

    /// Options for tests that explore hundreds of times: stop after 200 quiet steps.
    static func quick(seed: UInt64) -> ExplorationOptions {
        var options = ExplorationOptions(seed: seed)
        options.quietSteps = 200
        return options
    }

    /// Explores `app` with fresh simulated apps of the same seed.
    static func explore(_ app: AppDefinition, options: ExplorationOptions) throws -> Exploration {
        let explorer = Explorer(options: options) {
            let simulated = try SimulatedApp(app, seed: options.seed)
            simulated.launch()
            return simulated.app
        }
        return try explorer.explore()
    }

    static func authored(_ pair: (name: String, graph: String, app: String)) throws -> GraphDefinition {
        try GraphDefinition(contentsOfFile: PackagePaths.graph(pair.graph))
    }

    static func app(_ pair: (name: String, graph: String, app: String)) throws -> AppDefinition {
        try AppDefinition(contentsOfFile: PackagePaths.graph(pair.app))
    }
}

import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

/// What the docs' ```swift blocks may use without declaring it.
///
/// `swift run screengraph-docs` makes each block a method of the context its
/// `<!-- snippet: NAME -->` comment names (`SnippetContext.NAME`), so the block may use
/// the context's properties and types; a block without a comment is a method of
/// ``Empty`` and declares everything itself. A comment with `run` also runs the block
/// against a fresh context, so every context can be made with `init() throws`.
/// The conventions are in Docs/README.md.
enum SnippetContext {
    /// Nothing: the block declares all it uses.
    struct Empty {
        init() throws {}
    }

    /// The demo graph of the guide's §2 (`DemoGraph` in ScreenGraphFixtures, the same
    /// declarations), its `Screen` and `Action` names, a planner, and a navigator on a
    /// recording driver, at the start screen.
    struct Demo {
        typealias Screen = DemoGraph.Screen
        typealias Action = DemoGraph.Action

        let graph: ScreenGraph
        let driver = RecordingDriver()
        let planner: Planner
        let navigator: Navigator<DemoState>

        init() throws {
            graph = try DemoGraph.make()
            planner = Planner(graph: graph)
            navigator = try Navigator(graph: graph, driver: driver)
        }
    }

    /// The recipes graph (`Graphs/Recipes.screengraph`), for blocks that run it on its
    /// simulated app.
    struct Recipes {
        let graph: ScreenGraph

        init() throws {
            graph = try ScreenGraph(contentsOfFile: SnippetContext.packageRoot.appendingPathComponent("Graphs/Recipes.screengraph").path)
        }
    }

    /// The package root, two folders up from this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}

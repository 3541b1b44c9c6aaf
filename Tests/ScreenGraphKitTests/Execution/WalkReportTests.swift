import Testing

@testable import ScreenGraphKit

/// Walk, shrink and save for replay in one call: what `screengraph walk` prints, exactly.
@Suite struct WalkReportTests {
    @Test func aPassingWalkIsOneLine() throws {
        let (graph, app) = try RunSettingsTests.demo()
        let settings = try RunSettings(app: app, seed: 1)
        let walk = try Executor.walkAndShrink(graph: graph, named: "Demo", settings: settings, steps: 50)
        #expect(walk.summary == "walk of 50 steps (seed 1): 100% of edges taken")
        #expect(walk.replayFile == nil && walk.shrinking == nil && walk.routeLines.isEmpty)
        // The report is the walk's own: the same walk made by hand gives the same.
        let byHand = try Executor(graph: graph, settings: settings)
        let result = byHand.walk(seed: 1, steps: 50)
        #expect(walk.runReport.text == byHand.app.report.text)
        #expect(walk.result.steps.map(ReplayStep.init) == result.steps.map(ReplayStep.init))
    }

    @Test func aFailingWalkIsShrunkAndSavedForReplay() throws {
        let path = PackagePaths.graph("Demo.screengraph")
        let graph = try ScreenGraph(contentsOfFile: path)
        let broken = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/DemoV2.json"))
        let walk = try Executor.walkAndShrink(graph: graph, named: "Demo", settings: try RunSettings(app: broken, seed: 2), steps: 1_000)
        #expect(walk.summary == """
            walk failed at step 3 (seed 2): step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', \
            not on 'Editing' as the graph says
              declared at \(path):11:3
            """)
        let step = ReplayStep(from: "ItemList", to: "Editing", kind: "edge", gesture: "tap", element: "items.edit")
        #expect(walk.replayFile == ReplayFile(graph: "Demo", seed: 2, steps: [step]))
        #expect(walk.shrinking == "shrunk to 1 step")
        #expect(walk.routeLines == ["  1. ItemList → Editing  edge tap 'items.edit'"])
        #expect(walk.runReport.events.last?.kind == .failure)
    }

    @Test func theReplayFileKeepsTheSettings() throws {
        let (graph, app) = try WalkTests.browser()
        let broken = try WalkTests.plantedBug(app)
        let settings = try RunSettings(app: broken, seed: 4)
        let walk = try Executor.walkAndShrink(graph: graph, named: "Browser", settings: settings, steps: 5_000)
        #expect(walk.shrinking == "shrunk to 3 steps")
        #expect(walk.routeLines == [
            "  1. BrowserTab → BrowserTabMenu  edge tap 'menu'",
            "  2. BrowserTabMenu → SettingsScreen  edge tap 'menu.settings'",
            "  3. SettingsScreen → Licenses  edge tap 'settings.licenses'",
        ])
        let file = try #require(walk.replayFile)
        #expect(file.graph == "Browser" && file.seed == 4 && file.interruptionRate == 0 && !file.strict)
        // Replayed with the file's own settings, the route fails the same way.
        let replayed = try Executor(graph: graph, settings: RunSettings(app: broken, overrides: RunSettings.Overrides(), replaying: file))
        #expect(throws: ReplayError.self) { try replayed.replay(file.steps) }
    }
}

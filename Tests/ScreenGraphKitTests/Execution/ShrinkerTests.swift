import Testing

@testable import ScreenGraphKit

/// The shrinker on a long walk whose failure hangs on app state the graph does not
/// model, so no planned shortcut reproduces it and the steps themselves must be
/// shrunk. Counted in replays, not timed.
///
/// The walk below (seed 9, 1,048 steps) took the shrinker that cut fixed-size chunks
/// 355 replays, and it stopped at 58 steps: most chunks left a walk the graph does
/// not allow, which it learnt only by replaying.
@Suite struct ShrinkerTests {
    /// The demo app with a bug the graph cannot see: it counts, in a setting of its own,
    /// the detail screens opened while the list holds at least `items` items, and from
    /// the `opens`-th on, Done in the editor opens the detail instead of the list.
    static func countingBug(opens: Int, atLeast items: Int = 0) throws -> AppDefinition {
        var app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json"))
        app.settings.append(StateField("opened", .int, initial: 0))
        let list = try #require(app.screens.firstIndex { $0.name == "ItemList" })
        let cell = try #require(app.screens[list].elements.firstIndex { $0.identifier == "items.cell.0" })
        app.screens[list].elements[cell].behaviours["tap"] = [
            .when(ExpressionSource("numItems >= \(items)"), then: [.set(ExpressionSource("opened += 1"))], else: []), .push("ItemDetail"),
        ]
        let editing = try #require(app.screens.firstIndex { $0.name == "Editing" })
        let done = try #require(app.screens[editing].elements.firstIndex { $0.identifier == "editing.done" })
        app.screens[editing].elements[done].behaviours["tap"] = [
            .when(ExpressionSource("opened >= \(opens)"), then: [.go("ItemDetail")], else: [.go("ItemList")])
        ]
        return app
    }

    @Test func aLongWalkShrinksInFewReplays() throws {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph"))
        let app = try Self.countingBug(opens: 6, atLeast: 6)
        let seed: UInt64 = 9
        let walk = try Executor(graph: graph, app: app, seed: seed).walk(seed: seed, steps: 5_000)
        let failure = try #require(walk.failure, "seed \(seed)")
        #expect(failure.reason == .wrongScreen(expected: "ItemList", actual: "ItemDetail"))
        let shrinker = Shrinker(graph: graph, app: app, seed: seed)
        var replays = 0
        let shrunk = shrinker.shrink(walk.steps, reason: failure.reason, replays: &replays)
        #expect(walk.steps.count == 1_048)
        #expect(shrinker.reproduces(shrunk, reason: failure.reason))
        // The shortest: add six items (an action and its return each), open and leave
        // the detail six times, edit and press Done: 12 + 12 + 2 steps.
        let add = [
            ReplayStep(from: "ItemList", to: "AddItem", kind: "action", gesture: "tap", element: "items.add"),
            ReplayStep(from: "AddItem", to: "ItemList", kind: "return"),
        ]
        let open = [
            ReplayStep(from: "ItemList", to: "ItemDetail", kind: "edge", gesture: "tap", element: "items.cell.0"),
            ReplayStep(from: "ItemDetail", to: "ItemList", kind: "back", gesture: "tap", element: "nav.back"),
        ]
        let done = [
            ReplayStep(from: "ItemList", to: "Editing", kind: "edge", gesture: "tap", element: "items.edit"),
            ReplayStep(from: "Editing", to: "ItemList", kind: "edge", gesture: "tap", element: "editing.done"),
        ]
        #expect(shrunk == Array([[ReplayStep]](repeating: add, count: 6).joined()) + Array([[ReplayStep]](repeating: open, count: 6).joined()) + done,
            "\(shrunk.map(\.description).joined(separator: "\n"))")
        #expect(replays <= 200, "seed \(seed): \(replays) replays for a walk of \(walk.steps.count) steps")
    }

    /// Past ``Shrinker/candidateLimit`` a shrink looks at nothing more: each candidate
    /// costs O(n) for a walk of n steps, so with the limit the work grows linearly with
    /// the walk. A walk of 1,048 steps (the bug's sixth opening) and one at least half as
    /// long again (its 24th) look at no more than the limit, and what they return still fails.
    @Test func shrinkingStopsAtItsCandidateLimit() throws {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph"))
        var lengths: [Int] = []
        for opens in [6, 24] {
            let app = try Self.countingBug(opens: opens, atLeast: 6)
            let seed: UInt64 = 9
            let walk = try Executor(graph: graph, app: app, seed: seed).walk(seed: seed, steps: 20_000)
            let failure = try #require(walk.failure, "seed \(seed), \(opens) opens")
            var shrinker = Shrinker(graph: graph, app: app, seed: seed)
            shrinker.candidateLimit = 30
            let budget = CandidateBudget(limit: shrinker.candidateLimit)
            var replays = 0
            let shrunk = shrinker.shrink(walk.steps, reason: failure.reason, replays: &replays, budget: budget)
            #expect(budget.used <= 30, "\(budget.used) candidates for a walk of \(walk.steps.count) steps")
            #expect(replays <= 30 + 3, "\(replays) replays: the limit's candidates, the walk itself and the planned routes")
            #expect(shrunk.count <= walk.steps.count)
            #expect(shrinker.reproduces(shrunk, reason: failure.reason))
            lengths.append(walk.steps.count)
        }
        #expect(lengths[1] >= lengths[0] * 3 / 2, "the second walk should be about twice the first: \(lengths)")
    }
}

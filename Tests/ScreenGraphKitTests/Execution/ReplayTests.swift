import Testing

@testable import ScreenGraphKit

/// Replaying saved steps: each must be a move open where the replay stands, matched by
/// its screens, kind, gesture and element, and is then taken and checked like any step.
@Suite struct ReplayTests {
    @Test func aStepPrintsAsARouteStepDoes() throws {
        let route = try RouteTests.planner().route(to: "Settings")
        let step = ReplayStep(route.steps[0])
        #expect(step == ReplayStep(from: "Home", to: "Settings", kind: "edge", gesture: "tap", element: "settings"))
        #expect(step.description == "Home → Settings  edge tap 'settings'")
        #expect(ReplayStep(from: "A\u{7}", to: "B", kind: "back").description == "A\\u{7} → B  back")
    }

    @Test func openStepsAreTakenInOrder() throws {
        let (graph, app) = try ExecutorTests.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1)
        try executor.replay([
            ReplayStep(from: "ItemList", to: "AddItem", kind: "action", gesture: "tap", element: "items.add"),
            ReplayStep(from: "AddItem", to: "ItemList", kind: "return"),
            ReplayStep(from: "ItemList", to: "ItemDetail", kind: "edge", gesture: "tap", element: "items.cell.0"),
        ])
        #expect(executor.navigator.currentScreen == "ItemDetail")
    }

    /// A step whose guard does not hold (no items yet), or that names another gesture,
    /// is not open: the replay stops there, naming the step by its number from 1.
    @Test func aStepThatIsNotOpenStopsTheReplay() throws {
        let (graph, app) = try ExecutorTests.demo()
        let executor = try Executor(graph: graph, app: app, seed: 1)
        let closed = ReplayStep(from: "ItemList", to: "ItemDetail", kind: "edge", gesture: "tap", element: "items.cell.0")
        let error = #expect(throws: ReplayError.self) {
            try executor.replay([ReplayStep(from: "ItemList", to: "Editing", kind: "edge", gesture: "tap", element: "items.edit"),
                                 ReplayStep(from: "Editing", to: "ItemList", kind: "edge", gesture: "tap", element: "editing.done"), closed])
        }
        #expect(error?.description == "step 3 (ItemList → ItemDetail  edge tap 'items.cell.0') is not a move the graph has open there")
        let wrongGesture = ReplayStep(from: "ItemList", to: "Editing", kind: "edge", gesture: "doubleTap", element: "items.edit")
        #expect(throws: ReplayError.self) { try executor.replay([wrongGesture]) }
    }

    /// A step that is open but fails on the app stops the replay with the navigator's error.
    @Test func aStepThatFailsOnTheAppStopsTheReplay() throws {
        let executor = try Executor(graph: try ExecutorTests.demo().0, app: try ExecutorTests.brokenDemo(), seed: 1)
        let error = try #require(#expect(throws: ReplayError.self) {
            try executor.replay([ReplayStep(from: "ItemList", to: "Editing", kind: "edge", gesture: "tap", element: "items.edit")])
        })
        guard case .failed(let index, let navigationError) = error else {
            Issue.record("expected a failed step, got \(error)")
            return
        }
        #expect(index == 0 && error.description == navigationError.message)
    }
}

import Testing

@testable import ScreenGraphKit

/// The authored graph's edges verified by driving them: every route of its edge tour on a
/// fresh launch, each step checked by the entered screen's `waitFor` as on a real app; a
/// route that fails is kept with the gesture that went wrong and what the app showed.
@Suite struct DrivenTourTests {
    private let graphText = ExplorationFixtures.homeAndDetailGraph

    private func app(open: String = "home.open") -> AppDefinition { ExplorationFixtures.homeAndDetail(open: open) }

    private func session(_ app: AppDefinition) -> () throws -> any Driver { ExplorationFixtures.checkedSessions(of: app) }

    @Test func everyRouteOfTheTourPassesOnTheAppTheGraphDescribes() throws {
        let graph = try ScreenGraph(GraphDefinition(parsing: graphText, format: .screengraph, path: "g"))
        var progress: [String] = []
        let tour = try DrivenTour(graph: graph, startSession: session(app())) { done, total in progress.append("\(done)/\(total)") }
        let planned = Planner(graph: graph).tour(covering: .edges)
        #expect(tour.routes == planned.routes.count && tour.routes > 0)
        #expect(tour.gestures == planned.routes.reduce(0) { $0 + $1.steps.filter { $0.interaction != nil }.count })
        #expect(tour.failures.isEmpty)
        #expect(progress == (1...tour.routes).map { "\($0)/\(tour.routes)" })
    }

    @Test func aRouteThatFailsKeepsTheGestureThatWentWrongAndWhatTheAppShowed() throws {
        let graph = try ScreenGraph(GraphDefinition(parsing: graphText, format: .screengraph, path: "g"))
        let tour = try DrivenTour(graph: graph, startSession: session(app(open: "home.openNow")))
        let failure = try #require(tour.failures.first)
        #expect(tour.failures.count == 1)
        #expect(failure.gesture?.interaction == .tap("home.open"))
        #expect(failure.gesture?.declaration == SourcePosition(file: "g", line: 4, column: 3))
        #expect(failure.seen.map(\.identifier) == ["home.title", "home.openNow", "home.delete"])
        #expect((1...tour.routes).contains(failure.route))
    }

    @Test func aSessionThatCannotStartStopsTheTour() throws {
        struct NoApp: Error {}
        let graph = try ScreenGraph(GraphDefinition(parsing: graphText, format: .screengraph, path: "g"))
        #expect(throws: NoApp.self) { try DrivenTour(graph: graph, startSession: { throw NoApp() }) }
    }

    @Test func sparedGesturesAreClosedSoTheRoutesGoAroundThem() throws {
        let definition = try GraphDefinition(parsing: graphText, format: .screengraph, path: "g")
        // Delete is gone from this app: sparing it, the tour never taps it.
        var app = app()
        app.screens[0].elements.removeLast()
        let tour = try DrivenTour(definition: definition, spares: { $0.element == "home.delete" }, startSession: session(app))
        #expect(tour.failures.isEmpty)
        #expect(tour.spared.map(\.interaction) == [.tap("home.delete")])
        #expect(tour.spared.map(\.location) == [SourcePosition(file: "g", line: 5, column: 3)])
        // Without sparing it, the route that taps it fails.
        let unspared = try DrivenTour(definition: definition, spares: { _ in false }, startSession: session(app))
        #expect(unspared.failures.map(\.gesture?.interaction) == [.tap("home.delete")] && unspared.spared.isEmpty)
    }
}

/// The authored graph's own edges, verified by driving them: every route of its edge
/// tour (``Planner/tour(covering:)`` with ``CoverageKind/edges``), each on a fresh
/// session, followed by a navigator that checks every step by the entered screen's
/// `waitFor`, as on a real app.
///
/// A free exploration cannot see the state a guard reads (items added, a setting on),
/// so it says nothing of a guarded edge whose state it never reached. The tour's
/// navigator keeps that state: it takes every guarded edge with its guard true, and a
/// step that then fails contradicts the guard. ``GraphDrift`` reports each failed
/// route at the line of the gesture that went wrong.
///
/// ```swift
/// let tour = try DrivenTour(graph: graph) {
///     let simulated = try SimulatedApp(definition, seed: 1)
///     simulated.launch()
///     return IdentityCheckedDriver(simulated)
/// }
/// print(tour.failures.count)
/// ```
package struct DrivenTour: Sendable {
    /// A route that failed on the app.
    package struct Failure: Sendable {
        /// The route's number in the tour, from 1.
        package var route: Int
        /// The navigator's error, with the failing step.
        package var error: NavigationError
        /// The last step with a gesture up to the failing one: the gesture that went
        /// wrong (an action's step that only arrives has none of its own).
        package var gesture: Route.Step?
        /// Every identified element the app showed when the step failed.
        package var seen: [ObservedElement]
    }

    /// How many routes the tour has.
    package var routes = 0
    /// Gestures performed, over every route.
    package var gestures = 0
    /// The routes that failed, in tour order.
    package var failures: [Failure] = []
    /// The edges' and actions' gestures the tour was told to spare (dangerous or denied
    /// elements), closed so that its routes go around them, in the graph's order.
    package var spared: [(interaction: Interaction, location: SourcePosition?)] = []

    /// Drives every route of `graph`'s edge tour, each on a session `startSession` launches.
    ///
    /// - Parameters:
    ///   - waitTimeout: how long a screen's `waitFor` waits when it names no timeout.
    ///   - startSession: launches the app afresh, on the graph's start screen, and
    ///     returns a driver on it; one that names its screen (the bare simulated app)
    ///     checks more than a real app can, so wrap it in ``IdentityCheckedDriver``.
    ///   - progress: called after each route with how many are done and how many there are.
    /// - Throws: what `startSession` throws.
    /// - Complexity: the app's work for every step of every route, plus O(n log n) in
    ///   the elements shown when a step fails.
    package init(
        graph: ScreenGraph, abstraction: ScreenAbstraction = ScreenAbstraction(), waitTimeout: Double = 5,
        startSession: () throws -> any Driver, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        let tour = Planner(graph: graph).tour(covering: .edges)
        routes = tour.routes.count
        for (index, route) in tour.routes.enumerated() {
            let driver = try startSession()
            let navigator = Navigator(graph: graph, driver: driver)
            navigator.waitTimeout = waitTimeout
            let caller = CallSite(fileID: #fileID, filePath: #filePath, line: #line, column: #column)
            for (number, step) in route.steps.enumerated() {
                do {
                    try navigator.take(step, caller: caller)
                    if step.interaction != nil { gestures += 1 }
                } catch {
                    let gesture = route.steps[...number].last { $0.interaction != nil && $0.interaction?.gesture != .noop }
                    let seen = driver.testApp.map { ScreenObservation(of: $0, abstraction: abstraction).elements } ?? []
                    failures.append(Failure(route: index + 1, error: error, gesture: gesture, seen: seen))
                    break
                }
            }
            progress(index + 1, tour.routes.count)
        }
    }

    /// Drives the edge tour of `definition` with every edge and action whose gesture
    /// `spares` closed (its guard made `false`): the routes go around them, and
    /// ``spared`` lists them. A screen only they lead to is not toured.
    ///
    /// - Throws: what compiling `definition` or `startSession` throws.
    package init(
        definition: GraphDefinition, spares: (Interaction) -> Bool, abstraction: ScreenAbstraction = ScreenAbstraction(),
        waitTimeout: Double = 5, startSession: () throws -> any Driver, progress: (Int, Int) -> Void = { _, _ in }
    ) throws {
        var closed = definition
        var spared: [(interaction: Interaction, location: SourcePosition?)] = []
        func close(_ actions: inout [ActionDefinition]) {
            for index in actions.indices {
                guard let interaction = actions[index].interaction, spares(interaction) else { continue }
                actions[index].condition = "false"
                spared.append((interaction, actions[index].location))
            }
        }
        for screen in closed.screens.indices {
            for index in closed.screens[screen].edges.indices where spares(closed.screens[screen].edges[index].interaction) {
                closed.screens[screen].edges[index].condition = "false"
                spared.append((closed.screens[screen].edges[index].interaction, closed.screens[screen].edges[index].location))
            }
            close(&closed.screens[screen].actions)
        }
        close(&closed.actions)
        try self.init(
            graph: try ScreenGraph(closed), abstraction: abstraction, waitTimeout: waitTimeout, startSession: startSession, progress: progress)
        self.spared = spared
    }
}

import ScreenGraphKit

/// Drift detection measured over seeded mutants of the simulated apps of `Graphs/`:
/// what `screengraph-benchmark --profile drift` runs over hundreds of mutants, and
/// `DriftDetectionTests` over a few.
///
/// Each mutant is judged twice, independently:
/// - **the oracle** runs the authored graph's routes on the mutant with the
///   ``Executor``, which checks after every step the screen the simulated app says it
///   is on, more than a real app allows: every route of the graph's edge tour, and the
///   least-cost route from the start to every screen, each on a fresh launch. A route
///   that passes on the original app and fails on the mutant is a changed route, and
///   the line of its failing gesture is a right line. The tour takes dangerous edges
///   (delete, log out) as a test suite's tour does, and the exploration never does: a
///   mutant of a dangerous element changes a route, and only the check's own tour can
///   report it. Each route starts on a fresh launch, so what a dangerous edge destroys
///   never changes another route.
/// - **the check** is `check GRAPH --against-app MUTANT --seed N --monitors
///   Graphs/Apps/Monitors.json` run in process: an exploration with the default budget
///   and the graph's screen identities, the graph's edge tour checked only by `waitFor`,
///   and the comparison of both with the graph.
///
/// A mutant whose routes changed is detected when a finding of the check is at one of
/// its right lines. A run of the check on an unmutated app that finds anything is a
/// false alarm.
package enum DriftMeasurement {
    /// A graph of `Graphs/` and its simulated app, with the monitors a check answers
    /// system prompts with, loaded once.
    package struct Subject {
        package var name: String
        package var graph: ScreenGraph
        package var authored: GraphDefinition
        package var app: AppDefinition
        package var monitors: [InterruptionMonitorFile.Monitor]

        /// Loads `Graphs/GRAPH` and `Graphs/Apps/APP` under `root`.
        package init(name: String, graph: String, app: String, root: String) throws {
            self.name = name
            let graphPath = root + "/Graphs/" + graph
            self.graph = try ScreenGraph(contentsOfFile: graphPath)
            authored = try GraphDefinition(contentsOfFile: graphPath)
            self.app = try AppDefinition(contentsOfFile: root + "/Graphs/Apps/" + app)
            monitors = try InterruptionMonitorFile(contentsOfFile: root + "/Graphs/Apps/Monitors.json").monitors
        }

        /// Every graph of `Graphs/` with a simulated app (DokuWiki has none).
        package static func all(root: String) throws -> [Subject] {
            try [
                ("VideoSharing", "VideoSharing.screengraph", "VideoSharing.json"), ("Demo", "Demo.screengraph", "Demo.json"),
                ("Recipes", "Recipes.screengraph", "Recipes.json"), ("Onboarding", "Onboarding.json", "Onboarding.json"),
                ("Browser", "Browser.screengraph", "Browser.json"), ("Firefox", "Firefox.screengraph", "Firefox.json"),
            ].map { try Subject(name: $0.0, graph: $0.1, app: $0.2, root: root) }
        }

        /// A fresh simulated app of the same app as `compiled`, its monitors registered,
        /// launched: an exploration starts hundreds of sessions, and the app is compiled once.
        func launch(sameAppAs compiled: SimulatedApp, seed: UInt64) -> SimulatedApp {
            let simulated = SimulatedApp(sameAppAs: compiled, seed: seed)
            for monitor in monitors { monitor.register(on: simulated.app) }
            simulated.launch()
            return simulated
        }
    }

    /// What `check --against-app` reports on `app`, with the seed and the default budget,
    /// its tour taking dangerous edges too (as `--allow-dangerous` lets it).
    package static func check(_ subject: Subject, on app: AppDefinition, seed: UInt64, budget: Int = 5_000) throws -> GraphDrift {
        var options = ExplorationOptions(seed: seed, steps: budget)
        options.identify(with: subject.authored)
        let compiled = try SimulatedApp(app, seed: seed)
        let exploration = try Explorer(options: options) { subject.launch(sameAppAs: compiled, seed: seed).app }.explore()
        let tour = try DrivenTour(graph: subject.graph) { IdentityCheckedDriver(subject.launch(sameAppAs: compiled, seed: seed)) }
        return GraphDrift(authored: subject.authored, exploration: exploration, tour: tour)
    }

    /// The oracle's routes: every route of the edge tour, then the least-cost route from
    /// the start to each screen (state changes allowed) that has one.
    package static func routes(of graph: ScreenGraph) -> [Route] {
        let planner = Planner(graph: graph)
        let gotos = graph.screenNames.compactMap { try? planner.route(to: $0, allowingStateChanges: true) }
        return planner.tour(covering: .edges).routes + gotos.filter { !$0.steps.isEmpty }
    }

    /// How each route went on `app`, run by the executor on a fresh launch: `nil` when it
    /// passed, else the lines of the gesture that failed and the failure. For a step that
    /// only arrives (an action's `then`) the gesture is the last one before it, wherever
    /// the route has that step.
    package static func outcomes(_ routes: [Route], _ subject: Subject, on app: AppDefinition, seed: UInt64) throws -> [(lines: [Int], message: String)?] {
        try routes.map { route -> (lines: [Int], message: String)? in
            let executor = try Executor(graph: subject.graph, app: app, seed: seed) { simulated in
                for monitor in subject.monitors { monitor.register(on: simulated.app) }
            }
            do throws(NavigationError) {
                try executor.follow(route)
                return nil
            } catch {
                func isGesture(_ step: Route.Step) -> Bool { step.interaction != nil && step.interaction?.gesture != .noop }
                guard let step = error.step, !isGesture(step) else { return ([error.step?.declaration?.line ?? error.declaration?.line ?? 0], error.message) }
                let places = route.steps.indices.filter {
                    route.steps[$0].from == step.from && route.steps[$0].to == step.to && route.steps[$0].declaration == step.declaration
                }
                let lines = places.compactMap { route.steps[...$0].last(where: isGesture)?.declaration?.line }
                return (lines.isEmpty ? [error.declaration?.line ?? 0] : lines, error.message)
            }
        }
    }

    /// One mutant, judged by the oracle and by the check.
    package struct Mutant: CustomStringConvertible {
        package var seed: UInt64
        package var subject: String
        package var mutation: AppMutator.Mutation
        /// The lines where a route that passes on the original app fails on the mutant;
        /// empty when no route changed.
        package var rightLines: Set<Int>
        /// The first changed route's failure, for the report of a miss.
        package var failure: String?
        /// The check's findings, each with its line.
        package var findings: [(line: Int?, message: String)]

        /// Whether the mutant changes what a route of the graph does.
        package var changesRoutes: Bool { failure != nil }
        /// Whether the check reported it at a right line.
        package var isDetected: Bool { findings.contains { $0.line.map(rightLines.contains) ?? false } }

        package var description: String {
            let lines = rightLines.sorted().map(String.init).joined(separator: ", ")
            let found = findings.isEmpty ? "nothing" : findings.map { "line \($0.line ?? 0): \($0.message)" }.joined(separator: "; ")
            return "seed \(seed), \(subject): \(mutation); routes fail at lines \(lines), first \(failure ?? "-"); the check found \(found)"
        }
    }

    /// The mutants of seeds `seeds`, each of the subject `seed % subjects.count`; a seed
    /// whose drawn mutation has nothing to change, or makes an app that does not
    /// compile, makes no mutant. `report` is called with each mutant as it is judged.
    package static func mutants(
        _ subjects: [Subject], seeds: some Sequence<UInt64>, limit: Int, report: (Mutant) -> Void = { _ in }
    ) throws -> [Mutant] {
        var mutants: [Mutant] = []
        // A subject's routes depend on its graph alone, which no mutant changes: planned
        // once for all of its mutants.
        var routesOfSubject: [Int: [Route]] = [:]
        for seed in seeds {
            guard mutants.count < limit else { break }
            let index = Int(seed % UInt64(subjects.count))
            let subject = subjects[index]
            var generator = SplitMix64(seed: seed)
            guard let (app, mutation) = AppMutator.mutate(subject.app, using: &generator), (try? SimulatedApp(app, seed: seed)) != nil else { continue }
            let routes = routesOfSubject[index] ?? routes(of: subject.graph)
            routesOfSubject[index] = routes
            let before = try outcomes(routes, subject, on: subject.app, seed: seed)
            let changed = zip(before, try outcomes(routes, subject, on: app, seed: seed)).compactMap { before, after in before == nil ? after : nil }
            let drift = try check(subject, on: app, seed: seed)
            let mutant = Mutant(
                seed: seed, subject: subject.name, mutation: mutation, rightLines: Set(changed.flatMap(\.lines)),
                failure: changed.first.map { "line \($0.lines.map(String.init).joined(separator: " or ")): \($0.message)" },
                findings: drift.findings.map { ($0.diagnostic.location?.line, $0.diagnostic.message) })
            report(mutant)
            mutants.append(mutant)
        }
        return mutants
    }

    /// The check on the unmutated apps, with exploration seeds `seeds` (each of the
    /// subject `seed % subjects.count`): each run's findings, all false alarms. `report`
    /// is called with each run as it ends.
    package static func falseAlarms(
        _ subjects: [Subject], seeds: some Sequence<UInt64>, report: ((seed: UInt64, subject: String, findings: [String])) -> Void = { _ in }
    ) throws -> [(seed: UInt64, subject: String, findings: [String])] {
        try seeds.map { seed in
            let subject = subjects[Int(seed % UInt64(subjects.count))]
            let drift = try check(subject, on: subject.app, seed: seed)
            let run = (seed: seed, subject: subject.name, findings: drift.findings.map(\.diagnostic.description))
            report(run)
            return run
        }
    }
}

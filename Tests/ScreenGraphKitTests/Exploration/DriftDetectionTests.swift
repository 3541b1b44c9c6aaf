import Foundation
import Testing
@testable import ScreenGraphKit

/// Drift detection measured over seeded mutants of the simulated apps, as
/// `check --against-app` detects it: a free exploration compared with the graph, and
/// the graph's own edge tour driven on the app, checked only by the screens' `waitFor`
/// as on a real app.
///
/// What "changes what a route or tour of the authored graph does" means here: some
/// route of the graph's edge tour (``Planner/tour(covering:)``), run by the
/// ``Executor`` on a fresh launch of the mutant, fails, where every route passes on
/// the original app. The executor checks more than any real app allows: after every
/// step, the screen the simulated app says it is on. The gesture of its first failing
/// step is the right line: the mutant must be reported there.
///
/// `SCREENGRAPH_MUTANTS=200 swift test --filter DriftDetectionTests` runs the issue's
/// measurement (with `SCREENGRAPH_MUTANT_APPS=all`, on every app); the default, 12
/// mutants of the small apps, keeps `swift test` short on a shared machine.
@Suite struct DriftDetectionTests {
    static let mutantCount = Int(ProcessInfo.processInfo.environment["SCREENGRAPH_MUTANTS"] ?? "") ?? 12
    /// The small apps by default; `SCREENGRAPH_MUTANT_APPS=all` adds Browser and Firefox,
    /// whose explorations take thousands of steps each.
    static let pairs = ProcessInfo.processInfo.environment["SCREENGRAPH_MUTANT_APPS"] == "all" ? ExplorationFixtures.pairs : ExplorationFixtures.small

    /// The line of the gesture where the first failing route of the graph's edge tour
    /// goes wrong on `app`, and the failure; `nil` when every route passes.
    static func firstFailure(_ graph: ScreenGraph, on app: AppDefinition, seed: UInt64) throws -> (line: Int?, message: String)? {
        let tour = Planner(graph: graph).tour(covering: .edges)
        for route in tour.routes {
            let executor = try Executor(graph: graph, app: app, seed: seed, preparing: ExplorationFixtures.allowPermissions)
            do {
                try executor.follow(route)
            } catch {
                // The failing step's gesture, or, for a step that only arrives (an action's
                // `then`), the last gesture before it.
                var gesture = error.step
                if let step = gesture, step.interaction == nil || step.interaction?.gesture == .noop {
                    let index = route.steps.firstIndex { $0.position == step.position && $0.to == step.to && $0.declaration == step.declaration }
                    gesture = index.flatMap { route.steps[...$0].last { $0.interaction != nil && $0.interaction?.gesture != .noop } }
                }
                return ((gesture?.declaration ?? error.declaration)?.line, error.message)
            }
        }
        return nil
    }

    /// What `check --against-app` finds on `app`.
    static func detect(_ pair: (name: String, graph: String, app: String), _ app: AppDefinition, seed: UInt64) throws -> GraphDrift {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph))
        let exploration = try ExplorationFixtures.explore(app, options: ExplorationFixtures.quick(seed: seed), allowingPermissions: true)
        let tour = try ExplorationFixtures.driveTour(graph, on: app, seed: seed)
        return GraphDrift(authored: try ExplorationFixtures.authored(pair), exploration: exploration, tour: tour)
    }

    @Test(arguments: ExplorationFixtures.pairs.map(\.name))
    func everyRouteOfTheTourPassesOnTheOriginalApp(_ name: String) throws {
        let pair = try #require(ExplorationFixtures.pairs.first { $0.name == name })
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph))
        let app = try ExplorationFixtures.app(pair)
        #expect(try Self.firstFailure(graph, on: app, seed: 0)?.message == nil)
        let tour = try ExplorationFixtures.driveTour(graph, on: app, seed: 0)
        #expect(tour.failures.map(\.error.message) == [])
        #expect(tour.routes > 0 && tour.gestures > 0)
    }

    @Test func everyMutantThatChangesTheTourIsReportedAtItsLine() throws {
        var counts: [AppMutator.Kind: (mutants: Int, changing: Int, reported: Int)] = [:]
        var missed: [String] = []
        var mutants = 0
        var seed: UInt64 = 0
        while mutants < Self.mutantCount {
            defer { seed += 1 }
            let pair = Self.pairs[Int(seed % UInt64(Self.pairs.count))]
            var generator = SplitMix64(seed: seed)
            guard let (app, mutation) = AppMutator.mutate(try ExplorationFixtures.app(pair), using: &generator),
                (try? SimulatedApp(app)) != nil
            else { continue }
            mutants += 1
            var count = counts[mutation.kind] ?? (0, 0, 0)
            count.mutants += 1
            defer { counts[mutation.kind] = count }
            let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph))
            guard let failure = try Self.firstFailure(graph, on: app, seed: seed) else { continue }
            count.changing += 1
            let drift = try Self.detect(pair, app, seed: seed)
            let lines = drift.findings.compactMap(\.diagnostic.location?.line)
            #expect(lines.count == drift.findings.count, "every finding is located; seed \(seed): \(mutation)")
            if let line = failure.line, lines.contains(line) {
                count.reported += 1
            } else {
                missed.append("seed \(seed), \(pair.name): \(mutation); the tour failed at line \(failure.line ?? 0): \(failure.message); found: \(drift.findings.map(\.diagnostic.description))")
            }
        }
        let summary = AppMutator.Kind.allCases.map { kind in
            let count = counts[kind] ?? (0, 0, 0)
            return "\(kind.rawValue) \(count.reported)/\(count.changing) of \(count.mutants)"
        }
        let changing = counts.values.map(\.changing).reduce(0, +)
        let reported = counts.values.map(\.reported).reduce(0, +)
        print("drift detection over \(mutants) mutants: \(reported) of \(changing) changing the tour reported at its line (\(summary.joined(separator: ", ")))")
        #expect(missed == [])
        #expect(changing >= Self.mutantCount / 4)
    }

    @Test func unmutatedAppsReportNoDriftWhateverTheSeed() throws {
        var runs = 0
        for seed in UInt64(100)..<UInt64(100 + Self.mutantCount) {
            let pair = Self.pairs[Int(seed % UInt64(Self.pairs.count))]
            let drift = try Self.detect(pair, try ExplorationFixtures.app(pair), seed: seed)
            #expect(drift.findings.map(\.diagnostic.message) == [], "seed \(seed), \(pair.name)")
            runs += 1
        }
        print("false alarms: none expected over \(runs) runs against unmutated apps")
        #expect(runs == Self.mutantCount)
    }
}

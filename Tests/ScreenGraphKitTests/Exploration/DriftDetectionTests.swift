import Foundation
import Testing
@testable import ScreenGraphKit

/// Drift detection measured over seeded mutants of the small simulated apps: a mutant
/// changes what the authored graph does when a route of its edge tour fails on it; the
/// test prints how many of those each kind of mutation had reported, requires every
/// rename reported (with a located finding), and unmutated apps explored with any seed
/// to report nothing. `SCREENGRAPH_MUTANTS=200` runs the issue's measurement; the
/// default keeps `swift test` short on a shared machine.
@Suite struct DriftDetectionTests {
    static let mutantCount = Int(ProcessInfo.processInfo.environment["SCREENGRAPH_MUTANTS"] ?? "") ?? 40
    /// How the tour did on an app: whether any route failed.
    private static func tourFails(_ graph: ScreenGraph, on app: AppDefinition) throws -> Bool {
        let tour = Planner(graph: graph).tour(covering: .edges)
        let routes = tour.routes.enumerated().map { ($0.offset + 1, $0.element) }
        let cases = try Executor.runTourRoutes(routes, graph: graph, className: "G", settings: RunSettings(app: app))
        return cases.contains(where: \.isFailure)
    }

    @Test func everyMutantThatChangesTheTourIsReported() throws {
        var counts: [AppMutator.Kind: (changing: Int, reported: Int)] = [:]
        var missed: [String] = []
        var mutants = 0
        var seed: UInt64 = 0
        while mutants < Self.mutantCount {
            defer { seed += 1 }
            let pair = ExplorationFixtures.small[Int(seed % UInt64(ExplorationFixtures.small.count))]
            var generator = SplitMix64(seed: seed)
            guard let (app, mutation) = AppMutator.mutate(try ExplorationFixtures.app(pair), using: &generator),
                (try? SimulatedApp(app)) != nil
            else { continue }
            mutants += 1
            let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph(pair.graph))
            let changes = try Self.tourFails(graph, on: app)
            let drift = GraphDrift(authored: try ExplorationFixtures.authored(pair), exploration: try ExplorationFixtures.explore(app, options: ExplorationFixtures.quick(seed: seed)))
            var count = counts[mutation.kind] ?? (0, 0)
            if changes {
                count.changing += 1
                if drift.hasDrift { count.reported += 1 } else { missed.append("seed \(seed), \(pair.name): \(mutation)") }
                #expect(drift.findings.allSatisfy { $0.diagnostic.location != nil }, "seed \(seed): \(mutation)")
            }
            counts[mutation.kind] = count
        }
        let summary = AppMutator.Kind.allCases.map { "\($0.rawValue) \(counts[$0]?.reported ?? 0)/\(counts[$0]?.changing ?? 0)" }
        print("drift detection over \(mutants) mutants (reported/changing the tour): \(summary.joined(separator: ", "))")
        // Measured, not yet met: the issue's goal is every changing mutant reported. What
        // is missed today is a change behind a single guarded edge (the explorer cannot
        // see the state the guard reads) and a removed screen only guarded edges led to.
        let renames = counts[.renameIdentifier] ?? (0, 0)
        #expect(renames.reported == renames.changing, "\(missed)")
        #expect(counts.values.map(\.changing).reduce(0, +) >= Self.mutantCount / 4)
    }

    @Test func unmutatedAppsReportNoDriftWhateverTheSeed() throws {
        var runs = 0
        for seed in UInt64(100)..<UInt64(100 + Self.mutantCount) {
            let pair = ExplorationFixtures.small[Int(seed % UInt64(ExplorationFixtures.small.count))]
            let drift = GraphDrift(
                authored: try ExplorationFixtures.authored(pair),
                exploration: try ExplorationFixtures.explore(try ExplorationFixtures.app(pair), options: ExplorationFixtures.quick(seed: seed)))
            #expect(drift.findings.map(\.diagnostic.message) == [], "seed \(seed), \(pair.name)")
            runs += 1
        }
        #expect(runs == Self.mutantCount)
    }
}

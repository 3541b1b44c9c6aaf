import Foundation
import ScreenGraphFixtures
import Testing
@testable import ScreenGraphKit

/// Drift detection over a few seeded mutants of the small simulated apps, as
/// `screengraph-benchmark --profile drift` measures it over 240 mutants of every app
/// (``DriftMeasurement``): a mutant that changes what a route of the authored graph
/// does (the oracle: the graph's edge tour and a route to every screen, run by the
/// executor, which checks the screen the simulated app is really on) must be reported
/// by `check --against-app` at a line where a route fails; the unmutated apps must
/// report nothing, whatever the exploration's seed.
///
/// `SCREENGRAPH_MUTANTS=N` measures N mutants instead of 12.
@Suite struct DriftDetectionTests {
    static let mutantCount = Int(ProcessInfo.processInfo.environment["SCREENGRAPH_MUTANTS"] ?? "") ?? 12

    /// VideoSharing, Demo, Recipes and Onboarding: Browser and Firefox take thousands of
    /// exploration steps each, for the benchmark.
    static func subjects() throws -> [DriftMeasurement.Subject] {
        Array(try DriftMeasurement.Subject.all(root: PackagePaths.root.path).prefix(4))
    }

    @Test func everyRouteOfTheGraphsPassesOnTheirOriginalApps() throws {
        for subject in try DriftMeasurement.Subject.all(root: PackagePaths.root.path) {
            let routes = DriftMeasurement.routes(of: subject.graph)
            let failures = try DriftMeasurement.outcomes(routes, subject, on: subject.app, seed: 0).compactMap { $0?.message }
            #expect(failures == [], "\(subject.name)")
            #expect(routes.count > subject.graph.screenNames.count / 2, "\(subject.name): the tour's routes and a route to the screens")
        }
    }

    @Test func everyMutantThatChangesARouteIsReportedAtItsLine() throws {
        let mutants = try DriftMeasurement.mutants(try Self.subjects(), seeds: 1..., limit: Self.mutantCount)
        let changing = mutants.filter(\.changesRoutes)
        let missed = changing.filter { !$0.isDetected }
        print("drift detection over \(mutants.count) mutants (seeds \(mutants.map { String($0.seed) }.joined(separator: " "))): "
            + "\(changing.count - missed.count) of \(changing.count) that change a route reported at its line")
        #expect(mutants.count == Self.mutantCount)
        #expect(missed.map(\.description) == [])
        // The measurement means something only when some mutants change a route, of more than one kind.
        #expect(changing.count >= Self.mutantCount / 4)
        #expect(Set(changing.map(\.mutation.kind)).count >= 2)
    }

    @Test func theOracleSeesARenamedTappedIdentifierAndTheCheckReportsItsLine() throws {
        // Demo's graph taps 'items.add' at line 9 (the AddItem action); the mutant renames it.
        let subject = try #require(try Self.subjects().first { $0.name == "Demo" })
        var app = subject.app
        let screen = try #require(app.screens.firstIndex { $0.name == "ItemList" })
        let element = try #require(app.screens[screen].elements.firstIndex { $0.identifier == "items.add" })
        app.screens[screen].elements[element].identifier = "items.addV2"
        let routes = DriftMeasurement.routes(of: subject.graph)
        let lines = Set(try DriftMeasurement.outcomes(routes, subject, on: app, seed: 0).compactMap { $0 }.flatMap(\.lines))
        let line = try #require(subject.authored.screens.first { $0.name == "ItemList" }?.actions.first?.location?.line)
        #expect(lines.contains(line))
        let drift = try DriftMeasurement.check(subject, on: app, seed: 0)
        #expect(drift.findings.contains { $0.diagnostic.location?.line == line && $0.diagnostic.message.contains("items.addV2") })
    }

    @Test func unmutatedAppsReportNoDriftWhateverTheSeed() throws {
        let runs = try DriftMeasurement.falseAlarms(try Self.subjects(), seeds: UInt64(100_001)...UInt64(100_000 + Self.mutantCount))
        #expect(runs.count == Self.mutantCount)
        #expect(runs.filter { !$0.findings.isEmpty }.map { "seed \($0.seed), \($0.subject): \($0.findings)" } == [])
    }
}

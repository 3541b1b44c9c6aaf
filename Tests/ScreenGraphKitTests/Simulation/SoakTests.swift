import Foundation
import Testing

@testable import ScreenGraphKit

/// The browser graph against its app: thousands of seeded gotos to random screens and
/// actions with interruptions injected before 5% of interactions. Every goto must
/// succeed and every interruption must be in the report, handled.
@Suite struct SoakTests {
    static let seed: UInt64 = 20_261_122

    /// Runs `gotos` random gotos and returns the executor and how many were made.
    static func soak(gotos: Int, seed: UInt64, keepEvents: Bool) throws -> (Executor, failures: [String]) {
        let graph = try ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph"))
        let app = try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json"))
        let executor = try Executor(graph: graph, app: app, seed: seed, interruptionRate: 0.05)
        executor.app.report.keepsEvents = keepEvents
        var random = SplitMix64(seed: seed)
        let targets = graph.screenNames + graph.actionNames
        var failures: [String] = []
        var made = 0
        while made < gotos {
            let target = targets[Int.random(in: 0..<targets.count, using: &random)]
            guard executor.navigator.can(goto: target) else { continue }
            made += 1
            do {
                try executor.goto(target)
            } catch {
                failures.append("seed \(seed), goto \(made) to \(target): \(error.message)")
                break
            }
        }
        return (executor, failures)
    }

    @Test func tenThousandGotosOnTheBrowser() throws {
        let (executor, failures) = try Self.soak(gotos: 10_000, seed: Self.seed, keepEvents: false)
        #expect(failures == [])
        let counts = executor.app.report.counts
        let interruptions = counts[.interruption] ?? 0
        #expect(interruptions > 100, "seed \(Self.seed): only \(interruptions) interruptions")
        // Each one was cleared by the implicit handler (no monitors are installed).
        #expect(counts[.implicitHandler] == interruptions, "seed \(Self.seed)")
        #expect(counts[.failure] == nil)
    }
}

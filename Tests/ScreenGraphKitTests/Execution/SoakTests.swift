import Foundation
import Testing

@testable import ScreenGraphKit

/// The browser graph against its app: thousands of seeded gotos to random screens and
/// actions with interruptions injected before 5% of interactions. Every goto must
/// succeed and every interruption must be in the report, handled.
@Suite struct SoakTests {
    static let seed: UInt64 = 20_261_122

    @Test func tenThousandGotosOnTheBrowser() throws {
        let executor = try Executor(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")), seed: Self.seed, interruptionRate: 0.05)
        executor.app.report.keepsEvents = false
        do {
            try executor.gotoRandomTargets(10_000, seed: Self.seed)
        } catch {
            Issue.record("seed \(Self.seed): \(error.message)")
        }
        #expect(executor.app.report.counts[.step, default: 0] > 10_000)
        let counts = executor.app.report.counts
        let interruptions = counts[.interruption] ?? 0
        #expect(interruptions > 100, "seed \(Self.seed): only \(interruptions) interruptions")
        // Each one was cleared by the implicit handler (no monitors are installed).
        #expect(counts[.implicitHandler] == interruptions, "seed \(Self.seed)")
        #expect(counts[.failure] == nil)
    }
}

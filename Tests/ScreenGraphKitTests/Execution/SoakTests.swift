import Foundation
import Testing

@testable import ScreenGraphKit

/// The browser graph against its app: thousands of seeded gotos to random screens and
/// actions with interruptions injected before 5% of interactions. Every goto must
/// succeed and every interruption must be in the report: every alert handled, a banner
/// only when it covered the element a gesture was for.
@Suite struct SoakTests {
    static let seed: UInt64 = 20_261_122

    /// Interruptions shown and implicitly handled, by kind, counted as the report streams.
    private final class Tally: @unchecked Sendable {  // every access holds `lock`
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func count(_ event: RunReport.Event) {
            let key: String
            switch event.kind {
            case .interruption: key = "shown " + (event.fields.first { $0.name == "kind" }?.value ?? "")
            case .implicitHandler:
                let action = event.fields.first { $0.name == "action" }?.value ?? ""
                key = action.hasPrefix("tap ") ? "handled alert" : "handled banner"
            default: return
            }
            lock.withLock { counts[key, default: 0] += 1 }
        }

        subscript(key: String) -> Int { lock.withLock { counts[key, default: 0] } }
    }

    @Test func tenThousandGotosOnTheBrowser() throws {
        let executor = try Executor(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")), seed: Self.seed, interruptionRate: 0.05)
        executor.app.report.keepsEvents = false
        let tally = Tally()
        executor.app.report.sink = { tally.count($0) }
        do {
            try executor.gotoRandomTargets(10_000, seed: Self.seed)
        } catch {
            Issue.record("seed \(Self.seed): \(error.message)")
        }
        #expect(executor.app.report.counts[.step, default: 0] > 10_000)
        let counts = executor.app.report.counts
        let interruptions = counts[.interruption] ?? 0
        #expect(interruptions > 100, "seed \(Self.seed): only \(interruptions) interruptions")
        #expect(tally["shown alert"] + tally["shown banner"] == interruptions)
        // No monitors are installed: the implicit handler cleared every alert (the last
        // one may still be up), and the banners that covered the top bar a gesture was for.
        #expect(tally["handled alert"] >= tally["shown alert"] - 1, "seed \(Self.seed)")
        #expect(tally["handled banner"] > 0 && tally["handled banner"] < tally["shown banner"], "seed \(Self.seed)")
        #expect(counts[.failure] == nil)
    }
}

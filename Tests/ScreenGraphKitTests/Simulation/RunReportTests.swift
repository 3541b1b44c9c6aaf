import Testing

@testable import ScreenGraphKit

/// What a run on the simulated app did, event by event: one line of text or one JSON line
/// per event on the virtual clock, counts of every kind, and the same report for the
/// same seed.
@Suite struct RunReportTests {
    @Test func anEventReadsAsTimeKindAndFields() {
        var report = RunReport(seed: 7)
        report.record(.gesture, at: 12.25, ["gesture": "tap 'menu'", "screen": "BrowserTab"])
        report.record(.implicitHandler, at: 0.0005, [:] as KeyValuePairs<String, String>)
        #expect(report.text == """
            seed 7
                12.250 gesture         gesture=tap 'menu' screen=BrowserTab
                 0.001 implicitHandler\u{20}
            
            """)
        #expect(report.jsonLines == """
            {"seed": 7}
            {"t": 12.250, "event": "gesture", "gesture": "tap 'menu'", "screen": "BrowserTab"}
            {"t": 0.001, "event": "implicitHandler"}
            
            """)
    }

    /// A value from a hostile app file is escaped and cut in the text, as everything
    /// printed is; the JSON line escapes it as JSON.
    @Test func hostileValuesAreEscaped() {
        var report = RunReport(seed: 0)
        let value = "\u{1B}]0;pwned\u{07}" + String(repeating: "x", count: 5000)
        report.record(.step, at: 1, ["to": value])
        let line = report.events[0].text
        #expect(!line.contains("\u{1B}") && !line.contains("\u{07}"))
        #expect(line.hasSuffix(" to=" + Echo.excerpt(value, maximumLength: Diagnostic.messageLimit)))
        #expect(line.count < Diagnostic.messageLimit + 50)
        #expect(!report.events[0].jsonLine.contains("\u{1B}") && report.events[0].jsonLine.contains(#"\u001b]0;pwned\u0007"#))
    }

    /// A long run turns keeping off: events still count and reach the sink, and fields
    /// that would only be kept are not worked out at all.
    @Test func withoutKeepingEventsAreCountedAndStreamed() {
        var report = RunReport(seed: 1)
        report.keepsEvents = false
        var worked = 0
        report.record(.wait, at: 1) {
            worked += 1
            return [("element", "title")]
        }
        #expect(worked == 0 && report.counts[.wait] == 1 && report.events.isEmpty)
        let streamed = Streamed()
        report.sink = { streamed.append($0) }
        report.record(.wait, at: 2) {
            worked += 1
            return [("element", "title")]
        }
        #expect(worked == 1 && report.counts[.wait] == 2 && report.events.isEmpty)
        #expect(streamed.events.map(\.fields) == [[RunReport.Event.Field(name: "element", value: "title")]])
        #expect(report.text == "seed 1\n")
    }

    @Test func secondsHaveThreeDecimals() {
        #expect(fixed(0) == "0.000")
        #expect(fixed(1.5) == "1.500")
        #expect(fixed(0.0004) == "0.000" && fixed(0.0005) == "0.001")
        #expect(fixed(3600.0123) == "3600.012")
        #expect("ab".leftPadded(to: 4) == "  ab" && "abcde".leftPadded(to: 4) == "abcde")
    }

    // MARK: - A whole run's report

    @Test func theSameSeedGivesAByteIdenticalReport() throws {
        func report(seed: UInt64) throws -> (String, String) {
            let run = try Executor(
                graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Browser.screengraph")),
                app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Browser.json")), seed: seed, interruptionRate: 0.2)
            for target in ["LoginDetail", "TabTray", "ClearHistoryAlert", "BrowserTab", "Licenses"] { try run.goto(target) }
            return (run.app.report.text, run.app.report.jsonLines)
        }
        let first = try report(seed: 11)
        let again = try report(seed: 11)
        #expect(first == again)
        #expect(first.0.hasPrefix("seed 11\n"))
        #expect(first.1.hasPrefix("{\"seed\": 11}\n"))
        #expect(first.0.contains(" interruption "))
        #expect(try report(seed: 12).0 != first.0)
    }

    @Test func theExecutorNamesTheStepWhereGraphAndAppDisagree() throws {
        let run = try Executor(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/DemoV2.json")), seed: 0)
        let error = #expect(throws: NavigationError.self) { try run.goto("DeleteAllItems") }
        #expect(error?.message == """
            step ItemList → Editing (tap 'items.edit') failed: the app is on 'ItemList', not on 'Editing' as the graph says
              declared at \(PackagePaths.graph("Demo.screengraph")):11:3
            """)
        #expect(run.app.report.events.last?.kind == .failure)
    }
}

/// Events a sink received.
private final class Streamed: @unchecked Sendable {  // used on one task
    var events: [RunReport.Event] = []
    func append(_ event: RunReport.Event) { events.append(event) }
}

/// An app an ``Executor`` runs a graph on: the simulated app, or a real one
/// (``LiveApp``) on any ``AppBackend``, with its clock and the report of what happened.
public protocol ExecutedApp: Driver {
    /// Seconds since the app was created: the simulated app's virtual clock, a real
    /// app's wall clock.
    var now: Double { get }
    /// What happened, event by event.
    var report: RunReport { get set }
    /// Launches the app, terminating a running instance first.
    func launch()
}

extension SimulatedApp: ExecutedApp {}

/// A real app under an executor: a graph's declarative gestures go through
/// ``TestAppDriver`` to any ``AppBackend`` (the WebDriver backend, the XCUITest
/// adapter), on the wall clock, with a report like the simulated app's.
///
/// A real app cannot say which screen it is on, so every step is checked by the
/// entered screen's `waitFor` (its identity), and a failed step says which screens'
/// identities hold instead (``Driver/reportsIdentities``).
///
/// ```swift
/// let app = LiveApp(backend: backend)
/// let executor = Executor(graph: graph, app: app)
/// try executor.goto("RecentChanges")
/// ```
package final class LiveApp: ExecutedApp {
    /// The app's implementation: the WebDriver backend, the XCUITest adapter.
    package let backend: any AppBackend
    /// Performs the declarative gestures; its ``TestAppDriver/elementTimeout`` is how
    /// long a gesture waits for its element.
    package let driver: TestAppDriver
    /// What happened: launches, gestures, waits, steps, dialogs and monitors, on the wall clock.
    package var report: RunReport
    private let started = monotonicSeconds()
    /// Failures the last launch recorded: the next step fails with them.
    private var launchFailures: [String] = []

    /// A live app on `backend`; `seed` is the report's (a real app has no randomness of
    /// its own, the seed says which walk or tour it ran).
    package init(backend: any AppBackend, seed: UInt64 = 0) {
        self.backend = backend
        driver = TestAppDriver(app: TestApp(.app, backend: backend))
        report = RunReport(seed: seed)
    }

    package var now: Double { monotonicSeconds() - started }

    package func launch() {
        backend.launch(.app)
        launchFailures = backend.takeFailures()
        report.record(.launch, at: now, launchFailures.isEmpty ? ["app": "app"] : ["app": "app", "failure": launchFailures.joined(separator: "; ")])
    }

    /// Adds an event to the report: what the backend saw (a dialog, a monitor's answer).
    package func note(_ kind: RunReport.Event.Kind, _ fields: [(String, String)]) {
        report.record(kind, at: now, fields)
    }

    // MARK: Driver

    package var testApp: TestApp? { driver.app }
    package var reportsIdentities: Bool { true }

    package func perform(_ interaction: Interaction) throws(DriverError) {
        if !launchFailures.isEmpty {
            let failures = launchFailures
            launchFailures.removeAll()
            throw DriverError("the app did not launch: " + failures.joined(separator: "; "))
        }
        report.record(.gesture, at: now, ["gesture": interaction.description])
        try driver.perform(interaction)
    }

    package func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        waitForElement(identifier, in: .app, until: .exists, timeout: timeout)
    }

    package func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        let found = driver.waitForElement(identifier, in: app, until: presence, timeout: timeout)
        report.record(.wait, at: now, ["element": identifier, "until": presence == .exists ? "exists" : "gone", "result": found ? "found" : "timeout"])
        return found
    }

    package func value(of identifier: String) -> String? { driver.value(of: identifier) }

    /// A screenshot and the page source, when the backend can give them.
    package var evidence: EvidenceSource? { backend as? EvidenceSource }
}

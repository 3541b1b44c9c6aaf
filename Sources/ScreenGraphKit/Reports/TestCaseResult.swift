/// One goto, route or walk run against the simulated app, as a test report shows it:
/// its name, how long it took on the app's virtual clock, whether it passed, and the
/// interruptions that happened while it ran.
package struct TestCaseResult: Sendable, Equatable {
    /// What became of the case.
    package enum Outcome: Sendable, Equatable {
        case passed
        case failed(TestFailure)
        /// Not run, with why.
        case skipped(String)
    }

    /// The goto or route: `goto Editing`, `route 3`, `walk seed 2`.
    package var name: String
    /// The graph's name, which test reporters show as the case's class.
    package var className: String
    /// Virtual seconds from the case's start to its end.
    package var time: Double
    /// Whether it passed, failed or was skipped.
    package var outcome: Outcome
    /// The steps the case completed.
    package var steps: Int
    /// The interruption log: each interruption, handler, implicit handling and
    /// permission answer of the case, one report line each.
    package var interruptions: [String]
    /// Files saved as evidence of a failure (a screenshot, the page source), as paths
    /// the JUnit report links with the `[[ATTACHMENT|path]]` convention.
    package var attachments: [String] = []
    /// The failures of earlier attempts, oldest first, when the case was run again
    /// (`--retries N`): a case that passed after some is flaky.
    package var earlierFailures: [TestFailure] = []

    /// Creates a result.
    package init(
        name: String, className: String, time: Double, outcome: Outcome, steps: Int = 0, interruptions: [String] = []
    ) {
        self.name = name
        self.className = className
        self.time = time
        self.outcome = outcome
        self.steps = steps
        self.interruptions = interruptions
    }

    /// Whether the case failed.
    package var isFailure: Bool {
        if case .failed = outcome { true } else { false }
    }
}

/// Why a case failed: the step, the screen the graph expected and the one the app was
/// on, and the whole message.
package struct TestFailure: Sendable, Equatable {
    /// A word for the kind of failure: `wrongScreen`, `timeout`, `driver`, `planning`,
    /// `misuse`, `overflow` or `unavailable` (a replayed step not open in the graph).
    package var kind: String
    /// The failure's first line.
    package var message: String
    /// `ItemList → Editing (tap 'items.edit')`, when a step failed.
    package var step: String?
    /// The screen the graph expected the app to be on.
    package var expected: String?
    /// The screen the app was on.
    package var actual: String?
    /// The whole message, with the declaration's location.
    package var details: String

    /// Creates a failure.
    package init(kind: String, message: String, step: String? = nil, expected: String? = nil, actual: String? = nil, details: String) {
        self.kind = kind
        self.message = message
        self.step = step
        self.expected = expected
        self.actual = actual
        self.details = details
    }

    /// A navigator's error, with the screen the app was on when it failed.
    package init(_ error: NavigationError, appScreen: String?) {
        var kind: String
        var expected = error.step.map(\.to)
        var actual = appScreen
        switch error.reason {
        case .planning: kind = "planning"
        case .driver: kind = "driver"
        case .timeout: kind = "timeout"
        case .misuse: kind = "misuse"
        case .overflow, .stringTooLong: kind = "overflow"
        case .nothingToType: kind = "nothingToType"
        case .closure: kind = "closure"
        case .wrongScreen(let wanted, let found):
            kind = "wrongScreen"
            expected = wanted
            actual = found
        }
        let details = error.message
        let step = error.step.map { step in
            "\(step.from) → \(step.to)" + (step.interaction.map { " (\($0))" } ?? "")
        }
        self.init(
            kind: kind, message: String(details.prefix { $0 != "\n" }), step: step, expected: expected, actual: actual,
            details: details)
    }

    /// The failure's text as a report's body shows it: the step, expected and actual
    /// screens, then the whole message.
    package var text: String {
        var lines: [String] = []
        if let step { lines.append("step: \(step)") }
        if let expected { lines.append("expected screen: \(expected)") }
        if let actual { lines.append("actual screen: \(actual)") }
        lines.append(details)
        return lines.joined(separator: "\n")
    }
}

extension RunReport.Event.Kind {
    /// The kinds an interruption log shows.
    static let interruptionLog: Set<RunReport.Event.Kind> = [.interruption, .handler, .implicitHandler, .prompt]
}

extension Executor {
    /// Runs `body` as one test case: measures it on the app's virtual clock, counts its
    /// steps, collects its interruption log from the report, and turns its error into
    /// a failure.
    ///
    /// ```swift
    /// let result = executor.testCase(named: "goto Editing", className: "Demo") { try executor.goto("Editing") }
    /// ```
    ///
    /// - Parameter body: throws a ``NavigationError`` or a ``ReplayError`` when the case
    ///   fails; any other error fails it with its description.
    /// - Returns: the case's result; the report keeps its events as it did.
    package func testCase(named name: String, className: String, _ body: () throws -> Void) -> TestCaseResult {
        let start = app.now
        let firstEvent = app.report.events.count
        let stepsBefore = app.report.counts[.step] ?? 0
        var outcome = TestCaseResult.Outcome.passed
        do {
            try body()
        } catch let error as NavigationError {
            outcome = .failed(TestFailure(error, appScreen: app.currentScreen))
        } catch let error as ReplayError {
            switch error {
            case .failed(_, let navigationError):
                outcome = .failed(TestFailure(navigationError, appScreen: app.currentScreen))
            case .unavailable(_, let step):
                outcome = .failed(TestFailure(
                    kind: "unavailable", message: error.description, step: step.description, actual: app.currentScreen,
                    details: error.description))
            }
        } catch {
            outcome = .failed(TestFailure(kind: "error", message: "\(error)", details: "\(error)"))
        }
        return TestCaseResult(
            name: name, className: className, time: app.now - start, outcome: outcome,
            steps: (app.report.counts[.step] ?? 0) - stepsBefore, interruptions: interruptionLog(since: firstEvent))
    }

    /// The report's interruption lines from event `index` on.
    func interruptionLog(since index: Int) -> [String] {
        let events = app.report.events
        guard index < events.count else { return [] }
        return events[index...].filter { RunReport.Event.Kind.interruptionLog.contains($0.kind) }.map(\.text)
    }
}

extension Executor {
    /// A walk this executor made (``Executor/walkAndShrink(graph:named:settings:steps:stopAtCoverage:weighting:observing:progress:)``
    /// hands it to `observing`) as one test case, `walk seed N`: its time on the app's
    /// clock, its steps, its failure and its interruption log.
    package func testCase(of walk: WalkReport, className: String) -> TestCaseResult {
        TestCaseResult(
            name: "walk seed \(walk.result.seed)", className: className, time: app.now,
            outcome: walk.result.failure.map { .failed(TestFailure($0, appScreen: app.currentScreen)) } ?? .passed,
            steps: walk.result.steps.count, interruptions: interruptionLog(since: 0))
    }
}

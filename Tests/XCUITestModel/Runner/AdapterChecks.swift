import Foundation
import ScreenGraphKit
import ScreenGraphTesting
import XCTest

/// Checks of the adapter's and the model's own behaviour, each one line, `name: what happened`,
/// that XCUITestModelTests compares with what Apple documents. Each runs on a fresh simulated
/// app and test case, launched.
@MainActor
enum AdapterChecks {
    static func run(root: URL) -> [String] {
        [
            check("several matches read as none", app: "Demo.json", root: root) { app, _, testCase in
                // The protocol: `nil` for several. XCUIElementQuery.element: "fails the current test
                // if there isn't a single matching element", which snapshot() reports by throwing.
                let several = app.buttons.element
                return "exists \(several.exists), count \(app.backend.count(several.path)), recorded \(testCase.recordedIssues.count)"
            },
            check("one read, one resolution", app: "Demo.json", root: root) { app, _, _ in
                let before = XCUITestModel.resolutions
                let label = app.buttons.firstMatch.label
                return "\(label), \(XCUITestModel.resolutions - before) resolution(s)"
            },
            check("a failed tap reaches the navigator", app: "Demo.json", root: root) { app, _, testCase in
                app.buttons["nope"].tap()
                let taken = app.backend.takeFailures()
                return "taken \(taken.count), recorded \(testCase.recordedIssues.count), taken again \(app.backend.takeFailures().count)"
            },
            check("a value wait under a second", app: "Onboarding.json", root: root) { app, simulated, _ in
                app.buttons["welcome.start"].tap()
                let start = simulated.now
                let found = app.backend.wait(for: app.switches["onboarding.analytics"].path, until: .value("0"), timeout: 0.5)
                return "found \(found) after \(seconds(simulated.now - start))"
            },
            check("a predicate expectation", app: "Demo.json", root: root) { app, simulated, _ in
                // The model's XCTWaiter: first looks a second after the wait starts.
                let exists = XCTNSPredicateExpectation(predicate: NSPredicate(value: true), object: nil)
                let start = simulated.now
                let short = XCTWaiter.wait(for: [exists], timeout: 0.9)
                let middle = simulated.now
                let long = XCTWaiter.wait(for: [exists], timeout: 5)
                return "\(short) after \(seconds(middle - start)), \(long) after \(seconds(simulated.now - middle))"
            },
            check("gone on a query that matches", app: "Demo.json", root: root) { app, _, _ in
                "gone \(app.backend.wait(for: app.buttons.path, until: .gone, timeout: 1))"
            },
            check("typing needs focus", app: "Demo.json", root: root) { app, simulated, testCase in
                app.textFields["items.search"].typeText("a")
                let unfocused = simulated.settings.value(of: "searchText").map { "\($0)" } ?? "-"
                app.textFields["items.search"].tap()
                app.textFields["items.search"].typeText("b")
                return "\(unfocused) then \(simulated.settings.value(of: "searchText").map { "\($0)" } ?? "-"), " + brief(testCase)
            },
            check("a missing element's attribute fails the test", app: "Demo.json", root: root) { _, _, testCase in
                let missing = XCUIApplication().descendants(matching: .button)
                    .matching(NSPredicate(format: "identifier == %@", argumentArray: ["nope"])).element
                return "label '\(missing.label)', exists \(missing.exists), " + brief(testCase)
            },
            check("a monitor runs only for a blocked gesture", app: "VideoSharing.json", root: root) { app, _, _ in
                var calls = 0
                _ = app.addUIInterruptionMonitor(withDescription: "count") { _ in
                    calls += 1
                    return false
                }
                app.buttons["feed.new"].tap()
                app.buttons["sheet.library"].tap()
                // The prompt's own button is not blocked by the prompt.
                app.system.alerts.buttons["Allow Full Access"].tap()
                return "calls \(calls)"
            },
            check("visionOS has no SpringBoard", app: "Demo.json", root: root) { _, simulated, testCase in
                // The backend of a visionOS test: no system UI app (Apple Developer Forums thread
                // 759347: SpringBoard does not exist there; the answer is an interruption monitor).
                let vision = TestApp(.app, backend: XCUITestBackend(testCase: testCase, app: nil, platform: .visionOS))
                simulated.injection = InterruptionInjection(seed: 1, rate: 1, kinds: [InterruptionInjection.standardKinds[0]])
                var calls = 0
                _ = vision.addUIInterruptionMonitor(withDescription: "Close") { alert in
                    calls += 1
                    alert.buttons["Close"].tap()
                    return true
                }
                vision.buttons["items.add"].tap()
                let added = simulated.settings.value(of: "numItems").map { "\($0)" } ?? "-"
                simulated.injection = nil
                vision.system.buttons["Close"].tap()
                vision.settings.launch()
                return "monitor calls \(calls), items \(added), system alerts \(vision.system.alerts.count), settings \(vision.settings.state), "
                    + brief(testCase)
            },
        ]
    }

    /// Simulated seconds, to a tenth.
    private static func seconds(_ duration: Double) -> String { String(format: "%.1f s", duration) }

    /// The issues recorded on `testCase`, each up to where it names the element.
    private static func brief(_ testCase: XCTestCase) -> String {
        testCase.recordedIssues.map { issue in
            let text = issue.compactDescription
            let end = [text.range(of: " for "), text.range(of: ". Element:")].compactMap { $0?.lowerBound }.min() ?? text.endIndex
            return String(text[..<end])
        }.joined(separator: "; ")
    }

    private static func check(
        _ name: String, app: String, root: URL, _ body: (TestApp, SimulatedApp, XCTestCase) -> String
    ) -> String {
        do {
            let simulated = try SimulatedApp(AppDefinition(contentsOfFile: root.appendingPathComponent("Graphs/Apps/\(app)").path))
            let testCase = XCTestCase()
            XCUITestModel.simulated = simulated
            XCUITestModel.testCase = testCase
            let testApp = TestApp.xcuiTest(testCase: testCase)
            testApp.launch()
            defer { simulated.endTest() }
            return "\(name): \(body(testApp, simulated, testCase))"
        } catch {
            return "\(name): setup failed: \(error)"
        }
    }
}

import Foundation
import ScreenGraphKit
import ScreenGraphTesting
import XCTest

/// Runs the test file of Docs/Devices.md (its generated copy, compiled here with its
/// `#if canImport(UIKit)` line: the adapter, on the model) as XCTest runs a test: a fresh
/// instance per test method, `setUpWithError()`, the method, and a thrown error recorded as an
/// issue of type `.thrownError`. The simulated device shows system alerts as the file's Linux
/// lines set it up (seed 13, half the gestures, no implicit handler).
@MainActor
enum DeviceTests {
    static let methods: [(name: String, run: (ItemUITests) throws -> Void)] = [
        ("testAnAddedItemOpens", { try $0.testAnAddedItemOpens() }),
        ("testASearchIsTyped", { try $0.testASearchIsTyped() }),
    ]

    static func run(root: URL) -> [String] {
        methods.map { method in
            do {
                let simulated = try SimulatedApp(AppDefinition(contentsOfFile: root.appendingPathComponent("Graphs/Apps/Demo.json").path))
                simulated.injection = InterruptionInjection(seed: 13, rate: 0.5)
                simulated.isStrict = true
                let test = ItemUITests()
                XCUITestModel.simulated = simulated
                XCUITestModel.testCase = test
                defer { simulated.endTest() }
                do {
                    try test.setUpWithError()
                    try method.run(test)
                } catch {
                    test.record(XCTIssue(type: .thrownError, compactDescription: "\(error)", associatedError: error))
                }
                let interruptions = simulated.report.counts[.interruption] ?? 0
                let issues = test.recordedIssues.map(\.compactDescription)
                return "\(method.name): " + (issues.isEmpty ? "passed" : "failed: \(issues.joined(separator: "; "))")
                    + ", \(interruptions) interruption(s)"
            } catch {
                return "\(method.name): setup failed: \(error)"
            }
        }
    }
}

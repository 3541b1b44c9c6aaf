// Runs AdapterScenarios through the XCUITest adapter (XCUITestBackend, compiled from
// Sources/ScreenGraphTesting against the model as `XCTest`), on a fresh simulated app per
// scenario, and prints each transcript, then the issues XCTest recorded:
//
//     ## routes
//     goto AddItem: AddItem
//     ...
//     recorded: Failed to tap: No matches found for ...
//
// Usage: runner PACKAGE_ROOT
import Foundation
import ScreenGraphKit
import ScreenGraphTesting
import XCTest

let root = URL(fileURLWithPath: CommandLine.arguments[1])
for scenario in AdapterScenarios.all {
    print("## \(scenario.name)")
    do {
        let simulated = try SimulatedApp(AdapterScenarios.definition(of: scenario, root: root), seed: scenario.seed)
        let testCase = XCTestCase()
        XCUITestModel.simulated = simulated
        XCUITestModel.testCase = testCase
        let app = TestApp.xcuiTest(testCase: testCase)
        for line in AdapterScenarios.transcript(of: scenario, root: root, simulated: simulated, app: app) { print(line) }
        for issue in testCase.recordedIssues { print("recorded: \(issue.compactDescription)") }
        simulated.endTest()
    } catch {
        print("setup failed: \(error)")
    }
}
print("## checks")
for line in AdapterChecks.run(root: root) { print(line) }
print("## devices")
for line in DeviceTests.run(root: root) { print(line) }

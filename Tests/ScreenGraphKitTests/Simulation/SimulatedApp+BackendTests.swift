import Foundation
import Testing

@testable import ScreenGraphKit

/// The simulated app as the backend of ``TestApp`` (SimulatedApp+Backend.swift): a query
/// path is resolved against a tree as it is at the call, as XCUITest resolves an
/// `XCUIElementQuery`. The subscript matches "any one of each element's identifying
/// properties" (XCUIElementTypeQueryProvider's `subscript(_:)`: identifier, title, label,
/// value or placeholder value); `element` needs exactly one match; `firstMatch` and
/// `element(boundBy:)` pick by the tree's order.
@Suite struct SimulatedAppBackendTests {
    private func path(_ steps: ElementPath.Step..., in app: AppTarget = .app) -> ElementPath { ElementPath(app: app, steps: steps) }

    @Test func theSubscriptMatchesIdentifierLabelOrValue() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.count(path(.descendants(.button), .key("toolbar.save"))) == 1)
        #expect(simulated.count(path(.descendants(.button), .key("save"))) == 1)  // its label
        #expect(simulated.count(path(.descendants(.switch), .key("0"))) == 1)  // its value
        #expect(simulated.count(path(.descendants(.button), .key("Photos"))) == 0)  // a table's label, not a button
        #expect(simulated.count(path(.descendants(.any), .key("Photos"))) == 2)
    }

    /// A graph's element name is an identifier first: with the alert up, `Close` names the
    /// screen's button whose identifier it is, though the alert's button is labelled so; the
    /// subscript matches both, and `element` then fails.
    @Test func anIdentifierWinsOverALabel() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["delete"].tap()
        #expect(simulated.count(path(.descendants(.button), .identifier("Close"))) == 1)
        #expect(simulated.count(path(.descendants(.button), .key("Close"))) == 2)
        #expect(simulated.attributes(of: path(.descendants(.button), .key("Close"), .only)) == nil)
        #expect(simulated.attributes(of: path(.descendants(.button), .identifier("Close"), .only))?.identifier == "Close")
        // An identifier no element has falls back to the labels: the alert's Delete button.
        #expect(simulated.count(path(.descendants(.alert), .children(.button), .identifier("Delete"))) == 1)
    }

    @Test func descendantsChildrenFirstAndIndexFollowTheTree() throws {
        let simulated = try GalleryApp.launched()
        // The table holds the screen's cells.
        #expect(simulated.count(path(.descendants(.table), .children(.cell))) == 2)
        #expect(simulated.count(path(.children(.cell))) == 0)
        #expect(simulated.attributes(of: path(.descendants(.cell), .first))?.label == "Alpha")
        #expect(simulated.attributes(of: path(.descendants(.cell), .index(1)))?.label == "Beta")
        #expect(simulated.attributes(of: path(.descendants(.cell), .index(2))) == nil)
        #expect(simulated.attributes(of: path(.descendants(.cell), .index(-1))) == nil)
        #expect(simulated.attributes(of: path(.descendants(.cell), .only)) == nil)
    }

    /// The simulated layout: rows of 44 points below a 100-point bar, in the tree's order,
    /// 390 points wide (Docs/SimulatedApps.md).
    @Test func framesAreRowsInTheTreesOrder() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.attributes(of: path(.descendants(.navigationBar), .only))?.frame == CGRect(x: 0, y: 100, width: 390, height: 44))
        #expect(simulated.attributes(of: path(.descendants(.button), .key("toolbar.save"), .only))?.frame == CGRect(x: 0, y: 100 + 3 * 44, width: 390, height: 44))
    }

    /// A gesture on a missing element, or on several where one is needed, records XCTest's
    /// words, which ``SimulatedApp/takeFailures()`` hands over once.
    @Test func failedGesturesRecordXCTestsWords() throws {
        let simulated = try GalleryApp.launched()
        simulated.perform(.tap, on: path(.descendants(.button), .key("nothing"), .only))
        simulated.perform(.doubleTap, on: path(.descendants(.cell), .only))
        #expect(simulated.takeFailures() == [
            #"Failed to tap: No matches found for app.buttons["nothing"]"#,
            "Failed to doubleTap: Multiple matching elements found for app.cells.element",
        ])
        #expect(simulated.takeFailures() == [])
    }

    /// A wait for a value holds once the element has it; the switch's value is "0" or "1".
    @Test func aWaitForAValue() throws {
        let simulated = try GalleryApp.launched()
        let wifi = path(.descendants(.switch), .key("wifi"), .only)
        #expect(!simulated.wait(for: wifi, until: .value("1"), timeout: 1))
        simulated.perform(.tapAt(dx: 0.9, dy: 0.5), on: wifi)
        #expect(simulated.wait(for: wifi, until: .value("1"), timeout: 0))
        #expect(simulated.isHittable(wifi) && !simulated.isHittable(path(.descendants(.button), .key("nothing"), .only)))
    }

    /// The system UI always runs; the app and Settings each run once launched.
    @Test func eachAppHasItsOwnState() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.state(of: .app) == .runningForeground && simulated.state(of: .system) == .runningForeground)
        #expect(simulated.state(of: .settings) == .notRunning)
        simulated.activate(.settings)
        #expect(simulated.state(of: .settings) == .runningForeground && simulated.state(of: .app) == .runningBackground)
        simulated.terminate(.app)
        #expect(simulated.state(of: .app) == .notRunning)
    }
}

import Testing

@testable import ScreenGraphKit

/// The one way the simulated app performs a gesture (SimulatedApp+Gestures.swift), for a
/// navigator's driver and for test code alike: find the element (one, or fail), act on it,
/// and let the gesture take its time on the virtual clock. What a gesture does depends on
/// the element: Apple's `XCUIElement.tap()` "Sends a tap event to a hittable point the
/// system computes for the element"; a disabled control ignores touches (UIKit's
/// `UIControl.isEnabled`: "the control ignores touch events"); a `UISwitch` flips on a tap.
@Suite struct SimulatedAppGesturesTests {
    private func last(_ simulated: SimulatedApp) -> StateValue? { simulated.settings.value(of: "last") }

    /// Each gesture runs the element's behaviours of its kind; a drag runs those of the swipe
    /// of its main direction.
    @Test func eachGestureRunsTheBehavioursOfItsKind() throws {
        let simulated = try GalleryApp.launched()
        let button = simulated.app.buttons["gestures"]
        button.doubleTap()
        #expect(last(simulated) == .string("doubleTap"))
        button.press(forDuration: 1)
        #expect(last(simulated) == .string("press"))
        button.swipeLeft()
        #expect(last(simulated) == .string("swipeLeft"))
        button.coordinate(withNormalizedOffset: TestVector(dx: 0.5, dy: 0.5))
            .press(forDuration: 0.1, thenDragTo: button.coordinate(withNormalizedOffset: TestVector(dx: 0.5, dy: -3)))
        #expect(last(simulated) == .string("swipeUp"))
        button.tap()
        #expect(last(simulated) == .string("tap") && simulated.takeFailures().isEmpty)
    }

    /// Every gesture takes ``SimulatedApp/gestureDuration`` of virtual time, and is reported.
    @Test func aGestureTakesItsDurationAndIsReported() throws {
        let simulated = try GalleryApp.launched()
        let before = simulated.now
        let gestures = simulated.report.counts[.gesture] ?? 0
        simulated.app.buttons["gestures"].tap()
        #expect(simulated.now == before + simulated.gestureDuration)
        #expect(simulated.report.counts[.gesture] == gestures + 1)
        #expect(simulated.report.events.last?.fields.first { $0.name == "element" }?.value == "gestures")
    }

    @Test func aDisabledElementIgnoresTheGesture() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["needsWifi"].tap()
        #expect(last(simulated) == StateValue.none && simulated.takeFailures().isEmpty)
        simulated.app.switches["wifi"].coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        simulated.app.buttons["needsWifi"].tap()
        #expect(last(simulated) == .string("sync"))
    }

    /// A SwiftUI Toggle's row spans the screen, its centre is the label: a tap there does
    /// not flip the switch, one near its right end does (as ContainmentTests' UISwitch tests
    /// say of a plain switch, which flips wherever it is tapped).
    @Test func aRowSpanningSwitchFlipsOnlyNearItsRightEnd() throws {
        let simulated = try GalleryApp.launched()
        let wifi = simulated.app.switches["wifi"]
        wifi.tap()
        #expect(wifi.value == "0")
        wifi.coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        #expect(wifi.value == "1")
        wifi.coordinate(withNormalizedOffset: TestVector(dx: 0.74, dy: 0.5)).tap()
        #expect(wifi.value == "1")
    }

    /// A gesture on an element that is not there, or on a query that matches several where
    /// one is needed, fails with XCTest's words and does nothing, nor takes any time.
    @Test func aMissingOrAmbiguousElementFailsAndDoesNothing() throws {
        let simulated = try GalleryApp.launched()
        let before = simulated.now
        simulated.app.buttons["nothing"].tap()
        simulated.app.cells.element.tap()
        let failures = simulated.takeFailures()
        #expect(failures.count == 2)
        #expect(failures.first?.hasPrefix("Failed to tap: ") == true && failures.first?.contains(#"app.buttons["nothing"]"#) == true)
        #expect(failures.last?.contains("app.cells.element") == true)
        #expect(simulated.now == before && last(simulated) == StateValue.none)
    }
}

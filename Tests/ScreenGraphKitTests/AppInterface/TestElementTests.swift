import Testing

@testable import ScreenGraphKit

/// An element's properties, gestures and waits on the simulated app.
@Suite struct TestElementTests {
    @Test func propertiesReadTheElementAsItIsNow() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        let wifi = app.switches["wifi"]
        #expect(wifi.exists && wifi.isHittable && wifi.isEnabled)
        #expect(wifi.identifier == "wifi" && wifi.label == "Wi-Fi" && wifi.value == "0" && wifi.elementType == .switch)
        #expect(app.staticTexts["title"].value == nil)
        #expect(app.textFields["name"].value == "")
        #expect(!app.buttons["needsWifi"].isEnabled && app.buttons["needsWifi"].exists)
        let missing = app.buttons["missing"]
        #expect(!missing.exists && !missing.isHittable && !missing.isEnabled)
        #expect(missing.identifier == "" && missing.label == "" && missing.value == nil && missing.elementType == .any)
        // Reading properties records no failure, as in XCTest.
        #expect(simulated.takeFailures() == [])
    }

    @Test func eachGestureReachesTheElement() throws {
        let simulated = try GalleryApp.launched()
        let gestures = simulated.app.buttons["gestures"]
        let cases: [(String, () -> Void)] = [
            ("tap", { gestures.tap() }), ("doubleTap", { gestures.doubleTap() }), ("press", { gestures.press(forDuration: 2) }),
            ("swipeUp", { gestures.swipeUp() }), ("swipeDown", { gestures.swipeDown() }), ("swipeLeft", { gestures.swipeLeft() }),
            ("swipeRight", { gestures.swipeRight() }),
            ("tap", { gestures.coordinate(withNormalizedOffset: TestVector(dx: 0.1, dy: 0.5)).tap() }),
        ]
        for (expected, perform) in cases {
            perform()
            #expect(simulated.settings.last == .string(expected))
        }
        #expect(simulated.takeFailures() == [])
        #expect(simulated.report.counts[.gesture] == 8)
    }

    @Test func typingAndSwitches() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        // A switch's row centre is its label; the switch itself is at the row's right end.
        app.switches["wifi"].tap()
        #expect(app.switches["wifi"].value == "0")
        app.switches["wifi"].coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        #expect(app.switches["wifi"].value == "1" && app.buttons["needsWifi"].isEnabled)
        app.buttons["needsWifi"].tap()
        #expect(simulated.settings.last == "sync")
        // Last: while the field has the focus, the keyboard covers the buttons at the bottom.
        app.secureTextFields["secret"].tap()  // typing needs the keyboard focus a tap gives
        app.secureTextFields["secret"].typeText("hunter")
        app.secureTextFields["secret"].typeText("2")
        #expect(simulated.settings.secret == "hunter2")
    }

    @Test func aDisabledElementIgnoresGestures() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["needsWifi"].tap()
        #expect(simulated.settings.last == StateValue.none)
        #expect(simulated.takeFailures() == [])
    }

    @Test func aGestureOnAMissingElementRecordsAFailureNamingThePath() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["nowhere"].press(forDuration: 1)
        app.tables["list"].cells["list.cell.9"].typeText("x")
        #expect(simulated.takeFailures() == [
            #"Failed to press(forDuration: 1.0): No matches found for app.buttons["nowhere"]"#,
            #"Failed to typeText("x"): No matches found for app.tables["list"].cells["list.cell.9"]"#,
        ])
        #expect(simulated.takeFailures() == [])
        #expect(simulated.report.counts[.gesture] == nil)
    }

    @Test func waitsRunOnTheVirtualClock() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        #expect(!app.staticTexts["slow"].exists)
        #expect(!app.staticTexts["slow"].waitForExistence(timeout: 1))
        #expect(simulated.now == 1)
        // Waits look again every 0.1 s.
        #expect(app.staticTexts["slow"].waitForExistence(timeout: 5))
        #expect(simulated.now >= 2 && simulated.now < 2.1)
        #expect(app.staticTexts["toast"].waitForNonExistence(timeout: 5))
        #expect(simulated.now >= 3 && simulated.now < 3.1)
        #expect(!app.staticTexts["title"].waitForNonExistence(timeout: 0.5))
        #expect(simulated.backend(waitsFor: app.switches["wifi"], toRead: "1") == false)
        app.switches["wifi"].coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        #expect(simulated.backend(waitsFor: app.switches["wifi"], toRead: "1"))
        let waits = simulated.report.events.filter { $0.kind == .wait }.map(\.text)
        #expect(waits.first == #"     1.000 wait            element=app.staticTexts["slow"] result=timeout"#)
        #expect(waits.last?.hasSuffix(#" wait            element=app.switches["wifi"] until=value == "1" result=found"#) == true)
    }

    @Test func waitsDoNotRunMonitors() throws {
        let simulated = try GalleryApp.launched()
        var calls = 0
        simulated.app.addUIInterruptionMonitor(withDescription: "counts") { _ in
            calls += 1
            return false
        }
        simulated.app.buttons["askCamera"].tap()
        #expect(simulated.app.buttons["gestures"].waitForExistence(timeout: 1))
        #expect(calls == 0)
        simulated.app.buttons["gestures"].tap()
        #expect(calls == 1)
    }
}

extension SimulatedApp {
    /// A wait for an element's value, as ``TestAppDriver`` waits for a switch.
    fileprivate func backend(waitsFor element: TestElement, toRead value: String) -> Bool {
        wait(for: element.path, until: .value(value), timeout: 0.5)
    }
}

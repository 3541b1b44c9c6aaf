import Testing

@testable import ScreenGraphKit

/// The apps of the simulated device through ``TestApp``: launching, state, permissions
/// and interruption monitors.
@Suite struct TestAppTests {
    /// The onboarding app, whose settings read launch arguments and a prefixed environment.
    static func onboarding() throws -> SimulatedApp {
        try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Onboarding.json")))
    }

    @Test func launchArgumentsAndEnvironmentApplyToTheNextLaunch() throws {
        let simulated = try Self.onboarding()
        let app = simulated.app
        #expect(app.state == .notRunning)
        app.launchArguments = ["-analytics", "YES"]
        app.launchEnvironment = ["SETTING_notifications": "YES"]
        #expect(simulated.launchArguments == ["-analytics", "YES"] && app.launchEnvironment == ["SETTING_notifications": "YES"])
        #expect(simulated.settings.analytics == false)
        app.launch()
        #expect(app.state == .runningForeground)
        #expect(simulated.settings.analytics == true && simulated.settings.notifications == true)
        // The other apps keep their own, which they do not read.
        app.settings.launchArguments = ["-x"]
        app.system.launchEnvironment = ["A": "1"]
        #expect(app.settings.launchArguments == ["-x"] && app.system.launchEnvironment == ["A": "1"])
        #expect(app.launchArguments == ["-analytics", "YES"] && app.settings.launchEnvironment == [:])
    }

    @Test func launchTerminateAndActivate() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["nav.edit"].tap()
        #expect(simulated.currentScreen == "Detail")
        // Activating a running app keeps its screen; launching starts it again.
        app.activate()
        #expect(simulated.currentScreen == "Detail" && simulated.report.counts[.launch] == 1)
        app.launch()
        #expect(simulated.currentScreen == "Main" && simulated.report.counts[.launch] == 2)
        app.terminate()
        #expect(app.state == .notRunning && simulated.currentScreen == nil && app.buttons.count == 0)
        app.activate()
        #expect(app.state == .runningForeground && simulated.currentScreen == "Main")
    }

    @Test func settingsComesToTheFrontAndTheSystemAlwaysRuns() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        #expect(app.settings.state == .notRunning && app.system.state == .runningForeground)
        app.settings.activate()
        #expect(app.settings.state == .runningForeground && app.state == .runningBackground)
        #expect(simulated.currentScreen == "Settings")
        app.activate()
        #expect(app.state == .runningForeground && app.settings.state == .runningBackground)
        #expect(app.settings.switches.count == 0)
        app.settings.launch()
        app.settings.terminate()
        #expect(app.settings.state == .notRunning && app.state == .runningBackground && simulated.currentScreen == nil)
        app.system.terminate()
        app.system.launch()
        app.system.activate()
        #expect(app.system.state == .runningForeground && app.state == .runningBackground)
        app.activate()
        #expect(simulated.currentScreen == "Main")
    }

    @Test func resettingAnAuthorizationTerminatesTheAppAndPromptsAgain() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["askCamera"].tap()
        app.system.alerts.buttons["Allow"].tap()
        #expect(simulated.authorizationStatus(for: .camera) == .authorized)
        app.resetAuthorizationStatus(for: .camera)
        #expect(simulated.authorizationStatus(for: .camera) == .notDetermined && app.state == .notRunning)
        app.launch()
        app.buttons["askCamera"].tap()
        #expect(app.system.alerts["“Gallery” Would Like to Access the Camera"].exists)
    }

    @Test func monitorsGetTheInterruptingElementInItsTree() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        var seen: [String] = []
        let token = app.addUIInterruptionMonitor(withDescription: "Anything") { element in
            seen.append("\(element) \(element.elementType.rawValue) '\(element.label)'")
            guard element.buttons["Allow"].exists else { return false }
            element.buttons["Allow"].tap()
            return true
        }
        app.buttons["askCamera"].tap()
        app.buttons["gestures"].tap()
        #expect(seen == [#"system.alerts["“Gallery” Would Like to Access the Camera"] alert '“Gallery” Would Like to Access the Camera'"#])
        #expect(simulated.settings.camera == true && simulated.settings.last == "tap")
        // The app's own alert is in the app's tree; the monitor declines it, the implicit handler taps Close.
        app.buttons["delete"].tap()
        app.buttons["gestures"].doubleTap()
        #expect(seen.last == #"app.alerts["confirm"] alert 'Delete the photo?'"#)
        #expect(simulated.settings.last == "doubleTap" && simulated.settings.deleted == 0)
        app.removeUIInterruptionMonitor(token)
        app.buttons["delete"].tap()
        app.buttons["gestures"].tap()
        #expect(seen.count == 2)
        #expect(simulated.report.counts[.implicitHandler] == 2)
    }

    @Test func monitorsRunLastAddedFirstUntilOneHandles() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        var order: [String] = []
        app.addUIInterruptionMonitor(withDescription: "delete") { alert in
            order.append("delete")
            alert.buttons["Delete"].tap()
            return true
        }
        app.addUIInterruptionMonitor(withDescription: "decline") { _ in
            order.append("decline")
            return false
        }
        app.buttons["delete"].tap()
        app.buttons["gestures"].tap()
        #expect(order == ["decline", "delete"])
        #expect(simulated.settings.deleted == 1 && simulated.settings.last == "tap")
        let handlers = simulated.report.events.filter { $0.kind == .handler }.map { $0.fields.map(\.value) }
        #expect(handlers == [["decline", "confirm", "declined"], ["delete", "confirm", "handled"]])
    }

    @Test func aGestureStillBlockedAfterTheLastRoundFails() throws {
        let simulated = try GalleryApp.launched()
        simulated.isStrict = true
        let app = simulated.app
        app.buttons["delete"].tap()
        app.buttons["gestures"].tap()
        #expect(simulated.takeFailures() == [
            #"Failed to tap: app.buttons["gestures"] is blocked by alert 'confirm' (Delete the photo?) after 5 rounds; "#
                + "handlers tried: none (strict: no implicit handler)"
        ])
        #expect(simulated.settings.last == StateValue.none)
    }

    /// The example in Docs/SimulatedApps.md, with what its comments say.
    @Test func theDocsExampleDoesWhatItSays() throws {
        let simulated = try SimulatedApp(AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Recipes.json")))
        let app = simulated.app
        app.launchArguments = ["UI-Testing"]
        app.launch()
        app.addUIInterruptionMonitor(withDescription: "Photos") { alert in
            guard alert.buttons["Allow Full Access"].exists else { return false }
            alert.buttons["Allow Full Access"].tap()
            return true
        }
        app.buttons["recipes.add"].tap()
        app.buttons["newRecipe.addPhoto"].tap()
        #expect(app.system.alerts.count == 1 && !app.cells["photos.cell.0"].isHittable)
        app.cells["photos.cell.0"].tap()
        #expect(simulated.settings.value(of: "photoAttached") == .bool(true) && simulated.takeFailures() == [])
    }

    @Test func aDriverUsesTheSameApp() throws {
        let simulated = try GalleryApp.launched()
        let driver: any Driver = simulated
        let app = try #require(driver.testApp)
        app.buttons["gestures"].swipeLeft()
        #expect(simulated.settings.last == "swipeLeft")
        #expect(app.system.target == .system && app.settings.target == .settings && app.app === app)
    }
}

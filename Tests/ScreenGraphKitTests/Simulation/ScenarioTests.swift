import Foundation
import Testing

@testable import ScreenGraphKit

/// Scenarios on the example apps, each a test of its own, as a UI test suite would
/// write them: monitors, expected alerts, switches, state across launches, permissions.
@Suite struct ScenarioTests {
    static func executor(_ graph: String, _ app: String, seed: UInt64 = 1) throws -> Executor {
        try Executor(
            graph: ScreenGraph(contentsOfFile: PackagePaths.graph(graph)),
            app: AppDefinition(contentsOfFile: PackagePaths.graph("Apps/\(app)")), seed: seed)
    }

    // MARK: Recipes

    @Test func recipesMonitorTapsRetryInsteadOfTheImplicitCancel() throws {
        let run = try Self.executor("Recipes.screengraph", "Recipes.json", seed: 3)
        let app = run.simulated
        var retries = 0
        app.addUIInterruptionMonitor(withDescription: "Retry the network") { alert in
            guard alert.buttons["Retry"].exists else { return false }
            retries += 1
            alert.buttons["Retry"].tap()
            return true
        }
        // Pull to refresh until the seeded network fails, then keep using the app.
        var pulls = 0
        while !app.exists("NetworkFailure"), pulls < 20 {
            try app.perform(Interaction(.swipeDown, element: "recipes.table"))
            pulls += 1
        }
        #expect(app.exists("NetworkFailure"), "seed 3: the network never failed in \(pulls) pulls")
        try run.goto("RecipeDetail")
        #expect(retries >= 1)
        #expect(app.report.counts[.implicitHandler] == nil)
        #expect(app.report.events.contains { $0.kind == .handler && $0.fields.contains(.init(name: "result", value: "handled")) })
        #expect(app.currentScreen == "RecipeDetail")
    }

    @Test func recipesDeleteConfirmationIsAnExpectedAlert() throws {
        let run = try Self.executor("Recipes.screengraph", "Recipes.json")
        let app = run.simulated
        #expect(app.exists("recipes.cell.2"))
        try run.goto("DeleteConfirmation")
        // An expected alert is a screen of the graph: no monitor ran, its text is checked.
        #expect(app.value(of: "alert.delete") == "Delete “Pancakes”? This can’t be undone.")
        #expect(app.report.counts[.handler] == nil && app.report.counts[.interruption] == nil)
        try run.goto("DeleteRecipe")
        #expect(app.currentScreen == "RecipeList")
        #expect(!app.exists("recipes.cell.2"))
        #expect(app.exists("recipes.cell.1"))
        #expect(app.settings.numRecipes == 2)
    }

    @Test func recipesFirstTimePhotoFlowAfterResettingPhotos() throws {
        let run = try Self.executor("Recipes.screengraph", "Recipes.json")
        let app = run.simulated
        app.setAuthorization(.authorized, for: .photos)
        app.resetAuthorizationStatus(for: .photos)
        #expect(!app.isRunning)
        app.launch()
        var prompts: [String] = []
        app.addUIInterruptionMonitor(withDescription: "Photos permission") { alert in
            guard alert.app.target == .system, alert.buttons["Allow Full Access"].exists else { return false }
            prompts.append(alert.label)
            alert.buttons["Allow Full Access"].tap()
            return true
        }
        try run.goto("PhotoLibrary")
        // The prompt, in the system UI, covers the library; the next interaction runs the monitor.
        #expect(app.exists("“Recipes” Would Like to Access Your Photos", in: .system))
        #expect(!app.exists("“Recipes” Would Like to Access Your Photos"))
        try run.goto("NewRecipe")
        #expect(prompts == ["“Recipes” Would Like to Access Your Photos"])
        #expect(app.authorizationStatus(for: .photos) == .authorized)
        #expect(app.settings.photoAttached == true)
    }

    // MARK: Onboarding switches

    @Test func onboardingSwitchesTurnOnlyWithTheToggleGesture() throws {
        let run = try Self.executor("Onboarding.json", "Onboarding.json")
        let app = run.simulated
        try run.goto("Choices")
        // The row's centre is its label: tapping it changes nothing.
        try app.perform(.tap("onboarding.analytics"))
        #expect(app.value(of: "onboarding.analytics") == "0")
        // Waiting for a switch that does not turn on times out cleanly.
        #expect(!app.wait(for: "onboarding.analytics", toHaveValue: "1", timeout: 2))
        #expect(app.report.events.last?.fields.last == .init(name: "result", value: "timeout"))
        #expect(!app.isEnabled("onboarding.continue"))
        try app.perform(Interaction(.toggleOn, element: "onboarding.analytics"))
        #expect(app.wait(for: "onboarding.analytics", toHaveValue: "1", timeout: 2))
        #expect(!app.isEnabled("onboarding.continue"))
        // A disabled button ignores the tap: the executor then finds the app elsewhere.
        try app.perform(.tap("onboarding.continue"))
        #expect(app.currentScreen == "Choices")
        try app.perform(Interaction(.toggleOn, element: "onboarding.notifications"))
        #expect(app.isEnabled("onboarding.continue"))
        try app.perform(Interaction(.toggleOff, element: "onboarding.analytics"))
        #expect(!app.wait(for: "onboarding.analytics", toHaveValue: "1", timeout: 1))
        #expect(!app.isEnabled("onboarding.continue"))
    }

    @Test func onboardingContinueNeedsBothSwitchesThroughTheGraph() throws {
        let run = try Self.executor("Onboarding.json", "Onboarding.json")
        try run.goto("Home", allowingStateChanges: true)
        #expect(run.simulated.currentScreen == "Home")
        #expect(run.simulated.settings.analytics == true && run.simulated.settings.notifications == true)
        #expect(run.navigator.userState.analyticsOn == true)
    }

    // MARK: State across launches

    /// Turns analytics on in one "test", then relaunches for the next.
    private func leakAnalytics() throws -> SimulatedApp {
        let run = try Self.executor("Onboarding.json", "Onboarding.json")
        try run.goto("EnableAnalytics")
        run.simulated.endTest()
        return run.simulated
    }

    @Test func aSwitchTurnedOnLeaksIntoTheNextLaunch() throws {
        let app = try leakAnalytics()
        app.launch()
        #expect(app.settings.analytics == true)
    }

    @Test func launchArgumentsShadowPersistedSettingsForOneLaunch() throws {
        let app = try leakAnalytics()
        app.launchArguments = ["-analytics", "NO"]
        app.launch()
        #expect(app.settings.analytics == false)
        #expect(app.persistedValue(of: "analytics") == true)
        app.launchArguments = []
        app.launch()
        #expect(app.settings.analytics == true)
    }

    @Test func aResetArgumentClearsPersistedSettings() throws {
        let app = try leakAnalytics()
        app.launchArguments = ["UI-Testing"]
        app.launch()
        #expect(app.settings.analytics == false)
        #expect(app.persistedValue(of: "analytics") == false)
    }

    @Test func prefixedEnvironmentKeysSetPersistedSettings() throws {
        let app = try leakAnalytics()
        app.launchEnvironment = ["SETTING_analytics": "NO", "SETTING_notifications": "YES", "OTHER_analytics": "YES"]
        app.launch()
        #expect(app.settings.analytics == false)
        #expect(app.settings.notifications == true)
    }

    // MARK: Permissions (VideoSharing, its prompts in the system UI)

    static func videoSharing(seed: UInt64 = 1) throws -> Executor {
        try Executor(graph: VideoSharingGraph.load(), app: VideoSharingGraph.app(), seed: seed)
    }

    @Test func grantingCameraAndMicrophoneReachesTheRecorder() throws {
        let run = try Self.videoSharing()
        try run.goto("Recorder", allowingStateChanges: true)
        #expect(run.simulated.currentScreen == "Recorder")
        #expect(run.simulated.authorizationStatus(for: .camera) == .authorized)
        #expect(run.simulated.authorizationStatus(for: .microphone) == .authorized)
        #expect(run.simulated.report.counts[.prompt] == 2)
    }

    @Test func denyingPhotosShowsTheAppsAlertThenSettingsRelaunchesTheApp() throws {
        let run = try Self.videoSharing()
        let app = run.simulated
        try run.goto("PhotosPrompt")
        try run.goto("DenyPhotos", allowingStateChanges: true)
        #expect(app.currentScreen == "PhotosNoAccess")
        #expect(app.value(of: "alert.photosNoAccess") == "VideoSharing needs access to your photos. Turn it on in Settings.")
        try run.goto("SystemSettings")
        // Choosing Full Access for Photos in Settings terminates the app; it comes back on its first screen.
        try app.perform(Interaction(.tap, element: "Photos", in: .settings))
        try app.perform(Interaction(.tap, element: "Full Access", in: .settings))
        #expect(!app.isRunning)
        try run.navigator.userState.set("photos", to: true)
        try run.goto("Feed")
        #expect(app.isRunning && app.currentScreen == "Feed")
        #expect(app.report.counts[.launch] == 2)
        #expect(app.authorizationStatus(for: .photos) == .authorized)
    }

    @Test func resettingPhotosPromptsAgainInTheSystemUI() throws {
        let run = try Self.videoSharing()
        try run.goto("PhotoLibrary", allowingStateChanges: true)
        #expect(run.simulated.authorizationStatus(for: .photos) == .authorized)
        #expect(run.simulated.report.events.contains { $0.kind == .gesture && $0.fields.contains(.init(name: "in", value: "system")) })
        // Resetting forgets the answer and terminates the app, as on a device.
        let app = run.simulated.app
        app.resetAuthorizationStatus(for: .photos)
        #expect(app.state == .notRunning && run.simulated.authorizationStatus(for: .photos) == .notDetermined)
        app.launch()
        try run.navigator.nowAt("Feed")
        try run.navigator.userState.set("photos", to: .none)
        try run.goto("PhotosPrompt")
        #expect(app.system.alerts["“VideoSharing” Would Like to Access Your Photos"].exists && !app.alerts["“VideoSharing” Would Like to Access Your Photos"].exists)
        try run.goto("PhotoLibrary", allowingStateChanges: true)
        #expect(run.simulated.report.counts[.prompt] == 2)
    }

    /// No monitor answers the photos prompt, so the next gesture it covers makes XCTest's
    /// implicit handler tap its cancel button, "Don’t Allow", before the gesture lands.
    /// The app is adjusted to stay on its feed when photos are denied: the real one
    /// presents its no-access alert, which the simulation shows in place of the feed
    /// (a presented screen hides the one beneath), so the covered tap would find no feed.
    @Test func photosDeniedByTheImplicitHandler() throws {
        var definition = try VideoSharingGraph.app()
        let sheet = try #require(definition.screens.firstIndex { $0.name == "NewVideoSheet" })
        let library = try #require(definition.screens[sheet].elements.firstIndex { $0.identifier == "sheet.library" })
        definition.screens[sheet].elements[library].behaviours["tap"] = [.dismiss, .request(.photos, granted: [.push("PhotoLibrary")], denied: [])]
        let simulated = try SimulatedApp(definition)
        let app = simulated.app
        app.launch()
        app.buttons["feed.new"].tap()
        app.buttons["sheet.library"].tap()
        #expect(app.system.alerts["“VideoSharing” Would Like to Access Your Photos"].exists && !app.buttons["feed.new"].isHittable)
        app.buttons["feed.new"].tap()
        #expect(simulated.authorizationStatus(for: .photos) == .denied)
        #expect(simulated.report.events.contains { $0.kind == .implicitHandler && $0.fields.last?.value == "tap Don’t Allow" })
        #expect(app.sheets["sheet.newVideo"].exists && simulated.takeFailures() == [])
    }

    @Test func aMonitorRemovedAfterUseNoLongerRuns() throws {
        let run = try Self.videoSharing()
        let app = run.simulated
        var calls = 0
        let token = app.addUIInterruptionMonitor(withDescription: "Allow fully") { alert in
            calls += 1
            // iOS 17's photos prompt: "Limit Access…", "Allow Full Access", "Don’t Allow".
            alert.buttons.element(boundBy: 1).tap()
            return true
        }
        // The library request shows the photos prompt over the feed. Tapping the feed,
        // covered, runs the monitor, which allows: the library opens over the feed, so
        // the feed's element is gone when the tap would land, as on a device.
        try app.perform(.tap("feed.new"))
        try app.perform(.tap("sheet.library"))
        #expect(app.exists("“VideoSharing” Would Like to Access Your Photos", in: .system))
        #expect(!app.exists("library.cancel"))
        #expect(throws: DriverError("no element 'feed.list' on screen 'PhotoLibrary'")) { try app.perform(.tap("feed.list")) }
        #expect(calls == 1)
        #expect(app.authorizationStatus(for: .photos) == .authorized)
        try app.perform(.tap("library.cancel"))
        app.removeUIInterruptionMonitor(token)
        app.resetAuthorizationStatus(for: .camera)
        app.launch()
        try app.perform(.tap("feed.new"))
        try app.perform(.tap("sheet.record"))
        #expect(app.exists("“VideoSharing” Would Like to Access the Camera", in: .system))
        // With the monitor gone, the implicit handler answers: the cancel button, "Don’t Allow".
        #expect(throws: DriverError("no element 'feed.list' on screen 'CameraNoAccess'")) { try app.perform(.tap("feed.list")) }
        #expect(calls == 1)
        #expect(app.authorizationStatus(for: .camera) == .denied)
        #expect(app.currentScreen == "CameraNoAccess")
    }
}

import Testing

@testable import ScreenGraphKit

/// Where the simulated app used to differ from XCTest on a device, one scenario each
/// (issue 13, 4a to 4k). Each failed before its fix; each comment gives the rule's source.
@Suite struct FidelityTests {
    /// One screen: a button `count` (in `region`) that counts taps, with `overlay`
    /// injected before every gesture while none of its kind is up.
    static func counter(
        region: ElementRegion = .content, injecting overlay: AppOverlay? = nil, strict: Bool = false
    ) throws -> SimulatedApp {
        var definition = AppDefinition(name: "Counter", initialScreen: "Main")
        definition.settings = [StateField("taps", .int, initial: 0)]
        var count = AppElement("count")
        count.region = region
        count.behaviours["tap"] = [.set("taps += 1")]
        definition.screens = [AppScreen("Main", elements: [count])]
        let app = try SimulatedApp(definition, seed: 1)
        app.isStrict = strict
        if let overlay { app.injection = InterruptionInjection(seed: 1, rate: 1, kinds: [overlay]) }
        app.launch()
        return app
    }

    static func systemAlert(_ identifier: String, _ title: String, _ buttons: [AppOverlay.Button]) -> AppOverlay {
        var alert = AppOverlay(identifier, .alert, title: title, buttons: buttons)
        alert.isSystem = true
        return alert
    }

    // MARK: 4a

    /// WWDC 2020 "Handle interruptions and alerts in UI tests" (session 10220): iOS's
    /// built-in interruption handler for alerts "taps cancel button if any, falls back to
    /// the default button otherwise" (the session as WWDC Notes summarises it).
    /// `UIAlertAction.Style` has three cases, `default` ("Apply the default style to the
    /// action's button"), `cancel` and `destructive`, and every action has one: an alert of
    /// buttons with no role given has default buttons, and the handler taps one (the first:
    /// the sources are silent on which of several; issue 26, difference 12). Before, such
    /// buttons were "normal", a style UIKit does not have, and the alert was left up. Only an
    /// alert whose buttons are all destructive has neither a cancel nor a default button, and
    /// is left up.
    @Test func theImplicitHandlerTapsCancelElseDefaultAndLeavesOtherAlertsAlone() throws {
        let survey = Self.systemAlert("system.survey", "Enjoying the app?", [.init("Rate Now"), .init("Not Now")])
        #expect(survey.buttons.map(\.role) == [.default, .default])
        let surveyed = try Self.counter(injecting: survey)
        try surveyed.perform(.tap("count"))
        #expect(surveyed.report.events.contains { $0.kind == .implicitHandler && $0.fields.last?.value == "tap Rate Now" })
        #expect(surveyed.settings.taps == 1)

        let erase = Self.systemAlert("system.erase", "Erase the device?", [.init("Erase", role: .destructive)])
        let app = try Self.counter(injecting: erase)
        #expect(throws: DriverError(
            "tap 'count' is blocked by alert 'system.erase' (Erase the device?) after 5 rounds; "
                + "handlers tried: implicit, implicit, implicit, implicit, implicit")
        ) { try app.perform(.tap("count")) }
        #expect(app.settings.taps == 0)
        #expect(app.exists("system.erase", in: .system))
        #expect(app.report.events.filter { $0.kind == .implicitHandler }.allSatisfy { $0.fields.last?.value == "none" })

        let update = Self.systemAlert("system.update", "Software Update", [.init("Install", role: .default), .init("Later", role: .cancel)])
        let other = try Self.counter(injecting: update)
        try other.perform(.tap("count"))
        #expect(other.report.events.contains { $0.kind == .implicitHandler && $0.fields.last?.value == "tap Later" })
        #expect(other.settings.taps == 1)
    }

    // MARK: 4b

    /// Apple's "Handling UI Interruptions": "A UI test only tries its UI interruption
    /// monitors if the elements it needs to interact with to complete the test are
    /// blocked by an interruption from an unrelated UI." WWDC 2020 session 10220 calls an
    /// interruption an element that "blocks access to another element". A banner slides
    /// over the top of the screen: it blocks the top bar, not a cell in the middle.
    @Test func aBannerInterruptsOnlyAGestureOnTheTopBarItCovers() throws {
        var definition = AppDefinition(name: "Mail", initialScreen: "Inbox")
        definition.settings = [StateField("opened", .int, initial: 0), StateField("composed", .int, initial: 0)]
        var compose = AppElement("nav.compose")
        compose.region = .topBar
        compose.behaviours["tap"] = [.set("composed += 1")]
        var cell = AppElement("inbox.cell.0", .cell)
        cell.behaviours["tap"] = [.set("opened += 1")]
        definition.screens = [AppScreen("Inbox", elements: [AppElement("inbox.table", .table), compose, cell])]
        let simulated = try SimulatedApp(definition, seed: 1)
        var banner = AppOverlay("banner.message", .banner, title: "New Message")
        banner.persistent = true
        banner.isSystem = true
        simulated.injection = InterruptionInjection(seed: 1, rate: 1, kinds: [banner])
        simulated.launch()
        var handled: [String] = []
        simulated.addUIInterruptionMonitor(withDescription: "Swipe banners away") { banner in
            handled.append(banner.identifier)
            banner.swipeUp()
            return true
        }
        try simulated.perform(.tap("inbox.cell.0"))
        #expect(handled == [])
        #expect(simulated.settings.opened == 1)
        #expect(simulated.exists("banner.message", in: .system))
        #expect(simulated.app.cells["inbox.cell.0"].isHittable)
        #expect(!simulated.app.buttons["nav.compose"].isHittable)
        try simulated.perform(.tap("nav.compose"))
        #expect(handled == ["banner.message"])
        #expect(simulated.settings.composed == 1)
        #expect(!simulated.exists("banner.message", in: .system))
    }

    // MARK: 4c

    /// Apple's `addUIInterruptionMonitor(withDescription:handler:)`: "Handlers should return
    /// true if they handled the UI, false if they did not." A handler that taps a button
    /// the alert does not have handled nothing; XCTest fails such a tap where it is made,
    /// in words like "No matches found for Children matching type Button" (its failure
    /// text), instead of carrying on.
    @Test func aHandlerTappingAButtonThatIsNotThereFailsAtOnce() throws {
        let update = Self.systemAlert("system.update", "Software Update", [.init("Install", role: .default), .init("Later", role: .cancel)])
        let simulated = try Self.counter(injecting: update)
        var earlier = 0
        simulated.addUIInterruptionMonitor(withDescription: "Earlier") { _ in
            earlier += 1
            return false
        }
        simulated.addUIInterruptionMonitor(withDescription: "Allow prompts") { alert in
            alert.buttons["Allow"].tap()
            return true
        }
        let failure = #"interruption monitor 'Allow prompts': Failed to tap: No matches found for system.alerts["system.update"].buttons["Allow"]"#
        #expect(throws: DriverError(failure)) { try simulated.perform(.tap("count")) }
        // At once: no other handler ran, nor the implicit one; the tap was not made.
        #expect(earlier == 0)
        #expect(simulated.report.counts[.implicitHandler] == nil)
        #expect(simulated.exists("system.update", in: .system))
        #expect(simulated.settings.taps == 0)
        #expect(simulated.takeFailures() == [])
        // Through the app interface the failure is collected, for the step to fail.
        simulated.app.buttons["count"].tap()
        #expect(simulated.takeFailures() == [failure])
        #expect(simulated.settings.taps == 0)
    }

    // MARK: 4d

    /// Apple's documentation does not say what happens to a second alert; UIKit presents
    /// one view controller at a time from a view controller. So the first alert stays up
    /// (before, both showed and the last was handled first), and the second is refused, as
    /// UIKit refuses it ("Attempt to present … which is already presenting"), never shown
    /// (issue 26: it used to wait; AppSideFidelityTests has the system's prompts, which do).
    @Test func oneAlertAtATimeTheFirstStaysUp() throws {
        var definition = AppDefinition(name: "Alerts", initialScreen: "Main")
        definition.settings = [StateField("taps", .int, initial: 0)]
        definition.overlays = [
            AppOverlay("first", .alert, title: "First", buttons: [.init("OK", role: .cancel)]),
            AppOverlay("second", .alert, title: "Second", buttons: [.init("OK", role: .cancel)]),
        ]
        var both = AppElement("both")
        both.behaviours["tap"] = [.show("first"), .show("second")]
        var count = AppElement("count")
        count.behaviours["tap"] = [.set("taps += 1")]
        definition.screens = [AppScreen("Main", elements: [both, count])]
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        var seen: [String] = []
        simulated.addUIInterruptionMonitor(withDescription: "OK") { alert in
            seen.append(alert.label)
            alert.buttons["OK"].tap()
            return true
        }
        try simulated.perform(.tap("both"))
        #expect(simulated.exists("first") && !simulated.exists("second"))
        #expect(simulated.app.alerts.count == 1)
        try simulated.perform(.tap("count"))
        #expect(seen == ["First"])
        #expect(!simulated.exists("second"))
        #expect(simulated.settings.taps == 1)
    }

    // MARK: 4e

    /// Apple's "Handling UI Interruptions": "Your app performs an action that causes the
    /// operating system to present a modal UI. An example is an action that presents a
    /// photo picker, which may make the system request access to photos". The system
    /// presents the prompt, so on a device it is in SpringBoard's element tree, not the
    /// app's: a declarative gesture on its button needs `in: system`.
    @Test func permissionPromptsAreInTheSystemUIOnly() throws {
        let simulated = try SimulatedApp(VideoSharingGraph.app())
        simulated.launch()
        try simulated.perform(.tap("feed.new"))
        try simulated.perform(.tap("sheet.library"))
        #expect(!simulated.exists("Allow Full Access"))
        #expect(!simulated.exists("“VideoSharing” Would Like to Access Your Photos"))
        #expect(simulated.exists("Allow Full Access", in: .system))
        #expect(!simulated.app.buttons["Allow Full Access"].exists)
        #expect(simulated.app.system.alerts["“VideoSharing” Would Like to Access Your Photos"].buttons["Allow Full Access"].exists)
        #expect(throws: DriverError("no element 'Allow Full Access' on screen 'Feed'; the system UI has one: say 'in system'")) {
            try simulated.perform(.tap("Allow Full Access"))
        }
        try simulated.perform(Interaction(.tap, element: "Allow Full Access", in: .system))
        #expect(simulated.authorizationStatus(for: .photos) == .authorized)
        #expect(simulated.currentScreen == "PhotoLibrary")
    }

    // MARK: 4f

    /// Apple's `XCUIApplication.activate()`: "If the application previously launched via
    /// launch(), the system supplies the launch arguments and environment variables from
    /// the original call to launch() again."
    @Test func activateRelaunchesWithTheOriginalLaunchsArguments() throws {
        var definition = AppDefinition(name: "Leaver", initialScreen: "Main")
        definition.settings = [StateField("analytics", .bool, initial: false)]
        var leave = AppElement("leave")
        leave.behaviours["tap"] = [.openSettings]
        definition.screens = [AppScreen("Main", elements: [leave])]
        definition.customGestures = ["return to the app": [.activate]]
        let simulated = try SimulatedApp(definition)
        simulated.launchArguments = ["-analytics", "YES"]
        simulated.launch()
        simulated.launchArguments = []
        try simulated.perform(.tap("leave"))
        simulated.terminate()
        try simulated.perform(Interaction(.custom("return to the app")))
        #expect(simulated.isRunning && simulated.settings.analytics == true)
        // The same through the app interface.
        simulated.app.terminate()
        simulated.app.activate()
        #expect(simulated.app.state == .runningForeground && simulated.settings.analytics == true)
    }

    // MARK: 4g

    /// Apple's `XCUIElement.typeText(_:)`: "Types a string into the element. The element or
    /// a descendant must have keyboard focus". It types keys; the documentation is silent
    /// on text already there, which typing does not clear: the keys go in at the cursor,
    /// after it.
    @Test func typeTextAppendsAtTheCursor() throws {
        var definition = AppDefinition(name: "Form", initialScreen: "Main")
        definition.settings = [StateField("title", .optionalString)]
        var field = AppElement("title", .textField)
        field.setting = "title"
        definition.screens = [AppScreen("Main", elements: [field])]
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        try simulated.perform(Interaction(.typeText("Pan"), element: "title"))
        try simulated.perform(Interaction(.typeText("cakes"), element: "title"))
        #expect(simulated.value(of: "title") == "Pancakes")
        // The field keeps the keyboard focus the declarative typeText's tap gave it.
        simulated.app.textFields["title"].typeText("!")
        #expect(simulated.app.textFields["title"].value == "Pancakes!")
    }

    // MARK: 4h

    /// WWDC 2020 session 10220: since Xcode 12 iOS's built-in handlers "wait for temporary
    /// banners to auto-dismiss"; time passes while handlers run. Apple's documentation does
    /// not say how long a round takes (here ``SimulatedApp/interruptionRoundDuration``).
    /// So in strict mode, with no implicit handler, a timed banner still expires while
    /// declining handlers run, and the blocked tap is then made.
    @Test func inStrictModeTheClockRunsWhileHandlersRun() throws {
        var airdrop = AppOverlay("banner.airdrop", .banner, title: "AirDrop")
        airdrop.duration = 2
        airdrop.isSystem = true
        let simulated = try Self.counter(region: .topBar, injecting: airdrop, strict: true)
        var calls = 0
        simulated.addUIInterruptionMonitor(withDescription: "Alerts only") { element in
            calls += 1
            return element.elementType == .alert
        }
        let before = simulated.now
        try simulated.perform(.tap("count"))
        #expect(simulated.settings.taps == 1)
        #expect(calls == 2)
        #expect(simulated.now >= before + 2)
    }

    // MARK: 4i

    /// Apple's `UserDefaults.bool(forKey:)`: "This method automatically coerces certain
    /// values to their equivalent Boolean meanings. For example, it coerces the numbers 1
    /// and 1.0, and the strings “true”, “YES”, and “1” to the value true." A launch
    /// argument is a string in the argument domain, which shadows the persisted value, so
    /// one that is not a boolean reads as false, not as the value underneath.
    @Test func aLaunchArgumentThatIsNotABooleanReadsAsFalse() throws {
        var definition = AppDefinition(name: "Flags", initialScreen: "Main")
        definition.settings = [StateField("analytics", .bool, initial: true)]
        definition.screens = [AppScreen("Main")]
        let simulated = try SimulatedApp(definition)
        simulated.launchArguments = ["-analytics", "maybe"]
        simulated.launch()
        #expect(simulated.settings.analytics == false)
        simulated.launchArguments = ["-analytics", "YES"]
        simulated.launch()
        #expect(simulated.settings.analytics == true)
        simulated.launchArguments = []
        simulated.launch()
        #expect(simulated.settings.analytics == true)
    }

    // MARK: 4j

    /// The graph spec's `toggleOn`: "set a switch to on / off (taps the switch itself, not
    /// the row's centre, and checks its value)". Apple's documentation is silent on a
    /// switch that navigates; once it has, the switch is gone and its value cannot be
    /// read: arriving on the next screen, which the navigator checks, is the evidence.
    @Test func aToggleThatLeadsAwayIsCheckedByArriving() throws {
        var definition = AppDefinition(name: "Onboarding", initialScreen: "Welcome")
        definition.settings = [StateField("agreed", .bool, initial: false)]
        var agree = AppElement("welcome.agree", .switch)
        agree.setting = "agreed"
        agree.behaviours["toggleOn"] = [.go("Home")]
        definition.screens = [AppScreen("Welcome", elements: [agree]), AppScreen("Home", elements: [AppElement("home.title", .staticText)])]
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        let graph = try ScreenGraph.build(start: "Welcome") { map in
            map.addScreenState("Welcome") { $0.gesture(Interaction(.toggleOn, element: "welcome.agree"), to: "Home") }
            map.addScreenState("Home") { $0.onEnterWaitFor("home.title") }
        }
        try Navigator(graph: graph, driver: simulated).goto("Home")
        #expect(simulated.currentScreen == "Home" && simulated.settings.agreed == true)
    }

    // MARK: 4k

    /// Apple's documentation is silent on a permission set to the status it already has.
    /// iOS terminates an app when one of its permissions changes in Settings (as
    /// `resetAuthorizationStatus(for:)` does, WWDC 2020 session 10220); a switch already
    /// on is not changed, so the app keeps running.
    @Test func settingAPermissionToItsStatusLeavesTheAppRunning() throws {
        let simulated = try SimulatedApp(VideoSharingGraph.app())
        simulated.setAuthorization(.authorized, for: .camera)
        simulated.launch()
        simulated.setAuthorization(.authorized, for: .camera)
        #expect(simulated.isRunning)
        simulated.app.settings.launch()
        try simulated.perform(Interaction(.toggleOn, element: "Camera", in: .settings))
        #expect(simulated.isRunning && simulated.app.state == .runningBackground)
        try simulated.perform(Interaction(.toggleOff, element: "Camera", in: .settings))
        #expect(!simulated.isRunning && simulated.authorizationStatus(for: .camera) == .denied)
    }
}

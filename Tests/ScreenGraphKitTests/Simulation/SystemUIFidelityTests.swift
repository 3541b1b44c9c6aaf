import Testing

@testable import ScreenGraphKit

/// Where the simulated system UI differed from iOS 17/18 (issue 26, differences 3, 4, 5,
/// 11 and the smaller items of 13; 12 is `FidelityTests`' 4a). Each failed before its fix;
/// each comment gives its source, or says the sources are silent. The prompts' words
/// (difference 2) are tested in `SystemPromptTests`, the photo pickers (difference 5) in
/// `SimulatedAppPickersTests`.
@Suite struct SystemUIFidelityTests {
    /// An app that asks for each resource from a button named after it, and counts grants.
    static func asker(_ resources: [ProtectedResource], preventsLimitedAlert: Bool = false) throws -> SimulatedApp {
        var definition = AppDefinition(name: "Asker", initialScreen: "Main")
        definition.settings = [StateField("granted", .int, initial: 0), StateField("denied", .int, initial: 0)]
        definition.preventsAutomaticLimitedAccessAlert = preventsLimitedAlert
        definition.screens = [
            AppScreen("Main", elements: resources.map { resource in
                var ask = AppElement(resource.rawValue)
                ask.behaviours["tap"] = [.request(resource, granted: [.set("granted += 1")], denied: [.set("denied += 1")])]
                return ask
            })
        ]
        let app = try SimulatedApp(definition)
        app.launch()
        return app
    }

    // MARK: Difference 3: no invented identifiers

    /// What a device's tree gives a prompt, its buttons or a Settings row as identifier is
    /// not documented anywhere we found; `UIAlertAction` has no identifier to set. Before,
    /// prompts were `system.permission.RESOURCE` and Settings rows `settings.RESOURCE`: a
    /// test written against them would find nothing on a device. Now they have none, and
    /// are found by what a device shows.
    @Test func systemUIHasNoInventedIdentifiers() throws {
        let simulated = try Self.asker([.camera, .photos])
        let app = simulated.app
        app.buttons["camera"].tap()
        #expect(app.system.alerts.element.identifier == "")
        #expect(app.system.alerts.buttons.allElementsBoundByIndex.map(\.identifier) == ["", ""])
        #expect(!app.system.alerts["system.permission.camera"].exists)
        app.system.alerts.buttons["Allow"].tap()
        app.settings.launch()
        #expect(!app.settings.switches["settings.camera"].exists)
        #expect(app.settings.switches["Camera"].exists && app.settings.cells["Photos"].exists)
        #expect(app.settings.descendants(matching: .any).allElementsBoundByIndex.allSatisfy { $0.identifier == "" })
    }

    // MARK: Difference 4: Settings' lists

    /// iOS 17's Settings shows Photos as a list, "None", "Limited Access", "Full Access"
    /// (MacRumors, "iOS 17: How to Control Which Apps Have Access to Your Photos"; its "Add
    /// Photos Only" only for apps that ask to add photos), and Location as one, "Never",
    /// "Ask Next Time Or When I Share", "While Using the App", "Always" (public guides). A
    /// photos change terminates the app (as `resetAuthorizationStatus(for:)` does, WWDC 2020
    /// session 10220); a location change reaches the running app, which Core Location tells
    /// with `locationManagerDidChangeAuthorization(_:)`.
    @Test func photosAndLocationAreListsAndOnlyLocationLeavesTheAppRunning() throws {
        let simulated = try Self.asker([.photos, .location])
        let app = simulated.app
        app.settings.launch()
        #expect(app.settings.cells.allElementsBoundByIndex.map(\.label) == ["Photos", "Location"])
        #expect(app.settings.cells["Location"].value == "Ask Next Time Or When I Share")
        app.settings.cells["Location"].tap()
        #expect(app.settings.cells.allElementsBoundByIndex.map(\.label)
            == ["Never", "Ask Next Time Or When I Share", "While Using the App", "Always"])
        app.settings.cells["While Using the App"].tap()
        #expect(simulated.authorizationStatus(for: .location) == .authorized && simulated.isRunning)
        app.settings.buttons["Asker"].tap()
        #expect(app.settings.cells["Location"].value == "While Using the App")
        app.settings.cells["Photos"].tap()
        #expect(app.settings.cells.allElementsBoundByIndex.map(\.label) == ["None", "Limited Access", "Full Access"])
        app.settings.cells["Limited Access"].tap()
        #expect(simulated.authorizationStatus(for: .photos) == .limited && !simulated.isRunning)
        #expect(simulated.takeFailures() == [])
    }

    // MARK: Difference 5: limited photo access

    /// "Limit Access…", then the picker's "Done" (see
    /// `limitAccessInThePromptBringsThePickerBeforeLimitedAccess`), grants limited access
    /// (`PHAuthorizationStatus.limited`, iOS 14). The
    /// system then asks to select more photos "once per app life cycle"
    /// (`presentLimitedLibraryPicker(from:)`), the first time a later run reads the library,
    /// unless the app's Info.plist has `PHPhotoLibraryPreventAutomaticLimitedAccessAlert`
    /// (`PHAuthorizationStatus.limited`'s page). The alert's words are not on Apple's pages.
    @Test func limitedAccessAsksToSelectMorePhotosOncePerRunUnlessTheAppOptsOut() throws {
        let simulated = try Self.asker([.photos])
        let app = simulated.app
        app.buttons["photos"].tap()
        #expect(app.system.alerts.buttons.allElementsBoundByIndex.map(\.label) == ["Limit Access…", "Allow Full Access", "Don’t Allow"])
        app.system.alerts.buttons["Limit Access…"].tap()
        app.buttons["Done"].tap()
        #expect(simulated.authorizationStatus(for: .photos) == .limited && simulated.settings.granted == 1)
        app.buttons["photos"].tap()
        #expect(app.system.alerts.count == 0)
        app.launch()
        app.buttons["photos"].tap()
        #expect(simulated.settings.granted == 3)
        #expect(app.system.alerts.buttons.allElementsBoundByIndex.map(\.label) == ["Select More Photos…", "Keep Current Selection"])
        app.system.alerts.buttons["Keep Current Selection"].tap()
        app.buttons["photos"].tap()
        #expect(app.system.alerts.count == 0 && simulated.settings.granted == 4)

        let optedOut = try Self.asker([.photos], preventsLimitedAlert: true)
        optedOut.setAuthorization(.limited, for: .photos)
        optedOut.app.launch()
        optedOut.app.buttons["photos"].tap()
        #expect(optedOut.app.system.alerts.count == 0 && optedOut.settings.granted == 1)
    }

    // MARK: Difference 11: SpringBoard's tree

    /// A device's SpringBoard tree has windows and the status bar besides alerts and banners
    /// (issue 26; public UI tests count `app.windows` there). How they nest is undocumented:
    /// here one window holds the status bar, and alerts sit beside it.
    @Test func springBoardHasAWindowAndAStatusBar() throws {
        let simulated = try Self.asker([.camera])
        let app = simulated.app
        #expect(app.system.windows.count == 1 && app.system.statusBars.count == 1)
        app.buttons["camera"].tap()
        #expect(app.system.alerts.count == 1 && app.system.windows.count == 1)
        #expect(app.system.windows.element.statusBars.count == 1)
    }

    // MARK: Difference 13: smaller

    /// Apple's "Managing your app's life cycle": the system moves an app in the background to
    /// the suspended state "shortly" after it has no more work; it gives no figure, so the
    /// simulated app's ``SimulatedApp/suspensionDelay`` (5 s) is ours. Before, `state` never
    /// read `.runningBackgroundSuspended`.
    @Test func anAppInTheBackgroundIsSuspendedAfterAWhile() throws {
        let simulated = try Self.asker([.camera])
        let app = simulated.app
        app.settings.launch()
        #expect(app.state == .runningBackground)
        _ = app.settings.cells["nothing"].waitForExistence(timeout: 6)
        #expect(app.state == .runningBackgroundSuspended)
        app.activate()
        #expect(app.state == .runningForeground)
    }

    /// A launch argument goes into UserDefaults' argument domain as the string it is, and
    /// shadows the saved value whatever it says. `integer(forKey:)`'s page coerces "a string
    /// that contains a numerical value" and returns 0 when "the key isn't present"; it is
    /// silent on a string that is no number, which we read as 0 (the key is present, and
    /// holds no number). Before, such an argument was dropped and the saved value read.
    @Test func anIntegerArgumentThatIsNoNumberStillShadowsTheSavedValue() throws {
        var definition = AppDefinition(name: "Counter", initialScreen: "Main")
        definition.settings = [StateField("count", .int, initial: 0)]
        var add = AppElement("add")
        add.behaviours["tap"] = [.set("count += 5")]
        definition.screens = [AppScreen("Main", elements: [add])]
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        simulated.app.buttons["add"].tap()
        simulated.launchArguments = ["-count", "many"]
        simulated.launch()
        #expect(simulated.settings.count == 0)
        simulated.launchArguments = []
        simulated.launch()
        #expect(simulated.settings.count == 5)
    }
}

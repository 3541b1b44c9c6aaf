import Testing

@testable import ScreenGraphKit

/// The two photo pickers the simulated device shows over the app (SimulatedApp+Pickers.swift):
/// the limited-library picker, which changes what an app with limited access may read, and
/// the system photo picker, which asks no permission. Moved from `SystemUIFidelityTests`
/// (issue 26's difference 5), whose `asker(_:)` app they use.
@Suite struct SimulatedAppPickersTests {
    /// An app with a button that reads the library (`request photos`), one that presents the
    /// system photo picker, and one that calls `presentLimitedLibraryPicker(from:)`.
    static func picker(preventsLimitedAlert: Bool = false) throws -> SimulatedApp {
        let json = """
            {"format": "screengraph-app/1", "name": "Picker", "initialScreen": "Main",
             "preventsAutomaticLimitedAccessAlert": \(preventsLimitedAlert),
             "settings": [{"name": "picked", "type": "int", "initial": 0}, {"name": "cancelled", "type": "int", "initial": 0},
                          {"name": "read", "type": "int", "initial": 0}],
             "screens": [{"name": "Main", "elements": [
               {"id": "library", "tap": [{"request": "photos", "granted": ["set read += 1"]}]},
               {"id": "pick", "tap": [{"photoPicker": true, "picked": ["set picked += 1"], "cancelled": ["set cancelled += 1"]}]},
               {"id": "manage", "tap": ["presentLimitedLibraryPicker"]}
             ]}]}
            """
        let app = try SimulatedApp(AppDefinition(parsing: json, path: "Picker.json"))
        app.launch()
        return app
    }

    /// Item 5's limited-library picker. `presentLimitedLibraryPicker(from:)` "prompts the user to
    /// update their limited library selection" and, "if the user hasn’t enabled limited library
    /// access mode for your app, calling this method does nothing" (its page); the automatic
    /// alert's "Select More Photos…" brings the same picker. WWDC20 10641: "This is allowing the
    /// user to individually select what photos or videos the app will have access to via
    /// PhotoKit … After tapping done the app is back in the foreground"; the status stays
    /// limited. The picker's words and the three-photo library are ours (no source gives them).
    @Test func theLimitedLibraryPickerChangesWhatTheAppMayRead() throws {
        let simulated = try Self.picker()
        let app = simulated.app
        app.buttons["manage"].tap()
        #expect(simulated.currentScreen == "Main")  // not limited: nothing
        simulated.setAuthorization(.limited, for: .photos)
        app.launch()
        app.buttons["manage"].tap()
        #expect(simulated.currentScreen == SimulatedApp.limitedLibraryPickerScreen)
        #expect(app.cells.allElementsBoundByIndex.map(\.label) == ["Photo 1", "Photo 2", "Photo 3"])
        #expect(app.buttons["manage"].exists && !app.buttons["manage"].isHittable)  // a sheet over the app
        app.cells["Photo 2"].tap()
        app.cells["Photo 3"].tap()
        app.buttons["Done"].tap()
        #expect(simulated.currentScreen == "Main" && simulated.limitedLibrarySelection == [1, 2])
        #expect(simulated.authorizationStatus(for: .photos) == .limited)
        // It opens on the selection: a tap deselects.
        app.buttons["manage"].tap()
        app.cells["Photo 2"].tap()
        app.buttons["Done"].tap()
        #expect(simulated.limitedLibrarySelection == [2])

        // The automatic alert, once a run, leads to the same picker.
        app.launch()
        app.buttons["library"].tap()
        #expect(simulated.settings.read == 1)
        app.system.alerts.buttons["Select More Photos…"].tap()
        #expect(simulated.currentScreen == SimulatedApp.limitedLibraryPickerScreen)
        app.cells["Photo 1"].tap()
        app.buttons["Done"].tap()
        #expect(simulated.limitedLibrarySelection == [0, 2] && simulated.currentScreen == "Main")
        #expect(simulated.takeFailures() == [])
    }

    /// "Limit Access…" in the first prompt brings the limited-library picker first, and the
    /// status is limited only once it is done. WWDC20 10641 ("Handle the Limited Photos Library
    /// in your app") shows the prompt's limited choice leading to the picker: "This is allowing
    /// the user to individually select what photos or videos the app will have access to via
    /// PhotoKit"; "After tapping done the app is back in the foreground"; "the app is only able
    /// to fetch the assets selected by the user" (the session's notes by Kuba Suder:
    /// "If they choose "Select photos", they're presented with a picker UI in which they can
    /// choose the set of photos that your app will be able to see"). `requestAuthorization(for:
    /// handler:)`'s handler is "the callback the system invokes when it’s made a determination of
    /// the app’s status": so the request is answered, `limited`, when the picker is done. The run
    /// has then read the library, so no "Select More Photos…" alert follows. The sources are
    /// silent on whether this first picker can be cancelled, and on a "Done" with nothing
    /// selected (here: limited, with an empty selection).
    @Test func limitAccessInThePromptBringsThePickerBeforeLimitedAccess() throws {
        let simulated = try Self.picker()
        let app = simulated.app
        app.buttons["library"].tap()
        app.system.alerts.buttons["Limit Access…"].tap()
        #expect(simulated.currentScreen == SimulatedApp.limitedLibraryPickerScreen)
        #expect(simulated.authorizationStatus(for: .photos) == .notDetermined && simulated.settings.read == 0)
        #expect(app.system.alerts.count == 0 && app.cells.count == SimulatedApp.photoLibrarySize)
        app.cells["Photo 2"].tap()
        app.buttons["Done"].tap()
        #expect(simulated.currentScreen == "Main" && simulated.limitedLibrarySelection == [1])
        #expect(simulated.authorizationStatus(for: .photos) == .limited && simulated.settings.read == 1)
        #expect(app.system.alerts.count == 0)
        #expect(simulated.takeFailures() == [])
    }

    /// "Since iOS 14, the system photo picker needs no permission at all" (issue 26, item 5):
    /// WWDC20 10641 calls PHPicker the "fully private picker" that helps "avoid requiring full
    /// Photos Library access", 10652 lets people "select photos and videos to use in your app
    /// without requiring full Photo Library access", and Apple's answer in Developer Forums
    /// thread 658485: under limited access "PHPicker will still show the entire photos library
    /// … However, PHAssets you can access will not be extended". So it opens, shows every photo,
    /// and returns with no prompt, whatever the status, and changes neither the status nor the
    /// limited selection. A tap on a photo ends it (`selectionLimit`'s default, 1); "Cancel"
    /// ends it with none.
    @Test func theSystemPhotoPickerAsksNoPermissionWhateverTheStatus() throws {
        for status in [AuthorizationStatus.notDetermined, .denied, .limited, .authorized] {
            let simulated = try Self.picker()
            let app = simulated.app
            if status != .notDetermined { simulated.setAuthorization(status, for: .photos) }
            app.launch()
            app.buttons["pick"].tap()
            #expect(app.system.alerts.count == 0, "\(status)")
            #expect(simulated.currentScreen == SimulatedApp.photoPickerScreen, "\(status)")
            #expect(app.cells.count == SimulatedApp.photoLibrarySize, "\(status)")
            app.cells["Photo 3"].tap()
            #expect(simulated.currentScreen == "Main" && simulated.settings.picked == 1, "\(status)")
            app.buttons["pick"].tap()
            app.buttons["Cancel"].tap()
            #expect(simulated.currentScreen == "Main" && simulated.settings.cancelled == 1, "\(status)")
            #expect(app.system.alerts.count == 0, "\(status)")
            #expect(simulated.authorizationStatus(for: .photos) == status && simulated.limitedLibrarySelection == [], "\(status)")
            #expect(simulated.takeFailures() == [], "\(status)")
        }
    }
}

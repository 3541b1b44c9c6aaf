import Testing

@testable import ScreenGraphKit

/// What iOS 17 and 18 show for a protected resource (SystemPrompt.swift): the permission
/// prompt's title and buttons, and the choices of the app's page in Settings. The prompt
/// tests moved here from `SystemUIFidelityTests` (issue 26's difference 2), whose
/// `asker(_:)` app they use.
@Suite struct SystemPromptTests {
    /// iOS typesets "Don’t Allow" with U+2019 (9to5mac, "How to limit iPhone Photos app
    /// access for apps with iOS 17"), so `buttons["Don't Allow"]`, typed with a straight
    /// apostrophe, matches nothing on a device, and now here. The camera asks "“App” Would
    /// Like to Access the Camera" (microsoft/appcenter issue 2060), with "Allow" (Esri's
    /// arcgis-maps-sdk-swift-toolkit pull request 821, 2024); reminders "…Access Your
    /// Reminders" in the same form (no source gives that one's words: issue 26 does).
    @Test func promptsSayWhatIOSSays() throws {
        let simulated = try SystemUIFidelityTests.asker([.camera, .reminders])
        let app = simulated.app
        app.buttons["camera"].tap()
        let camera = app.system.alerts.element
        #expect(camera.label == "“Asker” Would Like to Access the Camera")
        #expect(camera.buttons.allElementsBoundByIndex.map(\.label) == ["Allow", "Don\u{2019}t Allow"])
        #expect(!camera.buttons["Don't Allow"].exists)
        #expect(camera.buttons["Don’t Allow"].exists)
        camera.buttons["Don’t Allow"].tap()
        app.buttons["reminders"].tap()
        #expect(app.system.alerts.element.label == "“Asker” Would Like to Access Your Reminders")
        #expect(simulated.takeFailures() == [])
    }

    /// Location asks "Allow “App” to use your location?" with "Allow Once", "Allow While
    /// Using App" and "Don’t Allow" (Apple's Location Services white paper, 2019; public
    /// guides). "Allow Once" authorizes the app while it is in use; once it is not, the status
    /// is not determined again, and the next request prompts again.
    @Test func locationAsksWithAllowOnceWhichLastsWhileTheAppRuns() throws {
        let simulated = try SystemUIFidelityTests.asker([.location])
        let app = simulated.app
        app.buttons["location"].tap()
        let prompt = app.system.alerts["Allow “Asker” to use your location?"]
        #expect(prompt.buttons.allElementsBoundByIndex.map(\.label) == ["Allow Once", "Allow While Using App", "Don’t Allow"])
        prompt.buttons["Allow Once"].tap()
        #expect(simulated.authorizationStatus(for: .location) == .authorizedOnce && simulated.settings.granted == 1)
        app.buttons["location"].tap()
        #expect(simulated.settings.granted == 2 && app.system.alerts.count == 0)
        app.terminate()
        #expect(simulated.authorizationStatus(for: .location) == .notDetermined)
        app.launch()
        app.buttons["location"].tap()
        #expect(app.system.alerts["Allow “Asker” to use your location?"].exists)
    }

    /// Each button answers the prompt with its status; "Don’t Allow" is the cancel button
    /// of every prompt, and only location offers "Allow Once", only photos a limited choice.
    @Test func eachButtonAnswersWithItsStatus() {
        for resource in ProtectedResource.allCases {
            let prompt = SystemPrompt(for: resource, app: "Shop")
            let answers = prompt.buttons.map { $0.answer }
            #expect(prompt.buttons.last?.label == "Don\u{2019}t Allow" && prompt.buttons.last?.role == .cancel, "\(resource)")
            #expect(answers.last == .denied && answers.dropLast().contains(.authorized), "\(resource)")
            #expect(answers.contains(.authorizedOnce) == (resource == .location), "\(resource)")
            #expect(answers.contains(.limited) == (resource == .photos), "\(resource)")
        }
        #expect(SystemPrompt(for: .microphone, app: "Shop").title == "\u{201C}Shop\u{201D} Would Like to Access the Microphone")
        #expect(SystemPrompt(for: .photos, app: "Shop").buttons.map(\.label) == ["Limit Access\u{2026}", "Allow Full Access", "Don\u{2019}t Allow"])
    }

    /// Settings lists photos and location as choices (MacRumors' "iOS 17: How to Control
    /// Which Apps Have Access to Your Photos"; public guides for location), the others as
    /// switches; "Allow Once" shows as "Ask Next Time Or When I Share", which it reverts to.
    @Test func settingsShowsTheChoiceForEachStatus() {
        #expect(ProtectedResource.photos.settingsChoices?.map(\.label) == ["None", "Limited Access", "Full Access"])
        #expect(ProtectedResource.camera.settingsChoices == nil && ProtectedResource.camera.settingsChoice(for: .authorized) == nil)
        #expect(ProtectedResource.location.settingsChoice(for: .authorizedOnce) == "Ask Next Time Or When I Share")
        #expect(ProtectedResource.location.settingsChoice(for: .authorizedAlways) == "Always")
        #expect(ProtectedResource.photos.settingsChoice(for: .limited) == "Limited Access")
        // Photos has no "Always": a status its list does not have shows no choice.
        #expect(ProtectedResource.photos.settingsChoice(for: .authorizedAlways) == nil)
    }

    /// The limited-library alert is the system's, and its first button brings the picker.
    @Test func theLimitedLibraryAlertIsTheSystems() {
        let alert = SystemPrompt.limitedLibraryAlert(app: "Shop")
        #expect(alert.isSystem && alert.title == "\u{201C}Shop\u{201D} Would Like to Access Your Photos")
        #expect(alert.buttons.map(\.label) == ["Select More Photos\u{2026}", "Keep Current Selection"])
        #expect(alert.buttons.map(\.role) == [.default, .cancel])
    }
}

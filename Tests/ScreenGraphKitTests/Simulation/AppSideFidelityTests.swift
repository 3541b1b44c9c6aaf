import Testing

@testable import ScreenGraphKit

/// The app side of issue 26's "The simulated app: where a suite that passes here would fail
/// on iOS 17/18", one scenario per difference. Each failed before its fix; each comment
/// quotes its source, or says where the source is silent. The keyboard's differences (1, 5
/// and 6) are tested with the keyboard's file, in `SimulatedAppKeyboardTests`.
@Suite struct AppSideFidelityTests {
    /// One screen, `Form`: the adapter scenarios' two fields (`AdapterScenarios.formFields`: a
    /// text field `name` with placeholder "Your name" whose return key ends editing, and a
    /// secure field `password`), a button `save` counting taps, and a button `next` pushing
    /// `Next`.
    static func form() throws -> SimulatedApp {
        var definition = AppDefinition(name: "Form", initialScreen: "Form")
        definition.settings = [
            StateField("name", .optionalString), StateField("password", .optionalString), StateField("saves", .int, initial: 0),
        ]
        var save = AppElement("save")
        save.behaviours["tap"] = [.set("saves += 1")]
        var next = AppElement("next")
        next.behaviours["tap"] = [.push("Next")]
        definition.screens = [AppScreen("Form", elements: AdapterScenarios.formFields + [save, next]), AppScreen("Next", elements: [AppElement("done")])]
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        return simulated
    }
}

extension AppSideFidelityTests {
    // MARK: 3. A second app alert is refused; system prompts queue among themselves only

    /// An app whose `both` button shows two of its alerts, and whose `photos` button asks for
    /// the photos and the camera, each through the system's prompt.
    static func alerts() throws -> SimulatedApp {
        var definition = AppDefinition(name: "Alerts", initialScreen: "Main")
        definition.overlays = [
            AppOverlay("first", .alert, title: "First", buttons: [.init("OK", role: .cancel)]),
            AppOverlay("second", .alert, title: "Second", buttons: [.init("OK", role: .cancel)]),
        ]
        var both = AppElement("both")
        both.behaviours["tap"] = [.show("first"), .show("second")]
        var ask = AppElement("ask")
        ask.behaviours["tap"] = [.show("first"), .request(.photos, granted: [], denied: []), .request(.camera, granted: [], denied: [])]
        definition.screens = [AppScreen("Main", elements: [both, ask])]
        let simulated = try SimulatedApp(definition)
        simulated.isStrict = true
        simulated.launch()
        return simulated
    }

    /// UIKit presents one view controller at a time from a view controller; a second
    /// `present(_:animated:completion:)` while one is up is not shown, and UIKit logs "Attempt to
    /// present … which is already presenting …" (the warning as public threads quote it; Apple's
    /// page for `present(_:animated:completion:)` is silent). So the app's second alert never
    /// shows, not even after the first goes.
    @Test func aSecondAppAlertIsRefusedNeverShown() throws {
        let simulated = try Self.alerts()
        simulated.app.buttons["both"].tap()
        #expect(simulated.app.alerts.count == 1 && simulated.app.alerts.element.label == "First")
        #expect(simulated.report.events.contains { $0.kind == .refused && $0.fields.first?.value == "second" })
        simulated.app.alerts.buttons["OK"].tap()
        #expect(simulated.app.alerts.count == 0)
    }

    /// A permission prompt is the system's, in SpringBoard's tree and windows (Apple's
    /// "Handling UI Interruptions": the operating system presents it), so it does not wait
    /// behind the app's alert: it shows at once, over it, and the app's alert's buttons are not
    /// hittable until it is answered. Prompts wait for each other: iOS asks one at a time.
    @Test func systemPromptsDoNotWaitBehindAppAlertsButForEachOther() throws {
        let simulated = try Self.alerts()
        simulated.app.buttons["ask"].tap()
        #expect(simulated.app.alerts.count == 1)
        #expect(simulated.app.system.alerts.count == 1)
        // Prompts carry no identifier (as on a device): each is known by its title.
        #expect(simulated.app.system.alerts.element.label.contains("Photos"))
        #expect(!simulated.app.alerts.buttons["OK"].isHittable)
        // Each prompt answered by its first button, whatever iOS calls it.
        simulated.app.system.alerts.buttons.element(boundBy: 0).tap()
        #expect(simulated.app.system.alerts.element.label.contains("Camera"))
        simulated.app.system.alerts.buttons.element(boundBy: 0).tap()
        #expect(simulated.app.system.alerts.count == 0 && simulated.app.alerts.buttons["OK"].isHittable)
        #expect(simulated.takeFailures() == [])
    }

    // MARK: 4. Text values: the placeholder of an empty field, bullets in a secure one

    /// XCUIElementAttributes' `placeholderValue`: "The value displayed when the element has no
    /// value"; an empty text field shows it, and XCUITest reads what the field shows as its
    /// value (Apple's `value` page is silent on text fields). A secure field shows a bullet
    /// (U+2022) per character: OWASP MASTG-BEST-0044, `isSecureTextEntry` "replaces typed
    /// characters with bullet characters (•)". The subscript also matches the placeholder
    /// (Apple's `subscript(_:)`: "identifier, title, label, value, or placeholderValue").
    @Test func anEmptyFieldReadsItsPlaceholderASecureOneBullets() throws {
        let simulated = try Self.form()
        #expect(simulated.app.textFields["name"].value == "Your name")
        #expect(simulated.app.textFields["Your name"].exists)
        simulated.app.secureTextFields["password"].tap()
        simulated.app.secureTextFields["password"].typeText("s3cr3t")
        #expect(simulated.app.secureTextFields["password"].value == "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
        #expect(simulated.settings.value(of: "password") == .string("s3cr3t"))
        simulated.app.textFields["name"].tap()
        simulated.app.textFields["name"].typeText("Ada")
        #expect(simulated.app.textFields["name"].value == "Ada")
    }
}

extension AppSideFidelityTests {
    // MARK: 6. A presented screen leaves its presenter in the tree, unless it is full-screen

    /// Apple's `exists`: "This property determines if the element exists within the app’s
    /// current UI hierarchy. … Elements can exist offscreen, or exist onscreen but be hidden by
    /// another element, causing their isHittable property to return false." `isHittable`: false
    /// "if the element doesn’t exist, is offscreen, or is covered by another element". What stays
    /// in the hierarchy is UIKit's: `UIModalPresentationStyle.pageSheet` "partially covers the
    /// underlying content" (the default, `.automatic`, is a page sheet on an iPhone since iOS 13),
    /// and `UIPresentationController.shouldRemovePresentersView`, whose default is `false`, says
    /// whether "the presenting view controller’s view should be removed"; `.fullScreen`: "The
    /// views belonging to the presenting view controller are removed after the presentation
    /// completes". A navigation push shows the top view controller's view only. Apple's pages do
    /// not say which style an alert controller uses (the simulated app keeps its presenter, as
    /// for a sheet), nor how a sheet's covered elements are ordered in the tree (the
    /// presenter's first here, as views beneath come first in a window).
    @Test func aSheetLeavesItsPresenterCoveredAFullScreenCoverAndAPushDoNot() throws {
        let simulated = try SimulatedApp(AdapterScenarios.presenting)
        simulated.launch()
        let open = simulated.app.buttons["open"]
        simulated.app.buttons["open"].tap()
        #expect(simulated.currentScreen == "Sheet")
        #expect(open.exists && !open.isHittable)
        #expect(simulated.app.buttons.count == 4 && simulated.app.buttons.firstMatch.identifier == "open")
        #expect(simulated.listElements(in: .app).map(\.isHittable) == [false, false, false, true])
        // The driver's waits see it too, as `waitForExistence` does on a device; a gesture fails.
        #expect(simulated.waitForElement("open", timeout: 0))
        open.tap()
        #expect(simulated.takeFailures() == [#"Failed to tap: app.buttons["open"] is not hittable: the presented screen 'Sheet' covers it"#])
        #expect(throws: DriverError("tap 'open' is not hittable: the presented screen 'Sheet' covers it")) { try simulated.perform(.tap("open")) }
        simulated.app.buttons["close"].tap()
        #expect(open.isHittable && simulated.app.buttons.count == 3)
        simulated.app.buttons["cover"].tap()
        #expect(!open.exists && simulated.app.buttons.count == 1)
        simulated.app.buttons["close"].tap()
        simulated.app.buttons["push"].tap()
        #expect(!open.exists && simulated.app.buttons.count == 1)
        #expect(simulated.takeFailures() == [])
    }

    // MARK: 13. An iPad shows an action sheet in a popover, without its cancel button

    /// UIKit shows an action sheet (`UIAlertController.Style.actionSheet`) in a popover on an
    /// iPad: presented unanchored it raises "The modalPresentationStyle of a UIAlertController
    /// with this style is UIModalPresentationPopover" (the exception as public threads quote it),
    /// and `UIModalPresentationStyle.popover` says "taps outside the popover cause the popover to
    /// be dismissed". Apple's current pages are silent on the popover not showing the cancel
    /// action's button (issue 26: it does not); a tap outside dismisses an action sheet on either
    /// device ("A person dismisses an action sheet by selecting one of the listed options, or by
    /// tapping outside an action sheet", UIKit's "Getting the user's attention with alerts and
    /// action sheets"), and runs the cancel action's handler (Apple is silent; public threads
    /// report it). XCTest's implicit handler taps a cancel button, else a default one (WWDC 2020,
    /// 10220): on an iPad there is no cancel button to tap.
    @Test func anIPadShowsAnActionSheetWithoutItsCancelButton() throws {
        var definition = AppDefinition(name: "Sheets", initialScreen: "Main")
        definition.settings = [StateField("copied", .int, initial: 0), StateField("cancelled", .int, initial: 0)]
        var sheet = AppOverlay(
            "share", .alert, title: "Share",
            buttons: [.init("Copy", commands: [.set("copied += 1")]), .init("Cancel", role: .cancel, commands: [.set("cancelled += 1")])])
        sheet.isActionSheet = true
        definition.overlays = [sheet]
        var share = AppElement("share")
        share.behaviours["tap"] = [.show("share")]
        definition.screens = [AppScreen("Main", elements: [share, AppElement("other")])]
        for idiom in [DeviceIdiom.phone, .pad] {
            let simulated = try SimulatedApp(definition)
            simulated.userInterfaceIdiom = idiom
            simulated.launch()
            simulated.app.buttons["share"].tap()
            let sheets = simulated.app.sheets
            #expect(sheets.count == 1 && simulated.app.alerts.count == 0)
            #expect(sheets.buttons.allElementsBoundByIndex.map(\.label) == (idiom == .pad ? ["Copy"] : ["Copy", "Cancel"]))
            // The implicit handler, for a tap the sheet covers: Cancel on a phone, Copy on an iPad.
            simulated.app.buttons["other"].tap()
            #expect(simulated.settings.value(of: idiom == .pad ? "copied" : "cancelled") == .int(1))
            simulated.app.buttons["share"].tap()
            sheets.element.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: -1)).tap()
            #expect(sheets.count == 0 && simulated.settings.value(of: "cancelled") == .int(idiom == .pad ? 1 : 2))
            #expect(simulated.takeFailures() == [])
        }
    }
}

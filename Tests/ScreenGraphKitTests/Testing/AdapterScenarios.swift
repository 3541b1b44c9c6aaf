import Foundation
import ScreenGraphKit

/// Scenarios written once against ``TestApp`` and run twice: on the simulated app's own
/// backend, and through the XCUITest adapter compiled against the XCUITest model
/// (`Tests/XCUITestModel`), whose runner compiles this file too. Public API only, so both
/// builds read it alike.
///
/// Each returns its transcript: what it saw, and where the app and the navigator ended up.
/// The two runs must give the same transcript; a difference is a defect of the adapter or
/// the model.
enum AdapterScenarios {
    struct Scenario: Sendable {
        var name: String
        var graph: String
        var app: String
        var seed: UInt64 = 1
        /// The graph's `custom(...)` gesture bound to bringing the app back (`activate()`), if any.
        var returnGesture: String? = nil
        var body: @Sendable (Run) throws -> Void
    }

    /// One scenario's run: the app, a navigator driving it, and the transcript.
    final class Run {
        let simulated: SimulatedApp
        let app: TestApp
        let driver: TestAppDriver
        let navigator: Navigator<UserState>
        var lines: [String] = []

        init(simulated: SimulatedApp, app: TestApp, graph: ScreenGraph) {
            self.simulated = simulated
            self.app = app
            driver = TestAppDriver(app: app)
            navigator = Navigator(graph: graph, driver: driver)
        }

        func note(_ line: String) { lines.append(line) }

        func goto(_ target: String) throws {
            try navigator.goto(target, allowingStateChanges: true)
            note("goto \(target): \(simulated.currentScreen ?? "-")")
        }
    }

    /// Runs `scenario` on `simulated` through `app`, which the caller launched nothing on yet.
    static func transcript(of scenario: Scenario, root: URL, simulated: SimulatedApp, app: TestApp) -> [String] {
        do {
            var definition = try GraphDefinition(contentsOfFile: root.appendingPathComponent("Graphs/\(scenario.graph)").path)
            if let gesture = scenario.returnGesture { try definition.bindGesture(gesture) { app, _ in app.activate() } }
            let graph = try ScreenGraph(definition)
            app.launch()
            let run = Run(simulated: simulated, app: app, graph: graph)
            do {
                try scenario.body(run)
            } catch {
                run.note("error: \(error)")
            }
            run.note("screen \(simulated.currentScreen ?? "-"), navigator at \(run.navigator.currentScreen)")
            run.note("settings \(simulated.settings)")
            let answered = ProtectedResource.allCases.filter { simulated.authorizationStatus(for: $0) != .notDetermined }
            run.note("authorization " + answered.map { "\($0.rawValue)=\(simulated.authorizationStatus(for: $0).rawValue)" }.joined(separator: " "))
            // Failures nothing took (a raw gesture's, outside a navigator's step), as the simulated app words them.
            run.lines += simulated.takeFailures().map { "recorded: \($0)" }
            return run.lines
        } catch {
            return ["setup failed: \(error)"]
        }
    }

    static func definition(of scenario: Scenario, root: URL) throws -> AppDefinition {
        if scenario.app == form.name { return form }
        if scenario.app == presenting.name { return presenting }
        if scenario.app == pickers.name { return pickers }
        return try AppDefinition(contentsOfFile: root.appendingPathComponent("Graphs/Apps/\(scenario.app)").path)
    }

    /// An app written here, for the app side of issue 26: one screen `Form` of ten rows, a text
    /// field `name` (placeholder "Your name", its return key ends editing), a secure field
    /// `password`, a button `both` that shows two of the app's alerts, a button `ask` that shows
    /// one and asks for the photos and the camera, five lines of text, and, on the tenth row,
    /// where the keyboard covers it, a button `submit` counting taps.
    static let form: AppDefinition = {
        var definition = AppDefinition(name: "Form", initialScreen: "Form")
        definition.settings = [
            StateField("name", .optionalString), StateField("password", .optionalString), StateField("submitted", .int, initial: 0),
        ]
        definition.overlays = [
            AppOverlay("first", .alert, title: "First", buttons: [.init("OK", role: .cancel)]),
            AppOverlay("second", .alert, title: "Second", buttons: [.init("OK", role: .cancel)]),
        ]
        var both = AppElement("both")
        both.behaviours["tap"] = [.show("first"), .show("second")]
        var ask = AppElement("ask")
        ask.behaviours["tap"] = [.show("first"), .request(.photos, granted: [], denied: []), .request(.camera, granted: [], denied: [])]
        let lines = (1...5).map { AppElement("line.\($0)", .staticText) }
        var submit = AppElement("submit")
        submit.behaviours["tap"] = [.set("submitted += 1")]
        definition.screens = [AppScreen("Form", elements: formFields + [both, ask] + lines + [submit])]
        return definition
    }()

    /// The form's two fields, which `AppSideFidelityTests` uses too: a text field `name`
    /// (placeholder "Your name", its return key ends editing, kept in the setting `name`) and
    /// a secure field `password` (kept in `password`).
    static var formFields: [AppElement] {
        var name = AppElement("name", .textField, label: "Name")
        name.setting = "name"
        name.placeholder = "Your name"
        name.behaviours["return"] = [.endEditing]
        var password = AppElement("password", .secureTextField, label: "Password")
        password.setting = "password"
        return [name, password]
    }
    /// An app written here for what a presentation leaves beneath it: `Main` has a button
    /// `open` presenting the sheet `Sheet`, `cover` presenting the full-screen `Cover` and `push`
    /// pushing `Detail`; each of those has a button `close` going back.
    static let presenting: AppDefinition = {
        var definition = AppDefinition(name: "Presenting", initialScreen: "Main")
        func button(_ identifier: String, _ command: AppCommand) -> AppElement {
            var element = AppElement(identifier)
            element.behaviours["tap"] = [command]
            return element
        }
        var sheet = AppScreen("Sheet", elements: [button("close", .dismiss)])
        sheet.presentation = .sheet
        var cover = AppScreen("Cover", elements: [button("close", .dismiss)])
        cover.presentation = .fullScreen
        definition.screens = [
            AppScreen("Main", elements: [button("open", .present("Sheet")), button("cover", .present("Cover")), button("push", .push("Detail"))]),
            sheet, cover, AppScreen("Detail", elements: [button("close", .pop)]),
        ]
        return definition
    }()

    /// An app written here for the photo pickers (issue 26, item 5): `Main` has a button `library`
    /// that reads the library (asks for photos), `pick` presenting the system photo picker (which
    /// counts `picked` and `cancelled`), and `manage` calling `presentLimitedLibraryPicker(from:)`.
    static let pickers: AppDefinition = {
        var definition = AppDefinition(name: "Pickers", initialScreen: "Main")
        definition.settings = [StateField("picked", .int, initial: 0), StateField("cancelled", .int, initial: 0)]
        func button(_ identifier: String, _ command: AppCommand) -> AppElement {
            var element = AppElement(identifier)
            element.behaviours["tap"] = [command]
            return element
        }
        definition.screens = [
            AppScreen("Main", elements: [
                button("library", .request(.photos, granted: [], denied: [])),
                button("pick", .photoPicker(picked: [.set("picked += 1")], cancelled: [.set("cancelled += 1")])),
                button("manage", .limitedLibraryPicker),
            ])
        ]
        return definition
    }()

    static let all: [Scenario] = [
        // The system photo picker opens and returns with no prompt, the status not determined;
        // with limited access, the automatic alert's "Select More Photos…" and
        // `presentLimitedLibraryPicker(from:)` bring the limited-library picker, whose "Done"
        // keeps the selection.
        Scenario(name: "photo pickers", graph: "Demo.screengraph", app: pickers.name) { run in
            let app = run.app
            func look(_ moment: String) {
                run.note("\(moment): at \(run.simulated.currentScreen ?? "-"), system alerts \(app.system.alerts.count), "
                    + "cells \(app.cells.allElementsBoundByIndex.map(\.label)), pick hittable \(app.buttons["pick"].isHittable)")
            }
            app.buttons["pick"].tap()
            look("photo picker")
            app.cells["Photo 2"].tap()
            app.buttons["pick"].tap()
            app.buttons["Cancel"].tap()
            look("after picking and cancelling")
            app.buttons["manage"].tap()
            look("limited-library picker without limited access")
            app.buttons["library"].tap()
            app.system.alerts.buttons["Limit Access…"].tap()
            app.buttons["Done"].tap()
            app.launch()
            app.buttons["library"].tap()
            run.note("alert: \(app.system.alerts.buttons.allElementsBoundByIndex.map(\.label))")
            app.system.alerts.buttons["Select More Photos…"].tap()
            look("limited-library picker")
            app.cells["Photo 1"].tap()
            app.buttons["Done"].tap()
            app.buttons["manage"].tap()
            app.cells["Photo 3"].tap()
            app.buttons["Done"].tap()
            run.note("selection \(run.simulated.limitedLibrarySelection.sorted()), photos \(run.simulated.authorizationStatus(for: .photos).rawValue)")
        },
        // "Limit Access…" in the first photos prompt brings the limited-library picker; the status
        // is limited, and the request answered, only once its "Done" is tapped.
        Scenario(name: "limit access", graph: "Demo.screengraph", app: pickers.name) { run in
            let app = run.app
            func look(_ moment: String) {
                run.note("\(moment): at \(run.simulated.currentScreen ?? "-"), system alerts \(app.system.alerts.count), "
                    + "cells \(app.cells.allElementsBoundByIndex.map(\.label)), photos \(run.simulated.authorizationStatus(for: .photos).rawValue)")
            }
            app.buttons["library"].tap()
            app.system.alerts.buttons["Limit Access…"].tap()
            look("after Limit Access…")
            app.cells["Photo 2"].tap()
            app.buttons["Done"].tap()
            look("after Done")
            run.note("selection \(run.simulated.limitedLibrarySelection.sorted())")
        },
        // A sheet leaves its presenter in the tree, covered: its buttons exist, count and match
        // first, and are not hittable; a full-screen cover and a push leave nothing beneath.
        Scenario(name: "presentations", graph: "Demo.screengraph", app: presenting.name) { run in
            let app = run.app
            func look(_ moment: String) {
                let open = app.buttons["open"]
                run.note("\(moment): open exists \(open.exists), hittable \(open.isHittable); buttons \(app.buttons.count), first \(app.buttons.firstMatch.identifier)")
            }
            look("main")
            for (button, screen) in [("open", "sheet"), ("cover", "cover"), ("push", "detail")] {
                app.buttons[button].tap()
                look(screen)
                if screen == "sheet" { app.buttons["open"].tap() }
                app.buttons["close"].tap()
            }
            look("back")
        },
        // Typing needs the focus a tap gives; a return key is not text; the keyboard covers the
        // tenth row until editing ends; an empty field reads its placeholder, a secure one bullets.
        Scenario(name: "keyboard", graph: "Demo.screengraph", app: form.name) { run in
            let app = run.app
            let name = app.textFields["name"]
            run.note("empty: \(name.value ?? "-"), found by placeholder: \(app.textFields["Your name"].exists)")
            name.typeText("Ada")
            run.note("typed without focus: \(name.value ?? "-")")
            name.tap()
            name.typeText("Ada")
            run.note("focused: \(name.value ?? "-"), submit hittable: \(app.buttons["submit"].isHittable)")
            app.buttons["submit"].tap()
            name.typeText("\n")
            run.note("after return: \(name.value ?? "-"), submit hittable: \(app.buttons["submit"].isHittable)")
            app.buttons["submit"].tap()
            app.secureTextFields["password"].tap()
            app.secureTextFields["password"].typeText("pw")
            run.note("password reads \(app.secureTextFields["password"].value ?? "-")")
        },
        // The app's second alert is refused; the system's prompts show over the app's alert, one at a time.
        Scenario(name: "alerts", graph: "Demo.screengraph", app: form.name) { run in
            let app = run.app
            app.buttons["both"].tap()
            run.note("app alerts \(app.alerts.count): \(app.alerts.element.label)")
            app.alerts.buttons["OK"].tap()
            app.buttons["ask"].tap()
            run.note("app alerts \(app.alerts.count), system alerts \(app.system.alerts.count), OK hittable: \(app.alerts.buttons["OK"].isHittable)")
            app.system.alerts.buttons.element(boundBy: 0).tap()
            app.system.alerts.buttons.element(boundBy: 0).tap()
            run.note("system alerts \(app.system.alerts.count), OK hittable: \(app.alerts.buttons["OK"].isHittable)")
            app.alerts.buttons["OK"].tap()
        },
        // Routes: the Demo graph's gotos, each planned and driven through TestAppDriver.
        Scenario(name: "routes", graph: "Demo.screengraph", app: "Demo.json") { run in
            for target in ["AddItem", "ItemDetail", "DeleteAllItems", "AddItem", "AddItem", "ItemDetail", "Editing", "ItemList"] {
                try run.goto(target)
            }
        },
        // A tour: every screen of the Browser graph the navigator can reach, in the graph's order.
        Scenario(name: "tour", graph: "Browser.screengraph", app: "Browser.json", seed: 5) { run in
            for screen in run.navigator.graph.screenNames where run.navigator.can(goto: screen) {
                try run.goto(screen)
            }
        },
        // Toggles: both onboarding switches on, through the graph's toggle gestures.
        Scenario(name: "toggles", graph: "Onboarding.json", app: "Onboarding.json") { run in
            try run.goto("Home")
            run.note("analytics \(String(describing: run.navigator.userState.analyticsOn))")
        },
        // Permission prompts answered in the system UI, through the graph.
        Scenario(name: "prompts", graph: "VideoSharing.screengraph", app: "VideoSharing.json") { run in
            for target in ["Recorder", "Share", "PhotoLibrary", "Editor", "Feed"] { try run.goto(target) }
        },
        // iOS 17's photos prompt, found by what it shows (a straight "Don't" finds nothing), answered
        // with limited access: the limited-library picker first, the status limited once a photo
        // is selected and "Done" tapped; after a relaunch the library opens with no "select more
        // photos" alert, which VideoSharing opts out of; SpringBoard's tree has its window and
        // status bar.
        Scenario(name: "limited access", graph: "VideoSharing.screengraph", app: "VideoSharing.json") { run in
            try run.goto("PhotosPrompt")
            let prompt = run.app.system.alerts.element
            run.note("prompt: \(prompt.label): \(prompt.buttons.allElementsBoundByIndex.map(\.label))")
            run.note("Don't Allow \(prompt.buttons["Don't Allow"].exists), Don’t Allow \(prompt.buttons["Don’t Allow"].exists)")
            try run.goto("LimitPhotos")
            run.note("photos \(run.simulated.authorizationStatus(for: .photos).rawValue), at \(run.simulated.currentScreen ?? "-")")
            try run.goto("SelectPhoto")
            try run.goto("PhotoLibrary")
            run.note("photos \(run.simulated.authorizationStatus(for: .photos).rawValue), selection \(run.simulated.limitedLibrarySelection.sorted())")
            run.app.launch()
            try run.navigator.nowAt("Feed")
            try run.goto("PhotoLibrary")
            run.note("after a relaunch: system alerts \(run.app.system.alerts.count)")
            run.note("system tree: windows \(run.app.system.windows.count), status bars \(run.app.system.statusBars.count)")
        },
        // A monitor clears the photos prompt that covers a tap; removed, it runs no more.
        Scenario(name: "monitor", graph: "VideoSharing.screengraph", app: "VideoSharing.json") { run in
            let app = run.app
            var calls = 0
            let token = app.addUIInterruptionMonitor(withDescription: "Allow photos") { alert in
                calls += 1
                guard alert.buttons["Allow Full Access"].exists else { return false }
                alert.buttons["Allow Full Access"].tap()
                return true
            }
            app.buttons["feed.new"].tap()
            app.buttons["sheet.library"].tap()
            run.note("prompt up: \(app.system.alerts.count), feed hittable: \(app.buttons["feed.new"].isHittable)")
            app.buttons["feed.new"].tap()
            run.note("monitor calls \(calls), library shown: \(app.buttons["library.cancel"].exists)")
            app.buttons["library.cancel"].tap()
            app.removeUIInterruptionMonitor(token)
            app.resetAuthorizationStatus(for: .photos)
            run.note("after reset: \(app.state)")
            app.launch()
            app.buttons["feed.new"].tap()
            app.buttons["sheet.library"].tap()
            app.buttons["feed.new"].tap()
            run.note("monitor calls \(calls) after removal, photos \(run.simulated.authorizationStatus(for: .photos).rawValue)")
        },
        // Denied, then given full access in Settings' Photos list, which terminates the app; the
        // navigator relaunches it.
        Scenario(name: "relaunch", graph: "VideoSharing.screengraph", app: "VideoSharing.json", returnGesture: "return to the app") { run in
            try run.goto("PhotosPrompt")
            try run.goto("DenyPhotos")
            run.note("alert text: \(run.app.alerts.element.label)")
            try run.goto("SystemSettings")
            run.note("photos in Settings: \(run.app.settings.cells["Photos"].value ?? "-")")
            try run.driver.perform(Interaction(.tap, element: "Photos", in: .settings))
            try run.driver.perform(Interaction(.tap, element: "Full Access", in: .settings))
            run.note("after the choice: \(run.app.state)")
            try run.navigator.userState.set("photos", to: true)
            try run.goto("Feed")
            run.note("state \(run.app.state)")
        },
    ]
}

@testable import ScreenGraphKit

/// A simulated app with an element of every kind, for the app interface's tests.
///
/// `Main` holds a navigation bar with an Edit button in the top bar; a title; a Save
/// button whose identifier is `toolbar.save` and whose label is `save`; a text field, a
/// secure text field and a switch bound to settings; a table `list` with two cells; a
/// `gestures` button that records the last gesture in `last`; a button enabled only
/// while the switch is on; a text that appears after 2 s and one gone after 3 s; buttons
/// that show the app's alert `confirm` (buttons Close and Delete), present the `Sheet`
/// screen, and ask for the camera. `Main` also has a `Close` button, as the alert has.
enum GalleryApp {
    static func definition() -> AppDefinition {
        var definition = AppDefinition(name: "Gallery", initialScreen: "Main")
        definition.settings = [
            StateField("last", .optionalString), StateField("name", .optionalString), StateField("secret", .optionalString),
            StateField("wifi", .bool, initial: false), StateField("deleted", .int, initial: 0),
            StateField("camera", .optionalBool),
        ]
        definition.overlays = [
            AppOverlay("confirm", .alert, title: "Delete the photo?", buttons: [
                .init("Close", role: .cancel), .init("Delete", role: .default, commands: [.set("deleted += 1")]),
            ])
        ]
        var edit = AppElement("nav.edit", label: "Edit")
        edit.region = .topBar
        edit.behaviours["tap"] = [.push("Detail")]
        var name = AppElement("name", .textField, label: "Name")
        name.setting = "name"
        var secret = AppElement("secret", .secureTextField, label: "Password")
        secret.setting = "secret"
        var wifi = AppElement("wifi", .switch, label: "Wi-Fi")
        wifi.setting = "wifi"
        wifi.spansRow = true  // a SwiftUI Toggle's row: its centre is the label
        var gestures = AppElement("gestures", label: "Try me")
        for kind in ["tap", "doubleTap", "press", "swipeUp", "swipeDown", "swipeLeft", "swipeRight"] {
            gestures.behaviours[kind] = [.set(ExpressionSource("last = \"\(kind)\""))]
        }
        var needsWifi = AppElement("needsWifi", label: "Sync")
        needsWifi.enabledWhen = "wifi"
        needsWifi.behaviours["tap"] = [.set("last = \"sync\"")]
        var slow = AppElement("slow", .staticText, label: "Loaded")
        slow.appearsAfter = 2
        var toast = AppElement("toast", .staticText, label: "Saved")
        toast.goneAfter = 3
        var showAlert = AppElement("delete", label: "Delete")
        showAlert.behaviours["tap"] = [.show("confirm")]
        var openSheet = AppElement("more", label: "More")
        openSheet.behaviours["tap"] = [.present("Sheet")]
        var cell = AppElement("list.cell.0", .cell, label: "Alpha")
        cell.behaviours["tap"] = [.push("Detail")]
        var askCamera = AppElement("askCamera", label: "Camera")
        askCamera.behaviours["tap"] = [.request(.camera, granted: [.set("camera = true")], denied: [.set("camera = false")])]
        var close = AppElement("Close", label: "Close")
        close.behaviours["tap"] = [.set("last = \"close\"")]
        definition.screens = [
            AppScreen("Main", elements: [
                AppElement("nav.bar", .navigationBar, label: "Gallery"), edit, AppElement("title", .staticText, label: "Photos"),
                AppElement("toolbar.save", label: "save"), name, secret, wifi, AppElement("list", .table, label: "Photos"), cell,
                AppElement("list.cell.1", .cell, label: "Beta"), gestures, needsWifi, slow, toast, showAlert, openSheet, askCamera,
                close, AppElement("badge", .other, label: "3 new"),
            ]),
            AppScreen("Sheet", elements: [
                AppElement("sheet", .sheet, label: "Options"), AppElement("sheet.copy", label: "Copy"), dismissing("sheet.cancel"),
            ]),
            AppScreen("Detail", elements: [AppElement("detail.title", .staticText, label: "Alpha"), popping("nav.back")]),
        ]
        return definition
    }

    private static func dismissing(_ identifier: String) -> AppElement {
        var element = AppElement(identifier, label: "Cancel")
        element.behaviours["tap"] = [.dismiss]
        return element
    }

    private static func popping(_ identifier: String) -> AppElement {
        var element = AppElement(identifier, label: "Back")
        element.region = .topBar
        element.behaviours["tap"] = [.pop]
        return element
    }

    /// The app, launched.
    static func launched() throws -> SimulatedApp {
        let simulated = try SimulatedApp(definition(), seed: 1)
        simulated.app.launch()
        return simulated
    }
}

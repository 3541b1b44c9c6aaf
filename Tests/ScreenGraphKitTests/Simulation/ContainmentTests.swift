import Testing

@testable import ScreenGraphKit

/// Elements inside elements (issue 25, item 9): navigation bars that hold buttons and
/// UIKit's back button, cells that hold switches, and a switch that flips on a tap, so
/// XCUITest code such as Firefox's graph runs on the simulated app as written. Each
/// scenario failed before; each comment gives its source, or says the source is silent.
@Suite struct ContainmentTests {
    /// A settings screen in UIKit's shape: a navigation bar titled "Settings", a table
    /// whose cells hold switches, a cell that pushes Logins, and a sheet presented over it.
    static let appText = """
        {"format": "screengraph-app/1", "name": "Browser", "initialScreen": "Settings",
         "settings": [{"name": "toolbar", "type": "bool", "initial": false},
                      {"name": "pocket", "type": "bool", "initial": true}],
         "screens": [
          {"name": "Settings", "elements": [
            {"id": "Settings", "type": "navigationBar"},
            {"id": "AppSettingsTableViewController.navigationItem.leftBarButtonItem", "label": "Done", "parent": "Settings"},
            {"id": "AppSettingsTableViewController.tableView", "type": "table"},
            {"id": "ToolbarCell", "type": "cell", "label": "Always Show Toolbar"},
            {"id": "AlwaysShowToolbar", "type": "switch", "label": "Always Show Toolbar", "setting": "toolbar", "parent": "ToolbarCell"},
            {"id": "PocketCell", "type": "cell", "label": "Pocket", "visibleWhen": "toolbar"},
            {"id": "ASPocketStoriesVisible", "type": "switch", "label": "Pocket", "setting": "pocket", "parent": "PocketCell"},
            {"id": "Logins", "type": "cell", "tap": ["push Logins"]},
            {"id": "Share", "type": "cell", "tap": ["present ShareSheet"]}
          ]},
          {"name": "Logins", "elements": [
            {"id": "Client.LoginListViewController", "type": "navigationBar", "label": "Logins & Passwords"},
            {"id": "back", "backButton": true, "parent": "Client.LoginListViewController"},
            {"id": "edit", "label": "Edit", "parent": "Client.LoginListViewController"},
            {"id": "Detail", "type": "cell", "tap": ["push Detail"]}
          ]},
          {"name": "Detail", "elements": [
            {"id": "DetailBar", "type": "navigationBar", "label": ""},
            {"id": "back", "backButton": true, "parent": "DetailBar"}
          ]},
          {"name": "ShareSheet", "elements": [
            {"id": "ShareBar", "type": "navigationBar", "label": "Share"},
            {"id": "back", "backButton": true, "parent": "ShareBar"}
          ]}
         ]}
        """

    static func launched() throws -> SimulatedApp {
        let simulated = try SimulatedApp(AppDefinition(parsing: appText, path: "Browser.json"))
        simulated.launch()
        return simulated
    }

    // MARK: Navigation bars

    /// Firefox's graph taps `app.navigationBars.element(boundBy: 0).buttons.element(boundBy:
    /// 0)` and `app.navigationBars["Settings"].buttons[…]`: a bar's buttons are its
    /// descendants (Apple's `XCUIElementTypeQueryProvider`: `buttons` "A query that
    /// provides access to the element's descendants of type button"). A root screen's bar
    /// has no back button: UIKit's `backItem` page, "If there is only one item on the
    /// navigation bar's stack, the value of this property is nil", and the bar "displays a
    /// back button whose title is derived from" the back item only when there is one.
    @Test func aNavigationBarHoldsItsButtons() throws {
        let simulated = try Self.launched()
        let app = simulated.app
        #expect(app.navigationBars["Settings"].buttons.count == 1)
        #expect(app.navigationBars["Settings"].buttons["Done"].exists)
        #expect(app.navigationBars.buttons.element(boundBy: 0).identifier == "AppSettingsTableViewController.navigationItem.leftBarButtonItem")
        // The bar's frame spans its buttons' rows, as an element with children does.
        #expect(app.navigationBars["Settings"].frame.contains(app.navigationBars["Settings"].buttons["Done"].frame))
        #expect(app.tables.buttons.count == 0)
    }

    /// UIKit's `UINavigationItem.title` page: "When the navigation item is on the
    /// navigation item stack and is second from the top ... the value in this property is
    /// used for the back button on the top-most navigation bar. If the value of this
    /// property is nil, the system uses the string “Back” as the text of the back button."
    /// `backBarButtonItem`'s page: "the navigation controller derives the Back button for
    /// the navigation bar from this navigation item". What identifier a device's tree gives
    /// the derived button is undocumented (issue 26, difference 10, found none carried
    /// over): the simulated one has none, so queries find it by its label.
    @Test func theBackButtonIsLabelledWithTheTitleBeneathAndCarriesNoIdentifier() throws {
        let simulated = try Self.launched()
        let app = simulated.app
        app.cells["Logins"].tap()
        #expect(simulated.currentScreen == "Logins")
        let bar = app.navigationBars["Client.LoginListViewController"]
        #expect(bar.buttons.count == 2)
        let back = bar.buttons.element(boundBy: 0)
        #expect(back.label == "Settings" && back.identifier == "")
        #expect(bar.buttons["Settings"].exists)
        #expect(!bar.buttons["back"].exists)
        // A declarative gesture names it by its text, as an alert's button.
        #expect(simulated.exists("Settings") && !simulated.exists("back"))
        app.cells["Detail"].tap()
        // The screen beneath has a title: "Logins & Passwords".
        #expect(app.navigationBars["DetailBar"].buttons.element(boundBy: 0).label == "Logins & Passwords")
        // Its tap pops.
        app.navigationBars["DetailBar"].buttons["Logins & Passwords"].tap()
        app.navigationBars.buttons.element(boundBy: 0).tap()
        #expect(simulated.currentScreen == "Settings")
        #expect(simulated.takeFailures() == [])
    }

    /// The `title` page again: with no title beneath, "the system uses the string “Back”".
    /// A presented screen is not on the navigation stack of the screen beneath (UIKit's
    /// `backItem` is `nil` for a bar with one item), so it has no back button.
    @Test func noTitleBeneathReadsBackAndAPresentedScreenHasNoBackButton() throws {
        var definition = try AppDefinition(parsing: Self.appText, path: "Browser.json")
        definition.screens[0].elements.removeAll { $0.type == .navigationBar || $0.parent == "Settings" }
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        let app = simulated.app
        app.cells["Logins"].tap()
        #expect(app.navigationBars.buttons.element(boundBy: 0).label == "Back")
        try simulated.perform(.tap("Back"))
        #expect(simulated.currentScreen == "Settings")
        app.cells["Share"].tap()
        #expect(simulated.currentScreen == "ShareSheet")
        #expect(app.navigationBars["ShareBar"].buttons.count == 0)
    }

    /// Apple's "Handling UI Interruptions" and WWDC 2020 (10220), as fidelity rule b: a
    /// banner covers the top of the screen. A button in the navigation bar is in the top
    /// bar with it, though it names no region of its own.
    @Test func aNavigationBarsButtonsAreInTheTopBar() throws {
        var definition = try AppDefinition(parsing: Self.appText, path: "Browser.json")
        var banner = AppOverlay("Synced", .banner, title: "Tabs synced")
        banner.persistent = true
        definition.overlays = [banner]
        var sync = AppElement("Sync", .cell)
        sync.behaviours["tap"] = [.show("Synced")]
        definition.screens[0].elements.append(sync)
        let simulated = try SimulatedApp(definition)
        simulated.launch()
        let app = simulated.app
        #expect(app.navigationBars["Settings"].buttons["Done"].isHittable)
        app.cells["Sync"].tap()
        #expect(!app.navigationBars["Settings"].buttons["Done"].isHittable)
        #expect(app.cells["Logins"].isHittable)
    }

    // MARK: Cells holding switches

    /// Firefox's graph writes `app.cells.switches["AlwaysShowToolbar"]` and
    /// `table.switches["ASPocketStoriesVisible"]`: a switch in a cell is a descendant of
    /// the cell and of its table (Apple's `XCUIElementTypeQueryProvider`, `switches`: "the
    /// element's descendants of type switch"). A cell that does not exist takes its switch
    /// with it, as a view's subviews go with it.
    @Test func cellsHoldSwitchesAndTablesHoldThem() throws {
        let simulated = try Self.launched()
        let app = simulated.app
        let table = app.tables.element(boundBy: 0)
        #expect(table.switches["AlwaysShowToolbar"].exists)
        #expect(app.cells["ToolbarCell"].switches["AlwaysShowToolbar"].value == "0")
        #expect(app.cells["Always Show Toolbar"].switches.count == 1)
        #expect(app.cells.switches.count == 1)
        #expect(!table.switches["ASPocketStoriesVisible"].exists && !simulated.exists("ASPocketStoriesVisible"))
        app.cells.switches["AlwaysShowToolbar"].tap()
        #expect(table.switches["ASPocketStoriesVisible"].exists)
        #expect(app.cells["PocketCell"].switches.element(boundBy: 0).value == "1")
        #expect(simulated.takeFailures() == [])
    }

    // MARK: A tap on a switch

    /// XCUITest's `tap()`: "Sends a tap event to a hittable point the system computes for
    /// the element"; a `UISwitch` is the control alone, so that point is on it, and
    /// `UISwitch`'s page: "When a person manipulates the switch control (“flips” it), it
    /// triggers the valueChanged event". A switch that spans its row with its label (a
    /// SwiftUI `Toggle` in a `Form`) keeps its label at the centre: Apple's pages are
    /// silent on where that hittable point falls; the simulated app takes the centre, so
    /// only a tap at the row's right end flips it (`spansRow`).
    @Test func aTapFlipsAUISwitchAndNotARowsLabel() throws {
        let simulated = try Self.launched()
        let app = simulated.app
        app.switches["AlwaysShowToolbar"].tap()
        #expect(simulated.settings.toolbar == true && app.switches["AlwaysShowToolbar"].value == "1")
        app.switches["AlwaysShowToolbar"].coordinate(withNormalizedOffset: TestVector(dx: 0.5, dy: 0.5)).tap()
        #expect(simulated.settings.toolbar == false)
        try simulated.perform(Interaction(.toggleOn, element: "AlwaysShowToolbar"))
        #expect(simulated.settings.toolbar == true)

        var definition = try AppDefinition(parsing: Self.appText, path: "Browser.json")
        definition.screens[0].elements[4].spansRow = true
        let row = try SimulatedApp(definition)
        row.launch()
        row.app.switches["AlwaysShowToolbar"].tap()
        #expect(row.settings.toolbar == false)
        row.app.switches["AlwaysShowToolbar"].coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        #expect(row.settings.toolbar == true)
    }

    // MARK: The file format

    @Test func parentsTheAppDoesNotHaveAreErrors() {
        let text = """
            {"format": "screengraph-app/1", "name": "X", "initialScreen": "Home",
             "screens": [{"name": "Home", "elements": [
               {"id": "bar", "type": "navigationBar"},
               {"id": "a", "parent": "bra"},
               {"id": "b", "parent": "c"}, {"id": "c", "parent": "b"},
               {"id": "back", "backButton": true},
               {"id": "row", "spansRow": true}]}]}
            """
        let errors: [String]
        do {
            _ = try AppDefinition(parsing: text, path: "app.json")
            errors = []
        } catch {
            errors = error.diagnostics.map(\.message)
        }
        #expect(errors == [
            "element 'a' on 'Home': no element 'bra' to hold it; did you mean 'bar'?",
            "element 'b' on 'Home' holds itself through its parents",
            "element 'c' on 'Home' holds itself through its parents",
            "element 'back' on 'Home': a back button is a button whose parent is a navigation bar",
            "element 'row' on 'Home': only a switch spans its row",
        ])
    }
}

import Testing

@testable import ScreenGraphKit

/// Queries on the simulated app: by element type, by key (identifier, label or value),
/// picking one element, counting, and the trees' shapes.
@Suite struct TestQueryTests {
    @Test func everyTypeQuerySelectsItsKind() throws {
        let app = try GalleryApp.launched().app
        #expect(app.buttons.allElementsBoundByIndex.map(\.identifier) == [
            "nav.edit", "toolbar.save", "gestures", "needsWifi", "delete", "more", "askCamera", "Close",
        ])
        #expect(app.staticTexts.allElementsBoundByIndex.map(\.identifier) == ["title", "toast"])
        #expect(app.textFields.allElementsBoundByIndex.map(\.identifier) == ["name"])
        #expect(app.secureTextFields.allElementsBoundByIndex.map(\.identifier) == ["secret"])
        #expect(app.switches.allElementsBoundByIndex.map(\.identifier) == ["wifi"])
        #expect(app.cells.allElementsBoundByIndex.map(\.identifier) == ["list.cell.0", "list.cell.1"])
        #expect(app.tables.allElementsBoundByIndex.map(\.identifier) == ["list"])
        #expect(app.navigationBars.allElementsBoundByIndex.map(\.identifier) == ["nav.bar"])
        #expect(app.otherElements.allElementsBoundByIndex.map(\.identifier) == ["badge"])
        #expect(app.alerts.count == 0 && app.sheets.count == 0)
        // Every element of the screen but the one that appears after 2 s.
        #expect(app.descendants(matching: .any).count == 18)
        #expect(app.descendants(matching: .cell).count == 2)
    }

    @Test func aTableHoldsTheScreensCells() throws {
        let app = try GalleryApp.launched().app
        #expect(app.tables["list"].cells.count == 2)
        #expect(app.tables["list"].children(matching: .cell).element(boundBy: 1).label == "Beta")
        // The cells are not children of the app itself, only its descendants.
        #expect(app.children(matching: .cell).count == 0)
        #expect(app.children(matching: .table).count == 1)
        #expect(app.buttons["gestures"].children(matching: .any).count == 0)
    }

    @Test func anAlertAndASheetHoldTheirButtons() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["delete"].tap()
        #expect(app.alerts.count == 1)
        #expect(app.alerts["confirm"].label == "Delete the photo?")
        #expect(app.alerts["confirm"].buttons.allElementsBoundByIndex.map(\.label) == ["Close", "Delete"])
        // UIAlertAction has no identifier to set: the button is found by its label.
        #expect(app.alerts.buttons["Delete"].identifier == "" && app.alerts.buttons["Delete"].label == "Delete")
        app.alerts["confirm"].buttons["Delete"].tap()
        #expect(simulated.settings.deleted == 1)
        #expect(!app.alerts["confirm"].exists)
        app.buttons["more"].tap()
        #expect(app.sheets["sheet"].buttons.allElementsBoundByIndex.map(\.identifier) == ["sheet.copy", "sheet.cancel"])
        #expect(app.sheets["sheet"].children(matching: .button).count == 2)
        #expect(app.children(matching: .button).count == 0)
        #expect(app.buttons["nav.edit"].exists == false)
    }

    /// Apple's subscript(_:) page: the key is "a string to match against any one of each
    /// element's identifying properties: identifier, title, label, value, or
    /// placeholderValue"; its matching(identifier:) page says the same of `identifier`.
    /// The simulated elements have no title. Whole strings match,
    /// case and all (the pages are silent on partial matches; an NSPredicate `==` is exact).
    @Test func aKeyMatchesTheIdentifierLabelOrValue() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        // The Save button's label is "save"; its identifier is "toolbar.save".
        #expect(app.buttons["save"].identifier == "toolbar.save")
        #expect(app.buttons["toolbar.save"].label == "save")
        #expect(app.buttons.matching(identifier: "save").count == 1)
        #expect(!app.buttons["toolbar"].exists && !app.buttons["TOOLBAR.SAVE"].exists && !app.buttons["Save"].exists)
        app.textFields["name"].tap()  // typing needs the keyboard focus a tap gives
        app.textFields["name"].typeText("Ada")
        #expect(app.textFields.matching(identifier: "Ada").count == 1)
        #expect(app.textFields["Ada"].identifier == "name")
        // A switch's value is "0" or "1", and matches too.
        #expect(app.switches["0"].identifier == "wifi" || app.switches["1"].identifier == "wifi")
        // A key nothing has finds nothing and says so, as XCTest does.
        app.buttons["Save"].tap()
        #expect(simulated.takeFailures() == [#"Failed to tap: No matches found for app.buttons["Save"]"#])
    }

    /// A graph's declarative gesture names its element by exact identifier, and by key
    /// only when nothing has the identifier: the alert's Close button (a label) does
    /// not make the screen's Close button (an identifier) ambiguous.
    @Test func aDeclarativeGesturePrefersTheExactIdentifier() throws {
        let simulated = try GalleryApp.launched()
        let driver = TestAppDriver(app: simulated.app)
        simulated.app.buttons["delete"].tap()
        #expect(simulated.app.buttons.matching(identifier: "Close").count == 2)
        #expect(driver.element("Close", in: .app).exists && driver.element("Close", in: .app).identifier == "Close")
        #expect(driver.element("Close", in: .app).description == #"app.descendants(matching: .any)["Close"]"#)
        // Nothing has the identifier "Delete": the alert's button and the screen's (label
        // "Delete") both have it as a label, as on a device.
        #expect(simulated.app.descendants(matching: .any).matching(identifier: "Delete").count == 2)
        #expect(!driver.element("Delete", in: .app).exists)
        simulated.app.alerts.buttons["Close"].tap()
        // A system prompt's button has no identifier: the gesture finds it by its label.
        simulated.app.buttons["askCamera"].tap()
        try driver.perform(Interaction(.tap, element: "Allow", in: .system))
        #expect(simulated.settings.camera == true)
    }

    @Test func severalMatchesFailWhereOneIsNeeded() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["delete"].tap()
        // The screen's Close button and the alert's have one identifier.
        #expect(app.buttons.matching(identifier: "Close").count == 2)
        #expect(!app.buttons["Close"].exists)
        #expect(app.buttons["Close"].label == "")
        app.buttons["Close"].tap()
        #expect(simulated.takeFailures() == [#"Failed to tap: Multiple matching elements found for app.buttons["Close"]"#])
        app.cells.element.tap()
        #expect(simulated.takeFailures() == ["Failed to tap: Multiple matching elements found for app.cells.element"])
        // A query under an ambiguous element is a failure too.
        _ = app.buttons["Close"].buttons.count
        #expect(simulated.takeFailures() == [#"Multiple matching elements found for app.buttons["Close"].buttons"#])
        // firstMatch and an index pick one; the alert's button comes after the screen's.
        #expect(app.buttons.matching(identifier: "Close").firstMatch.exists)
        app.buttons.matching(identifier: "Close").element(boundBy: 1).tap()
        #expect(simulated.takeFailures() == [] && !app.alerts["confirm"].exists)
        #expect(simulated.settings.deleted == 0 && simulated.settings.last == StateValue.none)
    }

    @Test func pickingAndCounting() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        #expect(app.cells.firstMatch.label == "Alpha")
        #expect(app.cells.element(boundBy: 1).label == "Beta")
        #expect(!app.cells.element(boundBy: 2).exists && !app.cells.element(boundBy: -1).exists)
        #expect(app.switches.element.identifier == "wifi")
        #expect(app.alerts.firstMatch.exists == false)
        app.cells.element(boundBy: 2).tap()
        #expect(simulated.takeFailures() == ["Failed to tap: No matches found for app.cells.element(boundBy: 2)"])
        // Queries are resolved at each use.
        let cells = app.cells
        app.buttons["nav.edit"].tap()
        #expect(cells.count == 0)
        app.buttons["nav.back"].tap()
        #expect(cells.count == 2)
    }

    @Test func theThreeTreesAreSeparate() throws {
        let simulated = try GalleryApp.launched()
        let app = simulated.app
        app.buttons["askCamera"].tap()
        let prompt = app.system.alerts["“Gallery” Would Like to Access the Camera"]
        #expect(prompt.exists && prompt.label == "“Gallery” Would Like to Access the Camera" && prompt.identifier == "")
        #expect(prompt.buttons.allElementsBoundByIndex.map(\.label) == ["Allow", "Don’t Allow"])
        #expect(app.alerts.count == 0 && app.buttons["Allow"].exists == false)
        #expect(app.settings.switches.count == 0)
        // The prompt covers the app: its elements exist but are not hittable.
        #expect(app.buttons["gestures"].exists && !app.buttons["gestures"].isHittable)
        #expect(prompt.buttons["Allow"].isHittable)
        prompt.buttons["Allow"].tap()
        #expect(simulated.settings.camera == true)
        #expect(app.system.alerts.count == 0)
        app.settings.launch()
        #expect(app.descendants(matching: .any).count == 0)
        // The app's page: a row for each resource the app asks for, by its label, no identifier.
        #expect(app.settings.switches.count == 1)
        #expect(app.settings.switches["Camera"].value == "1" && app.settings.switches["Camera"].identifier == "")
        // SpringBoard's tree still has its window and status bar, with nothing up.
        #expect(app.system.windows.count == 1 && app.system.descendants(matching: .statusBar).count == 1)
        #expect(app.system.descendants(matching: .any).count == 2)
    }

    @Test func bannersAreOtherElementsOfTheSystem() throws {
        let simulated = try GalleryApp.launched()
        var banner = AppOverlay("banner.message", .banner, title: "New Message")
        banner.isSystem = true
        banner.persistent = true
        simulated.show(banner)
        let app = simulated.app
        #expect(app.system.otherElements["banner.message"].label == "New Message")
        #expect(app.system.descendants(matching: .banner).count == 1)
        #expect(app.system.otherElements["banner.message"].elementType == .banner)
        #expect(app.otherElements.count == 1)
        // A banner covers the top bar only.
        #expect(!app.buttons["nav.edit"].isHittable && app.buttons["gestures"].isHittable)
        app.system.otherElements["banner.message"].swipeUp()
        #expect(app.system.otherElements.count == 0 && app.buttons["nav.edit"].isHittable)
    }

    @Test func descriptionsReadLikeTheSwiftThatBuiltThem() throws {
        let app = try GalleryApp.launched().app
        #expect(app.tables["list"].cells.element(boundBy: 0).description == #"app.tables["list"].cells.element(boundBy: 0)"#)
        #expect(app.system.alerts.buttons.firstMatch.description == "system.alerts.buttons.firstMatch")
        #expect(app.settings.children(matching: .switch).matching(identifier: "x").firstMatch.description
            == #"settings.children(matching: .switch).matching(identifier: "x").firstMatch"#)
        // `query["x"]` and `query.matching(identifier: "x").element` are one path.
        #expect(app.buttons.matching(identifier: "x").element.description == #"app.buttons["x"]"#)
    }
}

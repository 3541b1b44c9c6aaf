import Testing

@testable import ScreenGraphKit

/// The simulated device's three element trees (SimulatedApp+Elements.swift), as on a real
/// one: the app's while it runs in front, the system UI's always, the Settings app's while
/// it is in front. Apple's `exists`: "This property determines if the element exists
/// within the app’s current UI hierarchy"; each `XCUIApplication` has its own hierarchy, so
/// the app under test's queries do not find SpringBoard's prompts. `ContainmentTests`
/// covers the elements inside elements (bars, cells, the back button).
@Suite struct SimulatedAppElementsTests {
    private func tree(_ simulated: SimulatedApp, _ app: AppTarget) -> [String] {
        simulated.nodes(of: app).map { node in
            let attributes = node.attributes
            let name = attributes.identifier.isEmpty ? attributes.label : attributes.identifier
            return node.parent.map { "\(simulated.nodes(of: app)[$0].attributes.identifier)/\(name)" } ?? name
        }
    }

    /// The screen's elements in declaration order, the cells in their table; elements that
    /// appear or go after a while follow the virtual clock.
    @Test func theAppsTreeFollowsTheScreenAndTheClock() throws {
        let simulated = try GalleryApp.launched()
        let start = tree(simulated, .app)
        #expect(start.prefix(4) == ["nav.bar", "nav.edit", "title", "toolbar.save"])
        #expect(start.contains("list/list.cell.0") && start.contains("list/list.cell.1"))
        #expect(start.contains("toast") && !start.contains("slow"))
        #expect(simulated.waitForElement("slow", timeout: 3))
        #expect(tree(simulated, .app).contains("slow") && tree(simulated, .app).contains("toast"))
        #expect(simulated.waitForElement("toast", in: .app, until: .gone, timeout: 3))
        #expect(tree(simulated, .app).contains("slow") && !tree(simulated, .app).contains("toast"))
    }

    /// An app's alert comes after the screen's elements, holding its buttons.
    @Test func anAlertHoldsItsButtons() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["delete"].tap()
        #expect(tree(simulated, .app).suffix(3) == ["confirm", "confirm/Close", "confirm/Delete"])
        #expect(tree(simulated, .system).allSatisfy { !$0.contains("confirm") })
    }

    /// A permission prompt is in the system UI's tree, after SpringBoard's window and status
    /// bar, never in the app's.
    @Test func aPromptIsInTheSystemsTreeOnly() throws {
        let simulated = try GalleryApp.launched()
        let before = simulated.nodes(of: .system).map(\.attributes.elementType)
        #expect(before == [.window, .statusBar])
        simulated.app.buttons["askCamera"].tap()
        let system = simulated.nodes(of: .system).map(\.attributes)
        #expect(system.map(\.elementType) == [.window, .statusBar, .alert, .button, .button])
        #expect(system.allSatisfy { $0.identifier.isEmpty })
        #expect(simulated.nodes(of: .app).allSatisfy { $0.attributes.elementType != .alert })
    }

    /// The Settings app's tree is there only while it is in front: the app's page, a row for
    /// each resource the app asks for (a switch, on when granted).
    @Test func settingsListsTheResourcesTheAppAsksFor() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.nodes(of: .settings).isEmpty)
        simulated.setAuthorization(.authorized, for: .camera)
        simulated.activate(.settings)
        let rows = simulated.nodes(of: .settings).map(\.attributes)
        let camera = try #require(rows.first { $0.label == "Camera" })
        #expect(camera.elementType == .switch && camera.value == "1")
        #expect(simulated.nodes(of: .app).isEmpty)
    }
}

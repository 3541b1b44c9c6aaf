import Testing

@testable import ScreenGraphKit

/// A simulated app as data (AppDefinition.swift): the few defaults it works out itself.
/// Reading it from JSON is `AppJSONReaderTests`', checking it `AppCompilerTests`'.
@Suite struct AppDefinitionTests {
    /// An element is a button labelled with its identifier unless told otherwise; a
    /// navigation bar sits in the top bar, where a banner covers it, the rest in the content.
    @Test func anElementsDefaults() {
        let plain = AppElement("save")
        #expect(plain.type == .button && plain.label == "save" && plain.region == .content)
        let labelled = AppElement("save", label: "Save all")
        #expect(labelled.label == "Save all")
        #expect(AppElement("bar", .navigationBar).region == .topBar)
        #expect(AppElement("text", .staticText, label: "").label == "")
    }

    /// An overlay's kind in the tree: an alert, an action sheet's sheet, or a banner; and the
    /// name reports use, its title when it has no identifier (a system prompt).
    @Test func anOverlaysTypeAndName() {
        var sheet = AppOverlay("share", .alert, title: "Share")
        #expect(sheet.elementType == .alert && sheet.name == "share")
        sheet.isActionSheet = true
        #expect(sheet.elementType == .sheet)
        #expect(AppOverlay("news", .banner, title: "News").elementType == .banner)
        let prompt = AppOverlay("", .alert, title: "“X” Would Like to Access the Camera")
        #expect(prompt.name == "“X” Would Like to Access the Camera")
    }

    @Test func aNewAppStartsEmpty() {
        let app = AppDefinition(name: "X", initialScreen: "Home")
        #expect(app.screens.isEmpty && app.overlays.isEmpty && app.settings.isEmpty && app.startup == StartupRules())
        #expect(app.networkFailureRate == 0)
    }
}

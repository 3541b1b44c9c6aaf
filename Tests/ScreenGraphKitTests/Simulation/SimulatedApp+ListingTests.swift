import Testing

@testable import ScreenGraphKit

/// The simulated app lists a tree in one pass (SimulatedApp+Listing.swift): every element
/// the tree holds, in its order, each hittable unless something covers it. Apple's
/// `isHittable` is false "if the element doesn’t exist, is offscreen, or is covered by
/// another element" (https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable).
@Suite struct SimulatedAppListingTests {
    private func notHittable(_ simulated: SimulatedApp, in app: AppTarget = .app) -> [String] {
        simulated.listElements(in: app).filter { !$0.isHittable }.map(\.attributes.identifier)
    }

    @Test func everyElementIsHittableWhenNothingCoversIt() throws {
        let simulated = try GalleryApp.launched()
        let listed = simulated.listElements(in: .app)
        #expect(listed.map(\.attributes.identifier).prefix(4) == ["nav.bar", "nav.edit", "title", "toolbar.save"])
        #expect(notHittable(simulated).isEmpty)
        // No simulated element leaves the app: only a web link to another origin does.
        #expect(listed.allSatisfy { $0.leavesApp == false })
    }

    /// An app's alert covers the app's elements; its own and its buttons can be tapped.
    @Test func anAlertCoversTheScreen() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["delete"].tap()
        let listed = simulated.listElements(in: .app)
        let hittable = listed.filter(\.isHittable).map { "\($0.attributes.elementType) \($0.attributes.label)" }
        #expect(hittable == ["alert Delete the photo?", "button Close", "button Delete"])
    }

    /// A presented sheet leaves its presenter in the tree, covered; a full-screen one removes
    /// it (UIKit's `.pageSheet` "partially covers the underlying content"; `.fullScreen`: "The
    /// views belonging to the presenting view controller are removed after the presentation
    /// completes").
    @Test func aPresentedSheetCoversThePresenterAFullScreenOneRemovesIt() throws {
        for presentation in [ScreenPresentation.sheet, .fullScreen] {
            var definition = GalleryApp.definition()
            let sheet = try #require(definition.screens.firstIndex { $0.name == "Sheet" })
            definition.screens[sheet].presentation = presentation
            let simulated = try SimulatedApp(definition)
            simulated.launch()
            simulated.app.buttons["more"].tap()
            let listed = simulated.listElements(in: .app)
            let presenter = listed.filter { $0.attributes.identifier == "toolbar.save" }
            #expect(presenter.count == (presentation == .sheet ? 1 : 0) && presenter.allSatisfy { !$0.isHittable }, "\(presentation)")
            #expect(listed.filter(\.isHittable).map(\.attributes.identifier) == ["sheet", "sheet.copy", "sheet.cancel"], "\(presentation)")
        }
    }

    @Test func aTreeThatIsNotInFrontListsNothing() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.listElements(in: .settings).isEmpty)
        simulated.terminate()
        #expect(simulated.listElements(in: .app).isEmpty)
        #expect(!simulated.listElements(in: .system).isEmpty)
    }
}

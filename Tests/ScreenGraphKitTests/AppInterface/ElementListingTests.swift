import Testing

@testable import ScreenGraphKit

/// Listing an app's tree: in one call from a backend that can, else one query per
/// element; both give the same elements in tree order. The simulated app's one-call
/// listing works out no layout, so its elements have no frame; a query per element reads
/// each frame.
@Suite struct ElementListingTests {
    private func withoutFrames(_ listed: [ListedElement]) -> [ListedElement] {
        listed.map { element in
            var element = element
            element.attributes.frame = nil
            return element
        }
    }

    @Test func oneByOneListsWhatTheOneCallListingLists() throws {
        let simulated = try GalleryApp.launched()
        let inOneCall = simulated.listElements(in: .app)
        #expect(inOneCall.count > 10)
        #expect(inOneCall.allSatisfy { $0.attributes.frame == nil })
        let oneByOne = simulated.listElementsOneByOne(in: .app)
        #expect(oneByOne.allSatisfy { $0.attributes.frame != nil })
        #expect(withoutFrames(oneByOne) == inOneCall)
        #expect(simulated.app.listedElements() == inOneCall)
        #expect(inOneCall.map(\.attributes.identifier).prefix(3) == ["nav.bar", "nav.edit", "title"])
    }

    /// An alert covers the app's elements: both listings say a tap would not reach them,
    /// and would reach the alert.
    @Test func coveredElementsAreListedAsNotHittable() throws {
        let simulated = try GalleryApp.launched()
        simulated.app.buttons["delete"].tap()
        let listed = simulated.listElementsOneByOne(in: .app)
        let save = try #require(listed.first { $0.attributes.identifier == "toolbar.save" })
        #expect(!save.isHittable)
        let alert = try #require(listed.first { $0.attributes.identifier == "confirm" })
        #expect(alert.attributes.elementType == .alert && alert.isHittable)
        #expect(simulated.listElements(in: .app) == withoutFrames(listed))
    }

    /// A backend that does not list in one call (a recording driver) is listed one query
    /// at a time: a query with no identifier finds its counted elements.
    @Test func aBackendWithoutAListingIsListedOneByOne() {
        let driver = RecordingDriver()
        driver.counts[.any] = 2
        let listed = driver.listedElements(in: .app, naming: ["x"], listing: nil)
        #expect(listed.map(\.attributes.elementType) == [.other, .other])
        #expect(listed.allSatisfy { $0.isHittable })
        #expect(driver.listedElements(in: .app, naming: [], listing: nil).isEmpty == false)
        driver.counts = [:]
        #expect(driver.listElementsOneByOne(in: .app).isEmpty)
    }

    /// A listing whose elements carry their graph names already ignores the names it is
    /// given.
    @Test func thePlainListingIgnoresNames() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.listElements(in: .app, naming: ["#save", "other"]) == simulated.listElements(in: .app))
        #expect(simulated.app.listedElements(naming: ["#save"]) == simulated.listElements(in: .app))
    }
}

import Testing

@testable import ScreenGraphKit

/// The simulated app as a navigator's ``Driver`` (SimulatedApp+Driver.swift): an
/// interaction acts on the element whose identifier it names, in the tree its `in` names;
/// what cannot be done throws a ``DriverError`` that says why; waits and values read the
/// app as it is on the virtual clock.
@Suite struct SimulatedAppDriverTests {
    @Test func anInteractionActsOnItsElementAndTheScreenIsNamed() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.currentScreen == "Main")
        try simulated.perform(.tap("nav.edit"))
        #expect(simulated.currentScreen == "Detail")
        try simulated.perform(.tap("nav.back"))
        try simulated.perform(Interaction(.typeText("Ada"), element: "name"))
        #expect(simulated.value(of: "name") == "Ada")
        // noop acts on nothing.
        try simulated.perform(Interaction(.noop))
        #expect(simulated.currentScreen == "Main")
    }

    /// A missing element's error says where it was looked for, and which tree has it.
    @Test func aMissingElementSaysWhereItWasLookedFor() throws {
        let simulated = try GalleryApp.launched()
        #expect(throws: DriverError("no element 'nothing' on screen 'Main'")) { try simulated.perform(.tap("nothing")) }
        simulated.app.buttons["askCamera"].tap()
        let allow = "Allow"
        #expect(throws: DriverError("no element 'Allow' on screen 'Main'; the system UI has one: say 'in system'")) {
            try simulated.perform(.tap(allow))
        }
        #expect(throws: DriverError("the Settings app is not in front")) { try simulated.perform(Interaction(.tap, element: "x", in: .settings)) }
        try simulated.perform(Interaction(.tap, element: allow, in: .system))
        simulated.terminate()
        #expect(throws: DriverError("the app is not running")) { try simulated.perform(.tap("nav.edit")) }
    }

    /// A toggle taps the switch itself only when it is not already as wanted, then checks
    /// it; on an element that is not a switch it fails.
    @Test func togglesSetASwitchAndCheckIt() throws {
        let simulated = try GalleryApp.launched()
        try simulated.perform(Interaction(.toggleOn, element: "wifi"))
        #expect(simulated.value(of: "wifi") == "1")
        try simulated.perform(Interaction(.toggleOn, element: "wifi"))
        #expect(simulated.value(of: "wifi") == "1")
        try simulated.perform(Interaction(.toggleOff, element: "wifi"))
        #expect(simulated.value(of: "wifi") == "0")
        #expect(throws: DriverError("'title' is a staticText, not a switch")) { try simulated.perform(Interaction(.toggleOn, element: "title")) }
    }

    @Test func customGesturesAndUnresolvedTextFail() throws {
        let simulated = try GalleryApp.launched()
        #expect(throws: DriverError("the app has no custom gesture 'shake'")) { try simulated.perform(Interaction(.custom("shake"))) }
        #expect(throws: DriverError.unresolvedText("url")) { try simulated.perform(Interaction(.typeTextFrom("url"), element: "name")) }
    }

    /// Waits run on the virtual clock: the text that appears after 2 s is there after a
    /// wait of 2 s, not before; the toast gone after 3 s is gone then.
    @Test func waitsRunOnTheVirtualClock() throws {
        let simulated = try GalleryApp.launched()
        #expect(!simulated.waitForElement("slow", timeout: 1))
        #expect(simulated.waitForElement("slow", timeout: 2))
        #expect(simulated.waitForElement("toast", in: .app, until: .gone, timeout: 5))
        #expect(!simulated.waitForElement("Allow", in: .system, until: .exists, timeout: 0))
    }

    /// Values: a switch reads "0" or "1", a text field its text, a button without a value
    /// its label; an element that does not exist has none.
    @Test func valuesReadAsTheElementShowsThem() throws {
        let simulated = try GalleryApp.launched()
        #expect(simulated.value(of: "wifi") == "0")
        #expect(simulated.value(of: "toolbar.save") == "save")
        #expect(simulated.value(of: "nothing") == nil)
        #expect(simulated.exists("title") && !simulated.exists("title", in: .system))
        #expect(simulated.isEnabled("toolbar.save") && !simulated.isEnabled("needsWifi"))
    }
}

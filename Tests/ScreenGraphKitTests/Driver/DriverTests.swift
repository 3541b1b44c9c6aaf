import Testing

@testable import ScreenGraphKit

/// What a navigator needs of an app, its defaults for a driver that only waits for
/// elements to exist, and the recording driver tests use in place of an app.
@Suite struct DriverTests {
    /// A driver that only implements the required waits, and says what it was asked.
    private final class ExistenceOnly: Driver {
        var asked: [String] = []
        func perform(_ interaction: Interaction) throws(DriverError) {}
        func waitForElement(_ identifier: String, timeout: Double) -> Bool {
            asked.append(identifier)
            return true
        }
        func value(of identifier: String) -> String? { nil }
    }

    /// Such a driver cannot tell whether an element is gone, or whether one exists in
    /// another app: those waits fail at once, without asking it.
    @Test func theDefaultWaitOnlyAnswersForExistenceInTheAppUnderTest() {
        let driver = ExistenceOnly()
        #expect(driver.waitForElement("title", in: .app, until: .exists, timeout: 1))
        #expect(!driver.waitForElement("title", in: .app, until: .gone, timeout: 1))
        #expect(!driver.waitForElement("Allow", in: .system, until: .exists, timeout: 1))
        #expect(driver.asked == ["title"])
        #expect(driver.currentScreen == nil && driver.testApp == nil && !driver.reportsIdentities)
    }

    @Test func theRecordingDriverRecordsEveryInteractionInOrder() throws {
        let driver = RecordingDriver()
        var seen: [Interaction] = []
        driver.onPerform = { seen.append($0) }
        try driver.perform(.tap("a"))
        try driver.perform(Interaction(.typeText("x"), element: "field"))
        #expect(driver.interactions == [.tap("a"), Interaction(.typeText("x"), element: "field")])
        #expect(seen == driver.interactions)
    }

    @Test func aMissingElementFailsItsGestureAndItsWait() {
        let driver = RecordingDriver()
        driver.missingElements = ["gone"]
        driver.values = ["gone": "1", "wifi": "0"]
        #expect(throws: DriverError("no element 'gone' to press")) { try driver.perform(Interaction(.press, element: "gone")) }
        #expect(driver.interactions.isEmpty)
        #expect(!driver.waitForElement("gone", timeout: 2))
        #expect(driver.waitForElement("gone", in: .app, until: .gone, timeout: 3))
        #expect(driver.waitForElement("here", in: .system, until: .exists, timeout: 4))
        #expect(driver.waits.map(\.identifier) == ["gone", "gone", "here"])
        #expect(driver.waits.map(\.until) == [.exists, .gone, .exists] && driver.waits.map(\.timeout) == [2, 3, 4])
        #expect(driver.waits.map(\.app) == [.app, .app, .system])
        #expect(driver.value(of: "gone") == nil && driver.value(of: "wifi") == "0" && driver.value(of: "other") == nil)
    }

    /// Only a navigator knows the user state a `textFrom` reads: a driver given one
    /// unresolved fails, saying so.
    @Test func anUnresolvedTextFromFails() {
        let driver = RecordingDriver()
        #expect(throws: DriverError("typeText from 'url' needs the user state: a navigator types the field's value")) {
            try driver.perform(Interaction(.typeTextFrom("url"), element: "field"))
        }
        #expect(driver.interactions.isEmpty)
        #expect(DriverError("x").description == "x")
    }
}

import Testing

@testable import ScreenGraphKit

/// Which kinds a query selects, and the query property each kind is read through in
/// messages. Apple names the kinds in `XCUIElement.ElementType`
/// (https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype) and
/// the query properties after them in `XCUIElementTypeQueryProvider`: "buttons",
/// "switches", "checkBoxes", "otherElements", "descendants(matching:)".
@Suite struct ElementTypeTests {
    @Test func aQueryForAKindSelectsThatKindAndAnyQuerySelectsEvery() {
        #expect(ElementType.button.isMatched(by: .button))
        #expect(!ElementType.button.isMatched(by: .staticText))
        #expect(ElementType.allCases.allSatisfy { $0.isMatched(by: .any) })
        // `.any` is a query, not a kind an element has: a button query does not select it.
        #expect(!ElementType.any.isMatched(by: .button))
    }

    /// A banner is one of SpringBoard's other elements on a device, so `otherElements`
    /// finds it; a banner query does not find plain other elements.
    @Test func aBannerIsAlsoAnOtherElement() {
        #expect(ElementType.banner.isMatched(by: .other))
        #expect(ElementType.banner.isMatched(by: .banner))
        #expect(!ElementType.other.isMatched(by: .banner))
        #expect(ElementType.banner.queryName == "otherElements")
    }

    @Test func queryNamesAreXCUITestsPlurals() {
        #expect(ElementType.button.queryName == "buttons")
        #expect(ElementType.staticText.queryName == "staticTexts")
        #expect(ElementType.switch.queryName == "switches")
        #expect(ElementType.checkBox.queryName == "checkBoxes")
        #expect(ElementType.comboBox.queryName == "comboBoxes")
        #expect(ElementType.other.queryName == "otherElements")
        #expect(ElementType.any.queryName == "descendants(matching: .any)")
    }

    /// Every name is a Swift identifier the graph file and the spec spell the same way.
    @Test func rawValuesAreTheCaseNames() {
        #expect(ElementType(rawValue: "switch") == .switch)
        #expect(ElementType(rawValue: "secureTextField") == .secureTextField)
        #expect(ElementType(rawValue: "Button") == nil)
        #expect(Set(ElementType.allCases.map(\.rawValue)).count == ElementType.allCases.count)
    }
}

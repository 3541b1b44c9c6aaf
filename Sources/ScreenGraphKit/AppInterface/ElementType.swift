/// The kinds of elements queries select by, named as `XCUIElement.ElementType` names them.
///
/// A simulated app declares each element with one of these; a query for ``any``
/// matches every kind.
public enum ElementType: String, Sendable, CaseIterable, Hashable {
    /// Matches every kind, in queries only (`descendants(matching: .any)`).
    case any
    // Every kind XCUITest names, in Apple's order:
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
    case other, group, window, sheet, drawer, alert, dialog, button, radioButton, radioGroup, checkBox
    case disclosureTriangle, popUpButton, comboBox, menuButton, toolbarButton, popover, keyboard, key
    case navigationBar, tabBar, tabGroup, toolbar, statusBar, table, tableRow, tableColumn, outline
    case outlineRow, browser, collectionView, slider, pageIndicator, progressIndicator, activityIndicator
    case segmentedControl, picker, pickerWheel, `switch`, toggle, link, image, icon, searchField, scrollView
    case scrollBar, staticText, textField, secureTextField, datePicker, textView, menu, menuItem, menuBar
    case menuBarItem, map, webView, incrementArrow, decrementArrow, timeline, ratingIndicator
    case valueIndicator, splitGroup, splitter, relevanceIndicator, colorWell, helpTag, matte, dockItem
    case ruler, rulerMarker, grid, levelIndicator, cell, layoutArea, layoutItem, handle, stepper, tab
    case touchBar, statusItem
    /// A notification banner. XCTest has no such type: on a device a banner is one of
    /// SpringBoard's `otherElements`, so an ``other`` query matches it too.
    case banner

    /// Whether an element of this kind is selected by a query for `query`.
    package func isMatched(by query: ElementType) -> Bool {
        query == .any || query == self || (query == .other && self == .banner)
    }

    /// The query property that selects this kind: `buttons`, `staticTexts`, `switches`, ...
    var queryName: String {
        switch self {
        case .any: "descendants(matching: .any)"
        case .banner: "otherElements"
        default: Self.queryNames[self] ?? rawValue + "s"
        }
    }

    /// The plural each query property has: `switches`, `checkBoxes`, `otherElements`, the rest with an `s`.
    private static let queryNames: [ElementType: String] = [.other: "otherElements", .switch: "switches", .checkBox: "checkBoxes", .comboBox: "comboBoxes"]
}

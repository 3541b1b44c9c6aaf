import ScreenGraphKit

extension XCUIElement {
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/elementtype
    // ("enum ElementType"): every case Apple lists, in its order.
    public enum ElementType: UInt, Sendable {
        case any
        case other
        case group
        case window
        case sheet
        case drawer
        case alert
        case dialog
        case button
        case radioButton
        case radioGroup
        case checkBox
        case disclosureTriangle
        case popUpButton
        case comboBox
        case menuButton
        case toolbarButton
        case popover
        case keyboard
        case key
        case navigationBar
        case tabBar
        case tabGroup
        case toolbar
        case statusBar
        case table
        case tableRow
        case tableColumn
        case outline
        case outlineRow
        case browser
        case collectionView
        case slider
        case pageIndicator
        case progressIndicator
        case activityIndicator
        case segmentedControl
        case picker
        case pickerWheel
        case `switch`
        case toggle
        case link
        case image
        case icon
        case searchField
        case scrollView
        case scrollBar
        case staticText
        case textField
        case secureTextField
        case datePicker
        case textView
        case menu
        case menuItem
        case menuBar
        case menuBarItem
        case map
        case webView
        case incrementArrow
        case decrementArrow
        case timeline
        case ratingIndicator
        case valueIndicator
        case splitGroup
        case splitter
        case relevanceIndicator
        case colorWell
        case helpTag
        case matte
        case dockItem
        case ruler
        case rulerMarker
        case grid
        case levelIndicator
        case cell
        case layoutArea
        case layoutItem
        case handle
        case stepper
        case tab
        case touchBar
        case statusItem
    }
}

extension XCUIElement.ElementType {
    /// XCUITest's type for a simulated element: the same name; a banner, which XCUITest has no
    /// type for, is one of SpringBoard's other elements.
    init(modelType type: ScreenGraphKit.ElementType) {
        if type == .banner {
            self = .other
            return
        }
        var raw: UInt = 0
        while let candidate = Self(rawValue: raw) {
            if "\(candidate)" == type.rawValue {
                self = candidate
                return
            }
            raw += 1
        }
        preconditionFailure("XCUITest has no element type '\(type.rawValue)'")
    }
}

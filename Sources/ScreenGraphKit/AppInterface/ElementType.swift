/// The kinds of elements queries select by, named as `XCUIElement.ElementType` names them.
///
/// A simulated app declares each element with one of these; a query for ``any``
/// matches every kind.
public enum ElementType: String, Sendable, CaseIterable, Hashable {
    /// Matches every kind, in queries only (`descendants(matching: .any)`).
    case any
    case other, button, staticText, textField, secureTextField, `switch`, cell, table, navigationBar, alert, sheet
    /// A link: `a[href]` on the web, `XCUIElement.ElementType.link` in a web view on a device.
    case link
    /// A notification banner. XCTest has no such type: on a device a banner is one of
    /// SpringBoard's `otherElements`, so an ``other`` query matches it too.
    case banner

    /// Whether an element of this kind is selected by a query for `query`.
    public func isMatched(by query: ElementType) -> Bool {
        query == .any || query == self || (query == .other && self == .banner)
    }

    /// The query property that selects this kind: `buttons`, `staticTexts`, `switches`, ...
    var queryName: String {
        switch self {
        case .any: "descendants(matching: .any)"
        case .other, .banner: "otherElements"
        case .button: "buttons"
        case .staticText: "staticTexts"
        case .textField: "textFields"
        case .secureTextField: "secureTextFields"
        case .switch: "switches"
        case .cell: "cells"
        case .table: "tables"
        case .navigationBar: "navigationBars"
        case .alert: "alerts"
        case .sheet: "sheets"
        case .link: "links"
        }
    }
}

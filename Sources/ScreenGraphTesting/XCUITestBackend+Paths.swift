// Apple platforms only, like XCUITestBackend.swift; type-checked on Linux against Tests/AppleStandIns.
#if canImport(XCTest) && canImport(UIKit) && !os(tvOS)
import Foundation
import ScreenGraphKit
import XCTest

extension XCUITestBackend {
    /// Where an ``ScreenGraphKit/ElementPath`` starts, and how it becomes XCUITest queries.
    struct Roots: Sendable {
        /// The app under test, and the system UI and Settings where the platform has a known
        /// app for them (SpringBoard and Settings on iOS; see ``Platform``).
        struct Apps: Sendable {
            var app: XCUIApplication
            var system: XCUIApplication?
            var settings: XCUIApplication?
            var platform: Platform

            subscript(target: AppTarget) -> XCUIApplication? {
                switch target {
                case .app: app
                case .system: system
                case .settings: settings
                }
            }
        }

        var apps: Apps
        /// In an interruption handler, the element XCTest handed the monitor: `system` paths
        /// start there, so the handler's queries search the interrupting alert.
        var interruptingElement: XCUIElement?

        /// What a path resolves to now.
        enum Resolved {
            case query(XCUIElementQuery)
            case element(XCUIElement)
            /// A step XCUITest cannot take from where the path is (a query step on an element), or
            /// a path in an app this platform has none of.
            case unresolvable
        }

        /// The query or element `path` describes, built step by step as its description reads.
        @MainActor
        func resolve(_ path: ElementPath) -> Resolved {
            guard let root = root(of: path.app) else { return .unresolvable }
            var current = Resolved.element(root)
            for step in path.steps {
                switch (current, step) {
                case (.unresolvable, _): return .unresolvable
                case (.element(let element), .descendants(let type)):
                    current = .query(element.descendants(matching: XCUIElement.ElementType(type)))
                case (.query(let query), .descendants(let type)):
                    current = .query(query.descendants(matching: XCUIElement.ElementType(type)))
                case (.element(let element), .children(let type)):
                    current = .query(element.children(matching: XCUIElement.ElementType(type)))
                case (.query(let query), .children(let type)):
                    current = .query(query.children(matching: XCUIElement.ElementType(type)))
                case (.query(let query), .identifier(let identifier)):
                    // A graph's name: the exact identifier, else the key's properties. Asking whether
                    // any element has the identifier costs one query resolution more.
                    let exact = query.matching(Self.predicate("identifier == %@", identifier))
                    current = .query(exact.count > 0 ? exact : query.matching(Self.predicate(Self.keyFormat, identifier)))
                case (.query(let query), .key(let key)):
                    // What Apple's subscript(_:) and matching(identifier:) pages say the key is matched
                    // against, spelled out so the path's meaning does not rest on XCTest's private query.
                    current = .query(query.matching(Self.predicate(Self.keyFormat, key)))
                case (.query(let query), .only): current = .element(query.element)
                case (.query(let query), .first): current = .element(query.firstMatch)
                case (.query(let query), .index(let index)): current = .element(query.element(boundBy: index))
                case (.element, .identifier), (.element, .key), (.element, .only), (.element, .first), (.element, .index):
                    return .unresolvable
                }
            }
            return current
        }

        /// The element `path` selects, or `nil` when it describes a query or cannot be resolved.
        @MainActor
        func element(_ path: ElementPath) -> XCUIElement? {
            if case .element(let element) = resolve(path) { return element }
            return nil
        }

        @MainActor
        private func root(of target: AppTarget) -> XCUIElement? {
            if target == .system, let interruptingElement { return interruptingElement }
            return apps[target]
        }

        /// Any one of the identifying properties Apple's `subscript(_:)` page lists: "identifier,
        /// title, label, value, or placeholderValue".
        static let keyFormat = "identifier == %@ OR title == %@ OR label == %@ OR value == %@ OR placeholderValue == %@"

        /// A predicate from a format whose every `%@` is one string argument: the argument is
        /// never parsed as predicate syntax.
        static func predicate(_ format: String, _ argument: String) -> NSPredicate {
            let slots = format.components(separatedBy: "%@").count - 1
            return NSPredicate(format: format, argumentArray: Array(repeating: argument, count: slots))
        }
    }
}

extension XCUIElement.ElementType {
    /// XCUITest's type for an element type of the app interface. A banner has none of its own:
    /// on a device it is one of SpringBoard's `otherElements`.
    init(_ type: ElementType) {
        switch type {
        case .any: self = .any
        case .banner: self = .other
        case .other: self = .other
        case .group: self = .group
        case .window: self = .window
        case .sheet: self = .sheet
        case .drawer: self = .drawer
        case .alert: self = .alert
        case .dialog: self = .dialog
        case .button: self = .button
        case .radioButton: self = .radioButton
        case .radioGroup: self = .radioGroup
        case .checkBox: self = .checkBox
        case .disclosureTriangle: self = .disclosureTriangle
        case .popUpButton: self = .popUpButton
        case .comboBox: self = .comboBox
        case .menuButton: self = .menuButton
        case .toolbarButton: self = .toolbarButton
        case .popover: self = .popover
        case .keyboard: self = .keyboard
        case .key: self = .key
        case .navigationBar: self = .navigationBar
        case .tabBar: self = .tabBar
        case .tabGroup: self = .tabGroup
        case .toolbar: self = .toolbar
        case .statusBar: self = .statusBar
        case .table: self = .table
        case .tableRow: self = .tableRow
        case .tableColumn: self = .tableColumn
        case .outline: self = .outline
        case .outlineRow: self = .outlineRow
        case .browser: self = .browser
        case .collectionView: self = .collectionView
        case .slider: self = .slider
        case .pageIndicator: self = .pageIndicator
        case .progressIndicator: self = .progressIndicator
        case .activityIndicator: self = .activityIndicator
        case .segmentedControl: self = .segmentedControl
        case .picker: self = .picker
        case .pickerWheel: self = .pickerWheel
        case .`switch`: self = .`switch`
        case .toggle: self = .toggle
        case .link: self = .link
        case .image: self = .image
        case .icon: self = .icon
        case .searchField: self = .searchField
        case .scrollView: self = .scrollView
        case .scrollBar: self = .scrollBar
        case .staticText: self = .staticText
        case .textField: self = .textField
        case .secureTextField: self = .secureTextField
        case .datePicker: self = .datePicker
        case .textView: self = .textView
        case .menu: self = .menu
        case .menuItem: self = .menuItem
        case .menuBar: self = .menuBar
        case .menuBarItem: self = .menuBarItem
        case .map: self = .map
        case .webView: self = .webView
        case .incrementArrow: self = .incrementArrow
        case .decrementArrow: self = .decrementArrow
        case .timeline: self = .timeline
        case .ratingIndicator: self = .ratingIndicator
        case .valueIndicator: self = .valueIndicator
        case .splitGroup: self = .splitGroup
        case .splitter: self = .splitter
        case .relevanceIndicator: self = .relevanceIndicator
        case .colorWell: self = .colorWell
        case .helpTag: self = .helpTag
        case .matte: self = .matte
        case .dockItem: self = .dockItem
        case .ruler: self = .ruler
        case .rulerMarker: self = .rulerMarker
        case .grid: self = .grid
        case .levelIndicator: self = .levelIndicator
        case .cell: self = .cell
        case .layoutArea: self = .layoutArea
        case .layoutItem: self = .layoutItem
        case .handle: self = .handle
        case .stepper: self = .stepper
        case .tab: self = .tab
        case .touchBar: self = .touchBar
        case .statusItem: self = .statusItem
        }
    }
}

extension ElementType {
    /// The app interface's type for an element XCUITest reports; kinds it does not name
    /// (images, sliders, ...) read as ``other``.
    init(_ type: XCUIElement.ElementType) {
        switch type {
        case .any: self = .any
        case .other: self = .other
        case .group: self = .group
        case .window: self = .window
        case .sheet: self = .sheet
        case .drawer: self = .drawer
        case .alert: self = .alert
        case .dialog: self = .dialog
        case .button: self = .button
        case .radioButton: self = .radioButton
        case .radioGroup: self = .radioGroup
        case .checkBox: self = .checkBox
        case .disclosureTriangle: self = .disclosureTriangle
        case .popUpButton: self = .popUpButton
        case .comboBox: self = .comboBox
        case .menuButton: self = .menuButton
        case .toolbarButton: self = .toolbarButton
        case .popover: self = .popover
        case .keyboard: self = .keyboard
        case .key: self = .key
        case .navigationBar: self = .navigationBar
        case .tabBar: self = .tabBar
        case .tabGroup: self = .tabGroup
        case .toolbar: self = .toolbar
        case .statusBar: self = .statusBar
        case .table: self = .table
        case .tableRow: self = .tableRow
        case .tableColumn: self = .tableColumn
        case .outline: self = .outline
        case .outlineRow: self = .outlineRow
        case .browser: self = .browser
        case .collectionView: self = .collectionView
        case .slider: self = .slider
        case .pageIndicator: self = .pageIndicator
        case .progressIndicator: self = .progressIndicator
        case .activityIndicator: self = .activityIndicator
        case .segmentedControl: self = .segmentedControl
        case .picker: self = .picker
        case .pickerWheel: self = .pickerWheel
        case .`switch`: self = .`switch`
        case .toggle: self = .toggle
        case .link: self = .link
        case .image: self = .image
        case .icon: self = .icon
        case .searchField: self = .searchField
        case .scrollView: self = .scrollView
        case .scrollBar: self = .scrollBar
        case .staticText: self = .staticText
        case .textField: self = .textField
        case .secureTextField: self = .secureTextField
        case .datePicker: self = .datePicker
        case .textView: self = .textView
        case .menu: self = .menu
        case .menuItem: self = .menuItem
        case .menuBar: self = .menuBar
        case .menuBarItem: self = .menuBarItem
        case .map: self = .map
        case .webView: self = .webView
        case .incrementArrow: self = .incrementArrow
        case .decrementArrow: self = .decrementArrow
        case .timeline: self = .timeline
        case .ratingIndicator: self = .ratingIndicator
        case .valueIndicator: self = .valueIndicator
        case .splitGroup: self = .splitGroup
        case .splitter: self = .splitter
        case .relevanceIndicator: self = .relevanceIndicator
        case .colorWell: self = .colorWell
        case .helpTag: self = .helpTag
        case .matte: self = .matte
        case .dockItem: self = .dockItem
        case .ruler: self = .ruler
        case .rulerMarker: self = .rulerMarker
        case .grid: self = .grid
        case .levelIndicator: self = .levelIndicator
        case .cell: self = .cell
        case .layoutArea: self = .layoutArea
        case .layoutItem: self = .layoutItem
        case .handle: self = .handle
        case .stepper: self = .stepper
        case .tab: self = .tab
        case .touchBar: self = .touchBar
        case .statusItem: self = .statusItem
        default: self = .other
        }
    }
}
#endif

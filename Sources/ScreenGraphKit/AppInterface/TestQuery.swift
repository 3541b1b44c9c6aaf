/// Something elements can be queried from: an app, a query, an element
/// (`XCUIElementTypeQueryProvider`'s role).
public protocol TestQueryProvider {
    /// Where queries from here start.
    var path: ElementPath { get }
    /// The app it belongs to.
    var app: TestApp { get }
}

extension TestQueryProvider {
    /// Every descendant of a type.
    public func descendants(matching type: ElementType) -> TestQuery {
        TestQuery(app: app, path: path.appending(.descendants(type)))
    }

    /// The direct children of a type.
    public func children(matching type: ElementType) -> TestQuery {
        TestQuery(app: app, path: path.appending(.children(type)))
    }

    // XCUIElementTypeQueryProvider's properties, one per type:
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
    public var otherElements: TestQuery { descendants(matching: .other) }
    public var groups: TestQuery { descendants(matching: .group) }
    public var windows: TestQuery { descendants(matching: .window) }
    public var sheets: TestQuery { descendants(matching: .sheet) }
    public var drawers: TestQuery { descendants(matching: .drawer) }
    public var alerts: TestQuery { descendants(matching: .alert) }
    public var dialogs: TestQuery { descendants(matching: .dialog) }
    public var buttons: TestQuery { descendants(matching: .button) }
    public var radioButtons: TestQuery { descendants(matching: .radioButton) }
    public var radioGroups: TestQuery { descendants(matching: .radioGroup) }
    public var checkBoxes: TestQuery { descendants(matching: .checkBox) }
    public var disclosureTriangles: TestQuery { descendants(matching: .disclosureTriangle) }
    public var popUpButtons: TestQuery { descendants(matching: .popUpButton) }
    public var comboBoxes: TestQuery { descendants(matching: .comboBox) }
    public var menuButtons: TestQuery { descendants(matching: .menuButton) }
    public var toolbarButtons: TestQuery { descendants(matching: .toolbarButton) }
    public var popovers: TestQuery { descendants(matching: .popover) }
    public var keyboards: TestQuery { descendants(matching: .keyboard) }
    public var keys: TestQuery { descendants(matching: .key) }
    public var navigationBars: TestQuery { descendants(matching: .navigationBar) }
    public var tabBars: TestQuery { descendants(matching: .tabBar) }
    public var tabGroups: TestQuery { descendants(matching: .tabGroup) }
    public var toolbars: TestQuery { descendants(matching: .toolbar) }
    public var statusBars: TestQuery { descendants(matching: .statusBar) }
    public var tables: TestQuery { descendants(matching: .table) }
    public var tableRows: TestQuery { descendants(matching: .tableRow) }
    public var tableColumns: TestQuery { descendants(matching: .tableColumn) }
    public var outlines: TestQuery { descendants(matching: .outline) }
    public var outlineRows: TestQuery { descendants(matching: .outlineRow) }
    public var browsers: TestQuery { descendants(matching: .browser) }
    public var collectionViews: TestQuery { descendants(matching: .collectionView) }
    public var sliders: TestQuery { descendants(matching: .slider) }
    public var pageIndicators: TestQuery { descendants(matching: .pageIndicator) }
    public var progressIndicators: TestQuery { descendants(matching: .progressIndicator) }
    public var activityIndicators: TestQuery { descendants(matching: .activityIndicator) }
    public var segmentedControls: TestQuery { descendants(matching: .segmentedControl) }
    public var pickers: TestQuery { descendants(matching: .picker) }
    public var pickerWheels: TestQuery { descendants(matching: .pickerWheel) }
    public var switches: TestQuery { descendants(matching: .switch) }
    public var toggles: TestQuery { descendants(matching: .toggle) }
    public var links: TestQuery { descendants(matching: .link) }
    public var images: TestQuery { descendants(matching: .image) }
    public var icons: TestQuery { descendants(matching: .icon) }
    public var searchFields: TestQuery { descendants(matching: .searchField) }
    public var scrollViews: TestQuery { descendants(matching: .scrollView) }
    public var scrollBars: TestQuery { descendants(matching: .scrollBar) }
    public var staticTexts: TestQuery { descendants(matching: .staticText) }
    public var textFields: TestQuery { descendants(matching: .textField) }
    public var secureTextFields: TestQuery { descendants(matching: .secureTextField) }
    public var datePickers: TestQuery { descendants(matching: .datePicker) }
    public var textViews: TestQuery { descendants(matching: .textView) }
    public var menus: TestQuery { descendants(matching: .menu) }
    public var menuItems: TestQuery { descendants(matching: .menuItem) }
    public var menuBars: TestQuery { descendants(matching: .menuBar) }
    public var menuBarItems: TestQuery { descendants(matching: .menuBarItem) }
    public var maps: TestQuery { descendants(matching: .map) }
    public var webViews: TestQuery { descendants(matching: .webView) }
    public var incrementArrows: TestQuery { descendants(matching: .incrementArrow) }
    public var decrementArrows: TestQuery { descendants(matching: .decrementArrow) }
    public var timelines: TestQuery { descendants(matching: .timeline) }
    public var ratingIndicators: TestQuery { descendants(matching: .ratingIndicator) }
    public var valueIndicators: TestQuery { descendants(matching: .valueIndicator) }
    public var splitGroups: TestQuery { descendants(matching: .splitGroup) }
    public var splitters: TestQuery { descendants(matching: .splitter) }
    public var relevanceIndicators: TestQuery { descendants(matching: .relevanceIndicator) }
    public var colorWells: TestQuery { descendants(matching: .colorWell) }
    public var helpTags: TestQuery { descendants(matching: .helpTag) }
    public var mattes: TestQuery { descendants(matching: .matte) }
    public var dockItems: TestQuery { descendants(matching: .dockItem) }
    public var rulers: TestQuery { descendants(matching: .ruler) }
    public var rulerMarkers: TestQuery { descendants(matching: .rulerMarker) }
    public var grids: TestQuery { descendants(matching: .grid) }
    public var levelIndicators: TestQuery { descendants(matching: .levelIndicator) }
    public var cells: TestQuery { descendants(matching: .cell) }
    public var layoutAreas: TestQuery { descendants(matching: .layoutArea) }
    public var layoutItems: TestQuery { descendants(matching: .layoutItem) }
    public var handles: TestQuery { descendants(matching: .handle) }
    public var steppers: TestQuery { descendants(matching: .stepper) }
    public var tabs: TestQuery { descendants(matching: .tab) }
    public var touchBars: TestQuery { descendants(matching: .touchBar) }
    public var statusItems: TestQuery { descendants(matching: .statusItem) }
}

/// Elements matching a path, in `XCUIElementQuery`'s shape: resolved each time it is
/// used, never cached.
public struct TestQuery: TestQueryProvider, CustomStringConvertible {
    public let app: TestApp
    public let path: ElementPath

    /// The element whose identifier, title, label, value or placeholder value is
    /// `key`, as XCUITest's `subscript(_:)` matches; using it fails when none or
    /// several match.
    ///
    /// `app.alerts.buttons["OK"]` finds an alert's OK button by its label, which
    /// UIKit gives no identifier to set.
    public subscript(key: String) -> TestElement {
        TestElement(app: app, path: path.appending(.key(key)).appending(.only))
    }

    /// The elements whose identifier, title, label, value or placeholder value is
    /// `identifier`, as XCUITest's `matching(identifier:)` matches.
    public func matching(identifier: String) -> TestQuery {
        TestQuery(app: app, path: path.appending(.key(identifier)))
    }

    /// The element at `index`, in the app's order.
    public func element(boundBy index: Int) -> TestElement { TestElement(app: app, path: path.appending(.index(index))) }

    /// The first element that matches.
    public var firstMatch: TestElement { TestElement(app: app, path: path.appending(.first)) }

    /// The only element that matches; using it fails when none or several do.
    public var element: TestElement { TestElement(app: app, path: path.appending(.only)) }

    /// How many elements match now.
    public var count: Int { app.backend.count(path) }

    /// Every element that matches now, each bound by its index.
    public var allElementsBoundByIndex: [TestElement] { (0..<count).map { element(boundBy: $0) } }

    public var description: String { path.description }
}

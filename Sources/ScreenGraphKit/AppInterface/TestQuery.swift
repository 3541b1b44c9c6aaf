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

    public var buttons: TestQuery { descendants(matching: .button) }
    public var staticTexts: TestQuery { descendants(matching: .staticText) }
    public var textFields: TestQuery { descendants(matching: .textField) }
    public var secureTextFields: TestQuery { descendants(matching: .secureTextField) }
    public var switches: TestQuery { descendants(matching: .switch) }
    public var cells: TestQuery { descendants(matching: .cell) }
    public var tables: TestQuery { descendants(matching: .table) }
    public var navigationBars: TestQuery { descendants(matching: .navigationBar) }
    public var alerts: TestQuery { descendants(matching: .alert) }
    public var sheets: TestQuery { descendants(matching: .sheet) }
    public var links: TestQuery { descendants(matching: .link) }
    public var otherElements: TestQuery { descendants(matching: .other) }
}

/// Elements matching a path, in `XCUIElementQuery`'s shape: resolved each time it is
/// used, never cached.
public struct TestQuery: TestQueryProvider, CustomStringConvertible {
    public let app: TestApp
    public let path: ElementPath

    /// The element whose identifier is exactly `identifier`; using it fails when
    /// several match, as XCUITest's subscript does. Labels and values never match.
    public subscript(identifier: String) -> TestElement {
        TestElement(app: app, path: path.appending(.identifier(identifier)).appending(.only))
    }

    /// The elements whose identifier is exactly `identifier`.
    public func matching(identifier: String) -> TestQuery {
        TestQuery(app: app, path: path.appending(.identifier(identifier)))
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

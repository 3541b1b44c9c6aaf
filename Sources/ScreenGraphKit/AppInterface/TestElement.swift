/// One element, in `XCUIElement`'s shape: a path resolved at every use, so it reads
/// the app as it is now; a missing element reads as not existing, and a gesture on
/// it records a failure (XCTest's "No matches found") that fails the step.
public struct TestElement: TestQueryProvider, CustomStringConvertible {
    public let app: TestApp
    public let path: ElementPath

    public init(app: TestApp, path: ElementPath) {
        self.app = app
        self.path = path
    }

    private var attributes: ElementAttributes? { app.backend.attributes(of: path) }

    // MARK: Attributes

    /// Whether the element exists now.
    public var exists: Bool { attributes != nil }

    /// The first element the query this one came from matches, as XCUIElement's
    /// `firstMatch`: `app.tables["menu"].firstMatch` is found when several tables match.
    public var firstMatch: TestElement {
        var first = path
        if first.steps.last == .only { first.steps[first.steps.count - 1] = .first }
        return TestElement(app: app, path: first)
    }
    /// Whether a tap would reach it: it exists and nothing covers it.
    public var isHittable: Bool { app.backend.isHittable(path) }
    /// Whether it takes gestures; `false` when it does not exist.
    public var isEnabled: Bool { attributes?.isEnabled ?? false }
    /// Its accessibility label; `""` when it does not exist.
    public var label: String { attributes?.label ?? "" }
    /// Its value: a switch's `"0"`/`"1"`, a text field's text. XCUITest's `value` is
    /// `Any?`; both implementations give its text.
    public var value: String? { attributes?.value }
    /// Its accessibility identifier; `""` when it does not exist.
    public var identifier: String { attributes?.identifier ?? "" }
    /// Its type; ``ElementType/any`` when it does not exist.
    public var elementType: ElementType { attributes?.elementType ?? .any }

    // MARK: Waiting

    /// Waits up to `timeout` seconds for the element to exist.
    /// - Returns: whether it exists.
    @discardableResult
    public func waitForExistence(timeout: Double) -> Bool {
        app.backend.wait(for: path, until: .exists, timeout: timeout)
    }

    /// Waits up to `timeout` seconds for the element to be gone, as Xcode 16's
    /// `XCUIElement.waitForNonExistence(timeout:)` does (Apple documents it under that name:
    /// https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitfornonexistence(timeout:)).
    /// - Returns: whether it is gone.
    @discardableResult
    public func waitForNonExistence(timeout: Double) -> Bool {
        app.backend.wait(for: path, until: .gone, timeout: timeout)
    }

    // MARK: Gestures

    public func tap() { app.backend.perform(.tap, on: path) }
    public func doubleTap() { app.backend.perform(.doubleTap, on: path) }
    public func press(forDuration duration: Double) { app.backend.perform(.press(forDuration: duration), on: path) }
    /// Types at the cursor, after the text already there.
    public func typeText(_ text: String) { app.backend.perform(.typeText(text), on: path) }
    public func swipeUp() { app.backend.perform(.swipeUp, on: path) }
    public func swipeDown() { app.backend.perform(.swipeDown, on: path) }
    public func swipeLeft() { app.backend.perform(.swipeLeft, on: path) }
    public func swipeRight() { app.backend.perform(.swipeRight, on: path) }

    /// A point inside the element, as fractions of its size from its top-left corner.
    public func coordinate(withNormalizedOffset offset: TestVector) -> TestCoordinate {
        TestCoordinate(element: self, offset: offset)
    }

    public var description: String { path.description }
}

#if !canImport(CoreGraphics)
/// XCUITest's spelling, for `coordinate(withNormalizedOffset: CGVector(dx:dy:))` on Linux,
/// whose Foundation has no `CGVector`.
public typealias CGVector = TestVector
#endif

/// A normalized offset in an element: `dx` of its width, `dy` of its height
/// (`CGVector` in XCUITest, which Linux's Foundation lacks).
public struct TestVector: Hashable, Sendable {
    public var dx: Double
    public var dy: Double

    public init(dx: Double, dy: Double) {
        self.dx = dx
        self.dy = dy
    }
}

/// A point in an element, in `XCUICoordinate`'s shape.
public struct TestCoordinate {
    public let element: TestElement
    public let offset: TestVector

    /// Taps at the point: on a switch's row, a point at its right end reaches the switch.
    public func tap() { element.app.backend.perform(.tapAt(dx: offset.dx, dy: offset.dy), on: element.path) }
}

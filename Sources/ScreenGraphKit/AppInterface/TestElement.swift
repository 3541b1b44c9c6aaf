import Foundation

/// One element, in `XCUIElement`'s shape: a path resolved at every use, so it reads
/// the app as it is now; a missing element reads as not existing, and a gesture on
/// it records a failure (XCTest's "No matches found") that fails the step.
public struct TestElement: TestQueryProvider, CustomStringConvertible {
    public let app: TestApp
    public let path: ElementPath

    package init(app: TestApp, path: ElementPath) {
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

    // Each gesture takes its caller's place, so that one on a missing element fails the
    // test at its own line with XCTest's words ("No matches found for …"), as
    // `XCUIElement`'s gestures do (see ``GestureFailures``).

    public func tap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.tap, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func doubleTap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.doubleTap, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func press(
        forDuration duration: Double, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
        column: UInt = #column
    ) {
        perform(.press(forDuration: duration), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    /// Types at the cursor, after the text already there.
    public func typeText(
        _ text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        perform(.typeText(text), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func swipeUp(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.swipeUp, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func swipeDown(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.swipeDown, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func swipeLeft(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.swipeLeft, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
    public func swipeRight(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        perform(.swipeRight, CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Performs `gesture`; outside a navigator step, a failure it records is recorded at `site`.
    func perform(_ gesture: ElementGesture, _ site: CallSite) {
        app.backend.perform(gesture, on: path)
        GestureFailures.recordNow(from: app.backend, at: site)
    }

    /// Its frame in screen points, as `XCUIElementAttributes.frame`; `.zero` when it does
    /// not exist or the backend does not know it.
    public var frame: CGRect { attributes?.frame ?? .zero }

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
    package let element: TestElement
    package let offset: TestVector

    /// Taps at the point: on a switch's row, a point at its right end reaches the switch.
    public func tap(fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        element.perform(.tapAt(dx: offset.dx, dy: offset.dy), CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Presses at the point for `duration` seconds, then drags to `other`, as
    /// `XCUICoordinate.press(forDuration:thenDragTo:)`: how a test scrolls by hand.
    ///
    /// `other` is taken in this element's normalized offsets, through both elements'
    /// ``TestElement/frame``s as they are at the call; without frames it is `other`'s own offset.
    public func press(
        forDuration duration: Double, thenDragTo other: TestCoordinate, fileID: StaticString = #fileID,
        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) {
        let from = element.frame
        let to = other.element.frame
        var target = other.offset
        if from.width > 0, from.height > 0 {
            target = TestVector(
                dx: (Double(to.minX - from.minX) + other.offset.dx * Double(to.width)) / Double(from.width),
                dy: (Double(to.minY - from.minY) + other.offset.dy * Double(to.height)) / Double(from.height))
        }
        element.perform(
            .pressAndDrag(forDuration: duration, from: offset, to: target),
            CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }
}

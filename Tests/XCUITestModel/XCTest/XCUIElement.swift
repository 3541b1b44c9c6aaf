import CoreGraphics
import Foundation
@testable import ScreenGraphKit

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
// "A UI element in an application": a proxy that finds its element again at every use
// ("Elements are objects encapsulating the information needed to dynamically locate a user
// interface element in an application").
@MainActor
open class XCUIElement: Sendable {
    /// How the element is found.
    enum Origin {
        /// The application itself: the root of its tree.
        case application(AppTarget)
        /// The element an interruption monitor is handed, as the simulated app names it.
        case interrupting(ElementPath)
        /// One element of a query's matches.
        case query(XCUIElementQuery, Pick)
    }

    enum Pick {
        /// `element`: the only match, else a failure.
        case only
        case first
        case index(Int)
    }

    /// What the element is now.
    enum Resolution {
        case application
        case found(Int)
        case none
        case multiple
    }

    let origin: Origin

    init(origin: Origin) { self.origin = origin }

    convenience init(query: XCUIElementQuery, pick: Pick) { self.init(origin: .query(query, pick)) }

    convenience init(interrupting path: ElementPath) { self.init(origin: .interrupting(path)) }

    var target: AppTarget {
        switch origin {
        case .application(let target): target
        case .interrupting(let path): path.app
        case .query(let query, _): query.target
        }
    }

    var modelDescription: String {
        switch origin {
        case .application(let target): "Application '\(target.rawValue)'"
        case .interrupting(let path): "Interrupting element \(path)"
        case .query(let query, let pick):
            switch pick {
            case .only: "\(query.modelDescription) → element"
            case .first: "\(query.modelDescription) → firstMatch"
            case .index(let index): "\(query.modelDescription) → element(boundBy: \(index))"
            }
        }
    }

    func resolve(in nodes: [ElementNode]) -> Resolution {
        switch origin {
        case .application: return .application
        case .interrupting(let path):
            guard case .elements(let found) = XCUITestModel.device.resolve(path, in: nodes) else { return .none }
            return found.count == 1 ? .found(found[0]) : found.isEmpty ? .none : .multiple
        case .query(let query, let pick):
            let matches = query.resolve(in: nodes)
            switch pick {
            case .only: return matches.count == 1 ? .found(matches[0]) : matches.isEmpty ? .none : .multiple
            case .first: return matches.first.map(Resolution.found) ?? .none
            case .index(let index): return matches.indices.contains(index) ? .found(matches[index]) : .none
            }
        }
    }

    /// The element's node now, or `nil` after recording the failure XCTest records for
    /// `action` ("Failed to get matching snapshot: No matches found for ..."; the wording is
    /// from public failure logs, Apple's pages do not give it).
    func node(for action: String) -> ElementNode? {
        let nodes = XCUITestModel.device.modelNodes(of: target)
        switch resolve(in: nodes) {
        case .found(let index): return nodes[index]
        case .application:
            XCUITestModel.fail("\(action): the model reads no attributes of an application")
        case .none: XCUITestModel.fail("\(action): No matches found for \(modelDescription)")
        case .multiple: XCUITestModel.fail("\(action): Multiple matching elements found for \(modelDescription)")
        }
        return nil
    }

    /// The element's node, or `nil` when it is not there: the `Located` a gesture looks for again.
    func located() -> Located {
        let nodes = XCUITestModel.device.modelNodes(of: target)
        switch resolve(in: nodes) {
        case .found(let index): return .found(nodes[index].handle)
        case .none, .application: return .missing
        case .multiple: return .multiple
        }
    }

    // MARK: Querying element state

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
    // "Determines if the element exists." No failure when it does not. For `element` with several
    // matches, XCTest fails the test ("Multiple matching elements found"); the page is silent.
    public var exists: Bool {
        let nodes = XCUITestModel.device.modelNodes(of: target)
        switch resolve(in: nodes) {
        case .application: return XCUITestModel.device.state(of: target) != .notRunning
        case .found: return true
        case .none: return false
        case .multiple:
            XCUITestModel.fail("Failed to determine existence: Multiple matching elements found for \(modelDescription)")
            return false
        }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/ishittable
    // "Determines if a hit point can be computed for the element": the page is silent on a missing
    // element; XCTest fails the test then, as it does for every attribute of a missing element.
    public var isHittable: Bool {
        guard let node = node(for: "Failed to determine hittability") else { return false }
        return XCUITestModel.device.isHittable(node.handle)
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
    // "Waits the specified amount of time for the element's exists property to become true";
    // "Returns false if the timeout expires without the element coming into existence." Polled on
    // the simulated clock at the simulated app's poll interval.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        XCUITestModel.device.poll(timeout: timeout, [("element", modelDescription)]) { located().isFound }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitfornonexistence(timeout:)
    // "Waits the specified amount of time for the element's exists property to become false."
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        XCUITestModel.device.poll(timeout: timeout, [("element", modelDescription), ("until", "gone")]) { !located().isFound }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/wait(for:toequal:timeout:)
    // "Waits a specified amount of time for a property value to equal a specified value";
    // "returns false if the timeout expires before the observed property equals the expected
    // value." How often it reads the property the page does not say: the simulated poll interval.
    public func wait<V: Equatable>(for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V, timeout: TimeInterval) -> Bool {
        XCUITestModel.device.poll(timeout: timeout, [("element", modelDescription), ("until", "\(expectedValue)")]) {
            self[keyPath: keyPath] == expectedValue
        }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshotproviding/snapshot()
    // "Returns a snapshot of an element's attributes and descendant user interface hierarchy";
    // `throws`. The page does not say when it throws: the model throws where reading an attribute
    // would fail the test (no match, or several for `element`), and records no failure.
    public func snapshot() throws -> any XCUIElementSnapshot {
        let nodes = XCUITestModel.device.modelNodes(of: target)
        switch resolve(in: nodes) {
        case .found(let index): return ElementSnapshot(nodes[index].attributes)
        case .application: throw SnapshotError(description: "the model takes no snapshot of an application")
        case .none: throw SnapshotError(description: "No matches found for \(modelDescription)")
        case .multiple: throw SnapshotError(description: "Multiple matching elements found for \(modelDescription)")
        }
    }

    // MARK: Queries from the element

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/descendants(matching:)
    public func descendants(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(.element(self), .descendants(type))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/children(matching:)
    public func children(matching type: ElementType) -> XCUIElementQuery {
        XCUIElementQuery(.element(self), .children(type))
    }

    // MARK: Attributes (XCUIElementAttributes): each read resolves the element, and a missing one fails the test

    public var identifier: String { node(for: "Failed to get matching snapshot")?.attributes.identifier ?? "" }
    public var elementType: ElementType {
        node(for: "Failed to get matching snapshot").map { ElementType(modelType: $0.attributes.elementType) } ?? .any
    }
    public var value: Any? { node(for: "Failed to get matching snapshot")?.attributes.value }
    public var label: String { node(for: "Failed to get matching snapshot")?.attributes.label ?? "" }
    public var isEnabled: Bool { node(for: "Failed to get matching snapshot")?.attributes.isEnabled ?? false }
    // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
    // "The frame of the element in the screen coordinate space": the simulated layout's.
    public var frame: CGRect { node(for: "Failed to get matching snapshot")?.attributes.frame ?? .zero }

    // MARK: Gestures

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap() "Sends a tap event to a hittable point".
    public func tap() { perform(.tap) }
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/doubletap()
    public func doubleTap() { perform(.doubleTap) }
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/press(forduration:)
    public func press(forDuration duration: TimeInterval) { perform(.press(forDuration: duration)) }
    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/swipeup()
    public func swipeUp() { perform(.swipeUp) }
    public func swipeDown() { perform(.swipeDown) }
    public func swipeLeft() { perform(.swipeLeft) }
    public func swipeRight() { perform(.swipeRight) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/typetext(_:)
    // "The element or a descendant must have keyboard focus; otherwise the system raises an
    // error." The focus is the simulated app's: the text input last tapped, while its screen
    // is in front (SimulatedApp+Keyboard.swift).
    public func typeText(_ text: String) {
        guard case .found(let handle) = located() else {
            perform(.typeText(text))  // fails as a gesture on a missing element fails
            return
        }
        guard XCUITestModel.device.hasKeyboardFocus(handle) else {
            XCUITestModel.fail("\(SimulatedApp.noKeyboardFocus). Element: \(modelDescription)")
            return
        }
        perform(.typeText(text))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
    public func coordinate(withNormalizedOffset normalizedOffset: CoreGraphics.CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, offset: normalizedOffset)
    }

    /// Performs a gesture as the simulated app performs one (SimulatedApp+Gestures.swift): the
    /// element is found, interruption monitors run while an alert or banner covers it, and it is
    /// found again after each round; a gesture on no element, on several, or on one still
    /// covered fails the test.
    func perform(_ gesture: ElementGesture) {
        let device = XCUITestModel.device
        let outcome = device.performGesture(named: gesture.description, needsHitPoint: !gesture.isTyping, locate: located) {
            device.apply(gesture, to: $0)
        }
        let action = "Failed to \(gesture)"
        switch outcome {
        case .performed, .handlerFailed: break
        case .missing: XCUITestModel.fail("\(action): No matches found for \(modelDescription)")
        case .multiple: XCUITestModel.fail("\(action): Multiple matching elements found for \(modelDescription)")
        case .blocked(let reason): XCUITestModel.fail("\(action): \(modelDescription) is \(reason)")
        }
        // A handler's failing gesture records its own failure through the simulated app.
        for failure in device.takeFailures() { XCUITestModel.fail(failure) }
    }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate
@MainActor
open class XCUICoordinate {
    let element: XCUIElement
    let offset: CoreGraphics.CGVector

    init(element: XCUIElement, offset: CoreGraphics.CGVector) {
        self.element = element
        self.offset = offset
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/tap()
    public func tap() { element.perform(.tapAt(dx: offset.dx, dy: offset.dy)) }

    // https://developer.apple.com/documentation/xcuiautomation/xcuicoordinate/press(forduration:thendragto:)
    // "Initiates a press-and-hold gesture, then drags to another coordinate": on the element of
    // this coordinate, as the simulated app performs a drag.
    public func press(forDuration duration: TimeInterval, thenDragTo otherCoordinate: XCUICoordinate) {
        element.perform(
            .pressAndDrag(
                forDuration: duration, from: TestVector(dx: Double(offset.dx), dy: Double(offset.dy)),
                to: TestVector(dx: Double(otherCoordinate.offset.dx), dy: Double(otherCoordinate.offset.dy))))
    }
}

extension Located {
    var isFound: Bool {
        if case .found = self { return true }
        return false
    }
}

/// Why `snapshot()` threw.
struct SnapshotError: Error, CustomStringConvertible {
    var description: String
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementsnapshot
// "@MainActor protocol XCUIElementSnapshot : XCUIElementAttributes": the attributes the adapter reads.
@MainActor
public protocol XCUIElementSnapshot {
    var identifier: String { get }
    var elementType: XCUIElement.ElementType { get }
    var value: Any? { get }
    var label: String { get }
    var isEnabled: Bool { get }
    var frame: CGRect { get }
}

/// An element's attributes at one moment: what `snapshot()` returns and a format predicate reads.
struct ElementSnapshot: ModelAttributeReading, XCUIElementSnapshot {
    let attributes: ElementAttributes

    init(_ attributes: ElementAttributes) { self.attributes = attributes }

    var identifier: String { attributes.identifier }
    var elementType: XCUIElement.ElementType { XCUIElement.ElementType(modelType: attributes.elementType) }
    var value: Any? { attributes.value }
    var label: String { attributes.label }
    var isEnabled: Bool { attributes.isEnabled }
    var frame: CGRect { attributes.frame ?? .zero }

    /// The XCUIElementAttributes property `key` names; the simulated elements have no title,
    /// which reads as empty.
    nonisolated func modelAttribute(_ key: String) -> String? {
        switch key {
        case "identifier": attributes.identifier
        case "label": attributes.label
        case "value": attributes.value
        case "placeholderValue": attributes.placeholderValue
        case "title": nil
        default: preconditionFailure("the XCUITest model reads no attribute '\(key)'")
        }
    }
}

extension XCUIElement: ModelAttributeReading {
    /// An `XCTNSPredicateExpectation` on the element evaluates against the element now; a
    /// missing one matches nothing.
    nonisolated func modelAttribute(_ key: String) -> String? {
        MainActor.assumeIsolated {
            guard case .found(let handle) = located(), let attributes = XCUITestModel.device.attributes(of: handle) else { return nil }
            return ElementSnapshot(attributes).modelAttribute(key)
        }
    }
}

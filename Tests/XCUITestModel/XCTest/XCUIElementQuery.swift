import Foundation
@testable import ScreenGraphKit

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
// "An object that defines the search criteria a test uses to identify UI elements": a query is
// a description, resolved against the app's tree at every use, never cached.
@MainActor
open class XCUIElementQuery: Sendable {
    enum Step {
        case descendants(XCUIElement.ElementType)
        case children(XCUIElement.ElementType)
        case matching(NSPredicate)
    }

    enum Base {
        case element(XCUIElement)
        case query(XCUIElementQuery)
    }

    let base: Base
    let step: Step

    init(_ base: Base, _ step: Step) {
        self.base = base
        self.step = step
    }

    var target: AppTarget {
        switch base {
        case .element(let element): element.target
        case .query(let query): query.target
        }
    }

    /// `Descendants matching type Button`, for messages, as XCTest describes queries.
    var modelDescription: String {
        let from: String
        switch base {
        case .element(let element): from = element.modelDescription
        case .query(let query): from = query.modelDescription
        }
        switch step {
        case .descendants(let type): return "\(from) → Descendants matching type \(type)"
        case .children(let type): return "\(from) → Children matching type \(type)"
        case .matching(let predicate): return "\(from) → Elements matching predicate '\(predicate.modelFormat)'"
        }
    }

    /// The indices, in `nodes`, of the elements the query matches now, in the tree's order.
    func resolve(in nodes: [ElementNode]) -> [Int] {
        // `nil`: the application itself, whose descendants are the whole tree.
        let scope: [Int]?
        switch base {
        case .element(let element):
            switch element.resolve(in: nodes) {
            case .application: scope = nil
            case .found(let index): scope = [index]
            case .none, .multiple: return []
            }
        case .query(let query):
            scope = query.resolve(in: nodes)
        }
        switch step {
        case .descendants(let type):
            let ancestors = scope.map(Set.init)
            return nodes.indices.filter { index in
                guard type.matches(nodes[index].attributes.elementType) else { return false }
                guard let ancestors else { return true }
                var parent = nodes[index].parent
                while let above = parent {
                    if ancestors.contains(above) { return true }
                    parent = nodes[above].parent
                }
                return false
            }
        case .children(let type):
            let parents = scope.map(Set.init)
            return nodes.indices.filter { index in
                guard type.matches(nodes[index].attributes.elementType) else { return false }
                guard let parents else { return nodes[index].parent == nil }
                return nodes[index].parent.map(parents.contains) ?? false
            }
        case .matching(let predicate):
            return (scope ?? Array(nodes.indices)).filter { predicate.evaluate(with: ElementSnapshot(nodes[$0].attributes)) }
        }
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/descendants(matching:)
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(.query(self), .descendants(type))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/children(matching:)
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(.query(self), .children(type))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/matching(_:)
    // "The predicate evaluates against objects that conform to the XCUIElementAttributes protocol."
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        XCUIElementQuery(.query(self), .matching(predicate))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
    // "Returns an element that will use the index into the query's results to determine which
    // underlying accessibility element it is matched with."
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(query: self, pick: .index(index))
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element
    // "fails the current test if there isn't a single matching element": the model fails when
    // the element is used (resolved), as every XCUIElement is resolved at use.
    public var element: XCUIElement {
        XCUIElement(query: self, pick: .only)
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/count
    // "Evaluates the query at the time it is called and returns the number of matches found."
    public var count: Int {
        resolve(in: XCUITestModel.device.modelNodes(of: target)).count
    }

    // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/firstmatch
    // "doesn't check for multiple matches".
    public var firstMatch: XCUIElement {
        XCUIElement(query: self, pick: .first)
    }
}

extension XCUIElement.ElementType {
    /// Whether a query for this type keeps an element of `type`: `.any` keeps every element.
    func matches(_ type: ScreenGraphKit.ElementType) -> Bool {
        self == .any || self == XCUIElement.ElementType(modelType: type)
    }
}

extension SimulatedApp {
    /// One app's tree now, after due events, as XCTest snapshots it at each resolution.
    @MainActor func modelNodes(of target: AppTarget) -> [ElementNode] {
        XCUITestModel.resolutions += 1
        advance(to: now)
        return nodes(of: target)
    }
}

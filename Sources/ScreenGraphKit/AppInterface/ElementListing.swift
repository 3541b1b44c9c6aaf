/// A backend that can list the elements of an app's tree in one call: what an explorer
/// reads a screen with.
///
/// Any ``AppBackend`` can be listed one element at a time (``count(_:)`` of
/// `descendants(.any)`, then ``attributes(of:)`` of each index), which costs a round
/// trip per element on a real app. A backend that can do better adopts this protocol.
///
/// ```swift
/// let elements = (app.backend as? ElementListing)?.listElements(in: .app)
/// ```
package protocol ElementListing {
    /// The elements of `app`'s tree now, in tree order, each with whether a tap would
    /// reach it (it is on screen and nothing covers it).
    ///
    /// - Complexity: O(n) in the elements of the tree.
    func listElements(in app: AppTarget) -> [ListedElement]

    /// The same, where an element that one of `names` selects is listed under that name
    /// (once for each that selects it) instead of its own identifier: what an explorer
    /// names elements with as an authored graph does, whatever the graph's names are
    /// (a CSS selector on the web).
    func listElements(in app: AppTarget, naming names: [String]) -> [ListedElement]
}

extension ElementListing {
    /// The plain listing: a backend whose elements carry their graph names already.
    package func listElements(in app: AppTarget, naming names: [String]) -> [ListedElement] { listElements(in: app) }
}

/// One element of a listing: its attributes and whether a tap would reach it.
package struct ListedElement: Equatable, Sendable {
    package var attributes: ElementAttributes
    package var isHittable: Bool
    /// Whether acting on it leaves the app: on the web, a link to another origin.
    package var leavesApp: Bool

    package init(attributes: ElementAttributes, isHittable: Bool, leavesApp: Bool = false) {
        self.attributes = attributes
        self.isHittable = isHittable
        self.leavesApp = leavesApp
    }
}

extension TestApp {
    /// The elements of this app's tree now: in one call when the backend is an
    /// ``ElementListing``, else one query per element.
    ///
    /// - Complexity: O(n) calls on a listing backend, O(n) queries otherwise.
    package func listedElements(naming names: [String] = []) -> [ListedElement] {
        backend.listedElements(in: target, naming: names, listing: backend as? any ElementListing)
    }
}

extension AppBackend {
    /// The elements of `target`'s tree now: in one call through `listing` (this backend as
    /// an ``ElementListing``, cast once by a caller that lists several trees), else one
    /// query per element.
    ///
    /// - Complexity: O(n) calls on a listing backend, O(n) queries otherwise.
    package func listedElements(in target: AppTarget, naming names: [String], listing: (any ElementListing)?) -> [ListedElement] {
        guard let listing else { return listElementsOneByOne(in: target) }
        return names.isEmpty ? listing.listElements(in: target) : listing.listElements(in: target, naming: names)
    }

    /// The elements of `app`'s tree now, one query per element: what a backend that
    /// cannot list a tree in one call (or not this tree) is listed with.
    ///
    /// - Complexity: O(n) queries in the elements of the tree.
    package func listElementsOneByOne(in app: AppTarget) -> [ListedElement] {
        let all = ElementPath(app: app, steps: [.descendants(.any)])
        return (0..<count(all)).compactMap { index in
            let path = all.appending(.index(index))
            guard let attributes = attributes(of: path) else { return nil }
            return ListedElement(attributes: attributes, isHittable: isHittable(path))
        }
    }
}

/// The simulated app lists a tree in one pass, so an explorer reads a screen in O(n).
extension SimulatedApp: ElementListing {
    /// The elements of `app`'s tree now, in tree order, each hittable unless an alert
    /// or banner covers it.
    ///
    /// - Complexity: O(n) in the elements of the tree.
    package func listElements(in app: AppTarget) -> [ListedElement] {
        advance(to: now)
        return nodes(of: app).map { node in
            ListedElement(attributes: node.attributes, isHittable: coveringOverlay(of: node.handle) == nil)
        }
    }
}

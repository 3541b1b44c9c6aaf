/// The simulated app lists a tree in one pass, so an explorer reads a screen in O(n).
extension SimulatedApp: ElementListing {
    /// The elements of `app`'s tree now, in tree order, each hittable unless an alert,
    /// banner, a screen presented over it or the keyboard covers it.
    ///
    /// - Complexity: O(n) in the elements of the tree.
    package func listElements(in app: AppTarget) -> [ListedElement] {
        advance(to: now)
        let nodes = nodes(of: app)
        let keyboard = app == .app && isKeyboardUp
        return nodes.indices.map { index in
            let node = nodes[index]
            var covered = coveringOverlay(of: node.handle) != nil || (keyboard && isUnderKeyboard(nodeAt: index, in: nodes))
            if case .beneath = node.handle { covered = true }
            return ListedElement(attributes: node.attributes, isHittable: !covered)
        }
    }
}

/// An element as an exploration saw it.
package struct ObservedElement: Hashable, Sendable {
    /// The tree it is in: the app, the system UI or the Settings app.
    package var app: AppTarget
    package var identifier: String
    package var type: ElementType
    /// Whether a user can act on it now: an actionable role, and a tap would reach it.
    package var isActionable: Bool
    /// Whether a tap would reach it.
    package var isHittable: Bool
    /// Its label, for the deny list only: labels never count in a signature.
    var label: String
    /// Whether acting on it leaves the app (a link to another site): never acted on.
    var leavesApp = false

    /// Whether it is the same element as `other`, whatever it showed.
    func isSame(as other: ObservedElement) -> Bool { app == other.app && identifier == other.identifier }
}

/// What one look at the app saw: its elements and the screen signature they make.
struct ScreenObservation: Equatable {
    /// The identified elements, the system UI's first, then the app's, then Settings'.
    var elements: [ObservedElement]
    /// The keys of the counted elements, sorted: what tells screens apart.
    var signature: [String]
    /// The keys of the identified elements on top that do not count, sorted: what
    /// tells near-duplicates apart.
    var others: [String]
    /// The names of the authored screens whose identity held (see
    /// ``ExplorationOptions/identities``), sorted; they count in the signature too.
    var identities: [String] = []

    /// Reads the trees of `app`'s backend.
    ///
    /// - Complexity: O(n log n) in the elements listed.
    init(of app: TestApp, abstraction: ScreenAbstraction, identities: [ScreenIdentity] = []) {
        var elements: [ObservedElement] = []
        // What a `waitFor` could name, by tree (see ``ScreenObservation/holds(_:among:)``).
        var names = Set<String>()
        let checksIdentities = !identities.isEmpty
        for tree in [app.system, app.app, app.settings] {
            for listed in tree.listedElements(naming: tree.target == .app ? abstraction.elementNames : []) {
                let attributes = listed.attributes
                if checksIdentities {
                    for name in [attributes.identifier, attributes.label, attributes.value, attributes.placeholderValue] {
                        if let name, !name.isEmpty { names.insert(tree.target.rawValue + " " + name) }
                    }
                }
                // An element with no identifier (an alert's button) goes by its label, as a
                // graph names it: a name is an identifier first, then an element's text.
                // A container (a web page's `div`) has no role to name it by: its text is
                // all the text it holds, which never counts.
                let name = attributes.identifier.isEmpty ? (attributes.elementType == .other ? "" : attributes.label) : attributes.identifier
                guard !name.isEmpty else { continue }
                let actionable = listed.isHittable && !listed.leavesApp && abstraction.actionableTypes.contains(attributes.elementType)
                elements.append(
                    ObservedElement(
                        app: tree.target, identifier: name, type: attributes.elementType, isActionable: actionable,
                        isHittable: listed.isHittable, label: attributes.label, leavesApp: listed.leavesApp))
            }
        }
        var counted = Set<String>()
        var others = Set<String>()
        for element in elements where !abstraction.ignoredIdentifiers.contains(element.identifier) {
            let key = ScreenObservation.key(element, abstraction)
            if element.isActionable { counted.insert(key) } else if element.isHittable { others.insert(key) }
        }
        // A screen with nothing to act on is told apart by what it shows.
        if counted.isEmpty { swap(&counted, &others) }
        self.elements = elements
        self.identities = identities.filter { ScreenObservation.holds($0, among: names) }.map(\.screen).sorted()
        signature = counted.sorted() + self.identities.map { "identity " + $0 }
        self.others = others.sorted()
    }

    /// Whether a screen's identity holds, as its `waitFor` would find its element
    /// (``ElementPath/Step/identifier(_:)``): an element of the identity's tree has the
    /// name as its identifier or, when none has, as its label, value or placeholder.
    /// `names` holds each element's, as `tree name`. A JS dialog's one name is its text
    /// (W3C WebDriver §16.3, Get Alert Text), as an iOS alert's title names it:
    /// `waitFor "Really restore this version?" in system`.
    static func holds(_ identity: ScreenIdentity, among names: Set<String>) -> Bool {
        names.contains(identity.app.rawValue + " " + identity.element)
    }

    /// `app button feed.new`, `system button Allow`, `app cell recipe.#`.
    static func key(_ element: ObservedElement, _ abstraction: ScreenAbstraction) -> String {
        element.app.rawValue + " " + (abstraction.countsRoles ? element.type.rawValue + " " : "") + abstraction.counted(element.identifier)
    }
}

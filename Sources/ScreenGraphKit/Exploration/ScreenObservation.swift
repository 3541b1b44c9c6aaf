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
}

/// What one look at the app saw: its elements and the screen signature they make.
struct ScreenObservation: Equatable {
    /// The identified elements, the system UI's first, then the app's, then Settings'.
    var elements: [ObservedElement]
    /// The number in ``keys`` of each element's tree and name: two elements with the same
    /// number are the same element, whatever they showed.
    var names: [Int]
    /// The numbers in ``keys`` of the counted elements' keys, in increasing order: what
    /// tells screens apart, as numbers (``signature`` spells them).
    var countedKeys: [Int]
    /// The numbers of the keys of the identified elements on top that do not count, in
    /// increasing order: what tells near-duplicates apart (``others`` spells them).
    var otherKeys: [Int]
    /// The names of the authored screens whose identity held (see
    /// ``ExplorationOptions/identities``), sorted; they count in the signature too.
    var identities: [String] = []
    /// The numbering of keys and names the look used.
    let keys: SignatureKeys

    /// The keys of the counted elements, sorted, then the identities that held.
    var signature: [String] { countedKeys.map { keys.key($0) }.sorted() + identities.map { "identity " + $0 } }
    /// The keys of the identified elements on top that do not count, sorted.
    var others: [String] { otherKeys.map { keys.key($0) }.sorted() }

    /// Reads the trees of `app`'s backend.
    ///
    /// - Complexity: O(n log n) in the elements listed.
    init(of app: TestApp, abstraction: ScreenAbstraction, identities: [ScreenIdentity] = []) {
        self.init(of: app, keys: SignatureKeys(abstraction), identities: identities)
    }

    /// Reads the trees of `app`'s backend, numbering keys and names with `keys`, which an
    /// exploration keeps between looks: each element's key is made once, when its tree,
    /// role and name are first seen, and signatures compare as numbers.
    ///
    /// - Complexity: O(n log n) in the elements listed.
    init(of app: TestApp, keys: SignatureKeys, identities: [ScreenIdentity] = []) {
        let abstraction = keys.abstraction
        var elements: [ObservedElement] = []
        var names: [Int] = []
        var counted = Set<Int>()
        var others = Set<Int>()
        // What a `waitFor` could name, by tree (see ``ScreenObservation/holds(_:among:)``).
        var waitable = Set<String>()
        let checksIdentities = !identities.isEmpty
        let listing = app.backend as? any ElementListing
        // The app's tree is read first: a dialog that opens as a page loads (a JS `alert`)
        // blocks that read, a monitor that handles it clears it, and the system tree read
        // next shows it gone, as the next gesture would find it. A dialog that opened
        // after the app's read (the page was still loading) shows in the system's: the
        // app's tree is read once more, meeting it, and then the system's again.
        let read = { (target: AppTarget) in
            app.backend.listedElements(in: target, naming: target == .app ? abstraction.elementNames : [], listing: listing)
        }
        var appElements = read(.app)
        var systemElements = read(.system)
        if systemElements.contains(where: { $0.attributes.elementType == .alert }) {
            appElements = read(.app)
            systemElements = read(.system)
        }
        for (target, listedElements) in [(AppTarget.system, systemElements), (.app, appElements), (.settings, read(.settings))] {
            for listed in listedElements {
                let attributes = listed.attributes
                if checksIdentities {
                    for name in [attributes.identifier, attributes.label, attributes.value, attributes.placeholderValue] {
                        if let name, !name.isEmpty { waitable.insert(target.rawValue + " " + name) }
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
                        app: target, identifier: name, type: attributes.elementType, isActionable: actionable,
                        isHittable: listed.isHittable, label: attributes.label, leavesApp: listed.leavesApp))
                let numbers = keys.numbers(of: target, attributes.elementType, name)
                names.append(numbers.name)
                guard let key = numbers.key else { continue }
                if actionable { counted.insert(key) } else if listed.isHittable { others.insert(key) }
            }
        }
        // A screen with nothing to act on is told apart by what it shows.
        if counted.isEmpty { swap(&counted, &others) }
        self.elements = elements
        self.names = names
        self.keys = keys
        self.identities = identities.filter { ScreenObservation.holds($0, among: waitable) }.map(\.screen).sorted()
        countedKeys = counted.sorted()
        otherKeys = others.sorted()
    }

    static func == (left: ScreenObservation, right: ScreenObservation) -> Bool {
        left.elements == right.elements && left.signature == right.signature && left.others == right.others
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
        key(element.app, element.type, element.identifier, abstraction)
    }

    static func key(_ app: AppTarget, _ type: ElementType, _ name: String, _ abstraction: ScreenAbstraction) -> String {
        app.rawValue + " " + (abstraction.countsRoles ? type.rawValue + " " : "") + abstraction.counted(name)
    }
}

/// The signature keys and element names an exploration has seen, each numbered once, for
/// one abstraction: a look finds an element's numbers by its tree, role and name instead
/// of making its key again, and an explorer compares and hashes signatures as numbers.
/// Two keys have the same number exactly when they are the same string, so numbers
/// compare as the keys do.
final class SignatureKeys {
    let abstraction: ScreenAbstraction
    private struct Element: Hashable {
        var app: AppTarget
        var type: ElementType
        var name: String
    }
    private struct Name: Hashable {
        var app: AppTarget
        var name: String
    }
    /// Each element's key's number (`nil` when the abstraction ignores it) and its name's.
    private var numbers: [Element: (key: Int?, name: Int)] = [:]
    private var keyNumbers: [String: Int] = [:]
    private var nameNumbers: [Name: Int] = [:]
    private var keys: [String] = []

    init(_ abstraction: ScreenAbstraction) { self.abstraction = abstraction }

    /// The key numbered `number`.
    func key(_ number: Int) -> String { keys[number] }

    /// The number of the key of an element of `app` with that role and name, `nil` when
    /// ``ScreenAbstraction/ignoredIdentifiers`` has it, and the number of its tree and name.
    func numbers(of app: AppTarget, _ type: ElementType, _ name: String) -> (key: Int?, name: Int) {
        let element = Element(app: app, type: type, name: name)
        if let known = numbers[element] { return known }
        var key: Int?
        if !abstraction.ignoredIdentifiers.contains(name) {
            let text = ScreenObservation.key(app, type, name, abstraction)
            key = keyNumbers[text] ?? keys.count
            if key == keys.count {
                keyNumbers[text] = keys.count
                keys.append(text)
            }
        }
        let number = nameNumbers[Name(app: app, name: name), default: nameNumbers.count]
        nameNumbers[Name(app: app, name: name)] = number
        numbers[element] = (key, number)
        return (key, number)
    }
}

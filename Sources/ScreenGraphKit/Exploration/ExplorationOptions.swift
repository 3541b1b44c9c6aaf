/// What an exploration may do and how it tells screens apart.
///
/// ```swift
/// var options = ExplorationOptions(seed: 1, steps: 2_000)
/// options.deniedElements = ["account.delete"]
/// options.textData = ["login.user": "alice"]
/// ```
package struct ExplorationOptions: Sendable {
    /// The seed of every choice the explorer makes among equals.
    package var seed: UInt64
    /// The most gestures performed, counting the ones that replay a way back to a screen.
    package var steps: Int
    /// Seconds the app is given to settle after each gesture (a slow load, an element
    /// that appears late); on the simulated app this is virtual time.
    package var settleTime = 1.0
    /// What a screen's signature counts. By default the identifiers and roles of the
    /// elements a user can act on; text, values and how many rows a list has never count.
    package var abstraction = ScreenAbstraction()
    /// Identifiers (or labels) of elements never acted on, besides the dangerous ones.
    package var deniedElements: Set<String> = []
    /// Acts on dangerous elements too (``ScreenAbstraction/dangerousWords``).
    package var allowsDangerousActions = false
    /// What to type into a text field, by its identifier: user names, passwords.
    /// A field without data is typed ``defaultText`` into.
    package var textData: [String: String] = [:]
    /// What to type into a field ``textData`` does not name.
    package var defaultText = "text"
    /// Stops early once every gesture is tried and this many steps have seen no new
    /// screen or transition; `nil` spends the whole budget.
    package var quietSteps: Int? = 1_000
    /// The most gestures of one session of random walking before the app is launched afresh.
    package var sessionLength = 60
    /// Whether buttons and links are pressed as well as tapped. In a browser a press is
    /// a click held longer: the pointer's down and up on one element make the same
    /// `click` (UI Events, §3.5 "click"), so a press there only repeats the tap.
    package var pressesButtons = true
    /// Whether gestures on elements never acted on anywhere come first. Every page of a
    /// web site repeats the site's navigation: trying what no page showed before goes
    /// deep within a budget, and the repeats come after.
    package var prefersNewElements = false
    /// The authored graph's screen identities, checked on every look: the screens whose
    /// `waitFor` element shows count in the signature, name the screen, and are what a
    /// comparison matches an authored screen with. Give their elements to
    /// ``ScreenAbstraction/elementNames`` too when they are selectors (CSS on the web).
    package var identities: [ScreenIdentity] = []

    /// Options with a seed and a budget of steps.
    package init(seed: UInt64 = 0, steps: Int = 5_000) {
        self.seed = seed
        self.steps = steps
    }

    /// Whether an element is never acted on: denied by its identifier or label, or
    /// dangerous (one of ``ScreenAbstraction/dangerousWords`` in either) unless
    /// ``allowsDangerousActions``.
    package func denies(identifier: String, label: String) -> Bool {
        if deniedElements.contains(identifier) || deniedElements.contains(label) { return true }
        guard !allowsDangerousActions else { return false }
        let words = (identifier + " " + label).lowercased()
        return abstraction.dangerousWords.contains { words.contains($0) }
    }

    /// Checks the authored graph's screen identities on every look, and names elements
    /// as the graph does: what `check --against-app` and `explore --graph` explore with.
    package mutating func identify(with authored: GraphDefinition) {
        identities = ScreenIdentity.of(authored)
        abstraction.elementNames = authored.elementNames
    }
}

/// An authored screen's identity: its `waitFor` element, which holds on that screen.
package struct ScreenIdentity: Sendable, Hashable {
    /// The authored screen's name.
    package var screen: String
    package var app: AppTarget
    /// The element's identifier, as the graph writes it (`css=.mode_show` on the web).
    package var element: String

    package init(screen: String, element: String, in app: AppTarget = .app) {
        self.screen = screen
        self.app = app
        self.element = element
    }

    /// The identities of a graph's screens that wait for an element to exist.
    package static func of(_ graph: GraphDefinition) -> [ScreenIdentity] {
        graph.screens.compactMap { screen in
            guard let wait = screen.waitFor, wait.until == .exists else { return nil }
            return ScreenIdentity(screen: screen.name, element: wait.element, in: wait.app)
        }
    }
}

/// How the explorer abstracts an app's element trees into a screen's signature: two
/// observations with the same signature are the same screen.
///
/// What counts by default: the identifier and role (element type) of each element a
/// user can act on (buttons, cells, links, fields, switches) that a tap would reach.
/// Ignored: labels, values, and how many rows a list has (a cell identifier's trailing
/// number, `recipe.3`, counts as `recipe.#`). Elements that cannot be acted on (static
/// texts, alerts, sheets) do not count, but they tell near-duplicates from different
/// screens: two observations with the same signature where what else shows only grew
/// or shrank (a label that loads late, an empty-list placeholder) are near-duplicates,
/// merged into one screen, and the exploration reports the merge; two where each shows
/// something the other does not (two panels under one tab bar) are different screens.
package struct ScreenAbstraction: Sendable, Hashable {
    /// The roles a user acts on.
    package var actionableTypes: Set<ElementType> = [.button, .cell, .link, .textField, .secureTextField, .switch]
    /// Whether the role counts, besides the identifier.
    package var countsRoles = true
    /// Whether a trailing number of an identifier is ignored (`row.3` counts as `row.#`).
    package var ignoresRowNumbers = true
    /// Identifiers that never count: a clock, an ad, an element that comes and goes.
    package var ignoredIdentifiers: Set<String> = []
    /// Names that select elements (`css=`, `xpath=`, `link=` on the web): an element one
    /// selects goes by that name instead of its own identifier, so an exploration names
    /// elements as the authored graph does, and `ignoredIdentifiers` and the deny list
    /// can name elements that have no identifier (`css=.breadcrumbs a`).
    package var elementNames: [String] = []
    /// Words that make an element dangerous to act on, matched in its identifier and
    /// label without case.
    package var dangerousWords = ["delete", "remove", "logout", "log out", "sign out", "signout", "erase", "reset"]

    package init() {}

    /// The identifier as the signature counts it.
    func counted(_ identifier: String) -> String {
        guard ignoresRowNumbers, let last = identifier.last, last.isASCII, last.isNumber else { return identifier }
        let stem = identifier.reversed().drop { $0.isASCII && $0.isNumber }
        return String(stem.reversed()) + "#"
    }
}

extension GraphDefinition {
    /// The names of the app's elements the graph waits for and acts on, each once, in
    /// the file's order: what an exploration names elements with
    /// (``ScreenAbstraction/elementNames``).
    package var elementNames: [String] {
        var names: [String] = []
        var seen = Set<String>()
        for screen in screens {
            var interactions = screen.edges.map(\.interaction) + screen.actions.compactMap(\.interaction)
            if let back = screen.back { interactions.append(back.interaction) }
            let waited = screen.waitFor.flatMap { $0.app == .app ? [$0.element] : nil } ?? []
            for name in waited + interactions.filter({ $0.app == .app }).compactMap(\.element) where seen.insert(name).inserted {
                names.append(name)
            }
        }
        return names
    }
}

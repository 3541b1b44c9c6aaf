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

    /// Options with a seed and a budget of steps.
    package init(seed: UInt64 = 0, steps: Int = 5_000) {
        self.seed = seed
        self.steps = steps
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

/// What an exploration learned of an app: its screens, as signatures of their
/// elements, and the transitions it saw between them.
///
/// ``graphDefinition()`` writes it as a graph; ``GraphDrift`` compares it with an
/// authored one.
package struct Exploration: Sendable {
    /// One screen: a signature, every element seen on it, and the gestures from launch
    /// that reached it first.
    package struct Screen: Sendable {
        /// The sorted keys of its counted elements (see ``ScreenAbstraction``).
        package var signature: [String]
        /// Every identified element seen on it, in the order first seen.
        package var elements: [ObservedElement]
        /// Where the sessions of the gestures that reached it first start (see
        /// ``Explorer/init(options:starts:startSession:)``).
        package var start: Int
        /// The gestures from a fresh launch that reached it first.
        package var path: [Interaction]
        /// The authored screens whose identity held on it (``ExplorationOptions/identities``).
        package var identities: [String]
        /// The sets of uncounted elements it was seen with; more than one means
        /// near-duplicates were merged into it.
        var variants: [[String]]
        /// The gestures to try on it, in the seeded order.
        var actions: [Interaction]
    }

    /// A gesture on a screen and where it led, with how often.
    package struct Transition: Sendable, Equatable {
        package var from: Int
        package var interaction: Interaction
        package var to: Int
        /// How many times it was seen.
        package var count: Int
        /// How many of those times it led back to the screen the session was on before `from`.
        package var returns: Int
    }

    /// The seed the exploration ran with.
    package var seed: UInt64
    package var screens: [Screen] = []
    /// In the order first seen.
    package var transitions: [Transition] = []
    /// Gestures performed, replays included.
    package var steps = 0
    /// Gestures found on screens but never tried when the budget ran out: 0 when the
    /// exploration saw everything its abstraction lets it tell apart.
    package var untriedGestures = 0
    /// Whether the exploration ended before its budget because its launches kept
    /// showing nothing left to act on (``Explorer/idleSessionLimit``).
    package var endedIdle = false
    /// Gestures that failed (the element went away before it was acted on), by screen.
    package var failedGestures: [(screen: Int, interaction: Interaction, message: String)] = []
    /// Whether each look checked the authored graph's screen identities
    /// (``ExplorationOptions/identities``): a comparison then matches by them.
    package var checkedIdentities = false
    /// Elements never acted on because they are dangerous or denied, by screen.
    package var deniedElements: [(screen: Int, element: ObservedElement)] = []

    /// Screens seen with different uncounted elements, merged: each with the
    /// identifiers that came and went.
    ///
    /// - Complexity: O(V × k) in the screens and their uncounted elements.
    package var mergedNearDuplicates: [(screen: Int, differing: [String])] {
        screens.indices.compactMap { index in
            let variants = screens[index].variants
            guard variants.count > 1 else { return nil }
            let all = Set(variants.joined())
            let common = variants.dropFirst().reduce(Set(variants[0])) { $0.intersection($1) }
            return (index, all.subtracting(common).sorted())
        }
    }

    /// Whether a gesture was tried on a screen.
    func tried(_ interaction: Interaction, on screen: Int) -> Bool {
        transitions.contains { $0.from == screen && $0.interaction == interaction }
            || failedGestures.contains { $0.screen == screen && $0.interaction == interaction }
    }
}

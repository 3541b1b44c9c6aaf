extension GraphRenderer {
    /// What runs covered of a graph, for a drawing that colours it: covered screens,
    /// actions and arrows green, the rest red and dashed, each guarded arrow labelled
    /// with the outcomes its guard was seen in, each back gesture marked, and a legend
    /// with the figures.
    ///
    /// Edges and ways into actions are named by declaration: the screen's index in the
    /// definition and the edge's (or action's) index on it.
    public struct CoverageOverlay: Sendable {
        /// An edge or a way into an action, by declaration.
        public enum Declaration: Hashable, Sendable {
            case edge(screen: Int, index: Int)
            case action(screen: Int, index: Int)
        }

        /// The outcomes a guard was seen in: true (its move taken), false (closed at its screen).
        public struct GuardOutcomes: Hashable, Sendable {
            /// Whether the guarded move was taken.
            public var seenTrue: Bool
            /// Whether its screen was entered with the guard false.
            public var seenFalse: Bool

            /// Creates outcomes.
            public init(seenTrue: Bool, seenFalse: Bool) {
                self.seenTrue = seenTrue
                self.seenFalse = seenFalse
            }
        }

        /// Screens entered.
        public var screens: Set<String>
        /// Actions performed.
        public var actions: Set<String>
        /// Edges and ways into actions taken.
        public var moves: Set<Declaration>
        /// Screens whose back gesture was made.
        public var backs: Set<String>
        /// For each guarded edge or way in, the outcomes seen.
        public var guards: [Declaration: GuardOutcomes]
        /// The legend's lines: `screens 9/12 (75%)`, ….
        public var legend: [String]

        /// Creates an overlay.
        public init(
            screens: Set<String>, actions: Set<String>, moves: Set<Declaration>, backs: Set<String>,
            guards: [Declaration: GuardOutcomes], legend: [String]
        ) {
            self.screens = screens
            self.actions = actions
            self.moves = moves
            self.backs = backs
            self.guards = guards
            self.legend = legend
        }

        static let coveredFill = "#d9f2d9"
        static let uncoveredFill = "#fde2e2"
        static let coveredColor = "#2e7d32"
        static let uncoveredColor = "#c62828"

        /// A guarded arrow's extra label line: `guard: true ✓, false ✗`.
        func guardLine(_ declaration: Declaration?) -> String? {
            guard let declaration, let seen = guards[declaration] else { return nil }
            return "guard: true \(seen.seenTrue ? "✓" : "✗"), false \(seen.seenFalse ? "✓" : "✗")"
        }

        /// A screen label's back-gesture line with its mark.
        func backMark(_ screen: String) -> String { backs.contains(screen) ? " ✓" : " ✗" }

        /// Whether an arrow was taken: an edge or way in by its declaration; a `then` when
        /// its action was performed; a `returns` when a way into its action from that
        /// screen was taken.
        func covers(declaration: Declaration?, from: String, to: String, returnsFrom: [Declaration]) -> Bool {
            if let declaration { return moves.contains(declaration) }
            if returnsFrom.isEmpty { return actions.contains(from) }
            return returnsFrom.contains { moves.contains($0) }
        }
    }
}

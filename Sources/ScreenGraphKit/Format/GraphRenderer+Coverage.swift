extension GraphRenderer {
    /// What runs covered of a graph, for a drawing that colours it: covered screens,
    /// actions and arrows green, the rest red and dashed, each guarded arrow labelled
    /// with the outcomes its guard was seen in, each back gesture marked, and a legend
    /// with the figures.
    ///
    /// Edges and ways into actions are named by declaration: the screen's index in the
    /// definition and the edge's (or action's) index on it.
    package struct CoverageOverlay: Sendable {
        /// An edge or a way into an action, by declaration.
        package enum Declaration: Hashable, Sendable {
            case edge(screen: Int, index: Int)
            case action(screen: Int, index: Int)
        }

        /// The outcomes a guard was seen in: true (its move taken), false (closed at its screen).
        package struct GuardOutcomes: Hashable, Sendable {
            /// Whether the guarded move was taken.
            package var seenTrue: Bool
            /// Whether its screen was entered with the guard false.
            package var seenFalse: Bool

            /// Creates outcomes.
            package init(seenTrue: Bool, seenFalse: Bool) {
                self.seenTrue = seenTrue
                self.seenFalse = seenFalse
            }
        }

        /// Screens entered.
        package var screens: Set<String>
        /// Actions performed.
        package var actions: Set<String>
        /// Edges and ways into actions taken.
        package var moves: Set<Declaration>
        /// Screens whose back gesture was made.
        package var backs: Set<String>
        /// For each guarded edge or way in, the outcomes seen.
        package var guards: [Declaration: GuardOutcomes]
        /// The legend's lines: `screens 9/12 (75%)`, ….
        package var legend: [String]

        /// Creates an overlay.
        package init(
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

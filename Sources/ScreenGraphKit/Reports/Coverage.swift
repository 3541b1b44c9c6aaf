/// What runs on the simulated app exercised of a graph: how many times each screen was
/// entered, each edge and way into an action taken, each back gesture made, each action
/// performed, and how often each guard was seen false at its screen (taking a guarded
/// move sees it true).
///
/// A coverage starts from a graph with every count 0 (``init(graph:name:)``); a
/// ``CoverageRecorder`` counts what executors do; ``json`` writes it and
/// ``init(contentsOfFile:)`` reads it back; ``merged(_:)`` adds up shards.
/// Items are named by declaration (a screen and the index of its edge or action), so
/// files from runs of the same graph line up item for item.
package struct Coverage: Sendable, Equatable {
    /// A screen or action and how many times it was entered or performed.
    package struct Count: Sendable, Equatable {
        /// The screen's or action's name.
        package var name: String
        /// Times entered (a screen, the launch screen included) or performed (an action).
        package var count: Int
    }

    /// An edge or a way into an action declared on a screen.
    package struct Move: Sendable, Equatable {
        /// Whether an edge or a way into an action.
        package enum Kind: String, Sendable { case edge, action }
        /// The screen it is declared on.
        package var from: String
        /// Whether it is an edge or a way into an action.
        package var kind: Kind
        /// Its index among the screen's edges, or among its actions.
        package var index: Int
        /// The screen or action it leads to.
        package var to: String
        /// Its gesture, as routes print it: `tap 'items.edit'`.
        package var gesture: String
        /// Its guard's text, when it has one.
        package var guardText: String?
        /// How many times it was taken (each time with its guard true).
        package var count: Int
        /// How many times its screen was entered with its guard false; 0 without a guard.
        package var closed: Int
    }

    /// A screen's back gesture.
    package struct Back: Sendable, Equatable {
        /// The screen it leaves.
        package var screen: String
        /// Its gesture, as routes print it.
        package var gesture: String
        /// Times made.
        package var count: Int
    }

    /// How many items of a kind were exercised, of how many.
    package struct Tally: Sendable, Equatable {
        /// Items exercised at least once.
        package var covered: Int
        /// Items there are.
        package var total: Int

        /// `9/12 (75%)`, the percentage rounded down, so only everything is 100%;
        /// `0/0` when there is nothing to cover.
        package var text: String {
            guard total > 0 else { return "0/0" }
            return "\(covered)/\(total) (\(covered * 100 / total)%)"
        }
    }

    /// The graph's name.
    package var graph: String
    /// Every screen, in declaration order.
    package var screens: [Count]
    /// Every edge and way into an action, screen by screen, edges first.
    package var moves: [Move]
    /// Every back gesture, in screen order.
    package var backs: [Back]
    /// Every action, in order of first declaration.
    package var actions: [Count]

    /// Nothing covered yet of `graph`.
    ///
    /// - Parameter name: the graph's name, written in the file.
    /// - Complexity: O(V + E).
    package init(graph: ScreenGraph, name: String) {
        self.graph = name
        screens = graph.screenNames.map { Count(name: $0, count: 0) }
        actions = graph.actionNames.map { Count(name: $0, count: 0) }
        moves = Coverage.compiledMoveOrder(graph).map { index, screen in
            let move = graph.moves[index]
            let declaration = graph.declaration(ofMove: index, from: screen)
            return Move(
                from: graph.nodeNames[Int(screen)], kind: move.kind == .edge ? .edge : .action, index: Int(move.declarationIndex),
                to: graph.nodeNames[Int(move.target)], gesture: declaration.interaction.description,
                guardText: move.guardIndex >= 0 ? graph.guards[Int(move.guardIndex)].source.text : nil, count: 0, closed: 0)
        }
        backs = graph.screenNames.indices.compactMap { screen in
            graph.declaration(ofScreen: Int32(screen)).back.map { back in
                Back(screen: graph.nodeNames[screen], gesture: back.interaction.description, count: 0)
            }
        }
    }

    init(graph: String, screens: [Count], moves: [Move], backs: [Back], actions: [Count]) {
        self.graph = graph
        self.screens = screens
        self.moves = moves
        self.backs = backs
        self.actions = actions
    }

    /// The compiled moves in the order ``moves`` lists them (screen by screen, edges
    /// then actions, each in declaration order), with the screen each leaves.
    static func compiledMoveOrder(_ graph: ScreenGraph) -> [(index: Int, screen: Int32)] {
        (0..<graph.screenCount).flatMap { screen in
            graph.movesOut(of: Int32(screen)).sorted {
                (graph.moves[$0].kind.rawValue, graph.moves[$0].declarationIndex) < (graph.moves[$1].kind.rawValue, graph.moves[$1].declarationIndex)
            }.map { ($0, Int32(screen)) }
        }
    }

    /// Screens entered at least once.
    package var screenTally: Tally { Tally(covered: screens.filter { $0.count > 0 }.count, total: screens.count) }
    /// Edges and ways into actions taken at least once.
    package var moveTally: Tally { Tally(covered: moves.filter { $0.count > 0 }.count, total: moves.count) }
    /// Back gestures made at least once.
    package var backTally: Tally { Tally(covered: backs.filter { $0.count > 0 }.count, total: backs.count) }
    /// Actions performed at least once.
    package var actionTally: Tally { Tally(covered: actions.filter { $0.count > 0 }.count, total: actions.count) }
    /// Guard outcomes seen: each guard true (its move taken) and false (closed at its screen).
    package var guardTally: Tally {
        let guarded = moves.filter { $0.guardText != nil }
        return Tally(covered: guarded.reduce(0) { $0 + ($1.count > 0 ? 1 : 0) + ($1.closed > 0 ? 1 : 0) }, total: 2 * guarded.count)
    }

    /// One line per kind: `screens 9/12 (75%)`, then edges, back gestures, actions and
    /// guard outcomes.
    package var summaryLines: [String] {
        [
            "screens \(screenTally.text)", "edges \(moveTally.text)", "back gestures \(backTally.text)",
            "actions \(actionTally.text)", "guard outcomes \(guardTally.text)",
        ]
    }
}

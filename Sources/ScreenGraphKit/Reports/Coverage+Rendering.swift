extension Coverage {
    /// What a drawing of `definition` colours: the covered screens, actions, moves and
    /// back gestures, the guard outcomes seen, and ``summaryLines`` (after `covered:`)
    /// for the legend.
    ///
    /// ```swift
    /// let drawing = GraphRenderer.render(graph.definition, as: .mermaid, coverage: coverage.overlay(for: graph.definition))
    /// ```
    ///
    /// - Complexity: O(V + E).
    package func overlay(for definition: GraphDefinition) -> GraphRenderer.CoverageOverlay {
        var screenIndex: [String: Int] = [:]
        for (index, screen) in definition.screens.enumerated() where screenIndex[screen.name] == nil { screenIndex[screen.name] = index }
        var moveSet: Set<GraphRenderer.CoverageOverlay.Declaration> = []
        var guards: [GraphRenderer.CoverageOverlay.Declaration: GraphRenderer.CoverageOverlay.GuardOutcomes] = [:]
        for move in moves {
            guard let screen = screenIndex[move.from] else { continue }
            let declaration: GraphRenderer.CoverageOverlay.Declaration =
                move.kind == .edge ? .edge(screen: screen, index: move.index) : .action(screen: screen, index: move.index)
            if move.count > 0 { moveSet.insert(declaration) }
            if move.guardText != nil { guards[declaration] = .init(seenTrue: move.count > 0, seenFalse: move.closed > 0) }
        }
        return GraphRenderer.CoverageOverlay(
            screens: Set(screens.filter { $0.count > 0 }.map(\.name)), actions: Set(actions.filter { $0.count > 0 }.map(\.name)),
            moves: moveSet, backs: Set(backs.filter { $0.count > 0 }.map(\.screen)), guards: guards,
            legend: ["covered:"] + summaryLines)
    }
}

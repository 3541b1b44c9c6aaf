/// What a graph's author wrote, as the compiler reads it and a ``ScreenGraph`` keeps it:
/// a ``GraphDefinition``, whose edges may be packed in an ``EdgeTable``.
///
/// A definition built in Swift is kept as it is, sharing its storage with the caller's
/// copy. A graph file is read into a definition without edges and a table of them, so
/// that a large file never exists as a million ``EdgeDefinition`` values.
struct GraphDeclarations: Sendable {
    /// The definition; when ``table`` holds the edges, its screens have none.
    var definition: GraphDefinition
    /// The edges of every screen, or `nil` when they are in ``definition``.
    var table: EdgeTable?

    /// A definition that keeps its own edges.
    init(_ definition: GraphDefinition) {
        self.definition = definition
        table = nil
    }

    /// A definition whose screens' edges are all in `table`, screen for screen.
    init(definition: GraphDefinition, table: EdgeTable) {
        self.definition = definition
        self.table = table
    }

    /// The definition with its edges, as its author wrote it.
    ///
    /// - Complexity: O(1) when the edges are in the definition, O(V + E) when they are in a table.
    var written: GraphDefinition {
        guard let table else { return definition }
        var written = definition
        for screen in written.screens.indices where screen < table.screenCount {
            written.screens[screen].edges = table.edges(ofScreen: screen).map { table.definition($0) }
        }
        return written
    }

    /// The gestures of every back, edge and action, each edge's at least once.
    ///
    /// - Complexity: O(V + A + the table's distinct gestures), or O(V + E + A) without a table.
    var gestures: [Gesture] {
        var gestures = table?.distinctGestures ?? []
        for screen in definition.screens {
            if let back = screen.back { gestures.append(back.interaction.gesture) }
            gestures += screen.edges.map(\.interaction.gesture)
            gestures += screen.actions.compactMap(\.interaction?.gesture)
        }
        return gestures
    }

    /// How edge `index` of screen `screen` was declared: its gesture and place.
    func edgeDeclaration(_ index: Int, ofScreen screen: Int) -> (interaction: Interaction, location: SourcePosition?) {
        guard let table else {
            let edge = definition.screens[screen].edges[index]
            return (edge.interaction, edge.location)
        }
        let edge = table.edges(ofScreen: screen).lowerBound + index
        return (table.interaction(edge), table.location(edge))
    }
}

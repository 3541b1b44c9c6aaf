/// Collects a graph's declarations in Swift; see ``ScreenGraph/build(name:start:state:file:line:column:_:)``.
public final class GraphBuilder {
    var definition: GraphDefinition

    init(_ definition: GraphDefinition) { self.definition = definition }

    /// Adds a screen state, configured by `configure`.
    public func addScreenState(
        _ name: some ScreenGraphName, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ configure: (ScreenStateBuilder) -> Void = { _ in }
    ) {
        let builder = ScreenStateBuilder(
            ScreenDefinition(name.screenGraphName, location: SourcePosition(fileID: file, line: line, column: column)))
        configure(builder)
        definition.screens.append(builder.screen)
    }

    /// Adds an action with no gesture of its own, reached as another action's
    /// `then` or by an edge that names it.
    public func addAction(
        _ name: some ScreenGraphName, effects: [String] = [], transitionTo then: (any ScreenGraphName)? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        definition.actions.append(
            ActionDefinition(
                name.screenGraphName, effects: effects.map { ExpressionSource($0, at: location) },
                then: then?.screenGraphName, location: location))
    }

    /// Adds a navigator action: a named sequence of steps a test performs by name.
    public func addNavigatorAction(
        _ name: some ScreenGraphName, steps: [NavigatorActionDefinition.Step], file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let located = steps.map { step -> NavigatorActionDefinition.Step in
            guard case .set(let statement) = step else { return step }
            return .set(ExpressionSource(statement.text, at: location))
        }
        definition.navigatorActions.append(NavigatorActionDefinition(name.screenGraphName, steps: located, location: location))
    }
}

extension ScreenGraph {
    /// Builds a graph in Swift, MappaMundi style, and checks it.
    ///
    /// ```swift
    /// let graph = try ScreenGraph.build(start: "ItemList", state: [.int("numItems")]) { map in
    ///     map.addScreenState("ItemList") { screen in
    ///         screen.tap("items.add", forAction: "AddItem", effects: ["numItems += 1"])
    ///         screen.tap("items.cell.0", to: "ItemDetail", if: "numItems > 0")
    ///     }
    ///     map.addScreenState("ItemDetail") { screen in
    ///         screen.backAction(.tap("nav.back"))
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - name: the graph's display name.
    ///   - start: the screen a navigator starts on.
    ///   - state: the user state's fields.
    ///   - body: declares the screens and actions.
    /// - Throws: ``GraphError`` with every problem, each at the Swift line that declared it.
    /// - Complexity: O(V + E) plus the size of the expressions.
    public static func build(
        name: String? = nil, start: some ScreenGraphName, state: [StateField] = [], file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, _ body: (GraphBuilder) -> Void
    ) throws(GraphError) -> ScreenGraph {
        let builder = GraphBuilder(
            GraphDefinition(
                name: name, start: start.screenGraphName, startLocation: SourcePosition(fileID: file, line: line, column: column)))
        builder.definition.state = state
        body(builder)
        return try ScreenGraph(builder.definition)
    }
}

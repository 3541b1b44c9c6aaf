extension GraphDefinition {
    /// The descriptions of every `custom` gesture the graph declares, on edges,
    /// actions and back gestures, in declaration order without repeats.
    package var customGestureDescriptions: [String] {
        var seen: Set<String> = []
        var descriptions: [String] = []
        func note(_ interaction: Interaction?) {
            guard case .custom(let description) = interaction?.gesture, seen.insert(description).inserted else { return }
            descriptions.append(description)
        }
        for screen in screens {
            note(screen.back?.interaction)
            for edge in screen.edges { note(edge.interaction) }
            for action in screen.actions { note(action.interaction) }
        }
        return descriptions
    }

    /// Binds Swift code to the `custom` gestures described `description`, so that one
    /// graph file serves the CLI (where the simulated app performs them by description)
    /// and a suite (where this closure does).
    ///
    /// ```swift
    /// var definition = try GraphDefinition(contentsOfFile: "Graphs/Browser.screengraph")
    /// try definition.bindGesture("enter the address") { app, state in
    ///     app.textFields["url"].typeText(state.address.description)
    /// }
    /// let graph = try ScreenGraph(definition)
    /// ```
    ///
    /// - Throws: ``GraphError`` at the caller when no `custom` gesture is described so
    ///   (with the closest description), or one is bound already.
    public mutating func bindGesture(
        _ description: String, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor (TestApp, inout UserState) throws -> Void
    ) throws(GraphError) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        try checkBinding(description, at: location)
        gestureClosures[description] = GestureClosure(location: location, perform)
    }

    /// Binds Swift code that sees the user state as a test's own type; see
    /// ``bindGesture(_:file:line:column:_:)``.
    ///
    /// - Throws: ``GraphError`` also when `state`'s fields are not the graph's.
    public mutating func bindGesture<Model: UserStateModel>(
        _ description: String, state: Model.Type, file: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column, _ perform: @escaping @MainActor (TestApp, inout Model) throws -> Void
    ) throws(GraphError) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        do throws(UserStateModelError) {
            try UserStateSchema.check(Model.self, against: self.state)
        } catch {
            throw GraphError(diagnostics: [Diagnostic(.invalidStructure, error.description, at: location)])
        }
        try checkBinding(description, at: location)
        let codec = UserStateCodec<Model>.model
        gestureClosures[description] = GestureClosure(location: location) { app, user in
            var state = codec.decode(user)
            try perform(app, &state)
            codec.encode(state, &user)
        }
    }

    private func checkBinding(_ description: String, at location: SourcePosition) throws(GraphError) {
        if gestureClosures[description] != nil {
            throw GraphError(diagnostics: [Diagnostic(.duplicate, "the custom gesture '\(description)' is bound already", at: location)])
        }
        let described = customGestureDescriptions
        guard described.contains(description) else {
            let suggestion = Suggestion.closest(to: description, among: described)
            throw GraphError(diagnostics: [
                Diagnostic(
                    .unknownName, "no custom gesture is described '\(description)'" + Suggestion.didYouMean(suggestion),
                    at: location)
            ])
        }
    }
}

extension ScreenStateBuilder {
    /// An edge performed by Swift code, for what a declarative gesture cannot say
    /// (MappaMundi's `gesture(to:) { … }`).
    ///
    /// ```swift
    /// screen.gesture(to: "Results") { app, state in
    ///     app.textFields["search"].typeText(state.query)
    /// }
    /// ```
    ///
    /// The planner never runs `perform`: it plans with the edge's declared `if` and
    /// cost. In routes and files the gesture is `custom` with `description` (by
    /// default "SCREEN → TARGET").
    public func gesture(
        to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1, description: String? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor (TestApp, inout State) throws -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let interaction = graph.closureGesture(
            description, fallback: "\(screen.name) → \(target.screenGraphName)", at: location, perform)
        gesture(interaction, to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// Declares actions performed by Swift code (MappaMundi's
    /// `gesture(forAction:) { userState in … }`); see
    /// ``gesture(_:forAction:transitionTo:if:effects:cost:file:line:column:recorder:)``
    /// for the rest. The gesture is `custom` with `description` (by default the first
    /// action's name).
    ///
    /// ```swift
    /// screen.gesture(forAction: "LoadURL", effects: ["visited += 1"]) { app, state in
    ///     app.textFields["url"].typeText(state.url + "\n")
    /// }
    /// ```
    public func gesture(
        forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, description: String? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor (TestApp, inout State) throws -> Void,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let names = actions.map(\.screenGraphName)
        let interaction = graph.closureGesture(description, fallback: names.first ?? screen.name, at: location, perform)
        declare(
            interaction, names, then: then?.screenGraphName, condition: condition, effects: effects, cost: cost,
            at: location, recorder: recorder)
    }

    /// An edge performed by a closure that takes nothing, in MappaMundi's spelling
    /// (`gesture(to: "TabTray") { app.buttons["tabs"].tap() }`), for closures that
    /// capture the app; see ``gesture(to:if:cost:description:file:line:column:_:)-(_,_,_,_,_,_,_,(TestApp,inout State)->Void)``.
    public func gesture(
        to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1, description: String? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor () throws -> Void
    ) {
        gesture(to: target, if: condition, cost: cost, description: description, file: file, line: line, column: column) {
            (_: TestApp, _: inout State) throws in try perform()
        }
    }

    /// Declares actions performed by a closure that takes the user state, in MappaMundi's
    /// spelling (`gesture(forAction: "A", "B") { userState in … }`): the closure is the
    /// gesture, and what it sets in the user state lands once the action is performed, as
    /// MappaMundi's did.
    public func gesture(
        forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, description: String? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ perform: @escaping @MainActor (inout State) throws -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let names = actions.map(\.screenGraphName)
        let interaction = graph.closureGesture(description, fallback: names.first ?? screen.name, at: location) { _, state in
            try perform(&state)
        }
        declare(
            interaction, names, then: then?.screenGraphName, condition: condition, effects: effects, cost: cost,
            at: location, recorder: nil)
    }

    /// The screen's back gesture as a closure, in MappaMundi's spelling
    /// (`screenState.backAction = navigationControllerBackAction`); `nil` when the screen
    /// has none or a declarative one. Setting it replaces any back gesture.
    @MainActor public var backAction: (() -> Void)? {
        get { backClosure }
        set {
            backClosure = newValue
            guard let newValue else {
                screen.back = nil
                return
            }
            let interaction = graph.closureGesture(nil, fallback: "\(screen.name) back", at: screen.location ?? SourcePosition(file: screen.name, line: 1, column: 1)) { _, _ in
                newValue()
            }
            screen.back = BackDefinition(interaction, cost: 1, location: screen.location)
        }
    }

    /// Gives the screen a back gesture performed by Swift code.
    ///
    /// ```swift
    /// screen.backAction { app, _ in app.navigationBars.buttons.element(boundBy: 0).tap() }
    /// ```
    public func backAction(
        cost: Double = 1, description: String? = nil, file: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column, _ perform: @escaping @MainActor (TestApp, inout State) throws -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let interaction = graph.closureGesture(description, fallback: "\(screen.name) back", at: location, perform)
        backAction(interaction, cost: cost, file: file, line: line, column: column)
    }
}

/// A Swift closure that queries the app ran with a driver that has none.
struct MissingAppError: Error, CustomStringConvertible {
    let location: SourcePosition

    var description: String {
        "the closure at \(location) queries the app, but the driver has none (use the simulated app, RecordingDriver, or TestAppDriver)"
    }
}

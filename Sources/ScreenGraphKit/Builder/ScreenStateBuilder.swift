/// Declares one screen's edges, actions, back gesture and effects.
///
/// Methods read like MappaMundi's: `tap(_:to:if:)` leads to a screen or action,
/// `tap(_:forAction:transitionTo:if:effects:)` declares actions performed from the
/// screen. Every gesture has both forms.
public final class ScreenStateBuilder<State> {
    var screen: ScreenDefinition
    let graph: GraphBuilder<State>
    /// What ``backAction`` was last set to.
    @MainActor var backClosure: (() -> Void)?

    init(_ screen: ScreenDefinition, graph: GraphBuilder<State>) {
        self.screen = screen
        self.graph = graph
    }

    /// Whether the screen is transient (menu, sheet) and closes when something on it is used.
    public var dismissOnUse: Bool {
        get { screen.dismissOnUse }
        set { screen.dismissOnUse = newValue }
    }

    /// Gives the screen a back gesture, which leads to the screen it was entered from.
    public func backAction(
        _ interaction: Interaction, cost: Double = 1, file: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) {
        screen.back = BackDefinition(interaction, cost: cost, location: SourcePosition(fileID: file, line: line, column: column))
    }

    /// What must hold before the screen counts as entered: `element` in `app` exists, or
    /// with `until: .gone` is gone; with `condition`, only when it holds on entering; for
    /// `timeout` seconds instead of the navigator's `waitTimeout`.
    ///
    /// ```swift
    /// screen.onEnterWaitFor("spinner", until: .gone, if: "loading", timeout: 30)
    /// ```
    public func onEnterWaitFor(
        _ element: String, in app: AppTarget = .app, until: ElementPresence = .exists, if condition: String? = nil,
        timeout: Double? = nil, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.waitFor = WaitDefinition(
            element, in: app, until: until, if: condition.map { ExpressionSource($0, at: location) }, timeout: timeout,
            location: location)
    }

    /// Statements applied to the user state on entering the screen.
    public func onEnter(_ statements: String..., file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.onEnter += statements.map { ExpressionSource($0, at: location) }
    }

    /// Swift code run on entering the screen, after `onEnter`, that reads the app and
    /// updates the user state (MappaMundi's `onEnter { userState in ... }`). It does not
    /// travel to files; the navigator plans again when it changes what a route relied on.
    public func onEnter(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ observe: @escaping @MainActor (inout State) -> Void
    ) {
        onEnter(file: file, line: line, column: column) { _, state in observe(&state) }
    }

    /// Swift code run on entering the screen that queries the app, as MappaMundi's
    /// `onEnter` closures do with `XCUIApplication`; throwing fails the step.
    ///
    /// ```swift
    /// screen.onEnter { app, state in state.numItems = app.tables.cells.count }
    /// ```
    public func onEnter(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ observe: @escaping @MainActor (TestApp, inout State) throws -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.observers.append(
            graph.observer(at: location) { app, state in
                guard let app else { throw MissingAppError(location: location) }
                try observe(app, &state)
            })
    }

    /// Statements applied to the user state on leaving the screen.
    public func onExit(_ statements: String..., file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.onExit += statements.map { ExpressionSource($0, at: location) }
    }

    /// Swift code run on leaving the screen, before the gesture that leaves
    /// (MappaMundi's `onExit { userState in ... }`).
    public func onExit(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ observe: @escaping @MainActor (inout State) -> Void
    ) {
        screen.exitObservers.append(
            graph.observer(at: SourcePosition(fileID: file, line: line, column: column)) { _, state in observe(&state) })
    }

    // MARK: Edges

    /// An edge: `interaction` leads to the screen or action `target` when `condition` holds.
    public func gesture(
        _ interaction: Interaction, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.edges.append(
            EdgeDefinition(
                to: target.screenGraphName, interaction, if: condition.map { ExpressionSource($0, at: location) },
                cost: cost, location: location))
    }

    /// Tapping `element` leads to `target`.
    public func tap(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.tap, element: element), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// Double-tapping `element` leads to `target`.
    public func doubleTap(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.doubleTap, element: element), to: target, if: condition, cost: cost, file: file, line: line,
            column: column)
    }

    /// A long press on `element` leads to `target`.
    public func press(
        _ element: String, forDuration duration: Double = 1, to target: some ScreenGraphName, if condition: String? = nil,
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.press(duration: duration), element: element), to: target, if: condition, cost: cost, file: file,
            line: line, column: column)
    }

    /// Typing `text` into `element` leads to `target`.
    public func typeText(
        _ text: String, into element: String, to target: some ScreenGraphName, if condition: String? = nil,
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.typeText(text), element: element), to: target, if: condition, cost: cost, file: file, line: line,
            column: column)
    }

    /// Swiping left on `element` leads to `target`.
    public func swipeLeft(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.swipeLeft, element: element), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// Swiping right on `element` leads to `target`.
    public func swipeRight(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.swipeRight, element: element), to: target, if: condition, cost: cost, file: file, line: line,
            column: column)
    }

    /// Swiping up on `element` leads to `target`.
    public func swipeUp(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.swipeUp, element: element), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// Swiping down on `element` leads to `target`.
    public func swipeDown(
        _ element: String, to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.swipeDown, element: element), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    /// The app is already at `target`: no interaction.
    public func noop(
        to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.noop), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    // MARK: Actions

    /// Declares the action `actions[0]` on this screen, performed by `interaction`.
    ///
    /// Naming several actions declares a chain, as MappaMundi does: each action's
    /// `then` is the next, and the last one's is `then`.
    ///
    /// - Parameters:
    ///   - then: the screen, action or navigator action that follows; by default the
    ///     action returns here (or, on a `dismissOnUse` screen, to the screen beneath).
    ///     A navigator action runs once the action has returned.
    ///   - effects: statements applied to the user state when the first action is performed.
    ///   - recorder: Swift code run after `effects` (MappaMundi's recorder); the planner
    ///     does not see it, and the navigator plans again when it changes the state.
    public func gesture(
        _ interaction: Interaction = Interaction(.noop), forAction actions: any ScreenGraphName...,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            interaction, actions.map(\.screenGraphName), then: then?.screenGraphName, condition: condition, effects: effects,
            cost: cost, at: SourcePosition(fileID: file, line: line, column: column), recorder: recorder)
    }

    /// Tapping `element` performs `actions`; see ``gesture(_:forAction:transitionTo:if:effects:cost:file:line:column:recorder:)``.
    public func tap(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.tap, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Double-tapping `element` performs `actions`.
    public func doubleTap(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.doubleTap, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// A long press on `element` performs `actions`.
    public func press(
        _ element: String, forDuration duration: Double = 1, forAction actions: any ScreenGraphName...,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.press(duration: duration), element: element), actions.map(\.screenGraphName),
            then: then?.screenGraphName, condition: condition, effects: effects, cost: cost,
            at: SourcePosition(fileID: file, line: line, column: column), recorder: recorder)
    }

    /// Typing `text` into `element` performs `actions`.
    public func typeText(
        _ text: String, into element: String, forAction actions: any ScreenGraphName...,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.typeText(text), element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Swiping left on `element` performs `actions`.
    public func swipeLeft(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.swipeLeft, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Swiping right on `element` performs `actions`.
    public func swipeRight(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.swipeRight, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Swiping up on `element` performs `actions`.
    public func swipeUp(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.swipeUp, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Swiping down on `element` performs `actions`.
    public func swipeDown(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.swipeDown, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Setting the switch `element` on performs `actions`.
    public func toggleOn(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.toggleOn, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Setting the switch `element` off performs `actions`.
    public func toggleOff(
        _ element: String, forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.toggleOff, element: element), actions.map(\.screenGraphName), then: then?.screenGraphName,
            condition: condition, effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column),
            recorder: recorder)
    }

    /// Performs `actions` with no interaction: the app is already where they lead.
    public func noop(
        forAction actions: any ScreenGraphName..., transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        declare(
            Interaction(.noop), actions.map(\.screenGraphName), then: then?.screenGraphName, condition: condition,
            effects: effects, cost: cost, at: SourcePosition(fileID: file, line: line, column: column), recorder: recorder)
    }

    /// Declares `chain[0]` on this screen and the rest of the chain as top-level actions.
    func declare(
        _ interaction: Interaction, _ chain: [String], then: String?, condition: String?, effects: [String], cost: Double,
        at location: SourcePosition, recorder: (@MainActor (inout State) -> Void)?
    ) {
        guard let first = chain.first else {
            // Reported by the compiler as an action with an empty name, at this line.
            screen.actions.append(ActionDefinition("", interaction, location: location))
            return
        }
        screen.actions.append(
            ActionDefinition(
                first, interaction, if: condition.map { ExpressionSource($0, at: location) },
                effects: effects.map { ExpressionSource($0, at: location) }, then: chain.count > 1 ? chain[1] : then,
                cost: cost, location: location))
        for index in chain.indices.dropFirst() {
            graph.declareChainLink(chain[index], then: index + 1 < chain.count ? chain[index + 1] : then, at: location)
        }
        if let recorder { graph.record(first, recorder, at: location) }
    }
}

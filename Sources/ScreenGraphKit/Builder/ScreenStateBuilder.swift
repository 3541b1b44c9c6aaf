/// Declares one screen's edges, actions, back gesture and effects.
///
/// Edge methods read like MappaMundi's: `tap(_:to:if:)` leads to a screen,
/// `tap(_:forAction:transitionTo:if:effects:)` declares an action on the screen.
public final class ScreenStateBuilder {
    var screen: ScreenDefinition

    init(_ screen: ScreenDefinition) { self.screen = screen }

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

    /// An element that must exist before the screen counts as entered.
    public func onEnterWaitFor(_ element: String) { screen.waitFor = element }

    /// Statements applied to the user state on entering the screen.
    public func onEnter(_ statements: String..., file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.onEnter += statements.map { ExpressionSource($0, at: location) }
    }

    /// A Swift closure run on entering the screen that reads the app and updates the user
    /// state, like `onEnter { driver, state in state.numItems = ... }`. It does not travel to files.
    public func onEnter(
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ observe: @escaping @Sendable (any Driver, inout UserState) -> Void
    ) {
        screen.observers.append(ScreenObserver(location: SourcePosition(fileID: file, line: line, column: column), observe))
    }

    /// Statements applied to the user state on leaving the screen.
    public func onExit(_ statements: String..., file: StaticString = #fileID, line: UInt = #line, column: UInt = #column) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.onExit += statements.map { ExpressionSource($0, at: location) }
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
        _ element: String, duration: Double = 1, to target: some ScreenGraphName, if condition: String? = nil,
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

    /// The app is already at `target`: no interaction.
    public func noop(
        to target: some ScreenGraphName, if condition: String? = nil, cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        gesture(Interaction(.noop), to: target, if: condition, cost: cost, file: file, line: line, column: column)
    }

    // MARK: Actions

    /// Declares the action `action` on this screen, performed by `interaction`.
    ///
    /// - Parameters:
    ///   - then: the screen or action that follows; by default the action returns here
    ///     (or, on a `dismissOnUse` screen, to the screen beneath).
    ///   - effects: statements applied to the user state when it is performed.
    public func gesture(
        _ interaction: Interaction, forAction action: some ScreenGraphName,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        screen.actions.append(
            ActionDefinition(
                action.screenGraphName, interaction, if: condition.map { ExpressionSource($0, at: location) },
                effects: effects.map { ExpressionSource($0, at: location) }, then: then?.screenGraphName, cost: cost,
                location: location))
    }

    /// Tapping `element` performs `action`.
    public func tap(
        _ element: String, forAction action: some ScreenGraphName, transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.tap, element: element), forAction: action, transitionTo: then, if: condition, effects: effects,
            cost: cost, file: file, line: line, column: column)
    }

    /// Typing `text` into `element` performs `action`.
    public func typeText(
        _ text: String, into element: String, forAction action: some ScreenGraphName,
        transitionTo then: (any ScreenGraphName)? = nil, if condition: String? = nil, effects: [String] = [],
        cost: Double = 1, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.typeText(text), element: element), forAction: action, transitionTo: then, if: condition,
            effects: effects, cost: cost, file: file, line: line, column: column)
    }

    /// Setting the switch `element` on performs `action`.
    public func toggleOn(
        _ element: String, forAction action: some ScreenGraphName, transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.toggleOn, element: element), forAction: action, transitionTo: then, if: condition,
            effects: effects, cost: cost, file: file, line: line, column: column)
    }

    /// Setting the switch `element` off performs `action`.
    public func toggleOff(
        _ element: String, forAction action: some ScreenGraphName, transitionTo then: (any ScreenGraphName)? = nil,
        if condition: String? = nil, effects: [String] = [], cost: Double = 1, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) {
        gesture(
            Interaction(.toggleOff, element: element), forAction: action, transitionTo: then, if: condition,
            effects: effects, cost: cost, file: file, line: line, column: column)
    }
}

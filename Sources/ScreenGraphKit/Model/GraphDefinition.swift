/// A graph as its author wrote it: plain data with the meaning of `Docs/Spec/graph-json.md`.
///
/// The builder API and graph files both produce a definition; ``ScreenGraph``
/// checks and compiles one. Everything here travels to files except what only Swift
/// can say: closures (``ScreenDefinition/observers``, ``ScreenDefinition/exitObservers``,
/// ``actionHooks``, ``gestureClosures``, ``NavigatorActionDefinition/body``) and fields
/// marked ``usedByCode``.
public struct GraphDefinition: Sendable {
    /// The display name.
    package var name: String?
    /// The screen a navigator starts on.
    package var start: String?
    /// Where `start` was given.
    package var startLocation: SourcePosition?
    /// The user state's fields.
    package var state: [StateField] = []
    /// The screens, in declaration order.
    package var screens: [ScreenDefinition] = []
    /// Actions declared at top level: no gesture of their own.
    package var actions: [ActionDefinition] = []
    /// Named sequences of navigator steps.
    package var navigatorActions: [NavigatorActionDefinition] = []
    /// Swift code run when an action is performed, by action name.
    package var actionHooks: [String: ActionHooks] = [:]
    /// Fields that Swift code reads or writes, so the checker does not call them unused.
    package var usedByCode: Set<String> = []
    /// Swift code for `custom` gestures, by their description.
    package var gestureClosures: [String: GestureClosure] = [:]

    /// Creates an empty definition.
    package init(name: String? = nil, start: String? = nil, startLocation: SourcePosition? = nil) {
        self.name = name
        self.start = start
        self.startLocation = startLocation
    }
}

/// A screen state of the app.
package struct ScreenDefinition: Sendable {
    package var name: String
    /// A transient screen (menu, sheet) that closes when something on it is used.
    package var dismissOnUse = false
    /// The gesture that returns to the screen this one was entered from.
    package var back: BackDefinition? {
        get { boxedBack?.value }
        set { boxedBack = newValue.map(Boxed.init) }
    }
    /// What must hold before the screen counts as entered: an element that exists (or,
    /// with options, is gone, in another app, when a predicate holds).
    package var waitFor: WaitDefinition? {
        get { boxedWaitFor?.value }
        set { boxedWaitFor = newValue.map(Boxed.init) }
    }
    // Out of line: most screens set neither, and a large graph holds 100,000 screens.
    private var boxedBack: Boxed<BackDefinition>?
    private var boxedWaitFor: Boxed<WaitDefinition>?
    /// Statements applied on entering.
    package var onEnter: [ExpressionSource] = []
    /// Statements applied on leaving.
    package var onExit: [ExpressionSource] = []
    /// Transitions to other screens or to actions.
    package var edges: [EdgeDefinition] = []
    /// Actions performed from this screen.
    package var actions: [ActionDefinition] = []
    /// Swift closures run on entering, after `onEnter`, that observe the app.
    package var observers: [StateObserver] = []
    /// Swift closures run on leaving, before the gesture that leaves.
    package var exitObservers: [StateObserver] = []
    /// Where the screen was declared.
    package var location: SourcePosition?

    package init(_ name: String, location: SourcePosition? = nil) {
        self.name = name
        self.location = location
    }
}

/// A Swift closure that reads the app and updates the user state, like MappaMundi's
/// `onEnter { userState.numItems = table.cells.count }`; throwing fails the step.
///
/// The closure is main-actor isolated, as XCUITest's types are, so it may capture the
/// app, elements and helpers; ``observe(_:_:)`` runs it on the main actor.
package struct StateObserver: Sendable {
    /// Given the driver's app (`nil` when the driver has none) and the user state.
    package var body: @MainActor (TestApp?, inout UserState) throws -> Void
    package var location: SourcePosition?

    package init(location: SourcePosition? = nil, _ body: @escaping @MainActor (TestApp?, inout UserState) throws -> Void) {
        self.body = body
        self.location = location
    }

    /// Runs the closure on the main actor.
    package func observe(_ app: TestApp?, _ user: inout UserState) throws {
        try GestureFailures.leftToTheStep { try MainActorBridge.run(with: app) { app in try body(app, &user) } }
    }
}

/// The Swift code a `custom` gesture performs, bound to its description: what a
/// declarative gesture cannot say (`app.textFields["url"].typeText(state.url)`).
///
/// The planner never runs it: the edge's or action's declared effects are what it
/// plans with. A graph file names the gesture by its description, and a suite binds
/// the closure when it loads the file (``GraphDefinition/bindGesture(_:file:line:column:_:)``).
///
/// The closure is main-actor isolated, as XCUITest's types are, and may change the
/// user state, as MappaMundi's `gesture(forAction:) { userState in … }` does: the
/// navigator applies the change after the step's declared effects.
package struct GestureClosure: Sendable {
    /// Given the app and the user state as it is at the step.
    package var body: @MainActor (TestApp, inout UserState) throws -> Void
    /// Where the closure was written.
    package var location: SourcePosition?

    package init(location: SourcePosition? = nil, _ body: @escaping @MainActor (TestApp, inout UserState) throws -> Void) {
        self.body = body
        self.location = location
    }

    /// Runs the closure on the main actor.
    package func perform(_ app: TestApp, _ user: inout UserState) throws {
        try GestureFailures.leftToTheStep { try MainActorBridge.run(with: app) { app in try body(app, &user) } }
    }
}

/// A screen's back gesture.
package struct BackDefinition: Sendable, Equatable {
    package var interaction: Interaction
    /// The cost of taking it, default 1.
    package var cost: Double
    package var location: SourcePosition?

    package init(_ interaction: Interaction, cost: Double = 1, location: SourcePosition? = nil) {
        self.interaction = interaction
        self.cost = cost
        self.location = location
    }

    package static func == (lhs: BackDefinition, rhs: BackDefinition) -> Bool {
        lhs.interaction == rhs.interaction && lhs.cost == rhs.cost
    }
}

/// A transition from a screen to a screen or an action.
package struct EdgeDefinition: Sendable {
    /// The screen or action it leads to.
    package var to: String
    package var interaction: Interaction
    /// A predicate that must hold for the edge to be taken.
    package var condition: ExpressionSource? {
        get { boxedCondition?.value }
        set { boxedCondition = newValue.map(Boxed.init) }
    }
    // Out of line: 64 bytes inline, and most edges of a large graph have no guard.
    private var boxedCondition: Boxed<ExpressionSource>?
    /// The cost of taking it, default 1.
    package var cost: Double
    package var location: SourcePosition?

    package init(
        to: String, _ interaction: Interaction, if condition: ExpressionSource? = nil, cost: Double = 1,
        location: SourcePosition? = nil
    ) {
        self.to = to
        self.interaction = interaction
        boxedCondition = condition.map(Boxed.init)
        self.cost = cost
        self.location = location
    }
}

/// One declaration of an action: on a screen (with a gesture, a way in from that
/// screen) or at top level (without).
package struct ActionDefinition: Sendable {
    package var name: String
    /// The gesture that performs it from the screen; `nil` at top level.
    package var interaction: Interaction?
    package var condition: ExpressionSource?
    /// Statements applied when it is performed.
    package var effects: [ExpressionSource]
    /// The screen or action that follows; `nil` returns to where it was performed.
    package var then: String?
    package var cost: Double
    package var location: SourcePosition?

    package init(
        _ name: String, _ interaction: Interaction? = nil, if condition: ExpressionSource? = nil,
        effects: [ExpressionSource] = [], then: String? = nil, cost: Double = 1, location: SourcePosition? = nil
    ) {
        self.name = name
        self.interaction = interaction
        self.condition = condition
        self.effects = effects
        self.then = then
        self.cost = cost
        self.location = location
    }
}

/// What Swift code adds to an action: MappaMundi's recorders, and a navigator action
/// run after it (`transitionTo:` a navigator action).
package struct ActionHooks: Sendable {
    /// Closures run when the action is performed, after its effects, in declaration order.
    package var recorders: [StateObserver] = []
    /// The navigator action run once the action is performed.
    package var followedBy: String?

    package init() {}
}

/// Swift code run as a navigator action, given the navigator.
package struct NavigatorActionBody: Sendable {
    let body: @MainActor (AnyObject) throws -> Void

    /// Wraps `body`, which is given the navigator performing the action, on the main actor.
    package init(_ body: @escaping @MainActor (AnyObject) throws -> Void) { self.body = body }

    /// Runs the body on the main actor.
    func run(_ navigator: AnyObject) throws {
        // Boxed: handing a bare `AnyObject` over crashes Swift 6.3's compiler.
        try MainActorBridge.run(with: NavigatorHandle(object: navigator)) { handle in try body(handle.object) }
    }

    private struct NavigatorHandle {
        let object: AnyObject
    }
}

/// A named sequence of navigator steps, invoked by name and never routed through.
public struct NavigatorActionDefinition: Sendable {
    /// One step of a navigator action.
    public enum Step: Sendable, Equatable {
        case goto(String)
        case perform(String)
        case nowAt(String)
        case set(ExpressionSource)

        /// Goes to a screen or action named by a string enum case.
        public static func goto(_ target: some ScreenGraphName & RawRepresentable) -> Step { .goto(target.screenGraphName) }
        /// Performs an action named by a string enum case.
        public static func perform(_ action: some ScreenGraphName & RawRepresentable) -> Step {
            .perform(action.screenGraphName)
        }
        /// Tells the navigator it is on a screen named by a string enum case.
        public static func nowAt(_ screen: some ScreenGraphName & RawRepresentable) -> Step { .nowAt(screen.screenGraphName) }
    }

    package var name: String
    package var steps: [Step]
    /// Swift code run instead of steps; it does not travel to files.
    package var body: NavigatorActionBody?
    package var location: SourcePosition?

    package init(_ name: String, steps: [Step], body: NavigatorActionBody? = nil, location: SourcePosition? = nil) {
        self.name = name
        self.steps = steps
        self.body = body
        self.location = location
    }
}

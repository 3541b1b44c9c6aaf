/// A graph as its author wrote it: plain data with the meaning of `Docs/Spec/graph-json.md`.
///
/// The builder API and graph files both produce a definition; ``ScreenGraph``
/// checks and compiles one. Everything here travels to files except what only Swift
/// can say: closures (``ScreenDefinition/observers``, ``ScreenDefinition/exitObservers``,
/// ``actionHooks``, ``gestureClosures``, ``NavigatorActionDefinition/body``) and fields
/// marked ``usedByCode``.
public struct GraphDefinition: Sendable {
    /// The display name.
    public var name: String?
    /// The screen a navigator starts on.
    public var start: String?
    /// Where `start` was given.
    public var startLocation: SourcePosition?
    /// The user state's fields.
    public var state: [StateField] = []
    /// The screens, in declaration order.
    public var screens: [ScreenDefinition] = []
    /// Actions declared at top level: no gesture of their own.
    public var actions: [ActionDefinition] = []
    /// Named sequences of navigator steps.
    public var navigatorActions: [NavigatorActionDefinition] = []
    /// Swift code run when an action is performed, by action name.
    public var actionHooks: [String: ActionHooks] = [:]
    /// Fields that Swift code reads or writes, so the checker does not call them unused.
    public var usedByCode: Set<String> = []
    /// Swift code for `custom` gestures, by their description.
    public var gestureClosures: [String: GestureClosure] = [:]

    /// Creates an empty definition.
    public init(name: String? = nil, start: String? = nil, startLocation: SourcePosition? = nil) {
        self.name = name
        self.start = start
        self.startLocation = startLocation
    }
}

/// A screen state of the app.
public struct ScreenDefinition: Sendable {
    public var name: String
    /// A transient screen (menu, sheet) that closes when something on it is used.
    public var dismissOnUse = false
    /// The gesture that returns to the screen this one was entered from.
    public var back: BackDefinition?
    /// What must hold before the screen counts as entered: an element that exists (or,
    /// with options, is gone, in another app, when a predicate holds).
    public var waitFor: WaitDefinition?
    /// Statements applied on entering.
    public var onEnter: [ExpressionSource] = []
    /// Statements applied on leaving.
    public var onExit: [ExpressionSource] = []
    /// Transitions to other screens or to actions.
    public var edges: [EdgeDefinition] = []
    /// Actions performed from this screen.
    public var actions: [ActionDefinition] = []
    /// Swift closures run on entering, after `onEnter`, that observe the app.
    public var observers: [StateObserver] = []
    /// Swift closures run on leaving, before the gesture that leaves.
    public var exitObservers: [StateObserver] = []
    /// Where the screen was declared.
    public var location: SourcePosition?

    public init(_ name: String, location: SourcePosition? = nil) {
        self.name = name
        self.location = location
    }
}

/// A Swift closure that reads the app and updates the user state, like MappaMundi's
/// `onEnter { userState.numItems = table.cells.count }`; throwing fails the step.
///
/// The closure is main-actor isolated, as XCUITest's types are, so it may capture the
/// app, elements and helpers; ``observe(_:_:)`` runs it on the main actor.
public struct StateObserver: Sendable {
    /// Given the driver's app (`nil` when the driver has none) and the user state.
    public var body: @MainActor (TestApp?, inout UserState) throws -> Void
    public var location: SourcePosition?

    public init(location: SourcePosition? = nil, _ body: @escaping @MainActor (TestApp?, inout UserState) throws -> Void) {
        self.body = body
        self.location = location
    }

    /// Runs the closure on the main actor.
    public func observe(_ app: TestApp?, _ user: inout UserState) throws {
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
public struct GestureClosure: Sendable {
    /// Given the app and the user state as it is at the step.
    public var body: @MainActor (TestApp, inout UserState) throws -> Void
    /// Where the closure was written.
    public var location: SourcePosition?

    public init(location: SourcePosition? = nil, _ body: @escaping @MainActor (TestApp, inout UserState) throws -> Void) {
        self.body = body
        self.location = location
    }

    /// Runs the closure on the main actor.
    public func perform(_ app: TestApp, _ user: inout UserState) throws {
        try GestureFailures.leftToTheStep { try MainActorBridge.run(with: app) { app in try body(app, &user) } }
    }
}

/// A screen's back gesture.
public struct BackDefinition: Sendable, Equatable {
    public var interaction: Interaction
    /// The cost of taking it, default 1.
    public var cost: Double
    public var location: SourcePosition?

    public init(_ interaction: Interaction, cost: Double = 1, location: SourcePosition? = nil) {
        self.interaction = interaction
        self.cost = cost
        self.location = location
    }

    public static func == (lhs: BackDefinition, rhs: BackDefinition) -> Bool {
        lhs.interaction == rhs.interaction && lhs.cost == rhs.cost
    }
}

/// A transition from a screen to a screen or an action.
public struct EdgeDefinition: Sendable {
    /// The screen or action it leads to.
    public var to: String
    public var interaction: Interaction
    /// A predicate that must hold for the edge to be taken.
    public var condition: ExpressionSource?
    /// The cost of taking it, default 1.
    public var cost: Double
    public var location: SourcePosition?

    public init(
        to: String, _ interaction: Interaction, if condition: ExpressionSource? = nil, cost: Double = 1,
        location: SourcePosition? = nil
    ) {
        self.to = to
        self.interaction = interaction
        self.condition = condition
        self.cost = cost
        self.location = location
    }
}

/// One declaration of an action: on a screen (with a gesture, a way in from that
/// screen) or at top level (without).
public struct ActionDefinition: Sendable {
    public var name: String
    /// The gesture that performs it from the screen; `nil` at top level.
    public var interaction: Interaction?
    public var condition: ExpressionSource?
    /// Statements applied when it is performed.
    public var effects: [ExpressionSource]
    /// The screen or action that follows; `nil` returns to where it was performed.
    public var then: String?
    public var cost: Double
    public var location: SourcePosition?

    public init(
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
public struct ActionHooks: Sendable {
    /// Closures run when the action is performed, after its effects, in declaration order.
    public var recorders: [StateObserver] = []
    /// The navigator action run once the action is performed.
    public var followedBy: String?

    public init() {}
}

/// Swift code run as a navigator action, given the navigator.
public struct NavigatorActionBody: Sendable {
    let body: @MainActor (AnyObject) throws -> Void

    /// Wraps `body`, which is given the navigator performing the action, on the main actor.
    public init(_ body: @escaping @MainActor (AnyObject) throws -> Void) { self.body = body }

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

    public var name: String
    public var steps: [Step]
    /// Swift code run instead of steps; it does not travel to files.
    public var body: NavigatorActionBody?
    public var location: SourcePosition?

    public init(_ name: String, steps: [Step], body: NavigatorActionBody? = nil, location: SourcePosition? = nil) {
        self.name = name
        self.steps = steps
        self.body = body
        self.location = location
    }
}

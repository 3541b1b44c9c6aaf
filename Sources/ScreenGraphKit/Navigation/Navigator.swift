/// Moves the app to the screens and actions a test names, along least-cost routes.
///
/// ```swift
/// let navigator = Navigator(graph: graph, driver: driver)
/// try navigator.performAction("AddItem")
/// try navigator.goto("ItemDetail")
/// try navigator.back()
/// ```
///
/// Each step is performed on the driver; on entering a screen the navigator waits for
/// its `waitFor` element, applies the graph's effects and runs its Swift observers.
/// When an observer changes the user state so that the plan no longer holds, the
/// navigator plans again from where the app is. Every failure throws a
/// ``NavigationError`` that names the caller's line and the graph's declaration, and
/// is passed to ``onFailure`` first.
public final class Navigator<State> {
    /// The graph navigated.
    public let graph: ScreenGraph
    /// The app.
    public let driver: any Driver
    /// How long to wait for a screen's `waitFor` element, in seconds.
    public var waitTimeout: Double = 10
    /// Called with every error the navigator makes, before it is thrown: to log it, take
    /// a screenshot or dump the app's element tree while the app is still where it failed.
    ///
    /// It is called for errors the test then expects and catches too
    /// (`#expect(throws:)`, `XCTAssertThrowsError`), and it cannot know whether the test
    /// will, so don't record a test failure from it: an error that escapes the test is
    /// recorded once already, at the calling line, by `ScreenGraphTesting`
    /// (`NavigationTestCase` for XCTest, the `.navigationFailures` trait for Swift
    /// Testing), and recording it here too would count it twice.
    ///
    /// ```swift
    /// navigator.onFailure = { error in print("navigation failed: \(error.message)") }
    /// ```
    public var onFailure: ((NavigationError) -> Void)?
    /// How many times one call may plan again after observers changed the state.
    public var replanLimit = 16
    /// Called after every step the navigator completes, for reports.
    public var onStep: ((Route.Step) -> Void)?

    let planner: Planner
    let codec: UserStateCodec<State>
    /// Where the navigator is, user state included.
    var position: NavigationState
    var navigatorActionDepth = 0
    /// Actions entered since the last screen, whose Swift hooks run on the next screen.
    var performedActions: [String] = []
    /// The user state before and after each gesture closure that changed it since the last screen.
    var closureChanges: [(before: UserState, after: UserState)] = []
    /// Whether the start screen's observers have run: at the first move, once the test
    /// has launched the app, not when the navigator is made (often before the launch).
    var startObserved = false

    init(graph: ScreenGraph, driver: any Driver, start: Int32, codec: UserStateCodec<State>) {
        self.graph = graph
        self.driver = driver
        self.codec = codec
        planner = Planner(graph: graph)
        position = NavigationState(startingOn: start, in: graph)
        // `TestApp()` in test code and helpers reaches the app this navigator drives.
        if let backend = driver.testApp?.backend, !(backend is CurrentAppBackend) { CurrentApp.use(backend) }
    }

    /// The screen the navigator is on.
    public var currentScreen: String { graph.nodeNames[Int(position.node)] }

    /// The back stack, bottom first.
    public var backStack: [String] { position.stack.map { graph.nodeNames[Int($0)] } }

    /// The user state, live: reading a field through it, or through a reference kept
    /// from earlier, shows the navigator's current value; writing a field changes it.
    ///
    /// ```swift
    /// navigator.userState.numItems = 3
    /// let count: Int = navigator.userState.numItems
    /// ```
    public var userState: LiveUserState<State> { LiveUserState(self) }

    /// The user state as `State`, decoded from the navigator's own on every read.
    var state: State {
        get { codec.decode(position.user) }
        set { codec.encode(newValue, &position.user) }
    }

    // MARK: Planning

    /// The route `goto(target)` would take from here.
    /// - Complexity: that of ``Planner/route(to:from:state:backStack:allowingStateChanges:)``.
    public func plan(
        to target: some ScreenGraphName, where condition: String? = nil, allowingStateChanges: Bool = false
    ) throws(PlanningError) -> Route {
        try planner.route(
            to: target.screenGraphName, from: position, allowingStateChanges: allowingStateChanges, where: condition)
    }

    /// Whether `goto(target)` has a route from here.
    public func can(goto target: some ScreenGraphName) -> Bool {
        (try? plan(to: target)) != nil
    }

    /// Whether `performAction(action)` would succeed in planning: `action` is a navigator
    /// action, or an action of the graph with a route from here.
    public func can(performAction action: some ScreenGraphName) -> Bool {
        let name = action.screenGraphName
        return graph.navigatorActions[name] != nil || (graph.isAction(name) && can(goto: action))
    }

    // MARK: Moving

    /// Goes to a screen, or performs an action, along the least-cost route.
    public func goto(
        _ target: some ScreenGraphName, allowingStateChanges: Bool = false, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try follow(to: target.screenGraphName, allowingStateChanges: allowingStateChanges, caller: caller)
    }

    /// Goes to `screen` in a state where `condition` holds, performing on the way the
    /// actions whose effects establish it, along the least-cost route.
    ///
    /// ```swift
    /// try navigator.reach("LoginDetail", where: "passcode != nil")
    /// ```
    ///
    /// - Throws: ``NavigationError``; when no state satisfies the condition, or the
    ///   search bound is hit, its planning error names the nearest state reached.
    /// - Complexity: that of a state-aware ``Planner`` search.
    public func reach(
        _ screen: some ScreenGraphName, where condition: String, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try follow(to: screen.screenGraphName, allowingStateChanges: true, where: condition, caller: caller)
    }

    /// Takes the steps of a route planned from where the navigator is (a tour's route,
    /// a replayed walk), checking each like `goto` does, without planning again.
    ///
    /// - Throws: ``NavigationError`` when the route does not start here or a step fails.
    package func follow(
        _ route: Route, filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard route.start == position else {
            throw fail(.misuse("the route starts on '\(route.from)', not where the navigator is ('\(currentScreen)')"), caller: caller)
        }
        for step in route.steps { try take(step, caller: caller) }
    }

    /// Performs an action of the graph, or runs a navigator action.
    public func performAction(
        _ action: some ScreenGraphName, filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try perform(action.screenGraphName, caller: caller)
    }

    /// Takes the current screen's back gesture.
    public func back(
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let screen = graph.screens[Int(position.node)]
        guard screen.back != nil else {
            throw fail(.misuse("screen '\(currentScreen)' has no back gesture"), caller: caller)
        }
        guard let step = planner.openMoves(from: position).first(where: { $0.step.kind == .back })?.step
        else {
            throw fail(.misuse("screen '\(currentScreen)' has nothing to go back to: the back stack is empty"), caller: caller)
        }
        try take(step, caller: caller)
    }

    /// Tells the navigator the app is on `screen`, after the test moved it by itself.
    ///
    /// The move counts as entering the screen: back-stack rules, `onExit`, `onEnter`
    /// and observers apply.
    public func nowAt(
        _ screen: some ScreenGraphName, filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try arrive(at: screen.screenGraphName, caller: caller)
    }

    /// Goes to each of `targets` in turn.
    public func visit(
        _ targets: any ScreenGraphName..., filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        try visitNodes(targets, filePath: filePath, fileID: fileID, line: line, column: column)
    }

    /// Goes to each of `targets` in turn, calling `visitor` with each name once there
    /// (MappaMundi's `visitNodes`).
    public func visitNodes(
        _ targets: [any ScreenGraphName], filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, _ visitor: (String) throws(NavigationError) -> Void = { _ in }
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        for target in targets {
            try follow(to: target.screenGraphName, allowingStateChanges: false, caller: caller)
            try visitor(target.screenGraphName)
        }
    }

    /// Goes back to the start screen.
    public func revert(
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try follow(to: graph.startScreen, allowingStateChanges: false, caller: caller)
    }

    /// Performs `action` when `isOn` is false (MappaMundi's `toggleOn(_:withAction:)`).
    ///
    /// ```swift
    /// try navigator.toggleOn(navigator.userState.trackingProtection, withAction: "ToggleTrackingProtection")
    /// ```
    public func toggleOn(
        _ isOn: Bool, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        guard !isOn else { return }
        try perform(action.screenGraphName, caller: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Performs `action` when `isOn` is true.
    public func toggleOff(
        _ isOn: Bool, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        guard isOn else { return }
        try perform(action.screenGraphName, caller: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Performs `action` unless the field at `field` is already true, then checks that it is.
    ///
    /// ```swift
    /// try navigator.toggleOn(\.trackingProtection, withAction: "ToggleTrackingProtection")
    /// ```
    public func toggleOn(
        _ field: KeyPath<State, Bool>, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try toggle(field, to: true, action: action.screenGraphName, caller: caller)
    }

    /// Performs `action` unless the field at `field` is already false, then checks that it is.
    public func toggleOff(
        _ field: KeyPath<State, Bool>, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        try toggle(field, to: false, action: action.screenGraphName, caller: caller)
    }
}

extension Navigator where State == UserState {
    /// Creates a navigator on the graph's start screen with the initial user state,
    /// applying the screen's `onEnter` and running its observers.
    public convenience init(graph: ScreenGraph, driver: any Driver) {
        self.init(graph: graph, driver: driver, start: graph.start, codec: .identity)
    }

    /// Creates a navigator on `screen` with the initial user state.
    /// - Throws: ``NavigationError`` when `screen` is not a screen of the graph.
    public convenience init(
        graph: ScreenGraph, driver: any Driver, startingAt screen: some ScreenGraphName,
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let start = try Self.screen(screen, of: graph, caller: caller)
        self.init(graph: graph, driver: driver, start: start, codec: .identity)
    }
}

extension Navigator where State: UserStateModel {
    /// Creates a navigator whose user state test code sees as `State`, on `screen` (the
    /// graph's start screen by default).
    ///
    /// ```swift
    /// let navigator = try Navigator<DemoState>(graph: graph, driver: driver)
    /// navigator.userState.numItems = 3
    /// ```
    ///
    /// - Throws: ``NavigationError`` when a field of `State` is not a field of the graph
    ///   of the same type, or `screen` is not a screen of the graph.
    public convenience init(
        graph: ScreenGraph, driver: any Driver, startingAt screen: (any ScreenGraphName)? = nil,
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        do throws(UserStateModelError) {
            try UserStateSchema.check(State.self, against: graph.declarations.definition.state)
        } catch {
            throw NavigationError(reason: .misuse(error.description), caller: caller)
        }
        let start = try screen.map { name throws(NavigationError) in try Self.screen(name, of: graph, caller: caller) } ?? graph.start
        self.init(graph: graph, driver: driver, start: start, codec: .model)
    }
}

extension Navigator {
    /// The id of screen `name`, or the error a navigator that cannot start throws.
    static func screen(_ name: some ScreenGraphName, of graph: ScreenGraph, caller: CallSite) throws(NavigationError) -> Int32 {
        let name = name.screenGraphName
        guard let node = graph.nodeIDs[name], Int(node) < graph.screenCount else {
            throw NavigationError(reason: .planning(.unknownName(name, in: graph, screensOnly: true)), caller: caller)
        }
        return node
    }
}

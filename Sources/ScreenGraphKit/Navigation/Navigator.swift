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
public final class Navigator {
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
    /// Where the navigator is, user state included.
    var position: NavigationState
    var navigatorActionDepth = 0

    /// Creates a navigator on `screen` (the graph's start screen by default) with the
    /// initial user state, applying the screen's `onEnter` and running its observers.
    public init(graph: ScreenGraph, driver: any Driver, startingAt screen: (any ScreenGraphName)? = nil) {
        self.graph = graph
        self.driver = driver
        planner = Planner(graph: graph)
        let start = screen.flatMap { graph.nodeIDs[$0.screenGraphName] }.flatMap { Int($0) < graph.screenCount ? $0 : nil }
        precondition(screen == nil || start != nil, "'\(screen?.screenGraphName ?? "")' is not a screen of the graph")
        position = NavigationState(startingOn: start ?? graph.start, in: graph)
        observe()
    }

    /// The screen the navigator is on.
    public var currentScreen: String { graph.nodeNames[Int(position.node)] }

    /// The back stack, bottom first.
    public var backStack: [String] { position.stack.map { graph.nodeNames[Int($0)] } }

    /// The user state. A test may set fields before an action that uses them.
    public var userState: UserState {
        get { position.user }
        set {
            precondition(newValue.layout.slotCount == graph.layout.slotCount, "a user state of another graph")
            position.user = newValue
        }
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

    // MARK: Moving

    /// Goes to a screen, or performs an action, along the least-cost route.
    public func goto(
        _ target: some ScreenGraphName, allowingStateChanges: Bool = false, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
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
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try follow(to: screen.screenGraphName, allowingStateChanges: true, where: condition, caller: caller)
    }

    /// Takes the steps of a route planned from where the navigator is (a tour's route,
    /// a replayed walk), checking each like `goto` does, without planning again.
    ///
    /// - Throws: ``NavigationError`` when the route does not start here or a step fails.
    public func follow(
        _ route: Route, filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
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
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try perform(action.screenGraphName, caller: caller)
    }

    /// Takes the current screen's back gesture.
    public func back(
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
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
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try arrive(at: screen.screenGraphName, caller: caller)
    }

    /// Goes to each of `targets` in turn.
    public func visit(
        _ targets: any ScreenGraphName..., filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        for target in targets { try follow(to: target.screenGraphName, allowingStateChanges: false, caller: caller) }
    }

    /// Goes back to the start screen.
    public func revert(
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try follow(to: graph.startScreen, allowingStateChanges: false, caller: caller)
    }

    /// Performs `action` unless the bool field `field` is already true, then checks it is.
    public func toggleOn(
        _ field: String, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try toggle(field, to: true, action: action.screenGraphName, caller: caller)
    }

    /// Performs `action` unless the bool field `field` is already false, then checks it is.
    public func toggleOff(
        _ field: String, withAction action: some ScreenGraphName, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        let caller = Caller(filePath: filePath, fileID: fileID, line: line, column: column)
        try toggle(field, to: false, action: action.screenGraphName, caller: caller)
    }
}

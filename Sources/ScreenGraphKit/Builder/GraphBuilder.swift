/// Collects a graph's declarations in Swift; see ``ScreenGraph/build(name:start:state:file:line:column:_:)``.
///
/// `State` is the type Swift closures see: the dynamic ``UserState``, or a test's own
/// ``UserStateModel`` type.
public final class GraphBuilder<State> {
    var definition: GraphDefinition
    let codec: UserStateCodec<State>
    /// Top-level actions declared so far only as a link of a chain
    /// (`gesture(forAction: "A", "B")` declares `B`), which a later declaration completes.
    var chainLinks: Set<String> = []
    /// Whether the state gets MappaMundi's built-in `tablet` field (a builder made
    /// `for:with:`, in MappaMundi's spelling).
    var addsTablet = false
    /// Whether screen builders wait for the graph to be built, as MappaMundi's do (a
    /// builder made `for:with:`); ``ScreenGraph/build(name:start:state:file:line:column:_:)``
    /// runs each at once.
    var runsBuildersLazily = false
    /// The screen builders not run yet, with the index of their screen in the definition.
    var pendingBuilders: [(index: Int, builder: ScreenStateBuilder<State>, configure: (ScreenStateBuilder<State>) -> Void)] = []

    init(_ definition: GraphDefinition, codec: UserStateCodec<State>) {
        self.definition = definition
        self.codec = codec
    }

    /// Adds a screen state, configured by `configure`.
    ///
    /// `configure` runs at once in ``ScreenGraph/build(name:start:state:file:line:column:_:)``.
    /// In a builder made `for:with:` (MappaMundi's spelling) it runs as MappaMundi's
    /// builders do: once, when the graph is first built (``buildGraph()``, ``navigator(_:filePath:fileID:line:column:)``),
    /// after every screen was added, so it reads the variables it captures as they are then.
    public func addScreenState(
        _ name: some ScreenGraphName, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ configure: @escaping (ScreenStateBuilder<State>) -> Void = { _ in }
    ) {
        let builder = ScreenStateBuilder(
            ScreenDefinition(name.screenGraphName, location: SourcePosition(fileID: file, line: line, column: column)),
            graph: self)
        if runsBuildersLazily {
            pendingBuilders.append((definition.screens.count, builder, configure))
        } else {
            configure(builder)
        }
        definition.screens.append(builder.screen)
    }

    /// Runs the screen builders that wait for the graph to be built, in the order their
    /// screens were added (MappaMundi's order is a dictionary's, which Swift leaves
    /// unspecified), each once.
    func runPendingBuilders() {
        let pending = pendingBuilders
        pendingBuilders = []
        for (index, builder, configure) in pending {
            configure(builder)
            definition.screens[index] = builder.screen
        }
    }

    /// Adds an action with no gesture of its own, reached as another action's
    /// `then` or by an edge that names it (MappaMundi's `addScreenAction`).
    ///
    /// - Parameters:
    ///   - then: the screen, action or navigator action that follows.
    ///   - recorder: Swift code run when the action is performed, after `effects`.
    public func addAction(
        _ name: some ScreenGraphName, effects: [String] = [], transitionTo then: (any ScreenGraphName)? = nil,
        file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        recorder: (@MainActor (inout State) -> Void)? = nil
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        var action = ActionDefinition(
            name.screenGraphName, effects: effects.map { ExpressionSource($0, at: location) },
            then: then?.screenGraphName, location: location)
        // As MappaMundi merges: a chain's link that said nothing of `then` takes this declaration's.
        if chainLinks.remove(action.name) != nil, let index = definition.actions.firstIndex(where: { $0.name == action.name }),
            action.then == nil || definition.actions[index].then == nil || definition.actions[index].then == action.then
        {
            action.then = action.then ?? definition.actions[index].then
            definition.actions[index] = action
        } else {
            definition.actions.append(action)
        }
        if let recorder { record(name.screenGraphName, recorder, at: location) }
    }

    /// Declares `name`, a link of a chain after the first, followed by `then`. As in
    /// MappaMundi, a link with no `then` merges with any other declaration of the
    /// action, and one with a `then` completes a link that had none; links that name two
    /// different `then`s are both kept, for the compiler to report.
    func declareChainLink(_ name: String, then: String?, at location: SourcePosition) {
        if let index = definition.actions.firstIndex(where: { $0.name == name }) {
            if then == nil || definition.actions[index].then == then { return }
            if chainLinks.contains(name), definition.actions[index].then == nil {
                definition.actions[index].then = then
                return
            }
        } else {
            chainLinks.insert(name)
        }
        definition.actions.append(ActionDefinition(name, then: then, location: location))
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

    /// Adds a navigator action written in Swift: `body` gets the navigator and moves it
    /// as a test would (MappaMundi's `addNavigatorAction { navigator in ... }`).
    ///
    /// ```swift
    /// map.addNavigatorAction("StartWithOneItem") { navigator in
    ///     try navigator.performAction("DeleteAllItems")
    ///     try navigator.performAction("AddItem")
    /// }
    /// ```
    public func addNavigatorAction(
        _ name: some ScreenGraphName, file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        _ body: @escaping @MainActor (Navigator<State>) throws -> Void
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let run = NavigatorActionBody { object in
            guard let navigator = object as? Navigator<State> else { return }
            try body(navigator)
        }
        definition.navigatorActions.append(NavigatorActionDefinition(name.screenGraphName, steps: [], body: run, location: location))
    }

    /// Says that Swift code (closures, test assertions) reads `fields`, so the checker
    /// does not warn that they are never used.
    public func usedByCode(_ fields: String...) {
        definition.usedByCode.formUnion(fields)
    }

    /// Adds `recorder` to the action `name`'s hooks, wrapped to see `State`.
    func record(_ name: String, _ recorder: @escaping @MainActor (inout State) -> Void, at location: SourcePosition) {
        definition.actionHooks[name, default: ActionHooks()].recorders.append(observer(at: location) { _, state in recorder(&state) })
    }

    /// A closure over the dynamic user state that runs `body` on `State`.
    func observer(
        at location: SourcePosition, _ body: @escaping @MainActor (TestApp?, inout State) throws -> Void
    ) -> StateObserver {
        let codec = codec
        return StateObserver(location: location) { app, user in
            var state = codec.decode(user)
            try body(app, &state)
            codec.encode(state, &user)
        }
    }

    /// Binds `perform` to a new `custom` gesture and returns it: described `description`,
    /// or `fallback`, made unique with a number when another closure has it.
    func closureGesture(
        _ description: String?, fallback: String, at location: SourcePosition,
        _ perform: @escaping @MainActor (TestApp, inout State) throws -> Void
    ) -> Interaction {
        let base = description ?? fallback
        var unique = base
        var number = 1
        while definition.gestureClosures[unique] != nil {
            number += 1
            unique = "\(base) (\(number))"
        }
        let codec = codec
        definition.gestureClosures[unique] = GestureClosure(location: location) { app, user in
            var state = codec.decode(user)
            try perform(app, &state)
            codec.encode(state, &user)
        }
        return Interaction(.custom(unique))
    }

    /// Turns each `then` that names a navigator action into the action's hook: after
    /// the action is performed (returning where it was performed), the navigator runs it.
    func resolveNavigatorActionTargets() {
        let navigatorActions = Set(definition.navigatorActions.map(\.name))
        var followUps: [(action: String, navigatorAction: String)] = []
        func resolve(_ action: inout ActionDefinition) {
            guard let then = action.then, navigatorActions.contains(then) else { return }
            action.then = nil
            followUps.append((action.name, then))
        }
        for screen in definition.screens.indices {
            for action in definition.screens[screen].actions.indices { resolve(&definition.screens[screen].actions[action]) }
        }
        for action in definition.actions.indices { resolve(&definition.actions[action]) }
        for followUp in followUps {
            definition.actionHooks[followUp.action, default: ActionHooks()].followedBy = followUp.navigatorAction
        }
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
        line: UInt = #line, column: UInt = #column, _ body: (GraphBuilder<UserState>) -> Void
    ) throws(GraphError) -> ScreenGraph {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let builder = GraphBuilder<UserState>(
            GraphDefinition(name: name, start: start.screenGraphName, startLocation: location), codec: .identity)
        builder.definition.state = state
        body(builder)
        builder.resolveNavigatorActionTargets()
        return try ScreenGraph(builder.definition)
    }

    /// Builds a graph whose user state is a test's own type: its properties are the
    /// fields, and Swift closures and navigators see that type.
    ///
    /// ```swift
    /// struct DemoState: UserStateModel {
    ///     var numItems = 0
    /// }
    ///
    /// let graph = try ScreenGraph.build(start: "ItemList", state: DemoState.self) { map in
    ///     map.addScreenState("ItemList") { screen in
    ///         screen.tap("items.add", forAction: "AddItem") { state in state.numItems += 1 }
    ///         screen.tap("items.cell.0", to: "ItemDetail", if: "numItems > 0")
    ///     }
    ///     map.addScreenState("ItemDetail") { screen in
    ///         screen.backAction(.tap("nav.back"))
    ///     }
    /// }
    /// ```
    ///
    /// - Throws: ``GraphError``, also when `state` has a property the user state cannot hold.
    public static func build<Model: UserStateModel>(
        name: String? = nil, start: some ScreenGraphName, state: Model.Type, file: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column, _ body: (GraphBuilder<Model>) -> Void
    ) throws(GraphError) -> ScreenGraph {
        let location = SourcePosition(fileID: file, line: line, column: column)
        let builder = GraphBuilder<Model>(
            GraphDefinition(name: name, start: start.screenGraphName, startLocation: location), codec: .model)
        body(builder)
        return try builder.buildGraph()
    }
}

extension GraphBuilder where State: UserStateModel {
    /// A builder to add screens to, then make a navigator from, as MappaMundi's
    /// `MMScreenGraph(for: test, with: T.self)` is: the spelling a ported graph keeps.
    ///
    /// ```swift
    /// let map = GraphBuilder(for: self, with: ShopState.self)
    /// map.addScreenState("Home") { screenState in … }
    /// let navigator = try map.navigator()
    /// ```
    ///
    /// - Parameters:
    ///   - test: the test case, which MappaMundi recorded failures with; unused, since
    ///     navigators throw and `NavigationTestCase` records the failure at the call.
    ///   - state: the user state's type.
    public convenience init(
        for test: AnyObject? = nil, with state: State.Type, file: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) {
        let location = SourcePosition(fileID: file, line: line, column: column)
        self.init(GraphDefinition(startLocation: location), codec: .model)
        addsTablet = true
        runsBuildersLazily = true
    }

    /// Checks the screens and actions added so far and compiles them into a graph
    /// (MappaMundi's `buildGraph()`); the start is the first screen added unless set.
    ///
    /// As MappaMundi's `MMUserState` has `isTablet`, the state of a builder made
    /// `for:with:` has a field `tablet` unless `State` declares one: whether the current app's device
    /// (``CurrentApp/idiom``) is an iPad when the graph is built.
    ///
    /// - Throws: ``GraphError`` with every problem, each at the Swift line that declared it.
    /// - Complexity: O(V + E) plus the size of the expressions.
    public func buildGraph() throws(GraphError) -> ScreenGraph {
        runPendingBuilders()
        let location = definition.startLocation
        do throws(UserStateModelError) {
            definition.state = try UserStateSchema.fields(of: State.self).map { field in
                var field = field
                field.location = location
                return field
            }
        } catch {
            throw GraphError(diagnostics: [Diagnostic(.invalidStructure, error.description, at: location)])
        }
        // MMUserState's `isTablet`, which its predicates read as `tablet` (Key-Value
        // Coding finds a Bool `tablet` through its `isTablet` getter).
        if addsTablet, !definition.state.contains(where: { $0.name == "tablet" }) {
            var tablet = StateField("tablet", .bool, initial: .bool(CurrentApp.idiom == .pad))
            tablet.location = location
            definition.state.append(tablet)
            definition.usedByCode.insert("tablet")
        }
        if definition.start == nil { definition.start = definition.screens.first?.name }
        resolveNavigatorActionTargets()
        return try ScreenGraph(definition)
    }

    /// Builds the graph and a navigator on the current app (``CurrentApp``: the last
    /// ``SimulatedApp`` or navigator's app made), as MappaMundi's `navigator(_:)` does.
    ///
    /// - Parameter screen: where the navigator starts; the graph's start by default.
    /// - Throws: ``GraphError`` when the graph has problems, ``NavigationError`` when
    ///   `screen` is not one of its screens.
    public func navigator(
        _ screen: (any ScreenGraphName)? = nil, filePath: StaticString = #filePath, fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws -> Navigator<State> {
        try Navigator<State>(
            graph: buildGraph(), driver: TestApp(), startingAt: screen, filePath: filePath, fileID: fileID, line: line,
            column: column)
    }
}

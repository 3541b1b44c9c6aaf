extension NavigationError {
    /// An error for the call at `caller`, announced to ``NavigationError/made`` so test
    /// frameworks can place it (every navigator error is made here).
    init(reason: Reason, step: Route.Step? = nil, declaration: SourcePosition? = nil, caller: CallSite) {
        self.init(
            reason: reason, step: step, declaration: declaration, filePath: caller.filePath, fileID: caller.fileID,
            line: caller.line, column: caller.column)
        NavigationError.made?(self)
    }
}

extension Navigator {
    /// Makes the error a failed call throws. Nothing is recorded here: whether it is a
    /// test failure depends on whether the test catches it (`#expect(throws:)`,
    /// `XCTAssertThrowsError`), which only `ScreenGraphTesting` sees, where it escapes.
    func fail(
        _ reason: NavigationError.Reason, step: Route.Step? = nil, declaration: SourcePosition? = nil, caller: CallSite
    ) -> NavigationError {
        var error = NavigationError(reason: reason, step: step, declaration: declaration ?? step?.declaration, caller: caller)
        if step != nil, driver.reportsIdentities, driver.currentScreen == nil {
            switch reason {
            case .timeout, .driver, .closure: error.observations = identitiesNow()
            default: break
            }
        }
        onFailure?(error)
        return error
    }

    /// The most screens a failed step's message checks the identity of.
    static var maximumIdentityChecks: Int { 500 }

    /// Where the app is, told by the screens whose identity (their unconditional
    /// `waitFor ... until exists`) holds now, each asked once without waiting. When the
    /// driver failed (a dead session, a dialog that blocks every command), that failure
    /// is what is said instead, and taken, so that it does not fail the next step too.
    private func identitiesNow() -> [String] {
        let backend = driver.testApp?.backend
        if let fault = backend?.takeFailures().first { return ["the app's driver failed: " + fault] }
        var holding: [String] = []
        var checked = 0
        for screen in 0..<min(graph.screenCount, Self.maximumIdentityChecks) {
            guard graph.screens[screen].waitCondition == nil, let wait = graph.declaration(ofScreen: Int32(screen)).waitFor,
                wait.until == .exists
            else { continue }
            checked += 1
            if driver.waitForElement(wait.element, in: wait.app, until: .exists, timeout: 0) {
                holding.append(Echo.excerpt(graph.nodeNames[screen]))
            }
            if let fault = backend?.takeFailures().first { return ["the app's driver failed while the identities were checked: " + fault] }
        }
        return [
            holding.isEmpty
                ? "no screen's identity holds now (\(checked) screen\(checked == 1 ? "" : "s") with a waitFor checked)"
                : "screens whose identity holds now: " + holding.joined(separator: ", ")
        ]
    }

    /// Plans to `target` and follows the route, planning again whenever Swift code
    /// (observers, recorders, navigator actions run after an action) changes the state
    /// or the place the plan was made for.
    func follow(to target: String, allowingStateChanges: Bool, where condition: String? = nil, caller: CallSite) throws(NavigationError) {
        try observeStartIfNeeded(caller: caller)
        for _ in 0...replanLimit {
            let route: Route
            do throws(PlanningError) {
                route = try planner.route(
                    to: target, from: position, allowingStateChanges: allowingStateChanges, where: condition)
            } catch {
                throw fail(.planning(error), caller: caller)
            }
            switch try follow(route, caller: caller) {
            case .performedTarget: return
            case .diverged: continue
            case .arrived:
                // Arrived with the condition still holding (an observer may have changed it).
                if condition == nil || route.steps.isEmpty || position.user == route.steps.last?.position.user { return }
            }
        }
        throw fail(
            .misuse("gave up reaching '\(target)' after planning \(replanLimit + 1) times: observers keep changing the state"),
            caller: caller)
    }

    private enum Outcome {
        /// Every step was taken as planned.
        case arrived
        /// The route's target, an action, was performed; then Swift code moved the app
        /// or changed the state, so the rest of the route no longer applies.
        case performedTarget
        /// Swift code changed the state or the place before the target was reached.
        case diverged
    }

    /// Follows `route` while the navigator is where and as the route planned.
    private func follow(_ route: Route, caller: CallSite) throws(NavigationError) -> Outcome {
        var planned = route.start
        let targetIsAction = graph.isAction(route.to)
        var performedTarget = false
        for step in route.steps {
            guard position == planned else { return performedTarget ? .performedTarget : .diverged }
            try take(step, caller: caller)
            planned = step.position
            if targetIsAction, step.to == route.to { performedTarget = true }
        }
        return .arrived
    }

    /// Performs one step on the driver and moves to its position; on arriving at a
    /// screen, waits for it, then runs the Swift code the step calls for: the left
    /// screen's exit observers, the entered screen's observers, and the recorders and
    /// follow-up navigator actions of the actions performed on the way.
    func take(_ step: Route.Step, caller: CallSite) throws(NavigationError) {
        try observeStartIfNeeded(caller: caller)
        var closureChange: (before: UserState, after: UserState)?
        if let interaction = step.interaction, interaction.gesture != .noop {
            if case .custom(let description) = interaction.gesture, let closure = graph.declarations.definition.gestureClosures[description] {
                closureChange = try perform(closure, description, step: step, caller: caller)
            } else {
                let typed = try resolvingText(of: interaction, step: step, caller: caller)
                do throws(DriverError) {
                    try driver.perform(typed)
                } catch {
                    throw fail(.driver(error), step: step, caller: caller)
                }
            }
        }
        let left = position.node
        position = step.position
        if let closureChange { closureChanges.append(closureChange) }
        if step.from != step.to, Int(left) < graph.screenCount {
            try run(graph.declaration(ofScreen: left).exitObservers, step: step, caller: caller)
        }
        guard Int(position.node) < graph.screenCount else {
            performedActions.append(step.to)
            return
        }
        // What gesture closures set lands on the declared effects once a screen is reached,
        // as recorders do, so that an action chain is followed to its end first.
        for change in closureChanges { position.user.applyChanges(from: change.before, to: change.after) }
        closureChanges.removeAll()
        let entered = graph.declaration(ofScreen: position.node)
        var failedWait: WaitDefinition?
        if let wait = entered.waitFor, try waitApplies(wait, step: step, caller: caller),
            !driver.waitForElement(wait.element, in: wait.app, until: wait.until, timeout: wait.timeout ?? waitTimeout)
        {
            failedWait = wait
        }
        // A driver that knows its screen turns a timeout into the more telling mismatch.
        if let actual = driver.currentScreen, actual != currentScreen, !Self.noopEdges(join: actual, currentScreen, in: graph) {
            throw fail(.wrongScreen(expected: currentScreen, actual: actual), step: step, caller: caller)
        }
        if let wait = failedWait {
            throw fail(
                .timeout(element: wait.element, seconds: wait.timeout ?? waitTimeout, app: wait.app, until: wait.until),
                step: step, declaration: wait.location ?? entered.location, caller: caller)
        }
        onStep?(step)
        try run(entered.observers, step: step, caller: caller)
        try runActionHooks(step: step, caller: caller)
    }

    /// Runs the start screen's observers before the first move.
    func observeStartIfNeeded(caller: CallSite) throws(NavigationError) {
        guard !startObserved else { return }
        startObserved = true
        try observe(caller: caller)
    }

    /// Whether the entered screen's wait applies: always, or when its `if` holds in the
    /// user state the screen was entered with.
    private func waitApplies(_ wait: WaitDefinition, step: Route.Step, caller: CallSite) throws(NavigationError) -> Bool {
        guard let condition = graph.screens[Int(position.node)].waitCondition else { return true }
        do throws(OverflowError) {
            return try position.user.slots.withUnsafeBufferPointer { slots throws(OverflowError) in try condition.holds(slots) }
        } catch {
            throw fail(.overflow(error, in: condition.source.text), step: step, declaration: wait.location, caller: caller)
        }
    }

    /// The interaction a step performs, with a `typeText` from a field turned into the
    /// field's value now, before the step's effects.
    private func resolvingText(of interaction: Interaction, step: Route.Step, caller: CallSite) throws(NavigationError) -> Interaction {
        guard case .typeTextFrom(let field) = interaction.gesture else { return interaction }
        var typed = interaction
        switch position.user.value(of: field) {
        case .string(let text): typed.gesture = .typeText(text)
        case .int(let number): typed.gesture = .typeText(String(number))
        case .bool(let flag): typed.gesture = .typeText(String(flag))
        case .some(.none), nil: throw fail(.nothingToType(field: field), step: step, caller: caller)
        }
        return typed
    }

    /// Runs the current screen's Swift observers.
    func observe(caller: CallSite) throws(NavigationError) {
        try run(graph.declaration(ofScreen: position.node).observers, step: nil, caller: caller)
    }

    /// Runs Swift closures of the graph; one that throws, or makes the app record a
    /// failure (a gesture on a missing element), fails the step.
    private func run(_ observers: [StateObserver], step: Route.Step?, caller: CallSite) throws(NavigationError) {
        for observer in observers {
            do {
                try observer.observe(driver.testApp, &position.user)
            } catch let error as NavigationError {
                throw error
            } catch {
                throw fail(.closure("the closure at \(observer.location.map(\.description) ?? "?") threw: \(error)"),
                    step: step, declaration: observer.location, caller: caller)
            }
            try checkAppFailures(step: step, declaration: observer.location, caller: caller)
        }
    }

    /// Performs a `custom` gesture's Swift code on the driver's app.
    /// - Returns: the user state before and after, when the closure changed it.
    private func perform(
        _ closure: GestureClosure, _ description: String, step: Route.Step, caller: CallSite
    ) throws(NavigationError) -> (before: UserState, after: UserState)? {
        guard let app = driver.testApp else {
            throw fail(
                .driver(DriverError("the custom gesture '\(description)' runs Swift code that needs an app, and the driver has none")),
                step: step, declaration: closure.location, caller: caller)
        }
        var user = position.user
        do {
            try closure.perform(app, &user)
        } catch let error as NavigationError {
            throw error
        } catch {
            throw fail(.closure("the custom gesture '\(description)' threw: \(error)"), step: step, declaration: closure.location, caller: caller)
        }
        try checkAppFailures(step: step, declaration: closure.location, caller: caller)
        return user == position.user ? nil : (position.user, user)
    }

    /// Fails with the failures the app recorded while Swift code ran, if any.
    private func checkAppFailures(step: Route.Step?, declaration: SourcePosition?, caller: CallSite) throws(NavigationError) {
        guard let failures = driver.testApp?.backend.takeFailures(), !failures.isEmpty else { return }
        throw fail(.driver(DriverError(failures.joined(separator: "; "))), step: step, declaration: declaration, caller: caller)
    }

    /// Runs the recorders, then the follow-up navigator actions, of the actions
    /// performed since the last screen, in the order they were performed.
    private func runActionHooks(step: Route.Step, caller: CallSite) throws(NavigationError) {
        guard !performedActions.isEmpty else { return }
        let performed = performedActions
        performedActions.removeAll()
        var followUps: [String] = []
        for action in performed {
            guard let hooks = graph.declarations.definition.actionHooks[action] else { continue }
            try run(hooks.recorders, step: step, caller: caller)
            if let navigatorAction = hooks.followedBy { followUps.append(navigatorAction) }
        }
        for name in followUps {
            if let navigatorAction = graph.navigatorActions[name] { try run(navigatorAction, caller: caller) }
        }
    }

    /// Performs an action, or runs a navigator action. A navigator action that an
    /// action transitions to is reached as MappaMundi reaches it: by performing the first
    /// such action, in declaration order, that has a route from here.
    func perform(_ name: String, caller: CallSite) throws(NavigationError) {
        try observeStartIfNeeded(caller: caller)
        if let navigatorAction = graph.navigatorActions[name] {
            let leadingIn = graph.declarations.definition.actionHooks.filter { $0.value.followedBy == name }.map(\.key)
            if let action = graph.actionNames.first(where: { leadingIn.contains($0) && can(goto: $0) }) {
                try follow(to: action, allowingStateChanges: false, caller: caller)
            } else {
                try run(navigatorAction, caller: caller)
            }
            return
        }
        guard graph.isAction(name) else {
            guard !graph.isScreen(name) else { throw fail(.misuse("'\(Echo.excerpt(name))' is a screen, not an action: use goto"), caller: caller) }
            let suggestion = Suggestion.closest(to: name, among: graph.actionNames + graph.navigatorActions.keys.sorted())
            throw fail(.planning(.unknownName(name, expected: "an action", suggestion: suggestion)), caller: caller)
        }
        try follow(to: name, allowingStateChanges: false, caller: caller)
    }

    func arrive(at name: String, caller: CallSite) throws(NavigationError) {
        guard let node = graph.nodeIDs[name], Int(node) < graph.screenCount else {
            throw fail(.planning(.unknownName(name, in: graph, screensOnly: true)), caller: caller)
        }
        guard node != position.node else { return }
        guard let next = planner.state(arrivingAt: node, from: position) else {
            let screens = graph.screens
            let statements = screens[Int(position.node)].onExit + screens[Int(node)].onEnter
            let text = statements.map(\.source.text).joined(separator: "; ")
            throw fail(.overflow(statements.overflow(on: position.user.slots), in: text), caller: caller)
        }
        position = next
        startObserved = true
        try observe(caller: caller)
    }

    func toggle(_ field: KeyPath<State, Bool>, to on: Bool, action: String, caller: CallSite) throws(NavigationError) {
        guard state[keyPath: field] != on else { return }
        try perform(action, caller: caller)
        guard state[keyPath: field] == on else {
            throw fail(
                .misuse("performing '\(action)' did not turn \(field) \(on ? "on" : "off")"),
                declaration: graph.nodeIDs[action].map { graph.actions[Int($0) - graph.screenCount].location } ?? nil,
                caller: caller)
        }
    }

    private func run(_ navigatorAction: CompiledNavigatorAction, caller: CallSite) throws(NavigationError) {
        let definition = navigatorAction.definition
        guard navigatorActionDepth < 32 else {
            throw fail(
                .misuse("navigator action '\(definition.name)' nests more than 32 deep"), declaration: definition.location,
                caller: caller)
        }
        navigatorActionDepth += 1
        defer { navigatorActionDepth -= 1 }
        if let body = definition.body {
            do {
                try body.run(self)
            } catch let error as NavigationError {
                throw error
            } catch {
                throw fail(.misuse("navigator action '\(definition.name)' threw \(error)"), declaration: definition.location, caller: caller)
            }
        }
        for step in navigatorAction.steps {
            switch step {
            case .goto(let target): try follow(to: target, allowingStateChanges: false, caller: caller)
            case .perform(let name): try perform(name, caller: caller)
            case .nowAt(let screen): try arrive(at: screen, caller: caller)
            case .set(let statement):
                do throws(OverflowError) {
                    try [statement].apply(to: &position.user.slots)
                } catch {
                    throw fail(.overflow(error, in: statement.source.text), declaration: definition.location, caller: caller)
                }
            }
        }
    }
}

extension Navigator {
    /// Whether `noop` edges, which move the graph and not the app, join screens `a` and
    /// `b` (either way): then they are one screen of the app under two names, as
    /// MappaMundi's graphs use them.
    /// - Complexity: O(V + E), on a mismatch only.
    static func noopEdges(join a: String, _ b: String, in graph: ScreenGraph) -> Bool {
        var neighbours: [String: [String]] = [:]
        for screen in graph.definition.screens {
            for edge in screen.edges where edge.interaction.gesture == .noop {
                neighbours[screen.name, default: []].append(edge.to)
                neighbours[edge.to, default: []].append(screen.name)
            }
        }
        var seen: Set<String> = [a]
        var queue = [a]
        while let name = queue.popLast() {
            if name == b { return true }
            for next in neighbours[name] ?? [] where seen.insert(next).inserted { queue.append(next) }
        }
        return false
    }
}

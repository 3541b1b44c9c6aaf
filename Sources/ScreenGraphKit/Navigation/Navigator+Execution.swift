/// The test's call site, kept for failures.
struct Caller {
    var filePath: StaticString
    var fileID: StaticString
    var line: UInt
    var column: UInt
}

extension Navigator {
    /// Makes the error a failed call throws. Nothing is recorded here: whether it is a
    /// test failure depends on whether the test catches it (`#expect(throws:)`,
    /// `XCTAssertThrowsError`), which only `ScreenGraphTesting` sees, where it escapes.
    func fail(
        _ reason: NavigationError.Reason, step: Route.Step? = nil, declaration: SourcePosition? = nil, caller: Caller
    ) -> NavigationError {
        let error = NavigationError(
            reason: reason, step: step, declaration: declaration ?? step?.declaration, filePath: caller.filePath,
            fileID: caller.fileID, line: caller.line, column: caller.column)
        NavigationError.made?(error)
        onFailure?(error)
        return error
    }

    /// Plans to `target` and follows the route, planning again whenever observers change
    /// the state the plan was made for.
    func follow(to target: String, allowingStateChanges: Bool, where condition: String? = nil, caller: Caller) throws(NavigationError) {
        for _ in 0...replanLimit {
            let route: Route
            do throws(PlanningError) {
                route = try planner.route(
                    to: target, from: position, allowingStateChanges: allowingStateChanges, where: condition)
            } catch {
                throw fail(.planning(error), caller: caller)
            }
            // Arrived with the condition still holding (an observer may have changed it).
            if try follow(route, caller: caller), condition == nil || route.steps.isEmpty || position.user == route.steps.last?.position.user {
                return
            }
        }
        throw fail(
            .misuse("gave up reaching '\(target)' after planning \(replanLimit + 1) times: observers keep changing the state"),
            caller: caller)
    }

    /// Follows `route`; returns false when the state diverged from the plan and the
    /// rest of the route must be planned again.
    private func follow(_ route: Route, caller: Caller) throws(NavigationError) -> Bool {
        var planned = route.start.user
        for step in route.steps {
            guard position.user == planned else { return false }
            try take(step, caller: caller)
            planned = step.position.user
        }
        return true
    }

    /// Performs one step on the driver and moves to its position, then waits for and
    /// observes the screen it entered.
    func take(_ step: Route.Step, caller: Caller) throws(NavigationError) {
        if let interaction = step.interaction, interaction.gesture != .noop {
            do throws(DriverError) {
                try driver.perform(interaction)
            } catch {
                throw fail(.driver(error), step: step, caller: caller)
            }
        }
        position = step.position
        guard Int(position.node) < graph.screenCount else { return }
        let waitFor = graph.declaration(ofScreen: position.node).waitFor
        let arrived = waitFor.map { driver.waitForElement($0, timeout: waitTimeout) } ?? true
        // A driver that knows its screen turns a timeout into the more telling mismatch.
        if let actual = driver.currentScreen, actual != currentScreen {
            throw fail(.wrongScreen(expected: currentScreen, actual: actual), step: step, caller: caller)
        }
        if !arrived, let element = waitFor {
            throw fail(
                .timeout(element: element, seconds: waitTimeout), step: step, declaration: graph.location(ofScreen: position.node),
                caller: caller)
        }
        onStep?(step)
        observe()
    }

    /// Runs the current screen's Swift observers.
    func observe() {
        let observers = graph.declaration(ofScreen: position.node).observers
        guard !observers.isEmpty else { return }
        var state = userState
        for observer in observers { observer.observe(driver, &state) }
        userState = state
    }

    func perform(_ name: String, caller: Caller) throws(NavigationError) {
        if let navigatorAction = graph.navigatorActions[name] {
            try run(navigatorAction, caller: caller)
            return
        }
        guard graph.isAction(name) else {
            let message =
                graph.isScreen(name)
                ? "'\(name)' is a screen, not an action: use goto" : "'\(name)' is not an action of the graph"
            throw fail(.misuse(message), caller: caller)
        }
        try follow(to: name, allowingStateChanges: false, caller: caller)
    }

    func arrive(at name: String, caller: Caller) throws(NavigationError) {
        guard let node = graph.nodeIDs[name], Int(node) < graph.screenCount else {
            throw fail(.planning(.unknownName(name, expected: "a screen")), caller: caller)
        }
        guard node != position.node else { return }
        guard let next = planner.state(arrivingAt: node, from: position) else {
            let screens = graph.screens
            let statements = (screens[Int(position.node)].onExit + screens[Int(node)].onEnter).map(\.source.text)
            throw fail(.overflow(statements.joined(separator: "; ")), caller: caller)
        }
        position = next
        observe()
    }

    func toggle(_ field: String, to on: Bool, action: String, caller: Caller) throws(NavigationError) {
        guard let value = userState.value(of: field), case .bool(let current) = value else {
            throw fail(.misuse("'\(field)' is not a bool field of the user state"), caller: caller)
        }
        guard current != on else { return }
        try perform(action, caller: caller)
        guard userState.value(of: field) == .bool(on) else {
            throw fail(
                .misuse("performing '\(action)' did not turn '\(field)' \(on ? "on" : "off")"),
                declaration: graph.nodeIDs[action].map { graph.actions[Int($0) - graph.screenCount].location } ?? nil,
                caller: caller)
        }
    }

    private func run(_ navigatorAction: CompiledNavigatorAction, caller: Caller) throws(NavigationError) {
        let definition = navigatorAction.definition
        guard navigatorActionDepth < 32 else {
            throw fail(
                .misuse("navigator action '\(definition.name)' nests more than 32 deep"), declaration: definition.location,
                caller: caller)
        }
        navigatorActionDepth += 1
        defer { navigatorActionDepth -= 1 }
        for step in navigatorAction.steps {
            switch step {
            case .goto(let target): try follow(to: target, allowingStateChanges: false, caller: caller)
            case .perform(let name): try perform(name, caller: caller)
            case .nowAt(let screen): try arrive(at: screen, caller: caller)
            case .set(let statement):
                do throws(OverflowError) {
                    try [statement].apply(to: &position.user.slots)
                } catch {
                    throw fail(.overflow(statement.source.text), declaration: definition.location, caller: caller)
                }
            }
        }
    }
}

/// Runs a graph against an app, simulated or real (``LiveApp``): a navigator drives the
/// app, every step is checked (the `waitFor` element, then, where the app can tell, the
/// screen it is really on), and the app's report records each step beside the gestures,
/// waits and interruptions.
///
/// ```swift
/// let executor = try Executor(graph: graph, app: appDefinition, seed: 42, interruptionRate: 0.05)
/// try executor.goto("LoginDetail")
/// print(executor.app.report.text)
/// ```
public final class Executor {
    /// The navigator that plans and takes the steps.
    package let navigator: Navigator<UserState>
    /// The app the steps are taken on; its report records them.
    public let app: any ExecutedApp
    /// The app, when it is the simulated one.
    package var simulatedApp: SimulatedApp? { app as? SimulatedApp }

    /// Creates the app from `definition`, launches it, and puts a navigator on it.
    ///
    /// - Parameters:
    ///   - seed: the seed of the app's random choices and of the injected interruptions.
    ///   - interruptionRate: the chance, before each interaction, of an injected system
    ///     alert or banner.
    ///   - strict: turns the implicit interruption handler off.
    ///   - prepare: sets the app up before it launches: launch arguments and
    ///     environment, permissions, interruption monitors.
    /// - Throws: ``GraphError`` when the app definition does not compile.
    public convenience init(
        graph: ScreenGraph, app definition: AppDefinition, seed: UInt64, interruptionRate: Double = 0, strict: Bool = false,
        preparing prepare: ((SimulatedApp) -> Void)? = nil
    ) throws(GraphError) {
        let app = try SimulatedApp(definition, seed: seed)
        app.isStrict = strict
        if interruptionRate > 0 {
            // A seed of its own, so injecting interruptions leaves the app's other choices as they were.
            app.injection = InterruptionInjection(seed: seed ^ 0x5EED_0F1E_7E22_0B7D, rate: interruptionRate)
        }
        prepare?(app)
        self.init(graph: graph, app: app)
    }

    /// Launches `app` and puts a navigator on it: for a real app (``LiveApp``), or a
    /// simulated one set up by hand.
    ///
    /// - Parameter waitTimeout: how long a screen's `waitFor` waits when it names no timeout.
    package init(graph: ScreenGraph, app: any ExecutedApp, waitTimeout: Double = 5) {
        self.app = app
        app.launch()
        navigator = Navigator(graph: graph, driver: app)
        navigator.waitTimeout = waitTimeout
        navigator.onStep = { [app] step in
            app.report.record(.step, at: app.now, ["from": step.from, "to": step.to, "kind": step.kind.rawValue])
        }
    }

    /// Creates the app from the settings, launches it, and puts a navigator on it.
    ///
    /// - Parameter prepare: sets the app up before it launches.
    /// - Throws: ``GraphError`` when the app definition does not compile.
    package convenience init(graph: ScreenGraph, settings: RunSettings, preparing prepare: ((SimulatedApp) -> Void)? = nil) throws(GraphError) {
        try self.init(
            graph: graph, app: settings.app, seed: settings.seed, interruptionRate: settings.interruptionRate,
            strict: settings.strict, preparing: prepare)
    }

    /// Goes to a screen or performs an action, checking every step.
    /// - Throws: ``NavigationError`` naming the failing step, recorded in the report too.
    public func goto(
        _ target: some ScreenGraphName, allowingStateChanges: Bool = false, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID,
        line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        try reportingFailure { () throws(NavigationError) in
            try checkStart(filePath: filePath, fileID: fileID, line: line, column: column)
            try navigator.goto(
                target, allowingStateChanges: allowingStateChanges, filePath: filePath, fileID: fileID, line: line, column: column)
        }
    }

    /// Takes the steps of a planned route (a tour's, a replayed walk's), checking each.
    /// - Throws: ``NavigationError`` naming the failing step, recorded in the report too.
    package func follow(
        _ route: Route, filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line,
        column: UInt = #column
    ) throws(NavigationError) {
        try reportingFailure { () throws(NavigationError) in
            try checkStart(filePath: filePath, fileID: fileID, line: line, column: column)
            try navigator.follow(route, filePath: filePath, fileID: fileID, line: line, column: column)
        }
    }

    /// Goes to every screen of the graph in declaration order, skipping those with no
    /// route from where the app is.
    ///
    /// - Returns: the screens skipped.
    /// - Throws: ``NavigationError`` at the first step that fails.
    package func visitEveryScreen(
        filePath: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) -> [String] {
        var skipped: [String] = []
        for screen in navigator.graph.screenNames {
            guard navigator.can(goto: screen) else {
                skipped.append(screen)
                continue
            }
            try goto(screen, filePath: filePath, fileID: fileID, line: line, column: column)
        }
        return skipped
    }

    /// Goes to `count` screens and actions picked at random (uniformly among those with
    /// a route from where the app is), as a soak test does.
    ///
    /// - Parameters:
    ///   - seed: the seed of the picks.
    ///   - progress: called after each goto with how many were made.
    /// - Throws: ``NavigationError`` at the first goto that fails.
    package func gotoRandomTargets(
        _ count: Int, seed: UInt64, progress: ((Int) -> Void)? = nil, filePath: StaticString = #filePath,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) throws(NavigationError) {
        var random = SplitMix64(seed: seed)
        let targets = navigator.graph.screenNames + navigator.graph.actionNames
        var made = 0
        while made < count {
            let target = targets[Int.random(in: 0..<targets.count, using: &random)]
            guard navigator.can(goto: target) else { continue }
            try goto(target, filePath: filePath, fileID: fileID, line: line, column: column)
            made += 1
            progress?(made)
        }
    }

    /// Runs `body`, recording its failure in the report before passing it on.
    func reportingFailure(_ body: () throws(NavigationError) -> Void) throws(NavigationError) {
        do {
            try body()
        } catch {
            app.report.record(.failure, at: app.now, ["error": error.message])
            throw error
        }
    }

    /// The app must start where the graph does.
    private func checkStart(filePath: StaticString, fileID: StaticString, line: UInt, column: UInt) throws(NavigationError) {
        guard let actual = app.currentScreen, actual != navigator.currentScreen else { return }
        throw NavigationError(
            reason: .wrongScreen(expected: navigator.currentScreen, actual: actual), step: nil, declaration: nil,
            filePath: filePath, fileID: fileID, line: line, column: column)
    }
}

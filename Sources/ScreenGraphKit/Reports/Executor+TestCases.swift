extension Executor {
    /// Goes to every screen of the graph in declaration order, each goto one test case,
    /// as ``visitEveryScreen(filePath:fileID:line:column:)`` does: a screen with no
    /// route from where the app is is skipped; after a failure the rest are skipped.
    ///
    /// - Parameters:
    ///   - className: the graph's name, for the cases.
    ///   - progress: called after each screen with how many are done and how many there are.
    /// - Returns: the cases, and the screens skipped for want of a route.
    /// - Complexity: one route search per screen, plus the app's work.
    package func gotoEveryScreen(className: String, progress: ((Int, Int) -> Void)? = nil) -> (cases: [TestCaseResult], unreachable: [String]) {
        let screens = navigator.graph.screenNames
        var cases: [TestCaseResult] = []
        var unreachable: [String] = []
        var failed = false
        for (done, screen) in screens.enumerated() {
            let name = "goto \(screen)"
            if failed {
                cases.append(TestCaseResult(name: name, className: className, time: 0, outcome: .skipped("not run: an earlier goto failed")))
            } else if !navigator.can(goto: screen) {
                unreachable.append(screen)
                cases.append(TestCaseResult(name: name, className: className, time: 0, outcome: .skipped("no route from where the app is")))
            } else {
                let result = testCase(named: name, className: className) { try goto(screen) }
                failed = result.isFailure
                cases.append(result)
            }
            progress?(done + 1, screens.count)
        }
        return (cases, unreachable)
    }

    /// Runs routes of a coverage tour, each on a freshly launched app with `settings`
    /// (as a tour's routes expect), each one test case named `route N`; a failing
    /// route does not stop the others.
    ///
    /// - Parameters:
    ///   - routes: each route with its number in the tour, from 1.
    ///   - className: the graph's name, for the cases.
    ///   - prepare: sets each app up before it launches.
    ///   - coverage: counts what the routes exercise, when given.
    ///   - progress: called after each route with how many are done and how many there are.
    /// - Throws: ``GraphError`` when the app definition does not compile.
    /// - Complexity: the app's work for every step of every route.
    package static func runTourRoutes(
        _ routes: [(number: Int, route: Route)], graph: ScreenGraph, className: String, settings: RunSettings,
        preparing prepare: ((SimulatedApp) -> Void)? = nil, coverage: CoverageRecorder? = nil, retries: Int = 0,
        progress: ((Int, Int) -> Void)? = nil
    ) throws(GraphError) -> [TestCaseResult] {
        try runTourRoutes(routes, className: className, coverage: coverage, retries: retries, progress: progress) { () throws(GraphError) in
            try Executor(graph: graph, settings: settings, preparing: prepare)
        }
    }

    /// Runs routes of a coverage tour, each on an executor `makeExecutor` launches anew
    /// (on a real app: a ``LiveApp`` on a backend the routes share), each one test case
    /// named `route N`; a failing route does not stop the others.
    ///
    /// - Parameters:
    ///   - routes: each route with its number in the tour, from 1.
    ///   - className: the graph's name, for the cases.
    ///   - coverage: counts what the routes exercise, when given (a retried route's
    ///     attempts all count: each exercised the app).
    ///   - retries: how many times a failed route is run again, on a new launch; its
    ///     earlier failures stay in the case (``TestCaseResult/earlierFailures``).
    ///   - progress: called after each route with how many are done and how many there are.
    ///   - finished: called with each case and its executor as it ends, before the next
    ///     launch: where a failure's evidence (a screenshot) is saved into the case.
    /// - Throws: what `makeExecutor` throws.
    /// - Complexity: the app's work for every step of every route.
    package static func runTourRoutes<Failure: Error>(
        _ routes: [(number: Int, route: Route)], className: String, coverage: CoverageRecorder? = nil, retries: Int = 0,
        progress: ((Int, Int) -> Void)? = nil, finished: ((inout TestCaseResult, Executor) -> Void)? = nil,
        executor makeExecutor: () throws(Failure) -> Executor
    ) throws(Failure) -> [TestCaseResult] {
        var cases: [TestCaseResult] = []
        for (done, item) in routes.enumerated() {
            var earlier: [TestFailure] = []
            while true {
                let executor = try makeExecutor()
                coverage?.attach(to: executor)
                var result = executor.testCase(named: "route \(item.number)", className: className) { try executor.follow(item.route) }
                finished?(&result, executor)
                guard case .failed(let failure) = result.outcome, earlier.count < retries else {
                    result.earlierFailures = earlier
                    cases.append(result)
                    break
                }
                earlier.append(failure)
            }
            progress?(done + 1, routes.count)
        }
        return cases
    }
}

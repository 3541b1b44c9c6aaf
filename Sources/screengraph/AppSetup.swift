import ScreenGraphKit

/// How `run` sets the simulated app up before it launches, from its flags:
/// `--launch-argument`, `--launch-environment`, `--reset-authorization` and `--monitors`.
struct AppSetup {
    var launchArguments: [String] = []
    var launchEnvironment: [String: String] = [:]
    var resets: [ProtectedResource] = []
    var monitors: [InterruptionMonitorFile.Monitor] = []

    /// Reads the flags, checking each.
    init(_ arguments: Arguments) throws(Exit) {
        launchArguments = arguments.values(.launchArgument)
        for assignment in arguments.values(.launchEnvironment) {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw .usage("'--launch-environment \(Echo.excerpt(assignment))' must be KEY=VALUE")
            }
            launchEnvironment[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        for name in arguments.values(.resetAuthorization) {
            guard let resource = ProtectedResource(rawValue: name) else {
                let names = ProtectedResource.allCases.map(\.rawValue).joined(separator: ", ")
                throw .usage("'--reset-authorization \(Echo.excerpt(name))': unknown resource; expected one of: \(names)")
            }
            resets.append(resource)
        }
        if let path = arguments.value(.monitors) {
            do {
                monitors = try InterruptionMonitorFile(contentsOfFile: path).monitors
            } catch {
                throw Exit(error)
            }
        }
    }

    /// Whether any flag asks for something.
    var isEmpty: Bool { launchArguments.isEmpty && launchEnvironment.isEmpty && resets.isEmpty && monitors.isEmpty }

    /// Sets `app` up: the one place the CLI calls the simulated app's own API. The
    /// monitors are added in file order, so the last one is asked first, as
    /// `addUIInterruptionMonitor(withDescription:handler:)` does.
    func configure(_ app: SimulatedApp) {
        configure(app.app)
    }

    /// Sets up the app under test of any backend: a real app's too.
    func configure(_ app: TestApp) {
        app.launchArguments = launchArguments
        app.launchEnvironment = launchEnvironment
        for resource in resets { app.resetAuthorizationStatus(for: resource) }
        for monitor in monitors { monitor.register(on: app) }
    }
}

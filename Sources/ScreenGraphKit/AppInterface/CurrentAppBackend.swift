/// The backend of `TestApp()`: the current app's (``CurrentApp``), looked up at each
/// call, so an app made before its navigator reaches the navigator's app.
///
/// With no current app, queries find nothing, launching does nothing, and a gesture
/// records a failure that says so.
final class CurrentAppBackend: AppBackend {
    private var pending: [String] = []
    private var current: (any AppBackend)? { CurrentApp.backend }

    private static let noApp =
        "No app is current for TestApp(): create a SimulatedApp, or a navigator with an app as its driver, first"

    func launchArguments(of app: AppTarget) -> [String] { current?.launchArguments(of: app) ?? [] }
    func setLaunchArguments(_ arguments: [String], of app: AppTarget) { current?.setLaunchArguments(arguments, of: app) }
    func launchEnvironment(of app: AppTarget) -> [String: String] { current?.launchEnvironment(of: app) ?? [:] }
    func setLaunchEnvironment(_ environment: [String: String], of app: AppTarget) {
        current?.setLaunchEnvironment(environment, of: app)
    }
    func launch(_ app: AppTarget) { current?.launch(app) ?? pending.append(Self.noApp) }
    func activate(_ app: AppTarget) { current?.activate(app) ?? pending.append(Self.noApp) }
    func terminate(_ app: AppTarget) { current?.terminate(app) }
    func state(of app: AppTarget) -> TestApp.State { current?.state(of: app) ?? .unknown }
    func resetAuthorizationStatus(for resource: ProtectedResource) { current?.resetAuthorizationStatus(for: resource) }
    func count(_ query: ElementPath) -> Int { current?.count(query) ?? 0 }
    func attributes(of element: ElementPath) -> ElementAttributes? { current?.attributes(of: element) }
    func isHittable(_ element: ElementPath) -> Bool { current?.isHittable(element) ?? false }
    func perform(_ gesture: ElementGesture, on element: ElementPath) {
        guard let current else { return pending.append("Failed to \(gesture): \(Self.noApp)") }
        current.perform(gesture, on: element)
    }
    func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
        current?.wait(for: element, until: condition, timeout: timeout) ?? false
    }
    func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken {
        guard let current else {
            pending.append(Self.noApp)
            return InterruptionMonitorToken(id: -1)
        }
        return current.addUIInterruptionMonitor(withDescription: description, handler: handler)
    }
    func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) { current?.removeUIInterruptionMonitor(token) }
    func takeFailures() -> [String] {
        defer { pending = [] }
        return pending + (current?.takeFailures() ?? [])
    }
}

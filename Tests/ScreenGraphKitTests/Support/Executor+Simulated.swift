@testable import ScreenGraphKit

extension Executor {
    /// The simulated app of an executor a test made on one: the scenario tests read its
    /// settings, permissions and elements, which a real app's executor has not.
    var simulated: SimulatedApp {
        guard let app = simulatedApp else { preconditionFailure("the executor runs on a real app, not the simulated one") }
        return app
    }
}

/// A navigator call that failed, with the test's call site and the graph declaration
/// that was in play.
///
/// It carries the caller's `#filePath`, `#fileID`, line and column so it can be
/// reported where the test called, with XCTest or with Swift Testing:
///
/// ```swift
/// navigator.onFailure = { XCTFail($0.description, file: $0.filePath, line: $0.line) }
/// navigator.onFailure = {
///     Issue.record(Comment(rawValue: $0.description), sourceLocation: SourceLocation(
///         fileID: "\($0.fileID)", filePath: "\($0.filePath)", line: Int($0.line), column: Int($0.column)))
/// }
/// ```
public struct NavigationError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No route, or a name that is not in the graph.
        case planning(PlanningError)
        /// The driver could not perform a step's gesture.
        case driver(DriverError)
        /// A screen's `waitFor` element did not appear in time.
        case timeout(element: String, seconds: Double)
        /// The call does not apply here (performing a screen, `back` with no back gesture, ...).
        case misuse(String)
        /// An effect overflowed.
        case overflow(String)
        /// After a step, the app was on another screen than the graph says.
        case wrongScreen(expected: String, actual: String)
    }

    public var reason: Reason
    /// The step that failed, when a route was being followed.
    public var step: Route.Step?
    /// Where the graph declares what failed.
    public var declaration: SourcePosition?
    public var filePath: StaticString
    public var fileID: StaticString
    public var line: UInt
    public var column: UInt

    /// What failed and where the graph declares it, without the caller's location:
    /// `step A → B (tap 'x') failed: ...`, then `declared at FILE:LINE:COLUMN`.
    public var message: String { text(calledAt: nil) }

    /// The message with the caller's location: `called at FILE:LINE:COLUMN`.
    public var description: String { text(calledAt: "\(fileID):\(line):\(column)") }

    private func text(calledAt caller: String?) -> String {
        var text: String
        switch reason {
        case .planning(let error): text = error.description
        case .driver(let error): text = error.message
        case .timeout(let element, let seconds): text = "'\(element)' did not appear within \(formatNumber(seconds)) s"
        case .misuse(let message): text = message
        case .overflow(let statement): text = "integer overflow in '\(statement)'"
        case .wrongScreen(let expected, let actual): text = "the app is on '\(actual)', not on '\(expected)' as the graph says"
        }
        if let step {
            var described = "\(step.from) → \(step.to)"
            if let interaction = step.interaction { described += " (\(interaction))" }
            text = "step \(described) failed: \(text)"
        }
        if let caller { text += "\n  called at \(caller)" }
        if let declaration { text += "\n  declared at \(declaration)" }
        return text
    }
}

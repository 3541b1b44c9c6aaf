/// A navigator call that failed, with the test's call site and the graph declaration
/// that was in play.
///
/// It carries the caller's `#filePath`, `#fileID`, line and column, and ``declaration``,
/// where the graph declares the screen, edge or action that failed. A test lets it
/// escape (`try navigator.goto(...)`); the `ScreenGraphTesting` library then records one
/// failure at the caller's line, with XCTest (`NavigationTestCase`) or with Swift
/// Testing (the `.navigationFailures` trait). See "Failures in XCTest and Swift
/// Testing" in `Docs/Guide.md`.
///
/// To record it yourself, use its locations as they are. In Swift Testing a
/// `SourceLocation`, not the graph's ``SourcePosition``, names where an issue is:
///
/// ```swift
/// do {
///     try navigator.goto(Screen.itemDetail)
/// } catch {
///     Issue.record(error, sourceLocation: SourceLocation(
///         fileID: "\(error.fileID)", filePath: "\(error.filePath)",
///         line: Int(error.line), column: Int(error.column)))
/// }
/// ```
///
/// `error.sourceLocation` (in `ScreenGraphTesting`) builds the same location without
/// trapping on a line or column of 0.
public struct NavigationError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Sendable, Equatable {
        /// No route, or a name that is not in the graph.
        case planning(PlanningError)
        /// The driver could not perform a step's gesture.
        case driver(DriverError)
        /// A screen's `waitFor` element did not appear in time (or, `until: .gone`, did
        /// not go away); `app` is the app it was looked for in.
        case timeout(element: String, seconds: Double, app: AppTarget = .app, until: ElementPresence = .exists)
        /// A `typeText` from a field found the field holding `nil`.
        case nothingToType(field: String)
        /// The call does not apply here (performing a screen, `back` with no back gesture, ...).
        case misuse(String)
        /// An effect overflowed.
        case overflow(String)
        /// An effect or condition joined a string longer than 7 UTF-8 bytes, the most a
        /// user state's string made by `+` holds (Docs/Limits.md).
        case stringTooLong(String)
        /// After a step, the app was on another screen than the graph says.
        case wrongScreen(expected: String, actual: String)
        /// A Swift closure of the graph (a gesture, an observer, a recorder) threw.
        case closure(String)
    }

    /// What went wrong.
    public var reason: Reason
    /// The step that failed, when a route was being followed.
    public var step: Route.Step?
    /// Where the graph declares what failed: a `#fileID`, line and column for a graph
    /// built in Swift, the graph file's path, line and column for a graph read from a file.
    package var declaration: SourcePosition?
    /// The `#filePath` of the navigator call that failed.
    package var filePath: StaticString
    /// The `#fileID` of the navigator call that failed.
    package var fileID: StaticString
    /// The line of the navigator call that failed.
    package var line: UInt
    /// The column of the navigator call that failed.
    package var column: UInt
    /// What the navigator saw of the app when a step failed on a driver that cannot
    /// name its screen (a real app): the screens whose identity held then.
    package var observations: [String] = []

    /// What failed and where the graph declares it, without the caller's location:
    /// `step A → B (tap 'x') failed: ...`, then `declared at FILE:LINE:COLUMN`. A name
    /// longer than 120 Unicode scalars shows by its start and end, and a control
    /// character in one as `\u{7}`.
    public var message: String { text(calledAt: nil) }

    /// The message with the caller's location: `called at FILE:LINE:COLUMN`.
    public var description: String { text(calledAt: "\(fileID):\(line):\(column)") }

    private func text(calledAt caller: String?) -> String {
        var text: String
        switch reason {
        case .planning(let error): text = error.description
        case .driver(let error): text = error.message
        case .timeout(let element, let seconds, let app, let until):
            let place = app == .app ? "" : app == .system ? " in the system UI" : " in the Settings app"
            text = "'\(Echo.excerpt(element))'\(place) did not \(until == .exists ? "appear" : "go away") within \(formatNumber(seconds)) s"
        case .nothingToType(let field): text = "typeText from '\(Echo.excerpt(field))': the field is nil, so there is no text to type"
        case .misuse(let message): text = message
        case .overflow(let statement): text = "\(OverflowError.summary(joinsStrings: false)) in '\(Echo.excerpt(statement))'"
        case .stringTooLong(let statement): text = "\(OverflowError.summary(joinsStrings: true)) in '\(Echo.excerpt(statement))'"
        case .wrongScreen(let expected, let actual): text = "the app is on '\(Echo.excerpt(actual))', not on '\(Echo.excerpt(expected))' as the graph says"
        case .closure(let message): text = message
        }
        if let step {
            var described = "\(Echo.excerpt(step.from)) → \(Echo.excerpt(step.to))"
            if let interaction = step.interaction { described += " (\(interaction))" }
            text = "step \(described) failed: \(text)"
        }
        for observation in observations { text += "\n  " + observation }
        if let caller { text += "\n  called at \(caller)" }
        if let declaration { text += "\n  declared at \(declaration)" }
        return text
    }
}

extension NavigationError {
    /// Called with every error a navigator makes in the current task, or on the current
    /// thread outside tasks, as it is made.
    ///
    /// swift-corelibs-xctest (XCTest on Linux) records an error thrown out of a test by
    /// its text alone, at no location. `ScreenGraphTesting` binds this around each test
    /// so it can tell which error that text is and record it at the error's call site.
    /// Package-internal: it is plumbing between the two targets, not a user hook
    /// (``Navigator/onFailure`` is that).
    @TaskLocal package static var made: (@Sendable (NavigationError) -> Void)?
}

extension NavigationError.Reason {
    /// The reason for `error`, met in `text`: an integer overflow or a string joined too long.
    static func overflow(_ error: OverflowError?, in text: String) -> Self {
        error?.joinsStrings == true ? .stringTooLong(text) : .overflow(text)
    }
}

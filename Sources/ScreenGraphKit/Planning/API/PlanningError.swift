/// Why there is no route.
public enum PlanningError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A way the search could not take, and why.
    public struct ClosedWay: Sendable, Equatable, CustomStringConvertible {
        package var from: String
        package var to: String
        package var interaction: Interaction?
        /// Why it was closed: a guard that did not hold with the values it read, an
        /// action with effects while state changes are not allowed, or an overflow.
        package var reason: String
        package var declaration: SourcePosition?

        public var description: String {
            var text = "\(Echo.excerpt(from)) → \(Echo.excerpt(to))"
            if let interaction { text += " (\(interaction))" }
            text += ": \(reason)"
            if let declaration { text += " [\(declaration)]" }
            return text
        }
    }

    /// A name that is not in the graph, or not of the kind the call needs, with the
    /// closest name of that kind when one is close: `'Setings' is not a screen of the
    /// graph; did you mean 'Settings'?`.
    case unknownName(String, expected: String, suggestion: String? = nil)
    /// No sequence of moves leads from `from` to `to`, whatever the state.
    case disconnected(from: String, to: String)
    /// Every way that leads on to the target was closed along the search.
    case closed(from: String, to: String, ways: [ClosedWay])
    /// The search explored `limit` states without finding a route; `nearest` is the
    /// explored state closest to the target (a state-aware search knows it).
    case searchLimit(from: String, to: String, limit: Int, nearest: String?)
    /// The target screen can be reached, but never in a state where `condition` holds.
    case unsatisfiable(from: String, to: String, condition: String, nearest: String?)
    /// The condition of ``Planner/route(to:where:from:state:backStack:)`` has an error.
    case invalidCondition(Diagnostic)

    /// One message; a name or condition longer than 120 Unicode scalars shows by its
    /// start and end, and a control character in one as `\u{7}`.
    public var description: String {
        switch self {
        case .unknownName(let name, let expected, let suggestion):
            return "'\(Echo.excerpt(name))' is not \(expected) of the graph" + Suggestion.didYouMean(suggestion.map(Echo.excerpt))
        case .disconnected(let from, let to):
            let from = Echo.excerpt(from)
            return "no route from '\(from)' to '\(Echo.excerpt(to))': nothing leads there from '\(from)', whatever the state"
        case .closed(let from, let to, let ways):
            return "no route from '\(Echo.excerpt(from))' to '\(Echo.excerpt(to))': the way is closed\n"
                + ways.map { "  \($0)" }.joined(separator: "\n")
        case .searchLimit(let from, let to, let limit, let nearest):
            return "no route from '\(Echo.excerpt(from))' to '\(Echo.excerpt(to))' found within the search limit of \(limit) states"
                + (nearest.map { "; the nearest state reached: \($0)" } ?? "")
        case .unsatisfiable(let from, let to, let condition, let nearest):
            return "no route from '\(Echo.excerpt(from))' to '\(Echo.excerpt(to))' where \(Echo.excerpt(condition)): no reachable state satisfies it"
                + (nearest.map { "; the nearest state reached: \($0)" } ?? "")
        case .invalidCondition(let diagnostic):
            return diagnostic.description
        }
    }
}

extension PlanningError {
    /// ``unknownName(_:expected:suggestion:)`` for `name`, which is not a screen of
    /// `graph` (or, unless `screensOnly`, a screen or an action), suggesting the closest
    /// name that is.
    static func unknownName(_ name: String, in graph: ScreenGraph, screensOnly: Bool) -> PlanningError {
        .unknownName(
            name, expected: screensOnly ? "a screen" : "a screen or an action",
            suggestion: graph.closestName(to: name, screensOnly: screensOnly))
    }
}

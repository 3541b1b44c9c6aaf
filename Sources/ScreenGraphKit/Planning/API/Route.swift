import Foundation

/// A planned way from one screen to a screen or action: the steps and their total cost.
///
/// A route is a value: plan it, print it, compare it, then hand it to a navigator or
/// executor. Every effect it applies is listed on the step that applies it.
public struct Route: Sendable, CustomStringConvertible {
    /// What a step does.
    package enum StepKind: String, Sendable {
        /// An edge of a screen.
        case edge
        /// A way into an action declared on a screen.
        case action
        /// The move from an action to its `then`.
        case then
        /// The move from an action back to where it was performed.
        case `return`
        /// A back gesture.
        case back
    }

    /// One step of a route.
    public struct Step: Sendable {
        /// The screen or action the step starts on.
        public var from: String
        /// The screen or action it ends on.
        public var to: String
        package var kind: StepKind
        /// The gesture, for `edge`, `action` and `back` steps.
        public var interaction: Interaction?
        /// The statements applied, in order: the `onExit` of the screen left, an
        /// action's effects, the `onEnter` of the screen entered.
        public var effects: [String]
        public var cost: Double
        /// Where the edge, action or back gesture was declared.
        package var declaration: SourcePosition?
        /// Where the step leaves the navigator.
        var position: NavigationState

        /// The user state after the step.
        package var state: UserState { position.user }
    }

    /// The screen the route starts on.
    public var from: String
    /// The screen or action it reaches.
    public var to: String
    public var steps: [Step]
    /// The sum of the steps' costs.
    public var cost: Double
    var start: NavigationState

    /// The screen the route ends on.
    public var destination: String { steps.last.map(\.to) ?? from }

    /// Numbered steps, then the total cost.
    public var description: String {
        var lines = steps.enumerated().map { index, step in
            var line = "\(index + 1). \(Echo.excerpt(step.from)) → \(Echo.excerpt(step.to))  \(step.kind.rawValue)"
            if let interaction = step.interaction { line += " \(interaction)" }
            if !step.effects.isEmpty { line += "  [\(step.effects.map { Echo.excerpt($0) }.joined(separator: "; "))]" }
            return line
        }
        lines.append("cost \(formatNumber(cost))")
        return lines.joined(separator: "\n")
    }
}

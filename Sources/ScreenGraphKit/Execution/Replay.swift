/// One step of a route as route files write it (`screengraph route --json`), matched
/// by identity when replayed: from, to, kind, gesture and element.
package struct ReplayStep: Hashable, Sendable, CustomStringConvertible {
    /// The screen or action the step starts from.
    package var from: String
    /// The screen or action it leads to.
    package var to: String
    /// `edge`, `action`, `then`, `return` or `back`.
    package var kind: String
    /// The gesture, `nil` for steps without one.
    package var gesture: String?
    /// The element the gesture is made on, if any.
    package var element: String?

    /// Creates a step from its parts.
    package init(from: String, to: String, kind: String, gesture: String? = nil, element: String? = nil) {
        self.from = from
        self.to = to
        self.kind = kind
        self.gesture = gesture
        self.element = element
    }

    /// The step of a planned route, as a route file writes it.
    package init(_ step: Route.Step) {
        self.init(
            from: step.from, to: step.to, kind: step.kind.rawValue, gesture: step.interaction?.gesture.description,
            element: step.interaction?.element)
    }

    /// `ItemList → Editing  edge tap 'items.edit'`.
    package var description: String {
        var text = "\(Echo.excerpt(from)) → \(Echo.excerpt(to))  \(Echo.excerpt(kind))"
        if let gesture { text += " \(Echo.excerpt(gesture))" }
        if let element { text += " '\(Echo.excerpt(element))'" }
        return text
    }
}

/// Why a replay stopped.
package enum ReplayError: Error, Sendable, CustomStringConvertible {
    /// Step `index` (from 0) is not a move open where the replay stands.
    case unavailable(index: Int, step: ReplayStep)
    /// Step `index` failed on the app.
    case failed(index: Int, NavigationError)

    /// One line: the step that is not open, or the failure.
    package var description: String {
        switch self {
        case .unavailable(let index, let step): "step \(index + 1) (\(step)) is not a move the graph has open there"
        case .failed(_, let error): error.message
        }
    }
}

extension Executor {
    /// Replays steps from where the navigator is, each matched to an open move and
    /// performed and checked like any step.
    ///
    /// - Throws: ``ReplayError`` at the first step that is not open or that fails.
    package func replay(_ steps: [ReplayStep]) throws(ReplayError) {
        for (index, wanted) in steps.enumerated() {
            let moves = navigator.planner.openMoves(from: navigator.position)
            guard let move = moves.first(where: { ReplayStep($0.step) == wanted }) else {
                throw .unavailable(index: index, step: wanted)
            }
            do {
                try take(move.step)
            } catch {
                throw .failed(index: index, error)
            }
        }
    }
}

/// The routes of the authored graph's tour that failed on the app, as findings at the
/// line of the gesture that went wrong.
extension DriftComparison {
    /// Adds a finding for each failed route whose line no finding names yet.
    mutating func report(_ tour: DrivenTour) {
        var lines = Set(findings.compactMap { $0.diagnostic.location.map(LineKey.init) })
        for failure in tour.failures {
            let location = failure.gesture?.declaration ?? failure.error.declaration
            guard lines.insert(location.map(LineKey.init) ?? LineKey(file: "", line: 0)).inserted else { continue }
            report(failure, at: location)
        }
    }

    private struct LineKey: Hashable {
        var file: String
        var line: Int
        init(_ position: SourcePosition) { (file, line) = (position.file, position.line) }
        init(file: String, line: Int) { (self.file, self.line) = (file, line) }
    }

    private mutating func report(_ failure: DrivenTour.Failure, at location: SourcePosition?) {
        let error = failure.error
        let onRoute = "on route \(failure.route) of the graph's tour"
        guard let step = error.step, let gesture = failure.gesture, let interaction = gesture.interaction else {
            add(.routeFailed, "a step \(onRoute) failed: \(error.message)", at: location)
            return
        }
        let screen = gesture.from
        switch error.reason {
        case .driver where interaction.element != nil && step.declaration == gesture.declaration:
            let identifier = interaction.element ?? ""
            let present = failure.seen.contains { $0.app == interaction.app && $0.identifier == identifier }
            let suggestion = present ? nil : renamed(identifier, in: interaction.app, on: screen, seen: failure.seen)
            let what = present ? "is covered or cannot be acted on" : "is gone"
            add(.elementGone, "element '\(identifier)' \(what) from screen '\(screen)' \(onRoute)\(Suggestion.didYouMean(suggestion))", at: location)
        case .timeout:
            let holding = authored.screens.filter { screen in
                guard let wait = screen.waitFor, wait.until == .exists else { return false }
                return failure.seen.contains { $0.app == wait.app && $0.identifier == wait.element && $0.isHittable }
            }.map(\.name)
            let outcome =
                if holding == [screen] { "stayed on '\(screen)'" } else if holding.isEmpty {
                    "led to a screen the graph does not have"
                } else { "led to " + holding.map { "'\($0)'" }.joined(separator: " or ") }
            let guardText = condition(at: gesture.declaration).map { ", contradicting its guard '\($0)', which held" } ?? ""
            add(.wrongTarget, "\(interaction.description) on '\(screen)' \(outcome) \(onRoute), where the graph says \(step.to)\(guardText)", at: location)
        default:
            add(.routeFailed, "\(interaction.description) on '\(screen)' \(onRoute) failed: \(error.message)", at: location)
        }
    }

    /// An identifier the app shows now that the authored screen does not know and that
    /// looks like `identifier`: a rename.
    private func renamed(_ identifier: String, in app: AppTarget, on screen: String, seen: [ObservedElement]) -> String? {
        let definition = authored.screens.first { $0.name == screen }
        let known = Set((definition.map(gestures(of:)) ?? []).compactMap(\.interaction.element) + [definition?.waitFor?.element].compactMap { $0 })
        let candidates = seen.filter { $0.app == app && $0.isHittable && !known.contains($0.identifier) }.map(\.identifier)
        return Suggestion.closest(to: identifier, among: Set(candidates).sorted())
    }

    /// The guard of the edge or action declared at `location`.
    private func condition(at location: SourcePosition?) -> String? {
        guard let location else { return nil }
        for screen in authored.screens {
            if let edge = screen.edges.first(where: { $0.location == location }) { return edge.condition?.text }
            if let action = screen.actions.first(where: { $0.location == location }) { return action.condition?.text }
        }
        return authored.actions.first { $0.location == location }?.condition?.text
    }
}

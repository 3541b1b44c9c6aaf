/// What a wait waits for: an element to exist, or to be gone (the spec's `until`).
public enum ElementPresence: String, Sendable, CaseIterable, Hashable {
    /// The element exists: the default.
    case exists
    /// The element does not exist: a spinner that went away, an alert that closed.
    case gone
}

extension ElementCondition {
    /// The backend's condition for a wait's `until`.
    package init(_ presence: ElementPresence) {
        self = presence == .exists ? .exists : .gone
    }
}

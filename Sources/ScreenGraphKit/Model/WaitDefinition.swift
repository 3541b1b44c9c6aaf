/// What a navigator waits for on entering a screen before the screen counts as entered:
/// the spec's `waitFor`, as a string or as an object.
///
/// By default it waits for an element of the app under test to exist, for the
/// navigator's `waitTimeout`. It can look in another app (`in`), wait for the element to
/// be gone (`until`), apply only when a predicate holds on entering (`if`), and wait
/// longer or shorter than the navigator's default (`timeout`):
///
/// ```swift
/// screen.waitFor = "feed.list"
/// screen.waitFor = WaitDefinition("spinner", until: .gone, if: "loading", timeout: 30)
/// ```
package struct WaitDefinition: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The accessibility identifier of the element waited for.
    package var element: String
    /// The app whose element tree holds ``element``: the spec's `in`.
    package var app: AppTarget
    /// Whether the element must exist (the default) or be gone.
    package var until: ElementPresence
    /// The wait applies only when this predicate holds on entering: in the user state
    /// the screen is entered with, after the move's effects and the screen's `onEnter`.
    package var condition: ExpressionSource?
    /// How long to wait, in seconds, instead of the navigator's `waitTimeout`.
    package var timeout: Double?
    /// Where the wait was declared.
    package var location: SourcePosition?

    /// Creates a wait; with only an element, it waits for that element of the app under
    /// test to exist.
    package init(
        _ element: String, in app: AppTarget = .app, until: ElementPresence = .exists, if condition: ExpressionSource? = nil,
        timeout: Double? = nil, location: SourcePosition? = nil
    ) {
        self.element = element
        self.app = app
        self.until = until
        self.condition = condition
        self.timeout = timeout
        self.location = location
    }

    /// A wait for the element `element` of the app under test to exist.
    package init(stringLiteral element: String) { self.init(element) }

    /// Whether it says no more than an element identifier: the spec's string form.
    package var isPlain: Bool { app == .app && until == .exists && condition == nil && timeout == nil }

    package static func == (lhs: WaitDefinition, rhs: WaitDefinition) -> Bool {
        lhs.element == rhs.element && lhs.app == rhs.app && lhs.until == rhs.until && lhs.condition == rhs.condition
            && lhs.timeout == rhs.timeout
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(element)
        hasher.combine(app)
        hasher.combine(until)
        hasher.combine(condition)
        hasher.combine(timeout)
    }
}

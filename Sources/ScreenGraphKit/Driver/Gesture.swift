/// An interaction with the app, as the spec's gesture objects describe it.
public enum Gesture: Hashable, Sendable, CustomStringConvertible {
    case tap
    case doubleTap
    /// A long press lasting `duration` seconds.
    case press(duration: Double)
    case typeText(String)
    /// Types the value of a `string` or `int` user-state field, as it is at that step (the
    /// spec's `textFrom`). A navigator resolves it to ``typeText(_:)`` before a driver
    /// sees it; a driver given it unresolved fails.
    case typeTextFrom(String)
    case swipeLeft, swipeRight, swipeUp, swipeDown
    /// Sets a switch on: taps the switch itself, not the row's centre, and checks its value.
    case toggleOn
    /// Sets a switch off.
    case toggleOff
    /// No interaction: the app is already there.
    case noop
    /// An interaction the graph cannot express; a driver resolves it by its description.
    case custom(String)

    /// A long press of one second, the spec's default.
    package static let press = Gesture.press(duration: 1)

    /// The gestures that take no parameter, by their spec name, for the file readers.
    static let parameterless: [String: Gesture] = Dictionary(
        uniqueKeysWithValues: [Gesture.tap, .doubleTap, .swipeLeft, .swipeRight, .swipeUp, .swipeDown, .toggleOn, .toggleOff, .noop]
            .map { ($0.kind, $0) })

    /// Every spec name, for messages.
    static let kindList =
        "tap, doubleTap, press, typeText, swipeLeft, swipeRight, swipeUp, swipeDown, toggleOn, toggleOff, noop or custom"

    /// The spec's name for the kind: `tap`, `press`, `typeText`, ...
    package var kind: String {
        switch self {
        case .tap: "tap"
        case .doubleTap: "doubleTap"
        case .press: "press"
        case .typeText, .typeTextFrom: "typeText"
        case .swipeLeft: "swipeLeft"
        case .swipeRight: "swipeRight"
        case .swipeUp: "swipeUp"
        case .swipeDown: "swipeDown"
        case .toggleOn: "toggleOn"
        case .toggleOff: "toggleOff"
        case .noop: "noop"
        case .custom: "custom"
        }
    }

    /// Whether the gesture acts on an element and so needs an accessibility identifier.
    package var needsElement: Bool {
        switch self {
        case .noop, .custom: false
        default: true
        }
    }

    /// `tap`, `press(2.0)`, `typeText("abc")`, `typeText(from: url)`, `custom("shake")`.
    public var description: String {
        switch self {
        case .press(let duration): "press(\(duration))"
        case .typeText(let text): "typeText(\(Escaping.expressionString(text)))"
        case .typeTextFrom(let field): "typeText(from: \(field))"
        case .custom(let description): "custom(\(Escaping.expressionString(description)))"
        default: kind
        }
    }
}

/// A gesture on an element: what a step does to the app.
public struct Interaction: Hashable, Sendable, CustomStringConvertible {
    /// The gesture.
    public var gesture: Gesture
    /// The accessibility identifier it acts on; `nil` for `noop` and `custom`.
    public var element: String?
    /// The app whose element tree holds ``element``: the spec's `in`.
    public var app: AppTarget

    /// Creates an interaction.
    public init(_ gesture: Gesture, element: String? = nil, in app: AppTarget = .app) {
        self.gesture = gesture
        self.element = element
        self.app = app
    }

    /// A tap on `element`.
    public static func tap(_ element: String) -> Interaction { Interaction(.tap, element: element) }

    /// `tap 'nav.back'`, `tap 'Allow' in system`, or the gesture alone when there is no element.
    public var description: String {
        guard let element else { return gesture.description }
        return "\(gesture) '\(Echo.excerpt(element))'" + (app == .app ? "" : " in \(app.rawValue)")
    }
}

/// How a query or an element was reached from its app, step by step, as XCUITest
/// builds `XCUIElementQuery` chains: what both app implementations resolve.
///
/// A path is a value: resolving it again sees the app as it is then, as an
/// `XCUIElement` does. Its description reads like the Swift that built it
/// (`system.alerts["Allow"].buttons.firstMatch`), for messages.
public struct ElementPath: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path.
    package enum Step: Hashable, Sendable {
        /// Every descendant of the current elements (or of the app) of a type.
        case descendants(ElementType)
        /// The direct children of the current elements of a type.
        case children(ElementType)
        /// Keeps the elements whose identifier, title, label, value or placeholder value
        /// is exactly this: what XCUITest's `subscript(_:)` and `matching(identifier:)`
        /// match ("any one of each element's identifying properties").
        case key(String)
        /// Keeps the elements whose identifier is exactly this or, when none has it, those
        /// ``key(_:)`` keeps: how a graph's declarative gesture or wait names an element.
        /// An alert's buttons and system prompts, which have no identifier to set, are
        /// named by their text, and a label that equals another element's identifier does
        /// not make the name ambiguous. It reads like ``key(_:)`` in a description.
        case identifier(String)
        /// The only element left; resolving fails when there are none or several
        /// (`query.element`, and `query["key"]` after ``key(_:)``).
        case only
        /// The first element left (`firstMatch`).
        case first
        /// The element at an index (`element(boundBy:)`).
        case index(Int)

        /// Whether the step picks one element out of a query.
        var selectsElement: Bool {
            switch self {
            case .only, .first, .index: true
            case .descendants, .children, .key, .identifier: false
            }
        }
    }

    /// The app whose tree the path starts from.
    package var app: AppTarget
    package var steps: [Step]

    package init(app: AppTarget, steps: [Step] = []) {
        self.app = app
        self.steps = steps
    }

    /// The path with one more step.
    package func appending(_ step: Step) -> ElementPath {
        var path = self
        path.steps.append(step)
        return path
    }

    /// `app.buttons["save"]`, `system.alerts.element(boundBy: 0)`.
    public var description: String {
        var text = app.rawValue
        var index = steps.startIndex
        while index < steps.endIndex {
            let step = steps[index]
            switch step {
            case .descendants(let type): text += "." + type.queryName
            case .children(let type): text += ".children(matching: .\(type.rawValue))"
            case .identifier(let identifier), .key(let identifier):
                if index + 1 < steps.endIndex, steps[index + 1] == .only {
                    text += "[\(Escaping.expressionString(identifier))]"
                    index += 1
                } else {
                    text += ".matching(identifier: \(Escaping.expressionString(identifier)))"
                }
            case .only: text += ".element"
            case .first: text += ".firstMatch"
            case .index(let position): text += ".element(boundBy: \(position))"
            }
            index += 1
        }
        return text
    }
}

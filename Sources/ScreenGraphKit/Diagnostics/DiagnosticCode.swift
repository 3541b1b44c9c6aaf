/// What a diagnostic is, given where it is made: a stable id that SARIF's `ruleId`, a
/// GitHub annotation's title and `check --json`'s `code` read, whatever the message says.
///
/// `SG` and three digits: 1xx the checker's warnings, 2xx errors in a graph or another
/// input file, 3xx drift between a graph and its app (`screengraph diff`,
/// `check --against-app`), which are errors. An id never changes meaning; a new kind of
/// finding gets a new case, with its help here and a section in `Docs/Diagnostics.md`
/// (a test fails without one).
///
/// ```swift
/// let code = DiagnosticCode.unreachableScreen
/// print(code.rawValue, code.name)   // SG101 UnreachableScreen
/// ```
public enum DiagnosticCode: String, CaseIterable, Hashable, Sendable {
    case otherWarning = "SG100"
    case unreachableScreen = "SG101"
    case deadEndScreen = "SG102"
    case guardNeverHolds = "SG103"
    case unusedStateField = "SG104"
    case unknownUsedByCodeField = "SG105"
    case unusedAction = "SG106"
    case noScreenIdentity = "SG107"
    case otherError = "SG200"
    case unknownName = "SG201"
    case duplicate = "SG202"
    case invalidExpression = "SG203"
    case invalidValue = "SG204"
    case invalidStructure = "SG205"
    case screenGone = "SG301"
    case elementGone = "SG302"
    case wrongTarget = "SG303"
    case routeFailed = "SG304"

    /// How serious its findings are: 1xx warnings, the rest errors.
    package var severity: Diagnostic.Severity { rawValue.hasPrefix("SG1") ? .warning : .error }

    /// Its name in UpperCamelCase, `UnreachableScreen`: the case's name, capitalized.
    package var name: String {
        let caseName = String(describing: self)
        return caseName.prefix(1).uppercased() + caseName.dropFirst()
    }

    /// One sentence saying what its findings are.
    package var summary: String {
        switch self {
        case .otherWarning: "A warning no other code names."
        case .unreachableScreen: "A screen no route from the start screen reaches, whatever the state."
        case .deadEndScreen: "A screen with no way out: no edge, no action and no back gesture."
        case .guardNeverHolds: "A guard that is false in every user state."
        case .unusedStateField: "A state field no guard, effect or observer reads or writes."
        case .unknownUsedByCodeField: "usedByCode names a field the graph does not declare."
        case .unusedAction: "An action no screen leads to, so no route can perform it."
        case .noScreenIdentity: "A screen with no waitFor, in a graph whose other screens have one: its identity on a real app."
        case .otherError: "An error in a file's syntax or format, or one no other code names."
        case .unknownName: "A name that is not a screen, action, field or element the file declares."
        case .duplicate: "A name or key declared twice."
        case .invalidExpression: "A guard, effect or condition that does not parse or type-check."
        case .invalidValue: "A cost, duration or initial value out of range or of the wrong type."
        case .invalidStructure: "A graph whose parts do not fit together."
        case .screenGone: "A screen of the graph that the explored app no longer has."
        case .elementGone: "An element a gesture of the graph acts on that its screen no longer has."
        case .wrongTarget: "A gesture that led the explored app where no edge of the graph says."
        case .routeFailed: "A step of the graph's own tour that failed on the app for another reason than a gone element or a wrong target."
        }
    }

    /// What to do about a finding.
    package var help: String {
        switch self {
        case .otherWarning: "Read the message; the graph builds, but something in it is probably not what was meant."
        case .unreachableScreen: "Add an edge that leads to the screen, or remove the screen if the app no longer has it."
        case .deadEndScreen: "Give the screen a back gesture or an edge out, or a navigator stranded there cannot go anywhere."
        case .guardNeverHolds: "The guarded edge or action can never be taken: fix the condition, or the effects that should make it true."
        case .unusedStateField: "Remove the field, or, when Swift code reads it, declare that with usedByCode."
        case .unknownUsedByCodeField: "Declare the state field, or correct the name given to usedByCode."
        case .unusedAction: "Declare the action on a screen with the gesture that performs it, or remove it."
        case .noScreenIdentity: "Give the screen a waitFor naming an element that shows on it and on no other screen (Docs/RealApps.md)."
        case .otherError:
            "Correct the file at the caret: see Docs/GraphLanguage.md for the .screengraph language and Docs/Spec/graph-json.md for screengraph/1."
        case .unknownName: "Use a name the file declares (the message suggests the nearest), or declare it."
        case .duplicate: "Keep one declaration; the message says where the first one is."
        case .invalidExpression: "Correct the expression at the caret; Docs/Spec/expressions.md gives the language."
        case .invalidValue: "Give a value of the declared type within the range the message names."
        case .invalidStructure:
            "A screen and an action need distinct names, an action on a screen needs a gesture, action chains must end at a screen, and the graph needs screens and a start screen."
        case .screenGone: "Remove the screen from the graph, or fix its waitFor if the app renamed its identity element."
        case .elementGone: "Rename the element in the graph (see the \"did you mean\"), or remove the gesture if the app dropped it."
        case .wrongTarget: "Point the edge at the screen the app now goes to, or fix its guard."
        case .routeFailed: "Read the message: a closure of the graph threw, or an effect overflowed, on the way the tour took."
        }
    }
}

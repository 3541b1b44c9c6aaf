/// A kind of diagnostic, with a stable id, for reports that group findings by rule:
/// SARIF's `rules` and `ruleId`, the title of a GitHub annotation.
///
/// Diagnostics carry their message alone, so a diagnostic's rule is found from its
/// message (``rule(for:)``): each checker warning has a rule of its own, errors are
/// grouped by what they are about, and what no rule names falls to ``otherError``
/// or ``otherWarning``. Ids never change meaning; a new kind gets a new id.
///
/// ```swift
/// let rule = DiagnosticRule.rule(for: diagnostic)
/// print(rule.id, rule.name)   // SG101 UnreachableScreen
/// ```
public struct DiagnosticRule: Sendable, Equatable {
    /// `SG` and three digits: 1xx warnings, 2xx errors, 3xx drift between a graph and
    /// its app (`screengraph diff`, `check --against-app`), which are errors.
    public var id: String
    /// A name in UpperCamelCase: `UnreachableScreen`.
    public var name: String
    /// How serious the rule's findings are.
    public var severity: Diagnostic.Severity
    /// One sentence saying what the rule finds.
    public var summary: String
    /// What to do about a finding.
    public var help: String
    /// Phrases whose presence in a message marks the rule's findings.
    let phrases: [String]

    init(_ id: String, _ name: String, _ severity: Diagnostic.Severity, summary: String, help: String, phrases: [String]) {
        self.id = id
        self.name = name
        self.severity = severity
        self.summary = summary
        self.help = help
        self.phrases = phrases
    }

    /// Rules are the same when their ids are.
    public static func == (lhs: DiagnosticRule, rhs: DiagnosticRule) -> Bool { lhs.id == rhs.id }
}

extension DiagnosticRule {
    /// Every rule, warnings first, in id order.
    public static let all: [DiagnosticRule] = [
        DiagnosticRule(
            "SG100", "OtherWarning", .warning, summary: "A warning no other rule names.",
            help: "Read the message; the graph builds, but something in it is probably not what was meant.", phrases: []),
        DiagnosticRule(
            "SG101", "UnreachableScreen", .warning, summary: "A screen no route from the start screen reaches, whatever the state.",
            help: "Add an edge that leads to the screen, or remove the screen if the app no longer has it.",
            phrases: ["cannot be reached from the start screen"]),
        DiagnosticRule(
            "SG102", "DeadEndScreen", .warning, summary: "A screen with no way out: no edge, no action and no back gesture.",
            help: "Give the screen a back gesture or an edge out, or a navigator stranded there cannot go anywhere.",
            phrases: ["is a dead end"]),
        DiagnosticRule(
            "SG103", "GuardNeverHolds", .warning, summary: "A guard that is false in every user state.",
            help: "The guarded edge or action can never be taken: fix the condition, or the effects that should make it true.",
            phrases: ["can never hold"]),
        DiagnosticRule(
            "SG104", "UnusedStateField", .warning, summary: "A state field no guard, effect or observer reads or writes.",
            help: "Remove the field, or, when Swift code reads it, declare that with usedByCode.",
            phrases: ["is never used"]),
        DiagnosticRule(
            "SG105", "UnknownUsedByCodeField", .warning, summary: "usedByCode names a field the graph does not declare.",
            help: "Declare the state field, or correct the name given to usedByCode.", phrases: ["usedByCode names"]),
        DiagnosticRule(
            "SG106", "UnusedAction", .warning, summary: "An action no screen leads to, so no route can perform it.",
            help: "Declare the action on a screen with the gesture that performs it, or remove it.",
            phrases: ["nothing leads to action"]),
        DiagnosticRule(
            "SG107", "NoScreenIdentity", .warning,
            summary: "A screen with no waitFor, in a graph whose other screens have one: its identity on a real app.",
            help: "Give the screen a waitFor naming an element that shows on it and on no other screen (Docs/RealApps.md).",
            phrases: ["has no waitFor:"]),
        DiagnosticRule(
            "SG200", "OtherError", .error, summary: "An error in the file's syntax or format that no other rule names.",
            help: "Correct the file at the caret: see Docs/GraphLanguage.md for the .screengraph language and Docs/Spec/graph-json.md for screengraph/1.",
            phrases: []),
        DiagnosticRule(
            "SG201", "UnknownName", .error, summary: "A name that is not a screen or action of the graph.",
            help: "Use a name the graph declares (the message suggests the nearest), or declare the screen or action.",
            phrases: ["is not a screen", "is not an action", "start screen '"]),
        DiagnosticRule(
            "SG202", "Duplicate", .error, summary: "A name or key declared twice.",
            help: "Keep one declaration; the message says where the first one is.", phrases: ["duplicate "]),
        DiagnosticRule(
            "SG203", "InvalidExpression", .error, summary: "A guard, effect or condition that does not parse or type-check.",
            help: "Correct the expression at the caret; Docs/Spec/expressions.md gives the language.",
            phrases: [
                "unknown state field", "bool operand", "int operand", "needs an int", "cannot compare", "comparing nil",
                "a guard must be bool", "cannot assign", "expected an expression", "needs values of one type",
                "expression nests deeper", "integer literal", "to close the '('", "to go with the '?'", "'+=' or '-='",
            ]),
        DiagnosticRule(
            "SG204", "InvalidValue", .error, summary: "A cost, duration or initial value out of range or of the wrong type.",
            help: "Give a value of the declared type within the range the message names.",
            phrases: [
                "cost must", "press duration", "initial value", "'initial' must", "needs 'initial'", "must be a positive number",
            ]),
        DiagnosticRule(
            "SG205", "InvalidStructure", .error, summary: "A graph whose parts do not fit together.",
            help: "A screen and an action need distinct names, an action on a screen needs a gesture, action chains must end at a screen, and the graph needs screens and a start screen.",
            phrases: [
                "needs a gesture", "cannot have a guard", "action chain loops", "names both", "has no screens",
                "has no start screen", "needs a name", "needs a 'start' line", "needs at least one screen",
                "navigator step needs", "needs an element",
            ]),
        DiagnosticRule(
            "SG301", "ScreenGone", .error, summary: "A screen of the graph that the explored app no longer has.",
            help: "Remove the screen from the graph, or fix its waitFor if the app renamed its identity element.",
            phrases: ["the app no longer has screen"]),
        DiagnosticRule(
            "SG302", "ElementGone", .error, summary: "An element a gesture of the graph acts on that its screen no longer has.",
            help: "Rename the element in the graph (see the \"did you mean\"), or remove the gesture if the app dropped it.",
            phrases: ["from screen '"]),
        DiagnosticRule(
            "SG303", "WrongTarget", .error, summary: "A gesture that led the explored app where no edge of the graph says.",
            help: "Point the edge at the screen the app now goes to, or fix its guard.",
            phrases: ["where the graph says"]),
        DiagnosticRule(
            "SG304", "RouteFailed", .error,
            summary: "A step of the graph's own tour that failed on the app for another reason than a gone element or a wrong target.",
            help: "Read the message: a closure of the graph threw, or an effect overflowed, on the way the tour took.",
            phrases: ["of the graph's tour failed"]),
    ]

    /// The rule for warnings no other rule names.
    public static var otherWarning: DiagnosticRule { all[0] }
    /// The rule for errors no other rule names.
    public static var otherError: DiagnosticRule { all.first { $0.id == "SG200" } ?? all[0] }

    /// The rule a diagnostic belongs to: the first rule of its severity with a phrase
    /// its message contains, else ``otherError`` or ``otherWarning``.
    ///
    /// - Complexity: O(rules × phrases × message length).
    public static func rule(for diagnostic: Diagnostic) -> DiagnosticRule {
        let candidates = all.filter { $0.severity == diagnostic.severity }
        return candidates.first { rule in rule.phrases.contains { diagnostic.message.contains($0) } }
            ?? (diagnostic.severity == .error ? otherError : otherWarning)
    }
}

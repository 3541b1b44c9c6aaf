import Testing

/// One line of a hostile-input table: a short name, the input, and what it must give.
/// Parameterized tests show the name.
struct HostileCase<Input: Sendable, Outcome: Sendable>: Sendable, CustomTestStringConvertible {
    var name: String
    var input: Input
    var outcome: Outcome
    var testDescription: String { name }

    init(_ name: String, _ input: Input, _ outcome: Outcome) {
        self.name = name
        self.input = input
        self.outcome = outcome
    }
}

extension UserState {
    /// Sets a field from a `FIELD=VALUE` assignment written as text, as the command
    /// line's `--set` takes it.
    ///
    /// The value is written as in graph files (`true`, `NO`, `nil`, `3`, `"text"`); a
    /// string field takes unquoted text too, so `name=Sam` sets `name` to `"Sam"`.
    ///
    /// ```swift
    /// var state = graph.initialState
    /// try state.set(assignment: "numItems=2")
    /// try state.set(assignment: "on=true", option: "--set")
    /// ```
    ///
    /// - Parameters:
    ///   - assignment: `FIELD=VALUE`; the field is everything before the first `=`.
    ///   - option: the command-line option the assignment came with, quoted with it in
    ///     an error (`'--set on=maybe': ...`); `nil` quotes the assignment alone.
    /// - Throws: ``StateAssignmentError`` when the text has no `=`, names no field of
    ///   the state, holds no value, or a value the field's type cannot hold.
    package mutating func set(assignment: String, option: String? = nil) throws(StateAssignmentError) {
        func failure(_ reason: StateAssignmentError.Reason) -> StateAssignmentError {
            StateAssignmentError(assignment: assignment, option: option, reason: reason)
        }
        guard let equals = assignment.firstIndex(of: "=") else { throw failure(.notAnAssignment) }
        let field = String(assignment[..<equals])
        let text = String(assignment[assignment.index(after: equals)...])
        guard let type = self.type(of: field) else {
            throw failure(.unknownField(field, suggestion: Suggestion.closest(to: field, among: fieldNames)))
        }
        let unquoted: StateValue? = type.base == .string ? .string(text) : nil
        guard let value = StateValue(parsing: text) ?? unquoted else {
            throw failure(.notAValue(text))
        }
        do {
            try set(field, to: value)
        } catch {
            throw failure(.doesNotFit(error))
        }
    }
}

/// Why a `FIELD=VALUE` assignment could not be applied to a user state.
///
/// Its description quotes the assignment as it was written:
/// `'--set on=maybe': 'maybe' is not a value`.
package struct StateAssignmentError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the assignment.
    package enum Reason: Equatable, Sendable {
        /// The text has no `=`.
        case notAnAssignment
        /// The state has no field of this name; `suggestion` is the closest field it
        /// has, when one is close.
        case unknownField(String, suggestion: String? = nil)
        /// The text after `=` is not a value.
        case notAValue(String)
        /// The value is one the field's type cannot hold.
        case doesNotFit(UserStateError)
    }

    /// The assignment as it was given: `on=maybe`.
    package var assignment: String
    /// The command-line option it came with (`--set`), if any.
    package var option: String?
    /// What is wrong with it.
    package var reason: Reason

    /// Creates the error.
    package init(assignment: String, option: String? = nil, reason: Reason) {
        self.assignment = assignment
        self.option = option
        self.reason = reason
    }

    /// One line: `'--set on' must be FIELD=VALUE`, `'on=maybe': 'maybe' is not a value`.
    /// What it quotes shows at most 120 Unicode scalars of a longer text, its start and
    /// end, and a control character as `\u{7}`.
    package var description: String {
        let quoted = "'" + (option.map { "\($0) " } ?? "") + Echo.excerpt(assignment) + "'"
        switch reason {
        case .notAnAssignment: return "\(quoted) must be FIELD=VALUE"
        case .unknownField(let field, let suggestion):
            return "\(quoted): the graph has no state field '\(Echo.excerpt(field))'" + Suggestion.didYouMean(suggestion)
        case .notAValue(let text): return "\(quoted): '\(Echo.excerpt(text))' is not a value"
        // The user state's message quotes the value whole: its start and end say enough.
        case .doesNotFit(let error): return "\(quoted): \(Echo.excerpt(error.description))"
        }
    }
}

extension UserState {
    /// Sets every field whose value differs between `before` and `after` to its value in
    /// `after`, leaving the others as they are: how a closure's changes land on top of
    /// the changes a step declared.
    ///
    /// - Complexity: O(fields).
    mutating func applyChanges(from before: UserState, to after: UserState) {
        for name in after.fieldNames {
            guard let value = after.value(of: name), value != before.value(of: name) else { continue }
            try? set(name, to: value)
        }
    }
}

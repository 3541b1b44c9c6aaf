extension StateValue {
    /// Parses a value as graph files write one: `true`, `false`, `YES`, `NO`, `nil`,
    /// an integer, or a double-quoted string; used for the CLI's `--set FIELD=VALUE`.
    ///
    /// - Returns: `nil` when the text is not exactly one value.
    package init?(parsing text: String) {
        let value = try? LineCursor.reading(text) { (cursor) throws(LineCursor.Failure) -> StateValue in
            let value = try cursor.literal()
            try cursor.expectEnd()
            return value
        }
        guard let value else { return nil }
        self = value
    }
}

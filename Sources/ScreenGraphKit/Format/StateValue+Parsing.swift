extension StateValue {
    /// Parses a value as graph files write one: `true`, `false`, `YES`, `NO`, `nil`,
    /// an integer, or a double-quoted string; used for the CLI's `--set FIELD=VALUE`.
    ///
    /// - Returns: `nil` when the text is not exactly one value.
    public init?(parsing text: String) {
        var cursor = LineCursor(text, line: 1)
        guard let value = try? cursor.literal(), (try? cursor.expectEnd()) != nil else { return nil }
        self = value
    }
}

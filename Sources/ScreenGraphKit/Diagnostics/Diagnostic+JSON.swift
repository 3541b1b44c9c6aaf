extension Diagnostic {
    /// Diagnostics as `check --json` prints them: `{"file", "errors", "warnings",
    /// "diagnostics": [{"severity", "code", "message", "file", "line", "column"}]}`.
    package static func json(_ diagnostics: [Diagnostic], file: String) -> String {
        JSONPrinter.print(jsonValue(diagnostics, file: file))
    }

    /// The object ``json(_:file:)`` prints.
    static func jsonValue(_ diagnostics: [Diagnostic], file: String) -> JSONPrinter.Value {
        typealias Value = JSONPrinter.Value
        let counts = diagnostics.findingCounts
        let entries: [Value] = diagnostics.map { diagnostic in
            var members: [(String, Value)] = [
                ("severity", .string(diagnostic.severityName)), ("code", .string(diagnostic.code.rawValue)), ("message", .string(diagnostic.message)),
            ]
            if let location = diagnostic.location {
                members += [("file", .string(FileName.displayed(location.file))), ("line", .number(String(location.line))), ("column", .number(String(location.column)))]
            }
            return .object(members)
        }
        return .object([
            ("file", .string(FileName.displayed(file))), ("errors", .number(String(counts.errors))), ("warnings", .number(String(counts.warnings))),
            ("diagnostics", .array(entries)),
        ])
    }
}

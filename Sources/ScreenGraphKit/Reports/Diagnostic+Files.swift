extension Diagnostic {
    /// The diagnostics of several files as `check --json` prints them: an array of
    /// ``json(_:file:)``'s objects, one per file, in order.
    package static func json(files: [(file: String, diagnostics: [Diagnostic])]) -> String {
        JSONPrinter.print(.array(files.map { jsonValue($0.diagnostics, file: $0.file) }))
    }
}

extension GraphDefinition {
    /// The definition in `format`, read back and checked to mean the same graph, for
    /// `convert`: a text that does not read back (a field named `my field` in the graph
    /// language) or reads back as another graph (a JSON guard cut at a `#`, which the
    /// graph language reads as a comment) is an error, never printed.
    ///
    /// Two definitions mean the same when their canonical JSON forms are equal, or their
    /// canonical `.screengraph` forms (which spell characters escaped in expressions alike).
    ///
    /// - Parameter path: the file the definition was read from, for the error.
    /// - Throws: ``GraphError`` with one error naming the first difference.
    /// - Complexity: O(n) in the size of the definition: it is written twice and read once.
    package func convertedText(in format: GraphFileFormat, path: String) throws(GraphError) -> String {
        let text = self.text(in: format)
        let file = Echo.excerpt(path)
        let reread: GraphDefinition
        do {
            reread = try GraphDefinition(parsing: text, format: format, path: path)
        } catch {
            let reason = error.errors.first.map { ": \($0.message)" } ?? ""
            throw GraphError(diagnostics: [
                Diagnostic(.otherError, "\(file): cannot convert to \(format.rawValue): the text written does not read back\(reason)")
            ])
        }
        let before = GraphJSONWriter.write(self)
        let after = GraphJSONWriter.write(reread)
        // The graph language spells a U+2028 inside an expression's string `\u{2028}`,
        // which means the same: the canonical texts of the language then agree.
        guard before != after, GraphTextWriter.write(self) != GraphTextWriter.write(reread) else { return text }
        let lines = (before.split(separator: "\n", omittingEmptySubsequences: false), after.split(separator: "\n", omittingEmptySubsequences: false))
        let index = zip(lines.0, lines.1).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lines.0.count, lines.1.count)
        let was = index < lines.0.count ? String(lines.0[index]) : ""
        let becomes = index < lines.1.count ? String(lines.1[index]) : ""
        throw GraphError(diagnostics: [
            Diagnostic(
                .otherError,
                "\(file): cannot convert to \(format.rawValue) without changing the graph: "
                    + "'\(Echo.excerpt(was.trimmingSpaces))' would read back as '\(Echo.excerpt(becomes.trimmingSpaces))'")
        ])
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(String.UnicodeScalarView(unicodeScalars.drop { $0 == " " }))
    }
}

/// Diagnostics as GitHub Actions workflow commands: one `::error` or `::warning` line
/// each, which a workflow step prints so that GitHub annotates the line of the file.
///
/// ```text
/// ::warning file=Graphs/Demo.screengraph,line=4,col=8,endColumn=16,title=SG104 UnusedStateField::state field 'unused' is never used
/// ```
///
/// Property values and the message are escaped as GitHub's toolkit escapes them (see
/// ``Escaping/gitHubProperty(_:)``). `endColumn` is the column just past the token, as
/// in SARIF; GitHub's page does not say whether it is inclusive.
package enum GitHubAnnotations {
    /// One workflow command for `diagnostic`.
    ///
    /// - Parameters:
    ///   - region: where it stands; without one, only the file is named (and nothing
    ///     when the diagnostic has no location).
    package static func line(for diagnostic: Diagnostic, region: DiagnosticRegion?) -> String {
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties.append(("file", location.file))
            if let region {
                properties += [
                    ("line", String(region.line)), ("col", String(region.startColumn)), ("endColumn", String(region.endColumn)),
                ]
            }
        }
        properties.append(("title", "\(diagnostic.code.rawValue) \(diagnostic.code.name)"))
        let list = properties.map { "\($0.0)=\(Escaping.gitHubProperty($0.1))" }.joined(separator: ",")
        return "::\(diagnostic.isLimitNote ? "notice" : diagnostic.severity.rawValue) \(list)::\(Escaping.gitHubData(diagnostic.message))"
    }

    /// One line per diagnostic, in order, each ending with a line break.
    ///
    /// - Complexity: O(diagnostics), plus reading each file named once.
    package static func text(for diagnostics: [Diagnostic], sources: inout SourceLines) -> String {
        diagnostics.map { line(for: $0, region: sources.region(of: $0)) + "\n" }.joined()
    }
}

/// What an exploration types into text fields, by identifier: a small JSON file of
/// user names and passwords, `{"login.user": "alice", "login.password": "s3cret"}`.
package struct ExplorationData: Sendable, Equatable {
    /// The text for each field identifier.
    package var values: [String: String]

    package init(values: [String: String]) { self.values = values }

    /// Reads a data file: one JSON object whose members are strings.
    ///
    /// - Throws: ``GraphError`` when the file cannot be read, or is not such an object,
    ///   each problem located in it.
    package init(contentsOfFile path: String) throws(GraphError) {
        self = try ExplorationDataReader.read(readTextFile(path), path: path) { reader, root in reader.data(root) }
    }
}

struct ExplorationDataReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    mutating func data(_ root: JSONValue) -> ExplorationData? {
        guard case .object(let members) = root.kind else {
            error("a data file is an object of field identifiers and the text to type, not \(root.kindName)", at: root.position)
            return nil
        }
        var values: [String: String] = [:]
        for member in members {
            if let text = string(member.value, member.key) { values[member.key] = text }
        }
        return ExplorationData(values: values)
    }
}

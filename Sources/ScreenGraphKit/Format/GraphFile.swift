import Foundation

/// The file formats a graph can be written in.
public enum GraphFileFormat: String, Sendable, CaseIterable {
    /// The `screengraph/1` JSON interchange format of `Docs/Spec/graph-json.md`.
    case json
    /// The `.screengraph` graph language of `Docs/GraphLanguage.md`.
    case screengraph

    /// The format a path's extension names, if any.
    public init?(path: String) {
        switch URL(fileURLWithPath: path).pathExtension {
        case "json": self = .json
        case "screengraph": self = .screengraph
        default: return nil
        }
    }
}

extension GraphDefinition {
    /// Reads a definition from text in `format`; `path` names it in diagnostics.
    ///
    /// - Throws: ``GraphError`` with every syntax problem, each located by line and
    ///   column in `text`. Names, guards and types are checked when the definition is
    ///   compiled into a ``ScreenGraph``.
    /// - Complexity: O(n) in the length of the text.
    public init(parsing text: String, format: GraphFileFormat, path: String) throws(GraphError) {
        switch format {
        case .json: self = try GraphJSONReader.read(text, path: path)
        case .screengraph: self = try GraphTextParser.read(text, path: path).0
        }
    }

    /// Reads a definition from a `.json` or `.screengraph` file.
    ///
    /// - Throws: ``GraphError`` when the file cannot be read or its extension names no
    ///   format (with a ``GraphError/fileError`` saying why), or its text has syntax errors.
    public init(contentsOfFile path: String) throws(GraphError) {
        let (text, format) = try GraphDefinition.read(path)
        try self.init(parsing: text, format: format, path: path)
    }

    static func read(_ path: String) throws(GraphError) -> (String, GraphFileFormat) {
        guard let format = GraphFileFormat(path: path) else {
            throw GraphError(FileError(path: path, kind: .unknownType(expected: GraphFileFormat.allCases.map(\.rawValue))))
        }
        return (try readTextFile(path), format)
    }

    /// The definition written in `format`, canonically. Swift observers do not travel.
    ///
    /// - Complexity: O(V + E).
    public func text(in format: GraphFileFormat) -> String {
        switch format {
        case .json: GraphJSONWriter.write(self)
        case .screengraph: GraphTextWriter.write(self)
        }
    }

    /// The canonical form of a graph file's text: for the graph language, its comments
    /// stay beside the declarations they were written with.
    ///
    /// - Throws: ``GraphError`` when the text has syntax errors.
    public static func formatted(_ text: String, format: GraphFileFormat, path: String) throws(GraphError) -> String {
        switch format {
        case .json: return GraphJSONWriter.write(try GraphJSONReader.read(text, path: path))
        case .screengraph:
            let (definition, comments) = try GraphTextParser.read(text, path: path)
            return GraphTextWriter.write(definition, comments: comments)
        }
    }
}

extension GraphDefinition {
    /// A graph file's text and its canonical form, for `format`.
    ///
    /// - Throws: ``GraphError`` when the file cannot be read (with a
    ///   ``GraphError/fileError`` saying why) or has syntax errors.
    public static func formatted(contentsOfFile path: String) throws(GraphError) -> (text: String, formatted: String) {
        let (text, format) = try read(path)
        return (text, try formatted(text, format: format, path: path))
    }
}

extension ScreenGraph {
    /// Reads, checks and compiles a `.json` or `.screengraph` file.
    ///
    /// - Throws: ``GraphError`` with every problem, located in the file with the
    ///   source line for a caret; or, when the file cannot be read at all, one error
    ///   without a location and a ``GraphError/fileError`` saying why.
    /// - Complexity: O(n) in the file's length plus the compilation's O(V + E).
    public init(contentsOfFile path: String) throws(GraphError) {
        let (text, format) = try GraphDefinition.read(path)
        let source = SourceFile(path: path, text: text)
        do {
            try self.init(GraphDefinition(parsing: text, format: format, path: path))
            warnings = source.annotate(warnings)
        } catch {
            throw GraphError(diagnostics: source.annotate(error.diagnostics))
        }
    }
}

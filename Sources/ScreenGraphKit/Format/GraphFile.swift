import Foundation

/// The file formats a graph can be written in.
package enum GraphFileFormat: String, Sendable, CaseIterable {
    /// The `screengraph/1` JSON interchange format of `Docs/Spec/graph-json.md`.
    case json
    /// The `.screengraph` graph language of `Docs/GraphLanguage.md`.
    case screengraph

    /// The format a path's extension names, if any.
    package init?(path: String) {
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
    package init(parsing text: String, format: GraphFileFormat, path: String) throws(GraphError) {
        self = try GraphDeclarations.read(SourceFile(path: path, text: text), format: format).written
    }

    /// Reads a definition from a `.json` or `.screengraph` file.
    ///
    /// - Throws: ``GraphError`` when the file cannot be read or its extension names no
    ///   format (with a ``GraphError/fileError`` saying why), or its text has syntax errors.
    public init(contentsOfFile path: String) throws(GraphError) {
        let (source, format) = try GraphDefinition.read(path)
        self = try GraphDeclarations.read(source, format: format).written
    }

    /// The file at `path`, as bytes checked to be UTF-8, and its format.
    static func read(_ path: String) throws(GraphError) -> (SourceFile, GraphFileFormat) {
        guard let format = GraphFileFormat(path: path) else {
            throw GraphError(FileError(path: path, kind: .unknownType(expected: GraphFileFormat.allCases.map(\.rawValue))))
        }
        return (SourceFile(path: path, bytes: try readUTF8File(path).0), format)
    }

    /// The definition written in `format`, canonically. Swift observers do not travel.
    ///
    /// - Complexity: O(V + E).
    package func text(in format: GraphFileFormat) -> String {
        switch format {
        case .json: GraphJSONWriter.write(self)
        case .screengraph: GraphTextWriter.write(self)
        }
    }

    /// The canonical form of a graph file's text: for the graph language, its comments
    /// stay beside the declarations they were written with.
    ///
    /// - Throws: ``GraphError`` when the text has syntax errors.
    package static func formatted(_ text: String, format: GraphFileFormat, path: String) throws(GraphError) -> String {
        try formatted(SourceFile(path: path, text: text), format: format)
    }

    static func formatted(_ source: SourceFile, format: GraphFileFormat) throws(GraphError) -> String {
        switch format {
        case .json: return GraphJSONWriter.write(try GraphJSONReader.read(source).written)
        case .screengraph:
            let (declarations, comments) = try GraphTextParser.read(source)
            return GraphTextWriter.write(declarations.written, comments: comments)
        }
    }
}

extension GraphDefinition {
    /// A graph file's text and its canonical form, for `format`.
    ///
    /// - Throws: ``GraphError`` when the file cannot be read (with a
    ///   ``GraphError/fileError`` saying why) or has syntax errors.
    package static func formatted(contentsOfFile path: String) throws(GraphError) -> (text: String, formatted: String) {
        let (source, format) = try read(path)
        return (String(decoding: source.bytes, as: UTF8.self), try formatted(source, format: format))
    }
}

extension GraphDeclarations {
    /// Reads the declarations of a graph file's text in `format`.
    ///
    /// - Throws: ``GraphError`` with every syntax problem, located in `source`.
    static func read(_ source: SourceFile, format: GraphFileFormat) throws(GraphError) -> GraphDeclarations {
        switch format {
        case .json: try GraphJSONReader.read(source)
        case .screengraph: try GraphTextParser.read(source).0
        }
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
        let (declarations, reread) = try ScreenGraph.declarations(ofFile: path)
        do {
            try self.init(declarations)
            if !warnings.isEmpty { warnings = reread()?.annotate(warnings) ?? warnings }
        } catch {
            throw GraphError(diagnostics: reread()?.annotate(error.diagnostics) ?? error.diagnostics)
        }
    }

    /// A graph file's declarations, and how to have its text again for the findings of
    /// the compiler and checker, which the reader's own findings already show.
    ///
    /// The text of a regular file is not kept while the graph compiles: it is as large
    /// as the compiled graph. It is read again when a finding needs it, and only used if
    /// the file is the one read (same file, size and modification time); a changed file
    /// gives findings without their source line. The text of a pipe or device is kept.
    private static func declarations(ofFile path: String) throws(GraphError) -> (GraphDeclarations, () -> SourceFile?) {
        guard let format = GraphFileFormat(path: path) else {
            throw GraphError(FileError(path: path, kind: .unknownType(expected: GraphFileFormat.allCases.map(\.rawValue))))
        }
        let (bytes, identity) = try readUTF8File(path)
        let source = SourceFile(path: path, bytes: bytes)
        let declarations = try GraphDeclarations.read(source, format: format)
        guard let identity else { return (declarations, { source }) }
        return (
            declarations,
            {
                guard let (bytes, again) = try? readUTF8File(path), again == identity else { return nil }
                return SourceFile(path: path, bytes: bytes)
            }
        )
    }
}

import Foundation

/// The package's docs (`README.md` and every `.md` under `Docs/`) and the snippet files
/// generated from them.
struct DocSet {
    /// The package root.
    var root: URL

    /// The docs, relative to the root, sorted: `README.md`, then `Docs/…` by path.
    func docPaths() throws -> [String] {
        var paths = ["README.md"]
        let docs = root.appendingPathComponent("Docs")
        guard let walker = FileManager.default.enumerator(atPath: docs.path) else { return paths }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".md") { found.append("Docs/" + path) }
        }
        paths += found.sorted()
        return paths
    }

    /// Every doc's fenced blocks, in doc order.
    func blocks() throws -> [MarkdownBlock] {
        var result: [MarkdownBlock] = []
        for path in try docPaths() {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            result += try markdownBlocks(in: text, file: path)
        }
        return result
    }

    /// The snippet files the docs give, one per doc with a ```swift block.
    ///
    /// - Throws: a ``DocProblem`` for a snippet comment above a block that is not Swift.
    func snippetFiles() throws -> [SnippetFile] {
        var files: [SnippetFile] = []
        for block in try blocks() {
            if block.language != "swift" {
                if block.marker != nil {
                    throw DocProblem(
                        file: block.file, line: block.fenceLine - 1,
                        message: "a snippet comment must be the line just before a ```swift fence")
                }
                continue
            }
            if files.last?.doc == block.file {
                files[files.count - 1].blocks.append(block)
            } else {
                files.append(SnippetFile(doc: block.file, blocks: [block]))
            }
        }
        return files
    }

    /// The generated directory's Swift files as they should be: file name → text. Each
    /// doc with Swift blocks gives one file, and one more per whole file that runs.
    ///
    /// - Throws: a ``DocProblem`` when two docs would give one file (`README.md` and
    ///   `Docs/README.md` both with Swift blocks).
    func expectedFiles() throws -> [String: String] {
        var files: [String: String] = [:]
        for file in try snippetFiles() {
            for (name, text) in [(file.fileName, file.text)] + file.runFiles {
                guard files[name] == nil else {
                    throw DocProblem(
                        file: file.doc, line: file.blocks[0].fenceLine,
                        message: "another doc's ```swift blocks go to \(name) too; move one doc's blocks or rename it")
                }
                files[name] = text
            }
        }
        return files
    }

    /// The generated directory's Swift files as they are: file name → text.
    func currentFiles() throws -> [String: String] {
        let directory = root.appendingPathComponent(SnippetFile.directory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        var files: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// What differs between the generated files and the docs, one line per file, empty
    /// when they agree.
    func staleFiles() throws -> [String] {
        let expected = try expectedFiles()
        let current = try currentFiles()
        var lines: [String] = []
        for name in Set(expected.keys).union(current.keys).sorted() where expected[name] != current[name] {
            let path = "\(SnippetFile.directory)/\(name)"
            switch (expected[name], current[name]) {
            case (nil, _): lines.append("\(path) comes from no doc's ```swift blocks and should be removed")
            case (_, nil): lines.append("\(path) is missing")
            default: lines.append("\(path) differs from what the doc's ```swift blocks give")
            }
        }
        return lines
    }

    /// Writes the generated files that differ and removes those no doc gives.
    ///
    /// - Returns: the paths written or removed, relative to the root.
    func write() throws -> [String] {
        let directory = root.appendingPathComponent(SnippetFile.directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let expected = try expectedFiles()
        let current = try currentFiles()
        var changed: [String] = []
        for (name, text) in expected.sorted(by: { $0.key < $1.key }) where current[name] != text {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
            changed.append("\(SnippetFile.directory)/\(name)")
        }
        for name in current.keys.sorted() where expected[name] == nil {
            try FileManager.default.removeItem(at: directory.appendingPathComponent(name))
            changed.append("\(SnippetFile.directory)/\(name)")
        }
        return changed
    }
}

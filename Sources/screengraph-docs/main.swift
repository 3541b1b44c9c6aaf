// `swift run screengraph-docs`: regenerates Tests/DocSnippets/Generated from the
// ```swift blocks of README.md and Docs/**/*.md, so `swift test` compiles every one.
// `--check` changes nothing and exits 1 when a generated file is out of date.
// Exit status: 0 done (or up to date), 1 out of date or a doc problem, 64 a usage error.
// The conventions are in Docs/README.md.

import Foundation

/// The package root: three folders up from this file (`Sources/screengraph-docs/main.swift`).
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

let usage = """
    USAGE: screengraph-docs [--check]

    Writes Tests/DocSnippets/Generated/*.swift from the ```swift blocks of README.md and
    Docs/**/*.md. With --check, writes nothing and exits 1 if a file is out of date.

    """

func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
let docs = DocSet(root: packageRoot)
do {
    switch arguments {
    case []:
        for path in try docs.write() { print("wrote \(path)") }
    case ["--check"]:
        let stale = try docs.staleFiles()
        if !stale.isEmpty {
            standardError(stale.map { $0 + "\n" }.joined() + "run 'swift run screengraph-docs' to regenerate\n")
            exit(1)
        }
    case ["--help"], ["-h"]:
        print(usage, terminator: "")
    default:
        standardError("screengraph-docs: error: unexpected arguments \(arguments); see 'screengraph-docs --help'\n")
        exit(64)
    }
} catch {
    standardError("\(error)\n")
    exit(1)
}

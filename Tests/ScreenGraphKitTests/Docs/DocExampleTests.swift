import Foundation
import Testing

@testable import screengraph_docs

/// The shell examples of README.md and Docs/ do what they show (the conventions are in
/// Docs/README.md): every `screengraph` command of a ```console transcript prints the
/// lines under it and exits 0 (or the status a following `echo $?` shows); every
/// `screengraph` command of a ```sh block exits 0. Each block runs in a scratch
/// directory holding a copy of `Graphs/`, so files a command writes go nowhere.
@Suite struct DocExampleTests {
    static let shellLanguages: Set<String> = ["sh", "shell", "bash"]

    /// A block that drives a real app (`--webdriver`) runs with the real-browser suite:
    /// against the servers `Tests/RealApps/serve` starts, at the ports the docs show.
    static func needsABrowser(_ block: MarkdownBlock) -> Bool {
        block.lines.contains { $0.contains("--webdriver") }
    }

    @Test func consoleTranscriptsPrintWhatTheDocsShow() throws {
        let blocks = try DocSet(root: PackagePaths.root).blocks()
        var ran: Set<String> = []
        for block in blocks where block.language == "console" {
            guard !Self.needsABrowser(block) || RealBrowser.isAvailable else { continue }
            try runTranscript(block)
            ran.insert(block.file)
        }
        // The docs that show commands and their output; a reader that found none would pass vacuously.
        #expect(ran.isSuperset(of: ["README.md", "Docs/CLI.md", "Docs/Examples.md"]), "\(ran.sorted())")
    }

    @Test func shellBlockCommandsSucceed() throws {
        let blocks = try DocSet(root: PackagePaths.root).blocks()
        var ran = 0
        for block in blocks where Self.shellLanguages.contains(block.language) {
            guard !Self.needsABrowser(block) || RealBrowser.isAvailable else { continue }
            let directory = try scratch()
            defer { try? FileManager.default.removeItem(at: directory) }
            for (offset, line) in block.lines.enumerated() {
                let place = "\(block.file):\(block.firstLine + offset)"
                if line.hasPrefix("$ ") {
                    Issue.record("\(place): a prompt line belongs in a ```console block, with the output under it")
                    continue
                }
                guard case .screengraph(let arguments, let stdoutFile) = try command(line, at: place) else { continue }
                let result = try runScreengraphAsTerminal(arguments, stdoutFile: stdoutFile, in: directory)
                #expect(result.status == 0, "\(place): exits \(result.status):\n\(result.output)")
                ran += 1
            }
        }
        #expect(ran > 0)
    }

    /// A transcript written in a block of another language would never be run.
    @Test func transcriptsAreInConsoleBlocks() throws {
        for block in try DocSet(root: PackagePaths.root).blocks() where block.language != "console" {
            for (offset, line) in block.lines.enumerated() where line.hasPrefix("$ ") {
                if case .notRun = try command(String(line.dropFirst(2)), at: "") { continue }
                Issue.record("\(block.file):\(block.firstLine + offset): a transcript belongs in a ```console block")
            }
        }
    }

    /// GraphLanguage.md says every file in `Graphs/` is in canonical form: `format` gives
    /// each back byte for byte, `.json` included.
    @Test func everyShippedGraphFormatsToItself() throws {
        let graphs = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root.appendingPathComponent("Graphs").path)
            .filter { $0.hasSuffix(".screengraph") || $0.hasSuffix(".json") }.sorted()
        #expect(graphs.count == 7)
        for name in graphs {
            let text = try String(contentsOfFile: PackagePaths.graph(name), encoding: .utf8)
            #expect(try runScreengraph(["format", "Graphs/\(name)"]) == CommandResult(status: 0, stdout: text, stderr: ""), "\(name)")
        }
    }

    @Test func commandLinesAreReadLikeAShell() throws {
        #expect(try DocCommand("screengraph route Graphs/Demo.screengraph --to ItemDetail")
            == .screengraph(arguments: ["route", "Graphs/Demo.screengraph", "--to", "ItemDetail"], stdoutFile: nil))
        #expect(try DocCommand(#"swift run screengraph route G --where "passcode != nil && x" --set 'name=A b'  # why"#)
            == .screengraph(arguments: ["route", "G", "--where", "passcode != nil && x", "--set", "name=A b"], stdoutFile: nil))
        #expect(try DocCommand(#"screengraph walk G --seed 2 > failure.json"#)
            == .screengraph(arguments: ["walk", "G", "--seed", "2"], stdoutFile: "failure.json"))
        #expect(try DocCommand(#"screengraph x "say \"hi\"" a\ b"#) == .screengraph(arguments: ["x", #"say "hi""#, "a b"], stdoutFile: nil))
        #expect(try DocCommand("echo $?") == .echoStatus)
        #expect(try DocCommand("swift test") == .notRun)
        #expect(try DocCommand(".build/release/screengraph-benchmark --skip-naive") == .notRun)
        #expect(throws: DocCommandError.self) { try DocCommand("screengraph render G --format dot | dot -Tsvg") }
        #expect(throws: DocCommandError.self) { try DocCommand("screengraph route $FILE") }
        #expect(throws: DocCommandError.self) { try DocCommand("screengraph walk G > a b") }
        #expect(throws: DocCommandError.self) { try DocCommand(#"screengraph route "G"#) }
    }

    @Test func anEllipsisLineStandsForAnyLines() {
        func matches(_ actual: [String], _ expected: [String]) -> Bool { docOutput(actual[...], matches: expected[...]) }
        #expect(matches(["a", "b"], ["a", "b"]))
        #expect(!matches(["a", "b"], ["a"]))
        #expect(!matches(["a"], ["a", "b"]))
        #expect(matches(["a", "x", "y", "b"], ["a", "...", "b"]))
        #expect(matches(["a", "b"], ["a", "...", "b"]))
        #expect(matches(["a", "b", "c"], ["...", "c"]))
        #expect(matches(["a"], ["a", "..."]))
        #expect(!matches(["a", "x"], ["...", "b"]))
        #expect(matches([], []))
        #expect(outputLines("a\nb\n") == ["a", "b"] && outputLines("") == [] && outputLines("a") == ["a"])
    }

    /// Runs the `$ ` commands of a ```console block in order, each against the lines up to
    /// the next prompt.
    private func runTranscript(_ block: MarkdownBlock) throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        guard block.lines.first?.hasPrefix("$ ") == true else {
            Issue.record("\(block.file):\(block.firstLine): a ```console block starts with a '$ ' command line")
            return
        }
        var lastStatus: Int32 = 0
        var unshownStatus: (place: String, status: Int32)?
        var index = 0
        while index < block.lines.count {
            let place = "\(block.file):\(block.firstLine + index)"
            let line = block.lines[index].dropFirst(2)
            var end = index + 1
            while end < block.lines.count, !block.lines[end].hasPrefix("$ ") { end += 1 }
            let expected = block.lines[(index + 1)..<end]
            index = end
            let output: String
            switch try command(String(line), at: place) {
            case .notRun:
                Issue.record("\(place): only 'screengraph' commands and 'echo $?' run in a ```console block; show others in ```sh")
                return
            case .echoStatus:
                output = "\(lastStatus)\n"
                unshownStatus = nil
            case .screengraph(let arguments, let stdoutFile):
                if let unshown = unshownStatus {
                    Issue.record("\(unshown.place): exits \(unshown.status); show it with '$ echo $?' after the command's output")
                }
                let result = try runScreengraphAsTerminal(arguments, stdoutFile: stdoutFile, in: directory)
                output = result.output
                lastStatus = result.status
                unshownStatus = result.status == 0 ? nil : (place, result.status)
            }
            let actual = outputLines(output)
            let shown = docOutput(actual[...], matches: expected)
            #expect(
                shown,
                "\(place): the doc shows\n\(expected.joined(separator: "\n"))\nbut the command prints\n\(actual.joined(separator: "\n"))")
        }
        if let unshown = unshownStatus {
            Issue.record("\(unshown.place): exits \(unshown.status); show it with '$ echo $?' after the command's output")
        }
    }

    private func command(_ line: String, at place: String) throws -> DocCommand {
        do {
            return try DocCommand(line)
        } catch {
            Issue.record("\(place): \(error.message)")
            return .notRun
        }
    }

    /// A fresh directory holding a copy of `Graphs/`.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-docs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Graphs"), to: directory.appendingPathComponent("Graphs"))
        return directory
    }
}

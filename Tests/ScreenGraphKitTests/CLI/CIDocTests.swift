import Foundation
import Testing

@testable import screengraph_docs

/// Docs/CI.md's workflows run: every `screengraph` command of its ```yaml blocks, with
/// the shard variables filled in, exits 0 (how, is said at the end of the page); and its
/// coverage picture is what the CLI draws today.
@Suite struct CIDocTests {
    static let file = "Docs/CI.md"

    private func blocks() throws -> [MarkdownBlock] {
        let text = try String(contentsOf: PackagePaths.root.appendingPathComponent(Self.file), encoding: .utf8)
        return try markdownBlocks(in: text, file: Self.file)
    }

    /// The command a workflow line runs, without `- `, `run: ` or the indentation
    /// before it; `nil` for a line that runs nothing (a key, a comment, a `run: |`).
    static func command(inWorkflowLine line: String) -> String? {
        var text = Substring(line.trimmingCharacters(in: .whitespaces))
        if text.hasPrefix("- ") { text = text.dropFirst(2) }
        if text.hasPrefix("run: ") { text = text.dropFirst(5) }
        let command = text.trimmingCharacters(in: .whitespaces)
        return command.isEmpty || command == "|" || command.hasPrefix("#") ? nil : command
    }

    /// The shards a block's jobs run: GitHub's `shard: [1, 2]`, or GitLab's `parallel: N`.
    static func shards(in lines: [String]) -> [Int] {
        for line in lines {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("shard: [") {
                return text.dropFirst("shard: [".count).dropLast().split(separator: ",").compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }
            }
            if text.hasPrefix("parallel: "), let count = Int(text.dropFirst("parallel: ".count)) {
                return Array(1...max(count, 1))
            }
        }
        return []
    }

    /// `command` for each shard when it names one, else as it is.
    static func expand(_ command: String, shards: [Int]) -> [String] {
        let variables = ["${{ matrix.shard }}", "$CI_NODE_INDEX"]
        guard variables.contains(where: command.contains) else { return [command] }
        return shards.map { shard in
            var text = command
            for variable in variables { text = text.replacingOccurrences(of: variable, with: String(shard)) }
            return text.replacingOccurrences(of: "$CI_NODE_TOTAL", with: String(shards.count))
        }
    }

    @Test func theWorkflowLinesAreReadAsTheRunnerRunsThem() {
        #expect(Self.command(inWorkflowLine: "        run: screengraph check G > a.sarif") == "screengraph check G > a.sarif")
        #expect(Self.command(inWorkflowLine: "    - screengraph coverage merge a b -o c") == "screengraph coverage merge a b -o c")
        #expect(Self.command(inWorkflowLine: "          screengraph render G") == "screengraph render G")
        #expect(Self.command(inWorkflowLine: "        run: |") == nil)
        #expect(Self.command(inWorkflowLine: "  # a comment") == nil)
        #expect(Self.shards(in: ["    matrix:", "      shard: [1, 2, 3]"]) == [1, 2, 3])
        #expect(Self.shards(in: ["  parallel: 2"]) == [1, 2])
        #expect(Self.expand("screengraph tour --shards $CI_NODE_TOTAL --shard $CI_NODE_INDEX --junit j-$CI_NODE_INDEX.xml", shards: [1, 2])
            == ["screengraph tour --shards 2 --shard 1 --junit j-1.xml", "screengraph tour --shards 2 --shard 2 --junit j-2.xml"])
        #expect(Self.expand("screengraph tour --shard ${{ matrix.shard }}", shards: [1, 2]) == ["screengraph tour --shard 1", "screengraph tour --shard 2"])
    }

    @Test func everyScreengraphCommandOfTheWorkflowsSucceeds() throws {
        let workflows = try blocks().filter { $0.language == "yaml" }
        #expect(workflows.count == 2, "a GitHub Actions workflow and a GitLab CI pipeline")
        for block in workflows {
            let shards = Self.shards(in: block.lines)
            #expect(shards == [1, 2], "\(block.file):\(block.firstLine)")
            let directory = try scratch()
            defer { try? FileManager.default.removeItem(at: directory) }
            var ran: [String] = []
            for (offset, line) in block.lines.enumerated() {
                let place = "\(block.file):\(block.firstLine + offset)"
                guard let command = Self.command(inWorkflowLine: line) else { continue }
                // Only commands that start with `screengraph` are run; a path to the
                // binary would hide one from this test.
                #expect(!command.contains("/screengraph "), "\(place): call screengraph from the PATH")
                guard command.hasPrefix("screengraph ") else { continue }
                for expanded in Self.expand(command, shards: shards) {
                    guard case .screengraph(let arguments, let stdoutFile) = try DocCommand(expanded) else {
                        Issue.record("\(place): '\(expanded)' is not a command the doc tests run")
                        continue
                    }
                    let result = try runScreengraphAsTerminal(arguments, stdoutFile: stdoutFile, in: directory)
                    #expect(result.status == 0, "\(place): \(expanded) exits \(result.status):\n\(result.output)")
                    ran.append(arguments.prefix(2).joined(separator: " "))
                }
            }
            // Both checks (GitHub's annotates, GitLab's prints text), all four tour
            // shards, both merges and both drawings.
            let checks = block.fenceLine == workflows.first?.fenceLine
                ? ["check --reporter", "check --reporter"] : ["check Graphs/Browser.screengraph", "check --reporter"]
            #expect(ran == checks + [
                "tour Graphs/VideoSharing.screengraph", "tour Graphs/VideoSharing.screengraph",
                "tour Graphs/Recipes.screengraph", "tour Graphs/Recipes.screengraph",
                "coverage merge", "coverage merge",
                "render Graphs/VideoSharing.screengraph", "render Graphs/Recipes.screengraph",
            ], "\(block.file):\(block.firstLine)")
            for file in ["junit-video-1.xml", "junit-video-2.xml", "junit-recipes-1.xml", "junit-recipes-2.xml", "coverage-video.json"] {
                #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path), "\(file)")
            }
        }
    }

    /// The Mermaid picture of VideoSharing's coverage is what the two commands above it
    /// draw today.
    @Test func theCoveragePictureIsCurrent() throws {
        let pictures = try blocks().filter { $0.language == "mermaid" }
        #expect(pictures.count == 1)
        let picture = try #require(pictures.first)
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let tour = try runScreengraph(
            ["tour", "Graphs/VideoSharing.screengraph", "--run", "Graphs/Apps/VideoSharing.json", "--coverage", "coverage.json"], in: directory)
        #expect(tour.status == 0)
        let drawing = try runScreengraph(["render", "Graphs/VideoSharing.screengraph", "--format", "mermaid", "--coverage", "coverage.json"], in: directory)
        #expect(drawing.status == 0 && drawing.stderr == "")
        #expect(
            picture.lines.joined(separator: "\n") + "\n" == drawing.stdout,
            "\(picture.file):\(picture.firstLine): the picture is not what the CLI draws today; paste this in its place:\n\(drawing.stdout)")
    }

    /// A fresh directory holding a copy of `Graphs/`.
    private func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("screengraph-ci-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent("Graphs"), to: directory.appendingPathComponent("Graphs"))
        return directory
    }
}

import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The Firefox graph as a file: `Graphs/Firefox.screengraph` is the Swift graph written
/// as text, and the CLI routes, checks and renders it.
@Suite struct FirefoxFileTests {
    static let path = "Graphs/Firefox.screengraph"

    /// The comment that heads the exported file.
    static let header = """
        # Firefox for iOS's screen graph, generated from Sources/ScreenGraphFixtures/Firefox.swift.
        # Regenerate it with: REGENERATE_FIREFOX_GRAPH=1 swift test --filter FirefoxFileTests


        """

    /// What the file must hold: the header, then the Swift graph in canonical form.
    static func exported() throws -> String {
        header + (try Firefox.graph()).definition.text(in: .screengraph)
    }

    @Test func theShippedFileIsTheSwiftGraph() throws {
        let expected = try Self.exported()
        let file = PackagePaths.root.appendingPathComponent(Self.path)
        if ProcessInfo.processInfo.environment["REGENERATE_FIREFOX_GRAPH"] == "1" {
            try expected.write(to: file, atomically: true, encoding: .utf8)
            Issue.record("wrote \(Self.path); run the tests again without REGENERATE_FIREFOX_GRAPH")
            return
        }
        let shipped = try String(contentsOf: file, encoding: .utf8)
        #expect(
            shipped == expected,
            """
            \(Self.path) differs from Firefox.graph() written as text; after changing \
            Sources/ScreenGraphFixtures/Firefox.swift, regenerate it with \
            REGENERATE_FIREFOX_GRAPH=1 swift test --filter FirefoxFileTests
            """)
    }

    @Test func theShippedFileChecksCleanAndReadsBackAsTheSameGraph() throws {
        let swift = try Firefox.graph()
        #expect(swift.warnings == [])
        let file = try ScreenGraph(contentsOfFile: PackagePaths.graph("Firefox.screengraph"))
        #expect(file.warnings == [])
        #expect(file.screenNames == swift.screenNames)
        #expect(file.actionNames == swift.actionNames)
        #expect(file.screenNames.count >= 60)
        #expect(file.definition.text(in: .screengraph) == swift.definition.text(in: .screengraph))
    }

    // MARK: The CLI on the file

    @Test func theCLIRoutesToTheLockedLoginsBySettingAPasscode() throws {
        let result = try runScreengraph(["route", Self.path, "--to", "LockedLoginsSettings", "--allow-state-changes"])
        #expect(result.status == 0, "\(result)")
        #expect(result.stderr == "")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        // The passcode is typed twice, on its own sheets, before the logins ask for it.
        #expect(lines.contains { $0.contains("SetPasscodeScreen → SetPasscodeTypeOnce") })
        #expect(lines.contains { $0.contains("ConfirmPasscodeScreen → SetPasscode  action") && $0.hasSuffix("[passcode = \"111111\"]") })
        #expect(lines.last(where: { $0.contains("→") })?.hasSuffix("→ LockedLoginsSettings  edge tap 'Logins'") == true)
        #expect(lines.last?.hasPrefix("cost ") == true)
    }

    /// Every `$ swift run screengraph …` in the Firefox section of `Docs/Examples.md`
    /// prints exactly the lines shown under it.
    @Test func theDocumentedCommandsPrintWhatTheDocsShow() throws {
        let docs = try String(contentsOf: PackagePaths.root.appendingPathComponent("Docs/Examples.md"), encoding: .utf8)
        guard let start = docs.range(of: "## Firefox (`Graphs/Firefox.screengraph`)") else {
            Issue.record("Docs/Examples.md has no Firefox section")
            return
        }
        let section = docs[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        var commands: [(arguments: [String], expected: String)] = []
        var inBlock = false
        for line in section[..<end].split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inBlock.toggle()
            } else if inBlock, line.hasPrefix("$ swift run screengraph ") {
                commands.append((line.dropFirst("$ swift run screengraph ".count).split(separator: " ").map(String.init), ""))
            } else if inBlock, !commands.isEmpty {
                commands[commands.count - 1].expected += line + "\n"
            }
        }
        #expect(commands.count == 4)
        for (arguments, expected) in commands {
            let result = try runScreengraph(arguments)
            #expect(result == CommandResult(status: 0, stdout: expected, stderr: ""), "screengraph \(arguments.joined(separator: " "))")
        }
    }

    @Test func theCLIChecksTheFileWithoutWarnings() throws {
        let result = try runScreengraph(["check", Self.path])
        #expect(result == CommandResult(status: 0, stdout: "\(Self.path): 0 errors, 0 warnings\n", stderr: ""))
    }

    @Test func theCLIRendersEveryScreen() throws {
        let result = try runScreengraph(["render", Self.path, "--format", "dot"])
        #expect(result.status == 0 && result.stderr == "", "\(result)")
        #expect(result.stdout.hasPrefix("digraph"))
        let graph = try Firefox.graph()
        // Screens are nodes s0, s1, … labelled with their names, in declaration order.
        for (index, screen) in graph.screenNames.enumerated() {
            #expect(result.stdout.contains("  s\(index) [label=\"\(screen)"), "no node for \(screen)")
        }
        #expect(!result.stdout.contains("  s\(graph.screenNames.count) [label="))
    }
}

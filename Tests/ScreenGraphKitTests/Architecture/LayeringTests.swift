import Foundation
import Testing

/// STYLE.md rule 18: the folders of Sources/ScreenGraphKit form a one-way picture, drawn in
/// Docs/Architecture.md. The first two tests check the real sources; the rest check the
/// scanner (Support/FolderDependencies.swift) on small sources written here.
@Suite struct LayeringTests {
    private func librarySources() throws -> [SwiftSource] {
        let sources = try FolderDependencies.librarySources(packageRoot: PackagePaths.root)
        // An empty scan would pass every check below without looking at anything.
        try #require(!sources.isEmpty, "no Swift files under Sources/ScreenGraphKit")
        return sources
    }

    @Test func libraryFoldersUseEachOtherInNoCircle() throws {
        let graph = FolderDependencies.graph(of: try librarySources())
        let cycles = FolderDependencies.cycles(in: graph)
        if !cycles.isEmpty { Issue.record("\(FolderDependencies.describe(cycles, in: graph))") }
    }

    @Test func architectureDiagramDrawsEveryUse() throws {
        let graph = FolderDependencies.graph(of: try librarySources())
        let needed = graph.edges.map { "  \($0.from) --> \($0.to)" }.joined(separator: "\n")
        let url = PackagePaths.root.appendingPathComponent("Docs/Architecture.md")
        guard FileManager.default.fileExists(atPath: url.path) else {
            Issue.record(
                "Docs/Architecture.md is missing: it should draw the folders of Sources/ScreenGraphKit in a ```mermaid block, one `A --> B` line for each folder A that may use folder B. The sources use today:\n\(needed)"
            )
            return
        }
        guard let diagram = FolderDependencies.diagramEdges(inMarkdown: try String(contentsOf: url, encoding: .utf8)) else {
            Issue.record("Docs/Architecture.md has no ```mermaid block drawing the folders. The sources use today:\n\(needed)")
            return
        }
        let missing = FolderDependencies.uses(of: graph, notDrawnIn: diagram)
        if !missing.isEmpty {
            let lines = missing.map { "  " + FolderDependencies.describe($0, in: graph) }
            Issue.record(
                Comment(
                    rawValue: "Docs/Architecture.md draws no path for these uses: add the edge to the diagram if the use belongs, or move the code:\n"
                        + lines.joined(separator: "\n")))
        }
    }

    // MARK: The scanner on small sources

    /// Model and Planning use each other; Format uses Model alone.
    @Test func findsATwoFolderCircleAndNamesTheUses() {
        let graph = FolderDependencies.graph(of: [
            ("Model/Graph.swift", "struct Graph {\n    func start() -> Position { Position() }\n}"),
            ("Planning/Position.swift", "struct Position {\n    var graph: Graph?\n}\nfunc formatCost() {}"),
            ("Format/Writer.swift", "enum Writer { static func write(_ graph: Graph) {} }"),
        ])
        #expect(graph.folders == ["Format", "Model", "Planning"])
        #expect(graph.edges.map(\.description) == ["Format → Model", "Model → Planning", "Planning → Model"])
        let cycles = FolderDependencies.cycles(in: graph)
        #expect(cycles.map(\.description) == ["Model → Planning → Model"])
        #expect(
            FolderDependencies.describe(cycles, in: graph) == """
                The folders of Sources/ScreenGraphKit use each other in 1 circle (STYLE.md rule 18: a folder uses only folders below it). Break each circle by moving the uses behind one of its edges:
                Model → Planning → Model
                  Model → Planning: Model/Graph.swift:2 uses Position (declared in Planning/Position.swift)
                  Planning → Model: Planning/Position.swift:2 uses Graph (declared in Model/Graph.swift)
                """)
    }

    /// Builder → Navigation → Planning → Builder, and Planning → Model outside the circle.
    @Test func findsAThreeFolderCircle() {
        let graph = FolderDependencies.graph(of: [
            ("Builder/GraphBuilder.swift", "final class GraphBuilder {\n    let driver: any Driver\n}"),
            ("Navigation/Driver.swift", "protocol Driver {\n    func route() -> Route\n}"),
            ("Planning/Route.swift", "struct Route {\n    var graph: Graph\n    var builder: GraphBuilder?\n}"),
            ("Model/Graph.swift", "struct Graph {}"),
        ])
        let cycles = FolderDependencies.cycles(in: graph)
        #expect(cycles.map(\.description) == ["Builder → Navigation → Planning → Builder"])
        #expect(
            cycles.first?.edges.map { FolderDependencies.describe($0, in: graph) } == [
                "Builder → Navigation: Builder/GraphBuilder.swift:2 uses Driver (declared in Navigation/Driver.swift)",
                "Navigation → Planning: Navigation/Driver.swift:2 uses Route (declared in Planning/Route.swift)",
                "Planning → Builder: Planning/Route.swift:3 uses GraphBuilder (declared in Builder/GraphBuilder.swift)",
            ])
    }

    /// Every folder but Model uses the ones below it; subfolders count as their top folder.
    @Test func findsNoCircleInAOneWayTree() {
        let graph = FolderDependencies.graph(of: [
            ("Model/Graph.swift", "struct Graph {}\nlet defaultCost = 1.0"),
            ("Support/SplitMix64.swift", "struct SplitMix64 {}"),
            ("Planning/API/Planner.swift", "final class Planner {\n    let graph: Graph\n    var heap: MinHeap\n}"),
            ("Planning/Internal/MinHeap.swift", "struct MinHeap { var random = SplitMix64() }"),
            ("Navigation/Navigator.swift", "final class Navigator {\n    let planner: Planner\n    let cost = defaultCost\n}"),
        ])
        #expect(graph.folders == ["Model", "Navigation", "Planning", "Support"])
        #expect(
            graph.edges.map(\.description) == [
                "Navigation → Model", "Navigation → Planning", "Planning → Model", "Planning → Support",
            ])
        #expect(graph.uses[FolderEdge("Navigation", "Model")]?.map(\.name) == ["defaultCost"])
        #expect(FolderDependencies.cycles(in: graph).isEmpty)
        #expect(FolderDependencies.folder(ofPath: "/x/Sources/ScreenGraphKit/Planning/API/Planner.swift") == "Planning")
        #expect(FolderDependencies.folder(ofPath: "Exports.swift") == FolderDependencies.moduleFolder)
    }

    /// Names in comments and strings make no edge; code inside an interpolation does.
    @Test func ignoresCommentsAndStrings() {
        let model = #"""
            struct Graph {
                // A Position is where a navigator is.
                /// Returns a ``Position``.
                /* Position /* nested */ Position */
                let a = "Position \"Position\" Position"
                let b = """
                    Position "Position"
                    \(label) Position
                    """
                let c = #"Position "Position" \(Position)"#
                let d = "cost \(formatCost(1)) and \("Position")"
            }
            """#
        let graph = FolderDependencies.graph(of: [
            ("Model/Graph.swift", model), ("Planning/Position.swift", "struct Position {}\nfunc formatCost(_ x: Int) {}"),
        ])
        #expect(graph.uses[FolderEdge("Model", "Planning")]?.map(\.description) == [
            "Model/Graph.swift:11 uses formatCost (declared in Planning/Position.swift)"
        ])
        // Blanked with spaces, so lines and columns stay where they were.
        let text = #"a // b"# + "\n" + #"/* c"# + "\n" + ##" d */ e "f \(g("h")) i" #"j"k"#"##
        let stripped = FolderDependencies.strippingCommentsAndStrings(text)
        #expect(stripped.utf8.count == text.utf8.count)
        #expect(stripped.split(separator: "\n", omittingEmptySubsequences: false).count == 3)
        #expect(stripped.split(whereSeparator: \.isWhitespace) == ["a", "e", "g(", ")"])
    }

    /// `.costs(` uses the member Format adds to Planning's type; `.bool` and `.text` are
    /// declared by more than one folder, so they make no edge.
    @Test func seesExtensionMembersThroughADot() {
        let graph = FolderDependencies.graph(of: [
            ("Planning/Planner.swift", "final class Planner {\n    var text: String\n}"),
            (
                "Format/Planner+Costs.swift",
                "extension Planner {\n    func costs(from: String) -> String { \"\" }\n    static var bool: Int { 1 }\n    var text: String { \"\" }\n}"
            ),
            ("Model/StateValue.swift", "enum StateValue {\n    case bool(Bool), int(Int)\n}"),
            ("Navigation/Navigator.swift", "func report(_ p: Q) -> String {\n    p.text + p.costs(from: \"A\") + .bool\n}"),
        ])
        #expect(graph.uses[FolderEdge("Navigation", "Format")]?.map(\.description) == [
            "Navigation/Navigator.swift:2 uses costs (declared in Format/Planner+Costs.swift)"
        ])
        #expect(graph.edges.map(\.description) == ["Format → Planning", "Navigation → Format"])
    }

    @Test func readsTheMermaidDiagramWithTransitiveEdges() {
        let markdown = """
            # Architecture

            ```swift
            Model --> Navigation
            ```

            ```mermaid
            graph TD
              %% Model --> Navigation
              Navigation["Navigation<br/>(goto, follow)"] -->|plans with| Planning
              Planning -- reads --> Model:::leaf
              Execution ==> Navigation & Simulation
              Simulation -.-> Model
              Format --- Model
              classDef leaf fill:#eee,stroke-width:2px
              style Model fill:#f9f
            ```
            """
        let diagram = FolderDependencies.diagramEdges(inMarkdown: markdown)
        #expect(
            diagram?.map(\.description) == [
                "Navigation → Planning", "Planning → Model", "Execution → Navigation", "Execution → Simulation",
                "Simulation → Model",
            ])
        #expect(FolderDependencies.diagramEdges(inMarkdown: "# No diagram\nModel --> Planning") == nil)

        // Execution reaches Model through Navigation and Planning; nothing draws Model → Planning or Format → Model.
        let graph = FolderDependencies.graph(of: [
            ("Model/Graph.swift", "struct Graph { var p: Planner? }"),
            ("Planning/Planner.swift", "final class Planner { let graph: Graph }"),
            ("Execution/Executor.swift", "final class Executor { let graph: Graph }"),
            ("Format/Writer.swift", "enum Writer { static func write(_ graph: Graph) {} }"),
        ])
        #expect(
            FolderDependencies.uses(of: graph, notDrawnIn: diagram ?? []).map(\.description) == [
                "Format → Model", "Model → Planning",
            ])
    }
}

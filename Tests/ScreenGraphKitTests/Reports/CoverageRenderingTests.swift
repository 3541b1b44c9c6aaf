import Foundation
import Testing

@testable import ScreenGraphKit

/// A drawing coloured by coverage: what was exercised green, the rest red and dashed,
/// guards with the outcomes seen, back gestures marked, the figures in the legend.
@Suite struct CoverageRenderingTests {
    /// The CLI tests' tiny graph: an edge behind a guard an action opens, and a back gesture.
    static let tiny = CommandLineTests.tiny

    /// Home entered twice, TurnOn performed once, the guard of 'go' seen false once;
    /// Next, its back gesture and 'go' never.
    private func drawing(_ format: GraphRenderer.Format) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tiny-\(UUID().uuidString).screengraph").path
        try Self.tiny.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let graph = try ScreenGraph(contentsOfFile: path)
        var coverage = Coverage(graph: graph, name: "Tiny")
        coverage.screens[0].count = 2
        coverage.moves[0].closed = 1
        coverage.moves[1].count = 1
        coverage.actions[0].count = 1
        return GraphRenderer.render(graph.definition, as: format, coverage: coverage.overlay(for: graph.definition))
    }

    @Test func dot() throws {
        #expect(try drawing(.dot) == ##"""
            digraph "Tiny" {
              rankdir=LR;
              node [shape=box, style=rounded, fontname="Helvetica"];
              edge [fontname="Helvetica", fontsize=10];
              s0 [label="Home", peripheries=2, style="rounded,filled", fillcolor="#d9f2d9"];
              s1 [label="Next\n⟲ back: tap \"back\" ✗", style="rounded,filled", fillcolor="#fde2e2"];
              a0 [label="TurnOn", shape=ellipse, style=filled, fillcolor="#d9f2d9"];
              s0 -> s1 [label="tap \"go\"\nif on\nguard: true ✗, false ✓", color="#c62828", fontcolor="#c62828", style=dashed];
              s0 -> a0 [label="toggleOn \"switch\"", color="#2e7d32", fontcolor="#2e7d32"];
              a0 -> s0 [label="returns", color="#2e7d32", fontcolor="#2e7d32", style=dashed];
              subgraph cluster_legend {
                label="Legend";
                fontname="Helvetica";
                "legend.covered" [label="covered", style="rounded,filled", fillcolor="#d9f2d9"];
                "legend.uncovered" [label="not covered", style="rounded,filled", fillcolor="#fde2e2"];
                "legend.figures" [shape=note, label="covered:\nscreens 1/2 (50%)\nedges 1/2 (50%)\nback gestures 0/1 (0%)\nactions 1/1 (100%)\nguard outcomes 1/2 (50%)"];
                "legend.covered" -> "legend.uncovered" [label="taken ✓", color="#2e7d32", fontcolor="#2e7d32"];
                "legend.uncovered" -> "legend.covered" [label="not taken ✗", color="#c62828", fontcolor="#c62828", style=dashed];
              }
            }

            """##)
    }

    @Test func mermaid() throws {
        #expect(try drawing(.mermaid) == ##"""
            flowchart LR
              s0["Home"]:::start
              s1["Next<br/>⟲ back: tap #quot;back#quot; ✗"]
              a0(["TurnOn"]):::action
              s0 -->|"tap #quot;go#quot;<br/>if on<br/>guard: true ✗, false ✓"| s1
              s0 -->|"toggleOn #quot;switch#quot;"| a0
              a0 -.->|"returns"| s0
              subgraph Legend
                legendCovered["covered"]
                legendUncovered["not covered"]
                legendFigures["covered:<br/>screens 1/2 (50%)<br/>edges 1/2 (50%)<br/>back gestures 0/1 (0%)<br/>actions 1/1 (100%)<br/>guard outcomes 1/2 (50%)"]
                legendCovered -->|"taken ✓"| legendUncovered
                legendUncovered -->|"not taken ✗"| legendCovered
              end
              classDef start stroke-width:4px
              classDef overlay stroke-dasharray: 5 5
              classDef action fill:#fff5cc
              classDef covered fill:#d9f2d9,stroke:#2e7d32
              classDef uncovered fill:#fde2e2,stroke:#c62828
              class legendCovered,a0,s0 covered
              class legendUncovered,s1 uncovered
              linkStyle 1,2,3 stroke:#2e7d32,color:#2e7d32
              linkStyle 0,4 stroke:#c62828,color:#c62828,stroke-dasharray:4 4

            """##)
    }
}

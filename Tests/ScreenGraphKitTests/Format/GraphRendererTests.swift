import Testing

@testable import ScreenGraphKit

/// Drawing a graph for Graphviz and Mermaid: screens as boxes (the start doubled, a
/// `dismissOnUse` screen dashed, its back gesture in the box), actions as ellipses with a
/// `then` or `returns` arrow, guarded edges blue with their guard, a name nothing
/// declares drawn as its own node, and a legend. The section for
/// GraphRenderer+Coverage.swift colours the drawing by what runs covered.
@Suite struct GraphRendererTests {
    /// Home's plain and guarded edges to Menu, a dashed Menu with a back gesture, an edge
    /// to a screen nothing declares, an action that returns and one with a `then`.
    private func shop() throws -> GraphDefinition {
        try GraphDefinition(
            parsing: """
                graph "Shop"
                start Home
                state n: int = 0
                screen Home
                  tap "menu" -> Menu
                  tap "buy" -> Menu if n > 0
                screen Menu dismissOnUse
                  back tap "close"
                  tap "x" -> Nowhere
                  action Add: tap "add"
                action Reset -> Home
                """, format: .screengraph, path: "g")
    }

    /// The lines of a drawing after its first `header` lines, up to the legend.
    private func body(_ drawing: String, header: Int, legend: String) -> [String] {
        let lines = drawing.split(separator: "\n").map(String.init)
        return Array(lines.dropFirst(header).prefix { $0 != legend })
    }

    @Test func graphvizDrawsEveryScreenActionAndArrowByDeclarationOrder() throws {
        let drawing = GraphRenderer.render(try shop(), as: .dot)
        #expect(drawing.hasPrefix("digraph \"Shop\" {\n  rankdir=LR;\n"))
        #expect(
            body(drawing, header: 4, legend: "  subgraph cluster_legend {") == [
                ##"  s0 [label="Home", peripheries=2];"##,
                ##"  s1 [label="Menu\n(dismissOnUse)\n⟲ back: tap \"close\"", style="rounded,dashed"];"##,
                ##"  a0 [label="Add", shape=ellipse, style=filled, fillcolor="#fff5cc"];"##,
                ##"  a1 [label="Reset", shape=ellipse, style=filled, fillcolor="#fff5cc"];"##,
                ##"  s0 -> s1 [label="tap \"menu\""];"##,
                ##"  s0 -> s1 [label="tap \"buy\"\nif n > 0", color="#1f5fbf", fontcolor="#1f5fbf"];"##,
                ##"  u4 [label="Nowhere\n(undeclared)"];"##,
                ##"  s1 -> u4 [label="tap \"x\""];"##,
                ##"  s1 -> a0 [label="tap \"add\""];"##,
                ##"  a0 -> s1 [label="returns", style=dashed];"##,
                ##"  a1 -> s0 [label="then", style=bold];"##,
            ])
        #expect(drawing.hasSuffix("  }\n}\n"))
    }

    @Test func mermaidDrawsTheSameWithItsOwnEscapes() throws {
        let drawing = GraphRenderer.render(try shop(), as: .mermaid)
        #expect(
            body(drawing, header: 1, legend: "  subgraph Legend") == [
                ##"  s0["Home"]:::start"##,
                ##"  s1["Menu<br/>(dismissOnUse)<br/>⟲ back: tap #quot;close#quot;"]:::overlay"##,
                ##"  a0(["Add"]):::action"##,
                ##"  a1(["Reset"]):::action"##,
                ##"  s0 -->|"tap #quot;menu#quot;"| s1"##,
                ##"  s0 -->|"tap #quot;buy#quot;<br/>if n #gt; 0"| s1"##,
                ##"  u4["Nowhere<br/>(undeclared)"]"##,
                ##"  s1 -->|"tap #quot;x#quot;"| u4"##,
                ##"  s1 -->|"tap #quot;add#quot;"| a0"##,
                ##"  a0 -.->|"returns"| s1"##,
                ##"  a1 ==>|"then"| s0"##,
            ])
        // The guarded arrow (the second) and the legend's guarded arrow (after the six drawn and the legend's first) are blue.
        #expect(drawing.hasSuffix("  linkStyle 1,7 stroke:#1f5fbf,color:#1f5fbf\n"))
    }

    @Test func namesCannotBreakOutOfTheirLabels() {
        var definition = GraphDefinition(name: "a\"];evil[", start: "x\"y")
        definition.screens = [ScreenDefinition("x\"y")]
        let dot = GraphRenderer.render(definition, as: .dot)
        #expect(dot.hasPrefix(##"digraph "a\"];evil[" {"##) && dot.contains(##"  s0 [label="x\"y", peripheries=2];"##))
        let mermaid = GraphRenderer.render(definition, as: .mermaid)
        #expect(mermaid.contains(##"  s0["x#quot;y"]:::start"##))
    }

    @Test func twoScreensOfOneNameAreOneNode() {
        var definition = GraphDefinition(start: "A")
        definition.screens = [ScreenDefinition("A"), ScreenDefinition("A")]
        definition.screens[1].edges = [EdgeDefinition(to: "A", .tap("t"))]
        let dot = GraphRenderer.render(definition, as: .dot)
        #expect(!dot.contains("  s1 ") && dot.contains(##"  s0 -> s0 [label="tap \"t\""];"##))
    }

    // MARK: - GraphRenderer+Coverage.swift

    /// Home entered and its plain edge to Menu taken; Menu entered, its back made; its guard seen only true.
    private func overlay() -> GraphRenderer.CoverageOverlay {
        GraphRenderer.CoverageOverlay(
            screens: ["Home", "Menu"], actions: ["Add"], moves: [.edge(screen: 0, index: 0), .edge(screen: 0, index: 1), .action(screen: 1, index: 0)],
            backs: ["Menu"], guards: [.edge(screen: 0, index: 1): .init(seenTrue: true, seenFalse: false)], legend: ["screens 2/2 (100%)", "edges 2/3"])
    }

    @Test func coverageColoursWhatWasTakenAndMarksTheRest() throws {
        let drawing = GraphRenderer.render(try shop(), as: .dot, coverage: overlay())
        #expect(
            body(drawing, header: 4, legend: "  subgraph cluster_legend {") == [
                ##"  s0 [label="Home", peripheries=2, style="rounded,filled", fillcolor="#d9f2d9"];"##,
                ##"  s1 [label="Menu\n(dismissOnUse)\n⟲ back: tap \"close\" ✓", style="rounded,dashed,filled", fillcolor="#d9f2d9"];"##,
                ##"  a0 [label="Add", shape=ellipse, style=filled, fillcolor="#d9f2d9"];"##,
                ##"  a1 [label="Reset", shape=ellipse, style=filled, fillcolor="#fde2e2"];"##,
                ##"  s0 -> s1 [label="tap \"menu\"", color="#2e7d32", fontcolor="#2e7d32"];"##,
                ##"  s0 -> s1 [label="tap \"buy\"\nif n > 0\nguard: true ✓, false ✗", color="#2e7d32", fontcolor="#2e7d32"];"##,
                ##"  u4 [label="Nowhere\n(undeclared)"];"##,
                ##"  s1 -> u4 [label="tap \"x\"", color="#c62828", fontcolor="#c62828", style=dashed];"##,
                ##"  s1 -> a0 [label="tap \"add\"", color="#2e7d32", fontcolor="#2e7d32"];"##,
                ##"  a0 -> s1 [label="returns", color="#2e7d32", fontcolor="#2e7d32", style=dashed];"##,
                ##"  a1 -> s0 [label="then", color="#c62828", fontcolor="#c62828", style="bold,dashed"];"##,
            ])
        #expect(drawing.contains(##"    "legend.figures" [shape=note, label="screens 2/2 (100%)\nedges 2/3"];"##))
    }

    @Test func mermaidCoverageClassesNodesAndColoursLinks() throws {
        let drawing = GraphRenderer.render(try shop(), as: .mermaid, coverage: overlay())
        let lines = drawing.split(separator: "\n").map(String.init)
        #expect(lines.suffix(4) == [
            "  class legendCovered,a0,s0,s1 covered",
            "  class legendUncovered,a1 uncovered",
            "  linkStyle 0,1,3,4,6 stroke:#2e7d32,color:#2e7d32",
            "  linkStyle 2,5,7 stroke:#c62828,color:#c62828,stroke-dasharray:4 4",
        ])
    }

    @Test func aReturnIsCoveredWhenAWayIntoItsActionFromThatScreenWas() {
        let overlay = overlay()
        #expect(overlay.covers(declaration: nil, from: "Add", to: "Menu", returnsFrom: [.action(screen: 1, index: 0)]))
        #expect(!overlay.covers(declaration: nil, from: "Add", to: "Home", returnsFrom: [.action(screen: 0, index: 3)]))
        // A `then` is covered when its action was performed.
        #expect(overlay.covers(declaration: nil, from: "Add", to: "Home", returnsFrom: []))
        #expect(!overlay.covers(declaration: nil, from: "Reset", to: "Home", returnsFrom: []))
        #expect(overlay.guardLine(.edge(screen: 0, index: 1)) == "guard: true ✓, false ✗")
        #expect(overlay.guardLine(.edge(screen: 0, index: 0)) == nil && overlay.guardLine(nil) == nil)
        #expect(overlay.backMark("Menu") == " ✓" && overlay.backMark("Home") == " ✗")
    }
}

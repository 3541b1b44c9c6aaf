/// Draws a graph for Graphviz (`dot`) or Mermaid: screens as boxes (the start screen
/// doubled, `dismissOnUse` screens dashed, a back gesture noted in the box), actions as
/// yellow ellipses apart from screens, guarded edges blue and labelled with their guard,
/// and a legend.
public enum GraphRenderer {
    /// The drawing languages.
    public enum Format: String, Sendable, CaseIterable {
        case dot, mermaid
    }

    /// One arrow to draw.
    private struct Arrow {
        var from: String
        var to: String
        var label: String
        var style: Style
        enum Style { case plain, guarded, then, `return` }
        /// The edge or way into an action drawn, for a coverage overlay.
        var declaration: CoverageOverlay.Declaration? = nil
        /// For a `returns` arrow, the ways into its action from the screen it returns to.
        var waysIn: [CoverageOverlay.Declaration] = []
    }

    /// The drawing of `definition` in `format`.
    ///
    /// - Complexity: O(V + E).
    public static func render(_ definition: GraphDefinition, as format: Format) -> String {
        render(definition, as: format, coverage: nil)
    }

    /// The drawing of `definition` in `format`; with `coverage`, coloured by what runs
    /// covered, with the figures in the legend (the CLI's `render --coverage`).
    ///
    /// - Complexity: O(V + E).
    package static func render(_ definition: GraphDefinition, as format: Format, coverage: CoverageOverlay?) -> String {
        var arrows: [Arrow] = []
        var actions: [String] = []
        var actionOrigins: [String: [String]] = [:]
        var waysIn: [String: [String: [CoverageOverlay.Declaration]]] = [:]
        var thens: [String: String?] = [:]
        func noteAction(_ action: ActionDefinition) {
            if thens[action.name] == nil {
                actions.append(action.name)
                thens[action.name] = .some(action.then)
            }
        }
        for (screenIndex, screen) in definition.screens.enumerated() {
            for (index, edge) in screen.edges.enumerated() {
                arrows.append(Arrow(from: screen.name, to: edge.to, label: label(edge.interaction, edge.condition), style: edge.condition == nil ? .plain : .guarded,
                                    declaration: .edge(screen: screenIndex, index: index)))
            }
            for (index, action) in screen.actions.enumerated() {
                noteAction(action)
                actionOrigins[action.name, default: []].append(screen.name)
                waysIn[action.name, default: [:]][screen.name, default: []].append(.action(screen: screenIndex, index: index))
                if let interaction = action.interaction {
                    arrows.append(Arrow(from: screen.name, to: action.name, label: label(interaction, action.condition), style: action.condition == nil ? .plain : .guarded,
                                        declaration: .action(screen: screenIndex, index: index)))
                }
            }
        }
        definition.actions.forEach(noteAction)
        for action in actions {
            if let then = thens[action] ?? nil {
                arrows.append(Arrow(from: action, to: then, label: "then", style: .then))
            } else {
                for origin in actionOrigins[action] ?? [] {
                    arrows.append(Arrow(from: action, to: origin, label: "returns", style: .return, waysIn: waysIn[action]?[origin] ?? []))
                }
            }
        }
        if let coverage {
            for index in arrows.indices {
                if let line = coverage.guardLine(arrows[index].declaration) { arrows[index].label += "\n" + line }
            }
        }
        switch format {
        case .dot: return dot(definition, actions: actions, arrows: arrows, coverage: coverage)
        case .mermaid: return mermaid(definition, actions: actions, arrows: arrows, coverage: coverage)
        }
    }

    private static func label(_ interaction: Interaction, _ condition: ExpressionSource?) -> String {
        var text = GraphTextWriter.gesture(interaction)
        if let condition { text += "\nif \(condition.text)" }
        return text
    }

    private static func screenLabel(_ screen: ScreenDefinition, coverage: CoverageOverlay?) -> String {
        var text = screen.name
        if screen.dismissOnUse { text += "\n(dismissOnUse)" }
        if let back = screen.back { text += "\n⟲ back: \(GraphTextWriter.gesture(back.interaction))" + (coverage?.backMark(screen.name) ?? "") }
        return text
    }

    /// Whether `arrow` was taken, by `coverage`.
    private static func covers(_ coverage: CoverageOverlay, _ arrow: Arrow) -> Bool {
        coverage.covers(declaration: arrow.declaration, from: arrow.from, to: arrow.to, returnsFrom: arrow.style == .return ? arrow.waysIn : [])
    }

    /// Graphviz ids are `s0`, `a0` and `u0` by declaration order, never a name, so no
    /// two names can share a node, and none can be the legend's (`"legend.start"`, …).
    private static func dot(_ definition: GraphDefinition, actions: [String], arrows: [Arrow], coverage: CoverageOverlay?) -> String {
        var ids: [String: String] = [:]
        var lines = ["digraph \(Escaping.dotString(definition.name ?? "ScreenGraph")) {", "  rankdir=LR;",
                     "  node [shape=box, style=rounded, fontname=\"Helvetica\"];", "  edge [fontname=\"Helvetica\", fontsize=10];"]
        for (index, screen) in definition.screens.enumerated() where ids[screen.name] == nil {
            ids[screen.name] = "s\(index)"
            var attributes = ["label=\(Escaping.dotString(screenLabel(screen, coverage: coverage)))"]
            if screen.name == definition.start { attributes.append("peripheries=2") }
            if let coverage {
                attributes.append("style=\"rounded,\(screen.dismissOnUse ? "dashed," : "")filled\"")
                attributes.append("fillcolor=\"\(coverage.screens.contains(screen.name) ? CoverageOverlay.coveredFill : CoverageOverlay.uncoveredFill)\"")
            } else if screen.dismissOnUse {
                attributes.append("style=\"rounded,dashed\"")
            }
            lines.append("  s\(index) [\(attributes.joined(separator: ", "))];")
        }
        for (index, action) in actions.enumerated() where ids[action] == nil {
            ids[action] = "a\(index)"
            let fill = coverage.map { $0.actions.contains(action) ? CoverageOverlay.coveredFill : CoverageOverlay.uncoveredFill } ?? "#fff5cc"
            lines.append("  a\(index) [label=\(Escaping.dotString(action)), shape=ellipse, style=filled, fillcolor=\"\(fill)\"];")
        }
        for arrow in arrows {
            // A name nothing declares still gets a node, so the drawing shows the mistake.
            for name in [arrow.from, arrow.to] where ids[name] == nil {
                ids[name] = "u\(ids.count)"
                lines.append("  \(ids[name] ?? "") [label=\(Escaping.dotString(name + "\n(undeclared)"))];")
            }
            var attributes = ["label=\(Escaping.dotString(arrow.label))"]
            if let coverage {
                let taken = covers(coverage, arrow)
                let color = taken ? CoverageOverlay.coveredColor : CoverageOverlay.uncoveredColor
                attributes.append("color=\"\(color)\", fontcolor=\"\(color)\"")
                switch (arrow.style, taken) {
                case (.then, true): attributes.append("style=bold")
                case (.then, false): attributes.append("style=\"bold,dashed\"")
                case (.return, _), (_, false): attributes.append("style=dashed")
                default: break
                }
            } else {
                switch arrow.style {
                case .plain: break
                case .guarded: attributes.append("color=\"#1f5fbf\", fontcolor=\"#1f5fbf\"")
                case .then: attributes.append("style=bold")
                case .return: attributes.append("style=dashed")
                }
            }
            lines.append("  \(ids[arrow.from] ?? "") -> \(ids[arrow.to] ?? "") [\(attributes.joined(separator: ", "))];")
        }
        if let coverage {
            let covered = CoverageOverlay.coveredFill, uncovered = CoverageOverlay.uncoveredFill
            let green = CoverageOverlay.coveredColor, red = CoverageOverlay.uncoveredColor
            lines += [
                "  subgraph cluster_legend {", "    label=\"Legend\";", "    fontname=\"Helvetica\";",
                "    \"legend.covered\" [label=\"covered\", style=\"rounded,filled\", fillcolor=\"\(covered)\"];",
                "    \"legend.uncovered\" [label=\"not covered\", style=\"rounded,filled\", fillcolor=\"\(uncovered)\"];",
                "    \"legend.figures\" [shape=note, label=\(Escaping.dotString(coverage.legend.joined(separator: "\n")))];",
                "    \"legend.covered\" -> \"legend.uncovered\" [label=\"taken ✓\", color=\"\(green)\", fontcolor=\"\(green)\"];",
                "    \"legend.uncovered\" -> \"legend.covered\" [label=\"not taken ✗\", color=\"\(red)\", fontcolor=\"\(red)\", style=dashed];",
                "  }", "}",
            ]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += [
            "  subgraph cluster_legend {", "    label=\"Legend\";", "    fontname=\"Helvetica\";",
            "    \"legend.screen\" [label=\"screen\\n⟲ back: its back gesture\"];",
            "    \"legend.start\" [label=\"start screen\", peripheries=2];",
            "    \"legend.overlay\" [label=\"dismissOnUse screen\", style=\"rounded,dashed\"];",
            "    \"legend.action\" [label=\"action\", shape=ellipse, style=filled, fillcolor=\"#fff5cc\"];",
            "    \"legend.start\" -> \"legend.screen\" [label=\"edge\"];",
            "    \"legend.screen\" -> \"legend.overlay\" [label=\"guarded edge\\nif guard\", color=\"#1f5fbf\", fontcolor=\"#1f5fbf\"];",
            "    \"legend.overlay\" -> \"legend.action\" [label=\"way into an action\"];",
            "    \"legend.action\" -> \"legend.start\" [label=\"then\", style=bold];",
            "    \"legend.action\" -> \"legend.overlay\" [label=\"returns\", style=dashed];",
            "  }", "}",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaid(_ definition: GraphDefinition, actions: [String], arrows: [Arrow], coverage: CoverageOverlay?) -> String {
        var ids: [String: String] = [:]
        var lines = ["flowchart LR"]
        for (index, screen) in definition.screens.enumerated() where ids[screen.name] == nil {
            ids[screen.name] = "s\(index)"
            let classes = [screen.name == definition.start ? "start" : nil, screen.dismissOnUse ? "overlay" : nil].compactMap { $0 }
            lines.append("  s\(index)[\(Escaping.mermaidString(screenLabel(screen, coverage: coverage)))]" + (classes.isEmpty ? "" : ":::" + classes.joined(separator: " ")))
        }
        for (index, action) in actions.enumerated() where ids[action] == nil {
            ids[action] = "a\(index)"
            lines.append("  a\(index)([\(Escaping.mermaidString(action))]):::action")
        }
        var guardedLinks: [Int] = []
        for (index, arrow) in arrows.enumerated() {
            // A name nothing declares still gets a node, so the drawing shows the mistake.
            for name in [arrow.from, arrow.to] where ids[name] == nil {
                ids[name] = "u\(ids.count)"
                lines.append("  \(ids[name] ?? "")[\(Escaping.mermaidString(name + "\n(undeclared)"))]")
            }
            let link = switch arrow.style {
            case .plain, .guarded: "-->"
            case .then: "==>"
            case .return: "-.->"
            }
            if coverage == nil, arrow.style == .guarded { guardedLinks.append(index) }
            lines.append("  \(ids[arrow.from] ?? "") \(link)|\(Escaping.mermaidString(arrow.label))| \(ids[arrow.to] ?? "")")
        }
        if let coverage {
            return mermaidCoverage(coverage, lines: lines, ids: ids, arrows: arrows)
        }
        lines += [
            "  subgraph Legend",
            "    legendStart[\"start screen\"]:::start",
            "    legendScreen[\"screen<br/>⟲ back: its back gesture\"]",
            "    legendOverlay[\"dismissOnUse screen\"]:::overlay",
            "    legendAction([\"action\"]):::action",
            "    legendStart -->|\"edge\"| legendScreen",
            "    legendScreen -->|\"guarded edge<br/>if guard\"| legendOverlay",
            "    legendAction ==>|\"then\"| legendStart",
            "    legendAction -.->|\"returns\"| legendOverlay",
            "  end",
            "  classDef start stroke-width:4px",
            "  classDef overlay stroke-dasharray: 5 5",
            "  classDef action fill:#fff5cc",
        ]
        guardedLinks.append(arrows.count + 1)
        lines.append("  linkStyle \(guardedLinks.map(String.init).joined(separator: ",")) stroke:#1f5fbf,color:#1f5fbf")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The end of a Mermaid drawing with a coverage overlay: the nodes' coverage
    /// classes, the arrows' colours, and a legend with the figures.
    private static func mermaidCoverage(_ coverage: CoverageOverlay, lines: [String], ids: [String: String], arrows: [Arrow]) -> String {
        var lines = lines
        lines += [
            "  subgraph Legend",
            "    legendCovered[\"covered\"]",
            "    legendUncovered[\"not covered\"]",
            "    legendFigures[\(Escaping.mermaidString(coverage.legend.joined(separator: "\n")))]",
            "    legendCovered -->|\"taken ✓\"| legendUncovered",
            "    legendUncovered -->|\"not taken ✗\"| legendCovered",
            "  end",
            "  classDef start stroke-width:4px",
            "  classDef overlay stroke-dasharray: 5 5",
            "  classDef action fill:#fff5cc",
            "  classDef covered fill:\(CoverageOverlay.coveredFill),stroke:\(CoverageOverlay.coveredColor)",
            "  classDef uncovered fill:\(CoverageOverlay.uncoveredFill),stroke:\(CoverageOverlay.uncoveredColor)",
        ]
        // Nodes by id order of declaration: screens, then actions; names nothing declares stay plain.
        var covered: [String] = ["legendCovered"]
        var uncovered: [String] = ["legendUncovered"]
        for (name, id) in ids.sorted(by: { ($0.value.first ?? " ", Int($0.value.dropFirst()) ?? 0) < ($1.value.first ?? " ", Int($1.value.dropFirst()) ?? 0) }) where id.first != "u" {
            if coverage.screens.contains(name) || coverage.actions.contains(name) { covered.append(id) } else { uncovered.append(id) }
        }
        lines.append("  class \(covered.joined(separator: ",")) covered")
        lines.append("  class \(uncovered.joined(separator: ",")) uncovered")
        var taken = arrows.indices.filter { covers(coverage, arrows[$0]) }
        var missed = arrows.indices.filter { !covers(coverage, arrows[$0]) }
        taken.append(arrows.count)
        missed.append(arrows.count + 1)
        lines.append("  linkStyle \(taken.map(String.init).joined(separator: ",")) stroke:\(CoverageOverlay.coveredColor),color:\(CoverageOverlay.coveredColor)")
        lines.append("  linkStyle \(missed.map(String.init).joined(separator: ",")) stroke:\(CoverageOverlay.uncoveredColor),color:\(CoverageOverlay.uncoveredColor),stroke-dasharray:4 4")
        return lines.joined(separator: "\n") + "\n"
    }
}

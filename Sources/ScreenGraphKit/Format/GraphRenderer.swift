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
    }

    /// The drawing of `definition` in `format`.
    ///
    /// - Complexity: O(V + E).
    public static func render(_ definition: GraphDefinition, as format: Format) -> String {
        var arrows: [Arrow] = []
        var actions: [String] = []
        var actionOrigins: [String: [String]] = [:]
        var thens: [String: String?] = [:]
        func noteAction(_ action: ActionDefinition) {
            if thens[action.name] == nil {
                actions.append(action.name)
                thens[action.name] = .some(action.then)
            }
        }
        for screen in definition.screens {
            for edge in screen.edges {
                arrows.append(Arrow(from: screen.name, to: edge.to, label: label(edge.interaction, edge.condition), style: edge.condition == nil ? .plain : .guarded))
            }
            for action in screen.actions {
                noteAction(action)
                actionOrigins[action.name, default: []].append(screen.name)
                if let interaction = action.interaction {
                    arrows.append(Arrow(from: screen.name, to: action.name, label: label(interaction, action.condition), style: action.condition == nil ? .plain : .guarded))
                }
            }
        }
        definition.actions.forEach(noteAction)
        for action in actions {
            if let then = thens[action] ?? nil {
                arrows.append(Arrow(from: action, to: then, label: "then", style: .then))
            } else {
                for origin in actionOrigins[action] ?? [] {
                    arrows.append(Arrow(from: action, to: origin, label: "returns", style: .return))
                }
            }
        }
        switch format {
        case .dot: return dot(definition, actions: actions, arrows: arrows)
        case .mermaid: return mermaid(definition, actions: actions, arrows: arrows)
        }
    }

    private static func label(_ interaction: Interaction, _ condition: ExpressionSource?) -> String {
        var text = GraphTextWriter.gesture(interaction)
        if let condition { text += "\nif \(condition.text)" }
        return text
    }

    private static func screenLabel(_ screen: ScreenDefinition) -> String {
        var text = screen.name
        if screen.dismissOnUse { text += "\n(dismissOnUse)" }
        if let back = screen.back { text += "\n⟲ back: \(GraphTextWriter.gesture(back.interaction))" }
        return text
    }

    /// Graphviz ids are `s0`, `a0` and `u0` by declaration order, never a name, so no
    /// two names can share a node, and none can be the legend's (`"legend.start"`, …).
    private static func dot(_ definition: GraphDefinition, actions: [String], arrows: [Arrow]) -> String {
        var ids: [String: String] = [:]
        var lines = ["digraph \(Escaping.dotString(definition.name ?? "ScreenGraph")) {", "  rankdir=LR;",
                     "  node [shape=box, style=rounded, fontname=\"Helvetica\"];", "  edge [fontname=\"Helvetica\", fontsize=10];"]
        for (index, screen) in definition.screens.enumerated() where ids[screen.name] == nil {
            ids[screen.name] = "s\(index)"
            var attributes = ["label=\(Escaping.dotString(screenLabel(screen)))"]
            if screen.name == definition.start { attributes.append("peripheries=2") }
            if screen.dismissOnUse { attributes.append("style=\"rounded,dashed\"") }
            lines.append("  s\(index) [\(attributes.joined(separator: ", "))];")
        }
        for (index, action) in actions.enumerated() where ids[action] == nil {
            ids[action] = "a\(index)"
            lines.append("  a\(index) [label=\(Escaping.dotString(action)), shape=ellipse, style=filled, fillcolor=\"#fff5cc\"];")
        }
        for arrow in arrows {
            // A name nothing declares still gets a node, so the drawing shows the mistake.
            for name in [arrow.from, arrow.to] where ids[name] == nil {
                ids[name] = "u\(ids.count)"
                lines.append("  \(ids[name] ?? "") [label=\(Escaping.dotString(name + "\n(undeclared)"))];")
            }
            var attributes = ["label=\(Escaping.dotString(arrow.label))"]
            switch arrow.style {
            case .plain: break
            case .guarded: attributes.append("color=\"#1f5fbf\", fontcolor=\"#1f5fbf\"")
            case .then: attributes.append("style=bold")
            case .return: attributes.append("style=dashed")
            }
            lines.append("  \(ids[arrow.from] ?? "") -> \(ids[arrow.to] ?? "") [\(attributes.joined(separator: ", "))];")
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

    private static func mermaid(_ definition: GraphDefinition, actions: [String], arrows: [Arrow]) -> String {
        var ids: [String: String] = [:]
        var lines = ["flowchart LR"]
        for (index, screen) in definition.screens.enumerated() where ids[screen.name] == nil {
            ids[screen.name] = "s\(index)"
            let classes = [screen.name == definition.start ? "start" : nil, screen.dismissOnUse ? "overlay" : nil].compactMap { $0 }
            lines.append("  s\(index)[\(Escaping.mermaidString(screenLabel(screen)))]" + (classes.isEmpty ? "" : ":::" + classes.joined(separator: " ")))
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
            if arrow.style == .guarded { guardedLinks.append(index) }
            lines.append("  \(ids[arrow.from] ?? "") \(link)|\(Escaping.mermaidString(arrow.label))| \(ids[arrow.to] ?? "")")
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
}

import ScreenGraphKit

/// Graphs of standard shapes, shared by tests and benchmarks. Screens are named `S0`,
/// `S1`, ...; the edge from `Si` to `Sj` taps the element `Si.to.Sj`.
public enum Shapes {
    /// The name of screen `index`.
    public static func screen(_ index: Int) -> String { "S\(index)" }

    /// The edge from `Sfrom` to `Sto`, tapping `Sfrom.to.Sto`.
    package static func edge(_ from: Int, _ to: Int, cost: Double = 1, if condition: String? = nil) -> EdgeDefinition {
        EdgeDefinition(
            to: screen(to), .tap("S\(from).to.S\(to)"), if: condition.map { ExpressionSource($0) }, cost: cost)
    }

    /// `count` screens starting at `S0`, with the edges `edges(index)` gives each.
    package static func definition(_ count: Int, edges: (Int) -> [EdgeDefinition]) -> GraphDefinition {
        var definition = GraphDefinition(name: nil, start: screen(0))
        definition.screens = (0..<count).map { index in
            var screen = ScreenDefinition(screen(index))
            screen.edges = edges(index)
            return screen
        }
        return definition
    }

    /// `S0 → S1 → … → S(n-1)`.
    public static func path(_ count: Int) -> GraphDefinition {
        definition(count) { $0 + 1 < count ? [edge($0, $0 + 1)] : [] }
    }

    /// A path whose last screen leads back to the first.
    public static func cycle(_ count: Int) -> GraphDefinition {
        definition(count) { [edge($0, ($0 + 1) % count)] }
    }

    /// `S0` leads to every other screen and each leads back.
    public static func star(_ count: Int) -> GraphDefinition {
        definition(count) { $0 == 0 ? (1..<count).map { edge(0, $0) } : [edge($0, 0)] }
    }

    /// A `width` × `height` grid, row by row, with edges right and down.
    public static func grid(width: Int, height: Int) -> GraphDefinition {
        definition(width * height) { index in
            var edges: [EdgeDefinition] = []
            if (index + 1) % width != 0 { edges.append(edge(index, index + 1)) }
            if index + width < width * height { edges.append(edge(index, index + width)) }
            return edges
        }
    }

    /// Two cycles of `count` screens each, with nothing between them.
    public static func disconnected(_ count: Int) -> GraphDefinition {
        definition(2 * count) { index in
            let base = index < count ? 0 : count
            return [edge(index, base + (index - base + 1) % count)]
        }
    }

    /// A random graph of `screens` screens and `screens × edgesPerScreen` edges, a
    /// `guardedFraction` of them guarded on the bool field `flag` (true throughout) or
    /// on `level > k`. A ring through every screen keeps it connected.
    public static func random(
        screens: Int, edgesPerScreen: Int, guardedFraction: Double, seed: UInt64
    ) -> GraphDefinition {
        var random = SplitMix64(seed: seed)
        var definition = definition(screens) { index in
            var edges = [edge(index, (index + 1) % screens, cost: 1)]
            for _ in 1..<edgesPerScreen {
                let target = Int.random(in: 0..<screens, using: &random)
                let cost = Double(Int.random(in: 1...4, using: &random))
                var condition: String?
                if Double.random(in: 0..<1, using: &random) < guardedFraction {
                    condition = Bool.random(using: &random) ? "flag" : "level > \(Int.random(in: 0...3, using: &random))"
                }
                edges.append(edge(index, target, cost: cost, if: condition))
            }
            return edges
        }
        definition.state = [StateField("flag", .bool, initial: true), StateField("level", .int, initial: 2)]
        return definition
    }
}

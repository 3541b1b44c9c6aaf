import ScreenGraphFixtures

@testable import ScreenGraphKit

/// A small random graph kept in structured form, so the reference search can evaluate
/// its guards and effects natively while the planner reads them as text.
struct RandomGraph {
    struct Guard {
        var field: String
        var op: String
        var value: Int

        var text: String { "\(field) \(op) \(value)" }

        func holds(_ vars: [String: Int]) -> Bool {
            let current = vars[field] ?? 0
            switch op {
            case "==": return current == value
            case "!=": return current != value
            case "<": return current < value
            default: return current > value
            }
        }
    }

    /// `field = value`, or `field = 2 - field`, which keeps values in 0...2.
    struct Effect {
        var field: String
        var value: Int?

        var text: String { value.map { "\(field) = \($0)" } ?? "\(field) = 2 - \(field)" }

        func apply(_ vars: inout [String: Int]) {
            vars[field] = value ?? 2 - (vars[field] ?? 0)
        }
    }

    struct Edge {
        var to: String
        var element: String
        var condition: Guard?
        var cost: Int
    }

    struct Screen {
        var name: String
        var back = false
        var backCost = 1
        var dismissOnUse = false
        var onEnter: [Effect] = []
        var onExit: [Effect] = []
        var edges: [Edge] = []
        /// Declarations of actions on this screen: the action's name is `to`.
        var actions: [Edge] = []
    }

    struct Action {
        var name: String
        var effects: [Effect]
        var then: String?
    }

    var screens: [Screen] = []
    var actions: [Action] = []

    /// A graph of 2 to 6 screens and up to 3 actions drawn from `seed`.
    ///
    /// - Parameters:
    ///   - backTenths: how many screens in ten have a back gesture.
    ///   - minimumEdges: the fewest edges a screen has (at most 3); more edges and back
    ///     screens make more ways back into a screen already on the stack.
    init(seed: UInt64, backTenths: Int = 6, minimumEdges: Int = 0) {
        var random = SplitMix64(seed: seed)
        let screenCount = Int.random(in: 2...6, using: &random)
        let actionCount = Int.random(in: 0...3, using: &random)
        let fields = ["x", "y"]
        func randomGuard() -> Guard? {
            guard Int.random(in: 0..<10, using: &random) < 3 else { return nil }
            return Guard(
                field: fields.randomElement(using: &random)!, op: ["==", "!=", "<", ">"].randomElement(using: &random)!,
                value: Int.random(in: 0...2, using: &random))
        }
        func randomEffects(_ percent: Int) -> [Effect] {
            guard Int.random(in: 0..<100, using: &random) < percent else { return [] }
            return [
                Effect(
                    field: fields.randomElement(using: &random)!,
                    value: Bool.random(using: &random) ? Int.random(in: 0...2, using: &random) : nil)
            ]
        }
        for index in 0..<screenCount {
            var screen = Screen(name: "S\(index)")
            screen.back = Int.random(in: 0..<10, using: &random) < backTenths
            screen.backCost = Int.random(in: 1...3, using: &random)
            screen.dismissOnUse = index > 0 && Int.random(in: 0..<10, using: &random) < 2
            screen.onEnter = randomEffects(15)
            screen.onExit = randomEffects(10)
            screens.append(screen)
        }
        for index in 0..<actionCount {
            var then: String?
            switch Int.random(in: 0..<3, using: &random) {
            case 0: then = "S\(Int.random(in: 0..<screenCount, using: &random))"
            case 1 where index + 1 < actionCount: then = "A\(Int.random(in: index + 1..<actionCount, using: &random))"
            default: then = nil
            }
            actions.append(Action(name: "A\(index)", effects: randomEffects(50), then: then))
        }
        for index in 0..<screenCount {
            for edge in 0..<Int.random(in: min(minimumEdges, 3)...3, using: &random) {
                let toAction = actionCount > 0 && Int.random(in: 0..<10, using: &random) < 2
                let to = toAction ? "A\(Int.random(in: 0..<actionCount, using: &random))" : "S\(Int.random(in: 0..<screenCount, using: &random))"
                screens[index].edges.append(
                    Edge(to: to, element: "e\(index).\(edge)", condition: randomGuard(), cost: Int.random(in: 1...3, using: &random)))
            }
            for action in actions where Int.random(in: 0..<10, using: &random) < 3 {
                screens[index].actions.append(
                    Edge(
                        to: action.name, element: "a\(index).\(action.name)", condition: randomGuard(),
                        cost: Int.random(in: 1...3, using: &random)))
            }
        }
    }

    var definition: GraphDefinition {
        var definition = GraphDefinition(name: "random", start: "S0")
        definition.state = [StateField("x", .int, initial: 0), StateField("y", .int, initial: 0)]
        let declared = Set(screens.flatMap { $0.actions.map(\.to) })
        for screen in screens {
            var screenDefinition = ScreenDefinition(screen.name)
            screenDefinition.dismissOnUse = screen.dismissOnUse
            if screen.back { screenDefinition.back = BackDefinition(.tap("\(screen.name).back"), cost: Double(screen.backCost)) }
            screenDefinition.onEnter = screen.onEnter.map { ExpressionSource($0.text) }
            screenDefinition.onExit = screen.onExit.map { ExpressionSource($0.text) }
            screenDefinition.edges = screen.edges.map {
                EdgeDefinition(
                    to: $0.to, .tap($0.element), if: $0.condition.map { ExpressionSource($0.text) }, cost: Double($0.cost))
            }
            screenDefinition.actions = screen.actions.map { declaration in
                let action = actions.first { $0.name == declaration.to }!
                return ActionDefinition(
                    action.name, .tap(declaration.element), if: declaration.condition.map { ExpressionSource($0.text) },
                    effects: action.effects.map { ExpressionSource($0.text) }, then: action.then, cost: Double(declaration.cost))
            }
            definition.screens.append(screenDefinition)
        }
        for action in actions where !declared.contains(action.name) {
            definition.actions.append(
                ActionDefinition(action.name, effects: action.effects.map { ExpressionSource($0.text) }, then: action.then))
        }
        return definition
    }
}

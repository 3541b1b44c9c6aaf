import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Inputs that once made the planner's memory or work grow far faster than the input
/// (issue 15: H1 and H4), bounded by counting what the planner stores or does rather
/// than by timing it.
@Suite struct PlanningBlowUpTests {
    /// `S0 → S1 → … → S(n-1)`, every screen but the first with a back gesture: a route
    /// to the last climbs into an (n - 1)-deep back stack.
    static func staircase(_ count: Int) throws -> ScreenGraph {
        var definition = GraphDefinition(start: "S0")
        for index in 0..<count {
            var screen = ScreenDefinition("S\(index)")
            if index > 0 { screen.back = BackDefinition(.tap("back")) }
            if index + 1 < count { screen.edges = [EdgeDefinition(to: "S\(index + 1)", .tap("next"))] }
            definition.screens.append(screen)
        }
        return try ScreenGraph(definition)
    }

    /// H1: each step of the route carries its back stack, 1 to n - 1 deep; they share
    /// their entries, so the route holds n - 1 of them, not n²/2 (copied per step, a
    /// route into a 20,000-deep stack took 1.76 GB).
    @Test func aRouteIntoADeepBackStackSharesItsEntries() throws {
        let count = 2_000
        let planner = Planner(graph: try Self.staircase(count))
        let route = try planner.route(to: "S\(count - 1)")
        #expect(route.steps.count == count - 1)
        #expect(route.steps.last?.position.stack.count == count - 1)
        #expect(route.steps.last?.position.stack.screens == (0..<Int32(count - 1)).map { $0 })
        var storages: [ObjectIdentifier: Int] = [:]
        for step in route.steps {
            guard let storage = step.position.stack.storage else { continue }
            storages[ObjectIdentifier(storage)] = storage.count
        }
        #expect(storages.values.reduce(0, +) == count - 1)
        // Back all the way down from there: a route of n - 1 back gestures.
        let down = try planner.route(to: "S0", from: "S\(count - 1)", backStack: (0..<count - 1).map { "S\($0)" })
        #expect(down.steps.count == count - 1 && down.steps.allSatisfy { $0.kind == .back })
        #expect(down.steps.last?.position.stack.isEmpty == true)
    }

    /// Finding a screen on a stack by the stacks it tops and their depths gives what
    /// walking down the stack gives: on 1,500 seeded random stacks of 300 screens, with
    /// repeats (as a caller's start stack may have), deep ones (most pushes extend the
    /// last stack) and screens topping few stacks and many, each asked for every screen.
    @Test func findingAScreenOnAStackAgreesWithWalkingIt() throws {
        let graph = try ScreenGraph(Shapes.cycle(300))
        var space = SearchSpace(graph: graph)
        var random = SplitMix64(seed: 15)
        var stacks: [Int32] = [0]
        for _ in 0..<1_500 {
            let below = Int.random(in: 0..<10, using: &random) < 7 ? stacks[stacks.count - 1] : stacks.randomElement(using: &random) ?? 0
            // Screens below 10 top many stacks; the others few.
            let screen = Bool.random(using: &random) ? Int32.random(in: 0..<10, using: &random) : Int32.random(in: 10..<300, using: &random)
            stacks.append(space.push(screen, onto: below))
        }
        var found = 0
        for stack in stacks {
            for screen in Int32(0)..<300 {
                let beneath = space.stack(stack, beneath: screen)
                #expect(beneath == space.stacks.walk(stack, beneath: screen), "stack \(stack), screen \(screen)")
                if beneath >= 0 { found += 1 }
            }
        }
        #expect(found > 10_000)
    }

    /// Two stacks are equal when they hold the same screens, whatever their storage.
    @Test func stacksCompareByTheirScreens() {
        let shared = BackStack([0, 1, 2])
        let other = BackStack([0, 1, 2])
        #expect(shared == other)
        #expect(shared != BackStack([0, 1]))
        #expect(BackStack([0, 1]) != shared)
        #expect(BackStack([]) == [])
        #expect(shared != [])
        #expect(BackStack(storage: shared.storage, top: 1) == [0, 1])
    }

    /// `A` leads to `B` only when `x` is one of -1 … -`terms`; `inc` adds 1 to `x`, so
    /// no state opens the guard and a state-aware search explores states until its limit.
    static func manyTerms(_ terms: Int, negated: Bool = false) throws -> ScreenGraph {
        let condition = (1...terms).map { negated ? "x != -\($0)" : "x == -\($0)" }.joined(separator: negated ? " && " : " || ")
        let text = "start A\nstate x: int = 0\n\nscreen A\n  tap \"go\" -> B if \(condition)\n  action inc: tap \"inc\"\n    effect x = x + 1\n\nscreen B\n"
        return try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "terms.screengraph"))
    }

    /// H4: a guard of 4,000 `||` terms was evaluated term by term in every state (20 s
    /// for the 500,000 states of the default limit); as a lookup in its sorted values, the
    /// guard work of a search is a few steps per state, whatever the number of terms.
    @Test func aGuardOfManyTermsCostsLittlePerState() throws {
        let planner = Planner(graph: try Self.manyTerms(4_000))
        planner.stateAwareLimit = 5_000
        let before = planner.space.guardPrograms.steps
        #expect(throws: PlanningError.self) { try planner.route(to: "B", allowingStateChanges: true) }
        let explored = planner.exploredStates
        #expect(explored > 5_000)
        #expect(planner.space.guardPrograms.steps - before <= 2 * explored)
    }

    /// A membership test gives what the compiled guard gives, for `==` terms joined by
    /// `||` and `!=` terms joined by `&&` (negative constants among them), on values in
    /// and out of the set, and on an optional field that is nil.
    @Test(arguments: [false, true])
    func membershipAgreesWithTheCompiledGuard(negated: Bool) throws {
        let terms = (0..<6).map { "n \(negated ? "!=" : "==") \($0 * 3 - 6)" }.joined(separator: negated ? " && " : " || ")
        let text = "start A\nstate n: int?\n\nscreen A\n  tap \"go\" -> B if \(terms)\n\nscreen B\n"
        let graph = try ScreenGraph(GraphDefinition(parsing: text, format: .screengraph, path: "g.screengraph"))
        let programs = GuardPrograms(graph: graph)
        guard case .membership = GuardPrograms.program(for: graph.guards[0].expression) else {
            Issue.record("a chain of six terms on one field is a membership test")
            return
        }
        var state = graph.initialState
        for value: StateValue in [.none] + (-8...12).map({ .int(Int64($0)) }) {
            try state.set("n", to: value)
            let slots = state.slots
            let compiled = try slots.withUnsafeBufferPointer { try graph.guards[0].holds($0) }
            let looked = try slots.withUnsafeBufferPointer { try programs.holds(0, in: graph, slots: $0) }
            #expect(looked == compiled, "n = \(value)")
        }
    }
}

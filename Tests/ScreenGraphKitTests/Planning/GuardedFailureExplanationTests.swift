import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// A route that fails on a graph whose user state cannot change (no effects) names every
/// guarded move the search found closed and that could have led on: on such a graph the
/// search meets closed guards in its fast context, notes only the screens that met one,
/// and finds the moves again when it explains the failure (`SearchSpace+Failure.swift`).
/// Checked against a model over 400 seeded graphs: the screens reachable from the start
/// by open moves, their moves whose guard is false, into a screen from which the goal can
/// be reached when every guard holds.
@Suite struct GuardedFailureExplanationTests {
    @Test(arguments: 0..<4)
    func aFailedRouteNamesTheClosedGuardsThatCouldLeadOn(batch: UInt64) throws {
        var explained = 0
        for seed in batch * 100..<(batch + 1) * 100 {
            explained += try check(seed: seed)
        }
        // The graphs must exercise the rule: failures with closed ways, in each batch.
        #expect(explained >= 20, "seeds \(batch * 100)..<\((batch + 1) * 100): \(explained) failures explained by closed ways")
    }

    /// Routes from the start to every screen of graph `seed`; returns how many failed
    /// with closed ways.
    private func check(seed: UInt64) throws -> Int {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 4...10, using: &random)
        let initial = (a: Bool.random(using: &random), b: Bool.random(using: &random))
        // Edges of cost 1 (screens whose moves are all of cost 1 take the search's
        // one-array loop) and, on some screens, of cost 2; a third of them guarded.
        var edges: [[(to: Int, cost: Double, guard: String?)]] = []
        for _ in 0..<count {
            let costly = Int.random(in: 0..<3, using: &random) == 0
            edges.append((0..<Int.random(in: 0...3, using: &random)).map { _ in
                let guarded = Int.random(in: 0..<3, using: &random) == 0
                return (
                    Int.random(in: 0..<count, using: &random), costly && Bool.random(using: &random) ? 2 : 1,
                    guarded ? ["a", "!a", "b", "a && b"][Int.random(in: 0..<4, using: &random)] : nil
                )
            })
        }
        func holds(_ condition: String?) -> Bool {
            switch condition {
            case nil: true
            case "a": initial.a
            case "!a": !initial.a
            case "b": initial.b
            default: initial.a && initial.b
            }
        }
        var definition = Shapes.definition(count) { index in
            edges[index].map { Shapes.edge(index, $0.to, cost: $0.cost, if: $0.guard) }
        }
        definition.state = [StateField("a", .bool, initial: .bool(initial.a)), StateField("b", .bool, initial: .bool(initial.b))]
        let planner = Planner(graph: try ScreenGraph(definition))

        // The model: what the start reaches by open moves, and what reaches each goal
        // when every guard holds.
        func reached(from start: Int, along open: (Int, (to: Int, cost: Double, guard: String?)) -> Bool, reversed: Bool) -> Set<Int> {
            var seen: Set = [start]
            var queue = [start]
            while let node = queue.popLast() {
                let next =
                    reversed
                    ? (0..<count).filter { source in edges[source].contains { $0.to == node && open(source, $0) } }
                    : edges[node].filter { open(node, $0) }.map(\.to)
                for other in next where seen.insert(other).inserted { queue.append(other) }
            }
            return seen
        }
        let reachable = reached(from: 0, along: { holds($1.guard) }, reversed: false)
        var explained = 0
        for goal in 1..<count {
            let leads = reached(from: goal, along: { _, _ in true }, reversed: true)
            var expected: [String] = []
            for source in reachable.sorted() {
                for edge in edges[source] where !holds(edge.guard) && leads.contains(edge.to) {
                    expected.append("S\(source) → S\(edge.to): guard '\(edge.guard ?? "")' is false")
                }
            }
            do {
                _ = try planner.route(to: "S\(goal)", from: "S0")
                #expect(reachable.contains(goal), "seed \(seed): a route to S\(goal), which the model cannot reach")
            } catch {
                #expect(!reachable.contains(goal), "seed \(seed): no route to S\(goal): \(error)")
                guard case .closed(_, _, let ways) = error else {
                    #expect(expected.isEmpty, "seed \(seed), S\(goal): \(error), where the model has closed ways \(expected)")
                    continue
                }
                explained += 1
                let found = ways.map { "\($0.from) → \($0.to): \($0.reason.components(separatedBy: " with ")[0])" }
                #expect(found.sorted() == expected.sorted(), "seed \(seed), S\(goal)")
            }
        }
        return explained
    }
}

import Foundation
import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// Explaining a search that found nothing (`SearchSpace+Failure.swift`): the ways it
/// found closed that could have led on to the goal, each with why (a guard false with the
/// values it read, an action with effects while state changes are not allowed, an
/// overflow) and where it was declared; `disconnected` when no closed way leads on.
///
/// A route that fails on a graph whose user state cannot change (no effects) names every
/// guarded move the search found closed and that could have led on: on such a graph the
/// search meets closed guards in its fast context, notes only the screens that met one,
/// and finds the moves again when it explains the failure. Checked against a model over
/// 400 seeded graphs: the screens reachable from the start by open moves, their moves
/// whose guard is false, into a screen from which the goal can be reached when every
/// guard holds.
@Suite struct SearchSpaceFailureTests {
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

    /// The closed ways of a failed route to `goal`, each as `from → to: reason @line`, the
    /// line that declared the way.
    private static func closedWays(_ graph: ScreenGraph, to goal: String) throws -> [String] {
        do {
            let route = try Planner(graph: graph).route(to: goal, from: graph.startScreen)
            Issue.record("a route to \(goal): \(route)")
            return []
        } catch {
            guard case .closed(_, _, let ways) = error else {
                Issue.record("\(error)")
                return []
            }
            return ways.map { "\($0.from) → \($0.to): \($0.reason) @\($0.declaration?.line ?? -1)" }
        }
    }

    /// A guard names the values of the fields it read, and the way points at the line
    /// that declared the move.
    @Test func aClosedGuardNamesTheValuesItRead() throws {
        let line = #line + 3
        let graph = try ScreenGraph.build(start: "Home", state: [.int("count"), .bool("unread")]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("locked", to: "Goal", if: "count > 2 && !unread")
                screen.tap("other", to: "Other")
            }
            map.addScreenState("Other")
            map.addScreenState("Goal")
        }
        #expect(try Self.closedWays(graph, to: "Goal") == ["Home → Goal: guard 'count > 2 && !unread' is false with count = 0, unread = false @\(line)"])
    }

    /// Without state changes an action with effects is a way the search may not take:
    /// the way into it is named with its effects.
    @Test func anActionWithEffectsIsClosedWithoutStateChanges() throws {
        let line = #line + 3
        let graph = try ScreenGraph.build(start: "Home", state: [.bool("shared")]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("share", forAction: "Share", transitionTo: "Goal", effects: ["shared = true"])
            }
            map.addScreenState("Goal")
        }
        #expect(
            try Self.closedWays(graph, to: "Goal") == [
                "Home → Share: action 'Share' has effects (shared = true) and state changes are not allowed @\(line)"
            ])
        #expect(try Planner(graph: graph).route(to: "Goal", allowingStateChanges: true).steps.count == 2)
    }

    /// When a guard is in the way, an action with effects is named only when it writes a
    /// field the guard reads: `Bump` could open the way, `Like` could not.
    @Test func onlyActionsThatWriteAGuardsFieldAreNamed() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("count"), .bool("liked")]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("locked", to: "Goal", if: "count > 2")
                screen.tap("bump", forAction: "Bump", effects: ["count = 3"])
                screen.tap("like", forAction: "Like", effects: ["liked = true"])
            }
            map.addScreenState("Goal")
        }
        let ways = try Self.closedWays(graph, to: "Goal").map { $0.components(separatedBy: " @")[0] }
        #expect(ways == [
            "Home → Goal: guard 'count > 2' is false with count = 0",
            "Home → Bump: action 'Bump' has effects (count = 3) and state changes are not allowed",
        ])
    }

    /// An overflow closes a way as a false guard does, and is named with the text that
    /// overflowed: a guard, a screen's `onEnter`, an action's effects.
    @Test func anOverflowNamesWhatOverflowed() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("n", .max)]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("guarded", to: "Goal", if: "n + 1 > 0")
                screen.tap("full", to: "Full")
                screen.tap("bump", forAction: "Bump", transitionTo: "Goal", effects: ["n += 2"])
            }
            map.addScreenState("Full") { screen in
                screen.onEnter("n += 1")
                screen.tap("goal", to: "Goal")
            }
            map.addScreenState("Goal")
        }
        let planner = Planner(graph: graph)
        do {
            _ = try planner.route(to: "Goal", allowingStateChanges: true)
            Issue.record("a route through an overflow")
        } catch {
            guard case .closed(_, _, let ways) = error else { throw error }
            #expect(ways.map { "\($0.from) → \($0.to): \($0.reason)" } == [
                "Home → Goal: integer overflow in 'n + 1 > 0'",
                "Home → Full: integer overflow in 'n += 1'",
                "Home → Bump: integer overflow in 'n += 2'",
            ])
        }
    }

    /// A closed way that cannot lead on to the goal explains nothing: with nothing
    /// leading to the goal, the failure says so whatever the search closed.
    @Test func waysThatCannotLeadOnAreLeftOut() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("count")]) { map in
            map.addScreenState("Home") { $0.tap("locked", to: "Locked", if: "count > 2") }
            map.addScreenState("Locked")
            map.addScreenState("Goal")
        }
        #expect(throws: PlanningError.disconnected(from: "Home", to: "Goal")) {
            try Planner(graph: graph).route(to: "Goal")
        }
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// `costs(from:)` settles every screen and action in one search, and gives what a route
/// to each would cost; the table prints as `screengraph costs` shows it.
@Suite struct CostTableTests {
    /// On 1,000 seeded random graphs (guards, effects, back stacks, overlays, action
    /// chains), from every screen, with and without state changes: every cost in the
    /// table is the cost of `route(to:)` for that target, or `nil` where it throws. A
    /// failure names its seed.
    @Test(arguments: 0..<10)
    func costsAreTheCostsOfRoutesToEachTarget(batch: UInt64) throws {
        var compared = (targets: 0, effectfulActions: 0)
        for seed in batch * 100..<(batch + 1) * 100 {
            let random = RandomGraph(seed: seed)
            let graph = try ScreenGraph(random.definition)
            let planner = Planner(graph: graph)
            let effectful = Set(random.actions.filter { !$0.effects.isEmpty }.map(\.name))
            for from in graph.screenNames {
                for allow in [false, true] {
                    let table = try planner.costs(from: from, allowingStateChanges: allow)
                    for (name, cost) in table.costs {
                        let routed = try? planner.route(to: name, from: from, allowingStateChanges: allow).cost
                        #expect(cost == routed, "seed \(seed): from \(from) to \(name), state changes \(allow)")
                        compared.targets += 1
                        if !allow, effectful.contains(name), routed != nil { compared.effectfulActions += 1 }
                    }
                }
            }
        }
        // The graphs must exercise the rule for actions with effects, or the test would not test it.
        #expect(compared.effectfulActions >= 100, "seeds \(batch * 100)..<\((batch + 1) * 100): \(compared)")
    }

    /// A → B → C, and from B an action Share with an effect whose `then` is E, the only
    /// way to E and from there to D. Without state changes Share is a destination (A → B
    /// → Share → E: 3, its `then` included) but not passed through, so E and D are
    /// unreachable; with state changes E costs 3 and D 4. Worked out by hand.
    @Test func actionsWithEffectsAreDestinationsButNotPassedThrough() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.bool("shared")]) { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.tap("c", to: "C")
                screen.tap("share", forAction: "Share", transitionTo: "E", effects: ["shared = true"])
            }
            map.addScreenState("C")
            map.addScreenState("E") { $0.tap("d", to: "D") }
            map.addScreenState("D")
        }
        let planner = Planner(graph: graph)
        let plain = try planner.costs(from: "A")
        #expect(plain.costs.map(\.name) == ["A", "B", "C", "E", "D", "Share"])
        #expect(plain.costs.map(\.cost) == [0, 1, 2, nil, nil, 3])
        let changing = try planner.costs(from: "A", allowingStateChanges: true)
        #expect(changing.costs.map(\.cost) == [0, 1, 2, 3, 4, 3])
    }

    /// One search settles every target: the planner counts its searches.
    @Test func oneSearchSettlesEveryTarget() throws {
        let planner = Planner(graph: try ScreenGraph(Shapes.grid(width: 40, height: 50)))
        let before = planner.space.searches
        let table = try planner.costs(from: "S0")
        #expect(planner.space.searches == before + 1)
        #expect(table.costs.count == 2_000)
        // The far corner is 39 + 49 moves away.
        #expect(table.costs.last?.cost == 88)
    }

    /// Names padded to one column, whole costs without a fraction, `unreachable` and
    /// `null` where there is no route, and names escaped.
    @Test func printsAsTextAndJSON() throws {
        let table = CostTable(from: "A", costs: [("A", 0), ("Settings\u{1B}", 2.5), ("Far", nil)])
        #expect(table.description == "costs from A\nA               0\nSettings\\u{1B}  2.5\nFar             unreachable")
        let json = try JSONParser.parse(table.json(graph: "g"))
        #expect(JSONScannerTests.render(json) == "{graph:\"g\",from:\"A\",costs:{A:0,Settings\u{1B}:2.5,Far:null}}")
    }
}

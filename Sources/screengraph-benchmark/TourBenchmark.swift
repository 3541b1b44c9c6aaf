// Edge tours of every example graph against their Chinese-postman bound, the same
// graphs with their guards taken out (what the bound assumes), random graphs of
// growing size, and shards: `swift run -c release screengraph-benchmark`.

import Foundation
import ScreenGraphFixtures
import ScreenGraphKit

/// The example graphs: every `Graphs/*.screengraph` and `Graphs/*.json` (apps are in
/// `Graphs/Apps`), and the Firefox fixture.
func exampleGraphs() throws -> [(name: String, definition: GraphDefinition)] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: "Graphs")) ?? []
    var graphs: [(name: String, definition: GraphDefinition)] = []
    for file in files.sorted() where file.hasSuffix(".screengraph") || file.hasSuffix(".json") {
        graphs.append((file, try ScreenGraph(contentsOfFile: "Graphs/\(file)").definition))
    }
    graphs.append(("Firefox fixture", try Firefox.graph().definition))
    return graphs
}

/// `definition` with every guard taken out.
func withoutGuards(_ definition: GraphDefinition) -> GraphDefinition {
    var definition = definition
    for index in definition.screens.indices {
        for edge in definition.screens[index].edges.indices { definition.screens[index].edges[edge].condition = nil }
        for action in definition.screens[index].actions.indices { definition.screens[index].actions[action].condition = nil }
    }
    return definition
}

/// One line per tour: gestures, the bound, their ratio, routes, and the time taken.
func tourLine(_ name: String, _ definition: GraphDefinition) throws -> String {
    let planner = Planner(graph: try ScreenGraph(definition))
    var tour: Tour?
    let time = clock.measure { tour = planner.tour(covering: .edges) }
    guard let tour, let bound = tour.postmanBound else { return "  \(name): no tour" }
    var aware: GuardAwareBound?
    let awareTime = clock.measure { aware = planner.guardAwareBound(of: tour) }
    let awareText = aware.map { aware in
        aware.isScreensOnly
            ? "guard-aware: left at the screens-only bound (\(tour.covered.count) items, "
                + (aware.states == 0 ? "too many for its program)" : "\(aware.states) states of \(aware.tracked.count) fields)")
            : "guard-aware bound \(aware.gestures), ratio \(format(Double(tour.gestures) / Double(max(aware.gestures, 1)), 3)) "
                + "(\(aware.states) states of \(aware.tracked.count) fields, \(aware.rounds) cycles added, \(format(seconds(awareTime) * 1e3)) ms)"
    } ?? "no guard-aware bound"
    return "  \(name): \(tour.gestures) gestures, bound \(bound), ratio \(format(tour.postmanRatio ?? .nan, 3)); "
        + "\(awareText); "
        + "\(tour.routes.count) routes, \(tour.covered.count) items, \(tour.uncovered.count) uncovered; "
        + "\(format(seconds(time) * 1e3)) ms"
}

func benchmarkTours() throws {
    guard FileManager.default.fileExists(atPath: "Graphs") else {
        print("tours: skipped (run from the package root)")
        return
    }
    let examples = try exampleGraphs()
    print("edge tours against the Chinese-postman bound (gestures; ratio = gestures / bound):")
    for (name, definition) in examples { print(try tourLine(name, definition)) }
    print("the same graphs without their guards:")
    for (name, definition) in examples { print(try tourLine(name, withoutGuards(definition))) }
    print("random graphs, 8 edges a screen, 10% guarded (seed \(seed)):")
    for screens in [200, 2_000, 20_000] {
        print(try tourLine("\(screens) screens", Shapes.random(screens: screens, edgesPerScreen: 8, guardedFraction: 0.1, seed: seed)))
    }
    print("shards of the edge tours, in steps (longest / shortest):")
    for (name, definition) in examples {
        let planner = Planner(graph: try ScreenGraph(definition))
        let tour = planner.tour(covering: .edges)
        var line = "  \(name):"
        for count in [2, 3, 4, 8] {
            let split = planner.splitting(tour, into: count)
            let loads = split.shards(count).map { $0.reduce(0) { $0 + split.routes[$1].steps.count } }
            let spread = Double(loads.max() ?? 0) / Double(max(loads.min() ?? 0, 1))
            line += " \(count): \(loads.map(String.init).joined(separator: "/")) (\(format(spread, 2))\(split.isBalanced(into: count) ? "" : ", not within 10%"));"
        }
        print(line)
    }
}

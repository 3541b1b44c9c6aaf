import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

@Suite struct GraphBuilderTests {
    enum Screen: String, ScreenGraphName { case home = "Home", settings = "Settings" }

    @Test func enumsAndStringsNameTheSameThings() throws {
        let graph = try ScreenGraph.build(name: "Mixed", start: Screen.home, state: [.bool("dark")]) { map in
            map.addScreenState(Screen.home) { screen in
                screen.tap("settings", to: Screen.settings)
            }
            map.addScreenState("Settings") { screen in
                screen.backAction(.tap("back"))
                screen.toggleOn("dark.switch", forAction: "DarkOn", if: "!dark", effects: ["dark = true"])
            }
        }
        graph.checkInvariants()
        #expect(graph.screenNames == ["Home", "Settings"])
        #expect(graph.actionNames == ["DarkOn"])
        #expect(graph.name == "Mixed")
        #expect(try Planner(graph: graph).route(to: Screen.settings.rawValue).cost == 1)
    }

    @Test func everyProblemIsReportedAtItsSwiftLine() throws {
        // Built outside `#expect`, whose macro expansion would stand in for the lines.
        let line = #line
        let result = Result { () throws(GraphError) in
            try ScreenGraph.build(start: "Home", state: [.int("count")]) { map in
                map.addScreenState("Home") { screen in
                    screen.tap("a", to: "Missing")
                    screen.tap("b", to: "Home", if: "count == true")
                }
                map.addScreenState("Home")
            }
        }
        guard case .failure(let error) = result else {
            Issue.record("the graph built")
            return
        }
        let file = "ScreenGraphKitTests/GraphBuilderTests.swift"
        #expect(error.description == """
            \(file):\(line + 4):31: error: edge target 'Missing' is not a screen or an action
            \(file):\(line + 5):31: error: cannot compare int with bool
            count == true
                  ^
            \(file):\(line + 7):35: error: duplicate screen 'Home' (first declared at \(file):\(line + 3):35)
            """)
    }

    @Test func fixturesBuildSoundGraphs() throws {
        for definition in [
            Shapes.path(10), Shapes.cycle(10), Shapes.star(10), Shapes.grid(width: 4, height: 3), Shapes.disconnected(4),
            Shapes.random(screens: 100, edgesPerScreen: 8, guardedFraction: 0.1, seed: 1),
        ] {
            try ScreenGraph(definition).checkInvariants()
        }
        try DemoGraph.make().checkInvariants()
        for seed in 0..<50 as Range<UInt64> { try ScreenGraph(RandomGraph(seed: seed).definition).checkInvariants() }
    }
}

import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

@Suite struct PlannerTests {
    private func route(_ definition: GraphDefinition, to target: String, allowing: Bool = false) throws -> Route {
        try Planner(graph: try ScreenGraph(definition)).route(to: target, allowingStateChanges: allowing)
    }

    private func summary(_ route: Route) -> [String] {
        route.steps.map { "\($0.from)→\($0.to) \($0.kind.rawValue)" }
    }

    @Test func shapes() throws {
        // Path of 5: four hops. Cycle of 5 to S4: four hops forward, never around.
        #expect(try route(Shapes.path(5), to: "S4").cost == 4)
        #expect(try route(Shapes.cycle(5), to: "S4").cost == 4)
        // Star: S3 → S0 → S1.
        let star = try Planner(graph: try ScreenGraph(Shapes.star(4))).route(to: "S1", from: "S3")
        #expect(summary(star) == ["S3→S0 edge", "S0→S1 edge"])
        // 3×3 grid, corner to corner: 2 right + 2 down.
        #expect(try route(Shapes.grid(width: 3, height: 3), to: "S8").cost == 4)
    }

    @Test func disconnectedTargetsSaySo() throws {
        #expect(throws: PlanningError.disconnected(from: "S0", to: "S3")) {
            try route(Shapes.disconnected(3), to: "S3")
        }
    }

    @Test func unknownNamesAreTypedErrors() throws {
        let planner = Planner(graph: try ScreenGraph(Shapes.path(2)))
        #expect(throws: PlanningError.unknownName("Nowhere", expected: "a screen or an action")) {
            try planner.route(to: "Nowhere")
        }
        #expect(throws: PlanningError.unknownName("Elsewhere", expected: "a screen")) {
            try planner.route(to: "S1", from: "Elsewhere")
        }
    }

    /// Two routes of cost 2 to S3: S0→S3 with cost 2 (one step) and S0→S1→S3 (two
    /// steps): the one with fewer steps wins. Two two-step routes S0→S1→S4 and
    /// S0→S2→S4 of equal cost: the one through the edge declared first wins.
    @Test func tiesBreakByStepsThenDeclarationOrder() throws {
        var definition = Shapes.definition(5) { _ in [] }
        definition.screens[0].edges = [
            Shapes.edge(0, 1), Shapes.edge(0, 2), Shapes.edge(0, 3, cost: 2),
        ]
        definition.screens[1].edges = [Shapes.edge(1, 3), Shapes.edge(1, 4)]
        definition.screens[2].edges = [Shapes.edge(2, 4)]
        #expect(summary(try route(definition, to: "S3")) == ["S0→S3 edge"])
        #expect(summary(try route(definition, to: "S4")) == ["S0→S1 edge", "S1→S4 edge"])
        definition.screens[0].edges.swapAt(0, 1)
        #expect(summary(try route(definition, to: "S4")) == ["S0→S2 edge", "S2→S4 edge"])
    }

    @Test func costsWeighTheRoute() throws {
        var definition = Shapes.definition(3) { _ in [] }
        definition.screens[0].edges = [Shapes.edge(0, 2, cost: 5), Shapes.edge(0, 1, cost: 1)]
        definition.screens[1].edges = [Shapes.edge(1, 2, cost: 1.5)]
        let found = try route(definition, to: "S2")
        #expect(found.cost == 2.5)
        #expect(summary(found) == ["S0→S1 edge", "S1→S2 edge"])
    }

    /// Home → List → Detail (back) → Detail's back leads to List, which it was entered from.
    @Test func backGesturesFollowTheStack() throws {
        let graph = try ScreenGraph.build(start: "Home") { map in
            map.addScreenState("Home") { $0.tap("list", to: "List") }
            map.addScreenState("List") { screen in
                screen.backAction(.tap("back"))
                screen.tap("detail", to: "Detail")
            }
            map.addScreenState("Detail") { $0.backAction(.tap("back")) }
        }
        let planner = Planner(graph: graph)
        let toHome = try planner.route(to: "Home", from: "Detail", backStack: ["Home", "List"])
        #expect(summary(toHome) == ["Detail→List back", "List→Home back"])
        #expect(toHome.steps.map(\.position.stack) == [[0], []])
        #expect(throws: PlanningError.disconnected(from: "Detail", to: "Home")) {
            try planner.route(to: "Home", from: "Detail")
        }
    }

    /// A menu (dismissOnUse) opened on Detail: an action on it returns to Detail, whose
    /// back stack the menu left alone, and the menu's back gesture also returns there.
    @Test func overlaysReturnToTheScreenBeneath() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.bool("shared")]) { map in
            map.addScreenState("Home") { $0.tap("open", to: "Detail") }
            map.addScreenState("Detail") { screen in
                screen.backAction(.tap("back"))
                screen.tap("menu", to: "Menu")
            }
            map.addScreenState("Menu") { screen in
                screen.dismissOnUse = true
                screen.backAction(.tap("dismiss"))
                screen.tap("share", forAction: "Share", effects: ["shared = true"])
            }
        }
        let share = try Planner(graph: graph).route(to: "Share", from: "Detail", backStack: ["Home"])
        #expect(summary(share) == ["Detail→Menu edge", "Menu→Share action", "Share→Detail return"])
        #expect(share.steps.last?.position.stack == [0])
        #expect(share.steps.last?.state.shared == true)
        #expect(share.cost == 3)
        let back = try Planner(graph: graph).route(to: "Home", from: "Detail", backStack: ["Home"])
        #expect(summary(back) == ["Detail→Home back"])
    }

    /// OpenTab then LoadURL then BrowserTab: a route to the first action runs the chain.
    @Test func actionChainsRunToTheEnd() throws {
        let graph = try ScreenGraph.build(start: "Tabs", state: [.int("tabs", 1)]) { map in
            map.addScreenState("Tabs") { screen in
                screen.tap("new", forAction: "OpenTab", transitionTo: "LoadURL", effects: ["tabs += 1"])
            }
            map.addScreenState("Browser")
            map.addAction("LoadURL", transitionTo: "Browser")
        }
        let found = try Planner(graph: graph).route(to: "OpenTab")
        #expect(summary(found) == ["Tabs→OpenTab action", "OpenTab→LoadURL then", "LoadURL→Browser then"])
        #expect(found.cost == 3)
        #expect(found.steps[0].effects == ["tabs += 1"])
        #expect(found.steps.last?.state.tabs == 2)
    }

    /// Guards read the state as effects change it along the route: entering Gate sets
    /// `open`, which the edge on to Inside requires.
    @Test func guardsSeeEffectsAppliedAlongTheRoute() throws {
        let graph = try ScreenGraph.build(start: "Outside", state: [.bool("open")]) { map in
            map.addScreenState("Outside") { $0.tap("in", to: "Inside", if: "open") ; $0.tap("gate", to: "Gate") }
            map.addScreenState("Gate") { screen in
                screen.onEnter("open = true")
                screen.tap("in", to: "Inside", if: "open")
            }
            map.addScreenState("Inside")
        }
        let found = try Planner(graph: graph).route(to: "Inside")
        #expect(summary(found) == ["Outside→Gate edge", "Gate→Inside edge"])
        #expect(found.steps[0].effects == ["open = true"])
    }

    /// With state changes allowed, the planner performs the action that opens the guard.
    @Test func stateChangesOpenGuardsWhenAllowed() throws {
        let graph = try DemoGraph.make()
        let planner = Planner(graph: graph)
        let found = try planner.route(to: "ItemDetail", allowingStateChanges: true)
        #expect(summary(found) == ["ItemList→AddItem action", "AddItem→ItemList return", "ItemList→ItemDetail edge"])
        #expect(found.steps.flatMap(\.effects) == ["numItems += 1"])
        #expect(found.description == """
            1. ItemList → AddItem  action tap 'items.add'  [numItems += 1]
            2. AddItem → ItemList  return
            3. ItemList → ItemDetail  edge tap 'items.cell.0'
            cost 3
            """)
    }

    /// `onEnter` adds one each visit, so the states never repeat and the search must stop at its limit.
    @Test func theSearchIsBounded() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.int("visits")]) { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { screen in
                screen.onEnter("visits += 1")
                screen.tap("a", to: "A")
                screen.tap("c", to: "C", if: "visits < 0")
            }
            map.addScreenState("C")
        }
        let planner = Planner(graph: graph, stateLimit: 500)
        #expect(throws: PlanningError.searchLimit(from: "A", to: "C", limit: 500, nearest: nil)) { try planner.route(to: "C") }
    }

    @Test func overflowClosesTheWay() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.int("n", Int64.max)]) { map in
            map.addScreenState("A") { $0.tap("b", to: "B") }
            map.addScreenState("B") { $0.onEnter("n += 1") }
        }
        let error = #expect(throws: PlanningError.self) { try Planner(graph: graph).route(to: "B") }
        #expect(error?.description == """
            no route from 'A' to 'B': the way is closed
              A → B (tap 'b'): integer overflow in 'n += 1' [ScreenGraphKitTests/PlannerTests.swift:174:45]
            """)
    }

    @Test func plannersAreReusableAndDeterministic() throws {
        let graph = try ScreenGraph(Shapes.random(screens: 200, edgesPerScreen: 4, guardedFraction: 0.2, seed: 7))
        let planner = Planner(graph: graph)
        for target in ["S150", "S3", "S199", "S150"] {
            let first = try planner.route(to: target)
            let again = try Planner(graph: graph).route(to: target)
            #expect(first.steps.map(\.to) == again.steps.map(\.to))
            #expect(first.cost == again.cost)
        }
    }

    /// A misspelled name gets the closest name of the kind the call needs: a screen to
    /// start from or keep on the back stack, a screen or action to go to.
    @Test func unknownNamesSuggestTheClosestName() throws {
        let planner = Planner(graph: try DemoGraph.make())
        let misspelled = #expect(throws: PlanningError.unknownName("ItemDetial", expected: "a screen or an action", suggestion: "ItemDetail")) {
            try planner.route(to: "ItemDetial")
        }
        #expect(misspelled?.description == "'ItemDetial' is not a screen or an action of the graph; did you mean 'ItemDetail'?")
        #expect(throws: PlanningError.unknownName("additem", expected: "a screen or an action", suggestion: "AddItem")) {
            try planner.route(to: "additem")
        }
        #expect(throws: PlanningError.unknownName("Editng", expected: "a screen", suggestion: "Editing")) {
            try planner.route(to: "ItemList", from: "Editng")
        }
        // An action is not a screen to start from, however close.
        #expect(throws: PlanningError.unknownName("AddItm", expected: "a screen", suggestion: nil)) {
            try planner.route(to: "ItemList", from: "AddItm")
        }
        #expect(throws: PlanningError.unknownName("ItemLst", expected: "a screen", suggestion: "ItemList")) {
            try planner.route(to: "ItemList", from: "ItemDetail", backStack: ["ItemLst"])
        }
        let nothingClose = #expect(throws: PlanningError.self) { try planner.route(to: "Nowhere") }
        #expect(nothingClose?.description == "'Nowhere' is not a screen or an action of the graph")
        // A navigator asks the planner, so its errors say the same.
        let navigator = Navigator(graph: try DemoGraph.make(), driver: RecordingDriver())
        let failed = #expect(throws: NavigationError.self) { try navigator.goto("ItemDetial") }
        #expect(failed?.message == "'ItemDetial' is not a screen or an action of the graph; did you mean 'ItemDetail'?")
    }

}

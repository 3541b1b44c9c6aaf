import Testing

@testable import ScreenGraphKit

/// Single moves outside a search (`SearchSpace+Moves.swift`): the position after a move
/// the graph does not describe (a test's own gesture, announced with `nowAt`), and every
/// move open from a position, which walks, replays and the shrinker choose from.
/// `PlannerReferenceTests` checks the open moves against the reference search on seeded
/// graphs; here each rule is shown on one small graph.
@Suite struct SearchSpaceMovesTests {
    /// Home has a self-loop, a guarded way to Goal, an action Share (with an effect, then
    /// List) and an action Broken whose `then` is Full, whose `onEnter` overflows; List
    /// has a back gesture, Sheet is an overlay.
    static func space() throws -> SearchSpace {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("count"), .int("n", .max)]) { map in
            map.addScreenState("Home") { screen in
                screen.tap("list", to: "List")
                screen.tap("locked", to: "Goal", if: "count > 2")
                screen.tap("share", forAction: "Share", transitionTo: "List", effects: ["count += 1"])
                screen.tap("broken", forAction: "Broken", transitionTo: "Full")
                screen.tap("refresh", to: "Home")
            }
            map.addScreenState("List") { screen in
                screen.backAction(.tap("back"))
                screen.tap("home", to: "Home")
                screen.tap("sheet", to: "Sheet")
            }
            map.addScreenState("Sheet") { $0.dismissOnUse = true }
            map.addScreenState("Full") { $0.onEnter("n += 1") }
            map.addScreenState("Goal")
        }
        return SearchSpace(graph: graph)
    }

    static func describe(_ moves: [(via: Int32, step: Route.Step)]) -> [String] {
        moves.map { "\($0.step.from)→\($0.step.to) \($0.step.kind.rawValue)" }
    }

    static func stack(_ position: NavigationState?, in space: SearchSpace) -> [String]? {
        position.map { $0.stack.map { space.name($0) } }
    }

    /// Out of a screen: its moves whose guards hold, self-loops included, and ways into
    /// actions whose chain can finish, in the compiled graph's order (edges, then ways
    /// into actions); last its back gesture, when the stack has a screen to go back to.
    @Test func openMovesAreTheMovesThatCanBeTaken() throws {
        var space = try Self.space()
        func id(_ name: String) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }
        let home = NavigationState(startingOn: try id("Home"), in: space.graph)
        // `locked` is closed by its guard, `broken` by its chain's overflow.
        #expect(Self.describe(space.openMoves(from: home)) == ["Home→List edge", "Home→Home edge", "Home→Share action"])
        let fromHome = space.openMoves(from: home)
        let list = try #require(fromHome.first?.step.position)
        #expect(Self.stack(list, in: space) == ["Home"])
        let fromList = space.openMoves(from: list)
        #expect(Self.describe(fromList) == ["List→Home edge", "List→Sheet edge", "List→Home back"])
        #expect(fromList.last?.via == SearchSpace.Via.back)
        #expect(Self.stack(fromList.last?.step.position, in: space) == [])
        // With nothing on the stack the back gesture leads nowhere.
        let bare = NavigationState(node: try id("List"), user: space.graph.initialState)
        #expect(Self.describe(space.openMoves(from: bare)) == ["List→Home edge", "List→Sheet edge"])
    }

    /// Out of an action in progress there is one move, its `then`, effects applied on
    /// the way in.
    @Test func anActionInProgressHasOneMove() throws {
        var space = try Self.space()
        func id(_ name: String) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }
        let home = NavigationState(startingOn: try id("Home"), in: space.graph)
        let fromHome = space.openMoves(from: home)
        let share = try #require(fromHome.first { $0.step.to == "Share" }?.step.position)
        #expect(share.user.value(of: "count") == .int(1))
        let moves = space.openMoves(from: share)
        #expect(Self.describe(moves) == ["Share→List then"])
        #expect(moves.first?.via == SearchSpace.Via.then)
        #expect(Self.stack(moves.first?.step.position, in: space) == ["Home"])
    }

    /// A move the graph does not describe follows the same rules of "Back" as one it
    /// does: arriving at List from Home pushes Home; at an overlay, the stack stays and
    /// the screen beneath is remembered; an `onEnter` that overflows gives no position.
    @Test func arrivingByAnUndescribedMoveFollowsTheBackRules() throws {
        var space = try Self.space()
        func id(_ name: String) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }
        let home = NavigationState(startingOn: try id("Home"), in: space.graph)
        let list = space.position(arrivingAt: try id("List"), from: home)
        #expect(list?.node == (try id("List")))
        #expect(Self.stack(list, in: space) == ["Home"])
        let sheet = try space.position(arrivingAt: try id("Sheet"), from: #require(list))
        #expect(Self.stack(sheet, in: space) == ["Home"])
        #expect(sheet?.beneath == (try id("List")))
        let goal = try space.position(arrivingAt: try id("Goal"), from: #require(list))
        #expect(Self.stack(goal, in: space) == [], "a screen without back clears the stack")
        #expect(space.position(arrivingAt: try id("Full"), from: home) == nil)
    }
}

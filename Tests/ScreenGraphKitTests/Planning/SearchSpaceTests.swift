import ScreenGraphFixtures
import Testing

@testable import ScreenGraphKit

/// The interned states of a search (`SearchSpace.swift`): each screen's bits, the cost
/// bound that lets a search use buckets, positions interned and read back, the plain
/// context of each user state, the (cost, hops) keys, and the fast context, whose guard
/// outcomes are kept from one search to the next while its user state is the same.
/// The search, its moves and its failures have their own files: `SearchSpaceSearchTests`,
/// `SearchSpaceTransitionsTests`, `SearchSpaceMovesTests`, `SearchSpaceFailureTests`,
/// `SearchSpaceCostsTests` and `SearchSpaceScreenStatesTests`.
@Suite struct SearchSpaceTests {
    static func id(_ name: String, in space: SearchSpace) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }

    /// A screen's bits say what the inner loop must check: a back gesture, an overlay,
    /// only plain moves of cost 1, a guarded move.
    @Test func eachScreenHasTheBitsOfWhatItsMovesNeed() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.bool("flag")]) { map in
            map.addScreenState("Home") { $0.tap("list", to: "List"); $0.tap("plain", to: "Plain") }
            map.addScreenState("List") { screen in
                screen.backAction(.tap("back"))
                screen.tap("locked", to: "Plain", if: "flag")
            }
            map.addScreenState("Sheet") { screen in
                screen.dismissOnUse = true
                screen.backAction(.tap("close"))
                screen.tap("far", to: "Plain", cost: 2)
            }
            map.addScreenState("Plain") { $0.tap("home", to: "Home") }
        }
        let space = SearchSpace(graph: graph)
        func bits(_ name: String) throws -> [String] {
            let bits = space.bits(ofScreen: try Self.id(name, in: space))
            return [
                (SearchSpace.hasBackBit, "back"), (SearchSpace.dismissOnUseBit, "overlay"), (SearchSpace.unitBit, "unit"),
                (SearchSpace.guardedBit, "guarded"),
            ].filter { bits & $0.0 != 0 }.map(\.1)
        }
        // Home's move into List is not plain: List has a back gesture, so entering it pushes.
        #expect(try bits("Home") == [])
        #expect(try bits("List") == ["back", "unit", "guarded"])
        #expect(try bits("Sheet") == ["back", "overlay"])
        #expect(try bits("Plain") == ["unit"])
    }

    /// Buckets need every cost (moves and back gestures) to be a whole number from 1 to
    /// ``SearchSpace/largestBucketCost``; the bound is the largest.
    @Test func theCostBoundIsTheLargestWholeCost() throws {
        func bound(edge: Double, back: Double = 1) throws -> Int? {
            let graph = try ScreenGraph.build(start: "A") { map in
                map.addScreenState("A") { $0.tap("b", to: "B", cost: edge) }
                map.addScreenState("B") { $0.backAction(.tap("back"), cost: back) }
            }
            return SearchSpace(graph: graph).costBound
        }
        #expect(try bound(edge: 3) == 3)
        #expect(try bound(edge: 2, back: 7) == 7)
        #expect(try bound(edge: 1_024) == 1_024)
        #expect(try bound(edge: 1_025) == nil)
        #expect(try bound(edge: 2.5) == nil)
        #expect(try bound(edge: 0.5) == nil)
        #expect(try bound(edge: 1, back: 1.5) == nil)
    }

    /// A position interned and read back is the same position: its screen, origin,
    /// overlay, back stack and user state.
    @Test func aPositionReadsBackAsInterned() throws {
        var space = try SearchSpaceTransitionsTests.space()
        var user = space.graph.initialState
        try user.set("n", to: .int(7))
        let position = NavigationState(
            node: try Self.id("Sheet", in: space), beneath: try Self.id("Detail", in: space),
            stack: BackStack([try Self.id("Home", in: space), try Self.id("List", in: space)]), user: user)
        space.reset()
        let state = space.intern(position)
        #expect(space.position(of: state) == position)
        #expect(space.intern(position) == state, "interned once")
        let home = space.intern(NavigationState(node: 0, user: user))
        #expect(space.position(of: home) == NavigationState(node: 0, user: user))
    }

    /// Each user state has one plain context (no origin, overlay or back stack).
    @Test func eachUserStateHasOnePlainContext() throws {
        var space = try SearchSpaceTransitionsTests.space()
        space.reset()
        let first = space.users.intern(space.graph.initialSlots)
        var changed = space.graph.initialState
        try changed.set("n", to: .int(1))
        let second = space.users.intern(changed.slots)
        let plain = space.plainContext(user: second)
        #expect(space.plainContext(user: second) == plain)
        #expect(space.plainContext(user: first) != plain)
        #expect(space.contexts[Int(plain)] == SearchContext(origin: -1, beneath: -1, stack: 0, user: second))
    }

    /// Keys order by cost, then by hops.
    @Test func keysOrderByCostThenHops() {
        #expect(SearchSpace.key(cost: 2, hops: 9) < SearchSpace.key(cost: 3, hops: 0))
        #expect(SearchSpace.key(cost: 2, hops: 1) < SearchSpace.key(cost: 2, hops: 2))
        #expect(SearchSpace.key(cost: 0, hops: 0) == 0)
    }

    /// The fast context's guard outcomes are kept from search to search while its user
    /// state is the same, and evaluated again when it changes. To see which, the test
    /// overwrites the kept outcome of `flag` (false) with true: a search from the same
    /// user state then takes the guarded move (so it read the kept outcome), and one
    /// from another user state does not (so it evaluated the guard again).
    @Test func fastGuardOutcomesAreKeptWhileTheUserStateIsTheSame() throws {
        let graph = try ScreenGraph.build(start: "Home", state: [.bool("flag"), .int("visits")]) { map in
            map.addScreenState("Home") { $0.tap("locked", to: "Goal", if: "flag") }
            map.addScreenState("Goal")
        }
        var space = SearchSpace(graph: graph)
        let goal = try Self.id("Goal", in: space)
        let start = NavigationState(node: 0, user: graph.initialState)
        #expect(space.fastGuards[0] == -1, "not yet evaluated")
        #expect(throws: PlanningError.self) { try space.search(from: start, goal: goal, allowingStateChanges: false, limit: 100) }
        #expect(space.fastGuards[0] == 0, "false, evaluated once")

        space.fastGuards[0] = 1
        #expect(try space.search(from: start, goal: goal, allowingStateChanges: false, limit: 100) == goal)

        var other = graph.initialState
        try other.set("visits", to: .int(1))
        #expect(throws: PlanningError.self) {
            try space.search(from: NavigationState(node: 0, user: other), goal: goal, allowingStateChanges: false, limit: 100)
        }
        #expect(space.fastGuards[0] == 0)
    }
}

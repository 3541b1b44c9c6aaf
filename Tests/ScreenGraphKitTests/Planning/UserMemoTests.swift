import Testing

@testable import ScreenGraphKit

/// What a search remembers per user state: guard outcomes and where effects lead.
@Suite struct UserMemoTests {
    @Test func remembersGuardOutcomesPerUserState() {
        var memo = UserMemo(guardCount: 3, actionCount: 2)
        #expect(memo.guardValue(1, user: 5) == nil)
        memo.remember(guard: 1, user: 5, 0)
        memo.remember(guard: 2, user: 5, 2)
        memo.remember(guard: 0, user: 0, 1)
        #expect(memo.guardValue(1, user: 5) == 0)
        #expect(memo.guardValue(2, user: 5) == 2)
        #expect(memo.guardValue(0, user: 0) == 1)
        // The rows in between exist but know nothing yet.
        #expect(memo.guardValue(0, user: 3) == nil)
        #expect(memo.guardValue(0, user: 6) == nil)
        memo.removeAll()
        #expect(memo.guardValue(1, user: 5) == nil)
    }

    @Test func remembersEffectsAndOverflows() {
        var memo = UserMemo(guardCount: 0, actionCount: 2)
        #expect(memo.effects(ofAction: 1, user: 4) == nil)
        memo.remember(effectsOfAction: 1, user: 4, 9)
        memo.remember(effectsOfAction: 0, user: 4, UserMemo.overflow)
        #expect(memo.effects(ofAction: 1, user: 4) == 9)
        #expect(memo.effects(ofAction: 0, user: 4) == UserMemo.overflow)
        #expect(memo.effects(ofAction: 0, user: 2) == nil)
    }

    /// Past the budget nothing is remembered, and nothing is allocated for it.
    @Test func rowsPastTheBudgetAreNotKept() {
        var memo = UserMemo(guardCount: 4, actionCount: 4)
        let far = Int32(UserMemo.budget / 4)
        memo.remember(guard: 0, user: far, 1)
        memo.remember(effectsOfAction: 0, user: far, 3)
        #expect(memo.guardValue(0, user: far) == nil)
        #expect(memo.effects(ofAction: 0, user: far) == nil)
        memo.remember(guard: 0, user: far - 1, 1)
        #expect(memo.guardValue(0, user: far - 1) == 1)
    }

    /// An action whose effect overflows from one user state and not from another: the
    /// route takes it where it can, and says why it cannot where it cannot.
    @Test func anOverflowingEffectClosesItsWayFromThatUserStateOnly() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.int("n", Int64.max - 1)]) { map in
            map.addScreenState("A") { screen in
                screen.tap("bump", forAction: "Bump", transitionTo: "A", effects: ["n += 1"])
                screen.tap("b", to: "B", if: "n == 9223372036854775807")
            }
            map.addScreenState("B")
        }
        let planner = Planner(graph: graph)
        let route = try planner.route(to: "B", allowingStateChanges: true)
        #expect(route.steps.map(\.to) == ["Bump", "A", "B"])
        // A second bump overflows: no user state has n past the largest.
        #expect(throws: PlanningError.self) { try planner.route(to: "A", where: "n < 0") }
    }
}

import Testing

@testable import ScreenGraphKit

/// The simplex tableau the guard-aware bound solves its program with (`PackingTableau`),
/// on programs small enough to solve by hand; the cycles and the bound themselves are
/// checked against exhaustive search in ``GuardAwareBoundTests``.
@Suite struct CyclePackingTests {
    /// Most `x + y` with `x + 2y ≤ 4` and `3x + y ≤ 6`: the corner `(8/5, 6/5)`, 2.8.
    /// Adding `x + y ≤ 2` cuts it off (the dual simplex, from where it was): 2. Adding
    /// `x ≤ 1/2` moves along that edge: `(1/2, 3/2)`.
    @Test func solvesAndResolvesAsRowsAreAdded() throws {
        var tableau = PackingTableau(variables: 2)
        tableau.add(row: [1, 2], atMost: 4)
        tableau.add(row: [3, 1], atMost: 6)
        let firstSolved = tableau.solve()
        let first = try #require(firstSolved)
        #expect(abs(first[0] - 1.6) < 1e-9 && abs(first[1] - 1.2) < 1e-9)
        tableau.add(row: [1, 1], atMost: 2)
        let secondSolved = tableau.solve()
        let second = try #require(secondSolved)
        #expect(abs(second[0] + second[1] - 2) < 1e-9)
        tableau.add(row: [1, 0], atMost: 0.5)
        let thirdSolved = tableau.solve()
        let third = try #require(thirdSolved)
        #expect(abs(third[0] - 0.5) < 1e-9 && abs(third[1] - 1.5) < 1e-9)
    }

    /// A variable no row bounds makes the program unbounded: no answer, not a loop.
    @Test func anUnboundedProgramHasNoAnswer() {
        var tableau = PackingTableau(variables: 2)
        tableau.add(row: [1, 0], atMost: 1)
        #expect(tableau.solve() == nil)
    }

    /// Rows that stop binding are dropped after a solve, and the answer stands.
    @Test func dropsRowsThatDoNotBind() throws {
        var tableau = PackingTableau(variables: 1)
        tableau.add(row: [1], atMost: 5)
        tableau.add(row: [1], atMost: 3)
        let xSolved = tableau.solve()
        let x = try #require(xSolved)
        #expect(abs(x[0] - 3) < 1e-9)
        #expect(tableau.rowCount == 1)
    }
}

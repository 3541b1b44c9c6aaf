import Testing

@testable import ScreenGraphKit

/// The Chinese-postman bound over (screen, tracked fields) instead of screens alone:
/// which fields it tracks (only ever assigned literals or other tracked fields, and read
/// by a guard directly or through what writes them), and when it gives up and leaves
/// the screens-only bound standing. ``GuardAwareBoundTests`` checks the bound itself
/// against the true optimum through ``Planner/guardAwareBound(of:)``.
@Suite struct GuardedBoundTests {
    /// One screen whose moves write and read each kind of field.
    static func fields() throws -> ScreenGraph {
        let state: [StateField] = [
            .bool("flag"), .int("count"), .int("mirror"), .bool("unread"), .int("toggle"), .int("source"), .int("copy"),
        ]
        return try ScreenGraph.build(start: "A", state: state) { map in
            map.addScreenState("A") { screen in
                screen.tap("on", forAction: "On", effects: ["flag = true", "unread = true", "source = 3"])
                screen.tap("count", forAction: "Count", effects: ["count += 1", "mirror = count"])
                screen.tap("toggle", forAction: "Toggle", effects: ["toggle = 1 - toggle", "copy = source"])
                screen.tap("b", to: "B", if: "flag && count > 0 && mirror > 0 && toggle == 1 && copy == 3")
            }
            map.addScreenState("B") { $0.tap("a", to: "A") }
        }
    }

    /// `flag` is assigned a literal and a guard reads it; `count` is counted (`+=`);
    /// `mirror` is assigned from the counted field; `unread` no guard reads; `toggle` is
    /// assigned by arithmetic, tracked only when arithmetic is allowed; `source` no guard
    /// reads, but `copy`, which one does, is assigned from it.
    @Test func tracksFieldsOfFinitelyManyValuesThatAGuardReads() throws {
        let graph = try Self.fields()
        #expect(GuardedBound.trackedFields(graph, arithmetic: true) == ["flag", "toggle", "source", "copy"])
        #expect(GuardedBound.trackedFields(graph, arithmetic: false) == ["flag", "source", "copy"])
    }

    /// A graph with no guards tracks nothing.
    @Test func noGuardsNoFields() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.bool("flag")]) { map in
            map.addScreenState("A") { $0.tap("on", forAction: "On", effects: ["flag = true"]) }
        }
        #expect(GuardedBound.trackedFields(graph, arithmetic: true).isEmpty)
    }

    /// `go` to B and back by `x` or `y`, which need `priv` on, which every entry to A
    /// turns off: the tour must turn it on twice. Screens alone see 5 gestures plus 2 to
    /// balance A and B; the states see one more `Priv`: 8.
    static func toggles() throws -> ScreenGraph {
        try ScreenGraph.build(start: "A", state: [.bool("priv")]) { map in
            map.addScreenState("A") { screen in
                screen.onEnter("priv = false")
                screen.tap("go", to: "B")
                screen.tap("priv", forAction: "Priv", effects: ["priv = true"])
            }
            map.addScreenState("B") { screen in
                screen.tap("x", to: "A", if: "priv")
                screen.tap("y", to: "A", if: "priv")
                screen.tap("z", to: "A", if: "!priv")
            }
        }
    }

    @Test func countsWhatTheGuardsForce() throws {
        let graph = try Self.toggles()
        let relaxed = RelaxedGraph(graph: graph)
        let items = (0..<relaxed.itemCount).filter(relaxed.canTake)
        #expect(ChinesePostman(relaxed: relaxed, required: items).bound == 7)
        let guarded = GuardedBound(graph: graph, relaxed: relaxed, required: items)
        #expect(guarded.bound == 8)
        #expect(guarded.tracked == ["priv"])
        #expect(guarded.states == 4)
    }

    /// Past the item limit nothing is built; past the state limit the bound is `nil`,
    /// so the screens-only bound stands.
    @Test func givesUpPastItsLimits() throws {
        let graph = try Self.toggles()
        let relaxed = RelaxedGraph(graph: graph)
        let tooMany = Array(repeating: 0, count: GuardedBound.itemLimit + 1)
        let skipped = GuardedBound(graph: graph, relaxed: relaxed, required: tooMany)
        #expect(skipped.bound == nil && skipped.states == 0 && skipped.tracked.isEmpty)
        let small = GuardedBound(graph: graph, relaxed: relaxed, required: [0], limit: 1)
        #expect(small.bound == nil, "4 states do not fit a limit of 1")
    }
}

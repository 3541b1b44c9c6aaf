import Testing

@testable import ScreenGraphKit

/// The guards as the search evaluates them: a chain of at least four `field == value`
/// terms joined by `||` on one field (or `!=` terms joined by `&&`) becomes a lookup in
/// the sorted values; every other guard is evaluated as compiled. Both must answer as
/// the compiled guard does, on every value, present or not.
@Suite struct GuardProgramsTests {
    /// Each guard, and whether it becomes a lookup.
    static let guards: [(text: String, isLookup: Bool)] = [
        ("x == 1 || x == 2 || x == 3 || x == 4", true),
        ("x == 4 || x == -2 || x == 3 || x == 1 || x == 0", true),
        ("x != 1 && x != -2 && x != 3 && x != 4", true),
        ("o == 1 || o == 2 || o == 3 || o == 5", true),
        ("o != 1 && o != 2 && o != 3 && o != 5", true),
        ("x == 1 || x == 2 || x == 3", false),
        ("x == 1 || y == 2 || x == 3 || x == 4", false),
        ("x == 1 || x == 2 || x != 3 || x == 4", false),
        ("x == 1 && x == 2 && x == 3 && x == 4", false),
        ("x == 1 || x == 2 || x == 3 || x < 4", false),
    ]

    static func graph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "A", state: [.int("x"), .int("y"), .optional("o", .int)]) { map in
            map.addScreenState("A") { screen in
                for (index, guarded) in guards.enumerated() { screen.tap("g\(index)", to: "B", if: guarded.text) }
            }
            map.addScreenState("B")
        }
    }

    @Test func recognisesMembershipChainsOnly() throws {
        let graph = try Self.graph()
        try #require(graph.guards.count == Self.guards.count)
        for (predicate, guarded) in zip(graph.guards, Self.guards) {
            let isLookup =
                switch GuardPrograms.program(for: predicate.expression) {
                case .membership: true
                case .compiled: false
                }
            #expect(isLookup == guarded.isLookup, "\(guarded.text)")
        }
    }

    /// Every guard on every x and y in -6...6, and o absent or each of those values:
    /// the program's answer is the compiled guard's; a lookup costs one step.
    @Test func answersAsTheCompiledGuard() throws {
        let graph = try Self.graph()
        let programs = GuardPrograms(graph: graph)
        let x = try #require(graph.layout.entry(named: "x"))
        let y = try #require(graph.layout.entry(named: "y"))
        let o = try #require(graph.layout.entry(named: "o"))
        var slots = graph.initialSlots
        for index in 0..<Int32(graph.guards.count) {
            for xValue in Int64(-6)...6 {
                for yValue in Int64(-6)...6 {
                    for oValue in [nil] + (Int64(-6)...6).map(Optional.some) {
                        slots[x.valueSlot] = xValue
                        slots[y.valueSlot] = yValue
                        slots[o.valueSlot] = oValue ?? 0
                        slots[o.presenceSlot] = oValue == nil ? 0 : 1
                        let before = programs.steps
                        let (answer, expected) = try slots.withUnsafeBufferPointer { buffer in
                            (try programs.holds(index, in: graph, slots: buffer), try graph.guards[Int(index)].holds(buffer))
                        }
                        #expect(answer == expected, "\(Self.guards[Int(index)].text) with x \(xValue), y \(yValue), o \(oValue.map(String.init) ?? "nil")")
                        if Self.guards[Int(index)].isLookup { #expect(programs.steps == before + 1) }
                    }
                }
            }
        }
    }
}

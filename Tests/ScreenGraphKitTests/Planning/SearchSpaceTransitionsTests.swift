import Testing

@testable import ScreenGraphKit

/// Where moves lead in the search (`SearchSpace+Transitions.swift`): the context entering
/// a screen builds, by the rules of "Back" in `Docs/Spec/graph-json.md`:
///
/// > Entering a screen that has `back`: if that screen is already on the stack, pops the
/// > stack down to it […]; else, if the move comes from that same screen […], leaves the
/// > stack as it is; else pushes the most recent screen that is not `dismissOnUse`.
/// > Taking the back gesture pops the top of the stack and leads there. Entering a
/// > screen without `back` clears the stack.
@Suite struct SearchSpaceTransitionsTests {
    /// Home has no back gesture; List, Detail and Other do; Sheet is an overlay.
    static func space() throws -> SearchSpace {
        let graph = try ScreenGraph.build(start: "Home", state: [.int("n", .max)]) { map in
            map.addScreenState("Home") { $0.tap("list", to: "List") }
            map.addScreenState("List") { screen in
                screen.backAction(.tap("back"))
                screen.tap("detail", to: "Detail")
            }
            map.addScreenState("Detail") { screen in
                screen.backAction(.tap("back"))
                screen.tap("sheet", to: "Sheet")
            }
            map.addScreenState("Other") { $0.backAction(.tap("back")) }
            map.addScreenState("Sheet") { screen in
                screen.dismissOnUse = true
                screen.tap("other", to: "Other")
            }
            map.addScreenState("Overflow") { $0.onEnter("n += 1") }
        }
        return SearchSpace(graph: graph)
    }

    /// Names a context's stack, bottom first, and the screen beneath.
    static func describe(_ context: SearchContext?, in space: SearchSpace) -> String {
        guard let context else { return "closed" }
        var screens: [String] = []
        var stack = context.stack
        while stack != 0 {
            screens.append(space.name(space.stacks.top[Int(stack)]))
            stack = space.stacks.parent[Int(stack)]
        }
        let beneath = context.beneath >= 0 ? " over \(space.name(context.beneath))" : ""
        return "[\(screens.reversed().joined(separator: ", "))]\(beneath)"
    }

    /// Each rule, from a stack [Home, List] (or none).
    @Test func enteringFollowsTheBackRules() throws {
        var space = try Self.space()
        func id(_ name: String) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }
        let user = space.users.intern(space.graph.initialSlots)
        let homeList = space.internStack(BackStack([try id("Home"), try id("List")]))
        func enter(_ target: String, from source: String, beneath: String? = nil, stack: Int32) throws -> String {
            let context = space.enter(try id(target), from: try id(source), beneath: try beneath.map(id) ?? -1, stack: stack, user: user)
            return Self.describe(context, in: space)
        }
        // Entering a screen with back pushes the screen the move leaves.
        #expect(try enter("List", from: "Home", stack: 0) == "[Home]")
        let home = space.internStack(BackStack([try id("Home")]))
        #expect(try enter("Detail", from: "List", stack: home) == "[Home, List]")
        // Already on the stack: popped down to, what lies beneath stays.
        #expect(try enter("List", from: "Detail", stack: homeList) == "[Home]")
        // A move from the same screen leaves the stack as it is.
        #expect(try enter("Detail", from: "Detail", stack: homeList) == "[Home, List]")
        // A screen without back clears the stack.
        #expect(try enter("Home", from: "Detail", stack: homeList) == "[]")
        // An overlay keeps the stack and remembers the screen beneath; closing it onto
        // that screen reveals it with the stack it had.
        #expect(try enter("Sheet", from: "Detail", stack: homeList) == "[Home, List] over Detail")
        #expect(try enter("Detail", from: "Sheet", beneath: "Detail", stack: homeList) == "[Home, List]")
        // From an overlay, the push is of the screen beneath it, never the overlay.
        #expect(try enter("Other", from: "Sheet", beneath: "Detail", stack: homeList) == "[Home, List, Detail]")
        // An onEnter that overflows closes the way.
        #expect(try enter("Overflow", from: "Home", stack: 0) == "closed")
    }

    /// The back gesture pops the top of the stack and leads there; with nothing on the
    /// stack there is nowhere to go. An overlay's back leads to the screen beneath.
    @Test func backPopsTheTop() throws {
        var space = try Self.space()
        func id(_ name: String) throws -> Int32 { try #require(space.graph.nodeIDs[name]) }
        let user = space.users.intern(space.graph.initialSlots)
        let homeList = space.internStack(BackStack([try id("Home"), try id("List")]))
        let back = space.backSuccessor(of: try id("Detail"), context: SearchContext(origin: -1, beneath: -1, stack: homeList, user: user))
        #expect(back.map { space.name($0.node) } == "List")
        #expect(Self.describe(back?.context, in: space) == "[Home]")
        #expect(space.backSuccessor(of: try id("Detail"), context: SearchContext(origin: -1, beneath: -1, stack: 0, user: user)) == nil)
        let closing = space.backSuccessor(of: try id("Sheet"), context: SearchContext(origin: -1, beneath: try id("Detail"), stack: homeList, user: user))
        #expect(closing.map { space.name($0.node) } == "Detail")
        #expect(Self.describe(closing?.context, in: space) == "[Home, List]")
    }
}

import Testing

@testable import ScreenGraphKit

/// `navigator.userState` is live, as MappaMundi's `userState` object was: a reference
/// kept from earlier reads the navigator's current values and writes change them;
/// only `value` is a copy.
@Suite struct LiveUserStateTests {
    struct Counts: UserStateModel {
        var numItems = 0
        var label = "none"
    }

    static func graph() throws -> ScreenGraph {
        try ScreenGraph.build(start: "List", state: Counts.self) { map in
            map.addScreenState("List") { screen in
                screen.tap("add", forAction: "AddItem", effects: ["numItems += 1"])
            }
        }
    }

    @Test func aKeptReferenceFollowsTheNavigator() throws {
        let navigator = try Navigator<Counts>(graph: try Self.graph(), driver: RecordingDriver())
        let userState = navigator.userState
        let before = userState.value
        try navigator.performAction("AddItem")
        #expect(userState.numItems == 1)
        userState.numItems = 5
        #expect(navigator.userState.numItems == 5)
        try navigator.performAction("AddItem")
        #expect(userState.numItems == 6)
        // `value` is a copy taken when it was read.
        #expect(before.numItems == 0)
        userState.value = Counts(numItems: 2, label: "set")
        #expect(navigator.userState.label == "set" && userState.numItems == 2)
        #expect(userState.description == "numItems = 2, label = \"set\"")
    }

    /// By name, as graphs read from files are used: an unknown field reads as `nil`, and a
    /// write that does not fit throws instead of trapping.
    @Test func fieldsByNameReadNilAndThrowWhenTheyDoNotFit() throws {
        let navigator = Navigator(graph: try Self.graph(), driver: RecordingDriver())
        let userState = navigator.userState
        #expect(userState.value(of: "numItems") == 0)
        #expect(userState.value(of: "numItem") == nil)
        try userState.set("numItems", to: 4)
        #expect(navigator.userState.value(of: "numItems") == 4)
        #expect(throws: UserStateError.unknownField("nope")) { try userState.set("nope", to: 1) }
        #expect(throws: UserStateError.typeMismatch(field: "label", type: .string, value: 1)) {
            try userState.set("label", to: 1)
        }
        #expect(userState.value(of: "label") == "none")
    }
}

import Testing

@testable import ScreenGraphKit

/// A test's own Codable type for the user state: its properties are read as the graph's
/// fields (names by coding key, types `Bool`, `Int`, `String` and their optionals,
/// initial values from `init()`), anything else is refused with the type and field named,
/// and a navigator's state converts to the type and back.
@Suite struct UserStateModelTests {
    struct Shop: UserStateModel {
        var numItems = 2
        var loggedIn = false
        var coupon: String? = nil
        var email = "sam@example.com"
        var limit: Int? = 5
    }

    struct Renamed: UserStateModel {
        var count = 0
        enum CodingKeys: String, CodingKey { case count = "numItems" }
    }

    struct WithDouble: UserStateModel {
        var price = 1.5
    }

    struct WithList: UserStateModel {
        var items: [Int] = []
    }

    struct WithOptionalDouble: UserStateModel {
        var price: Double? = nil
    }

    struct Inner: Codable, Sendable { var a = 0 }
    struct WithNested: UserStateModel {
        var inner = Inner()
    }

    @Test func propertiesAreFieldsInDeclarationOrderWithInitValues() throws {
        let fields = try UserStateSchema.fields(of: Shop.self)
        #expect(fields.map(\.name) == ["numItems", "loggedIn", "coupon", "email", "limit"])
        #expect(fields.map(\.type) == [.int, .bool, .optionalString, .string, .optionalInt])
        #expect(fields.map(\.initial) == [2, false, nil, "sam@example.com", 5])
    }

    @Test func aCodingKeyNamesTheField() throws {
        #expect(try UserStateSchema.fields(of: Renamed.self) == [StateField("numItems", .int, initial: 0)])
    }

    @Test func aPropertyOfAnotherTypeIsRefusedByName() {
        #expect(throws: UserStateModelError(description: "WithDouble: field 'price' has type Double; a user state holds Bool, Int, String and their optionals")) {
            try UserStateSchema.fields(of: WithDouble.self)
        }
        // An optional scalar of another type is asked for through `decodeNil`, which cannot tell its type.
        #expect(throws: UserStateModelError(description: "WithOptionalDouble: field 'price' is an optional of a type other than Bool, Int or String; a user state holds Bool, Int, String and their optionals")) {
            try UserStateSchema.fields(of: WithOptionalDouble.self)
        }
        #expect(throws: UserStateModelError(description: "WithList: field 'items' has type Array<Int>; a user state holds Bool, Int, String and their optionals")) {
            try UserStateSchema.fields(of: WithList.self)
        }
        #expect(throws: UserStateModelError(description: "WithNested: field 'inner' has type Inner; a user state holds Bool, Int, String and their optionals")) {
            try UserStateSchema.fields(of: WithNested.self)
        }
    }

    @Test func aModelIsCheckedAgainstTheGraphsFields() throws {
        let graph: [StateField] = [.int("numItems"), .bool("loggedIn"), .optional("coupon", .string), .string("email"), .optional("limit", .int)]
        try UserStateSchema.check(Shop.self, against: graph)
        #expect(throws: UserStateModelError(description: "Shop has a field 'email' the graph does not declare")) {
            try UserStateSchema.check(Shop.self, against: graph.filter { $0.name != "email" })
        }
        #expect(throws: UserStateModelError(description: "Shop.limit is int? but the graph declares it int")) {
            try UserStateSchema.check(Shop.self, against: graph.dropLast() + [.int("limit")])
        }
        // A graph may declare fields the model leaves out.
        try UserStateSchema.check(Renamed.self, against: graph)
    }

    @Test func theStateConvertsToTheModelAndBack() throws {
        var definition = GraphDefinition(start: "A")
        definition.screens = [ScreenDefinition("A")]
        definition.state = try UserStateSchema.fields(of: Shop.self) + [.int("other", 9)]
        var state = try ScreenGraph(definition).initialState
        try state.set("coupon", to: "SAVE")
        let codec = UserStateCodec<Shop>.model
        var model = codec.decode(state)
        #expect(model.numItems == 2 && model.coupon == "SAVE" && model.email == "sam@example.com" && model.limit == 5)
        model.numItems = 3
        model.coupon = nil
        model.limit = nil
        codec.encode(model, &state)
        // A nil optional is written too, though synthesized encoding skips it; other fields stay.
        #expect(state.description == #"numItems = 3, loggedIn = false, coupon = nil, email = "sam@example.com", limit = nil, other = 9"#)
    }

    @Test func aStateWithoutTheModelsFieldsReadsAsInit() throws {
        var definition = GraphDefinition(start: "A")
        definition.screens = [ScreenDefinition("A")]
        definition.state = [.string("numItems", "not a number")]
        let state = try ScreenGraph(definition).initialState
        #expect(UserStateCodec<Shop>.model.decode(state).numItems == 2)
    }
}

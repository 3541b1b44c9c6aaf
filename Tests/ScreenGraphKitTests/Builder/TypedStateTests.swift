import Testing

@testable import ScreenGraphKit

/// A test's own user-state type: fields the Swift compiler checks, closures that see it,
/// and a live view that never goes stale.
@Suite struct TypedStateTests {
    struct ShopState: UserStateModel {
        var numItems = 0
        var loggedIn = false
        var coupon: String? = nil
        var discount: Int? = 5
    }

    static func shop() throws -> ScreenGraph {
        try ScreenGraph.build(start: "Shop", state: ShopState.self) { map in
            map.addScreenState("Shop") { screen in
                screen.tap("add", forAction: "AddItem") { state in state.numItems += 1 }
                screen.tap("login", forAction: "LogIn", effects: ["loggedIn = true"])
                screen.tap("cart", to: "Cart", if: "numItems > 0 && loggedIn")
                screen.tap("coupon", forAction: "ApplyCoupon") { state in
                    state.coupon = state.loggedIn ? "MEMBER" : "GUEST"
                }
            }
            map.addScreenState("Cart") { screen in
                screen.backAction(.tap("back"))
                screen.onEnter { app, state in state.numItems = Int(app.staticTexts["cart.count"].value ?? "") ?? state.numItems }
            }
        }
    }

    @Test func theModelsPropertiesAreTheFields() throws {
        let graph = try Self.shop()
        #expect(
            graph.definition.state == [
                StateField("numItems", .int, initial: 0), StateField("loggedIn", .bool, initial: false),
                StateField("coupon", .optionalString, initial: nil), StateField("discount", .optionalInt, initial: 5),
            ])
    }

    @Test func readsAreTypedAndWritesNeedNoWrapping() throws {
        let navigator = try Navigator<ShopState>(graph: try Self.shop(), driver: RecordingDriver())
        let count: Int = navigator.userState.numItems
        #expect(count == 0)
        navigator.userState.numItems = 2
        navigator.userState.loggedIn = true
        navigator.userState.coupon = "SPRING"
        navigator.userState.discount = nil
        #expect(navigator.userState.value.coupon == "SPRING")
        #expect(navigator.userState.value(of: "discount") == StateValue.none)
        try navigator.goto("Cart")
        #expect(navigator.currentScreen == "Cart")
    }

    @Test func aKeptReferenceStaysLive() throws {
        let navigator = try Navigator<ShopState>(graph: try Self.shop(), driver: RecordingDriver())
        let userState = navigator.userState
        try navigator.performAction("AddItem")
        try navigator.performAction("AddItem")
        #expect(userState.numItems == 2)
        let snapshot = navigator.userState.value
        try navigator.performAction("AddItem")
        #expect(snapshot.numItems == 2 && userState.numItems == 3)
    }

    @Test func recordersAndObserversSeeTheModel() throws {
        let driver = RecordingDriver()
        driver.values["cart.count"] = "7"
        let navigator = try Navigator<ShopState>(graph: try Self.shop(), driver: driver)
        try navigator.performAction("ApplyCoupon")
        #expect(navigator.userState.coupon == "GUEST")
        try navigator.performAction("LogIn")
        try navigator.performAction("ApplyCoupon")
        #expect(navigator.userState.coupon == "MEMBER")
        try navigator.performAction("AddItem")
        try navigator.goto("Cart")
        #expect(navigator.userState.numItems == 7)
    }

    @Test func stringGuardsAreCheckedAgainstTheModel() {
        let error = #expect(throws: GraphError.self) {
            try ScreenGraph.build(start: "Shop", state: ShopState.self) { map in
                map.addScreenState("Shop") { $0.tap("x", to: "Shop", if: "numItem > 0") }
            }
        }
        #expect(error?.description.contains("numItem") == true)
    }

    struct Unsupported: UserStateModel {
        var price = 1.5
    }

    struct Nested: UserStateModel {
        struct Inner: Codable, Sendable { var x = 0 }
        var inner = Inner()
    }

    @Test func propertiesAStateCannotHoldAreRefusedWithTheirName() {
        let price = #expect(throws: GraphError.self) {
            try ScreenGraph.build(start: "A", state: Unsupported.self) { $0.addScreenState("A") }
        }
        #expect(
            price?.diagnostics.map(\.message) == [
                "Unsupported: field 'price' has type Double; a user state holds Bool, Int, String and their optionals"
            ])
        let nested = #expect(throws: GraphError.self) {
            try ScreenGraph.build(start: "A", state: Nested.self) { $0.addScreenState("A") }
        }
        #expect(nested?.diagnostics.first?.message.hasPrefix("Nested: field 'inner' has type Inner") == true)
    }

    struct Renamed: UserStateModel {
        var isPrivate = false
        enum CodingKeys: String, CodingKey { case isPrivate = "private_mode" }
    }

    @Test func codingKeysNameTheFields() throws {
        let graph = try ScreenGraph.build(start: "A", state: Renamed.self) { map in
            map.addScreenState("A") { $0.tap("p", forAction: "Toggle", effects: ["private_mode = !private_mode"]) }
        }
        let navigator = try Navigator<Renamed>(graph: graph, driver: RecordingDriver())
        try navigator.performAction("Toggle")
        #expect(navigator.userState.isPrivate)
    }

    @Test func aModelThatDoesNotMatchTheGraphIsRefusedWhenTheNavigatorIsMade() throws {
        let graph = try ScreenGraph.build(start: "A", state: [.string("numItems")]) { $0.addScreenState("A") }
        let line = #line + 1
        let error = #expect(throws: NavigationError.self) { try Navigator<ShopState>(graph: graph, driver: RecordingDriver()) }
        #expect(error?.reason == .misuse("ShopState.numItems is int but the graph declares it string"))
        #expect(error?.line == UInt(line))
        let missing = #expect(throws: NavigationError.self) {
            try Navigator<ShopState>(graph: try Self.shop(), driver: RecordingDriver(), startingAt: "Nowhere")
        }
        #expect(missing?.reason == .planning(.unknownName("Nowhere", expected: "a screen")))
    }

    @Test func theDynamicStateReadsAndThrowsButNeverTraps() throws {
        let graph = try Self.shop()
        let navigator = Navigator(graph: graph, driver: RecordingDriver())
        #expect(navigator.userState.numItems == 0)
        #expect(navigator.userState.numItem == nil)
        #expect(throws: UserStateError.self) { try navigator.userState.set("numItem", to: 1) }
        #expect(throws: UserStateError.self) { try navigator.userState.set("numItems", to: "one") }
        try navigator.userState.set("numItems", to: 4)
        #expect(navigator.userState.value(of: "numItems") == 4)
    }

    @Test func fieldsOnlySwiftCodeUsesCanSaySo() throws {
        let quiet = try ScreenGraph.build(start: "A", state: ShopState.self) { map in
            map.addScreenState("A")
            map.usedByCode("numItems", "loggedIn", "coupon", "discount")
        }
        #expect(!quiet.warnings.contains { $0.message.contains("never used") })
        let noisy = try ScreenGraph.build(start: "A", state: [.int("count")]) { $0.addScreenState("A") }
        #expect(noisy.warnings.map(\.message).contains(#"state field 'count' is never used (if Swift code uses it: map.usedByCode("count"))"#))
    }
}

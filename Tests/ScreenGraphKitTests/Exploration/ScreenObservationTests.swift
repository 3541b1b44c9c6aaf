import Testing

@testable import ScreenGraphKit

/// One look at the app: its identified elements (the system UI's, then the app's, then
/// Settings'), and the signature they make, which tells screens apart: the roles and
/// identifiers of what a user can act on, never texts, values or how many rows a list
/// has. A screen with nothing to act on is told apart by what it shows.
@Suite struct ScreenObservationTests {
    /// A look at a simulated app whose one screen shows `elements`.
    private func look(
        _ elements: [AppElement], abstraction: ScreenAbstraction = ScreenAbstraction(), identities: [ScreenIdentity] = []
    ) throws -> ScreenObservation {
        var app = AppDefinition(name: "A", initialScreen: "Home")
        app.screens = [AppScreen("Home", elements: elements)]
        let simulated = try SimulatedApp(app)
        simulated.launch()
        return ScreenObservation(of: simulated.app, abstraction: abstraction, identities: identities)
    }

    @Test func signaturesIgnoreTextValuesAndRowNumbers() throws {
        let abstraction = ScreenAbstraction()
        #expect(abstraction.counted("recipe.12") == "recipe.#")
        #expect(abstraction.counted("feed.new") == "feed.new")
        var app = AppDefinition(name: "A", initialScreen: "List")
        var one = AppElement("row.1", .cell, label: "First")
        one.value = "1"
        app.screens = [AppScreen("List", elements: [AppElement("title", .staticText, label: "Hello"), one, AppElement("row.2", .cell, label: "x")])]
        var relabelled = app
        relabelled.screens[0].elements[0].label = "Goodbye"
        relabelled.screens[0].elements[1].label = "Other"
        relabelled.screens[0].elements[1].value = "2"
        relabelled.screens[0].elements.removeLast()
        func signature(_ app: AppDefinition) throws -> [String] {
            let simulated = try SimulatedApp(app)
            simulated.launch()
            return ScreenObservation(of: simulated.app, abstraction: abstraction).signature
        }
        let original = try signature(app)
        #expect(original == ["app cell row.#"])
        #expect(try signature(relabelled) == original)
    }

    @Test func whatCanBeActedOnCountsAndWhatIsOnlyShownTellsNearDuplicatesApart() throws {
        let observation = try look([
            AppElement("home.title", .staticText, label: "Home"), AppElement("home.open", label: "Open"), AppElement("home.search", .textField),
        ])
        #expect(observation.signature == ["app button home.open", "app textField home.search"])
        #expect(observation.others == ["app staticText home.title"])
        #expect(observation.elements.map(\.identifier) == ["home.title", "home.open", "home.search"])
        #expect(observation.elements.map(\.isActionable) == [false, true, true])
    }

    @Test func aScreenWithNothingToActOnIsToldApartByWhatItShows() throws {
        let observation = try look([AppElement("splash.logo", .image), AppElement("splash.title", .staticText, label: "Welcome")])
        #expect(observation.signature == ["app image splash.logo", "app staticText splash.title"])
        #expect(observation.others.isEmpty)
    }

    @Test func anElementWithoutAnIdentifierGoesByItsLabelUnlessItIsAContainer() throws {
        let observation = try look([AppElement("", label: "Allow"), AppElement("page.title", .staticText)])
        #expect(observation.elements.map(\.identifier) == ["Allow", "page.title"])
        #expect(observation.signature == ["app button Allow"])
        // A container's text is all the text it holds, which never names it.
        let container = try look([AppElement("", .other, label: "all the page's text"), AppElement("page.open")])
        #expect(container.elements.map(\.identifier) == ["page.open"])
    }

    @Test func theAbstractionDecidesWhatCounts() throws {
        let elements = [AppElement("clock", label: "9:41"), AppElement("row.3", .cell), AppElement("feed.new")]
        var abstraction = ScreenAbstraction()
        abstraction.ignoredIdentifiers = ["clock"]
        abstraction.countsRoles = false
        abstraction.ignoresRowNumbers = false
        let observation = try look(elements, abstraction: abstraction)
        #expect(observation.signature == ["app feed.new", "app row.3"])
        // An ignored element is still seen, for the deny list and the graph's names.
        #expect(observation.elements.map(\.identifier) == ["clock", "row.3", "feed.new"])
    }

    /// An identity holds as its `waitFor` would find its element: XCUITest's `subscript(_:)`
    /// takes "a string to match against any one of each element's identifying properties"
    /// (Apple's `subscript(_:)` page), so a label names an element too; in its own tree only.
    @Test func anIdentityHoldsWhenItsElementIsNamedInItsTree() throws {
        let identities = [
            ScreenIdentity(screen: "Home", element: "home.title"), ScreenIdentity(screen: "ByLabel", element: "Welcome"),
            ScreenIdentity(screen: "Alert", element: "home.title", in: .system), ScreenIdentity(screen: "Other", element: "other.title"),
        ]
        let observation = try look([AppElement("home.title", .staticText, label: "Welcome"), AppElement("home.open")], identities: identities)
        #expect(observation.identities == ["ByLabel", "Home"])
        #expect(observation.signature == ["app button home.open", "identity ByLabel", "identity Home"])
        // Without identities to check, none is looked for.
        #expect(try look([AppElement("home.title", .staticText)]).identities.isEmpty)
    }

    @Test func keysAreNumberedOnceAndCompareAsTheirTexts() {
        let keys = SignatureKeys(ScreenAbstraction())
        let first = keys.numbers(of: .app, .cell, "row.1")
        let second = keys.numbers(of: .app, .cell, "row.2")
        // Two rows are one key, two names.
        #expect(first.key == second.key && first.name != second.name)
        #expect(first.key.map(keys.key) == "app cell row.#")
        // The same name in another tree is another element.
        let system = keys.numbers(of: .system, .cell, "row.1")
        #expect(system.key != first.key && system.name != first.name)
        // Another role: another key, the same name.
        let button = keys.numbers(of: .app, .button, "row.1")
        #expect(button.key != first.key && button.name == first.name)
        #expect(keys.numbers(of: .app, .cell, "row.1") == first)
    }

    @Test func looksAreEqualByTheirElementsAndSignaturesWhateverTheNumbering() throws {
        let elements = [AppElement("home.title", .staticText), AppElement("home.open")]
        #expect(try look(elements) == (try look(elements)))
        #expect(try look(elements) != (try look([AppElement("home.title", .staticText), AppElement("home.close")])))
    }
}

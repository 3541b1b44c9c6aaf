import Foundation
import Testing

@testable import ScreenGraphKit

/// What an exploration leaves alone (denied elements, and dangerous ones unless allowed),
/// the authored screens' identities it checks, and how an identifier counts in a signature.
@Suite struct ExplorationOptionsTests {
    @Test func deniedElementsAreLeftAloneByIdentifierOrLabel() {
        var options = ExplorationOptions()
        options.deniedElements = ["account.close", "Sign up"]
        #expect(options.denies(identifier: "account.close", label: "Close"))
        #expect(options.denies(identifier: "signup.button", label: "Sign up"))
        #expect(!options.denies(identifier: "account.open", label: "Open"))
        options.allowsDangerousActions = true
        #expect(options.denies(identifier: "account.close", label: "Close"))
    }

    @Test func dangerousWordsAreMatchedAnywhereWithoutCaseUnlessAllowed() {
        var options = ExplorationOptions()
        #expect(options.denies(identifier: "editing.deleteAll", label: ""))
        #expect(options.denies(identifier: "menu.item.3", label: "Log Out"))
        #expect(options.denies(identifier: "x", label: "RESET settings"))
        #expect(!options.denies(identifier: "feed.new", label: "New"))
        options.allowsDangerousActions = true
        #expect(!options.denies(identifier: "editing.deleteAll", label: "Delete all"))
        options.allowsDangerousActions = false
        options.abstraction.dangerousWords = []
        #expect(!options.denies(identifier: "editing.deleteAll", label: ""))
    }

    @Test func aTrailingNumberCountsAsARow() {
        let abstraction = ScreenAbstraction()
        #expect(abstraction.counted("recipe.12") == "recipe.#")
        #expect(abstraction.counted("row7") == "row#")
        #expect(abstraction.counted("42") == "#")
        #expect(abstraction.counted("feed.new") == "feed.new")
        #expect(abstraction.counted("") == "")
        // Only ASCII digits are row numbers.
        #expect(abstraction.counted("row.٣") == "row.٣")
        var exact = abstraction
        exact.ignoresRowNumbers = false
        #expect(exact.counted("recipe.12") == "recipe.12")
    }

    private func authored() throws -> GraphDefinition {
        try GraphDefinition(
            parsing: """
                start Home
                screen Home
                  waitFor "home.title"
                  tap "home.open" -> Detail
                  tap "Allow" in system -> Home
                  back tap "home.back"
                screen Detail
                  waitFor "detail.spinner" until gone
                  tap "home.open" -> Home
                  action Save: tap "detail.save"
                screen Alert
                  waitFor "Really?" in system
                """, format: .screengraph, path: "g")
    }

    @Test func identitiesAreTheScreensThatWaitForAnElementToExist() throws {
        #expect(ScreenIdentity.of(try authored()) == [
            ScreenIdentity(screen: "Home", element: "home.title"), ScreenIdentity(screen: "Alert", element: "Really?", in: .system),
        ])
    }

    @Test func theGraphsElementNamesAreItsAppsOwnEachOnceInFileOrder() throws {
        #expect(try authored().elementNames == ["home.title", "home.open", "home.back", "detail.spinner", "detail.save"])
    }

    @Test func identifyingWithAGraphChecksItsIdentitiesAndNamesElementsAsItDoes() throws {
        var options = ExplorationOptions(seed: 3, steps: 10)
        options.identify(with: try authored())
        #expect(options.identities.map(\.screen) == ["Home", "Alert"])
        #expect(options.abstraction.elementNames == ["home.title", "home.open", "home.back", "detail.spinner", "detail.save"])
        #expect(options.seed == 3 && options.steps == 10)
    }
}

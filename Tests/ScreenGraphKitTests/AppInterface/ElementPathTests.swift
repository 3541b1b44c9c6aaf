import Testing

@testable import ScreenGraphKit

/// A path is the query chain that reached an element, and reads back as the Swift that
/// built it, for failure messages.
@Suite struct ElementPathTests {
    private func path(in app: AppTarget = .app, _ steps: ElementPath.Step...) -> ElementPath {
        ElementPath(app: app, steps: steps)
    }

    @Test func anEmptyPathIsItsApp() {
        #expect(path().description == "app")
        #expect(path(in: .system).description == "system")
        #expect(path(in: .settings).description == "settings")
    }

    /// `query["key"]` is `matching(identifier:)` then `element`, so the pair reads as a
    /// subscript; a key the path does not narrow to one element reads as the matching call.
    @Test func aKeyFollowedByOnlyReadsAsASubscript() {
        #expect(path(.descendants(.button), .key("save"), .only).description == #"app.buttons["save"]"#)
        #expect(path(.descendants(.button), .identifier("save"), .only).description == #"app.buttons["save"]"#)
        #expect(path(.descendants(.cell), .key("row")).description == #"app.cells.matching(identifier: "row")"#)
        #expect(
            path(.descendants(.cell), .key("row"), .first).description == #"app.cells.matching(identifier: "row").firstMatch"#)
    }

    @Test func everyStepReadsAsItsXCUITestCall() {
        let alerts = path(in: .system, .descendants(.alert), .index(0), .children(.button), .first)
        #expect(alerts.description == "system.alerts.element(boundBy: 0).children(matching: .button).firstMatch")
        #expect(path(.descendants(.any), .only).description == "app.descendants(matching: .any).element")
    }

    /// An identifier with a quote or a control character is escaped as a Swift string
    /// literal, so a message stays on one line and reads as code.
    @Test func keysAreEscapedAsSwiftStrings() {
        #expect(path(.descendants(.button), .key("say \"hi\"\n"), .only).description == #"app.buttons["say \"hi\"\n"]"#)
    }

    @Test func appendingLeavesTheOriginalAsItWas() {
        let buttons = path(.descendants(.button))
        let first = buttons.appending(.first)
        #expect(buttons.steps == [.descendants(.button)])
        #expect(first.steps == [.descendants(.button), .first])
        #expect(first != buttons && first == path(.descendants(.button), .first))
    }

    @Test func onlyTheStepsThatPickOneElementSelectAnElement() {
        #expect([ElementPath.Step.only, .first, .index(2)].allSatisfy { $0.selectsElement })
        #expect(![ElementPath.Step.descendants(.any), .children(.cell), .key("a"), .identifier("a")].contains { $0.selectsElement })
    }
}

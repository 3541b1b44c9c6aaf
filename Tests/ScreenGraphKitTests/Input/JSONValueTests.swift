import Testing

@testable import ScreenGraphKit

/// How a JSON value names itself in messages.
@Suite struct JSONValueTests {
    @Test func namesEachKind() throws {
        let value = try JSONParser.parse(#"[null, true, 1, "s", [], {}]"#)
        guard case .array(let elements) = value.kind else {
            Issue.record("expected an array")
            return
        }
        #expect(elements.map(\.kindName) == ["null", "a bool", "a number", "a string", "an array", "an object"])
        #expect(elements.map(\.numberOrKind) == ["null", "a bool", "1", "a string", "an array", "an object"])
    }

    /// A number in a message stops at 40 characters.
    @Test func cutsALongNumberInMessages() throws {
        let digits = String(repeating: "9", count: 45)
        #expect(try JSONParser.parse(digits).numberOrKind == String(repeating: "9", count: 40) + "...")
        #expect(try JSONParser.parse(String(digits.prefix(40))).numberOrKind == String(digits.prefix(40)))
    }
}

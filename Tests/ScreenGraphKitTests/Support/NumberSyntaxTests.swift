import Testing

@testable import ScreenGraphKit

/// Numbers in JSON's grammar (RFC 8259 section 6), which every reader of numbers shares.
@Suite struct NumberSyntaxTests {
    @Test(arguments: ["0", "-0", "7", "-12", "0.5", "10.25", "1e3", "1E-3", "-2.5e+10"])
    func acceptsJSONNumbers(text: String) {
        #expect(NumberSyntax.isValid(text.utf8))
        #expect(NumberSyntax.number(text) == Double(text))
    }

    /// Swift's `Double(_:)` takes most of these; the grammar does not.
    @Test(arguments: ["", "-", "+1", "01", "1.", ".5", "1e", "1e+", "0x10", "inf", "nan", " 1", "1 ", "1_000", "--1"])
    func refusesWhatJSONRefuses(text: String) {
        #expect(!NumberSyntax.isValid(text.utf8))
        #expect(NumberSyntax.number(text) == nil)
    }

    @Test func readsIntegersOnlyWithoutFractionOrExponentAndInRange() {
        #expect(NumberSyntax.integer("42") == 42)
        #expect(NumberSyntax.integer("-7") == -7)
        #expect(NumberSyntax.integer("1.0") == nil)
        #expect(NumberSyntax.integer("1e2") == nil)
        #expect(NumberSyntax.integer("007") == nil)
        #expect(NumberSyntax.integer("127", as: Int8.self) == 127)
        #expect(NumberSyntax.integer("128", as: Int8.self) == nil)
        #expect(NumberSyntax.integer("99999999999999999999") == nil)
    }
}

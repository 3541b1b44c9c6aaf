import Testing

@testable import ScreenGraphKit

/// Numbers as the writers and messages print them.
@Suite struct NumberFormattingTests {
    @Test func writesWholeNumbersWithoutAFraction() {
        #expect(formatNumber(3) == "3")
        #expect(formatNumber(-40) == "-40")
        #expect(formatNumber(0.25) == "0.25")
        #expect(formatNumber(999_999_999_999_999) == "999999999999999")
        // Past 15 digits a Double no longer holds every integer: Swift's own text.
        #expect(formatNumber(1e15) == "1000000000000000.0")
        #expect(formatNumber(1e20) == "1e+20")
        #expect(formatNumber(.infinity) == "inf")
    }

    /// A tour's length over its lower bound, to two places, rounded.
    @Test func writesRatiosToTwoPlaces() {
        #expect(formatRatio(1) == "1.00")
        #expect(formatRatio(1.5) == "1.50")
        #expect(formatRatio(1.126) == "1.13")
        #expect(formatRatio(12.3449) == "12.34")
        #expect(formatRatio(0.07) == "0.07")
        #expect(formatRatio(.infinity) == "inf")
        #expect(formatRatio(.nan) == "nan")
    }
}

import Testing

@testable import ScreenGraphKit

/// The seeded generator every random test and benchmark uses.
@Suite struct SplitMix64Tests {
    /// Known answer: Sebastiano Vigna's reference `splitmix64.c`
    /// (https://prng.di.unimi.it/splitmix64.c) started at `x = 0`. The figures were worked
    /// out apart from this code, by the reference's steps in Python's arbitrary-precision
    /// integers masked to 64 bits.
    @Test func matchesTheReferenceFromSeedZero() {
        var random = SplitMix64(seed: 0)
        #expect((0..<3).map { _ in random.next() } == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func repeatsForASeedAndDiffersBetweenSeeds() {
        var first = SplitMix64(seed: 42)
        var again = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let firstValues = (0..<8).map { _ in first.next() }
        #expect(firstValues == (0..<8).map { _ in again.next() })
        #expect(firstValues != (0..<8).map { _ in other.next() })
    }

    /// As a `RandomNumberGenerator` it drives the standard library's ranged draws.
    @Test func drawsInRangesThroughTheStandardLibrary() {
        var random = SplitMix64(seed: 9)
        let draws = (0..<200).map { _ in Int.random(in: 0..<5, using: &random) }
        #expect(Set(draws) == [0, 1, 2, 3, 4])
    }
}

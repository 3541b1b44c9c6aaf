import Testing

@testable import ScreenGraphKit

/// "Did you mean": which declared name a misspelled one gets, when none does, and that
/// the work stays bounded for long names, many candidates and a spent budget.
@Suite struct SuggestionTests {
    @Test(arguments: [
        ("SetingsScreen", ["HomeScreen", "SettingsScreen"], "SettingsScreen"),
        ("numItem", ["numTabs", "numItems"], "numItems"),
        ("Hme", ["Home", "Next"], "Home"),
        // Swapped neighbours are one slip.
        ("Setpu", ["Setup", "Settings"], "Setup"),
        ("cuont", ["on", "count"], "count"),
        ("ab", ["ba"], nil),
        ("abc", ["bca"], nil),
        // Nothing close: more than a third of the name differs.
        ("Nowhere", ["Home", "Next", "Elsewhere"], nil),
        ("abc", ["xyz"], nil),
        // One or two letters match only up to case.
        ("x", ["y", "xy"], nil),
        ("x", ["y", "X"], "X"),
        ("ab", ["abc", "b"], nil),
        // Case alone is the closest there is, wherever it is declared.
        ("settings", ["Setting", "Settings"], "Settings"),
        ("ITEMLIST", ["ItemLists", "ItemList"], "ItemList"),
        // Ties go to the first declared; a later one must be strictly closer.
        ("cat", ["bat", "hat"], "bat"),
        ("abcdefgh", ["abcdXYgh", "abcdefgX", "abcdefXh"], "abcdefgX"),
        // The name itself is not a suggestion.
        ("Home", ["Home"], nil),
        ("", ["a"], nil),
        // Unicode: scalars are compared, case folded beyond ASCII.
        ("Parametres", ["Paramètres"], "Paramètres"),
        ("ÉCRAN", ["Accueil", "écran"], "écran"),
        ("Caf", ["Café"], "Café"),
        ("🏠 Hom", ["🏡 Home", "🏠 Home"], "🏠 Home"),
        ("Übersicht", ["Ubersicht", "übersicht"], "übersicht"),
    ] as [(String, [String], String?)])
    func closest(name: String, candidates: [String], expected: String?) {
        #expect(Suggestion.closest(to: name, among: candidates) == expected, "\(name)")
    }

    @Test func messagesSayDidYouMean() {
        #expect(Suggestion.didYouMean("numItems") == "; did you mean 'numItems'?")
        #expect(Suggestion.didYouMean(nil) == "")
    }

    @Test func longNamesAreNotCompared() {
        let long = String(repeating: "a", count: Suggestion.maximumNameLength)
        #expect(Suggestion.closest(to: long + "b", among: [long]) == nil)
        #expect(Suggestion.closest(to: long, among: [long + "b"]) == nil)
        #expect(Suggestion.closest(to: String(long.dropLast()) + "b", among: [long]) == long)
        // A candidate of a million letters costs no more than one of 65.
        var budget = Int.max
        let huge = String(repeating: "a", count: 1_000_000)
        #expect(Suggestion.closest(to: "aaaa", among: [huge, "aaab"], budget: &budget) == "aaab")
        #expect(Int.max - budget < 200)
    }

    @Test func onlyTheFirstCandidatesAreCompared() {
        let others = (0..<Suggestion.maximumCandidates - 1).map { "screen\($0)" }
        #expect(Suggestion.closest(to: "Settngs", among: others + ["Settings"]) == "Settings")
        #expect(Suggestion.closest(to: "Settngs", among: others + ["other", "Settings"]) == nil)
    }

    /// The hardest lookup there is: the most candidates, each of the longest names and
    /// each close to the name, so no row stops early. It fills at most the band of each
    /// table.
    @Test func theWorstLookupIsBounded() {
        let length = Suggestion.maximumNameLength
        let name = String(repeating: "ab", count: length / 2)
        let candidates = (0..<Suggestion.maximumCandidates).map { index in
            String(repeating: "ba", count: length / 2 - 1) + String(index % 10) + "x"
        }
        var budget = Int.max
        _ = Suggestion.closest(to: name, among: candidates, budget: &budget)
        let band = 2 * (length / 3) + 1
        #expect(Int.max - budget <= Suggestion.maximumCandidates * (length * band + length + 1) + length + 1)
    }

    @Test func aSpentBudgetSuggestsNothing() {
        var budget = 1
        #expect(Suggestion.closest(to: "numItem", among: ["numItems"], budget: &budget) == nil)
        var shared = 100
        #expect(Suggestion.closest(to: "numItem", among: ["numItems"], budget: &shared) == "numItems")
        #expect(shared < 100)
        // What is left is not enough for a lookup among many.
        #expect(Suggestion.closest(to: "numItem", among: Array(repeating: "numTabs", count: 50) + ["numItems"], budget: &shared) == nil)
    }

    /// The banded distance against the whole table, on seeded random words over a small
    /// alphabet so that many pairs are close.
    @Test func theBandedDistanceIsTheEditDistance() {
        var random = SplitMix64(seed: 7)
        func word() -> [UInt32] { (0..<Int(random.next() % 9)).map { _ in UInt32(97 + random.next() % 3) } }
        for trial in 0..<2_000 {
            let (a, b) = (word(), word())
            let limit = Int(random.next() % 6)
            var budget = Int.max
            let expected = Self.editDistance(a, b)
            #expect(
                Suggestion.distance(a, b, limit: limit, budget: &budget) == (expected <= limit ? expected : nil),
                "seed 7, trial \(trial): \(a) \(b) limit \(limit)")
        }
    }

    /// The edit distance by the whole table of optimal string alignment.
    static func editDistance(_ a: [UInt32], _ b: [UInt32]) -> Int {
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}

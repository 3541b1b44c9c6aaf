/// The declared name a misspelled one most likely meant, for the "did you mean" of an
/// error message: `unknown state field 'numItem'; did you mean 'numItems'?`.
///
/// Names are compared by edit distance with letter case folded: the fewest insertions,
/// deletions, substitutions and swaps of two neighbours (`Setpu` for `Setup`, the most
/// common slip of the fingers) that turn one string of Unicode scalars into the other,
/// no scalar taking part in two swaps (Levenshtein's distance with the swap of optimal
/// string alignment). A candidate is close when it differs from
/// the name only in case, or by at most a third of the name's length (so a name of one
/// or two letters is matched only up to case); of equally close candidates the first
/// wins, so callers pass them in declaration order.
///
/// The work is bounded whatever the input: a name or candidate longer than
/// ``maximumNameLength`` scalars is not compared, only the first ``maximumCandidates``
/// candidates are, and each comparison fills only the cells of its table within the
/// distance still worth finding of the diagonal, stopping at the first row that is
/// all past it. A caller that looks up many names (a compiler reporting every error)
/// shares one budget of table cells among them; once it is spent, later lookups
/// suggest nothing rather than take longer.
enum Suggestion {
    /// The longest name, in Unicode scalars, that is compared.
    static let maximumNameLength = 64
    /// How many candidates one lookup compares, the first ones given.
    static let maximumCandidates = 1_000
    /// The table cells that a compiler's lookups share: thousands of lookups among
    /// hundreds of names, or four of the largest ones; about a second in a debug build.
    static let sharedBudget = 10_000_000

    /// `; did you mean 'NAME'?` for a suggestion, or nothing.
    static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The candidate closest to `name`, if one is close; see ``Suggestion``.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        // The bounds on names and candidates bound one lookup: no budget needed.
        var budget = Int.max
        return closest(to: name, among: candidates, budget: &budget)
    }

    /// The candidate closest to `name`, if one is close and `budget` lasts; the cells
    /// filled are taken from `budget`.
    ///
    /// - Complexity: O(C·L·D) for C candidates (at most ``maximumCandidates``), names
    ///   of L scalars (at most ``maximumNameLength``) and the largest distance
    ///   suggested, D (a third of L).
    static func closest(to name: String, among candidates: some Sequence<String>, budget: inout Int) -> String? {
        guard budget > 0, let target = folded(name, budget: &budget), !target.isEmpty else { return nil }
        var best: (name: String, distance: Int)?
        for candidate in candidates.prefix(maximumCandidates) {
            guard candidate != name, let scalars = folded(candidate, budget: &budget) else { continue }
            if scalars == target { return candidate }
            // A later candidate must be strictly closer: ties go to the first.
            let limit = best.map { $0.distance - 1 } ?? target.count / 3
            if limit > 0, let distance = distance(target, scalars, limit: limit, budget: &budget) {
                best = (candidate, distance)
            }
            // With the budget spent, a closer candidate may have gone unseen.
            guard budget > 0 else { return nil }
        }
        return best?.name
    }

    /// `text` in lower case as Unicode scalar values, or `nil` when it is longer than
    /// ``maximumNameLength`` scalars. Counting stops there, so a long text costs no more.
    private static func folded(_ text: String, budget: inout Int) -> [UInt32]? {
        var count = 0
        for _ in text.unicodeScalars {
            count += 1
            if count > maximumNameLength { break }
        }
        budget -= count + 1
        guard count <= maximumNameLength else { return nil }
        return text.lowercased().unicodeScalars.map(\.value)
    }

    /// The edit distance between `a` and `b` when it is at most `limit`, else `nil`.
    ///
    /// It fills only the cells within `limit` of the diagonal (a path through any other
    /// costs more), keeping three rows (a swap looks two back), and stops at the first
    /// row with no cell within `limit`: no later row has one either, as each cell comes
    /// from the row before or from a swap, the cell two rows back plus one, which is no
    /// less than the cell diagonally after it in the row before.
    /// Every cell filled is taken from `budget`; it stops when that is spent.
    static func distance(_ a: [UInt32], _ b: [UInt32], limit: Int, budget: inout Int) -> Int? {
        let (n, m) = (a.count, b.count)
        guard limit >= 0, abs(n - m) <= limit else { return nil }
        guard n > 0, m > 0 else { return max(n, m) }
        // Any value past the limit; cells outside the band hold it.
        let beyond = limit + 1
        // Three rows in one buffer, taken in turn as the row two back, the previous row
        // and the current one by their offsets. (Three arrays swapped row by row gave
        // wrong distances in release builds of Swift 6.3.1; one buffer and offsets do
        // not depend on how the optimizer treats the swaps.)
        let width = m + 1
        var rows = [Int](repeating: beyond, count: 3 * width)
        var (twoBack, previous, current) = (0, width, 2 * width)
        for column in 0...min(m, limit) { rows[previous + column] = column }
        for row in 1...n {
            let low = max(1, row - limit)
            let high = min(m, row + limit)
            rows[current + low - 1] = low == 1 ? min(row, beyond) : beyond
            var rowMinimum = rows[current + low - 1]
            for column in low...high {
                let substitution = rows[previous + column - 1] + (a[row - 1] == b[column - 1] ? 0 : 1)
                var value = min(substitution, rows[previous + column] + 1, rows[current + column - 1] + 1, beyond)
                if row > 1, column > 1, a[row - 1] == b[column - 2], a[row - 2] == b[column - 1] {
                    // Within the band two rows back, which was filled (or held `beyond`) there.
                    value = min(value, rows[twoBack + column - 2] + 1)
                }
                rows[current + column] = value
                rowMinimum = min(rowMinimum, value)
            }
            // The next row reads one cell past this row's band.
            if high < m { rows[current + high + 1] = beyond }
            budget -= high - low + 1
            guard rowMinimum <= limit, budget > 0 else { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return rows[previous + m] <= limit ? rows[previous + m] : nil
    }
}

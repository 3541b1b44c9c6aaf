extension Coverage {
    /// The first way `other` lists different items than this coverage (another graph,
    /// or another version of it), in words; `nil` when the items are the same and only
    /// counts may differ.
    ///
    /// - Complexity: O(items).
    package func difference(from other: Coverage) -> String? {
        if graph != other.graph { return "it covers graph '\(Echo.excerpt(other.graph))', not '\(Echo.excerpt(graph))'" }
        func first<Item>(_ kind: String, _ mine: [Item], _ theirs: [Item], _ describe: (Item) -> String) -> String? {
            for index in 0..<max(mine.count, theirs.count) {
                let wanted = index < mine.count ? describe(mine[index]) : nil
                let found = index < theirs.count ? describe(theirs[index]) : nil
                guard wanted != found else { continue }
                switch (wanted, found) {
                case (let wanted?, let found?): return "its \(kind) \(index + 1) is \(found), where the graph has \(wanted)"
                case (let wanted?, nil): return "it has no \(kind) \(index + 1), where the graph has \(wanted)"
                case (nil, let found?): return "its \(kind) \(index + 1), \(found), is not in the graph"
                case (nil, nil): continue
                }
            }
            return nil
        }
        return first("screen", screens, other.screens) { "'\(Echo.excerpt($0.name))'" }
            ?? first("move", moves, other.moves) { move in
                "\(Echo.excerpt(move.from)) \(move.kind.rawValue) \(move.index) → \(Echo.excerpt(move.to)) (\(Echo.excerpt(move.gesture)))"
                    + (move.guardText.map { " if \($0)" } ?? "")
            }
            ?? first("back gesture", backs, other.backs) { "\($0.screen) back (\($0.gesture))" }
            ?? first("action", actions, other.actions) { "'\(Echo.excerpt($0.name))'" }
    }

    /// This coverage with `other`'s counts added, item by item.
    ///
    /// Counts add without overflowing: a sum past `Int.max` stays there.
    ///
    /// - Throws: ``CoverageMergeError`` when `other` lists different items.
    /// - Complexity: O(items).
    package func adding(_ other: Coverage) throws(CoverageMergeError) -> Coverage {
        if let difference = difference(from: other) { throw CoverageMergeError(reason: difference) }
        func add(_ a: Int, _ b: Int) -> Int {
            let (sum, overflow) = a.addingReportingOverflow(b)
            return overflow ? Int.max : sum
        }
        var merged = self
        for index in merged.screens.indices { merged.screens[index].count = add(screens[index].count, other.screens[index].count) }
        for index in merged.actions.indices { merged.actions[index].count = add(actions[index].count, other.actions[index].count) }
        for index in merged.backs.indices { merged.backs[index].count = add(backs[index].count, other.backs[index].count) }
        for index in merged.moves.indices {
            merged.moves[index].count = add(moves[index].count, other.moves[index].count)
            merged.moves[index].closed = add(moves[index].closed, other.moves[index].closed)
        }
        return merged
    }

    /// The sum of coverages of one graph: shards of a tour, several runs.
    ///
    /// - Throws: ``CoverageMergeError`` naming the first coverage (from 0) whose items
    ///   differ from the first's.
    /// - Complexity: O(coverages × items).
    package static func merged(_ coverages: [Coverage]) throws(CoverageMergeError) -> Coverage? {
        guard var total = coverages.first else { return nil }
        for (index, coverage) in coverages.enumerated().dropFirst() {
            do {
                total = try total.adding(coverage)
            } catch {
                throw CoverageMergeError(reason: error.reason, index: index)
            }
        }
        return total
    }
}

/// Coverages that cannot be added up: they list different items.
package struct CoverageMergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The first difference, in words.
    package var reason: String
    /// Which of the merged coverages differs from the first, when several were merged.
    package var index: Int?

    /// Creates an error.
    package init(reason: String, index: Int? = nil) {
        self.reason = reason
        self.index = index
    }

    /// The reason.
    package var description: String { reason }
}

/// The ways a search found closed, each with the first (so cheapest) state it was
/// tried from: what a failed search explains itself with.
///
/// A search may close the same move in many states. A move's first closure is found in
/// a flat array indexed by the move (no hashing) and kept in one byte that the
/// explanation expands into text only when a search fails, so closing a way costs O(1),
/// whatever the length of the guard or statements behind it.
struct ClosedWays {
    /// Why a way was closed.
    enum Reason: Equatable {
        case guardFailed(Int32)
        case needsStateChange(Int32)
        case overflow(Overflow)
    }

    /// What overflowed, so its text can be written when the explanation needs it.
    enum Overflow: Equatable {
        /// A guard.
        case guarded(Int32)
        /// The `onExit` of the first screen and the `onEnter` of the second.
        case screenChange(from: Int32, to: Int32)
        /// An action's effects.
        case effects(Int32)
    }

    /// Why a move was closed, in one byte: the rest of its ``Reason`` follows from the
    /// move (its guard or target) and the screen it was closed on.
    private enum Kind: UInt8 {
        case open, guardFailed, needsStateChange, guardOverflow, screenChangeOverflow, effectsOverflow
    }

    /// A move's first closure in this search.
    private struct Entry {
        var state: Int32 = -1
        var kind = Kind.open
    }

    private let moveCount: Int
    /// One entry per move, allocated at the first closure of any; cleared after a
    /// search by visiting ``closedMoves``, so clearing costs what closing did.
    private var entries = FlatBuffer<Entry>()
    /// The moves closed in this search, in order of first closure.
    private var closedMoves = FlatBuffer<Int32>()
    /// ClosedWays of the move out of an action in progress, keyed by `Via.then - action`.
    private var others: [Int32: (state: Int32, reason: Reason)] = [:]

    init(moveCount: Int) {
        self.moveCount = moveCount
    }

    var isEmpty: Bool { closedMoves.isEmpty && others.isEmpty }

    mutating func removeAll() {
        guard !isEmpty else { return }
        for index in 0..<closedMoves.count { entries[Int(closedMoves[index])] = Entry() }
        closedMoves.removeAll()
        others.removeAll(keepingCapacity: true)
    }

    /// Records that the way `key` (a move index, or `Via.then - action`) was closed from
    /// `state` for `reason`, unless it was closed before in this search. For a move, the
    /// reason's guard or action is the move's own and a screen change is the one it makes.
    @inline(__always)
    mutating func close(_ key: Int32, from state: Int32, _ reason: Reason) {
        guard key >= 0 else {
            if others[key] == nil { others[key] = (state, reason) }
            return
        }
        if entries.isEmpty { entries.append(repeating: Entry(), count: moveCount) }
        guard entries[Int(key)].kind == .open else { return }
        let kind: Kind =
            switch reason {
            case .guardFailed: .guardFailed
            case .needsStateChange: .needsStateChange
            case .overflow(.guarded): .guardOverflow
            case .overflow(.screenChange): .screenChangeOverflow
            case .overflow(.effects): .effectsOverflow
            }
        entries[Int(key)] = Entry(state: state, kind: kind)
        closedMoves.append(key)
    }

    /// Every closed way: its key, the first state it was closed from, and why;
    /// `screen(state)` is the screen a state is on.
    func all(in graph: ScreenGraph, screen: (Int32) -> Int32) -> [(key: Int32, state: Int32, reason: Reason)] {
        var ways: [(key: Int32, state: Int32, reason: Reason)] = []
        for index in 0..<closedMoves.count {
            let key = closedMoves[index]
            let entry = entries[Int(key)]
            let move = graph.moves[Int(key)]
            let reason: Reason =
                switch entry.kind {
                case .open, .guardFailed: .guardFailed(move.guardIndex)
                case .needsStateChange: .needsStateChange(move.target)
                case .guardOverflow: .overflow(.guarded(move.guardIndex))
                case .screenChangeOverflow: .overflow(.screenChange(from: screen(entry.state), to: move.target))
                case .effectsOverflow: .overflow(.effects(move.target))
                }
            ways.append((key, entry.state, reason))
        }
        for (key, closed) in others { ways.append((key, closed.state, closed.reason)) }
        return ways
    }
}

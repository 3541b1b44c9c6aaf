/// What the search reads of every move it relaxes, 8 bytes a move (plus 4 for the
/// target alone where moves are simplest, and 4 for the guard where there are guards),
/// beside the compiled graph's 24-byte ``Move``s.
///
/// The moves out of a screen are read when the screen is expanded, and the screens
/// come in no order a cache can predict: on a graph of 800,000 moves the compiled table
/// is 19 MB, this one 6 MB. A cost that is not a small whole number stays in the
/// compiled table, read only for the moves that have one.
struct HotMoves {
    struct Entry {
        var target: Int32
        /// ``plain`` and ``guarded`` flags, and the cost when it is a whole number below
        /// ``costFlag`` (with ``costFlag`` set).
        var bits: UInt32

        static let plain: UInt32 = 1 << 31
        static let guarded: UInt32 = 1 << 30
        static let costFlag: UInt32 = 1 << 29
        static let costMask: UInt32 = costFlag - 1
        /// The flags that make a move simple: plain, unguarded, its cost here.
        static let simpleMask: UInt32 = plain | guarded | costFlag
        static let simple: UInt32 = plain | costFlag

        var isPlain: Bool { bits & Entry.plain != 0 }
        var isGuarded: Bool { bits & Entry.guarded != 0 }
        /// The cost, or `nil` when it is in the compiled move.
        var cost: Double? { bits & Entry.costFlag != 0 ? Double(bits & (Entry.costFlag - 1)) : nil }
    }

    private(set) var entries: FlatBuffer<Entry>
    /// The targets alone, 4 bytes a move, for screens whose moves are all plain and of
    /// cost 1 (see ``isUnit(_:)``): the layout of a minimal breadth-first search. A
    /// guarded move holds its guard's index complemented (`~index`, below zero) instead:
    /// a search whose user state cannot change knows each guard's outcome, and skips a
    /// closed move with no read of another array (the target of an open one is in
    /// ``entries``).
    private(set) var targets: FlatBuffer<Int32>
    /// Whether each screen's moves are all plain and of cost 1, guarded or not.
    private var unit: FlatBuffer<Bool>
    /// Each move's guard index, -1 for none: read for guarded moves only, 4 bytes a
    /// move instead of the compiled move's 24.
    private(set) var guards: FlatBuffer<Int32>

    /// - Complexity: O(E).
    init(graph: ScreenGraph) {
        entries = FlatBuffer(minimumCapacity: graph.moves.count)
        unit = FlatBuffer(repeating: true, count: graph.screenCount)
        var anyUnit = false
        for screen in 0..<Int32(graph.screenCount) {
            for index in graph.movesOut(of: screen) {
                let move = graph.moves[index]
                if !move.isPlain || move.cost != 1 { unit[Int(screen)] = false }
            }
            anyUnit = anyUnit || unit[Int(screen)]
        }
        // Each array only when something reads it.
        let anyGuard = !graph.guards.isEmpty
        targets = FlatBuffer(minimumCapacity: anyUnit ? graph.moves.count : 0)
        guards = FlatBuffer(minimumCapacity: anyGuard ? graph.moves.count : 0)
        for move in graph.moves {
            if anyUnit { targets.append(move.guardIndex >= 0 ? ~move.guardIndex : move.target) }
            if anyGuard { guards.append(move.guardIndex) }
            var bits: UInt32 = 0
            if move.isPlain { bits |= Entry.plain }
            if move.guardIndex >= 0 { bits |= Entry.guarded }
            if move.cost.rounded() == move.cost, move.cost >= 0, move.cost < Double(Entry.costFlag) {
                bits |= Entry.costFlag | UInt32(move.cost)
            }
            entries.append(Entry(target: move.target, bits: bits))
        }
    }

    @inline(__always)
    subscript(index: Int) -> Entry { entries[index] }

    /// Whether every move out of `screen` is plain and of cost 1, guarded or not.
    @inline(__always)
    func isUnit(_ screen: Int32) -> Bool { unit[Int(screen)] }
}

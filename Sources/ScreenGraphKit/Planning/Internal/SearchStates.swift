/// The states of one search and what the search knows of each: a record (cost, hops,
/// parent, how it was reached, discovery order), and for searches over whole costs a
/// (cost, hops) key and closed and shared bits. The ``SearchSpace`` interns states
/// into it; the frontiers and the search read and write it.
///
/// A search may pick one context (the start's user state with no stack, overlay or
/// origin, where most states are) whose state ids are the node ids, reserved up front;
/// other states are interned by (node, context) in ``stateTable``. The arrays are kept
/// from search to search and emptied at the start of each.
struct SearchStates {
    /// One search state: where it is and how the search reached it, in 32 bytes on a
    /// 32-byte boundary, so a relaxation touches one cache line.
    struct StateRecord {
        var cost: Double = .infinity
        var node: Int32
        var context: Int32
        /// The moves from the start, and in the top bit whether the state is closed.
        private(set) var hopsAndClosed: UInt32 = 0
        var parent: Int32 = -1
        /// How the state was reached: a move index (>= 0) or one of the `Via` codes.
        var via: Int32 = SearchSpace.Via.start
        /// When the search first reached the state, -1 before: ties break on it.
        var order: Int32 = -1

        init(node: Int32, context: Int32) {
            self.node = node
            self.context = context
        }

        /// A state reached for the first time, open.
        init(node: Int32, context: Int32, cost: Double, hops: Int32, parent: Int32, via: Int32, order: Int32) {
            self.cost = cost
            self.node = node
            self.context = context
            hopsAndClosed = UInt32(bitPattern: hops) & 0x7FFF_FFFF
            self.parent = parent
            self.via = via
            self.order = order
        }

        var hops: Int32 {
            get { Int32(bitPattern: hopsAndClosed & 0x7FFF_FFFF) }
            set { hopsAndClosed = hopsAndClosed & 0x8000_0000 | UInt32(bitPattern: newValue) & 0x7FFF_FFFF }
        }

        /// Sets the hops of a state that is not closed, with one store.
        mutating func setOpen(hops: Int32) {
            hopsAndClosed = UInt32(bitPattern: hops) & 0x7FFF_FFFF
        }

        var closed: Bool {
            get { hopsAndClosed & 0x8000_0000 != 0 }
            set { hopsAndClosed = newValue ? hopsAndClosed | 0x8000_0000 : hopsAndClosed & 0x7FFF_FFFF }
        }
    }

    /// The states other than the fast context's, by (node, context) (see ``SearchSpace/useFastContext(user:)``).
    var stateTable = StateTable()
    var records = FlatBuffer<StateRecord>(minimumCapacity: 1024)
    /// Each state's cost and hops as one integer, cost in the high half, in a search
    /// whose costs are whole numbers (``BucketFrontier``, ``LevelFrontier``): a relaxation
    /// compares one word in this array (or its copy in the ``StateTable`` slot), a
    /// quarter the size of the records, and reads a record only to improve it.
    var keys = FlatBuffer<UInt64>(minimumCapacity: 1024)
    /// In a search over ``LevelFrontier``, a bit per state: closed (popped and not reopened
    /// since), and shared (pushed more than once, so an entry may be stale). A pop reads
    /// these, 125 KB for a million states, instead of the state's record or key.
    var closedBits = FlatBuffer<UInt64>(minimumCapacity: 1024)
    var sharedBits = FlatBuffer<UInt64>(minimumCapacity: 1024)
    /// How many states the search has reached.
    var discovered: Int32 = 0

    mutating func removeAll() {
        stateTable.removeAll()
        records.removeAll()
        keys.removeAll()
        closedBits.removeAll()
        sharedBits.removeAll()
        discovered = 0
    }

    /// Sets the cost and hops of `state` in its record (a frontier that keeps them as a
    /// key too sets that).
    mutating func setCost(_ cost: Double, hops: Int32, of state: Int32) {
        records[Int(state)].cost = cost
        records[Int(state)].hops = hops
    }

    /// Marks `state` reached, giving it the next discovery order if it has none.
    @inline(__always)
    mutating func markDiscovered(_ state: Int32) {
        guard records[Int(state)].order < 0 else { return }
        records[Int(state)].order = discovered
        discovered += 1
    }

    // MARK: Closed and shared states (``LevelFrontier``)

    /// Adds bits for states added since the last call.
    @inline(__always)
    mutating func growBits() {
        while closedBits.count << 6 < records.count {
            closedBits.append(0)
            sharedBits.append(0)
        }
    }

    @inline(__always)
    func isClosed(_ state: Int32) -> Bool { closedBits[Int(state) >> 6] & 1 << UInt64(state & 63) != 0 }

    @inline(__always)
    func setClosed(_ state: Int32, _ closed: Bool) {
        if closed {
            closedBits[Int(state) >> 6] |= 1 << UInt64(state & 63)
        } else {
            closedBits[Int(state) >> 6] &= ~(1 << UInt64(state & 63))
        }
    }

    @inline(__always)
    func isShared(_ state: Int32) -> Bool { sharedBits[Int(state) >> 6] & 1 << UInt64(state & 63) != 0 }

    @inline(__always)
    func setShared(_ state: Int32) { sharedBits[Int(state) >> 6] |= 1 << UInt64(state & 63) }
}

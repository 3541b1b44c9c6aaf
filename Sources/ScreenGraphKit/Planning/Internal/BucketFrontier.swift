/// The frontier of a plain search (no heuristic) whose moves all cost whole numbers up
/// to ``SearchSpace/costBound``: Dial's ``BucketQueue``. Each state's cost and hops are
/// one (cost, hops) key in ``SearchStates/keys``; an entry is stale when its key is no
/// longer its state's, and without a heuristic a state popped once is never improved,
/// so no closed mark is kept.
enum BucketFrontier: SearchFrontier {
    static var offersKeys: Bool { true }

    static func start(_ state: Int32, in space: inout SearchSpace) {
        space.states.setCost(0, hops: 0, of: state)
        space.states.keys[Int(state)] = SearchSpace.key(cost: 0, hops: 0)
        space.states.markDiscovered(state)
        space.buckets.push(cost: 0, hops: 0, order: 0, state: state)
    }

    @inline(__always)
    static func pop(in space: inout SearchSpace) -> PoppedState? {
        // An entry is stale when its state has since been reached more cheaply (a state
        // is pushed once per key, so no other entry has its key).
        while let (cost, entry) = space.buckets.pop() {
            if space.states.keys[Int(entry.state)] != UInt64(cost) << 32 | UInt64(UInt32(bitPattern: entry.hops)) { continue }
            return PoppedState(state: entry.state, cost: Double(cost), hops: entry.hops)
        }
        return nil
    }

    @inline(__always)
    static func offer(
        _ node: Int32, context: Int32, cost: Double, hops: Int32, parent: Int32, via: Int32, in space: inout SearchSpace
    ) {
        space.relaxWhole(space.state(node: node, context: context), key: SearchSpace.key(cost: cost, hops: hops), parent: parent, via: via)
    }

    @inline(__always)
    static func offer(
        _ node: Int32, in context: SearchContext, cost: Double, hops: Int32, parent: Int32, via: Int32,
        in space: inout SearchSpace
    ) {
        space.relaxWhole(space.state(node: node, context: context), key: SearchSpace.key(cost: cost, hops: hops), parent: parent, via: via)
    }
}

extension SearchSpace {
    /// Offers state `id` at `key` (cost and hops) in a search over ``BucketFrontier``,
    /// reached from `parent` by `via`. Without a heuristic a closed state is never
    /// improved, so no closed mark is read; the record is written, not read.
    @inline(__always)
    mutating func relaxWhole(_ id: Int32, key: UInt64, parent: Int32, via: Int32) {
        let old = states.keys[Int(id)]
        guard key < old else { return }
        states.keys[Int(id)] = key
        // A state without a key is new: its order is the next one, with no read.
        let order: Int32
        if old == .max {
            order = states.discovered
            states.records[Int(id)].order = order
            states.discovered += 1
        } else {
            order = states.records[Int(id)].order
        }
        let hops = Int32(truncatingIfNeeded: key & 0xFFFF_FFFF)
        // Field by field: stores the processor need not wait for, where reading the
        // record first would wait for its cache line.
        states.records[Int(id)].cost = Double(key >> 32)
        states.records[Int(id)].setOpen(hops: hops)
        states.records[Int(id)].parent = parent
        states.records[Int(id)].via = via
        buckets.push(cost: Int(key >> 32), hops: hops, order: order, state: id)
    }
}

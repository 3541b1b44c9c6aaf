/// The frontier for any costs: ``MinHeap``, ordered by cost plus the A* bound, then
/// hops, then discovery order. A state may be pushed more than once; the search marks
/// a state closed when it pops it, and a pop skips an entry whose state is closed or
/// was since reached more cheaply. With a heuristic a closed state reached more cheaply
/// is reopened.
enum HeapFrontier: SearchFrontier {
    static var closesOnPop: Bool { true }

    static func start(_ state: Int32, in space: inout SearchSpace) {
        space.states.setCost(0, hops: 0, of: state)
        space.states.markDiscovered(state)
        push(state, cost: 0, hops: 0, order: 0, in: &space)
    }

    /// Pushes `state`, reached at `cost` in `hops` moves, with its A* bound.
    @inline(__always)
    private static func push(_ state: Int32, cost: Double, hops: Int32, order: Int32, in space: inout SearchSpace) {
        space.heap.push(MinHeap.Entry(cost: cost + space.estimate(of: state), hops: hops, order: order, state: state))
    }

    @inline(__always)
    static func pop(in space: inout SearchSpace) -> PoppedState? {
        while let entry = space.heap.pop() {
            let state = entry.state
            let record = space.states.records[Int(state)]
            if record.closed || entry.cost > record.cost + space.estimate(of: state) { continue }
            if space.heuristic != nil { space.noteNearest(state, estimate: entry.cost - record.cost, cost: record.cost) }
            return PoppedState(state: state, cost: record.cost, hops: record.hops)
        }
        return nil
    }

    @inline(__always)
    static func offer(
        _ node: Int32, context: Int32, cost: Double, hops: Int32, parent: Int32, via: Int32, in space: inout SearchSpace
    ) {
        relax(space.state(node: node, context: context), cost: cost, hops: hops, parent: parent, via: via, known: nil, in: &space)
    }

    @inline(__always)
    static func offer(
        _ node: Int32, in context: SearchContext, cost: Double, hops: Int32, parent: Int32, via: Int32,
        in space: inout SearchSpace
    ) {
        relax(
            space.state(node: node, context: context), cost: cost, hops: hops, parent: parent, via: via, known: (node, context),
            in: &space)
    }

    /// Offers state `id`, reached from `parent` by `via` at `total` cost in `hops` moves;
    /// `known` is its node and context when the caller has them, for the A* bound.
    @inline(__always)
    private static func relax(
        _ id: Int32, cost total: Double, hops: Int32, parent: Int32, via: Int32, known: (node: Int32, context: SearchContext)?,
        in space: inout SearchSpace
    ) {
        var record = space.states.records[Int(id)]
        guard total < record.cost || (total == record.cost && hops < record.hops) else { return }
        if record.closed {
            // With a heuristic a state may be reached more cheaply after it was closed: reopen it.
            guard space.heuristic != nil, total < record.cost else { return }
            record.closed = false
        }
        if record.order < 0 {
            record.order = space.states.discovered
            space.states.discovered += 1
        }
        record.cost = total
        record.hops = hops
        record.parent = parent
        record.via = via
        // One write of the whole record: one cache line.
        space.states.records[Int(id)] = record
        if let known, space.heuristic != nil {
            space.heap.push(
                MinHeap.Entry(
                    cost: total + space.estimate(node: known.node, context: known.context), hops: hops, order: record.order, state: id))
        } else {
            push(id, cost: total, hops: hops, order: record.order, in: &space)
        }
    }
}

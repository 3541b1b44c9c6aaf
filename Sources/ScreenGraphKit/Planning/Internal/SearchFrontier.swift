/// What every frontier of a search does, whichever queue holds it: takes the first
/// state, offers the moves out of each popped state, pops the next state to expand,
/// and says when a popped state counts as closed.
///
/// The three frontiers (``HeapFrontier``, ``BucketFrontier``, ``LevelFrontier``) keep
/// their queues and marks in the ``SearchSpace``, whose storage is kept from search to
/// search, so they are caseless types whose static methods work on the space. The
/// search is generic over its frontier (``SearchSpace/run(_:first:limit:accepting:)``):
/// each frontier gets a loop of its own, compiled for it, with no dynamic dispatch and
/// no frontier test per move.
protocol SearchFrontier {
    /// Whether the search marks a popped state closed in its record. The heap needs the
    /// mark to tell a stale entry; the buckets tell one by its key, and the levels mark
    /// the state themselves when they pop it.
    static var closesOnPop: Bool { get }

    /// Whether a move from the fast context may be offered as one (cost, hops) key with
    /// no read of its target's record (``SearchSpace/relaxWhole(_:key:parent:via:)``):
    /// in a plain search over whole costs, where a closed state is never improved.
    static var offersKeys: Bool { get }

    /// Puts the search's first state on the frontier at cost 0.
    static func start(_ state: Int32, in space: inout SearchSpace)

    /// The next state to expand, skipping entries a cheaper way has made stale; `nil`
    /// when the frontier is empty.
    static func pop(in space: inout SearchSpace) -> PoppedState?

    /// Offers (node, context id) at `cost` in `hops` moves, reached from `parent` by `via`.
    static func offer(
        _ node: Int32, context: Int32, cost: Double, hops: Int32, parent: Int32, via: Int32, in space: inout SearchSpace)

    /// Offers (node, context) for a context a move built, which may not be interned yet.
    static func offer(
        _ node: Int32, in context: SearchContext, cost: Double, hops: Int32, parent: Int32, via: Int32,
        in space: inout SearchSpace)

    /// Called once the moves out of `parent` have all been offered: a frontier that
    /// gathers them relaxes them now.
    static func flush(from parent: Int32, in space: inout SearchSpace)
}

/// A state taken from a frontier, with what expanding it needs.
struct PoppedState {
    var state: Int32
    var cost: Double
    var hops: Int32
    /// The state's context when the frontier carried it (the levels), so that expanding
    /// it reads no record; `nil` otherwise.
    var context: SearchContext?
}

extension SearchFrontier {
    static var closesOnPop: Bool { false }
    static var offersKeys: Bool { false }
    @inline(__always)
    static func flush(from parent: Int32, in space: inout SearchSpace) {}
}

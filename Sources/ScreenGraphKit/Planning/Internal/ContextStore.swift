/// The contexts of one search (origin, screen beneath, back stack, user state), stored
/// by id in the order the search made them.
///
/// A context is stored once per state that has it, not once per distinct value: states
/// are found by node and context fields together (``StateTable``), so nothing looks a
/// context up by value, and a new state's context is an append rather than a probe of
/// a table of a million entries, a cache miss per new state. Equal contexts may have
/// different ids; compare them by value.
struct ContextStore {
    /// The contexts by id.
    private var contexts = FlatBuffer<SearchContext>()

    var count: Int { contexts.count }

    mutating func removeAll() {
        contexts.removeAll()
    }

    @inline(__always)
    subscript(id: Int) -> SearchContext { contexts[id] }

    /// Stores `context` and returns its id.
    @inline(__always)
    mutating func append(_ context: SearchContext) -> Int32 {
        let id = Int32(truncatingIfNeeded: contexts.count)
        contexts.append(context)
        return id
    }
}

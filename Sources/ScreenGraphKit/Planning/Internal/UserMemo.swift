/// What the guards give and where the actions' effects lead, for each user state of one
/// search: a state-aware search meets a few thousand user states in a million states,
/// and evaluated again for each state, guards and effects (each evaluation copying the
/// compiled predicate or statements, retaining and releasing their arrays) took a
/// tenth of its time.
///
/// A row per user state, `guardCount` bytes and `actionCount` ids wide, added as the
/// search interns user states; past ``budget`` entries in a table, the search evaluates
/// again instead of remembering.
struct UserMemo {
    let guardCount: Int
    let actionCount: Int
    /// 1 true, 0 false, 2 overflow, -1 not yet evaluated.
    private var guards = FlatBuffer<Int8>()
    /// The user state after the action's effects, ``overflow``, or -1 not yet applied.
    private var effects = FlatBuffer<Int32>()

    /// The most entries a table holds: 4 MB of guard outcomes, 16 MB of effects.
    static let budget = 1 << 22
    static let overflow: Int32 = -2

    init(guardCount: Int, actionCount: Int) {
        self.guardCount = guardCount
        self.actionCount = actionCount
    }

    mutating func removeAll() {
        guards.removeAll()
        effects.removeAll()
    }

    /// What guard `index` gave on user state `user`, `nil` when not yet remembered.
    @inline(__always)
    func guardValue(_ index: Int32, user: Int32) -> Int8? {
        let slot = Int(user) * guardCount + Int(index)
        guard slot < guards.count else { return nil }
        let known = guards[slot]
        return known >= 0 ? known : nil
    }

    /// Remembers that guard `index` gives `value` on user state `user`, within the budget.
    @inline(__always)
    mutating func remember(guard index: Int32, user: Int32, _ value: Int8) {
        let end = (Int(user) + 1) * guardCount
        guard end <= UserMemo.budget else { return }
        if end > guards.count { guards.append(repeating: -1, count: end - guards.count) }
        guards[Int(user) * guardCount + Int(index)] = value
    }

    /// The user state the effects of action `index` (counted from the first action)
    /// lead to from user state `user`: `nil` when not yet remembered, ``overflow``
    /// when they overflow.
    @inline(__always)
    func effects(ofAction index: Int, user: Int32) -> Int32? {
        let slot = Int(user) * actionCount + index
        guard slot < effects.count else { return nil }
        let known = effects[slot]
        return known == -1 ? nil : known
    }

    /// Remembers that the effects of action `index` lead from `user` to `result`
    /// (``overflow`` when they overflow), within the budget.
    @inline(__always)
    mutating func remember(effectsOfAction index: Int, user: Int32, _ result: Int32) {
        let end = (Int(user) + 1) * actionCount
        guard end <= UserMemo.budget else { return }
        if end > effects.count { effects.append(repeating: -1, count: end - effects.count) }
        effects[Int(user) * actionCount + index] = result
    }
}

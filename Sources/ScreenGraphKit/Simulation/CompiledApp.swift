/// An ``AppDefinition`` checked by ``AppCompiler``: the indexes and compiled expressions
/// a ``SimulatedApp`` runs on, worked out once.
///
/// Indexes point into the definition's arrays (`screens`, each screen's `elements`,
/// `overlays`). Every name a command of the definition uses is known to be in them.
struct CompiledApp: Sendable {
    /// Where each setting lives in a slot array.
    var layout: StateLayout
    /// The strings the app's expressions name; reading the settings adds theirs to a copy.
    var strings: StringTable
    /// Each screen's index, by name.
    var screenIndex: [String: Int]
    /// For each screen, each element's index by identifier.
    var elementIndex: [[String: Int]]
    /// For each screen, each element's ``AppElement/parent`` as an index; `nil` for none.
    /// The parents form no cycle.
    var parentIndex: [[Int?]]
    /// Each overlay's index, by identifier.
    var overlayIndex: [String: Int]
    /// The index of the screen a launch shows.
    var initialScreen: Int
    /// The index of the overlay a failed `network` command shows, when there is one.
    var networkFailureAlert: Int?
    /// Every `enabledWhen`, `visibleWhen` and `if` predicate, by its text.
    var predicates: [String: CompiledPredicate]
    /// Every `set` statement, by its text.
    var statements: [String: CompiledStatement]
    /// The resources the app requests, in `ProtectedResource`'s order: the rows of its page in
    /// the Settings app (a device lists a resource there once the app has asked for it; the
    /// simulated one lists every resource a command can ask for).
    var requestedResources: [ProtectedResource] = []
    /// For each screen, how long after it is shown its elements' timing last changes what
    /// exists (the latest `appearsAfter` or `goneAfter`): from then on only a change to
    /// the app's state changes its tree.
    var settlesAfter: [Double] = []
}

/// A checked, compiled screen graph: what planners and navigators work on.
///
/// Build one from a ``GraphDefinition`` (or with ``ScreenGraph/build(name:start:state:file:line:column:_:)``);
/// every error is reported at once in a ``GraphError``. Names are interned to
/// integer ids and guards are compiled once, here, so planning never parses or hashes strings.
///
/// Screens have ids `0..<screenCount`; actions follow them.
public struct ScreenGraph: Sendable {
    /// The compiled tables, behind one reference: a copy of the graph retains one object.
    /// Optimized code makes few copies, but a debug build copies the graph at every call
    /// of one of its methods from a mutating method of the planner; with fifteen tables
    /// stored inline, those copies and their releases took a fifth of a debug test's
    /// samples (Docs/Performance.md, "The developers' loop").
    private let tables: Tables
    /// Warnings found while building: see ``GraphChecker`` for what they mean.
    public internal(set) var warnings: [Diagnostic] = []

    final class Tables: Sendable {
        /// What the graph was built from; a graph read from a file keeps its edges packed.
        let declarations: GraphDeclarations
        /// The definition with its edges, made from ``declarations`` when first asked for.
        let writtenCache = WrittenDefinition()
        let layout: StateLayout
        let strings: StringTable
        let initialSlots: [Int64]
        let nodeNames: [String]
        let nodeIDs: [String: Int32]
        let screenCount: Int
        let screens: [CompiledScreen]
        /// What the search reads of each screen on every move, without reference counting.
        let hot: [HotScreen]
        let actions: [CompiledAction]
        /// Moves out of each screen, stored contiguously: screen `s` owns `moves[moveStart[s]..<moveStart[s+1]]`.
        let moves: [Move]
        let moveStart: [Int32]
        let guards: [CompiledPredicate]
        let start: Int32
        let navigatorActions: [String: CompiledNavigatorAction]

        init(
            declarations: GraphDeclarations, layout: StateLayout, strings: StringTable, initialSlots: [Int64],
            nodeNames: [String], nodeIDs: [String: Int32], screenCount: Int, screens: [CompiledScreen],
            actions: [CompiledAction], moves: [Move], moveStart: [Int32],
            guards: [CompiledPredicate], start: Int32, navigatorActions: [String: CompiledNavigatorAction]
        ) {
            self.declarations = declarations
            self.layout = layout
            self.strings = strings
            self.initialSlots = initialSlots
            self.nodeNames = nodeNames
            self.nodeIDs = nodeIDs
            self.screenCount = screenCount
            self.screens = screens
            hot = screens.map {
                HotScreen(
                    dismissOnUse: $0.dismissOnUse, hasBack: $0.back != nil, hasEffects: !$0.onEnter.isEmpty || !$0.onExit.isEmpty,
                    backCost: $0.back?.cost ?? 1)
            }
            self.actions = actions
            self.moves = moves
            self.moveStart = moveStart
            self.guards = guards
            self.start = start
            self.navigatorActions = navigatorActions
        }
    }

    var declarations: GraphDeclarations { tables.declarations }
    private var writtenCache: WrittenDefinition { tables.writtenCache }
    var layout: StateLayout { tables.layout }
    var strings: StringTable { tables.strings }
    var initialSlots: [Int64] { tables.initialSlots }
    var nodeNames: [String] { tables.nodeNames }
    var nodeIDs: [String: Int32] { tables.nodeIDs }
    var screenCount: Int { tables.screenCount }
    var screens: [CompiledScreen] { tables.screens }
    var hot: [HotScreen] { tables.hot }
    var actions: [CompiledAction] { tables.actions }
    var moves: [Move] { tables.moves }
    var moveStart: [Int32] { tables.moveStart }
    var guards: [CompiledPredicate] { tables.guards }
    var start: Int32 { tables.start }
    var navigatorActions: [String: CompiledNavigatorAction] { tables.navigatorActions }

    /// The definition the graph was built from.
    ///
    /// A graph read from a file keeps its edges in a compact table rather than as
    /// ``EdgeDefinition`` values; the first use of this property makes them (O(V + E))
    /// and keeps the result, which then takes that memory too.
    public var definition: GraphDefinition {
        guard declarations.table != nil else { return declarations.definition }
        return writtenCache.value { declarations.written }
    }

    /// The graph's display name.
    public var name: String? { declarations.definition.name }

    /// The start screen's name.
    public var startScreen: String { nodeNames[Int(start)] }

    /// The names of the screens, in declaration order.
    public var screenNames: [String] { Array(nodeNames[0..<screenCount]) }

    /// The names of the actions, in order of first declaration.
    package var actionNames: [String] { Array(nodeNames[screenCount...]) }

    /// The user state a navigator starts with.
    package var initialState: UserState { UserState(layout: layout, slots: initialSlots, strings: strings) }

    /// Whether `name` is a screen.
    package func isScreen(_ name: String) -> Bool { nodeIDs[name].map { Int($0) < screenCount } ?? false }

    /// Whether `name` is an action.
    public func isAction(_ name: String) -> Bool { nodeIDs[name].map { Int($0) >= screenCount } ?? false }

    /// The navigator action called `name`, if any.
    package func navigatorAction(named name: String) -> NavigatorActionDefinition? { navigatorActions[name]?.definition }

    init(_ tables: Tables) {
        self.tables = tables
    }

    func movesOut(of screen: Int32) -> Range<Int> {
        Int(moveStart[Int(screen)])..<Int(moveStart[Int(screen) + 1])
    }
}

/// What the planner needs of a screen.
struct CompiledScreen: Sendable {
    var dismissOnUse: Bool
    var onEnter: [CompiledStatement]
    var onExit: [CompiledStatement]
    // Out of line, as in ``ScreenDefinition``: most screens have neither.
    private let boxedBack: Boxed<BackDefinition>?
    private let boxedWaitCondition: Boxed<CompiledPredicate>?

    var back: BackDefinition? { boxedBack?.value }
    /// The `if` of the screen's `waitFor`: the wait applies only when it holds on entering.
    var waitCondition: CompiledPredicate? { boxedWaitCondition?.value }

    init(
        dismissOnUse: Bool, back: BackDefinition?, onEnter: [CompiledStatement], onExit: [CompiledStatement],
        waitCondition: CompiledPredicate? = nil
    ) {
        self.dismissOnUse = dismissOnUse
        self.onEnter = onEnter
        self.onExit = onExit
        boxedBack = back.map(Boxed.init)
        boxedWaitCondition = waitCondition.map(Boxed.init)
    }
}

/// The plain-data part of a screen that the search reads on every move.
struct HotScreen: Sendable {
    var dismissOnUse: Bool
    var hasBack: Bool
    var hasEffects: Bool
    var backCost: Double
}

/// What the planner needs of an action, merged over its declarations.
struct CompiledAction: Sendable {
    var effects: [CompiledStatement]
    /// The node that follows, or -1 to return to where the action was performed.
    var then: Int32
    var location: SourcePosition?
}

/// A way out of a screen: an edge, or a declaration of an action on the screen.
struct Move: Sendable {
    enum Kind: UInt8, Sendable {
        case edge, action
    }

    var target: Int32
    /// An index into ``ScreenGraph/guards``, or -1.
    var guardIndex: Int32
    var cost: Double
    var kind: Kind
    /// Whether the move leads to a screen with no back gesture, overlay or effects from a
    /// screen with neither overlay nor `onExit`: it then always leads to the plain context.
    var isPlain = false
    /// The index of the edge or action in its screen's declaration; see
    /// ``ScreenGraph/declaration(ofMove:from:)``.
    var declarationIndex: Int32
}

/// The gesture and place of a move's declaration: an edge, or an action on a screen.
struct MoveDeclaration {
    var interaction: Interaction
    var location: SourcePosition?
}

extension ScreenGraph {
    /// How move `index` out of `screen` was declared: the one lookup from a compiled
    /// move to its declaration. The graph keeps an index rather than a copy, so a graph
    /// of a million moves does not hold their gestures twice.
    func declaration(ofMove index: Int, from screen: Int32) -> MoveDeclaration {
        let move = moves[index]
        guard move.kind == .action else {
            let edge = declarations.edgeDeclaration(Int(move.declarationIndex), ofScreen: Int(screen))
            return MoveDeclaration(interaction: edge.interaction, location: edge.location)
        }
        let action = declarations.definition.screens[Int(screen)].actions[Int(move.declarationIndex)]
        return MoveDeclaration(interaction: action.interaction ?? Interaction(.noop), location: action.location)
    }

    /// Screen `screen` as declared: its place, `waitFor` and observers; its edges may
    /// be left out (see ``declaration(ofMove:from:)`` for those). Screens compile one to
    /// one, in declaration order.
    func declaration(ofScreen screen: Int32) -> ScreenDefinition { declarations.definition.screens[Int(screen)] }

    /// Where screen `screen` was declared.
    func location(ofScreen screen: Int32) -> SourcePosition? { declaration(ofScreen: screen).location }
}

/// A navigator action with its `set` statements compiled.
struct CompiledNavigatorAction: Sendable {
    enum Step: Sendable {
        case goto(String)
        case perform(String)
        case nowAt(String)
        case set(CompiledStatement)
    }

    var definition: NavigatorActionDefinition
    var steps: [Step]
}

extension ScreenGraph {
    /// The screen (or, unless `screensOnly`, the screen or action) whose name is closest
    /// to `name`, for a "did you mean" after a misspelling; `nil` when none is close.
    package func closestName(to name: String, screensOnly: Bool = false) -> String? {
        Suggestion.closest(to: name, among: nodeNames.prefix(screensOnly ? screenCount : nodeNames.count))
    }
}

/// Every edge of a graph in flat columns, screen by screen.
///
/// The graph file readers write edges here, the compiler reads them from here, and a
/// ``ScreenGraph`` loaded from a file keeps them here instead of as ``EdgeDefinition``
/// values: about 40 bytes an edge and its element's text, against about 160 and a
/// string allocation each. Names, gestures and guards are kept once each and numbered.
///
/// Edges are numbered from 0 in the order they were added; screen `s` owns
/// ``edges(ofScreen:)``, the ones added after the `s`-th ``endScreen()``.
struct EdgeTable: Sendable {
    /// A gesture and the app whose element tree it acts in: what edges share.
    private struct GestureInApp: Hashable {
        var gesture: Gesture
        var app: AppTarget
    }

    private var screenStarts: [Int] = [0]
    /// What each edge leads to, as an index into `names`.
    private var targets: [Int32] = []
    /// Each edge's gesture and the app it acts in, as an index into `gestureTable`.
    private var gestures: [Int32] = []
    /// Each edge's element, as an index into `elementTexts`, or -1.
    private var elements: [Int32] = []
    /// Each edge's guard, as an index into `conditionTable`, or -1.
    private var conditions: [Int32] = []
    private var costs: [Double] = []
    private var locations = PositionTable()

    /// The screen and action names edges lead to, each once.
    private var names = NameTable()
    private var gestureTable: [GestureInApp] = []
    private var gestureIndex: [GestureInApp: Int32] = [:]
    private var elementTexts = StringArena()
    private var conditionTable: [ExpressionSource] = []

    /// How many edges the table holds.
    var count: Int { targets.count }

    /// How many screens' edges the table holds: how many times ``endScreen()`` was called.
    var screenCount: Int { screenStarts.count - 1 }

    /// The edges of screen `screen`, which must be below ``screenCount``.
    func edges(ofScreen screen: Int) -> Range<Int> { screenStarts[screen]..<screenStarts[screen + 1] }

    /// How many edges the current screen has so far.
    var openScreenCount: Int { targets.count - (screenStarts.last ?? 0) }

    /// Ends the edges of one screen: the next ones added belong to the next screen.
    mutating func endScreen() { screenStarts.append(targets.count) }

    // MARK: Adding

    /// Adds an edge to the current screen.
    mutating func append(_ edge: EdgeDefinition) {
        append(to: edge.to, edge.interaction, condition: edge.condition, cost: edge.cost)
        locations.append(edge.location)
    }

    /// Adds an edge to the current screen, its target and element given as UTF-8 and
    /// located in the file ``file(_:)`` numbered: what the JSON reader has at hand.
    mutating func append(
        toUTF8 target: UnsafeBufferPointer<UInt8>, gesture: Gesture, in app: AppTarget, elementUTF8: UnsafeBufferPointer<UInt8>?,
        condition: ExpressionSource?, cost: Double, file: Int32, line: Int32, column: Int32
    ) {
        targets.append(names.intern(utf8: target))
        appendColumns(GestureInApp(gesture: gesture, app: app), condition: condition, cost: cost)
        if let elementUTF8 {
            elements.append(Int32(truncatingIfNeeded: elementTexts.append(utf8: elementUTF8)))
        } else {
            elements.append(-1)
        }
        locations.append(file: file, line: line, column: column)
    }

    /// Adds an edge to the current screen, located in the file `file(_:)` numbered.
    mutating func append(
        to target: String, _ interaction: Interaction, condition: ExpressionSource?, cost: Double, file: Int32, line: Int32,
        column: Int32
    ) {
        append(to: target, interaction, condition: condition, cost: cost)
        locations.append(file: file, line: line, column: column)
    }

    /// The number that stands for `path` in ``append(to:gesture:elementUTF8:condition:cost:file:line:column:)``.
    mutating func file(_ path: String) -> Int32 { locations.file(path) }

    private mutating func append(to target: String, _ interaction: Interaction, condition: ExpressionSource?, cost: Double) {
        targets.append(names.intern(target))
        appendColumns(GestureInApp(gesture: interaction.gesture, app: interaction.app), condition: condition, cost: cost)
        elements.append(interaction.element.map { Int32(truncatingIfNeeded: elementTexts.append($0)) } ?? -1)
    }

    private mutating func appendColumns(_ gesture: GestureInApp, condition: ExpressionSource?, cost: Double) {
        // Edges mostly repeat the gesture before them: no hashing then.
        if let last = gestures.last, gestureTable[Int(last)] == gesture {
            gestures.append(last)
        } else if let index = gestureIndex[gesture] {
            gestures.append(index)
        } else {
            let index = Int32(truncatingIfNeeded: gestureTable.count)
            gestureTable.append(gesture)
            gestureIndex[gesture] = index
            gestures.append(index)
        }
        if let condition {
            conditions.append(Int32(truncatingIfNeeded: conditionTable.count))
            conditionTable.append(condition)
        } else {
            conditions.append(-1)
        }
        costs.append(cost)
    }

    /// Makes room for about `count` edges, so that reading a large file does not copy
    /// its columns as they grow. Room reserved and not used costs address space, not memory.
    mutating func reserveCapacity(_ count: Int) {
        targets.reserveCapacity(count)
        gestures.reserveCapacity(count)
        elements.reserveCapacity(count)
        conditions.reserveCapacity(count)
        costs.reserveCapacity(count)
        locations.reserveCapacity(count)
    }

    // MARK: Reading

    /// How many different names edges lead to.
    var targetNameCount: Int { names.count }

    /// Name number `index` of the ones edges lead to.
    func targetName(_ index: Int) -> String { names[index] }

    /// The number of the name edge `edge` leads to, from 0 to ``targetNameCount``.
    func target(_ edge: Int) -> Int { Int(targets[edge]) }

    /// Every gesture some edge makes, each once.
    var distinctGestures: [Gesture] { gestureTable.map(\.gesture) }

    func gesture(_ edge: Int) -> Gesture { gestureTable[Int(gestures[edge])].gesture }

    func element(_ edge: Int) -> String? {
        let index = Int(elements[edge])
        return index < 0 ? nil : elementTexts[index]
    }

    /// Whether edge `edge` has no element or an empty one, without making its text.
    func lacksElement(_ edge: Int) -> Bool {
        let index = Int(elements[edge])
        return index < 0 || elementTexts.isEmpty(index)
    }

    func interaction(_ edge: Int) -> Interaction {
        let gesture = gestureTable[Int(gestures[edge])]
        return Interaction(gesture.gesture, element: element(edge), in: gesture.app)
    }

    func condition(_ edge: Int) -> ExpressionSource? {
        let index = Int(conditions[edge])
        return index < 0 ? nil : conditionTable[index]
    }

    func cost(_ edge: Int) -> Double { costs[edge] }

    func location(_ edge: Int) -> SourcePosition? { locations[edge] }

    /// Edge `edge` as its author wrote it.
    func definition(_ edge: Int) -> EdgeDefinition {
        EdgeDefinition(
            to: targetName(target(edge)), interaction(edge), if: condition(edge), cost: cost(edge), location: location(edge))
    }
}

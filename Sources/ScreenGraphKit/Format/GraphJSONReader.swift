/// Reads the `screengraph/1` JSON format of `Docs/Spec/graph-json.md` into
/// ``GraphDeclarations``, strictly: unknown keys, wrong types and missing fields are
/// errors, each with the line and column of the offending text.
///
/// The document is read in one pass over its bytes. Screens and their edges, nearly all
/// of a large file, are read as they stream by: each edge straight into an
/// ``EdgeTable``, without a tree or a string of its own (see `GraphJSONReader+Edges.swift`).
/// Everything else (the graph's fields, a screen's fields other than its edges) is read
/// as small ``JSONValue`` trees. Problems come out in the order a reader of the tree
/// would find them: a container read early keeps its problems aside until its object is
/// complete, and they join the rest where that object's reading reaches it.
struct GraphJSONReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []
    /// The edges read so far, screen by screen.
    var table = EdgeTable()
    /// The number of the file in `table`'s locations.
    let file: Int32

    init(source: SourceFile) {
        self.source = source
        file = table.file(source.path)
        // An edge takes at least 40 bytes of JSON.
        table.reserveCapacity(source.bytes.count / 40)
    }

    /// The keys of the graph object, in the order messages list them.
    static let graphKeys = ["format", "name", "start", "state", "screens", "actions", "navigatorActions"]
    /// The keys of a screen object, in the order messages list them.
    static let screenKeys = ["name", "dismissOnUse", "back", "waitFor", "onEnter", "onExit", "edges", "actions"]

    /// The keys a gesture object may have besides its own.
    static let gestureKeys = ["gesture", "element", "in", "text", "textFrom", "duration", "description"]

    /// A JSON array read as it streamed by: where it stood, how many elements it had, and
    /// the problems found in them, kept aside until its object is read.
    struct StreamedArray {
        var position: LineColumn
        var count: Int
        var diagnostics: [Diagnostic]

        /// The placeholder its object's members hold for it.
        var value: JSONValue { JSONValue(kind: .array([]), position: position) }
    }

    /// Reads declarations, or throws every problem found.
    static func read(_ source: SourceFile) throws(GraphError) -> GraphDeclarations {
        typealias Outcome = (GraphDeclarations?, [Diagnostic])
        let result = source.bytes.withUnsafeBufferPointer { bytes -> Result<Outcome, JSONScanner.Failure> in
            var reader = GraphJSONReader(source: source)
            var scanner = JSONScanner(bytes)
            do throws(JSONScanner.Failure) {
                let definition = try reader.document(&scanner)
                guard reader.diagnostics.isEmpty, let definition else { return .success((nil, reader.diagnostics)) }
                return .success((GraphDeclarations(definition: definition, table: reader.table), []))
            } catch {
                return .failure(error)
            }
        }
        switch result {
        case .success((let declarations?, _)): return declarations
        case .success((nil, let diagnostics)): throw GraphError(diagnostics: diagnostics)
        case .failure(let error): throw GraphError(diagnostics: [source.error(error.code, error.message, at: error.position)])
        }
    }

    /// The whole document: the graph object, streamed, or any other value, which is
    /// not a graph.
    private mutating func document(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> GraphDefinition? {
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: "{") else {
            let root = try scanner.value()
            try scanner.expectEnd()
            return graph(root, screens: nil)
        }
        let (root, screens) = try object(&scanner, allowed: GraphJSONReader.graphKeys, streaming: "screens") {
            reader, scanner throws(JSONScanner.Failure) in
            let streamed = try reader.streamScreens(&scanner)
            return (streamed, streamed.0.value)
        }
        try scanner.expectEnd()
        return graph(root, screens: screens)
    }

    /// The object whose `{` is next, as a tree, but for the array under `streamedKey`:
    /// `stream` reads that one as it streams by and gives what it read and the
    /// placeholder the tree holds for it. Other allowed keys' values are read as trees;
    /// an unknown key's value is checked and not kept, as its key alone is reported.
    private mutating func object<Streamed>(
        _ scanner: inout JSONScanner, allowed: [String], streaming streamedKey: String,
        _ stream: (inout GraphJSONReader, inout JSONScanner) throws(JSONScanner.Failure) -> (Streamed, JSONValue)
    ) throws(JSONScanner.Failure) -> (JSONValue, Streamed?) {
        let position = scanner.position
        var members: [JSONValue.Member] = []
        var keys = JSONScanner.KeySet()
        var streamed: Streamed?
        if try scanner.enterObject() {
            repeat {
                let keyToken = try scanner.key()
                let key = scanner.text(keyToken)
                try keys.insert(key, at: keyToken.position)
                let value: JSONValue
                if key == streamedKey, scanner.current == UInt8(ascii: "[") {
                    let read = try stream(&self, &scanner)
                    streamed = read.0
                    value = read.1
                } else {
                    value = allowed.contains(key) ? try scanner.value() : try scanner.skippedValue()
                }
                members.append(JSONValue.Member(key: key, keyPosition: keyToken.position, value: value))
            } while try scanner.more(in: UInt8(ascii: "}"))
        }
        return (JSONValue(kind: .object(members), position: position), streamed)
    }

    /// The graph's object; `screens` is its `screens` array when it was streamed.
    private mutating func graph(_ root: JSONValue, screens streamed: (StreamedArray, [ScreenDefinition])?) -> GraphDefinition? {
        guard let top = members(of: root, "the graph", allowed: GraphJSONReader.graphKeys, required: ["format", "start", "screens"]) else {
            return nil
        }
        if let format = top["format"], let text = string(format, "format"), text != "screengraph/1" {
            error("unsupported format '\(text)'; expected 'screengraph/1'", at: format.position)
        }
        var definition = GraphDefinition(
            name: string(top["name"], "name"), start: string(top["start"], "start", nonEmpty: true),
            startLocation: top["start"].map { source.position($0.position) })
        definition.state = array(top["state"], "state").compactMap { stateField($0) }
        if let (array, screens) = streamed {
            if array.count == 0 { error(.invalidStructure, "'screens' needs at least one screen", at: array.position) }
            for diagnostic in array.diagnostics { diagnostics.appendBounded(diagnostic) }
            definition.screens = screens
        } else {
            // Anything but an array, which is streamed.
            _ = array(top["screens"], "screens")
        }
        definition.actions = array(top["actions"], "actions").compactMap { action($0, onScreen: false) }
        definition.navigatorActions = array(top["navigatorActions"], "navigatorActions").compactMap { navigatorAction($0) }
        return definition
    }

    /// The `screens` array whose `[` is next, each screen read as it comes.
    private mutating func streamScreens(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> (StreamedArray, [ScreenDefinition]) {
        let position = scanner.position
        let outer = diagnostics
        diagnostics = []
        var screens: [ScreenDefinition] = []
        var count = 0
        if try scanner.enterArray() {
            repeat {
                count += 1
                scanner.skipWhitespace()
                let screen: ScreenDefinition?
                if scanner.current == UInt8(ascii: "{") {
                    screen = try streamScreen(&scanner)
                } else {
                    screen = self.screen(try scanner.value(), edges: nil)
                }
                if let screen { screens.append(screen) }
            } while try scanner.more(in: UInt8(ascii: "]"))
        }
        let streamed = StreamedArray(position: position, count: count, diagnostics: diagnostics)
        diagnostics = outer
        return (streamed, screens)
    }

    /// The screen object whose `{` is next: its edges streamed into the table, its other
    /// members read as trees.
    private mutating func streamScreen(_ scanner: inout JSONScanner) throws(JSONScanner.Failure) -> ScreenDefinition? {
        let (value, edges) = try object(&scanner, allowed: GraphJSONReader.screenKeys, streaming: "edges") {
            reader, scanner throws(JSONScanner.Failure) in
            let streamed = try reader.streamEdges(&scanner)
            return (streamed, streamed.value)
        }
        table.endScreen()
        return screen(value, edges: edges)
    }

    /// A screen; `edges` is its `edges` array when it was streamed.
    private mutating func screen(_ value: JSONValue, edges: StreamedArray?) -> ScreenDefinition? {
        guard let fields = members(of: value, "a screen", allowed: GraphJSONReader.screenKeys, required: ["name"]),
            let name = string(fields["name"], "name", nonEmpty: true)
        else { return nil }
        var screen = ScreenDefinition(name, location: source.position(value.position))
        screen.dismissOnUse = bool(fields["dismissOnUse"], "dismissOnUse") ?? false
        if let backValue = fields["back"],
            let back = members(of: backValue, "a back gesture", allowed: GraphJSONReader.gestureKeys + ["cost"], required: ["gesture"]),
            let interaction = interaction(back, at: backValue.position)
        {
            screen.back = BackDefinition(
                interaction, cost: positive(back["cost"], "cost") ?? 1, location: source.position(backValue.position))
        }
        screen.waitFor = fields["waitFor"].flatMap { wait($0) }
        screen.onEnter = statements(fields["onEnter"], "onEnter")
        screen.onExit = statements(fields["onExit"], "onExit")
        if let edges {
            for diagnostic in edges.diagnostics { diagnostics.appendBounded(diagnostic) }
        } else {
            // Anything but an array, which is streamed.
            _ = array(fields["edges"], "edges")
        }
        screen.actions = array(fields["actions"], "actions").compactMap { action($0, onScreen: true) }
        return screen
    }

    /// A screen's `waitFor`: an element identifier, or an object with its options.
    private mutating func wait(_ value: JSONValue) -> WaitDefinition? {
        let location = source.position(value.position)
        if case .string = value.kind {
            return string(value, "waitFor", nonEmpty: true).map { WaitDefinition($0, location: location) }
        }
        guard case .object = value.kind else {
            error("'waitFor' must be a string or an object, found \(value.kindName)", at: value.position)
            return nil
        }
        guard let fields = members(of: value, "a waitFor", allowed: ["element", "in", "until", "if", "timeout"], required: ["element"])
        else { return nil }
        // Every member is read, so that each of its errors is reported.
        let element = string(fields["element"], "element", nonEmpty: true)
        let app = appTarget(fields["in"])
        var presence: ElementPresence? = .exists
        if let untilValue = fields["until"] {
            presence = string(untilValue, "until").flatMap { until in
                guard let presence = ElementPresence(rawValue: until) else {
                    let suggestion = Suggestion.closest(to: until, among: ElementPresence.allCases.map(\.rawValue))
                    error("unknown 'until' value '\(until)'; expected exists or gone\(Suggestion.didYouMean(suggestion))", at: untilValue.position)
                    return nil
                }
                return presence
            }
        }
        let condition = expression(fields["if"], "if")
        let timeout = positive(fields["timeout"], "timeout")
        guard let element, let app, let presence else { return nil }
        return WaitDefinition(element, in: app, until: presence, if: condition, timeout: timeout, location: location)
    }

    private mutating func action(_ value: JSONValue, onScreen: Bool) -> ActionDefinition? {
        let own = ["name", "if", "effects", "then", "cost"]
        guard let fields = members(
                of: value, onScreen ? "an action" : "a top-level action", allowed: onScreen ? GraphJSONReader.gestureKeys + own : own,
                required: onScreen ? ["name", "gesture"] : ["name"]),
            let name = string(fields["name"], "name", nonEmpty: true)
        else { return nil }
        var gesture: Interaction?
        if onScreen {
            guard let interaction = interaction(fields, at: value.position) else { return nil }
            gesture = interaction
        }
        return ActionDefinition(
            name, gesture, if: expression(fields["if"], "if"), effects: statements(fields["effects"], "effects"),
            then: string(fields["then"], "then", nonEmpty: true), cost: positive(fields["cost"], "cost") ?? 1,
            location: source.position(value.position))
    }

    /// The gesture of a gesture object, with exactly the fields its kind takes.
    mutating func interaction(_ fields: [String: JSONValue], at position: LineColumn) -> Interaction? {
        guard let kindValue = fields["gesture"], let kind = string(kindValue, "gesture") else { return nil }
        var needs: [String] = []
        var allows: [String] = []
        let gesture: Gesture
        switch kind {
        case "press":
            allows = ["duration"]
            gesture = .press(duration: positive(fields["duration"], "duration") ?? 1)
        case "typeText":
            switch (fields["text"], fields["textFrom"]) {
            case (_?, let field?):
                error("gesture 'typeText' takes 'text' or 'textFrom', not both", at: field.position)
                return nil
            case (_, let field?):
                allows = ["textFrom"]
                guard let name = string(field, "textFrom", nonEmpty: true) else { return nil }
                gesture = .typeTextFrom(name)
            default:
                needs = ["text"]
                gesture = .typeText(string(fields["text"], "text") ?? "")
            }
        case "custom":
            needs = ["description"]
            gesture = .custom(string(fields["description"], "description") ?? "")
        default:
            guard let simple = Gesture.parameterless[kind] else {
                error("unknown gesture '\(kind)'; expected \(Gesture.kindList)", at: kindValue.position)
                return nil
            }
            gesture = simple
        }
        if gesture.needsElement {
            needs.append("element")
            allows.append("in")
        }
        var valid = true
        for key in needs where fields[key] == nil {
            // A typeText's text may also come from a field.
            error("gesture '\(kind)' needs '\(key)'\(key == "text" ? " or 'textFrom'" : "")", at: position)
            valid = false
        }
        for key in GraphJSONReader.gestureKeys.dropFirst() where !needs.contains(key) && !allows.contains(key) {
            if let stray = fields[key] {
                error("'\(key)' does not apply to gesture '\(kind)'", at: stray.position)
                valid = false
            }
        }
        let element = string(fields["element"], "element", nonEmpty: true)
        let app = gesture.needsElement ? appTarget(fields["in"]) : .app
        guard valid, !gesture.needsElement || element != nil, let app else { return nil }
        return Interaction(gesture, element: element, in: app)
    }

    /// The app an `in` names: `app` when it is left out, `nil` after an error.
    private mutating func appTarget(_ value: JSONValue?) -> AppTarget? {
        guard let value else { return .app }
        guard let name = string(value, "in") else { return nil }
        guard let app = AppTarget(rawValue: name) else {
            error(GraphJSONReader.unknownApp(name), at: value.position)
            return nil
        }
        return app
    }

    /// The error for an `in` that names no app, with the closest name.
    static func unknownApp(_ name: String) -> String {
        let names = AppTarget.allCases.map(\.rawValue)
        return "unknown app '\(name)'; expected app, system or settings"
            + Suggestion.didYouMean(Suggestion.closest(to: name, among: names))
    }

    private mutating func navigatorAction(_ value: JSONValue) -> NavigatorActionDefinition? {
        guard let fields = members(of: value, "a navigator action", allowed: ["name", "steps"], required: ["name", "steps"]),
            let name = string(fields["name"], "name", nonEmpty: true)
        else { return nil }
        var steps: [NavigatorActionDefinition.Step] = []
        for stepValue in array(fields["steps"], "steps") {
            let kinds = ["goto", "perform", "nowAt", "set"]
            guard let step = members(of: stepValue, "a navigator step", allowed: kinds, required: []) else { continue }
            guard step.count == 1, let (key, argument) = step.first else {
                error(.invalidStructure, "a navigator step needs exactly one of: goto, perform, nowAt, set", at: stepValue.position)
                continue
            }
            switch key {
            case "set": if let statement = expression(argument, key) { steps.append(.set(statement)) }
            default:
                guard let target = string(argument, key, nonEmpty: true) else { continue }
                steps.append(key == "goto" ? .goto(target) : key == "perform" ? .perform(target) : .nowAt(target))
            }
        }
        return NavigatorActionDefinition(name, steps: steps, location: source.position(value.position))
    }
}

/// Turns an ``AppDefinition`` into a ``CompiledApp``, collecting every error.
///
/// Like the graph compiler it never stops at the first problem: an app's author sees
/// all of them in one run, each at its declaration, in source order.
struct AppCompiler {
    private let definition: AppDefinition
    private var diagnostics: [Diagnostic] = []
    private var expressions: ExpressionCompiler
    private var screenIndex: [String: Int] = [:]
    private var overlayIndex: [String: Int] = [:]
    private var predicates: [String: CompiledPredicate] = [:]
    private var statements: [String: CompiledStatement] = [:]
    /// The resources a command of the app requests, as iOS lists them on its Settings page.
    private var requested: Set<ProtectedResource> = []
    /// What is left of the work that "did you mean" may do for this app's errors.
    private var suggestionBudget = Suggestion.sharedBudget

    init(_ definition: AppDefinition) {
        self.definition = definition
        expressions = ExpressionCompiler(layout: StateLayout(definition.settings), strings: StringTable())
    }

    /// Compiles the definition, returning the compiled app or every error found.
    static func compile(_ definition: AppDefinition) -> Result<CompiledApp, GraphError> {
        var compiler = AppCompiler(definition)
        return compiler.run()
    }

    /// An error of its own: every one is a name the app does not declare.
    private mutating func error(_ message: String, at location: SourcePosition?) {
        diagnostics.appendBounded(Diagnostic(.unknownName, message, at: location))
    }

    /// `; did you mean 'NAME'?` for the candidate closest to `name`, or nothing.
    private mutating func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        Suggestion.didYouMean(Suggestion.closest(to: name, among: candidates, budget: &suggestionBudget))
    }

    private var screenNames: some Sequence<String> { definition.screens.lazy.map(\.name) }
    private var overlayNames: some Sequence<String> { definition.overlays.lazy.map(\.identifier) }

    private mutating func run() -> Result<CompiledApp, GraphError> {
        checkSettings()
        declareScreens()
        var elementIndex: [[String: Int]] = []
        for screen in definition.screens {
            elementIndex.append(declareElements(of: screen))
        }
        declareOverlays()
        let initialScreen = checkInitialScreen()
        let networkFailureAlert = checkNetworkFailureAlert()
        var parentIndex: [[Int?]] = []
        for (screen, index) in zip(definition.screens, elementIndex) {
            for element in screen.elements { checkElement(element, on: screen) }
            parentIndex.append(parents(on: screen, index: index))
        }
        for overlay in definition.overlays {
            for button in overlay.buttons {
                check(button.commands, in: "button '\(button.label)' of '\(overlay.identifier)'", at: overlay.location)
            }
        }
        for (description, commands) in definition.customGestures.sorted(by: { $0.key < $1.key }) {
            check(commands, in: "custom gesture '\(description)'", at: definition.customGestureLocations[description])
        }
        guard diagnostics.isEmpty, let initialScreen else {
            return .failure(GraphError(diagnostics: diagnostics.inSourceOrder()))
        }
        return .success(
            CompiledApp(
                layout: expressions.layout, strings: expressions.strings, screenIndex: screenIndex, elementIndex: elementIndex,
                parentIndex: parentIndex, overlayIndex: overlayIndex, initialScreen: initialScreen, networkFailureAlert: networkFailureAlert,
                predicates: predicates, statements: statements,
                requestedResources: ProtectedResource.allCases.filter(requested.contains),
                settlesAfter: definition.screens.map { $0.elements.reduce(0) { max($0, $1.appearsAfter, $1.goneAfter ?? 0) } }))
    }

    // MARK: Names

    private mutating func checkSettings() {
        var seen: [String: SourcePosition?] = [:]
        for field in definition.settings {
            if let first = seen[field.name] {
                diagnostics.appendBounded(.duplicate("setting '\(field.name)'", at: field.location, firstDeclaredAt: first))
            } else {
                seen[field.name] = field.location
            }
        }
    }

    private mutating func declareScreens() {
        for (index, screen) in definition.screens.enumerated() {
            if let first = screenIndex[screen.name] {
                diagnostics.appendBounded(
                    .duplicate("screen '\(screen.name)'", at: screen.location, firstDeclaredAt: definition.screens[first].location))
            } else {
                screenIndex[screen.name] = index
            }
        }
    }

    /// The screen's elements by identifier, reporting a repeated one.
    private mutating func declareElements(of screen: AppScreen) -> [String: Int] {
        var index: [String: Int] = [:]
        for (position, element) in screen.elements.enumerated() {
            if let first = index[element.identifier] {
                diagnostics.appendBounded(
                    .duplicate("element '\(element.identifier)' on screen '\(screen.name)'", at: element.location, firstDeclaredAt: screen.elements[first].location))
            } else {
                index[element.identifier] = position
            }
        }
        return index
    }

    private mutating func declareOverlays() {
        for (index, overlay) in definition.overlays.enumerated() {
            if let first = overlayIndex[overlay.identifier] {
                diagnostics.appendBounded(
                    .duplicate("overlay '\(overlay.identifier)'", at: overlay.location, firstDeclaredAt: definition.overlays[first].location))
            } else {
                overlayIndex[overlay.identifier] = index
            }
        }
    }

    private mutating func checkInitialScreen() -> Int? {
        guard let index = screenIndex[definition.initialScreen] else {
            let suggestion = didYouMean(definition.initialScreen, among: screenNames)
            error(
                "the initial screen '\(definition.initialScreen)' is not a screen of the app\(suggestion)",
                at: definition.initialScreenLocation)
            return nil
        }
        return index
    }

    private mutating func checkNetworkFailureAlert() -> Int? {
        guard let alert = definition.networkFailureAlert else { return nil }
        guard let index = overlayIndex[alert] else {
            error(
                "the network failure alert '\(alert)' is not an overlay of the app\(didYouMean(alert, among: overlayNames))",
                at: definition.networkFailureAlertLocation)
            return nil
        }
        return index
    }

    // MARK: Behaviour

    private mutating func checkElement(_ element: AppElement, on screen: AppScreen) {
        predicate(element.enabledWhen, at: element.location)
        predicate(element.visibleWhen, at: element.location)
        if let setting = element.setting, expressions.layout.entry(named: setting) == nil {
            let suggestion = didYouMean(setting, among: definition.settings.lazy.map(\.name))
            error("element '\(element.identifier)' shows unknown setting '\(setting)'\(suggestion)", at: element.location)
        }
        for (kind, commands) in element.behaviours.sorted(by: { $0.key < $1.key }) {
            check(commands, in: "element '\(element.identifier)' on '\(screen.name)', \(kind)", at: element.location)
        }
    }

    /// Each element's parent as an index, reporting a parent the screen does not have, one
    /// that holds itself through its parents, a back button outside a navigation bar and a
    /// row-spanning element that is not a switch.
    private mutating func parents(on screen: AppScreen, index: [String: Int]) -> [Int?] {
        let parents = screen.elements.map { element in element.parent.flatMap { index[$0] } }
        for (position, element) in screen.elements.enumerated() {
            let place = "element '\(element.identifier)' on '\(screen.name)'"
            if let parent = element.parent, parents[position] == nil {
                error("\(place): no element '\(parent)' to hold it\(didYouMean(parent, among: index.keys.sorted()))", at: element.location)
            }
            // Walking up more steps than the screen has elements means a cycle.
            var above = parents[position]
            var steps = 0
            while let current = above, current != position, steps < parents.count {
                above = parents[current]
                steps += 1
            }
            if above == position {
                diagnostics.appendBounded(Diagnostic(.invalidStructure, "\(place) holds itself through its parents", at: element.location))
            }
            if element.isBackButton,
                element.type != .button || parents[position].map({ screen.elements[$0].type }) != .navigationBar
            {
                diagnostics.appendBounded(
                    Diagnostic(.invalidStructure, "\(place): a back button is a button whose parent is a navigation bar", at: element.location))
            }
            if element.spansRow, element.type != .switch {
                diagnostics.appendBounded(Diagnostic(.invalidStructure, "\(place): only a switch spans its row", at: element.location))
            }
        }
        return parents
    }

    /// Checks the names `commands` use and compiles their expressions; `place` says
    /// whose commands they are, and `location` places an error about a name.
    private mutating func check(_ commands: [AppCommand], in place: String, at location: SourcePosition?) {
        for command in commands {
            switch command {
            case .push(let name), .go(let name), .present(let name), .load(let name, _):
                if screenIndex[name] == nil {
                    error("\(place): no screen '\(name)'\(didYouMean(name, among: screenNames))", at: location)
                }
            case .show(let name):
                if overlayIndex[name] == nil {
                    error("\(place): no alert or banner '\(name)'\(didYouMean(name, among: overlayNames))", at: location)
                }
            case .set(let source):
                statement(source, at: location)
            case .request(let resource, let granted, let denied):
                requested.insert(resource)
                check(granted + denied, in: place, at: location)
            case .network(let success):
                check(success, in: place, at: location)
            case .when(let condition, let then, let otherwise):
                predicate(condition, at: location)
                check(then + otherwise, in: place, at: location)
            case .photoPicker(let picked, let cancelled):
                check(picked + cancelled, in: place, at: location)
            case .pop, .dismiss, .retry, .openSettings, .activate, .endEditing, .limitedLibraryPicker, .pickerChoose, .pickerDone, .pickerCancel:
                break
            }
        }
    }

    // MARK: Expressions

    /// `source`, placed at `fallback` when it was written without a place of its own.
    private func located(_ source: ExpressionSource, _ fallback: SourcePosition?) -> ExpressionSource {
        source.location == nil ? ExpressionSource(source.text, at: fallback) : source
    }

    /// Compiles a predicate once per text; an error is reported at every place the text is written.
    private mutating func predicate(_ source: ExpressionSource?, at fallback: SourcePosition?) {
        guard let source = source.map({ located($0, fallback) }), predicates[source.text] == nil else { return }
        do throws(ExpressionSyntaxError) {
            predicates[source.text] = try expressions.predicate(source)
        } catch {
            diagnostics.appendBounded(source.diagnostic(.invalidExpression, error.message, offset: error.offset))
        }
    }

    /// Compiles a statement once per text; an error is reported at every place the text is written.
    private mutating func statement(_ source: ExpressionSource, at fallback: SourcePosition?) {
        let source = located(source, fallback)
        guard statements[source.text] == nil else { return }
        do throws(ExpressionSyntaxError) {
            statements[source.text] = try expressions.statement(source)
        } catch {
            diagnostics.appendBounded(source.diagnostic(.invalidExpression, error.message, offset: error.offset))
        }
    }
}

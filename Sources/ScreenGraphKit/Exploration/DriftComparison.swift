/// The work of ``GraphDrift``: matching screens, then checking each gesture of the
/// authored graph against the inventory.
struct DriftComparison {
    let authored: GraphDefinition
    let inventory: AppInventory
    /// What the exploration behind an inferred graph file left alone.
    let acting: ExplorationOptions
    /// The inferred screens each authored screen matched, by its name.
    var matches: [String: [Int]] = [:]
    /// The elements each inferred screen's authored gestures act on.
    var usedElements: [Int: Set<AppInventory.Element>] = [:]
    var findings: [GraphDrift.Finding] = []

    init(authored: GraphDefinition, inventory: AppInventory, acting: ExplorationOptions = ExplorationOptions()) {
        self.authored = authored
        self.inventory = inventory
        self.acting = acting
    }

    /// One gesture of a screen: an edge, an action or the back gesture.
    struct AuthoredGesture {
        var interaction: Interaction
        /// The screens it may lead to; `nil` when anywhere (a back gesture, a name the graph does not know).
        var targets: [String]?
        var isGuarded: Bool
        var location: SourcePosition?
    }

    mutating func run() {
        for screen in authored.screens { matches[screen.name] = match(screen) }
        for screen in authored.screens {
            let found = matches[screen.name] ?? []
            if found.isEmpty {
                checkGone(screen)
                continue
            }
            let gestures = self.gestures(of: screen)
            var reported = Set<String>()
            for gesture in gestures {
                guard let identifier = gesture.interaction.element else { continue }
                let element = AppInventory.Element(app: gesture.interaction.app, identifier: identifier)
                for index in found { usedElements[index, default: []].insert(element) }
                guard found.contains(where: { inventory.screens[$0].reachable.contains(element) }) else {
                    if reported.insert("gone \(element)").inserted { checkGone(element, of: gesture, on: screen, found) }
                    continue
                }
                checkTargets(of: gesture, among: gestures, on: screen, found, reported: &reported)
            }
        }
    }

    /// In the authored file's order.
    mutating func sortFindings() {
        findings.sort { ($0.diagnostic.location?.line ?? 0, $0.diagnostic.location?.column ?? 0) < ($1.diagnostic.location?.line ?? 0, $1.diagnostic.location?.column ?? 0) }
    }

    // MARK: Matching

    /// The inferred screens where the screen's identity held, when the exploration
    /// checked it, else that show its `waitFor` element; without one, those that hold
    /// most of the elements its gestures act on.
    func match(_ screen: ScreenDefinition) -> [Int] {
        if let wait = screen.waitFor {
            guard wait.until == .exists else { return [] }
            if inventory.checkedIdentities { return inventory.screens.indices.filter { inventory.screens[$0].identities.contains(screen.name) } }
            let element = AppInventory.Element(app: wait.app, identifier: wait.element)
            return inventory.screens.indices.filter { inventory.screens[$0].present.contains(element) }
        }
        let elements = Set(gestures(of: screen).compactMap { gesture in
            gesture.interaction.element.map { AppInventory.Element(app: gesture.interaction.app, identifier: $0) }
        })
        let scores = inventory.screens.map { $0.present.intersection(elements).count }
        guard let best = scores.max(), best > 0 else { return [] }
        return scores.indices.filter { scores[$0] == best }
    }

    /// The screen's edges, actions and back gesture, with where each may lead.
    func gestures(of screen: ScreenDefinition) -> [AuthoredGesture] {
        var gestures: [AuthoredGesture] = []
        for edge in screen.edges {
            gestures.append(AuthoredGesture(interaction: edge.interaction, targets: targets(of: edge.to, from: screen), isGuarded: edge.condition != nil, location: edge.location))
        }
        for action in screen.actions {
            guard let interaction = action.interaction else { continue }
            gestures.append(
                AuthoredGesture(
                    interaction: interaction, targets: action.then.map { targets(of: $0, from: screen) } ?? stays(screen),
                    isGuarded: action.condition != nil, location: action.location))
        }
        if let back = screen.back {
            gestures.append(AuthoredGesture(interaction: back.interaction, targets: nil, isGuarded: false, location: back.location))
        }
        return gestures
    }

    /// The screens a move to `name` ends on: the screen, or where the action it names leads.
    func targets(of name: String, from screen: ScreenDefinition) -> [String]? {
        if authored.screens.contains(where: { $0.name == name }) { return [name] }
        let actions = authored.actions.filter { $0.name == name } + authored.screens.flatMap(\.actions).filter { $0.name == name }
        guard !actions.isEmpty else { return nil }
        var names: [String] = []
        for action in actions {
            guard let then = action.then else {
                guard let stays = stays(screen) else { return nil }
                names += stays
                continue
            }
            guard authored.screens.contains(where: { $0.name == then }) else { return nil }
            names.append(then)
        }
        return names
    }

    /// Where an action without a `then` leaves the app: on its screen, or, when the
    /// screen closes on use, wherever it was entered from.
    func stays(_ screen: ScreenDefinition) -> [String]? {
        screen.dismissOnUse ? nil : [screen.name]
    }

    /// The screens a move to `names` may be seen arriving on: those, and the screens
    /// their `noop` edges lead to (a page that loads by itself), transitively.
    func arrivals(_ names: [String]) -> Set<Int> {
        var seen = Set(names)
        var pending = names
        while let name = pending.popLast() {
            guard let screen = authored.screens.first(where: { $0.name == name }) else { continue }
            for edge in screen.edges where edge.interaction.gesture == .noop {
                for next in targets(of: edge.to, from: screen) ?? [] where seen.insert(next).inserted { pending.append(next) }
            }
        }
        return Set(seen.flatMap { matches[$0] ?? [] })
    }

    // MARK: Checks

    /// A screen matched by nothing: gone when an unguarded gesture of the graph into it
    /// was tried and never arrived there or where the screen leads by itself (a
    /// loading page seen already loaded).
    mutating func checkGone(_ screen: ScreenDefinition) {
        guard let wait = screen.waitFor, wait.until == .exists else { return }
        let arrivals = arrivals([screen.name])
        var tried = false
        for other in authored.screens where other.name != screen.name {
            let found = matches[other.name] ?? []
            for gesture in gestures(of: other) where gesture.targets == [screen.name] && !gesture.isGuarded {
                let seen = inventory.moves.filter {
                    found.contains($0.from) && sameGesture($0.interaction, gesture.interaction) && sameText($0.interaction, gesture.interaction)
                }
                if seen.contains(where: { $0.to.map(arrivals.contains) ?? true }) { return }
                if !seen.isEmpty { tried = true }
            }
        }
        guard tried else { return }
        let all = inventory.screens.flatMap(\.present).filter { $0.app == wait.app }.map(\.identifier)
        let suggestion = Suggestion.closest(to: wait.element, among: Set(all).sorted())
        add(
            .screenGone,
            "the app no longer has screen '\(screen.name)': its waitFor element '\(wait.element)' was never seen\(Suggestion.didYouMean(suggestion))",
            at: wait.location ?? screen.location)
    }

    /// An element a gesture acts on that no match of its screen lets a tap reach.
    ///
    /// An exploration saw every element: the element is gone unless the gesture is
    /// guarded (the state that shows it may not have been reached) and nothing unknown
    /// to the graph looks like it. A graph file names only the elements acted on: the
    /// element is gone when something unknown to the graph looks like it (a rename),
    /// or when the explorer would have acted on it (an unguarded tap, typing, a
    /// toggle) and the exploration would not have left it alone (dangerous or denied:
    /// ``ExplorationOptions/denies(identifier:label:)``, a file keeping no label).
    mutating func checkGone(_ element: AppInventory.Element, of gesture: AuthoredGesture, on screen: ScreenDefinition, _ found: [Int]) {
        // A name the graph uses anywhere is no rename of this one (a page's other links).
        let known = Set(authored.elementNames + gestures(of: screen).compactMap(\.interaction.element) + [screen.waitFor?.element].compactMap { $0 })
        let candidates = found.flatMap { inventory.screens[$0].reachable }.filter { $0.app == element.app && !known.contains($0.identifier) }
        let suggestion = Suggestion.closest(to: element.identifier, among: Set(candidates.map(\.identifier)).sorted())
        let present = found.contains { inventory.screens[$0].present.contains(element) }
        if inventory.isComplete {
            guard !gesture.isGuarded || suggestion != nil else { return }
        } else {
            let leftAlone = acting.denies(identifier: element.identifier, label: element.identifier)
            let tried = [Gesture.tap.kind, "typeText", Gesture.toggleOn.kind, Gesture.toggleOff.kind].contains(gesture.interaction.gesture.kind)
            guard suggestion != nil || (!leftAlone && !gesture.isGuarded && tried && !present) else { return }
        }
        let what = present ? "is covered or cannot be acted on" : "is gone"
        add(
            .elementGone, "element '\(element.identifier)' \(what) from screen '\(screen.name)'\(Suggestion.didYouMean(present ? nil : suggestion))",
            at: gesture.location)
    }

    /// What the app did for the gesture, against what the graph's edges for the same
    /// gesture and element allow.
    mutating func checkTargets(
        of gesture: AuthoredGesture, among gestures: [AuthoredGesture], on screen: ScreenDefinition, _ found: [Int], reported: inout Set<String>
    ) {
        let alternatives = gestures.filter { sameGesture($0.interaction, gesture.interaction) }
        guard reported.insert("target \(gesture.interaction)").inserted, let first = alternatives.first else { return }
        var names: [String] = []
        for alternative in alternatives {
            // A back gesture, or a move to wherever the screen was entered from: anywhere.
            guard let targets = alternative.targets else { return }
            names += targets
        }
        // One guarded edge says nothing of the states its guard excludes.
        if alternatives.count == 1, first.isGuarded { return }
        let allowed = arrivals(names)
        let seen = inventory.moves.filter { found.contains($0.from) && sameGesture($0.interaction, gesture.interaction) && sameText($0.interaction, gesture.interaction) }
        let targets = seen.compactMap(\.to)
        // Hidden state (a permission, a setting) may send the same gesture elsewhere at
        // times: drift is when it never arrived where the graph says.
        guard let arrived = targets.first, !targets.contains(where: allowed.contains) else { return }
        let stayed = targets.allSatisfy(found.contains)
        if stayed, alternatives.contains(where: \.isGuarded) { return }
        let said = Array(Set(names)).sorted().joined(separator: ", ")
        let guards = alternatives.allSatisfy(\.isGuarded) ? ", contradicting its guards" : ""
        let outcome = stayed ? "stayed on '\(screen.name)'" : "led to \(describe(targets.first { !found.contains($0) } ?? arrived))"
        add(.wrongTarget, "\(gesture.interaction.description) on '\(screen.name)' \(outcome), where the graph says \(said)\(guards)", at: first.location)
    }

    /// Typing compares by what was typed too: other text may lead elsewhere.
    func sameText(_ a: Interaction, _ b: Interaction) -> Bool {
        if case .typeText(let typed) = a.gesture, case .typeText(let said) = b.gesture { return typed == said }
        return true
    }

    /// An inferred screen as the authored graph knows it.
    func describe(_ screen: Int) -> String {
        let names = authored.screens.map(\.name).filter { matches[$0]?.contains(screen) == true }
        guard !names.isEmpty else { return "a screen the graph does not have (\(inventory.screens[screen].name))" }
        return names.map { "'\($0)'" }.joined(separator: " or ")
    }

    /// Gestures match by kind and element: `press(3)` is the explorer's `press`.
    func sameGesture(_ a: Interaction, _ b: Interaction) -> Bool {
        a.gesture.kind == b.gesture.kind && a.element == b.element && a.app == b.app
    }

    mutating func add(_ kind: GraphDrift.Kind, _ message: String, at location: SourcePosition?) {
        findings.append(GraphDrift.Finding(kind: kind, diagnostic: Diagnostic(kind.code, message, at: location)))
    }
}

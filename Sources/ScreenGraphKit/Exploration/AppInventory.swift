/// What is known of an app for a comparison: its screens, the elements on each, and
/// the moves seen between them. Made from an exploration (every element it saw) or
/// from an inferred graph file (each screen's identity element and the elements its
/// edges act on).
struct AppInventory {
    struct Element: Hashable {
        var app: AppTarget
        var identifier: String
    }

    struct Screen {
        var name: String
        /// The elements the explorer acted on, for coverage.
        var actionable: [Element]
        /// The elements a gesture reaches: on top when seen.
        var reachable: Set<Element>
        /// Every element seen, covered or not.
        var present: Set<Element>
        /// The authored screens whose identity held on it, when the exploration checked them.
        var identities: Set<String> = []
    }

    struct Move {
        var from: Int
        var interaction: Interaction
        /// `nil` for a back gesture: wherever the screen was entered from.
        var to: Int?
    }

    var screens: [Screen] = []
    var moves: [Move] = []
    /// Whether every element of every screen is known (an exploration), or only those a
    /// graph file names (its waitFor and the elements its edges act on).
    var isComplete: Bool
    /// Whether the exploration checked the authored screens' identities on every look.
    var checkedIdentities = false

    /// Everything an exploration saw.
    init(_ exploration: Exploration) {
        isComplete = true
        checkedIdentities = exploration.checkedIdentities
        let names = exploration.screenNames()
        for (index, screen) in exploration.screens.enumerated() {
            func elements(_ filter: (ObservedElement) -> Bool) -> [Element] {
                screen.elements.filter(filter).map { Element(app: $0.app, identifier: $0.identifier) }
            }
            let acted = Set(exploration.transitions.filter { $0.from == index }.compactMap { transition in
                transition.interaction.element.map { Element(app: transition.interaction.app, identifier: $0) }
            })
            screens.append(
                Screen(
                    name: names[index], actionable: elements(\.isActionable).filter(acted.contains), reachable: Set(elements(\.isHittable)),
                    present: Set(elements { _ in true }), identities: Set(screen.identities)))
        }
        moves = exploration.transitions.map { Move(from: $0.from, interaction: $0.interaction, to: $0.to) }
    }

    /// What an inferred graph says: the identity element of each screen and the
    /// elements its edges, actions and back gesture act on.
    init(_ inferred: GraphDefinition) {
        isComplete = false
        var index: [String: Int] = [:]
        for screen in inferred.screens where index[screen.name] == nil { index[screen.name] = index.count }
        for screen in inferred.screens {
            guard let from = index[screen.name], from == screens.count else { continue }
            var actionable: [Element] = []
            var present = Set<Element>()
            if let wait = screen.waitFor, wait.until == .exists { present.insert(Element(app: wait.app, identifier: wait.element)) }
            // An action may end anywhere its chain goes, as a back gesture may: no target.
            let gestures = screen.edges.map { ($0.interaction, index[$0.to]) } + screen.actions.compactMap { $0.interaction.map { ($0, nil) } }
                + (screen.back.map { [($0.interaction, nil)] } ?? [])
            for (interaction, to) in gestures {
                guard let identifier = interaction.element else { continue }
                let element = Element(app: interaction.app, identifier: identifier)
                if !actionable.contains(element) { actionable.append(element) }
                present.insert(element)
                moves.append(Move(from: from, interaction: interaction, to: to))
            }
            screens.append(Screen(name: screen.name, actionable: actionable, reachable: present, present: present))
        }
    }
}

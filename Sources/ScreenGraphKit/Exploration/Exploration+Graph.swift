extension Exploration {
    /// The exploration as a graph: a screen per signature, named after its identity
    /// element and waiting for it; an edge per gesture and target seen; a back gesture
    /// where a gesture always led back to the screen before.
    ///
    /// A screen's identity element is the first identified element that is on top (a
    /// tap would reach it) and cannot be acted on (a title, an alert, a list), or, when
    /// it has none, the first it can. A gesture that changed nothing is written as a
    /// self-loop only when it is the element's first gesture with no other edge, so
    /// every element acted on appears once.
    ///
    /// - Complexity: O(V + E log E).
    package func graphDefinition(name: String? = nil) -> GraphDefinition {
        let names = screenNames()
        var definition = GraphDefinition(name: name, start: names.first)
        for index in screens.indices {
            var written = ScreenDefinition(names[index])
            if let identity = identityElement(of: index) {
                written.waitFor = WaitDefinition(identity.identifier, in: identity.app)
            }
            let outgoing = transitions.filter { $0.from == index }
            var interactions: [Interaction] = []
            for transition in outgoing where !interactions.contains(transition.interaction) { interactions.append(transition.interaction) }
            interactions.sort { ($0.element ?? "", $0.app.rawValue, rank($0.gesture)) < ($1.element ?? "", $1.app.rawValue, rank($1.gesture)) }
            var elementsWritten = Set<String>()
            var firstTargets: [String: Set<Int>] = [:]
            for interaction in interactions {
                let seen = outgoing.filter { $0.interaction == interaction }
                let element = (interaction.app.rawValue, interaction.element ?? "")
                let key = element.0 + " " + element.1
                if written.back == nil, interaction.gesture == .tap, seen.allSatisfy({ $0.returns == $0.count && $0.to != index }) {
                    written.back = BackDefinition(interaction)
                    elementsWritten.insert(key)
                    continue
                }
                // A second gesture (a press where a tap does the same) adds nothing.
                let targets = Set(seen.map(\.to)).subtracting([index])
                if let first = firstTargets[key], first == targets { continue }
                firstTargets[key] = firstTargets[key] ?? targets
                for transition in seen where transition.to != index {
                    written.edges.append(EdgeDefinition(to: names[transition.to], interaction))
                    elementsWritten.insert(key)
                }
            }
            for interaction in interactions where !elementsWritten.contains(interaction.app.rawValue + " " + (interaction.element ?? "")) {
                written.edges.append(EdgeDefinition(to: names[index], interaction))
                elementsWritten.insert(interaction.app.rawValue + " " + (interaction.element ?? ""))
            }
            definition.screens.append(written)
        }
        return definition
    }

    /// The order of an element's gestures: its first (a tap, typing, a toggle) before the rest.
    private func rank(_ gesture: Gesture) -> Int {
        switch gesture {
        case .tap, .typeText, .toggleOn: 0
        case .toggleOff: 1
        case .press: 2
        default: 3
        }
    }

    /// The element a screen is known by: see ``graphDefinition(name:)``.
    func identityElement(of screen: Int) -> ObservedElement? {
        let elements = screens[screen].elements
        return elements.first { $0.isHittable && !$0.isActionable } ?? elements.first { $0.isActionable } ?? elements.first
    }

    /// A name per screen: the authored screen whose identity held on it alone, else its
    /// identity element's identifier in UpperCamelCase (`feed.list` → `FeedList`),
    /// numbered when two screens would share one.
    package func screenNames() -> [String] {
        var used: [String: Int] = [:]
        return screens.indices.map { index in
            let identities = screens[index].identities
            var base = identities.count == 1 ? identities[0] : ""
            if identities.count != 1 {
                for part in (identityElement(of: index)?.identifier ?? "").split(whereSeparator: { !($0.isASCII && ($0.isLetter || $0.isNumber)) }) {
                    base += part.prefix(1).uppercased() + part.dropFirst()
                }
            }
            if base.isEmpty || base.first?.isNumber == true { base = "Screen" + base }
            let count = used[base, default: 0] + 1
            used[base] = count
            return count == 1 ? base : base + String(count)
        }
    }
}

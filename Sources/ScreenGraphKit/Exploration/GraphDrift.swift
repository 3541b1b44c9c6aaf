/// Where an authored graph and its app disagree, found by comparing the graph with
/// what an exploration of the app saw, or with the graph an exploration wrote.
///
/// Screens match by their identity elements: an authored screen is the inferred
/// screens that show its `waitFor` element (or, without one, those that hold most of
/// the elements its edges act on). Edges match by gesture and element. What it finds,
/// each at the authored file's line:
/// - a screen the app no longer has (``GraphDrift/Kind/screenGone``): its `waitFor`
///   element is nowhere, and a gesture into it was tried;
/// - an element gone (``GraphDrift/Kind/elementGone``): an edge, back gesture or
///   `waitFor` names an element its screen no longer has, or no longer lets a tap
///   reach, with "did you mean" for a renamed identifier;
/// - a gesture that led elsewhere (``GraphDrift/Kind/wrongTarget``): the app went
///   where no edge of the graph for that gesture and element says, contradicting the
///   edges' guards when they have some.
///
/// It also reports how much of the app the graph covers: the inferred screens some
/// authored screen matches, and the actionable elements some gesture of the graph
/// acts on. What the exploration never tried (a gesture it does not make, a screen
/// behind a custom gesture) is not drift.
///
/// ```swift
/// let drift = GraphDrift(authored: authored, exploration: exploration)
/// for finding in drift.findings { print(finding) }
/// ```
package struct GraphDrift: Sendable {
    /// What a finding is about.
    package enum Kind: String, Sendable {
        case screenGone, elementGone, wrongTarget
        /// A step of the graph's tour failed for another reason (a closure of the graph
        /// threw, an effect overflowed).
        case routeFailed
    }

    /// One disagreement, located in the authored graph.
    package struct Finding: Sendable {
        package var kind: Kind
        package var diagnostic: Diagnostic
    }

    /// The findings, in the authored graph's order.
    package var findings: [Finding] = []
    /// Each authored screen with the inferred screens it matched, in the authored order;
    /// an empty list for one not found.
    package var screenMatches: [(authored: String, inferred: [String])] = []
    /// Inferred screens no authored screen matches, by name.
    package var uncoveredScreens: [String] = []
    /// Actionable elements of matched screens that no gesture of the graph acts on:
    /// `ScreenName: identifier`.
    package var uncoveredElements: [String] = []
    /// Inferred screens, and how many an authored screen matches.
    package var screenCoverage: (covered: Int, total: Int) = (0, 0)
    /// Actionable elements of the app (per screen), and how many the graph acts on.
    package var elementCoverage: (covered: Int, total: Int) = (0, 0)

    /// Compares an authored graph with what an exploration saw: every element of every screen.
    ///
    /// - Complexity: O(V × E) in the authored graph's screens and edges, plus the inferred ones.
    package init(authored: GraphDefinition, exploration: Exploration) {
        self.init(authored: authored, inventory: AppInventory(exploration))
    }

    /// Compares an authored graph with a graph written by an exploration. `acting`
    /// says what that exploration was told to leave alone (its deny list, whether it
    /// took dangerous gestures): an element it would never act on is not reported gone
    /// for want of a gesture on it.
    ///
    /// - Complexity: O(V × E) in the authored graph's screens and edges, plus the inferred ones.
    package init(authored: GraphDefinition, inferred: GraphDefinition, acting: ExplorationOptions = ExplorationOptions()) {
        self.init(authored: authored, inventory: AppInventory(inferred), acting: acting)
    }

    /// Compares an authored graph with what an exploration saw and with how the graph's
    /// own tour went when driven on the app: a failed route is reported at the line of
    /// the gesture that went wrong, unless the exploration already reported that line.
    ///
    /// - Complexity: O(V × E) in the authored graph's screens and edges, plus the
    ///   inferred ones, plus O(f × (V + E)) in the failed routes.
    package init(authored: GraphDefinition, exploration: Exploration, tour: DrivenTour) {
        self.init(authored: authored, inventory: AppInventory(exploration), tour: tour)
    }

    /// Whether there is drift: any finding.
    package var hasDrift: Bool { !findings.isEmpty }

    init(authored: GraphDefinition, inventory: AppInventory, tour: DrivenTour? = nil, acting: ExplorationOptions = ExplorationOptions()) {
        var comparison = DriftComparison(authored: authored, inventory: inventory, acting: acting)
        comparison.run()
        if let tour { comparison.report(tour) }
        comparison.sortFindings()
        findings = comparison.findings
        screenMatches = authored.screens.map { screen in
            (screen.name, (comparison.matches[screen.name] ?? []).map { inventory.screens[$0].name })
        }
        let matched = Set(comparison.matches.values.joined())
        uncoveredScreens = inventory.screens.indices.filter { !matched.contains($0) }.map { inventory.screens[$0].name }
        screenCoverage = (matched.count, inventory.screens.count)
        var covered = 0
        var total = 0
        for index in inventory.screens.indices.sorted() where matched.contains(index) {
            let used = comparison.usedElements[index] ?? []
            for element in inventory.screens[index].actionable {
                total += 1
                if used.contains(element) { covered += 1 } else { uncoveredElements.append("\(inventory.screens[index].name): \(element.identifier)") }
            }
        }
        elementCoverage = (covered, total)
    }
}

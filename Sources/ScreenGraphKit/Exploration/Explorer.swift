/// Learns a graph from a running app: tries every gesture on every screen it finds,
/// within a budget of steps, through any ``AppBackend``.
///
/// Each session starts with `startSession`, which launches the app afresh (a new
/// simulated app, a new browser page) and may take it somewhere first (logged in, on
/// a screen the authored graph reaches). The explorer tries, on the screen it is on,
/// the first gesture not tried there yet; when the screen has none, it starts a new
/// session and replays the gestures that first reached a screen that still has some.
/// Once every gesture of every screen is tried, it walks at random, taking the
/// gestures taken least so far, to see what depends on state it cannot see (a
/// permission granted, a setting changed). Everything it picks among equals is picked
/// with the seed, so the same seed against the same app gives the same exploration.
///
/// ```swift
/// let definition = try AppDefinition(contentsOfFile: "Graphs/Apps/VideoSharing.json")
/// let explorer = Explorer(options: ExplorationOptions(seed: 1)) {
///     let simulated = try SimulatedApp(definition, seed: 1)
///     simulated.app.launch()
///     return simulated.app
/// }
/// let exploration = try explorer.explore()
/// print(exploration.graphDefinition().screens.count)
/// ```
package final class Explorer {
    package let options: ExplorationOptions
    private let startSession: (Int) throws -> TestApp
    /// How many places a session may start from; the starts not opened yet.
    private let startCount: Int
    private var unopenedStarts: [Int]
    private var exploration: Exploration
    private var rng: SplitMix64
    /// The screens with a signature: one, or several that are not near-duplicates.
    private var screenOfSignature: [[String]: [Int]] = [:]
    /// The index of each transition, by its screen, gesture and target.
    private var transitionIndex: [TransitionKey: Int] = [:]
    /// The transitions (by index) out of each screen to another, in the order first seen.
    private var outgoing: [Int: [Int]] = [:]
    private var tried: Set<ActionKey> = []
    private var taken: [ActionKey: Int] = [:]
    /// Screens whose replay did not arrive there, and how often.
    private var missedReplays: [Int: Int] = [:]
    /// The elements acted on anywhere, by tree and name; with
    /// ``ExplorationOptions/prefersNewElements``, whether a screen still has one not.
    private var actedOn: Set<String> = []
    private var newElementsLeft = false

    // The session: its app, where it is, the screens it passed and the gestures since launch.
    private var app: TestApp?
    private var driver: TestAppDriver?
    private var current: Int?
    private var sessionStart = 0
    private var history: [Int] = []
    private var sessionPath: [Interaction] = []

    /// The most steps walked towards an untried gesture before replaying from launch instead.
    static let walkLimit = 12

    private struct ActionKey: Hashable {
        var screen: Int
        var interaction: Interaction
    }

    private struct TransitionKey: Hashable {
        var action: ActionKey
        var to: Int
    }

    /// An explorer whose sessions start with `startSession`.
    ///
    /// - Parameter startSession: launches the app afresh and returns it; it may throw
    ///   when the app cannot be started (or taken where the exploration begins).
    package convenience init(options: ExplorationOptions, startSession: @escaping () throws -> TestApp) {
        self.init(options: options, starts: 1) { _ in try startSession() }
    }

    /// An explorer whose sessions start in one of `starts` places (logged out, and
    /// logged in, say): `startSession(i)` launches the app afresh and takes it to place
    /// `i`. Every place is opened once its first session's screen has nothing left to
    /// try; a replay starts where the screen was first reached from.
    package init(options: ExplorationOptions, starts: Int, startSession: @escaping (Int) throws -> TestApp) {
        self.options = options
        self.startSession = startSession
        startCount = max(1, starts)
        unopenedStarts = Array(1..<max(1, starts))
        exploration = Exploration(seed: options.seed)
        exploration.checkedIdentities = !options.identities.isEmpty
        rng = SplitMix64(seed: options.seed)
    }

    /// Explores until the budget of steps is spent.
    ///
    /// - Parameter progress: called after each step with the steps taken and the
    ///   screens found.
    /// - Returns: the screens and transitions seen.
    /// - Throws: what `startSession` throws.
    /// - Complexity: O(steps × n log n) in the elements of a screen, besides the app's own time.
    package func explore(progress: (_ steps: Int, _ screens: Int) -> Void = { _, _ in }) throws -> Exploration {
        var lastNews = 0
        var walked = 0
        while exploration.steps < options.steps {
            let known = (exploration.screens.count, exploration.transitions.count)
            defer { if (exploration.screens.count, exploration.transitions.count) != known { lastNews = exploration.steps } }
            if options.prefersNewElements {
                newElementsLeft = exploration.screens.indices.contains { screen in
                    (missedReplays[screen] ?? 0) < 2
                        && exploration.screens[screen].actions.contains { isNew($0) && !tried.contains(ActionKey(screen: screen, interaction: $0)) }
                }
            }
            if let quiet = options.quietSteps, exploration.steps - lastNews >= quiet, untriedScreen() == nil { break }
            guard let here = current else {
                try newSession(start: sessionStart)
                continue
            }
            if let action = untried(on: here) {
                walked = 0
                perform(action, from: here)
            } else if !unopenedStarts.isEmpty {
                try newSession(start: unopenedStarts.removeFirst())
            } else if walked < Explorer.walkLimit, let step = firstStepToUntried(from: here) {
                // Walking by transitions seen is cheaper than a replay from launch, until
                // state the explorer cannot see sends it elsewhere too often.
                walked += 1
                perform(step, from: here)
            } else if let target = untriedScreen() {
                walked = 0
                try replay(to: target)
            } else if sessionPath.count < options.sessionLength, let action = leastTaken(on: here) {
                perform(action, from: here)
            } else {
                try newSession(start: startCount > 1 ? Int(rng.next() % UInt64(startCount)) : 0)
            }
            progress(exploration.steps, exploration.screens.count)
        }
        exploration.untriedGestures = exploration.screens.indices.reduce(0) { total, screen in
            total + exploration.screens[screen].actions.filter { !tried.contains(ActionKey(screen: screen, interaction: $0)) }.count
        }
        return exploration
    }

    // MARK: Sessions

    private func newSession(start: Int) throws {
        let started = try startSession(start)
        sessionStart = start
        let driver = TestAppDriver(app: started)
        driver.elementTimeout = 0
        app = started
        self.driver = driver
        sessionPath = []
        history = []
        current = observe(arrivingBy: [])
        history = current.map { [$0] } ?? []
    }

    /// Starts a session and replays the gestures that first reached `target`.
    private func replay(to target: Int) throws {
        try newSession(start: exploration.screens[target].start)
        for interaction in exploration.screens[target].path {
            guard exploration.steps < options.steps, let here = current else { return }
            perform(interaction, from: here)
        }
        if current != target { missedReplays[target, default: 0] += 1 }
    }

    // MARK: Steps

    /// The first gesture of the screen not tried yet: while any screen has one on an
    /// element never acted on, only such a gesture.
    private func untried(on screen: Int) -> Interaction? {
        exploration.screens[screen].actions.first { !tried.contains(ActionKey(screen: screen, interaction: $0)) && (!newElementsLeft || isNew($0)) }
    }

    private func isNew(_ interaction: Interaction) -> Bool { !actedOn.contains(interaction.app.rawValue + " " + (interaction.element ?? "")) }

    /// The first gesture of the shortest way, by transitions seen, from `screen` to a
    /// screen with a gesture not tried yet; `nil` when none is reachable that way.
    ///
    /// - Complexity: O(V + E) in the screens and transitions seen.
    private func firstStepToUntried(from screen: Int) -> Interaction? {
        var first: [Int: Interaction] = [:]
        var queue = [screen]
        var visited: Set<Int> = [screen]
        var head = 0
        while head < queue.count {
            let here = queue[head]
            head += 1
            for index in outgoing[here] ?? [] {
                let transition = exploration.transitions[index]
                guard visited.insert(transition.to).inserted else { continue }
                let step = first[here] ?? transition.interaction
                if untried(on: transition.to) != nil { return step }
                first[transition.to] = step
                queue.append(transition.to)
            }
        }
        return nil
    }

    /// The first screen with a gesture not tried yet that a replay can still reach.
    private func untriedScreen() -> Int? {
        exploration.screens.indices.first { untried(on: $0) != nil && (missedReplays[$0] ?? 0) < 2 }
    }

    private func leastTaken(on screen: Int) -> Interaction? {
        let actions = exploration.screens[screen].actions
        guard let fewest = actions.map({ taken[ActionKey(screen: screen, interaction: $0)] ?? 0 }).min() else { return nil }
        let candidates = actions.filter { (taken[ActionKey(screen: screen, interaction: $0)] ?? 0) == fewest }
        return candidates[Int(rng.next() % UInt64(candidates.count))]
    }

    private func perform(_ interaction: Interaction, from screen: Int) {
        guard let driver else { return }
        let key = ActionKey(screen: screen, interaction: interaction)
        tried.insert(key)
        if options.prefersNewElements { actedOn.insert(interaction.app.rawValue + " " + (interaction.element ?? "")) }
        taken[key, default: 0] += 1
        exploration.steps += 1
        sessionPath.append(interaction)
        do {
            try driver.perform(interaction)
        } catch {
            exploration.failedGestures.append((screen, interaction, error.message))
        }
        settle()
        guard let arrived = observe(arrivingBy: sessionPath) else { return }
        let returned = history.count >= 2 && history[history.count - 2] == arrived
        record(TransitionKey(action: key, to: arrived), returned: returned)
        if returned {
            history.removeLast()
        } else if arrived != screen {
            history.append(arrived)
        }
        current = arrived
    }

    private func record(_ key: TransitionKey, returned: Bool) {
        if let index = transitionIndex[key] {
            exploration.transitions[index].count += 1
            if returned { exploration.transitions[index].returns += 1 }
        } else {
            transitionIndex[key] = exploration.transitions.count
            if key.action.screen != key.to { outgoing[key.action.screen, default: []].append(exploration.transitions.count) }
            exploration.transitions.append(
                Exploration.Transition(from: key.action.screen, interaction: key.action.interaction, to: key.to, count: 1, returns: returned ? 1 : 0))
        }
    }

    /// Gives the app the settle time: waits for an element no app has.
    private func settle() {
        guard options.settleTime > 0, let app else { return }
        let nothing = ElementPath(app: .app, steps: [.descendants(.any), .identifier("\u{1}screengraph.settle"), .only])
        _ = app.backend.wait(for: nothing, until: .exists, timeout: options.settleTime)
    }

    // MARK: Screens

    /// The screen the app shows now, added when new.
    private func observe(arrivingBy path: [Interaction]) -> Int? {
        guard let app else { return nil }
        let observation = ScreenObservation(of: app, abstraction: options.abstraction, identities: options.identities)
        // What failed while looking (a listing an open dialog refused) is no gesture's failure.
        _ = app.backend.takeFailures()
        // Same actionable elements, and what else shows only grew or shrank (a label that
        // loads late, an empty-list placeholder): a near-duplicate, merged. Screens that
        // each show something the other does not (two panels under one tab bar) differ.
        let others = Set(observation.others)
        let candidates = screenOfSignature[observation.signature] ?? []
        if let known = candidates.first(where: { index in
            exploration.screens[index].variants.contains { variant in
                let seen = Set(variant)
                return seen.isSubset(of: others) || others.isSubset(of: seen)
            }
        }) {
            merge(observation, into: known)
            // A shorter way from launch makes every later replay to it shorter.
            if path.count < exploration.screens[known].path.count, missedReplays[known] == nil {
                exploration.screens[known].path = path
                exploration.screens[known].start = sessionStart
            }
            return known
        }
        let index = exploration.screens.count
        screenOfSignature[observation.signature, default: []].append(index)
        exploration.screens.append(
            Exploration.Screen(
                signature: observation.signature, elements: observation.elements, start: sessionStart, path: path,
                identities: observation.identities, variants: [observation.others], actions: actions(of: observation, screen: index)))
        return index
    }

    private func merge(_ observation: ScreenObservation, into screen: Int) {
        if !exploration.screens[screen].variants.contains(observation.others) {
            exploration.screens[screen].variants.append(observation.others)
        }
        for element in observation.elements where !exploration.screens[screen].elements.contains(where: { $0.isSame(as: element) }) {
            exploration.screens[screen].elements.append(element)
        }
    }

    /// The gestures to try on a new screen: one element of each counted key, those
    /// neither dangerous nor denied, in an order drawn with the seed.
    private func actions(of observation: ScreenObservation, screen: Int) -> [Interaction] {
        var seen = Set<String>()
        var actions: [Interaction] = []
        for element in observation.elements where element.isActionable {
            let abstraction = options.abstraction
            guard !abstraction.ignoredIdentifiers.contains(element.identifier),
                seen.insert(ScreenObservation.key(element, abstraction)).inserted
            else { continue }
            if isDenied(element) {
                exploration.deniedElements.append((screen, element))
                continue
            }
            actions += gestures(for: element).map { Interaction($0, element: element.identifier, in: element.app) }
        }
        actions.shuffle(using: &rng)
        return actions
    }

    private func isDenied(_ element: ObservedElement) -> Bool {
        if options.deniedElements.contains(element.identifier) || options.deniedElements.contains(element.label) { return true }
        guard !options.allowsDangerousActions else { return false }
        let words = (element.identifier + " " + element.label).lowercased()
        return options.abstraction.dangerousWords.contains { words.contains($0) }
    }

    /// The gestures tried on an element, by its role.
    func gestures(for element: ObservedElement) -> [Gesture] {
        switch element.type {
        case .textField, .secureTextField: [.typeText(options.textData[element.identifier] ?? options.defaultText)]
        case .switch: [.toggleOn, .toggleOff]
        case .cell: [.tap, .press, .swipeLeft]
        case .button, .link: options.pressesButtons ? [.tap, .press] : [.tap]
        default: [.tap, .press]
        }
    }
}

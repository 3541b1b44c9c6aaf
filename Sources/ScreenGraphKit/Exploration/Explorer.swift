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
    /// The numbering of signature keys and element names, kept between looks.
    private let keys: SignatureKeys
    /// The screens with a signature: one, or several that are not near-duplicates.
    private var screenOfSignature: [Signature: [Int]] = [:]
    /// Every gesture performed or found, each once: the walk's bookkeeping counts
    /// gestures by their number here, not by hashing their strings at every step.
    private var interactions: [Interaction] = []
    private var interactionNumber: [Interaction: Int] = [:]
    /// The number of each gesture's element (its tree and name), for ``actedOn``.
    private var elementOfInteraction: [Int] = []
    private var elementNumber: [String: Int] = [:]
    /// The index of each transition, by its screen, gesture and target.
    private var transitionIndex: [TransitionKey: Int] = [:]
    /// The gesture (by number) of each transition, by index as in the exploration.
    private var transitionInteractions: [Int] = []
    /// The walk's bookkeeping of each screen, by index as in the exploration.
    private var walks: [ScreenWalk] = []
    /// The screens with a gesture not tried yet that a replay can still reach, in order.
    /// A screen leaves for good: gestures are only ever tried, replays only ever missed.
    private var open: [Int] = []
    /// How many screens have a gesture not tried yet, reachable or not.
    private var screensWithUntried = 0
    /// The elements acted on anywhere, by number; with
    /// ``ExplorationOptions/prefersNewElements``, whether a screen still has one not.
    private var actedOn: Set<Int> = []
    private var newElementsLeft = false
    /// The breadth-first search's arrays, kept between steps: per screen, the search
    /// that last reached it and the first gesture of the way there.
    private var reachedBy: [Int] = []
    private var firstStep: [Int] = []
    private var searches = 0

    // The session: its app, where it is, the screens it passed and the gestures since launch.
    private var app: TestApp?
    private var driver: TestAppDriver?
    private var current: Int?
    private var sessionStart = 0
    private var history: [Int] = []
    /// The gestures since launch, by number.
    private var sessionPath: [Int] = []
    /// Sessions started in a row with no step between them, and the steps at the last start.
    private var idleSessions = 0
    private var stepsAtLastSession = -1

    /// The most steps walked towards an untried gesture before replaying from launch instead.
    static let walkLimit = 12
    /// The most sessions started in a row without a step, besides two for each start
    /// (a replay to a start screen may miss it twice), before the exploration ends: an
    /// app whose every launch shows nothing left to act on (a screen with no gestures,
    /// once all others are tried) would otherwise be launched again forever.
    package static let idleSessionLimit = 16

    /// A screen's gestures as the walk counts them, by their position in its
    /// ``Exploration/Screen/actions``.
    private struct ScreenWalk {
        /// The number of each gesture.
        var actions: [Int]
        /// The positions of each gesture, by number: one, or several when two elements
        /// of different roles share a name (they make the same interaction).
        var positions: [Int: [Int]] = [:]
        var tried: [Bool]
        var taken: [Int]
        /// Every gesture before this position is tried.
        var firstUntried = 0
        var untried: Int
        /// How often a replay did not arrive here.
        var missedReplays = 0
        /// The transitions (by index) out of it to another screen, in the order first seen.
        var outgoing: [Int] = []
        /// The gestures (by number) of ``Exploration/Screen/path``.
        var path: [Int]
        /// ``Exploration/Screen/variants`` by key number (``ScreenObservation/otherKeys``).
        var variants: [[Int]]
        /// The numbers of the trees and names of ``Exploration/Screen/elements``.
        var elementNames: Set<Int>

        init(actions: [Int], path: [Int], observation: ScreenObservation) {
            self.actions = actions
            variants = [observation.otherKeys]
            elementNames = Set(observation.names)
            for (position, action) in actions.enumerated() { positions[action, default: []].append(position) }
            tried = Array(repeating: false, count: actions.count)
            taken = Array(repeating: 0, count: actions.count)
            untried = actions.count
            self.path = path
        }
    }

    /// A screen signature (``ScreenObservation/signature``) by key number.
    private struct Signature: Hashable {
        var keys: [Int]
        var identities: [String]
    }

    private struct TransitionKey: Hashable {
        var from: Int
        var interaction: Int
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
        keys = SignatureKeys(options.abstraction)
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
                newElementsLeft = open.contains { screen in
                    walks[screen].actions.indices.contains { !walks[screen].tried[$0] && isNew(walks[screen].actions[$0]) }
                }
            }
            if let quiet = options.quietSteps, exploration.steps - lastNews >= quiet, untriedScreen() == nil { break }
            if idleSessions >= Explorer.idleSessionLimit + 2 * startCount {
                exploration.endedIdle = true
                break
            }
            guard let here = current else {
                try newSession(start: sessionStart)
                continue
            }
            if let action = untried(on: here) {
                walked = 0
                perform(walks[here].actions[action], from: here)
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
        exploration.untriedGestures = walks.reduce(0) { $0 + $1.untried }
        return exploration
    }

    // MARK: Sessions

    private func newSession(start: Int) throws {
        idleSessions = exploration.steps == stepsAtLastSession ? idleSessions + 1 : 0
        stepsAtLastSession = exploration.steps
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
        for interaction in walks[target].path {
            guard exploration.steps < options.steps, let here = current else { return }
            perform(interaction, from: here)
        }
        if current != target {
            walks[target].missedReplays += 1
            if walks[target].missedReplays == 2, walks[target].untried > 0 { open.removeAll { $0 == target } }
        }
    }

    // MARK: Steps

    /// The position of the first gesture of the screen not tried yet: while any screen
    /// has one on an element never acted on, only such a gesture.
    ///
    /// - Complexity: amortized O(1), O(gestures of the screen) while new elements are left.
    private func untried(on screen: Int) -> Int? {
        if newElementsLeft {
            let walk = walks[screen]
            return walk.actions.indices.first { !walk.tried[$0] && isNew(walk.actions[$0]) }
        }
        while walks[screen].firstUntried < walks[screen].tried.count, walks[screen].tried[walks[screen].firstUntried] {
            walks[screen].firstUntried += 1
        }
        return walks[screen].firstUntried < walks[screen].tried.count ? walks[screen].firstUntried : nil
    }

    private func isNew(_ interaction: Int) -> Bool { !actedOn.contains(elementOfInteraction[interaction]) }

    /// The first gesture (by number) of the shortest way, by transitions seen, from
    /// `screen` to a screen with a gesture not tried yet; `nil` when none is reachable
    /// that way.
    ///
    /// - Complexity: O(V + E) in the screens and transitions seen; O(1) once every
    ///   gesture is tried.
    private func firstStepToUntried(from screen: Int) -> Int? {
        guard screensWithUntried > 0 else { return nil }
        searches += 1
        if reachedBy.count < walks.count {
            reachedBy += Array(repeating: 0, count: walks.count - reachedBy.count)
            firstStep += Array(repeating: -1, count: walks.count - firstStep.count)
        }
        var queue = [screen]
        reachedBy[screen] = searches
        firstStep[screen] = -1
        var head = 0
        while head < queue.count {
            let here = queue[head]
            head += 1
            for index in walks[here].outgoing {
                let to = exploration.transitions[index].to
                guard reachedBy[to] != searches else { continue }
                reachedBy[to] = searches
                let step = here == screen ? transitionInteractions[index] : firstStep[here]
                if untried(on: to) != nil { return step }
                firstStep[to] = step
                queue.append(to)
            }
        }
        return nil
    }

    /// The first screen with a gesture not tried yet that a replay can still reach.
    private func untriedScreen() -> Int? {
        newElementsLeft ? open.first { untried(on: $0) != nil } : open.first
    }

    /// A gesture (by number) of those taken least on the screen, drawn with the seed.
    private func leastTaken(on screen: Int) -> Int? {
        let walk = walks[screen]
        guard let fewest = walk.taken.min() else { return nil }
        let candidates = walk.actions.indices.filter { walk.taken[$0] == fewest }
        return walk.actions[candidates[Int(rng.next() % UInt64(candidates.count))]]
    }

    private func perform(_ interaction: Int, from screen: Int) {
        guard let driver else { return }
        // A gesture replayed or walked to may not be one of the screen's own (the replay
        // arrived elsewhere): then nothing of the screen's is tried or taken.
        for position in walks[screen].positions[interaction] ?? [] {
            if !walks[screen].tried[position] {
                walks[screen].tried[position] = true
                walks[screen].untried -= 1
                if walks[screen].untried == 0 {
                    screensWithUntried -= 1
                    if walks[screen].missedReplays < 2 { open.removeAll { $0 == screen } }
                }
            }
            walks[screen].taken[position] += 1
        }
        if options.prefersNewElements { actedOn.insert(elementOfInteraction[interaction]) }
        exploration.steps += 1
        sessionPath.append(interaction)
        do {
            try driver.perform(interactions[interaction])
        } catch {
            exploration.failedGestures.append((screen, interactions[interaction], error.message))
        }
        settle()
        guard let arrived = observe(arrivingBy: sessionPath) else { return }
        let returned = history.count >= 2 && history[history.count - 2] == arrived
        record(TransitionKey(from: screen, interaction: interaction, to: arrived), returned: returned)
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
            if key.from != key.to { walks[key.from].outgoing.append(exploration.transitions.count) }
            exploration.transitions.append(
                Exploration.Transition(from: key.from, interaction: interactions[key.interaction], to: key.to, count: 1, returns: returned ? 1 : 0))
            transitionInteractions.append(key.interaction)
        }
    }

    /// The number of a gesture, given one when it is new.
    private func number(of interaction: Interaction) -> Int {
        if let known = interactionNumber[interaction] { return known }
        let number = interactions.count
        interactions.append(interaction)
        interactionNumber[interaction] = number
        let element = interaction.app.rawValue + " " + (interaction.element ?? "")
        if let known = elementNumber[element] {
            elementOfInteraction.append(known)
        } else {
            elementOfInteraction.append(elementNumber.count)
            elementNumber[element] = elementNumber.count
        }
        return number
    }

    /// Gives the app the settle time: waits for an element no app has.
    private func settle() {
        guard options.settleTime > 0, let app else { return }
        let nothing = ElementPath(app: .app, steps: [.descendants(.any), .identifier("\u{1}screengraph.settle"), .only])
        _ = app.backend.wait(for: nothing, until: .exists, timeout: options.settleTime)
    }

    // MARK: Screens

    /// The screen the app shows now, added when new.
    private func observe(arrivingBy path: [Int]) -> Int? {
        guard let app else { return nil }
        let observation = ScreenObservation(of: app, keys: keys, identities: options.identities)
        // What failed while looking (a listing an open dialog refused) is no gesture's failure.
        _ = app.backend.takeFailures()
        // Same actionable elements, and what else shows only grew or shrank (a label that
        // loads late, an empty-list placeholder): a near-duplicate, merged. Screens that
        // each show something the other does not (two panels under one tab bar) differ.
        let signature = Signature(keys: observation.countedKeys, identities: observation.identities)
        let candidates = screenOfSignature[signature] ?? []
        var others: Set<Int>?
        if let known = candidates.first(where: { index in
            walks[index].variants.contains { variant in
                // What a look saw before, again: told without making sets.
                if variant == observation.otherKeys { return true }
                let current = others ?? Set(observation.otherKeys)
                others = current
                let seen = Set(variant)
                return seen.isSubset(of: current) || current.isSubset(of: seen)
            }
        }) {
            merge(observation, into: known)
            // A shorter way from launch makes every later replay to it shorter.
            if path.count < walks[known].path.count, walks[known].missedReplays == 0 {
                exploration.screens[known].path = path.map { interactions[$0] }
                walks[known].path = path
                exploration.screens[known].start = sessionStart
            }
            return known
        }
        let index = exploration.screens.count
        screenOfSignature[signature, default: []].append(index)
        let actions = actions(of: observation, screen: index)
        exploration.screens.append(
            Exploration.Screen(
                signature: observation.signature, elements: observation.elements, start: sessionStart, path: path.map { interactions[$0] },
                identities: observation.identities, variants: [observation.others], actions: actions))
        walks.append(ScreenWalk(actions: actions.map(number(of:)), path: path, observation: observation))
        if !actions.isEmpty {
            open.append(index)
            screensWithUntried += 1
        }
        return index
    }

    private func merge(_ observation: ScreenObservation, into screen: Int) {
        // By key number: the same variant exactly when the same keys (see ``SignatureKeys``).
        if !walks[screen].variants.contains(observation.otherKeys) {
            walks[screen].variants.append(observation.otherKeys)
            exploration.screens[screen].variants.append(observation.others)
        }
        // By the number of its tree and name: an element not seen on the screen before, whatever it showed.
        for (element, name) in zip(observation.elements, observation.names) where walks[screen].elementNames.insert(name).inserted {
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
            if options.denies(identifier: element.identifier, label: element.label) {
                exploration.deniedElements.append((screen, element))
                continue
            }
            actions += gestures(for: element).map { Interaction($0, element: element.identifier, in: element.app) }
        }
        actions.shuffle(using: &rng)
        return actions
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

/// Changes a simulated app the way releases change real ones, with a seed: what tests
/// of drift detection run a graph and its explorer against.
///
/// ```swift
/// var generator = SplitMix64(seed: 7)
/// if let mutant = AppMutator.mutate(app, using: &generator) {
///     print(mutant.mutation)   // rename 'feed.new' to 'feed.newV2' on Feed
/// }
/// ```
package enum AppMutator {
    /// What a mutant changed.
    package enum Kind: String, Sendable, CaseIterable {
        /// An element is gone from its screen.
        case removeElement
        /// An element's identifier is renamed (`feed.new` to `feed.newV2`).
        case renameIdentifier
        /// A screen is gone, and every gesture that went to it does nothing.
        case removeScreen
        /// A new screen, reached by a new button on an existing one.
        case addScreen
        /// A gesture that went to one screen goes to another.
        case redirectButton
        /// An alert covers a screen when a gesture arrives on it, until dismissed.
        case addBlockingAlert
    }

    /// One mutation: its kind and what it did, in words.
    package struct Mutation: Sendable, CustomStringConvertible {
        package var kind: Kind
        package var description: String
        /// The identifier renamed or removed, when the mutation names one.
        package var identifier: String?
    }

    /// A mutant of `app` and its mutation, the kind and the place drawn from `generator`;
    /// `nil` when the drawn kind has nothing to change in this app.
    ///
    /// - Complexity: O(n) in the app's screens and elements.
    package static func mutate(_ app: AppDefinition, using generator: inout SplitMix64) -> (app: AppDefinition, mutation: Mutation)? {
        let kind = Kind.allCases[Int(generator.next() % UInt64(Kind.allCases.count))]
        var mutant = app
        let elements = app.screens.indices.flatMap { screen in app.screens[screen].elements.indices.map { (screen, $0) } }
        func pick<T>(_ items: [T]) -> T? { items.isEmpty ? nil : items[Int(generator.next() % UInt64(items.count))] }
        switch kind {
        case .removeElement:
            guard let (screen, element) = pick(elements) else { return nil }
            let identifier = app.screens[screen].elements[element].identifier
            mutant.screens[screen].elements.remove(at: element)
            return (mutant, Mutation(kind: kind, description: "remove '\(identifier)' from \(app.screens[screen].name)", identifier: identifier))
        case .renameIdentifier:
            guard let (screen, element) = pick(elements) else { return nil }
            let identifier = app.screens[screen].elements[element].identifier
            mutant.screens[screen].elements[element].identifier = identifier + "V2"
            return (mutant, Mutation(kind: kind, description: "rename '\(identifier)' to '\(identifier)V2' on \(app.screens[screen].name)", identifier: identifier))
        case .removeScreen:
            guard let screen = pick(Array(app.screens.indices.filter { app.screens[$0].name != app.initialScreen })) else { return nil }
            let name = app.screens[screen].name
            mutant.screens.remove(at: screen)
            mutant = mapCommands(mutant) { command in command.target == name ? nil : command }
            return (mutant, Mutation(kind: kind, description: "remove screen \(name)"))
        case .addScreen:
            guard let screen = pick(Array(app.screens.indices)) else { return nil }
            let name = "MutantScreen"
            var added = AppScreen(name, elements: [AppElement("mutant.title", .staticText, label: "New")])
            var back = AppElement("mutant.back", label: "Back")
            back.behaviours["tap"] = [.pop]
            added.elements.append(back)
            mutant.screens.append(added)
            var open = AppElement("mutant.open", label: "Open")
            open.behaviours["tap"] = [.push(name)]
            mutant.screens[screen].elements.append(open)
            return (mutant, Mutation(kind: kind, description: "add screen \(name), opened by 'mutant.open' on \(app.screens[screen].name)"))
        case .redirectButton:
            let names = app.screens.map(\.name)
            let moving = elements.filter { screen, element in
                app.screens[screen].elements[element].behaviours["tap"]?.contains { $0.target != nil } == true
            }
            guard let (screen, element) = pick(moving) else { return nil }
            let commands = app.screens[screen].elements[element].behaviours["tap"] ?? []
            guard let index = commands.firstIndex(where: { $0.target != nil }), let old = commands[index].target,
                let new = pick(names.filter { $0 != old && $0 != app.screens[screen].name })
            else { return nil }
            var changed = commands
            changed[index] = commands[index].retargeted(to: new)
            mutant.screens[screen].elements[element].behaviours["tap"] = changed
            let identifier = app.screens[screen].elements[element].identifier
            return (mutant, Mutation(kind: kind, description: "redirect '\(identifier)' on \(app.screens[screen].name) from \(old) to \(new)", identifier: identifier))
        case .addBlockingAlert:
            let moving = elements.filter { screen, element in
                app.screens[screen].elements[element].behaviours["tap"]?.contains { $0.target != nil } == true
            }
            guard let (screen, element) = pick(moving) else { return nil }
            var alert = AppOverlay("mutant.alert", .alert, title: "Something new", buttons: [AppOverlay.Button("mutant.alert.ok", role: .cancel)])
            alert.persistent = true
            mutant.overlays.append(alert)
            mutant.screens[screen].elements[element].behaviours["tap", default: []].append(.show("mutant.alert"))
            let identifier = app.screens[screen].elements[element].identifier
            return (mutant, Mutation(kind: kind, description: "show a blocking alert after '\(identifier)' on \(app.screens[screen].name)", identifier: identifier))
        }
    }

    /// The app with every command of every behaviour, overlay button and custom gesture
    /// passed through `transform`, which drops those it returns `nil` for.
    private static func mapCommands(_ app: AppDefinition, _ transform: (AppCommand) -> AppCommand?) -> AppDefinition {
        func map(_ commands: [AppCommand]) -> [AppCommand] {
            commands.compactMap { command in
                switch command {
                case .request(let resource, let granted, let denied): transform(.request(resource, granted: map(granted), denied: map(denied)))
                case .network(let success): transform(.network(success: map(success)))
                case .when(let condition, let then, let otherwise): transform(.when(condition, then: map(then), else: map(otherwise)))
                case .photoPicker(let picked, let cancelled): transform(.photoPicker(picked: map(picked), cancelled: map(cancelled)))
                default: transform(command)
                }
            }
        }
        var app = app
        for screen in app.screens.indices {
            for element in app.screens[screen].elements.indices {
                app.screens[screen].elements[element].behaviours = app.screens[screen].elements[element].behaviours.mapValues(map)
            }
        }
        for overlay in app.overlays.indices {
            for button in app.overlays[overlay].buttons.indices {
                app.overlays[overlay].buttons[button].commands = map(app.overlays[overlay].buttons[button].commands)
            }
        }
        app.customGestures = app.customGestures.mapValues(map)
        return app
    }
}

extension AppCommand {
    /// The screen a command shows, for those that show one.
    var target: String? {
        switch self {
        case .push(let name), .go(let name), .present(let name), .load(let name, _): name
        default: nil
        }
    }

    /// The same command showing `screen` instead.
    func retargeted(to screen: String) -> AppCommand {
        switch self {
        case .push: .push(screen)
        case .go: .go(screen)
        case .present: .present(screen)
        case .load(_, let after): .load(screen, after: after)
        default: self
        }
    }
}

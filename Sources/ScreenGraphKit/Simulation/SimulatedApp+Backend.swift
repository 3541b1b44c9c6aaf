import Foundation

/// The simulated app as an ``AppBackend``: test code and graph closures written against
/// ``TestApp`` run on it as they do on a device.
///
/// A path is resolved against one of the three trees (see ``SimulatedApp`` and
/// `Docs/SimulatedApps.md`) as it is at the call: `descendants` and `children` select by
/// element type, `key` (the subscript, `matching(identifier:)`) keeps the elements whose
/// identifier, label or value is the key, `identifier` (a graph's element) those whose
/// identifier is exactly it or, if none, the key's, `only` needs exactly one element, `first` and
/// `index` pick by the tree's order. A gesture goes through the same code as a
/// driver's interaction; one on a missing element, or on several where one is needed,
/// records a failure in XCTest's words, collected by ``takeFailures()``.
extension SimulatedApp: AppBackend {
    /// The app under test in `XCUIApplication`'s shape; its ``TestApp/system`` and
    /// ``TestApp/settings`` are the system UI and the Settings app.
    ///
    /// ```swift
    /// simulated.app.launch()
    /// simulated.app.buttons["feed.new"].tap()
    /// simulated.app.system.alerts.buttons["Allow"].tap()
    /// ```
    public var app: TestApp { TestApp(.app, backend: self) }

    // MARK: Launching

    /// The arguments for `target`'s next launch: ``launchArguments`` for the app.
    package func launchArguments(of target: AppTarget) -> [String] {
        target == .app ? launchArguments : otherLaunchArguments[target] ?? []
    }

    /// Sets the arguments for `target`'s next launch.
    package func setLaunchArguments(_ arguments: [String], of target: AppTarget) {
        if target == .app { launchArguments = arguments } else { otherLaunchArguments[target] = arguments }
    }

    /// The environment for `target`'s next launch: ``launchEnvironment`` for the app.
    package func launchEnvironment(of target: AppTarget) -> [String: String] {
        target == .app ? launchEnvironment : otherLaunchEnvironment[target] ?? [:]
    }

    /// Sets the environment for `target`'s next launch.
    package func setLaunchEnvironment(_ environment: [String: String], of target: AppTarget) {
        if target == .app { launchEnvironment = environment } else { otherLaunchEnvironment[target] = environment }
    }

    /// Launches the app (see ``launch()``) or the Settings app, in front; the system UI
    /// is always running.
    package func launch(_ target: AppTarget) {
        switch target {
        case .app: launch()
        case .settings: openSettings()
        case .system: break
        }
    }

    /// Brings the app or the Settings app to the front; the app, when it is not
    /// running, is launched again with the arguments and environment of its last launch.
    package func activate(_ target: AppTarget) {
        switch target {
        case .app: activateApp()
        case .settings:
            if !settingsRunning { settingsPage = nil }
            settingsRunning = true
            front = .settings
        case .system: break
        }
    }

    /// Terminates the app (see ``terminate()``) or the Settings app; the system UI stays.
    package func terminate(_ target: AppTarget) {
        switch target {
        case .app: terminate()
        case .settings:
            settingsRunning = false
            if front == .settings { front = .home }
        case .system: break
        }
    }

    /// Whether `target` runs, and in front or behind: an app another app is in front of
    /// runs in the background, and is suspended once it has been there ``suspensionDelay``;
    /// the system UI always runs in front.
    package func state(of target: AppTarget) -> TestApp.State {
        switch target {
        case .app:
            !isRunning ? .notRunning : front == .app ? .runningForeground
                : now - backgroundedAt >= suspensionDelay ? .runningBackgroundSuspended : .runningBackground
        case .settings: !settingsRunning ? .notRunning : front == .settings ? .runningForeground : .runningBackground
        case .system: .runningForeground
        }
    }

    // MARK: Queries

    /// How many elements the query selects now; a step before its end that needs one
    /// element and finds several records a failure, and the count is 0.
    package func count(_ query: ElementPath) -> Int {
        advance(to: now)
        switch resolve(query, in: nodes(of: query.app)) {
        case .elements(let found): return found.count
        case .noMatch: return 0
        case .multiple:
            failures.append("Multiple matching elements found for \(query)")
            return 0
        }
    }

    /// The element's attributes now; `nil` when the path selects none, or several.
    package func attributes(of element: ElementPath) -> ElementAttributes? {
        advance(to: now)
        let nodes = nodes(of: element.app)
        guard case .elements(let found) = resolve(element, in: nodes), found.count == 1 else { return nil }
        var attributes = nodes[found[0]].attributes
        attributes.frame = Self.frame(of: found[0], in: nodes)
        return attributes
    }

    /// The simulated screen's size in points: an iPhone 15's (390 × 844).
    package static let screenSize = CGSize(width: 390, height: 844)

    /// Where the simulated app lays an element out: each element of the tree a full-width
    /// row of 44 points (UIKit's default table row height), in the tree's order (each screen's
    /// from the first row: a presented screen over the one beneath), below a
    /// 100-point top bar; an element with children spans its own row and theirs. The
    /// simulated app knows no real geometry: frames only order elements on the screen.
    static func frame(of index: Int, in nodes: [ElementNode]) -> CGRect {
        var frame = row(nodes[index].row ?? index)
        for descendant in nodes.indices where isAncestor(index, of: descendant, in: nodes) {
            frame = frame.union(row(nodes[descendant].row ?? descendant))
        }
        return frame
    }

    /// The rectangle of the simulated layout's row `index`.
    static func row(_ index: Int) -> CGRect {
        let rowHeight = 44.0
        return CGRect(x: 0, y: 100 + rowHeight * Double(index), width: screenSize.width, height: rowHeight)
    }

    private static func isAncestor(_ ancestor: Int, of index: Int, in nodes: [ElementNode]) -> Bool {
        var current = nodes[index].parent
        var steps = 0
        while let parent = current, steps < nodes.count {
            if parent == ancestor { return true }
            current = nodes[parent].parent
            steps += 1
        }
        return false
    }

    /// Whether the element exists and no alert, banner, presented screen or keyboard covers it.
    package func isHittable(_ element: ElementPath) -> Bool {
        advance(to: now)
        guard case .found(let handle) = locate(element) else { return false }
        return isHittable(handle)
    }

    /// Whether no alert, banner, presented screen or keyboard covers the element.
    func isHittable(_ handle: ElementHandle) -> Bool {
        coveringOverlay(of: handle) == nil && obstruction(of: handle) == nil
    }

    // MARK: Gestures and waits

    /// Performs a gesture as a driver's interaction is performed (see ``perform(_:)``);
    /// a missing element, several where one is needed, one still covered after the
    /// last round of handlers, or typing into an element without keyboard focus records a
    /// failure in XCTest's words.
    package func perform(_ gesture: ElementGesture, on element: ElementPath) {
        var unfocused = false
        let outcome = performGesture(named: gesture.description, needsHitPoint: !gesture.isTyping, locate: { self.locate(element) }) { handle in
            if case .typeText = gesture, !self.hasKeyboardFocus(handle) {
                unfocused = true
                return
            }
            self.apply(gesture, to: handle)
        }
        switch outcome {
        case .performed:
            if unfocused { failures.append("\(Self.noKeyboardFocus). Element: \(element)") }
        case .handlerFailed: break
        case .missing: failures.append("Failed to \(gesture): No matches found for \(element)")
        case .multiple: failures.append("Failed to \(gesture): Multiple matching elements found for \(element)")
        case .blocked(let reason): failures.append("Failed to \(gesture): \(element) is \(reason)")
        }
    }

    /// Waits on the virtual clock; interruption monitors do not run during a wait.
    package func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
        func fields() -> [(String, String)] {
            [("element", element.description)] + (condition != .exists ? [("until", condition.description)] : [])
        }
        // Between polls only time passes: the tree is worked out again only after something
        // on screen changed (a load arrived, a banner went), or while an element's timing can
        // change it, and the path is resolved again only in a tree worked out again.
        var last: (treesWorkedOut: Int, holds: Bool)?
        return poll(timeout: timeout, fields()) {
            self.advance(to: self.now)
            let nodes = self.nodes(of: element.app)
            if let last, last.treesWorkedOut == self.treesWorkedOut { return last.holds }
            let holds: Bool
            // A wait reads existence and value, never the frame: its layout is not worked out.
            if case .elements(let found) = self.resolve(element, in: nodes), found.count == 1 {
                switch condition {
                case .exists: holds = true
                case .gone: holds = false
                case .value(let value): holds = nodes[found[0]].attributes.value == value
                }
            } else {
                holds = condition == .gone
            }
            last = (self.treesWorkedOut, holds)
            return holds
        }
    }

    /// The failures recorded since the last call, oldest first, and forgets them.
    public func takeFailures() -> [String] {
        defer { failures = [] }
        return failures
    }

    // MARK: Resolving paths

    /// What a path selects in a tree.
    enum Resolution: Equatable {
        /// The indices of the selected nodes, in the tree's order.
        case elements([Int])
        /// A step that picks one element found none.
        case noMatch
        /// A step that needs exactly one element found several.
        case multiple
    }

    /// The element a gesture's path selects now.
    func locate(_ path: ElementPath) -> Located {
        let nodes = nodes(of: path.app)
        switch resolve(path, in: nodes) {
        case .elements(let found):
            guard let first = found.first else { return .missing }
            return found.count == 1 ? .found(nodes[first].handle) : .multiple
        case .noMatch: return .missing
        case .multiple: return .multiple
        }
    }

    /// Resolves a path's steps against a tree, starting from the app itself.
    func resolve(_ path: ElementPath, in nodes: [ElementNode]) -> Resolution {
        // `nil` is the app itself, whose descendants are the whole tree.
        var current: [Int]?
        for step in path.steps {
            switch step {
            case .descendants(let type):
                let ancestors = current.map(Set.init)
                current = nodes.indices.filter { index in
                    guard nodes[index].attributes.elementType.isMatched(by: type) else { return false }
                    guard let ancestors else { return true }
                    var parent = nodes[index].parent
                    while let above = parent {
                        if ancestors.contains(above) { return true }
                        parent = nodes[above].parent
                    }
                    return false
                }
            case .children(let type):
                let parents = current.map(Set.init)
                current = nodes.indices.filter { index in
                    guard nodes[index].attributes.elementType.isMatched(by: type) else { return false }
                    guard let parents else { return nodes[index].parent == nil }
                    return nodes[index].parent.map(parents.contains) ?? false
                }
            case .identifier(let identifier):
                let exact = (current ?? []).filter { nodes[$0].attributes.identifier == identifier }
                current = exact.isEmpty ? (current ?? []).filter { Self.matches(nodes[$0].attributes, key: identifier) } : exact
            case .key(let key):
                current = (current ?? []).filter { Self.matches(nodes[$0].attributes, key: key) }
            case .only:
                let found = current ?? []
                guard found.count == 1 else { return found.isEmpty ? .noMatch : .multiple }
            case .first:
                guard let first = current?.first else { return .noMatch }
                current = [first]
            case .index(let position):
                guard let found = current, found.indices.contains(position) else { return .noMatch }
                current = [found[position]]
            }
        }
        return .elements(current ?? [])
    }

    /// Whether an element's identifier, label, value or placeholder value is `key`, as
    /// XCUITest's subscript matches; the simulated elements have no title to match.
    static func matches(_ attributes: ElementAttributes, key: String) -> Bool {
        attributes.identifier == key || attributes.label == key || attributes.value == key || attributes.placeholderValue == key
    }
}

extension SimulatedApp: Driver {
    /// The screen in front: the Settings app, a permission prompt a graph models as a
    /// screen, or the app's top screen; `nil` when the app is not running.
    public var currentScreen: String? {
        if inSettings { return definition.settingsScreen }
        if let top = overlays.last, let resource = top.resource, let screen = definition.promptScreens[resource] { return screen }
        guard isRunning, let frame = stack.last else { return nil }
        return definition.screens[frame.screen].name
    }

    /// Performs a gesture as XCUITest would: an interruption covering the target runs
    /// the monitors first; a missing element fails; a disabled one ignores the gesture.
    public func perform(_ interaction: Interaction) throws(DriverError) {
        advance(to: now)
        if case .custom(let description) = interaction.gesture {
            report.record(.gesture, at: now, ["gesture": interaction.gesture.description, "screen": currentScreen ?? "-"])
            now += gestureDuration
            guard let commands = definition.customGestures[description] else {
                throw DriverError("the app has no custom gesture '\(description)'")
            }
            run(commands)
            return
        }
        guard let identifier = interaction.element else { return }
        if isRunning, !inSettings { injectInterruption() }
        try clearInterruptions(blocking: identifier, interaction: interaction)
        report.record(.gesture, at: now, ["gesture": interaction.gesture.description, "element": identifier, "screen": currentScreen ?? "-"])
        now += gestureDuration
        if let top = overlays.last, let button = top.button(identifier) {
            press(button, of: top)
            return
        }
        if inSettings {
            try performInSettings(interaction, identifier)
            return
        }
        guard isRunning, let screen = currentScreen else { throw DriverError("the app is not running") }
        guard let element = element(identifier) else { throw DriverError("no element '\(identifier)' on screen '\(screen)'") }
        guard holds(element.enabledWhen) else { return }
        try act(interaction, on: element)
    }

    private func act(_ interaction: Interaction, on element: AppElement) throws(DriverError) {
        switch interaction.gesture {
        case .toggleOn, .toggleOff:
            guard element.type == .switch, let setting = element.setting else {
                throw DriverError("'\(element.identifier)' is a \(element.type.rawValue), not a switch")
            }
            let on = interaction.gesture == .toggleOn
            if settings.value(of: setting) != .bool(on) {
                write(setting, .bool(on))
                run(element.behaviours[interaction.gesture.kind] ?? [])
            }
            guard value(of: element.identifier) == (on ? "1" : "0") else {
                throw DriverError("switch '\(element.identifier)' did not turn \(on ? "on" : "off")")
            }
        case .tap where element.type == .switch:
            // The row's centre is its label: tapping it changes nothing.
            return
        case .typeText(let text):
            if let setting = element.setting, compiled.layout.entry(named: setting)?.field.type.base == .string {
                write(setting, .string(text))
            }
            run(element.behaviours["typeText"] ?? [])
        default:
            run(element.behaviours[interaction.gesture.kind] ?? [])
        }
    }

    private func performInSettings(_ interaction: Interaction, _ identifier: String) throws(DriverError) {
        guard identifier.hasPrefix("settings."), let resource = ProtectedResource(rawValue: String(identifier.dropFirst(9))) else {
            guard identifier == "settings.privacy" else { throw DriverError("no element '\(identifier)' in Settings") }
            return
        }
        switch interaction.gesture {
        case .toggleOn: setAuthorization(.authorized, for: resource)
        case .toggleOff: setAuthorization(.denied, for: resource)
        default: break
        }
    }

    /// Waits on the virtual clock for an element to exist; interruptions do not run
    /// here, as XCTest's waits do not trigger monitors.
    public func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        poll(timeout: timeout, ["element": identifier]) { exists(identifier) }
    }

    /// Waits on the virtual clock for an element to exist or to be gone; the report
    /// names the app and the wait's kind when they are not the defaults.
    public func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        guard app != .app || presence != .exists else { return waitForElement(identifier, timeout: timeout) }
        return poll(timeout: timeout, ["element": identifier, "in": app.rawValue, "until": presence.rawValue]) {
            exists(identifier) == (presence == .exists)
        }
    }

    /// An element's value: a switch reads `"0"` or `"1"`, a text field its text, an
    /// alert's button its label; `nil` when the element does not exist.
    public func value(of identifier: String) -> String? {
        if let top = overlays.last {
            if top.overlay.identifier == identifier { return top.overlay.title }
            if let button = top.button(identifier) { return button.label }
        }
        guard let element = element(identifier) else { return nil }
        if let setting = element.setting {
            switch settings.value(of: setting) {
            case .bool(let on): return on ? "1" : "0"
            case .int(let number): return String(number)
            case .string(let text): return text
            case .some(.none), nil: return ""
            }
        }
        return element.value ?? element.label
    }

    /// An element that exists now on the screen in front, with its definition.
    public func element(_ identifier: String) -> AppElement? {
        guard isRunning, !inSettings, let frame = stack.last, let index = compiled.elementIndex[frame.screen][identifier] else {
            return nil
        }
        let element = definition.screens[frame.screen].elements[index]
        return exists(element, shownAt: frame.shownAt) ? element : nil
    }

    /// Whether `identifier` exists now: an element of the screen in front, an
    /// interruption or one of its buttons, or an element of the Settings app.
    public func exists(_ identifier: String) -> Bool {
        if let top = overlays.last, top.overlay.identifier == identifier || top.button(identifier) != nil { return true }
        if inSettings { return identifier == "settings.privacy" || identifier.hasPrefix("settings.") }
        return element(identifier) != nil
    }

    /// Whether the element `identifier` of the screen in front is enabled.
    public func isEnabled(_ identifier: String) -> Bool {
        element(identifier).map { holds($0.enabledWhen) } ?? false
    }

    func exists(_ element: AppElement, shownAt: Double) -> Bool {
        let age = now - shownAt
        return age >= element.appearsAfter && (element.goneAfter.map { age < $0 } ?? true) && holds(element.visibleWhen)
    }

    /// Lets due events happen: a delayed load arriving, temporary banners going.
    func advance(to time: Double) {
        now = max(now, time)
        if let load = pendingLoad, load.at <= now, isRunning {
            pendingLoad = nil
            stack = [Frame(screen: load.screen, shownAt: load.at, presented: false)]
        }
        overlays.removeAll { !$0.overlay.persistent && $0.overlay.kind == .banner && $0.shownAt + $0.overlay.duration <= now }
    }

    /// Runs an element's, button's or gesture's commands in order.
    func run(_ commands: [AppCommand]) {
        for command in commands {
            switch command {
            case .push(let name):
                let screen = compiled.screenIndex[name] ?? 0
                // A screen already shown beneath is returned to, as a navigation pop does, not shown twice.
                if let shown = stack.lastIndex(where: { $0.screen == screen && !$0.presented }) {
                    stack.removeSubrange((shown + 1)...)
                } else {
                    stack.append(Frame(screen: screen, shownAt: now, presented: false))
                }
            case .pop:
                if stack.count > 1, stack.last?.presented == false { stack.removeLast() }
            case .go(let name):
                stack = [Frame(screen: compiled.screenIndex[name] ?? 0, shownAt: now, presented: false)]
            case .present(let name):
                stack.append(Frame(screen: compiled.screenIndex[name] ?? 0, shownAt: now, presented: true))
            case .dismiss:
                if stack.count > 1, stack.last?.presented == true { stack.removeLast() }
            case .set(let statement):
                apply(statement)
            case .load(let name, let delay):
                pendingLoad = (compiled.screenIndex[name] ?? 0, now + delay)
            case .show(let name):
                if let index = compiled.overlayIndex[name] { show(definition.overlays[index]) }
            case .request(let resource, let granted, let denied):
                switch authorizationStatus(for: resource) {
                case .authorized: run(granted)
                case .denied: run(denied)
                case .notDetermined: showPrompt(for: resource, granted: granted, denied: denied)
                }
            case .network(let success):
                if let alert = compiled.networkFailureAlert, definition.networkFailureRate > 0,
                    Double.random(in: 0..<1, using: &random) < definition.networkFailureRate
                {
                    failedRequest = [command]
                    show(definition.overlays[alert])
                } else {
                    run(success)
                }
            case .retry:
                if let request = failedRequest {
                    failedRequest = nil
                    run(request)
                }
            case .openSettings:
                inSettings = true
            case .activate:
                inSettings = false
                if !isRunning { launch() }
            case .when(let condition, let then, let otherwise):
                run(holds(condition) ? then : otherwise)
            }
        }
    }
}

extension SimulatedApp {
    /// Waits on the virtual clock until an element has `value` (a switch `"1"` or `"0"`),
    /// as an XCTest expectation on the element's value does.
    ///
    /// - Returns: whether it had the value in time; a timeout is recorded, not thrown.
    public func wait(for identifier: String, toHaveValue value: String, timeout: Double) -> Bool {
        poll(timeout: timeout, ["element": identifier, "value": value]) { self.value(of: identifier) == value }
    }

    /// Advances the virtual clock a poll interval at a time until `condition` holds or
    /// `timeout` passes, recording a wait event with `fields` and the result.
    private func poll(timeout: Double, _ fields: KeyValuePairs<String, String>, until condition: () -> Bool) -> Bool {
        let deadline = now + timeout
        while true {
            advance(to: now)
            let found = condition()
            if found || now >= deadline {
                report.record(.wait, at: now, fields.map { ($0.key, $0.value) } + [("result", found ? "found" : "timeout")])
                return found
            }
            now = min(deadline, now + pollInterval)
        }
    }
}

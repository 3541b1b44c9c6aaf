extension SimulatedApp: Driver {
    /// The screen in front: the Settings app, a permission prompt a graph models as a
    /// screen, or the app's top screen; `nil` when the app is not running or not in front.
    public var currentScreen: String? {
        if front == .settings { return definition.settingsScreen }
        if !overlays.isEmpty, let alert = overlays.last(where: { $0.overlay.isSystem && $0.overlay.kind == .alert }), let resource = alert.resource,
            let screen = definition.promptScreens[resource]
        {
            return screen
        }
        guard isRunning, front == .app, let frame = stack.last else { return nil }
        return definition.screens[frame.screen].name
    }

    /// The app in `XCUIApplication`'s shape: ``app``.
    public var testApp: TestApp? { app }

    /// Performs a gesture as XCUITest would, on the element whose identifier is exactly
    /// the interaction's `element` in the tree its `in` names: a missing element fails; an
    /// interruption covering it runs the monitors first; a disabled one ignores the gesture.
    /// A toggle taps the switch itself when it is not already as wanted, then checks its
    /// value, unless the switch is gone because the toggle led to another screen.
    public func perform(_ interaction: Interaction) throws(DriverError) {
        commandFailure = nil
        try performGesture(interaction)
        if let failure = commandFailure {
            commandFailure = nil
            throw DriverError(failure)
        }
    }

    private func performGesture(_ interaction: Interaction) throws(DriverError) {
        if case .custom(let description) = interaction.gesture {
            advance(to: now)
            report.record(.gesture, at: now, ["gesture": interaction.gesture.description, "screen": currentScreen ?? "-"])
            now += gestureDuration
            guard let commands = definition.customGestures[description] else {
                throw DriverError("the app has no custom gesture '\(description)'")
            }
            run(commands)
            return
        }
        guard let identifier = interaction.element else { return }
        let target = interaction.app
        let locate = { () -> Located in self.handle(identifier, in: target).map(Located.found) ?? .missing }
        var notASwitch: String?
        var unfocused: String?
        let outcome: GestureOutcome
        switch interaction.gesture {
        case .toggleOn, .toggleOff:
            let wanted = interaction.gesture == .toggleOn ? "1" : "0"
            outcome = performGesture(named: interaction.gesture.description, locate: locate) { handle in
                guard let attributes = self.attributes(of: handle), attributes.elementType == .switch else {
                    notASwitch = "'\(identifier)' is a \(self.attributes(of: handle)?.elementType.rawValue ?? "element"), not a switch"
                    return
                }
                // The row's centre is its label: tap the switch itself, at the row's right end.
                if attributes.value != wanted { self.apply(.tapAt(dx: 0.9, dy: 0.5), to: handle) }
            }
        default:
            if case .typeTextFrom(let field) = interaction.gesture { throw .unresolvedText(field) }
            guard let gesture = ElementGesture(interaction.gesture) else { return }
            outcome = performGesture(named: interaction.gesture.description, locate: locate) { handle in
                if gesture.isTyping {
                    // As TestAppDriver types on a device: a tap to focus the field, then the keys.
                    self.apply(.tap, to: handle)
                    guard self.hasKeyboardFocus(handle) else {
                        unfocused = "\(interaction): \(Self.noKeyboardFocus)"
                        return
                    }
                }
                self.apply(gesture, to: handle)
            }
        }
        switch outcome {
        case .performed: break
        case .missing, .multiple: throw DriverError(missingElementMessage(identifier, in: target))
        case .blocked(let reason): throw DriverError("\(interaction) is \(reason)")
        case .handlerFailed: throw DriverError(takeFailures().joined(separator: "; "))
        }
        if let notASwitch { throw DriverError(notASwitch) }
        if let unfocused { throw DriverError(unfocused) }
        if interaction.gesture == .toggleOn || interaction.gesture == .toggleOff {
            // A switch that led to another screen is gone: arriving there is the check.
            let wanted = interaction.gesture == .toggleOn ? "1" : "0"
            if let handle = handle(identifier, in: target), attributes(of: handle)?.value != wanted {
                throw DriverError("switch '\(identifier)' did not turn \(wanted == "1" ? "on" : "off")")
            }
        }
    }

    /// Why an interaction found no element, with a hint when another tree has it.
    private func missingElementMessage(_ identifier: String, in target: AppTarget) -> String {
        let hint = AppTarget.allCases.first { $0 != target && handle(identifier, in: $0) != nil }
            .map { "; the \($0 == .system ? "system UI" : $0 == .settings ? "Settings app" : "app") has one: say 'in \($0.rawValue)'" } ?? ""
        switch target {
        case .app:
            guard isRunning else { return "the app is not running" + hint }
            guard front == .app, let frame = stack.last else {
                return "no element '\(identifier)': the app is not in front" + (front == .settings ? " (the Settings app is)" : "") + hint
            }
            return "no element '\(identifier)' on screen '\(definition.screens[frame.screen].name)'" + hint
        case .system:
            return "no element '\(identifier)' in the system UI" + hint
        case .settings:
            return (front == .settings ? "no element '\(identifier)' in Settings" : "the Settings app is not in front") + hint
        }
    }

    /// Waits on the virtual clock for an element of the app's tree to exist;
    /// interruptions do not run here, as XCTest's waits do not trigger monitors.
    public func waitForElement(_ identifier: String, timeout: Double) -> Bool {
        poll(timeout: timeout, [("element", identifier)]) { handle(identifier, in: .app) != nil }
    }

    /// Waits on the virtual clock for an element of `app`'s tree to exist or to be
    /// gone; the report names the app and the wait's kind when they are not the defaults.
    public func waitForElement(_ identifier: String, in app: AppTarget, until presence: ElementPresence, timeout: Double) -> Bool {
        guard app != .app || presence != .exists else { return waitForElement(identifier, timeout: timeout) }
        return poll(timeout: timeout, [("element", identifier), ("in", app.rawValue), ("until", presence.rawValue)]) {
            (handle(identifier, in: app) != nil) == (presence == .exists)
        }
    }

    /// The value of an element of the app's tree: a switch reads `"0"` or `"1"`, a text
    /// field its text, an alert its title, a button without a value its label; `nil` when
    /// the element does not exist.
    public func value(of identifier: String) -> String? {
        value(of: identifier, in: .app)
    }

    /// The value of an element of `target`'s tree, as ``value(of:)`` reads one.
    package func value(of identifier: String, in target: AppTarget) -> String? {
        guard let handle = handle(identifier, in: target), let attributes = attributes(of: handle) else { return nil }
        return attributes.value ?? attributes.label
    }

    /// An element that exists now on the app's screen in front, with its definition.
    package func element(_ identifier: String) -> AppElement? {
        guard let handle = handle(identifier, in: .app) else { return nil }
        return screenElement(handle)
    }

    /// Whether an element whose identifier is exactly `identifier` exists now in
    /// `target`'s tree: by default the app's, which holds its screen's elements and its
    /// own alerts, not the system's prompts nor the Settings app's rows.
    package func exists(_ identifier: String, in target: AppTarget = .app) -> Bool {
        handle(identifier, in: target) != nil
    }

    /// Whether the element `identifier` of the app's screen in front is enabled.
    package func isEnabled(_ identifier: String) -> Bool {
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
        if !overlays.isEmpty {
            removeOverlays { !$0.overlay.persistent && $0.overlay.kind == .banner && $0.shownAt + $0.overlay.duration <= now }
        }
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
                let status = authorizationStatus(for: resource)
                if status == .notDetermined {
                    showPrompt(for: resource, granted: granted, denied: denied)
                } else {
                    answerRequest(for: resource, status, granted: granted, denied: denied)
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
                openSettings()
            case .activate:
                activateApp()
            case .endEditing:
                focused = nil
            case .when(let condition, let then, let otherwise):
                run(holds(condition) ? then : otherwise)
            case .photoPicker, .limitedLibraryPicker, .pickerChoose, .pickerDone, .pickerCancel:
                runPicker(command)
            }
        }
    }
}

extension SimulatedApp {
    /// Waits on the virtual clock until an element has `value` (a switch `"1"` or `"0"`),
    /// as an XCTest expectation on the element's value does.
    ///
    /// - Returns: whether it had the value in time; a timeout is recorded, not thrown.
    package func wait(for identifier: String, toHaveValue value: String, timeout: Double) -> Bool {
        poll(timeout: timeout, [("element", identifier), ("value", value)]) { self.value(of: identifier) == value }
    }

    /// Brings the app to the front, relaunching it, with the arguments and environment of
    /// its last `launch()`, when it is not running.
    func activateApp() {
        guard isRunning else {
            let launch = lastLaunch ?? (launchArguments, launchEnvironment)
            self.launch(arguments: launch.arguments, environment: launch.environment)
            return
        }
        front = .app
    }

    /// Advances the virtual clock a poll interval at a time until `condition` holds or
    /// `timeout` passes, recording a wait event with `fields` and the result.
    func poll(timeout: Double, _ fields: @autoclosure () -> [(String, String)], until condition: () -> Bool) -> Bool {
        let deadline = now + timeout
        while true {
            advance(to: now)
            let found = condition()
            if found || now >= deadline {
                report.record(.wait, at: now) { fields() + [("result", found ? "found" : "timeout")] }
                return found
            }
            now = min(deadline, now + pollInterval)
        }
    }
}

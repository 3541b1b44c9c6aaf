/// Where a gesture's element was looked for, and what was found.
enum Located {
    case found(ElementHandle)
    case missing
    /// Several elements match where one is needed.
    case multiple
}

/// What became of a gesture.
enum GestureOutcome {
    case performed(ElementHandle)
    case missing, multiple
    /// Still covered after the last round of handlers: why.
    case blocked(String)
    /// A handler's gesture failed; the failure is recorded.
    case handlerFailed
}

/// The one way a gesture is performed, whether a navigator's driver asks for it
/// (``Interaction``) or test code does through ``SimulatedApp/app``, so both behave
/// the same.
extension SimulatedApp {
    /// Performs a gesture as XCUITest does: due events happen, an injected interruption
    /// may appear, the element is found (a missing one fails before any handler runs),
    /// interruption handlers run while an alert or banner covers it, one the keyboard
    /// covers fails, then `action` acts on it and the gesture takes ``gestureDuration``. Gestures
    /// made by a handler run no handlers.
    ///
    /// - Parameters:
    ///   - name: the gesture as the report names it, worked out only when the report keeps it.
    ///   - locate: finds the element, again after every round of handlers.
    ///   - needsHitPoint: whether the gesture touches the element, so that one the keyboard
    ///     covers fails; typing goes through the keyboard and does not.
    func performGesture(
        named name: @autoclosure () -> String, needsHitPoint: Bool = true, locate: () -> Located, action: (ElementHandle) -> Void
    ) -> GestureOutcome {
        advance(to: now)
        if !runningHandlers, isRunning, front == .app { injectInterruption() }
        var handle: ElementHandle
        switch locate() {
        case .found(let found): handle = found
        case .missing: return .missing
        case .multiple: return .multiple
        }
        if !runningHandlers {
            switch clearInterruptions(covering: handle, locate: locate) {
            case .clear(let cleared): handle = cleared
            case .gone: return .missing
            case .multiple: return .multiple
            case .blocked(let reason): return .blocked(reason)
            case .handlerFailed: return .handlerFailed
            }
        }
        if needsHitPoint, let obstruction = obstruction(of: handle) { return .blocked(obstruction) }
        report.record(.gesture, at: now) {
            let tree = tree(of: handle)
            var fields: [(String, String)] = [("gesture", name()), ("element", identifier(of: handle))]
            if tree != .app { fields.append(("in", tree.rawValue)) }
            fields.append(("screen", currentScreen ?? "-"))
            return fields
        }
        now += gestureDuration
        action(handle)
        return .performed(handle)
    }

    /// What a gesture does to an element. A disabled element ignores it; a tap flips a
    /// switch, but on one that spans its row the centre is its label, so only a tap near
    /// its right end (a normalized `dx` of 0.75 or more) does; a back button's tap pops;
    /// a tap on a text input gives it keyboard focus, and typing goes to the input with
    /// the focus, when it is this element or in it (see SimulatedApp+Keyboard.swift).
    func apply(_ gesture: ElementGesture, to handle: ElementHandle) {
        switch handle {
        case .overlayButton(let instance, let index):
            guard gesture.isTap, let active = overlays.first(where: { $0.instance == instance }) else { return }
            press(active.overlay.buttons[index], of: active)
        case .overlay(let instance):
            if case .tapAt(let dx, let dy) = gesture, !(0...1).contains(dx) || !(0...1).contains(dy),
                let active = overlays.first(where: { $0.instance == instance }), active.overlay.isActionSheet
            {
                // "A person dismisses an action sheet by selecting one of the listed options, or by
                // tapping outside an action sheet" (UIKit, "Getting the user's attention with alerts
                // and action sheets"); UIKit then calls the cancel action's handler (Apple's pages are
                // silent on that; public threads report it).
                removeOverlays { $0.instance == instance }
                run(active.overlay.buttons.first { $0.role == .cancel }?.commands ?? [])
                return
            }
            guard gesture == .swipeUp else { return }
            removeOverlays { $0.instance == instance && $0.overlay.kind == .banner }
        case .systemWindow, .statusBar:
            return
        // Covered by a presented screen: a gesture fails before it gets here (see ``obstruction(of:)``).
        case .beneath:
            return
        case .settingsRow(let resource):
            if resource.settingsChoices != nil {
                if gesture.isTap { settingsPage = resource }
                return
            }
            guard gesture.reachesSwitch else { return }
            setAuthorization(authorizationStatus(for: resource).isGranted ? .denied : .authorized, for: resource)
        case .settingsChoice(let resource, let index):
            guard gesture.isTap, let choices = resource.settingsChoices, choices.indices.contains(index) else { return }
            setAuthorization(choices[index].status, for: resource)
        case .settingsBack:
            if gesture.isTap { settingsPage = nil }
        case .screen:
            guard let element = screenElement(handle), holds(element.enabledWhen) else { return }
            if element.type == .switch, gesture.isTap {
                guard !element.spansRow || gesture.reachesSwitch, let setting = element.setting else { return }
                let on = settings.value(of: setting) != .bool(true)
                write(setting, .bool(on))
                run(element.behaviours[on ? "toggleOn" : "toggleOff"] ?? [])
                return
            }
            if case .typeText(let text) = gesture {
                if hasKeyboardFocus(handle) { typeIntoFocusedInput(text) }
                return
            }
            if gesture.isTap, Self.textInputTypes.contains(element.type) { focused = handle }
            let pops = element.isBackButton && gesture.behaviourKind == "tap"
            run(element.behaviours[gesture.behaviourKind] ?? (pops ? [.pop] : []))
        }
    }
}

extension ElementGesture {
    /// Whether it is a kind of tap, which presses a button.
    var isTap: Bool {
        switch self {
        case .tap, .doubleTap, .press, .tapAt: true
        case .typeText, .swipeUp, .swipeDown, .swipeLeft, .swipeRight, .pressAndDrag: false
        }
    }

    /// Whether it types, through the keyboard, instead of touching the element.
    var isTyping: Bool {
        if case .typeText = self { return true }
        return false
    }

    /// Whether it taps a switch's row where the switch is: near its right end.
    var reachesSwitch: Bool {
        if case .tapAt(let dx, _) = self { return dx >= 0.75 }
        return false
    }

    /// The gesture kind an app element's behaviours are keyed by.
    var behaviourKind: String {
        switch self {
        case .tap, .tapAt: "tap"
        case .doubleTap: "doubleTap"
        case .press: "press"
        case .typeText: "typeText"
        case .swipeUp: "swipeUp"
        case .swipeDown: "swipeDown"
        case .swipeLeft: "swipeLeft"
        case .swipeRight: "swipeRight"
        // The simulated app knows no distances: a drag is a swipe in its main direction.
        case .pressAndDrag: swipeOfDrag?.behaviourKind ?? "swipeUp"
        }
    }
}

extension ElementGesture {
    /// The element gesture a declarative one performs; `nil` for those that are not one
    /// gesture on an element (`noop`, `custom`, and the toggles, which read the switch first).
    init?(_ gesture: Gesture) {
        switch gesture {
        case .tap: self = .tap
        case .doubleTap: self = .doubleTap
        case .press(let duration): self = .press(forDuration: duration)
        case .typeText(let text): self = .typeText(text)
        case .swipeLeft: self = .swipeLeft
        case .swipeRight: self = .swipeRight
        case .swipeUp: self = .swipeUp
        case .swipeDown: self = .swipeDown
        case .toggleOn, .toggleOff, .noop, .custom, .typeTextFrom: return nil
        }
    }
}

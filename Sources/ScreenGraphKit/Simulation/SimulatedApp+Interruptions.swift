/// What one round of interruption handling ended with.
enum Clearing {
    /// Nothing covers the element any more: perform the gesture on it.
    case clear(ElementHandle)
    /// The element is gone, or several now match.
    case gone, multiple
    /// Still covered after the last round: why, for the failure.
    case blocked(String)
    /// A handler's gesture failed; the failure is recorded, naming the handler.
    case handlerFailed
}

/// Seeded interruptions shown before interactions: system alerts and banners at a rate.
public struct InterruptionInjection: Sendable {
    /// The chance, before each interaction, that one appears.
    package var rate: Double
    /// What may appear, chosen uniformly.
    package var kinds: [AppOverlay]
    var random: SplitMix64

    /// Interruptions of the ``standardKinds``, drawn with `seed`, before an interaction
    /// with probability `rate`.
    public init(seed: UInt64, rate: Double) {
        self.init(seed: seed, rate: rate, kinds: InterruptionInjection.standardKinds)
    }

    /// Interruptions of `kinds` (overlays of the app definition's shape).
    package init(seed: UInt64, rate: Double, kinds: [AppOverlay]) {
        self.rate = rate
        self.kinds = kinds
        random = SplitMix64(seed: seed)
    }

    /// A system alert with a cancel button, one with only a default button, a banner
    /// that must be swiped away and one that goes by itself.
    package static let standardKinds: [AppOverlay] = {
        var lowBattery = AppOverlay("system.lowBattery", .alert, title: "Low Battery", buttons: [.init("Close", role: .cancel)])
        lowBattery.isSystem = true
        var update = AppOverlay("system.softwareUpdate", .alert, title: "Software Update",
                                buttons: [.init("Install Now", role: .default), .init("Later", role: .cancel)])
        update.isSystem = true
        var notice = AppOverlay("system.notice", .alert, title: "Carrier Settings Updated", buttons: [.init("OK", role: .default)])
        notice.isSystem = true
        var message = AppOverlay("banner.message", .banner, title: "New Message")
        message.persistent = true
        message.isSystem = true
        var airdrop = AppOverlay("banner.airdrop", .banner, title: "AirDrop")
        airdrop.duration = 2
        airdrop.isSystem = true
        return [lowBattery, update, notice, message, airdrop]
    }()
}

/// An alert or banner on screen, or waiting for the alert on screen to go.
struct ActiveOverlay {
    var overlay: AppOverlay
    var instance: Int
    var shownAt: Double
    /// For a permission prompt: the resource and what each answer runs.
    var resource: ProtectedResource?
    var granted: [AppCommand] = []
    var denied: [AppCommand] = []
}

extension SimulatedApp {
    /// Adds a handler for interruptions, as `XCTestCase.addUIInterruptionMonitor` does:
    /// when an alert or banner covers the element a gesture is about to act on, handlers
    /// run last added first, each given the interrupting element (in the system's tree,
    /// or the app's for the app's own alerts), until one returns `true`.
    ///
    /// ```swift
    /// simulated.addUIInterruptionMonitor(withDescription: "Photos") { alert in
    ///     guard alert.buttons["Allow Full Access"].exists else { return false }
    ///     alert.buttons["Allow Full Access"].tap()
    ///     return true
    /// }
    /// ```
    ///
    /// - Returns: a token for ``removeUIInterruptionMonitor(_:)``.
    @discardableResult
    public func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (TestElement) -> Bool
    ) -> InterruptionMonitorToken {
        precondition(!runningHandlers, "a handler may not add interruption monitors while it runs")
        let token = InterruptionMonitorToken(id: nextToken)
        nextToken += 1
        monitors.append((token, description, handler))
        return token
    }

    /// Removes a monitor.
    public func removeUIInterruptionMonitor(_ token: InterruptionMonitorToken) {
        precondition(!runningHandlers, "a handler may not remove interruption monitors while it runs")
        monitors.removeAll { $0.token == token }
    }

    /// Ends a test: its monitors go, as XCTest's do when the test finishes.
    package func endTest() {
        monitors.removeAll()
    }

    /// Shows an alert or banner. A system alert waits while another system alert is up, as
    /// iOS asks for permissions one after another; it does not wait for the app's alerts, which
    /// are another process's windows beneath it. An app's alert while one of its alerts is up is
    /// refused and never shows: UIKit presents one view controller at a time from a view
    /// controller and logs "Attempt to present … which is already presenting" for a second.
    func show(_ overlay: AppOverlay, resource: ProtectedResource? = nil, granted: [AppCommand] = [], denied: [AppCommand] = []) {
        overlayCounter += 1
        let active = ActiveOverlay(overlay: overlay, instance: overlayCounter, shownAt: now, resource: resource, granted: granted, denied: denied)
        guard overlay.kind == .alert else { return present(active) }
        if overlay.isSystem, isSystemAlertUp {
            pendingAlerts.append(active)
        } else if !overlay.isSystem, let up = overlays.first(where: { !$0.overlay.isSystem && $0.overlay.kind == .alert }) {
            report.record(.refused, at: now, ["element": overlay.identifier, "presenting": up.overlay.identifier])
        } else {
            present(active)
        }
    }

    /// Whether a system alert (a permission prompt, a system alert) is on screen.
    var isSystemAlertUp: Bool { overlays.contains { $0.overlay.isSystem && $0.overlay.kind == .alert } }

    private func present(_ active: ActiveOverlay) {
        var active = active
        active.shownAt = now
        overlays.append(active)
        // A system prompt has no identifier (its name is its title): its title is said once.
        let element = active.overlay.identifier.isEmpty ? [] : [("element", active.overlay.identifier)]
        report.record(.interruption, at: now, element + [("kind", active.overlay.kind.rawValue), ("title", active.overlay.title)])
    }

    /// Removes the alerts and banners that match, waiting ones too; once no system alert is
    /// up, the next waiting one shows.
    func removeOverlays(where shouldRemove: (ActiveOverlay) -> Bool) {
        overlays.removeAll(where: shouldRemove)
        guard !pendingAlerts.isEmpty else { return }
        pendingAlerts.removeAll(where: shouldRemove)
        if !pendingAlerts.isEmpty, !isSystemAlertUp {
            present(pendingAlerts.removeFirst())
        }
    }

    /// Shows the permission prompt iOS shows for `resource` (see ``SystemPrompt``): an alert
    /// of the system UI with no identifier, found by its title and its buttons' labels.
    func showPrompt(for resource: ProtectedResource, granted: [AppCommand], denied: [AppCommand]) {
        let content = SystemPrompt(for: resource, app: definition.name)
        var prompt = AppOverlay("", .alert, title: content.title, buttons: content.buttons)
        prompt.isSystem = true
        show(prompt, resource: resource, granted: granted, denied: denied)
    }

    /// Runs what a request for `resource` runs once it is answered with `status`: with
    /// limited photo access, iOS first asks to select more photos, once a run, unless the
    /// app opts out (``SystemPrompt/limitedLibraryAlert(app:)``).
    func answerRequest(for resource: ProtectedResource, _ status: AuthorizationStatus, granted: [AppCommand], denied: [AppCommand]) {
        if resource == .photos, status == .limited, !limitedLibraryAlertShown, !definition.preventsAutomaticLimitedAccessAlert {
            limitedLibraryAlertShown = true
            show(SystemPrompt.limitedLibraryAlert(app: definition.name))
        }
        run(status.isGranted ? granted : denied)
    }

    func press(_ button: AppOverlay.Button, of active: ActiveOverlay) {
        removeOverlays { $0.instance == active.instance }
        if let resource = active.resource, let answer = button.answer {
            // "Limit Access…" brings the limited-library picker; its "Done" answers the request.
            if answer != .limited || !presentLimitedLibraryPicker(answering: active.granted) {
                settle(resource, answer, granted: active.granted, denied: active.denied)
            }
        }
        run(button.commands)
    }

    /// Answers a permission request: the status is `answer` and the request runs what it runs.
    func settle(_ resource: ProtectedResource, _ answer: AuthorizationStatus, granted: [AppCommand], denied: [AppCommand]) {
        authorization[resource] = answer
        report.record(.prompt, at: now, ["resource": resource.rawValue, "answer": answer.rawValue])
        // The request that asked is answered now: this run has read the library.
        if answer == .limited { limitedLibraryAlertShown = true }
        run(answer.isGranted ? granted : denied)
    }

    /// Maybe shows an injected interruption; one system alert and one system banner at a time.
    func injectInterruption() {
        guard var injection, !injection.kinds.isEmpty, pendingAlerts.isEmpty else { return }
        let roll = Double.random(in: 0..<1, using: &injection.random)
        let kind = injection.kinds[Int.random(in: 0..<injection.kinds.count, using: &injection.random)]
        self.injection = injection
        if roll < injection.rate, !overlays.contains(where: { $0.overlay.isSystem && $0.overlay.kind == kind.kind }) { show(kind) }
    }

    /// The element a handler is given for an interruption: the alert or banner in the
    /// system's tree, or the app's for the app's own.
    func interruptingElement(_ active: ActiveOverlay) -> TestElement {
        let target: AppTarget = active.overlay.isSystem ? .system : .app
        let path = ElementPath(
            app: target,
            steps: [.descendants(active.overlay.elementType), .identifier(active.overlay.name), .only])
        return TestElement(app: TestApp(target, backend: self), path: path)
    }

    /// Runs rounds of handlers while an interruption covers the element (monitors last
    /// added first, then the implicit handler unless strict), finding the element again
    /// after each round. Each round takes ``interruptionRoundDuration``.
    func clearInterruptions(covering handle: ElementHandle, locate: () -> Located) -> Clearing {
        var handle = handle
        var tried: [String] = []
        var rounds = 0
        while let top = coveringOverlay(of: handle) {
            guard rounds < maximumInterruptionRounds else {
                return .blocked(
                    "blocked by \(top.overlay.kind.rawValue) '\(Echo.excerpt(top.overlay.name))' (\(Echo.excerpt(top.overlay.title))) "
                        + "after \(rounds) rounds; handlers tried: \(tried.isEmpty ? "none" : tried.map { Echo.excerpt($0) }.joined(separator: ", "))"
                        + (isStrict ? " (strict: no implicit handler)" : ""))
            }
            rounds += 1
            let element = interruptingElement(top)
            var handled = false
            runningHandlers = true
            for monitor in monitors.reversed() {
                let recorded = failures.count
                let result = monitor.handler(element)
                report.record(.handler, at: now, ["monitor": monitor.description, "element": top.overlay.name, "result": result ? "handled" : "declined"])
                tried.append(monitor.description)
                if failures.count > recorded {
                    // A tap on a button that is not there fails at once, naming the handler.
                    for index in recorded..<failures.count {
                        failures[index] = "interruption monitor '\(Echo.excerpt(monitor.description))': " + failures[index]
                    }
                    runningHandlers = false
                    return .handlerFailed
                }
                if result {
                    handled = true
                    break
                }
            }
            runningHandlers = false
            if !handled, !isStrict {
                implicitlyHandle(top)
                tried.append("implicit")
            }
            advance(to: now + interruptionRoundDuration)
            switch locate() {
            case .found(let found): handle = found
            case .missing: return .gone
            case .multiple: return .multiple
            }
        }
        return .clear(handle)
    }

    /// XCTest's implicit handler: an alert's cancel button, else its default button (the
    /// first, when there are several: the sources are silent on which); an alert with only
    /// destructive buttons is left up; a persistent banner swiped away; a temporary one
    /// waited out.
    private func implicitlyHandle(_ active: ActiveOverlay) {
        let overlay = active.overlay
        switch overlay.kind {
        case .alert:
            // Of the buttons in the tree: an iPad's action sheet shows no cancel button.
            let shown = overlay.buttons.filter { showsButton($0, of: overlay) }
            let button = shown.first { $0.role == .cancel } ?? shown.first { $0.role == .default }
            report.record(.implicitHandler, at: now, ["element": overlay.name, "action": button.map { "tap \($0.label)" } ?? "none"])
            guard let button else { return }
            now += gestureDuration
            press(button, of: active)
        case .banner where overlay.persistent:
            report.record(.implicitHandler, at: now, ["element": overlay.name, "action": "swipeUp"])
            now += gestureDuration
            removeOverlays { $0.instance == active.instance }
        case .banner:
            report.record(.implicitHandler, at: now, ["element": overlay.name, "action": "wait"])
            now = max(now, active.shownAt + overlay.duration)
        }
    }
}

/// The alert or banner an interruption monitor's handler is asked to clear, as XCTest
/// passes an `XCUIElement` for it.
public struct InterruptingElement {
    unowned let app: SimulatedApp
    let instance: Int
    public let identifier: String
    public let kind: AppOverlay.Kind
    /// The alert's title or the banner's text.
    public let title: String
    /// The labels of its buttons.
    public let buttons: [String]
    /// Whether it belongs to the system (a permission prompt, a system alert).
    public let isSystem: Bool

    /// Whether it is still on screen.
    public var exists: Bool { app.overlays.contains { $0.instance == instance } }

    /// Taps one of its buttons by label; returns whether there was such a button.
    @discardableResult
    public func tap(_ button: String) -> Bool {
        guard let overlay = app.overlays.first(where: { $0.instance == instance }), let found = overlay.button(button) else { return false }
        app.report.record(.gesture, at: app.now, ["gesture": "tap", "element": button, "on": identifier])
        app.now += app.gestureDuration
        app.press(found, of: overlay)
        return true
    }

    /// Swipes a banner away.
    public func swipeUp() {
        guard kind == .banner else { return }
        app.report.record(.gesture, at: app.now, ["gesture": "swipeUp", "element": identifier])
        app.now += app.gestureDuration
        app.overlays.removeAll { $0.instance == instance }
    }
}

/// Seeded interruptions shown before interactions: system alerts and banners at a rate.
public struct InterruptionInjection: Sendable {
    /// The chance, before each interaction, that one appears.
    public var rate: Double
    /// What may appear, chosen uniformly.
    public var kinds: [AppOverlay]
    var random: SplitMix64

    public init(seed: UInt64, rate: Double, kinds: [AppOverlay] = InterruptionInjection.standardKinds) {
        self.rate = rate
        self.kinds = kinds
        random = SplitMix64(seed: seed)
    }

    /// A system alert with a cancel button, one with only a default button, a banner
    /// that must be swiped away and one that goes by itself.
    public static let standardKinds: [AppOverlay] = {
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

/// An alert or banner on screen.
struct ActiveOverlay {
    var overlay: AppOverlay
    var instance: Int
    var shownAt: Double
    /// For a permission prompt: the resource and what each answer runs.
    var resource: ProtectedResource?
    var granted: [AppCommand] = []
    var denied: [AppCommand] = []

    func button(_ label: String) -> AppOverlay.Button? { overlay.buttons.first { $0.label == label } }
}

extension SimulatedApp {
    /// Adds a handler for interruptions, run last added first when an interaction's
    /// target is covered, until one returns true. Mirrors XCTest's method of the same name.
    ///
    /// - Returns: a token for ``removeUIInterruptionMonitor(_:)``.
    @discardableResult
    public func addUIInterruptionMonitor(
        withDescription description: String, handler: @escaping (InterruptingElement) -> Bool
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
    public func endTest() {
        monitors.removeAll()
    }

    func show(_ overlay: AppOverlay, resource: ProtectedResource? = nil, granted: [AppCommand] = [], denied: [AppCommand] = []) {
        overlayCounter += 1
        overlays.append(ActiveOverlay(overlay: overlay, instance: overlayCounter, shownAt: now, resource: resource, granted: granted, denied: denied))
        report.record(.interruption, at: now, ["element": overlay.identifier, "kind": overlay.kind.rawValue, "title": overlay.title])
    }

    func showPrompt(for resource: ProtectedResource, granted: [AppCommand], denied: [AppCommand]) {
        var prompt = AppOverlay(
            "system.permission.\(resource.rawValue)", .alert, title: "“\(definition.name)” Would Like to Access Your \(resource.rawValue)",
            buttons: [.init(resource.allowLabel, role: .default), .init("Don't Allow", role: .cancel)])
        prompt.isSystem = true
        show(prompt, resource: resource, granted: granted, denied: denied)
    }

    func press(_ button: AppOverlay.Button, of active: ActiveOverlay) {
        overlays.removeAll { $0.instance == active.instance }
        if let resource = active.resource {
            let allowed = button.role == .default
            authorization[resource] = allowed ? .authorized : .denied
            report.record(.prompt, at: now, ["resource": resource.rawValue, "answer": allowed ? "authorized" : "denied"])
            run(allowed ? active.granted : active.denied)
        }
        run(button.commands)
    }

    func injectInterruption() {
        guard var injection, overlays.isEmpty, !injection.kinds.isEmpty else { return }
        let roll = Double.random(in: 0..<1, using: &injection.random)
        let kind = injection.kinds[Int.random(in: 0..<injection.kinds.count, using: &injection.random)]
        self.injection = injection
        if roll < injection.rate { show(kind) }
    }

    /// Clears what covers `identifier`: rounds of handlers (monitors last added first,
    /// then the implicit handler unless strict) until the target is uncovered.
    func clearInterruptions(blocking identifier: String, interaction: Interaction) throws(DriverError) {
        var tried: [String] = []
        var rounds = 0
        while let top = overlays.last, top.overlay.identifier != identifier, top.button(identifier) == nil {
            guard rounds < maximumInterruptionRounds else {
                throw DriverError(
                    "\(interaction) is blocked by \(top.overlay.kind.rawValue) '\(top.overlay.identifier)' (\(top.overlay.title)) "
                        + "after \(rounds) rounds; handlers tried: \(tried.isEmpty ? "none" : tried.joined(separator: ", "))"
                        + (isStrict ? " (strict: no implicit handler)" : ""))
            }
            rounds += 1
            let element = InterruptingElement(
                app: self, instance: top.instance, identifier: top.overlay.identifier, kind: top.overlay.kind,
                title: top.overlay.title, buttons: top.overlay.buttons.map(\.label), isSystem: top.overlay.isSystem)
            var handled = false
            runningHandlers = true
            for monitor in monitors.reversed() {
                let result = monitor.handler(element)
                report.record(.handler, at: now, ["monitor": monitor.description, "element": element.identifier, "result": result ? "handled" : "declined"])
                tried.append(monitor.description)
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
            advance(to: now)
        }
    }

    /// XCTest's implicit handler: an alert's cancel button, else its default button; a
    /// persistent banner swiped away; a temporary one waited out.
    private func implicitlyHandle(_ active: ActiveOverlay) {
        let overlay = active.overlay
        switch overlay.kind {
        case .alert:
            let button = overlay.buttons.first { $0.role == .cancel } ?? overlay.buttons.first { $0.role == .default } ?? overlay.buttons.first
            report.record(.implicitHandler, at: now, ["element": overlay.identifier, "action": button.map { "tap \($0.label)" } ?? "none"])
            guard let button else { return }
            now += gestureDuration
            press(button, of: active)
        case .banner where overlay.persistent:
            report.record(.implicitHandler, at: now, ["element": overlay.identifier, "action": "swipeUp"])
            now += gestureDuration
            overlays.removeAll { $0.instance == active.instance }
        case .banner:
            report.record(.implicitHandler, at: now, ["element": overlay.identifier, "action": "wait"])
            now = max(now, active.shownAt + overlay.duration)
        }
    }
}

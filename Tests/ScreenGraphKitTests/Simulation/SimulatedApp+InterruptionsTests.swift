import Foundation
import Testing

@testable import ScreenGraphKit

/// XCTest's interruption-monitor semantics on the simulated app
/// (SimulatedApp+Interruptions.swift).
@Suite struct SimulatedAppInterruptionsTests {
    /// A one-screen app whose button counts taps, with an alert injected before every
    /// interaction (rate 1) until the test turns injection off. The button is in the top
    /// bar, where a banner covers it, when `region` says so.
    static func app(_ overlay: AppOverlay, strict: Bool = false, region: ElementRegion = .content) throws -> SimulatedApp {
        var definition = AppDefinition(name: "Counter", initialScreen: "Main")
        definition.settings = [StateField("taps", .int, initial: 0)]
        var button = AppElement("count")
        button.region = region
        button.behaviours["tap"] = [.set("taps += 1")]
        definition.screens = [AppScreen("Main", elements: [button, AppElement("title", .staticText)])]
        let app = try SimulatedApp(definition, seed: 9)
        app.isStrict = strict
        app.injection = InterruptionInjection(seed: 9, rate: 1, kinds: [overlay])
        app.launch()
        return app
    }

    static let update = AppOverlay(
        "system.update", .alert, title: "Software Update", buttons: [.init("Install", role: .default), .init("Later", role: .cancel)])

    @Test func monitorsRunLastAddedFirstUntilOneHandles() throws {
        let app = try Self.app(Self.update)
        var order: [String] = []
        app.addUIInterruptionMonitor(withDescription: "first") { alert in
            order.append("first")
            alert.buttons["Install"].tap()
            return true
        }
        app.addUIInterruptionMonitor(withDescription: "declines") { _ in
            order.append("declines")
            return false
        }
        try app.perform(.tap("count"))
        #expect(order == ["declines", "first"])
        // The blocked tap was performed exactly once, after the alert was gone.
        #expect(app.settings.taps == 1)
        #expect(app.report.counts[.implicitHandler] == nil)
    }

    @Test func handlersRunOnlyWhenTheTargetIsCovered() throws {
        let app = try Self.app(Self.update)
        app.injection = nil
        var calls = 0
        app.addUIInterruptionMonitor(withDescription: "never") { _ in
            calls += 1
            return true
        }
        try app.perform(.tap("count"))
        #expect(calls == 0)
        // Waits do not run monitors either, even with an alert up.
        app.injection = InterruptionInjection(seed: 1, rate: 1, kinds: [Self.update])
        app.injectInterruption()
        #expect(app.waitForElement("title", timeout: 1))
        #expect(calls == 0)
    }

    @Test func aHandlerThatReturnsTrueWithoutClearingRunsAgain() throws {
        let app = try Self.app(Self.update, strict: true)
        var calls = 0
        app.addUIInterruptionMonitor(withDescription: "claims but does nothing") { _ in
            calls += 1
            return true
        }
        #expect(throws: DriverError(
            "tap 'count' is blocked by alert 'system.update' (Software Update) after 5 rounds; handlers tried: "
                + "claims but does nothing, claims but does nothing, claims but does nothing, claims but does nothing, claims but does nothing"
                + " (strict: no implicit handler)")
        ) { try app.perform(.tap("count")) }
        #expect(calls == 5)
        #expect(app.settings.taps == 0)
    }

    @Test func theImplicitHandlerTapsCancelThenDefault() throws {
        let app = try Self.app(Self.update)
        try app.perform(.tap("count"))
        #expect(app.report.events.contains { $0.kind == .implicitHandler && $0.fields.contains(.init(name: "action", value: "tap Later")) })
        let ok = AppOverlay("system.ok", .alert, title: "Notice", buttons: [.init("OK", role: .default)])
        let other = try Self.app(ok)
        try other.perform(.tap("count"))
        #expect(other.report.events.contains { $0.kind == .implicitHandler && $0.fields.contains(.init(name: "action", value: "tap OK")) })
        #expect(other.settings.taps == 1)
    }

    @Test func bannersAreSwipedAwayOrWaitedOut() throws {
        var persistent = AppOverlay("banner.message", .banner, title: "New Message")
        persistent.persistent = true
        let swiped = try Self.app(persistent, region: .topBar)
        try swiped.perform(.tap("count"))
        #expect(swiped.report.events.contains { $0.kind == .implicitHandler && $0.fields.contains(.init(name: "action", value: "swipeUp")) })
        var temporary = AppOverlay("banner.airdrop", .banner, title: "AirDrop")
        temporary.duration = 2
        let waited = try Self.app(temporary, region: .topBar)
        let before = waited.now
        try waited.perform(.tap("count"))
        #expect(waited.now >= before + 2)
        #expect(waited.settings.taps == 1)
    }

    @Test func strictModeFailsWithTheElementAndEveryHandlerTried() throws {
        let app = try Self.app(Self.update, strict: true)
        app.addUIInterruptionMonitor(withDescription: "only banners") { $0.elementType == .banner }
        #expect(throws: DriverError(
            "tap 'count' is blocked by alert 'system.update' (Software Update) after 5 rounds; handlers tried: "
                + "only banners, only banners, only banners, only banners, only banners (strict: no implicit handler)")
        ) { try app.perform(.tap("count")) }
    }

    @Test func monitorsEndWithTheTest() throws {
        let app = try Self.app(Self.update)
        var calls = 0
        app.addUIInterruptionMonitor(withDescription: "counts") { alert in
            calls += 1
            alert.buttons["Later"].tap()
            return true
        }
        app.endTest()
        try app.perform(.tap("count"))
        #expect(calls == 0)
        #expect(app.report.counts[.implicitHandler] == 1)
    }
}

import Testing

@testable import ScreenGraphKit

/// The simulated app itself (SimulatedApp.swift): launching with arguments and an
/// environment, the settings as the app reads them, and permission statuses across
/// launches. Its extensions each have a test file of their own (`SimulatedApp+…Tests`);
/// `KeptTreeTests` checks that a kept element tree is the one working it out afresh gives.
///
/// A `-Key value` launch argument sets a setting for one launch, over the saved value, as
/// UserDefaults' argument domain (`NSArgumentDomain`, searched before the app's own
/// domain) does; a bool reads `YES`, `true` and `1` as true and anything else as false, as
/// `bool(forKey:)` reads a string (SimulatedApp.swift's `parseSetting` gives the reading).
@Suite struct SimulatedAppTests {
    static func app() throws -> SimulatedApp {
        var definition = AppDefinition(name: "Prefs", initialScreen: "Main")
        definition.settings = [StateField("dark", .bool, initial: false), StateField("count", .int, initial: 5), StateField("name", .optionalString)]
        definition.startup = StartupRules(resetArgument: "-reset", environmentPrefix: "SETTING_")
        var bump = AppElement("bump")
        bump.behaviours["tap"] = [.set("count += 1")]
        definition.screens = [AppScreen("Main", elements: [bump]), AppScreen("Other", elements: [])]
        return try SimulatedApp(definition)
    }

    @Test func launchArgumentsSetSettingsForOneLaunch() throws {
        let simulated = try Self.app()
        simulated.launch(arguments: ["-dark", "YES", "-count", "9", "-name", "Ada", "-unknown", "x"], environment: [:])
        #expect(simulated.settings.dark == .bool(true) && simulated.settings.count == .int(9) && simulated.settings.name == .string("Ada"))
        #expect(simulated.persistedValue(of: "count") == .int(5))
        simulated.launch(arguments: [], environment: [:])
        #expect(simulated.settings.dark == .bool(false) && simulated.settings.count == .int(5))
    }

    @Test func boolsAndIntsReadAsUserDefaultsReadsAString() throws {
        let simulated = try Self.app()
        for (text, value) in [("YES", true), ("true", true), ("1", true), ("True", true), ("no", false), ("2", false), ("", false)] {
            simulated.launch(arguments: ["-dark", text], environment: [:])
            #expect(simulated.settings.dark == .bool(value), "\(text)")
        }
        // An int that is no number reads as 0, and still shadows the saved value.
        simulated.launch(arguments: ["-count", "many"], environment: [:])
        #expect(simulated.settings.count == .int(0))
        // An argument with no value after it, or a lone "-", sets nothing.
        simulated.launch(arguments: ["-", "-count"], environment: [:])
        #expect(simulated.settings.count == .int(5))
    }

    /// What the app writes persists across launches; an argument shadows it for one launch;
    /// the reset argument clears it; prefixed environment keys set it.
    @Test func persistedSettingsResetAndEnvironment() throws {
        let simulated = try Self.app()
        simulated.launch()
        simulated.app.buttons["bump"].tap()
        #expect(simulated.settings.count == .int(6))
        simulated.launch(arguments: ["-count", "1"], environment: [:])
        #expect(simulated.settings.count == .int(1) && simulated.persistedValue(of: "count") == .int(6))
        simulated.launch(arguments: [], environment: [:])
        #expect(simulated.settings.count == .int(6))
        simulated.launch(arguments: ["-reset"], environment: ["SETTING_dark": "YES", "OTHER_count": "3"])
        #expect(simulated.settings.count == .int(5) && simulated.persistedValue(of: "dark") == .bool(true))
        #expect(simulated.persistedValue(of: "nothing") == nil)
    }

    @Test func aLaunchStartsOnTheInitialScreenAndTerminatingEndsIt() throws {
        let simulated = try Self.app()
        #expect(simulated.currentScreen == nil)
        simulated.launch()
        #expect(simulated.currentScreen == "Main" && simulated.report.counts[.launch] == 1)
        simulated.terminate()
        simulated.terminate()  // a second terminate does nothing
        #expect(simulated.currentScreen == nil && simulated.report.counts[.terminate] == 1)
    }

    /// Permissions outlast a launch; "Allow Once" lasts only while the app is in use
    /// (`CLLocationManager`'s temporary authorization); changing one in Settings terminates
    /// the app, except location, which the running app is told of (Core Location's
    /// `locationManagerDidChangeAuthorization(_:)`: "The system calls this method … when
    /// the app's authorization status changes").
    @Test func permissionsAcrossLaunches() throws {
        let simulated = try Self.app()
        simulated.launch()
        simulated.setAuthorization(.authorizedOnce, for: .location)
        #expect(simulated.state(of: .app) == .runningForeground)
        simulated.setAuthorization(.authorized, for: .camera)
        #expect(simulated.state(of: .app) == .notRunning)
        #expect(simulated.authorizationStatus(for: .location) == .notDetermined)  // the once ended with the app
        #expect(simulated.authorizationStatus(for: .camera) == .authorized)
        simulated.launch()
        simulated.setAuthorization(.authorized, for: .camera)  // already so: nothing changes
        #expect(simulated.state(of: .app) == .runningForeground)
        simulated.resetAuthorizationStatus(for: .camera)
        #expect(simulated.authorizationStatus(for: .camera) == .notDetermined && simulated.state(of: .app) == .notRunning)
    }
}

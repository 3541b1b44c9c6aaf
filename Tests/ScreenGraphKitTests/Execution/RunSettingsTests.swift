import Testing

@testable import ScreenGraphKit

/// Run settings: their checks, their text forms, and the rule that options override a
/// replayed file's settings.
@Suite struct RunSettingsTests {
    static func demo() throws -> (ScreenGraph, AppDefinition) {
        (try ScreenGraph(contentsOfFile: PackagePaths.graph("Demo.screengraph")),
         try AppDefinition(contentsOfFile: PackagePaths.graph("Apps/Demo.json")))
    }

    @Test func theRateIsFromZeroToOne() throws {
        let (_, app) = try Self.demo()
        let settings = try RunSettings(app: app, seed: 3, interruptionRate: 1, strict: true)
        #expect(settings.seed == 3 && settings.interruptionRate == 1 && settings.strict)
        let defaults = try RunSettings(app: app)
        #expect(defaults.seed == 0 && defaults.interruptionRate == 0 && !defaults.strict)
        #expect(throws: RunSettingsError.invalidInterruptionRate("1.5")) { try RunSettings(app: app, interruptionRate: 1.5) }
        #expect(throws: RunSettingsError.invalidInterruptionRate("-0.1")) { try RunSettings(app: app, interruptionRate: -0.1) }
        #expect(throws: RunSettingsError.invalidInterruptionRate("nan")) { try RunSettings(app: app, interruptionRate: .nan) }
    }

    @Test func overridesAreReadFromText() throws {
        #expect(try RunSettings.Overrides(parsingSeed: "18446744073709551615", interruptionRate: "0.25", strict: true)
            == RunSettings.Overrides(seed: .max, interruptionRate: 0.25, strict: true))
        #expect(try RunSettings.Overrides(parsingSeed: nil, interruptionRate: nil, strict: false) == RunSettings.Overrides())
        for seed in ["-1", "1.5", "18446744073709551616", "seven", ""] {
            #expect(throws: RunSettingsError.invalidSeed(seed)) { try RunSettings.Overrides(parsingSeed: seed, interruptionRate: nil, strict: false) }
        }
        for rate in ["2", "-0.5", "x", "nan", "inf"] {
            #expect(throws: RunSettingsError.invalidInterruptionRate(rate)) {
                try RunSettings.Overrides(parsingSeed: "1", interruptionRate: rate, strict: false)
            }
        }
        #expect(RunSettingsError.invalidSeed("-1").description == "the seed '-1' must be a whole number")
        #expect(RunSettingsError.invalidInterruptionRate("2").description == "the interruption rate '2' must be a rate from 0 to 1")
    }

    @Test func optionsOverrideTheReplayedFile() throws {
        let (_, app) = try Self.demo()
        let file = ReplayFile(graph: "Demo", seed: 7, interruptionRate: 0.2, strict: true, steps: [])
        let kept = try RunSettings(app: app, overrides: RunSettings.Overrides(), replaying: file)
        #expect(kept.seed == 7 && kept.interruptionRate == 0.2 && kept.strict)
        // Strictness can be turned on, not off: the file's stays.
        let overridden = try RunSettings(
            app: app, overrides: RunSettings.Overrides(seed: 9, interruptionRate: 0, strict: false), replaying: file)
        #expect(overridden.seed == 9 && overridden.interruptionRate == 0 && overridden.strict)
        let lenient = ReplayFile(graph: "Demo", seed: 7, steps: [])
        #expect(try RunSettings(app: app, overrides: RunSettings.Overrides(strict: true), replaying: lenient).strict)
        // Without a file, the overrides go over the defaults.
        let plain = try RunSettings(app: app, overrides: RunSettings.Overrides(interruptionRate: 0.5))
        #expect(plain.seed == 0 && plain.interruptionRate == 0.5 && !plain.strict)
        let broken = ReplayFile(graph: "Demo", seed: 7, interruptionRate: 3, steps: [])
        #expect(throws: RunSettingsError.invalidInterruptionRate("3.0")) {
            try RunSettings(app: app, overrides: RunSettings.Overrides(), replaying: broken)
        }
    }

    @Test func executorsAndShrinkersTakeTheSettings() throws {
        let (graph, app) = try Self.demo()
        let settings = try RunSettings(app: app, seed: 4, interruptionRate: 0.3)
        let byValues = try Executor(graph: graph, app: app, seed: 4, interruptionRate: 0.3)
        let bySettings = try Executor(graph: graph, settings: settings)
        _ = try byValues.visitEveryScreen()
        _ = try bySettings.visitEveryScreen()
        #expect(bySettings.app.report.text == byValues.app.report.text)
        #expect(bySettings.app.report.text.contains(" interruption "))
        let shrinker = Shrinker(graph: graph, settings: try RunSettings(app: app, seed: 5, interruptionRate: 0.1, strict: true))
        #expect(shrinker.seed == 5 && shrinker.interruptionRate == 0.1 && shrinker.strict)
    }
}

/// How a run on the simulated app is set up: the app, the seed of its random choices,
/// the rate of injected interruptions and whether the implicit interruption handler is off.
///
/// `screengraph run`, `walk` and `replay` build one from their options; a replayed
/// route starts from the settings saved with it, which options override.
///
/// ```swift
/// let settings = try RunSettings(app: app, seed: 7, interruptionRate: 0.05)
/// let executor = try Executor(graph: graph, settings: settings)
/// ```
package struct RunSettings: Sendable {
    /// The simulated app.
    package var app: AppDefinition
    /// The seed of the app's random choices and of the injected interruptions.
    package var seed: UInt64
    /// The chance, before each interaction, of an injected system alert or banner, 0...1.
    package var interruptionRate: Double
    /// Whether the implicit interruption handler is off.
    package var strict: Bool

    /// Creates settings, checking the interruption rate.
    ///
    /// - Throws: ``RunSettingsError/invalidInterruptionRate(_:)`` when the rate is
    ///   not from 0 to 1.
    package init(app: AppDefinition, seed: UInt64 = 0, interruptionRate: Double = 0, strict: Bool = false) throws(RunSettingsError) {
        guard (0...1).contains(interruptionRate) else { throw .invalidInterruptionRate(String(interruptionRate)) }
        self.app = app
        self.seed = seed
        self.interruptionRate = interruptionRate
        self.strict = strict
    }

    /// Creates settings from overrides: over a replay file's settings when one is
    /// given, else over the defaults (seed 0, no interruptions, not strict).
    ///
    /// ```swift
    /// let overrides = try RunSettings.Overrides(parsingSeed: "9", interruptionRate: nil, strict: false)
    /// let settings = try RunSettings(app: app, overrides: overrides, replaying: file)  // the file's rate, seed 9
    /// ```
    ///
    /// - Throws: ``RunSettingsError/invalidInterruptionRate(_:)`` when the rate taken
    ///   is not from 0 to 1.
    package init(app: AppDefinition, overrides: Overrides, replaying file: ReplayFile? = nil) throws(RunSettingsError) {
        try self.init(
            app: app, seed: overrides.seed ?? file?.seed ?? 0,
            interruptionRate: overrides.interruptionRate ?? file?.interruptionRate ?? 0,
            strict: overrides.strict || file?.strict == true)
    }
}

extension RunSettings {
    /// Settings given on top of others, as a command line gives them: each `nil`
    /// keeps the value beneath, and `strict` can turn strictness on but not off.
    package struct Overrides: Sendable, Equatable {
        /// The seed to use instead, if any.
        package var seed: UInt64?
        /// The interruption rate to use instead, if any.
        package var interruptionRate: Double?
        /// Turns the implicit interruption handler off; `false` keeps what is beneath.
        package var strict: Bool

        /// Creates overrides from values.
        package init(seed: UInt64? = nil, interruptionRate: Double? = nil, strict: Bool = false) {
            self.seed = seed
            self.interruptionRate = interruptionRate
            self.strict = strict
        }

        /// Reads overrides from text: a seed is a whole number from 0 to 2⁶⁴ − 1, a rate
        /// a number from 0 to 1.
        ///
        /// - Throws: ``RunSettingsError`` naming the first text that is not one.
        package init(parsingSeed seed: String?, interruptionRate: String?, strict: Bool) throws(RunSettingsError) {
            self.init(strict: strict)
            if let seed {
                guard let parsed = NumberSyntax.integer(seed, as: UInt64.self) else { throw .invalidSeed(seed) }
                self.seed = parsed
            }
            if let interruptionRate {
                guard let parsed = NumberSyntax.number(interruptionRate), (0...1).contains(parsed) else {
                    throw .invalidInterruptionRate(interruptionRate)
                }
                self.interruptionRate = parsed
            }
        }
    }
}

/// A run setting that is out of range or not a number.
package enum RunSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The seed, as written, is not a whole number from 0 to 2⁶⁴ − 1.
    case invalidSeed(String)
    /// The interruption rate, as written, is not a number from 0 to 1.
    case invalidInterruptionRate(String)

    /// One line: `the seed '-1' must be a whole number`.
    package var description: String {
        switch self {
        case .invalidSeed(let text): "the seed '\(Echo.excerpt(text))' must be a whole number"
        case .invalidInterruptionRate(let text): "the interruption rate '\(Echo.excerpt(text))' must be a rate from 0 to 1"
        }
    }
}

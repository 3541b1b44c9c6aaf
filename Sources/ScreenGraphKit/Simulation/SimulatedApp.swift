/// An in-memory app that a navigator drives like XCUITest drives a real one.
///
/// It runs an ``AppDefinition`` on a virtual clock: gestures take time, waits advance
/// it, delayed loads and temporary banners happen when it reaches them. Settings persist
/// across `terminate()` and `launch()`, shadowed for one launch by `-Key value` launch
/// arguments; permission statuses persist too. Alerts cover the screen, and banners
/// its top bar, until an interruption monitor, or the implicit handler, clears them.
///
/// As on a device there are three element trees: the app's, the system UI's
/// (permission prompts, system alerts, banners) and the Settings app's. A navigator
/// drives it as a ``Driver``; test code and graph closures use ``app``, the same
/// XCUITest-shaped interface a device offers:
///
/// ```swift
/// let simulated = try SimulatedApp(definition, seed: 7)
/// simulated.launchArguments = ["-analytics", "YES"]
/// simulated.launch()
/// let navigator = Navigator(graph: graph, driver: simulated)
/// try navigator.goto("Home")
/// simulated.app.buttons["settings"].tap()
/// print(simulated.report.text)
/// ```
public final class SimulatedApp {
    package let definition: AppDefinition
    /// Virtual seconds since the app was created.
    public internal(set) var now = 0.0
    /// Arguments for the next launch; `-Key value` pairs set settings for that launch only.
    package var launchArguments: [String] = []
    /// Environment for the next launch.
    package var launchEnvironment: [String: String] = [:]
    package private(set) var isRunning = false {
        didSet { treeChanges += 1 }
    }
    /// Turns the implicit interruption handler off: only monitors clear interruptions.
    public var isStrict = false
    /// How many rounds of handlers an interaction may take before it fails.
    package var maximumInterruptionRounds = 5
    /// How long a gesture takes, and how often a wait looks again, in virtual seconds.
    package var gestureDuration = 0.25
    package var pollInterval = 0.1
    /// How long one round of interruption handling takes, in virtual seconds: finding
    /// what covers the target and running the handlers. Time passes while handlers run,
    /// so a temporary banner can expire during them.
    package var interruptionRoundDuration = 1.0
    /// Interruptions injected before interactions, if any.
    public var injection: InterruptionInjection?
    /// Everything the app did.
    public var report: RunReport
    /// What kind of device it runs on, as `UIDevice.current.userInterfaceIdiom` reads it
    /// on Linux: a phone unless a test says otherwise.
    public var userInterfaceIdiom = DeviceIdiom.phone {
        didSet { treeChanges += 1 }
    }
    /// The device's general pasteboard's text, as `UIPasteboard.general.string` reads and
    /// writes it on Linux. No app definition reads it yet: it carries text between test
    /// code and graph closures.
    public var pasteboardString: String?

    /// The definition's indexes and compiled expressions.
    let compiled: CompiledApp
    private var persisted: [String: StateValue] = [:] {
        didSet { treeChanges += 1 }
    }
    private var argumentDomain: [String: StateValue] = [:] {
        didSet { treeChanges += 1 }
    }
    private var cachedSettings: UserState?

    // What is on screen.
    struct Frame {
        var screen: Int
        var shownAt: Double
        var presented: Bool
    }
    /// The screens shown, the top one in front. Any change to them ends keyboard focus: the
    /// focused input's screen went, or another came over it.
    var stack: [Frame] = [] {
        didSet {
            focused = nil
            treeChanges += 1
        }
    }
    /// Counts the changes to what the element trees show: to what is on screen (``stack``,
    /// ``overlays``, ``front``, ``settingsPage``, whether the app runs), to the settings and
    /// permissions that elements show, and to the device's idiom. A tree is worked out
    /// again only after one, or while an element's timing can still change it (see
    /// ``nodes(of:)``).
    var treeChanges = 0
    /// Each tree as last worked out, by ``AppTarget``'s order, with ``treeChanges`` and the
    /// time then.
    var trees: [(nodes: [ElementNode], changes: Int, at: Double)?] = [nil, nil, nil]
    /// Counts the trees worked out: while it stays the same, every tree is as it was.
    var treesWorkedOut = 0
    /// The app's text input with keyboard focus, if any (see SimulatedApp+Keyboard.swift).
    var focused: ElementHandle?
    var pendingLoad: (screen: Int, at: Double)?
    var overlays: [ActiveOverlay] = [] {
        didSet { treeChanges += 1 }
    }
    /// Alerts waiting for the alert on screen to go: one alert shows at a time.
    var pendingAlerts: [ActiveOverlay] = []
    var overlayCounter = 0
    /// Which app is in front: the app under test, the Settings app, or neither.
    var front = Front.home {
        didSet {
            if oldValue == .app, front != .app { backgroundedAt = now }
            treeChanges += 1
        }
    }
    /// When the app last left the front, for when it is suspended.
    var backgroundedAt = 0.0
    /// How long an app in the background runs before iOS suspends it, in virtual seconds.
    /// Apple's "Managing your app's life cycle" says the system suspends a background app
    /// "shortly" after it has no more work to do, and gives no figure: this one is ours.
    package var suspensionDelay = 5.0
    var settingsRunning = false
    /// The page of the Settings app in front: the app's own page, or one resource's list of choices.
    var settingsPage: ProtectedResource? {
        didSet { treeChanges += 1 }
    }
    /// Whether iOS asked to select more photos in this run of the app (see ``SystemPrompt``).
    var limitedLibraryAlertShown = false
    /// The photo picker in front, if any (see SimulatedApp+Pickers.swift).
    var picker: ActivePicker?
    /// The photos the app may read under limited access, by index in the device's library; kept
    /// across launches, as the status is.
    var limitedSelection: Set<Int> = []
    /// The arguments and environment of the last `launch()`, which a relaunch by
    /// `activate` uses again.
    var lastLaunch: (arguments: [String], environment: [String: String])?
    /// Launch arguments and environment of the Settings app and the system UI, which
    /// they keep but do not read.
    var otherLaunchArguments: [AppTarget: [String]] = [:]
    var otherLaunchEnvironment: [AppTarget: [String: String]] = [:]
    /// Failures recorded by gestures through ``app`` (XCTest's "No matches found"),
    /// until ``takeFailures()``.
    var failures: [String] = []
    /// A command of the app's that could not run (a `set` that overflows), until the
    /// gesture that ran it fails with it.
    var commandFailure: String?
    var authorization: [ProtectedResource: AuthorizationStatus] = [:] {
        didSet { treeChanges += 1 }
    }
    var failedRequest: [AppCommand]?
    var random: SplitMix64

    // Interruption monitors.
    var monitors: [(token: InterruptionMonitorToken, description: String, handler: (TestElement) -> Bool)] = []
    var nextToken = 1
    var runningHandlers = false

    /// Creates the app, not yet launched.
    ///
    /// - Parameter seed: the seed of every random choice (network failures, injected
    ///   interruptions); it heads the report.
    /// - Throws: ``GraphError`` with every error of the definition, in source order: a
    ///   duplicate screen, element, overlay or setting, an expression that does not
    ///   compile, a command that names a screen or overlay the app does not have, an
    ///   initial screen or network failure alert that is not one.
    public init(_ definition: AppDefinition, seed: UInt64 = 0) throws(GraphError) {
        let definition = Self.addingPickerScreens(to: definition)
        switch AppCompiler.compile(definition) {
        case .success(let compiled): self.compiled = compiled
        case .failure(let error): throw error
        }
        self.definition = definition
        report = RunReport(seed: seed)
        random = SplitMix64(seed: seed)
        CurrentApp.use(self)
    }

    /// A new app, not yet launched, of the definition `other` runs, whose indexes and
    /// compiled expressions it shares instead of compiling the definition again: what
    /// each session of an exploration starts afresh with. Nothing else of `other`'s
    /// carries over.
    package init(sameAppAs other: SimulatedApp, seed: UInt64 = 0) {
        compiled = other.compiled
        definition = other.definition
        report = RunReport(seed: seed)
        random = SplitMix64(seed: seed)
        CurrentApp.use(self)
    }

    // MARK: Launching

    /// Launches the app on its initial screen, in front, terminating a running instance first.
    ///
    /// `-Key value` launch arguments set settings for this launch only; the start-up
    /// rules may clear the persisted settings or set them from the environment.
    public func launch() {
        launch(arguments: launchArguments, environment: launchEnvironment)
    }

    /// Launches with the given arguments and environment, which a relaunch by `activate` reuses.
    func launch(arguments launchArguments: [String], environment launchEnvironment: [String: String]) {
        if isRunning { terminate() }
        lastLaunch = (launchArguments, launchEnvironment)
        argumentDomain = [:]
        var arguments = launchArguments[...]
        while let argument = arguments.popFirst() {
            guard argument.hasPrefix("-"), argument.count > 1, let value = arguments.first else { continue }
            let key = String(argument.dropFirst())
            if let parsed = parseSetting(key, value) {
                argumentDomain[key] = parsed
                arguments.removeFirst()
            }
        }
        if let reset = definition.startup.resetArgument, launchArguments.contains(reset) { persisted = [:] }
        if let prefix = definition.startup.environmentPrefix {
            for (name, value) in launchEnvironment.sorted(by: { $0.key < $1.key }) where name.hasPrefix(prefix) {
                let key = String(name.dropFirst(prefix.count))
                if let parsed = parseSetting(key, value) { persisted[key] = parsed }
            }
        }
        cachedSettings = nil
        isRunning = true
        limitedLibraryAlertShown = false
        picker = nil
        front = .app
        removeOverlays { !$0.overlay.isSystem }
        pendingLoad = nil
        stack = [Frame(screen: compiled.initialScreen, shownAt: now, presented: false)]
        report.record(.launch, at: now, ["screen": definition.initialScreen, "arguments": launchArguments.joined(separator: " ")])
    }

    /// Terminates the app; persisted settings and permission statuses remain, except "Allow
    /// Once", which lasts only while the app is in use. Its alerts and its permission prompts
    /// go with it; the system's other alerts stay.
    package func terminate() {
        guard isRunning else { return }
        isRunning = false
        for (resource, status) in authorization where status == .authorizedOnce { authorization[resource] = .notDetermined }
        if front == .app { front = .home }
        stack = []
        picker = nil
        removeOverlays { !$0.overlay.isSystem || $0.resource != nil }
        pendingLoad = nil
        report.record(.terminate, at: now, [:])
    }

    /// The status of a protected resource; `notDetermined` until its prompt is answered.
    package func authorizationStatus(for resource: ProtectedResource) -> AuthorizationStatus {
        authorization[resource] ?? .notDetermined
    }

    /// Forgets the answer to a resource's prompt, as `XCUIApplication.resetAuthorizationStatus(for:)`
    /// does; like it, terminates a running app.
    package func resetAuthorizationStatus(for resource: ProtectedResource) {
        authorization[resource] = .notDetermined
        terminate()
    }

    /// Changes a permission as the Settings app does. For most resources the system
    /// terminates the app, which relaunches on its initial screen when it next comes to the
    /// front (what `resetAuthorizationStatus(for:)` does too, WWDC 2020 session 10220). A
    /// location change reaches the running app instead: Core Location tells it with
    /// `locationManagerDidChangeAuthorization(_:)` ("The system calls this method when the app
    /// creates the related object's CLLocationManager instance, and when the app's
    /// authorization status changes"). Setting the status it already has changes nothing.
    package func setAuthorization(_ status: AuthorizationStatus, for resource: ProtectedResource) {
        guard authorizationStatus(for: resource) != status else { return }
        authorization[resource] = status
        if resource != .location { terminate() }
    }

    // MARK: Settings

    /// The settings as the app reads them: launch arguments over persisted values over defaults.
    public var settings: UserState {
        if let cachedSettings { return cachedSettings }
        let layout = compiled.layout
        var slots = [Int64](repeating: 0, count: layout.slotCount)
        var strings = compiled.strings
        for entry in layout.entries {
            let value = argumentDomain[entry.field.name] ?? persisted[entry.field.name] ?? entry.field.initial
            layout.store(value, in: entry, slots: &slots, strings: &strings)
        }
        let state = UserState(layout: layout, slots: slots, strings: strings)
        cachedSettings = state
        return state
    }

    /// The persisted value of a setting, as a relaunch without arguments would read it.
    package func persistedValue(of setting: String) -> StateValue? {
        guard let entry = compiled.layout.entry(named: setting) else { return nil }
        return persisted[setting] ?? entry.field.initial
    }

    /// Writes a setting to the persisted domain (as `UserDefaults.standard.set` does);
    /// a launch argument for the same key still shadows it until the next launch.
    func write(_ setting: String, _ value: StateValue) {
        persisted[setting] = value
        cachedSettings = nil
    }

    /// A launch argument or environment value read as the setting's type: a bool is
    /// true for `YES`, `true` and `1` (in any case) and false for anything else, as
    /// `UserDefaults.bool(forKey:)` reads a string; an int as its number, and one that is no
    /// number as 0, which still shadows the saved value: the argument domain holds the string
    /// (`integer(forKey:)`'s page is silent on one that is no number; 0 is our reading);
    /// strings as they are.
    private func parseSetting(_ key: String, _ text: String) -> StateValue? {
        guard let type = compiled.layout.entry(named: key)?.field.type else { return nil }
        switch type.base {
        case .bool:
            switch text.lowercased() {
            case "yes", "true", "1": return .bool(true)
            default: return .bool(false)
            }
        case .int: return .int(Int64(text) ?? 0)
        case .string: return .string(text)
        }
    }

    func holds(_ source: ExpressionSource?) -> Bool {
        guard let source, let predicate = compiled.predicates[source.text] else { return true }
        return settings.slots.withUnsafeBufferPointer { (try? predicate.holds($0)) ?? false }
    }

    func apply(_ source: ExpressionSource) {
        guard let statement = compiled.statements[source.text] else { return }
        var state = settings
        do throws(OverflowError) {
            try [statement].apply(to: &state.slots)
        } catch {
            // The app would trap or wrap an int; a joined string past the slot's 7 bytes
            // cannot be kept. Either way the step that did it fails, naming it.
            if commandFailure == nil {
                commandFailure = "\(error.summary) in the app's 'set \(Echo.excerpt(source.text))': the setting is left as it was"
            }
            return
        }
        guard let value = state.value(of: statement.field) else { return }
        write(statement.field, value)
    }
}

extension SimulatedApp: DeviceIdiomProviding {}

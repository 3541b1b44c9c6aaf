/// An app to run graphs against: its screens, elements and behaviours, settings,
/// alerts and permission prompts. It is written on its own, never derived from the
/// graph it is tested with, so that running a graph on it shows where the two disagree.
///
/// Screen names are the names a graph uses for the same screens; the executor compares
/// them after every step.
public struct AppDefinition: Sendable {
    public var name: String
    /// The screen a launch shows.
    public var initialScreen: String
    /// Where ``initialScreen`` was named.
    public var initialScreenLocation: SourcePosition?
    /// The app's settings: typed like a graph's user state; `initial` is the registered default.
    public var settings: [StateField] = []
    public var screens: [AppScreen] = []
    /// Alerts and banners the app shows by behaviour (`alert NAME`, a network failure).
    public var overlays: [AppOverlay] = []
    /// Start-up rules applied by every launch.
    public var startup = StartupRules()
    /// The chance that a `network` command fails, shown with ``networkFailureAlert``.
    public var networkFailureRate = 0.0
    /// The alert a failed `network` command shows; its buttons may `retry`.
    public var networkFailureAlert: String?
    /// Where ``networkFailureAlert`` was named.
    public var networkFailureAlertLocation: SourcePosition?
    /// Commands for `custom` gestures, by their description.
    public var customGestures: [String: [AppCommand]] = [:]
    /// Where each custom gesture of ``customGestures`` was declared, by its description.
    public var customGestureLocations: [String: SourcePosition] = [:]
    /// The screen name reported while a resource's permission prompt is up, when a
    /// graph models the prompt as a screen.
    public var promptScreens: [ProtectedResource: String] = [:]
    /// The screen name reported while the Settings app is in front.
    public var settingsScreen = "Settings"
    /// The app's Info.plist has `PHPhotoLibraryPreventAutomaticLimitedAccessAlert`: with
    /// limited photo access, iOS does not ask to select more photos at its first read of a run.
    public var preventsAutomaticLimitedAccessAlert = false

    public init(name: String, initialScreen: String) {
        self.name = name
        self.initialScreen = initialScreen
    }
}

/// What a launch does besides reading `-Key value` launch arguments.
public struct StartupRules: Sendable, Equatable {
    /// A launch argument that clears the persisted settings (for example `UI-Testing`).
    public var resetArgument: String?
    /// Launch-environment keys with this prefix set the persisted setting named by the rest.
    public var environmentPrefix: String?

    public init(resetArgument: String? = nil, environmentPrefix: String? = nil) {
        self.resetArgument = resetArgument
        self.environmentPrefix = environmentPrefix
    }
}

/// A screen of the app.
public struct AppScreen: Sendable {
    /// The name a graph uses for the same screen.
    public var name: String
    /// Its elements; identifiers are unique on a screen.
    public var elements: [AppElement]
    /// Where the screen was declared.
    public var location: SourcePosition?

    /// A screen with its elements.
    public init(_ name: String, elements: [AppElement] = []) {
        self.name = name
        self.elements = elements
    }
}

/// An element, found by accessibility identifier.
public struct AppElement: Sendable {
    public var identifier: String
    public var type: ElementType
    public var label: String
    /// A fixed value; see ``setting`` for one bound to a setting.
    public var value: String?
    /// A setting the element shows and edits: a switch reads `"0"`/`"1"` from a bool
    /// setting and toggles it; a text field shows a string setting and types into it.
    public var setting: String?
    /// A predicate on the settings; while false the element is disabled and gestures do nothing.
    public var enabledWhen: ExpressionSource?
    /// A predicate on the settings; while false the element does not exist.
    public var visibleWhen: ExpressionSource?
    /// Seconds after the screen is shown before the element exists.
    public var appearsAfter = 0.0
    /// Seconds after the screen is shown when the element goes away, if it does.
    public var goneAfter: Double?
    /// Where it sits, for what can cover it: a notification banner covers the top bar
    /// only. A navigation bar is in the top bar; anything else, unless it says so, in
    /// the content.
    public var region: ElementRegion
    /// What each gesture kind does (`tap`, `swipeLeft`, `typeText`, `toggleOn`, ...).
    public var behaviours: [String: [AppCommand]] = [:]
    /// Where the element was declared.
    public var location: SourcePosition?

    public init(_ identifier: String, _ type: ElementType = .button, label: String? = nil) {
        self.identifier = identifier
        self.type = type
        self.label = label ?? identifier
        region = type == .navigationBar ? .topBar : .content
    }
}

/// Where an element sits on the screen, as far as what can cover it: an alert covers
/// everything beneath it, a notification banner only the top bar.
public enum ElementRegion: String, Sendable, CaseIterable {
    /// The navigation bar and what is in it (a back button, a search field at the top).
    case topBar
    /// Everything below the top bar: tables, cells, forms, toolbars.
    case content
}

/// What a gesture makes the app do.
public indirect enum AppCommand: Sendable, Equatable {
    /// Shows a screen over the current one, which ``pop`` returns to.
    case push(String)
    case pop
    /// Shows a screen as the new root, forgetting the screens beneath.
    case go(String)
    /// Presents a sheet, menu or alert screen over the current one, which ``dismiss`` returns to.
    case present(String)
    case dismiss
    /// A statement on the settings, which persists: `set numRecipes -= 1`.
    case set(ExpressionSource)
    /// Goes to a screen once `after` seconds have passed, as a slow load does.
    case load(String, after: Double)
    /// Shows an app alert or banner declared in ``AppDefinition/overlays``.
    case show(String)
    /// Asks for a permission: the system prompt when not yet determined, then `granted` or `denied`.
    case request(ProtectedResource, granted: [AppCommand], denied: [AppCommand])
    /// A network request: `success` runs, or, with the app's failure rate, its failure alert shows.
    case network(success: [AppCommand])
    /// Runs the last failed network request again (a Retry button).
    case retry
    /// Sends the app to the background and brings up the Settings app.
    case openSettings
    /// Brings the app back to the front, relaunching it when it was terminated.
    case activate
    /// Runs `then` when a predicate on the settings holds, `else` otherwise.
    case when(ExpressionSource, then: [AppCommand], else: [AppCommand])
}

/// An alert or banner that covers the screen until it is handled.
public struct AppOverlay: Sendable {
    public enum Kind: String, Sendable { case alert, banner }

    /// A button of an alert.
    public struct Button: Sendable {
        /// `UIAlertAction.Style`'s three: UIKit has no other, and a button a definition gives no
        /// role is `default`, as an action must have a style.
        public enum Role: String, Sendable { case cancel, `default`, destructive }
        public var label: String
        public var role: Role
        public var commands: [AppCommand]
        /// For a permission prompt's button: the status it answers with.
        var answer: AuthorizationStatus?

        public init(_ label: String, role: Role = .default, commands: [AppCommand] = []) {
            self.label = label
            self.role = role
            self.commands = commands
        }
    }

    public var identifier: String
    public var kind: Kind
    public var title: String
    public var buttons: [Button] = []
    /// A banner that stays until swiped away; a temporary one goes after ``duration``.
    public var persistent = false
    public var duration = 3.0
    /// Whether the system owns it (permission prompts, system alerts), not the app's element tree.
    public var isSystem = false
    /// Where the overlay was declared.
    public var location: SourcePosition?

    /// What reports and paths call it: its identifier, or its title when it has none (a
    /// system prompt, whose identifier on a device no source gives).
    var name: String { identifier.isEmpty ? title : identifier }

    public init(_ identifier: String, _ kind: Kind, title: String, buttons: [Button] = []) {
        self.identifier = identifier
        self.kind = kind
        self.title = title
        self.buttons = buttons
    }
}

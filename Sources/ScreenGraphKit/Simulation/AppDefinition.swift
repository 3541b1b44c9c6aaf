/// An app to run graphs against: its screens, elements and behaviours, settings,
/// alerts and permission prompts. It is written on its own, never derived from the
/// graph it is tested with, so that running a graph on it shows where the two disagree.
///
/// Screen names are the names a graph uses for the same screens; the executor compares
/// them after every step.
public struct AppDefinition: Sendable {
    package var name: String
    /// The screen a launch shows.
    package var initialScreen: String
    /// Where ``initialScreen`` was named.
    package var initialScreenLocation: SourcePosition?
    /// The app's settings: typed like a graph's user state; `initial` is the registered default.
    package var settings: [StateField] = []
    package var screens: [AppScreen] = []
    /// Alerts and banners the app shows by behaviour (`alert NAME`, a network failure).
    package var overlays: [AppOverlay] = []
    /// Start-up rules applied by every launch.
    package var startup = StartupRules()
    /// The chance that a `network` command fails, shown with ``networkFailureAlert``.
    package var networkFailureRate = 0.0
    /// The alert a failed `network` command shows; its buttons may `retry`.
    package var networkFailureAlert: String?
    /// Where ``networkFailureAlert`` was named.
    package var networkFailureAlertLocation: SourcePosition?
    /// Commands for `custom` gestures, by their description.
    package var customGestures: [String: [AppCommand]] = [:]
    /// Where each custom gesture of ``customGestures`` was declared, by its description.
    package var customGestureLocations: [String: SourcePosition] = [:]
    /// The screen name reported while a resource's permission prompt is up, when a
    /// graph models the prompt as a screen.
    package var promptScreens: [ProtectedResource: String] = [:]
    /// The screen name reported while the Settings app is in front.
    package var settingsScreen = "Settings"
    /// The app's Info.plist has `PHPhotoLibraryPreventAutomaticLimitedAccessAlert`: with
    /// limited photo access, iOS does not ask to select more photos at its first read of a run.
    package var preventsAutomaticLimitedAccessAlert = false

    package init(name: String, initialScreen: String) {
        self.name = name
        self.initialScreen = initialScreen
    }
}

/// What a launch does besides reading `-Key value` launch arguments.
package struct StartupRules: Sendable, Equatable {
    /// A launch argument that clears the persisted settings (for example `UI-Testing`).
    package var resetArgument: String?
    /// Launch-environment keys with this prefix set the persisted setting named by the rest.
    package var environmentPrefix: String?

    package init(resetArgument: String? = nil, environmentPrefix: String? = nil) {
        self.resetArgument = resetArgument
        self.environmentPrefix = environmentPrefix
    }
}

/// A screen of the app.
package struct AppScreen: Sendable {
    /// The name a graph uses for the same screen.
    package var name: String
    /// Its elements; identifiers are unique on a screen.
    package var elements: [AppElement]
    /// How the screen is shown when a `present` command shows it: what stays of the screen
    /// beneath it in the app's tree. Full-screen unless the app says otherwise: UIKit's default
    /// since iOS 13 is a sheet, but the example apps were written when the simulated app
    /// removed every presenter, and say `sheet` where they mean one.
    package var presentation = ScreenPresentation.fullScreen
    /// Where the screen was declared.
    package var location: SourcePosition?

    /// A screen with its elements.
    package init(_ name: String, elements: [AppElement] = []) {
        self.name = name
        self.elements = elements
    }
}

/// An element, found by accessibility identifier.
package struct AppElement: Sendable {
    package var identifier: String
    package var type: ElementType
    package var label: String
    /// A fixed value; see ``setting`` for one bound to a setting.
    package var value: String?
    /// A text input's placeholder, which its value reads while it holds no text.
    package var placeholder: String?
    /// A setting the element shows and edits: a switch reads `"0"`/`"1"` from a bool
    /// setting and toggles it; a text field shows a string setting and types into it.
    package var setting: String?
    /// A predicate on the settings; while false the element is disabled and gestures do nothing.
    package var enabledWhen: ExpressionSource?
    /// A predicate on the settings; while false the element does not exist.
    package var visibleWhen: ExpressionSource?
    /// Seconds after the screen is shown before the element exists.
    package var appearsAfter = 0.0
    /// Seconds after the screen is shown when the element goes away, if it does.
    package var goneAfter: Double?
    /// Where it sits, for what can cover it: a notification banner covers the top bar
    /// only. A navigation bar is in the top bar; anything else, unless it says so, in
    /// the content.
    package var region: ElementRegion
    /// The identifier of the element of the same screen that holds it: a navigation bar
    /// its buttons, a cell its switch. It exists only while that one does, and is in the
    /// top bar when that one is. `nil`: it belongs to the screen (or, by its type, to the
    /// screen's first table, alert or sheet; see ``SimulatedApp``'s trees).
    package var parent: String?
    /// Whether it is the back button UIKit puts in a navigation bar (its ``parent``) for
    /// the screen beneath: it exists only on a pushed screen, has no identifier (a
    /// device's tree does not carry the `backBarButtonItem`'s), and is labelled with the
    /// title of the screen beneath (its navigation bar's label), or "Back" when that has
    /// none. A tap pops, unless ``behaviours`` says otherwise.
    package var isBackButton = false
    /// Whether a switch spans its row, label included (a SwiftUI `Toggle` in a `Form`),
    /// so that a tap at its centre lands on the label and only one near the row's right
    /// end flips it. A switch that does not (a `UISwitch`, in a cell or not) flips on a tap.
    package var spansRow = false
    /// What each gesture kind does (`tap`, `swipeLeft`, `typeText`, `toggleOn`, ...), and
    /// `return`: the return key typed (`"\n"`) into a single-line text input.
    package var behaviours: [String: [AppCommand]] = [:]
    /// Where the element was declared.
    package var location: SourcePosition?

    package init(_ identifier: String, _ type: ElementType = .button, label: String? = nil) {
        self.identifier = identifier
        self.type = type
        self.label = label ?? identifier
        region = type == .navigationBar ? .topBar : .content
    }
}

/// Where an element sits on the screen, as far as what can cover it: an alert covers
/// everything beneath it, a notification banner only the top bar.
/// How a presented screen is shown, as UIKit's `UIModalPresentationStyle` says, for what it
/// leaves of the screen it was presented over (its presenter) in the app's tree.
package enum ScreenPresentation: String, Sendable, CaseIterable {
    /// A sheet, popover or alert: the presenter stays in the tree, covered, so its elements exist
    /// and are not hittable. UIKit's default since iOS 13 (`.automatic`, a page sheet on an
    /// iPhone; not the app format's); `.pageSheet` "partially covers the underlying content", and a presentation
    /// controller removes the presenter's view only when `shouldRemovePresentersView` says so,
    /// whose default is `false`.
    case sheet
    /// `.fullScreen`: "The views belonging to the presenting view controller are removed after
    /// the presentation completes": the presenter is gone from the tree.
    case fullScreen
}

package enum ElementRegion: String, Sendable, CaseIterable {
    /// The navigation bar and what is in it (a back button, a search field at the top).
    case topBar
    /// Everything below the top bar: tables, cells, forms, toolbars.
    case content
}

/// What a gesture makes the app do.
package indirect enum AppCommand: Sendable, Equatable {
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
    /// Ends editing: the text input with keyboard focus loses it and the keyboard goes, as an
    /// app's `resignFirstResponder()` does (for example in `textFieldShouldReturn(_:)`).
    case endEditing
    /// Runs `then` when a predicate on the settings holds, `else` otherwise.
    case when(ExpressionSource, then: [AppCommand], else: [AppCommand])
    /// Presents the system photo picker (`PHPickerViewController`), which asks no permission
    /// whatever the photos status: `picked` runs when a photo is chosen, `cancelled` when the
    /// picker is cancelled (see SimulatedApp+Pickers.swift).
    case photoPicker(picked: [AppCommand], cancelled: [AppCommand])
    /// `PHPhotoLibrary.presentLimitedLibraryPicker(from:)`: with limited photo access, the picker
    /// of the photos the app may read; without it, nothing.
    case limitedLibraryPicker
    /// What the simulated pickers' own elements do: choose the photo at an index of the
    /// device's library, end the picker (its Done button), or cancel it.
    case pickerChoose(Int), pickerDone, pickerCancel
}

/// An alert or banner that covers the screen until it is handled.
package struct AppOverlay: Sendable {
    package enum Kind: String, Sendable { case alert, banner }

    /// A button of an alert.
    package struct Button: Sendable {
        /// `UIAlertAction.Style`'s three: UIKit has no other, and a button a definition gives no
        /// role is `default`, as an action must have a style.
        package enum Role: String, Sendable { case cancel, `default`, destructive }
        package var label: String
        package var role: Role
        package var commands: [AppCommand]
        /// For a permission prompt's button: the status it answers with.
        var answer: AuthorizationStatus?

        package init(_ label: String, role: Role = .default, commands: [AppCommand] = []) {
            self.label = label
            self.role = role
            self.commands = commands
        }
    }

    package var identifier: String
    package var kind: Kind
    package var title: String
    package var buttons: [Button] = []
    /// A banner that stays until swiped away; a temporary one goes after ``duration``.
    package var persistent = false
    package var duration = 3.0
    /// Whether the system owns it (permission prompts, system alerts), not the app's element tree.
    package var isSystem = false
    /// Whether the alert is an action sheet (`UIAlertController.Style.actionSheet`, `"kind":
    /// "actionSheet"`): a sheet in the tree, and on an iPad a popover without its cancel button
    /// (see ``SimulatedApp/showsButton(_:of:)``).
    package var isActionSheet = false
    /// Its type in an element tree: an alert, an action sheet's `sheet`, or a banner.
    var elementType: ElementType { kind == .banner ? .banner : isActionSheet ? .sheet : .alert }
    /// Where the overlay was declared.
    package var location: SourcePosition?

    /// What reports and paths call it: its identifier, or its title when it has none (a
    /// system prompt, whose identifier on a device no source gives).
    var name: String { identifier.isEmpty ? title : identifier }

    package init(_ identifier: String, _ kind: Kind, title: String, buttons: [Button] = []) {
        self.identifier = identifier
        self.kind = kind
        self.title = title
        self.buttons = buttons
    }
}

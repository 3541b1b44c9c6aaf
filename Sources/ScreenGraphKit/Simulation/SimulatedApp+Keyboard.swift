/// Keyboard focus and typing, as UIKit gives them to a text input.
///
/// Apple's `XCUIElement.typeText(_:)`: "The element or a descendant must have keyboard focus;
/// otherwise the system raises an error." A text input gets the focus (becomes the first
/// responder) when it is tapped, and keeps it while other elements are tapped: a tap on a
/// button or a cell does not resign it. It loses it when its screen goes (a push, pop,
/// presentation, dismissal, relaunch), when another text input is tapped, and when the app
/// ends editing (the `endEditing` command, an app's `resignFirstResponder()`).
///
/// While a text input has the focus the keyboard is up and covers the bottom of the screen:
/// an element of the app's screen whose row is under it is not hittable, and a gesture on it
/// (typing aside) fails, until the keyboard goes.
extension SimulatedApp {
    /// The keyboard's height in points, from the bottom of the 390 × 844 screen. Apple's pages
    /// give none (apps read it from `keyboardFrameEndUserInfoKey`); the simulated app takes an
    /// iPhone's portrait keyboard with its suggestion bar, 336 points, so that it covers the
    /// tenth row of the simulated layout and below.
    static let keyboardHeight = 336.0

    /// The element types that take keyboard focus when tapped.
    static let textInputTypes: Set<ElementType> = [.textField, .secureTextField, .searchField, .textView]

    /// How XCTest fails a `typeText` whose element has no keyboard focus. Apple's page says the
    /// system "raises an error"; the words are from public failure logs.
    static let noKeyboardFocus = "Failed to synthesize event: Neither element nor any descendant has keyboard focus"

    /// Whether `handle` or one of its descendants in the app's tree has keyboard focus now.
    func hasKeyboardFocus(_ handle: ElementHandle) -> Bool {
        guard let focused, isRunning, front == .app else { return false }
        let nodes = nodes(of: .app)
        guard var index = nodes.firstIndex(where: { $0.handle == focused }) else { return false }
        while true {
            if nodes[index].handle == handle { return true }
            guard let parent = nodes[index].parent else { return false }
            index = parent
        }
    }

    /// Types `text` into the text input with keyboard focus. In a single-line input (all but a
    /// text view) a `"\n"` is the keyboard's return key, not text: the input's `return`
    /// commands run instead of its `typeText` ones (UITextFieldDelegate's
    /// `textFieldShouldReturn(_:)`: "The text field calls this method whenever the user taps
    /// the return button"; whether the keyboard goes is the app's choice, `endEditing`).
    func typeIntoFocusedInput(_ text: String) {
        guard let focused, let element = screenElement(focused) else { return }
        var keys = text.unicodeScalars
        let returnPressed = element.type != .textView && keys.contains("\n")
        if returnPressed { keys.removeAll { $0 == "\n" } }
        if let setting = element.setting, compiled.layout.entry(named: setting)?.field.type.base == .string {
            // Typing goes in at the cursor, after the text already there.
            var typed = ""
            if case .string(let existing)? = settings.value(of: setting) { typed = existing }
            write(setting, .string(typed + String(keys)))
        }
        run(element.behaviours[returnPressed ? "return" : "typeText"] ?? [])
    }

    /// Whether the keyboard is up: a text input of the app's screen in front has the focus.
    var isKeyboardUp: Bool {
        guard let focused, isRunning, front == .app else { return false }
        return attributes(of: focused) != nil
    }

    /// Whether the keyboard covers an element: one of the app's screen whose own row of the
    /// simulated layout has its centre under the keyboard's top edge. The app's alerts and
    /// the system's UI are above it.
    func isUnderKeyboard(_ handle: ElementHandle) -> Bool {
        guard case .screen = handle, isKeyboardUp else { return false }
        let nodes = nodes(of: .app)
        return nodes.firstIndex { $0.handle == handle }.map { isUnderKeyboard(nodeAt: $0, in: nodes) } ?? false
    }

    /// Whether the keyboard covers the node at `index` of the app's tree `nodes`; the caller
    /// knows the keyboard is up.
    ///
    /// - Complexity: O(1).
    func isUnderKeyboard(nodeAt index: Int, in nodes: [ElementNode]) -> Bool {
        guard case .screen = nodes[index].handle else { return false }
        return Self.row(nodes[index].row ?? index).midY > Self.screenSize.height - Self.keyboardHeight
    }

    /// Why a gesture fails on an element the keyboard covers.
    static let coveredByKeyboard = "not hittable: the keyboard covers it"

    /// What of the app's own UI keeps a touch from an element, if anything: a screen presented
    /// over it, or the keyboard. Interruption monitors do not run for these (Apple's
    /// "Handling UI Interruptions": they are for "an interruption from an unrelated UI").
    func obstruction(of handle: ElementHandle) -> String? {
        if case .beneath = handle, let top = stack.last { return "not hittable: the presented screen '\(definition.screens[top.screen].name)' covers it" }
        return isUnderKeyboard(handle) ? Self.coveredByKeyboard : nil
    }
}

/// Which app is in front of the simulated device.
enum Front {
    /// The app under test.
    case app
    /// The Settings app.
    case settings
    /// Neither: the home screen, after the app in front was terminated.
    case home
}

/// An element of one of the simulated device's trees as it is now: what a gesture acts on.
enum ElementHandle: Hashable {
    /// An element of the app's screen in front, by its index in the screen's elements.
    case screen(Int)
    /// An alert or banner, by its instance.
    case overlay(Int)
    /// A button of an alert: the alert's instance and the button's index.
    case overlayButton(Int, Int)
    /// A row of the app's page in the Settings app: a resource's switch, or the cell that
    /// opens its list of choices.
    case settingsRow(ProtectedResource)
    /// A choice of a resource's list in the Settings app, by its index.
    case settingsChoice(ProtectedResource, Int)
    /// The back button of a resource's list, to the app's page.
    case settingsBack
    /// SpringBoard's window, and the status bar in it.
    case systemWindow, statusBar
}

/// One element of a tree, in the tree's order (parents before their children).
struct ElementNode {
    var handle: ElementHandle
    var attributes: ElementAttributes
    /// The index of its parent in the tree; `nil` for a child of the app itself.
    var parent: Int?
}

/// The three element trees of the simulated device, as on a real one:
///
/// - the app's (`.app`), while it runs in front: the elements of the screen in front
///   that exist now, in declaration order, then the app's own alerts and banners, each
///   alert with its buttons as children. On a screen with an `alert` or `sheet`
///   element, the first such element holds the screen's other elements as its
///   children; on a screen with a `table` element, the first table holds the
///   screen's cells;
/// - the system UI's (`.system`), always there: SpringBoard's window with its status bar,
///   then permission prompts and system alerts, each with its buttons as children, and
///   banners;
/// - the Settings app's (`.settings`), while it is in front: the app's own page (what
///   `UIApplication.openSettingsURLString` opens), a row for each resource the app asks for
///   (a switch, on (`"1"`) when granted; for photos and location a cell whose value is the
///   choice made), or, after such a cell is tapped, its list of choices and a back button
///   labelled with the app's name (see ``SystemPrompt``).
///
/// System UI carries no identifier here: what a device's tree gives a prompt, its buttons,
/// SpringBoard's window or a Settings row is undocumented, and `UIAlertAction`'s documented
/// API has none to set (its page lists a title, a style, `isEnabled` and a handler).
/// Queries find them by their title and labels, as they do on a device. Which Settings row
/// is selected is not modelled (a device shows a checkmark).
extension SimulatedApp {
    /// The element whose identifier is exactly `identifier` in `target`'s tree now, else one
    /// whose label is (system UI has no identifiers); the first in the tree's order when several are.
    func handle(_ identifier: String, in target: AppTarget) -> ElementHandle? {
        switch target {
        case .app:
            guard isRunning, front == .app else { return nil }
            if let frame = stack.last, let index = compiled.elementIndex[frame.screen][identifier],
                !definition.screens[frame.screen].elements[index].isBackButton, isShown(index)
            {
                return .screen(index)
            }
            return overlayHandle(identifier, system: false) ?? backButtonHandle(labelled: identifier)
        case .system:
            return overlayHandle(identifier, system: true)
        case .settings:
            guard !identifier.isEmpty else { return nil }
            return nodes(of: .settings).first { Self.matches($0.attributes, key: identifier) }?.handle
        }
    }

    /// The back button of the screen in front when its label is `label`: a back button
    /// has no identifier, so a declarative name finds it by its text.
    private func backButtonHandle(labelled label: String) -> ElementHandle? {
        guard let frame = stack.last else { return nil }
        let elements = definition.screens[frame.screen].elements
        return elements.indices.first { elements[$0].isBackButton && isShown($0) && backButtonLabel() == label }.map(ElementHandle.screen)
    }

    /// Whether the element at `index` of the screen in front exists now: its timing and
    /// `visibleWhen` say so, its parents exist, and a back button has a pushed screen beneath.
    func isShown(_ index: Int) -> Bool {
        guard let frame = stack.last else { return false }
        // The lineage of `lineage(of:)`, walked without making it: every element is checked at every look.
        let elements = definition.screens[frame.screen].elements
        let parents = compiled.parentIndex[frame.screen]
        var position = index
        var climbed = 0
        while true {
            let element = elements[position]
            guard exists(element, shownAt: frame.shownAt), !(element.isBackButton && (stack.count < 2 || frame.presented)) else { return false }
            guard let parent = parents[position], climbed < parents.count else { return true }
            position = parent
            climbed += 1
        }
    }

    /// The element at `index` of the screen in front, then its parent, its parent's, and
    /// so on. The compiler refused cycles; the bound keeps a definition it never saw finite.
    private func lineage(of index: Int) -> [Int] {
        guard let frame = stack.last else { return [] }
        let parents = compiled.parentIndex[frame.screen]
        var lineage = [index]
        while let parent = parents[lineage[lineage.count - 1]], lineage.count <= parents.count {
            lineage.append(parent)
        }
        return lineage
    }

    /// The label of the back button of the screen in front, as UIKit's `title` page says:
    /// the title of the screen beneath (its first navigation bar's label), and "Back" when
    /// it has none.
    func backButtonLabel() -> String {
        guard stack.count >= 2 else { return "Back" }
        let beneath = definition.screens[stack[stack.count - 2].screen]
        let title = beneath.elements.first { $0.type == .navigationBar }?.label ?? ""
        return title.isEmpty ? "Back" : title
    }

    private func overlayHandle(_ identifier: String, system: Bool) -> ElementHandle? {
        guard !identifier.isEmpty else { return nil }
        for active in overlays where active.overlay.isSystem == system {
            if active.overlay.name == identifier { return .overlay(active.instance) }
            if let index = active.overlay.buttons.firstIndex(where: { $0.label == identifier }) {
                return .overlayButton(active.instance, index)
            }
        }
        return nil
    }

    /// The tree an element belongs to.
    func tree(of handle: ElementHandle) -> AppTarget {
        switch handle {
        case .screen: .app
        case .overlay(let instance), .overlayButton(let instance, _):
            overlays.first { $0.instance == instance }?.overlay.isSystem == true ? .system : .app
        case .settingsRow, .settingsChoice, .settingsBack: .settings
        case .systemWindow, .statusBar: .system
        }
    }

    /// The element of the screen in front that a handle names.
    func screenElement(_ handle: ElementHandle) -> AppElement? {
        guard case .screen(let index) = handle, let frame = stack.last else { return nil }
        return definition.screens[frame.screen].elements[index]
    }

    /// An element's identifier, without working out the rest of its attributes.
    func identifier(of handle: ElementHandle) -> String {
        switch handle {
        // A report names a back button, which has no identifier, by its label.
        case .screen(let index):
            stack.last.map { definition.screens[$0.screen].elements[index] }.map { $0.isBackButton ? backButtonLabel() : $0.identifier } ?? "-"
        case .overlay(let instance): overlays.first { $0.instance == instance }?.overlay.name ?? "-"
        // A report names system UI and an alert's button as a graph does, by its label.
        case .overlayButton, .settingsRow, .settingsChoice, .settingsBack, .systemWindow, .statusBar:
            attributes(of: handle)?.label ?? "-"
        }
    }

    /// What an element is now; `nil` when it is gone.
    func attributes(of handle: ElementHandle) -> ElementAttributes? {
        switch handle {
        case .screen:
            guard let element = screenElement(handle) else { return nil }
            if element.isBackButton {
                return ElementAttributes(identifier: "", elementType: .button, label: backButtonLabel(), isEnabled: holds(element.enabledWhen))
            }
            var attributes = ElementAttributes(
                identifier: element.identifier, elementType: element.type, label: element.label, value: value(of: element),
                isEnabled: holds(element.enabledWhen))
            attributes.placeholderValue = element.placeholder
            return attributes
        case .overlay(let instance):
            guard let overlay = overlays.first(where: { $0.instance == instance })?.overlay else { return nil }
            return ElementAttributes(identifier: overlay.identifier, elementType: overlay.kind == .alert ? .alert : .banner, label: overlay.title)
        case .overlayButton(let instance, let index):
            guard let overlay = overlays.first(where: { $0.instance == instance })?.overlay, overlay.buttons.indices.contains(index) else {
                return nil
            }
            let label = overlay.buttons[index].label
            return ElementAttributes(identifier: "", elementType: .button, label: label)
        case .settingsRow(let resource):
            let status = authorizationStatus(for: resource)
            if resource.settingsChoices != nil {
                return ElementAttributes(identifier: "", elementType: .cell, label: resource.settingsLabel, value: resource.settingsChoice(for: status))
            }
            return ElementAttributes(identifier: "", elementType: .switch, label: resource.settingsLabel, value: status.isGranted ? "1" : "0")
        case .settingsChoice(let resource, let index):
            guard let choices = resource.settingsChoices, choices.indices.contains(index) else { return nil }
            return ElementAttributes(identifier: "", elementType: .cell, label: choices[index].label)
        case .settingsBack:
            return ElementAttributes(identifier: "", elementType: .button, label: definition.name)
        case .systemWindow:
            return ElementAttributes(identifier: "", elementType: .window, label: "")
        case .statusBar:
            return ElementAttributes(identifier: "", elementType: .statusBar, label: "")
        }
    }

    /// An element's value: the setting it shows (a switch's `"0"`/`"1"`, a text field's
    /// text, `""` for none), else its fixed value; a text input shows it as
    /// ``shownText(_:of:)`` says.
    func value(of element: AppElement) -> String? {
        guard let setting = element.setting else {
            return Self.textInputTypes.contains(element.type) ? shownText(element.value ?? "", of: element) : element.value
        }
        switch settings.value(of: setting) {
        case .bool(let on): return on ? "1" : "0"
        case .int(let number): return String(number)
        case .string(let text): return shownText(text, of: element)
        case .some(.none), nil: return shownText("", of: element)
        }
    }

    /// What a text input's value reads for `text`: its placeholder while it is empty
    /// (XCUIElementAttributes' `placeholderValue`, "The value displayed when the element has no
    /// value", is what an empty field shows, and what its value reads on a device), and in a
    /// secure field one bullet, U+2022, per character: what iOS shows for each character of a
    /// secure text entry (OWASP MASTG-BEST-0044: `isSecureTextEntry` "replaces typed
    /// characters with bullet characters (•)"). Apple's pages are silent on both readings.
    func shownText(_ text: String, of element: AppElement) -> String {
        if text.isEmpty, let placeholder = element.placeholder { return placeholder }
        return element.type == .secureTextField ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The topmost alert or banner covering an element, if any: an alert covers everything
    /// in the app and Settings beneath it (an app's alert only its own app), a banner only
    /// the top bar. The system's alerts and banners are above the app's, in windows of
    /// another process: a system alert covers an app's alert, and nothing covers a system
    /// alert (one shows at a time) or a banner (banners keep to the top bar).
    func coveringOverlay(of handle: ElementHandle) -> ActiveOverlay? {
        guard !overlays.isEmpty else { return nil }
        let region: ElementRegion
        let underAppOverlays: Bool
        switch handle {
        case .overlay(let instance), .overlayButton(let instance, _):
            guard let active = overlays.first(where: { $0.instance == instance }), !active.overlay.isSystem, active.overlay.kind == .alert
            else { return nil }
            region = .content
            underAppOverlays = false
        case .screen(let index):
            region = isInTopBar(index) ? .topBar : .content
            underAppOverlays = true
        case .settingsRow, .settingsChoice, .settingsBack:
            region = .content
            underAppOverlays = false
        case .systemWindow, .statusBar: return nil
        }
        let above = overlays.reversed().filter { $0.overlay.isSystem } + (underAppOverlays ? overlays.reversed().filter { !$0.overlay.isSystem } : [])
        return above.first { $0.overlay.kind == .alert || region == .topBar }
    }

    /// Whether the element at `index` of the screen in front, or one of its parents, is in the top bar.
    private func isInTopBar(_ index: Int) -> Bool {
        guard let frame = stack.last else { return false }
        return lineage(of: index).contains { definition.screens[frame.screen].elements[$0].region == .topBar }
    }

    // MARK: Trees for queries

    /// The elements of `target`'s tree now, parents before children.
    func nodes(of target: AppTarget) -> [ElementNode] {
        var nodes: [ElementNode] = []
        switch target {
        case .app:
            guard isRunning, front == .app else { return [] }
            appendScreenNodes(to: &nodes)
            appendOverlayNodes(system: false, to: &nodes)
        case .system:
            // SpringBoard's tree has its window and status bar whatever is up (issue 26: a
            // device's does); how deep they nest there is not documented.
            for handle in [ElementHandle.systemWindow, .statusBar] {
                if let attributes = attributes(of: handle) { nodes.append(ElementNode(handle: handle, attributes: attributes, parent: nodes.isEmpty ? nil : 0)) }
            }
            appendOverlayNodes(system: true, to: &nodes)
        case .settings:
            guard front == .settings else { return [] }
            let handles: [ElementHandle]
            if let page = settingsPage, let choices = page.settingsChoices {
                handles = [.settingsBack] + choices.indices.map { .settingsChoice(page, $0) }
            } else {
                handles = compiled.requestedResources.map(ElementHandle.settingsRow)
            }
            for handle in handles {
                if let attributes = attributes(of: handle) { nodes.append(ElementNode(handle: handle, attributes: attributes)) }
            }
        }
        return nodes
    }

    /// Brings the Settings app to the front on the app's page, as
    /// `UIApplication.openSettingsURLString` does ("the URL string you use to deep link to your
    /// app's custom settings in the Settings app"). A device's Settings launched by itself
    /// opens on its own first page, which the simulated one does not have.
    func openSettings() {
        settingsRunning = true
        settingsPage = nil
        front = .settings
    }

    /// The screen's existing elements: each under the parent it names; of the rest, the
    /// first alert or sheet holds the others, the first table the cells.
    private func appendScreenNodes(to nodes: inout [ElementNode]) {
        guard let frame = stack.last else { return }
        let elements = definition.screens[frame.screen].elements
        let shown = elements.indices.filter(isShown)
        let container = shown.first { elements[$0].type == .alert || elements[$0].type == .sheet }
        let table = shown.first { elements[$0].type == .table }
        func parent(of index: Int) -> Int? {
            if let named = compiled.parentIndex[frame.screen][index] { return named }
            if index == container { return nil }
            if elements[index].type == .cell, let table { return table }
            return container
        }
        // The children of each element, and of the app itself (at `elements.count`), in
        // the screen's order: each element's parent is worked out once, not at every level.
        var children = Array(repeating: [Int](), count: elements.count + 1)
        for index in shown { children[parent(of: index) ?? elements.count].append(index) }
        func append(childrenOf parentIndex: Int, at nodeIndex: Int?) {
            for index in children[parentIndex] {
                guard let attributes = attributes(of: .screen(index)) else { continue }
                nodes.append(ElementNode(handle: .screen(index), attributes: attributes, parent: nodeIndex))
                append(childrenOf: index, at: nodes.count - 1)
            }
        }
        append(childrenOf: elements.count, at: nil)
    }

    private func appendOverlayNodes(system: Bool, to nodes: inout [ElementNode]) {
        for active in overlays where active.overlay.isSystem == system {
            guard let attributes = attributes(of: .overlay(active.instance)) else { continue }
            nodes.append(ElementNode(handle: .overlay(active.instance), attributes: attributes))
            let parent = nodes.count - 1
            for index in active.overlay.buttons.indices {
                guard let button = self.attributes(of: .overlayButton(active.instance, index)) else { continue }
                nodes.append(ElementNode(handle: .overlayButton(active.instance, index), attributes: button, parent: parent))
            }
        }
    }
}

extension ProtectedResource {
    /// The switch's label in the Settings app.
    var settingsLabel: String {
        switch self {
        case .mediaLibrary: "Media & Apple Music"
        case .homeKit: "Home"
        case .keyboardNetwork: "Allow Full Access"
        case .userTracking: "Allow Tracking"
        case .localNetwork: "Local Network"
        default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
        }
    }
}

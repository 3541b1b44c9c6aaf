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
    /// An element of a screen still in the tree beneath a presented one (see
    /// ``SimulatedApp/framesBeneath``): its frame's index in the stack, and its index in the
    /// screen's elements. It exists and is not hittable.
    case beneath(frame: Int, element: Int)
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
struct ElementNode: Equatable {
    var handle: ElementHandle
    var attributes: ElementAttributes
    /// The index of its parent in the tree; `nil` for a child of the app itself.
    var parent: Int?
    /// Its row in the simulated layout, when not its index in the tree: the screen in front
    /// and each screen beneath it are laid out from the first row, over each other.
    var row: Int?
}

/// The three element trees of the simulated device, as on a real one:
///
/// - the app's (`.app`), while it runs in front: the elements that exist now of each screen
///   still beneath a presented one (covered: they exist and are not hittable; see
///   ``framesBeneath``), bottom first, then of the screen in front, each in declaration
///   order, then the app's own alerts and banners, each
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
            return overlayHandle(identifier, system: false) ?? backButtonHandle(labelled: identifier) ?? beneathHandle(identifier)
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

    /// The element of a screen beneath a presented one whose identifier is exactly
    /// `identifier`, the topmost screen's first: a query finds it, as on a device, and a
    /// gesture on it fails, since it is not hittable.
    private func beneathHandle(_ identifier: String) -> ElementHandle? {
        for frame in framesBeneath.reversed() {
            if let index = compiled.elementIndex[stack[frame].screen][identifier],
                !definition.screens[stack[frame].screen].elements[index].isBackButton, isShown(index, inFrame: frame)
            {
                return .beneath(frame: frame, element: index)
            }
        }
        return nil
    }

    /// The frames of ``stack`` beneath the top one whose screens are still in the app's tree,
    /// bottom first. A pushed screen's predecessor is not: a navigation controller shows its
    /// top view controller's view only. A presented screen's presenter (the frame under the
    /// navigation it was presented with) is, unless the presentation is full-screen
    /// (``ScreenPresentation``): UIKit's `.fullScreen` page, "The views belonging to the
    /// presenting view controller are removed after the presentation completes"; `.pageSheet`
    /// "partially covers the underlying content", and `shouldRemovePresentersView` defaults to
    /// `false`. Apple's pages do not say which style an alert (`UIAlertController`) uses;
    /// what shows through it is its presenter, so it is a sheet here.
    var framesBeneath: [Int] {
        var frames: [Int] = []
        var top = stack.count - 1
        while top > 0 {
            var base = top
            while base > 0, !stack[base].presented { base -= 1 }
            guard stack[base].presented, base > 0, definition.screens[stack[base].screen].presentation == .sheet else { break }
            top = base - 1
            frames.insert(top, at: 0)
        }
        return frames
    }

    /// Whether the element at `index` of the screen in front exists now: its timing and
    /// `visibleWhen` say so, its parents exist, and a back button has a pushed screen beneath.
    func isShown(_ index: Int) -> Bool {
        isShown(index, inFrame: stack.count - 1)
    }

    /// Whether the element at `index` of the screen of ``stack``'s frame `frameIndex` exists now.
    func isShown(_ index: Int, inFrame frameIndex: Int) -> Bool {
        guard stack.indices.contains(frameIndex) else { return false }
        let frame = stack[frameIndex]
        // The lineage of `lineage(of:inFrame:)`, walked without making it: every element is checked at every look.
        let elements = definition.screens[frame.screen].elements
        let parents = compiled.parentIndex[frame.screen]
        var position = index
        var climbed = 0
        while true {
            let element = elements[position]
            guard exists(element, shownAt: frame.shownAt), !(element.isBackButton && (frameIndex < 1 || frame.presented)) else { return false }
            guard let parent = parents[position], climbed < parents.count else { return true }
            position = parent
            climbed += 1
        }
    }

    /// The element at `index` of a frame's screen (the one in front unless said), then its
    /// parent, its parent's, and so on. The compiler refused cycles; the bound keeps a
    /// definition it never saw finite.
    private func lineage(of index: Int, inFrame frameIndex: Int? = nil) -> [Int] {
        guard let frame = frameIndex.map({ stack[$0] }) ?? stack.last else { return [] }
        let parents = compiled.parentIndex[frame.screen]
        var lineage = [index]
        while let parent = parents[lineage[lineage.count - 1]], lineage.count <= parents.count {
            lineage.append(parent)
        }
        return lineage
    }

    /// The label of the back button of a frame's screen (the one in front unless said), as
    /// UIKit's `title` page says: the title of the screen beneath (its first navigation bar's
    /// label), and "Back" when it has none.
    func backButtonLabel(frame: Int? = nil) -> String {
        let frame = frame ?? stack.count - 1
        guard frame >= 1, frame < stack.count else { return "Back" }
        let beneath = definition.screens[stack[frame - 1].screen]
        let title = beneath.elements.first { $0.type == .navigationBar }?.label ?? ""
        return title.isEmpty ? "Back" : title
    }

    private func overlayHandle(_ identifier: String, system: Bool) -> ElementHandle? {
        guard !identifier.isEmpty else { return nil }
        for active in overlays where active.overlay.isSystem == system {
            if active.overlay.name == identifier { return .overlay(active.instance) }
            if let index = active.overlay.buttons.firstIndex(where: { $0.label == identifier && showsButton($0, of: active.overlay) }) {
                return .overlayButton(active.instance, index)
            }
        }
        return nil
    }

    /// Whether an alert's button is shown: all are, but on an iPad an action sheet's cancel
    /// button. UIKit shows an action sheet there in a popover (its exception when none is
    /// anchored: "The modalPresentationStyle of a UIAlertController with this style is
    /// UIModalPresentationPopover"), and a popover is dismissed by a tap outside it
    /// (`UIModalPresentationStyle.popover`: "taps outside the popover cause the popover to be
    /// dismissed"). Apple's current pages are silent on the cancel action's button not being
    /// shown; iOS's behaviour, which issue 26 names, is that it is not.
    func showsButton(_ button: AppOverlay.Button, of overlay: AppOverlay) -> Bool {
        !(overlay.isActionSheet && button.role == .cancel && userInterfaceIdiom == .pad)
    }

    /// The tree an element belongs to.
    func tree(of handle: ElementHandle) -> AppTarget {
        switch handle {
        case .screen, .beneath: .app
        case .overlay(let instance), .overlayButton(let instance, _):
            overlays.first { $0.instance == instance }?.overlay.isSystem == true ? .system : .app
        case .settingsRow, .settingsChoice, .settingsBack: .settings
        case .systemWindow, .statusBar: .system
        }
    }

    /// The element of an app screen that a handle names: of the screen in front, or of one beneath it.
    func screenElement(_ handle: ElementHandle) -> AppElement? {
        switch handle {
        case .screen(let index): stack.last.map { definition.screens[$0.screen].elements[index] }
        case .beneath(let frame, let index): stack.indices.contains(frame) ? definition.screens[stack[frame].screen].elements[index] : nil
        default: nil
        }
    }

    /// An element's identifier, without working out the rest of its attributes.
    func identifier(of handle: ElementHandle) -> String {
        switch handle {
        // A report names a back button, which has no identifier, by its label.
        case .screen(let index):
            stack.last.map { definition.screens[$0.screen].elements[index] }.map { $0.isBackButton ? backButtonLabel() : $0.identifier } ?? "-"
        case .beneath: screenElement(handle)?.identifier ?? "-"
        case .overlay(let instance): overlays.first { $0.instance == instance }?.overlay.name ?? "-"
        // A report names system UI and an alert's button as a graph does, by its label.
        case .overlayButton, .settingsRow, .settingsChoice, .settingsBack, .systemWindow, .statusBar:
            attributes(of: handle)?.label ?? "-"
        }
    }

    /// What an element is now; `nil` when it is gone.
    func attributes(of handle: ElementHandle) -> ElementAttributes? {
        switch handle {
        case .screen, .beneath:
            guard let element = screenElement(handle) else { return nil }
            if element.isBackButton {
                var frame: Int?
                if case .beneath(let beneath, _) = handle { frame = beneath }
                return ElementAttributes(identifier: "", elementType: .button, label: backButtonLabel(frame: frame), isEnabled: holds(element.enabledWhen))
            }
            var attributes = ElementAttributes(
                identifier: element.identifier, elementType: element.type, label: element.label, value: value(of: element),
                isEnabled: holds(element.enabledWhen))
            attributes.placeholderValue = element.placeholder
            return attributes
        case .overlay(let instance):
            guard let overlay = overlays.first(where: { $0.instance == instance })?.overlay else { return nil }
            return ElementAttributes(identifier: overlay.identifier, elementType: overlay.elementType, label: overlay.title)
        case .overlayButton(let instance, let index):
            guard let overlay = overlays.first(where: { $0.instance == instance })?.overlay, overlay.buttons.indices.contains(index),
                showsButton(overlay.buttons[index], of: overlay)
            else {
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
        case .beneath:
            region = .content
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

    /// The elements of `target`'s tree now, parents before children: worked out again only
    /// when the tree may have changed since it last was (see ``treeChanges``).
    func nodes(of target: AppTarget) -> [ElementNode] {
        let slot = target == .app ? 0 : target == .system ? 1 : 2
        if let tree = trees[slot], tree.changes == treeChanges, isSettled(target, since: tree.at) { return tree.nodes }
        let changes = treeChanges
        let nodes = workOutNodes(of: target)
        trees[slot] = (nodes, changes, now)
        treesWorkedOut += 1
        return nodes
    }

    /// Whether `target`'s tree as it was at `time` is still what time alone makes of it: no
    /// element of a screen on the stack is still to appear, or to go.
    private func isSettled(_ target: AppTarget, since time: Double) -> Bool {
        guard target == .app else { return true }
        return stack.allSatisfy { time - $0.shownAt >= compiled.settlesAfter[$0.screen] }
    }

    /// The elements of `target`'s tree now, parents before children, worked out.
    func workOutNodes(of target: AppTarget) -> [ElementNode] {
        var nodes: [ElementNode] = []
        switch target {
        case .app:
            guard isRunning, front == .app else { return [] }
            let top = appendScreenNodes(to: &nodes)
            appendOverlayNodes(system: false, to: &nodes, firstRow: top)
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

    /// The existing elements of the screens beneath a presented one, bottom first, then of
    /// the screen in front; each screen laid out from the first row.
    ///
    /// - Returns: the index of the screen in front's first node, the first row of what follows.
    private func appendScreenNodes(to nodes: inout [ElementNode]) -> Int {
        for frame in framesBeneath {
            appendScreenNodes(ofFrame: frame, to: &nodes) { .beneath(frame: frame, element: $0) }
        }
        let top = nodes.count
        appendScreenNodes(ofFrame: stack.count - 1, to: &nodes, handle: ElementHandle.screen)
        return top
    }

    /// A frame's screen's existing elements: each under the parent it names; of the rest, the
    /// first alert or sheet holds the others, the first table the cells.
    private func appendScreenNodes(ofFrame frameIndex: Int, to nodes: inout [ElementNode], handle: (Int) -> ElementHandle) {
        guard stack.indices.contains(frameIndex) else { return }
        let frame = stack[frameIndex]
        let elements = definition.screens[frame.screen].elements
        let shown = elements.indices.filter { isShown($0, inFrame: frameIndex) }
        let first = nodes.count
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
                guard let attributes = attributes(of: handle(index)) else { continue }
                nodes.append(ElementNode(handle: handle(index), attributes: attributes, parent: nodeIndex, row: nodes.count - first))
                append(childrenOf: index, at: nodes.count - 1)
            }
        }
        append(childrenOf: elements.count, at: nil)
    }

    /// The alerts and banners of the system or the app, laid out in rows from `firstRow`'s on.
    private func appendOverlayNodes(system: Bool, to nodes: inout [ElementNode], firstRow: Int = 0) {
        for active in overlays where active.overlay.isSystem == system {
            guard let attributes = attributes(of: .overlay(active.instance)) else { continue }
            nodes.append(ElementNode(handle: .overlay(active.instance), attributes: attributes, row: nodes.count - firstRow))
            let parent = nodes.count - 1
            for index in active.overlay.buttons.indices {
                guard let button = self.attributes(of: .overlayButton(active.instance, index)) else { continue }
                nodes.append(ElementNode(handle: .overlayButton(active.instance, index), attributes: button, parent: parent, row: nodes.count - firstRow))
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

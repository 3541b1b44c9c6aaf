/// The page's JS dialog (`alert`, `confirm`, `prompt`: a "user prompt" in W3C §16) as
/// the `system` app: a system-level interruption, as a permission prompt is on iOS.
///
/// WebDriver cannot tell an `alert` from a `confirm` (§16 gives a prompt's text, and
/// accepting or dismissing it), so every dialog shows both buttons: `OK` accepts,
/// `Cancel` dismisses (for an `alert`, both close it). Its text field, for a `prompt`,
/// takes `typeText` through Send Alert Text.
extension WebDriverBackend {
    /// A part of the open dialog.
    enum DialogPart: CaseIterable {
        case alert, accept, dismiss, text

        var identifier: String {
            switch self {
            case .alert: "userPrompt"
            case .accept: "OK"
            case .dismiss: "Cancel"
            case .text: "userPrompt.text"
            }
        }

        var type: ElementType {
            switch self {
            case .alert: .alert
            case .accept, .dismiss: .button
            case .text: .textField
            }
        }
    }

    /// The open dialog's text, or `nil` when none is open.
    func dialogText() throws(WebDriverError) -> String? {
        if let knownDialogText { return knownDialogText }
        do {
            return try session.command("GET", "/alert/text").stringValue ?? ""
        } catch where error.code == "no such alert" {
            return nil
        }
    }

    /// The dialog's parts a `system` path selects.
    func resolveDialog(_ path: ElementPath) -> (nodes: [Node], matched: Int) {
        let open: String?
        do {
            open = try dialogText()
        } catch {
            failures.append(error.description)
            return ([], 0)
        }
        guard let text = open else { return ([], 0) }
        var current: [DialogPart]?  // nil: the system UI's root, whose one child is the dialog
        var matched = 0
        for step in path.steps {
            switch step {
            case .descendants(let type):
                let under = current.map { $0.contains(.alert) ? [DialogPart.accept, .dismiss, .text] : [] } ?? DialogPart.allCases
                current = under.filter { $0.type.isMatched(by: type) }
            case .children(let type):
                let under = current.map { $0.contains(.alert) ? [DialogPart.accept, .dismiss, .text] : [] } ?? [.alert]
                current = under.filter { $0.type.isMatched(by: type) }
            case .identifier(let identifier), .key(let identifier):
                // The dialog's text names it too, as a title does an iOS alert: `waitFor "Really restore?" in system`.
                current = (current ?? [.alert]).filter { $0.identifier == identifier || $0 == .alert && identifier == text }
            case .only:
                matched = current?.count ?? 1
                current = matched == 1 ? (current ?? [.alert]) : []
            case .first:
                matched = current?.count ?? 1
                current = Array((current ?? [.alert]).prefix(1))
            case .index(let position):
                let found = current ?? [.alert]
                matched = found.count
                current = found.indices.contains(position) ? [found[position]] : []
            }
        }
        let nodes = (current ?? [.alert]).map(Node.dialog)
        return (nodes, path.steps.last?.selectsElement == true ? matched : nodes.count)
    }

    func dialogAttributes(_ part: DialogPart) throws(WebDriverError) -> ElementAttributes? {
        switch part {
        case .alert:
            guard let text = try dialogText() else { return nil }
            return ElementAttributes(identifier: part.identifier, elementType: .alert, label: text)
        case .accept, .dismiss: return ElementAttributes(identifier: part.identifier, elementType: .button, label: part.identifier)
        case .text: return ElementAttributes(identifier: part.identifier, elementType: .textField, label: "", value: "")
        }
    }

    /// Accepts or dismisses the dialog, or types into a prompt.
    func performOnDialog(_ gesture: ElementGesture, _ path: ElementPath) {
        let (nodes, matched) = resolveDialog(path)
        guard nodes.count == 1, case .dialog(let part) = nodes[0] else {
            failures.append("\(gesture) on \(path) failed: " + (matched > 1 ? "Multiple matching elements found" : "No matches found (no JS dialog is open)"))
            return
        }
        record { () throws(WebDriverError) in
            switch (gesture, part) {
            case (.tap, .accept):
                knownDialogText = nil
                try session.command("POST", "/alert/accept")
            case (.tap, .dismiss):
                knownDialogText = nil
                try session.command("POST", "/alert/dismiss")
            case (.typeText(let text), .text): try session.command("POST", "/alert/text", .object([("text", .string(text))]))
            default:
                throw session.error("\(gesture) on \(path)", message: "a JS dialog takes only a tap on OK or Cancel, or typeText in a prompt's field")
            }
        }
    }

    /// The dialog as an interruption monitor's handler receives it.
    var dialogElement: TestElement {
        TestElement(app: TestApp(.system, backend: self), path: ElementPath(app: .system, steps: [.children(.alert), .first]))
    }

    /// Runs `body`; when a JS dialog blocks it (W3C `unexpected alert open`, which the
    /// `ignore` prompt behaviour gives and leaves the dialog open), asks the monitors to
    /// clear it and runs `body` once more.
    func handlingDialogs<Value>(_ body: () throws(WebDriverError) -> Value) throws(WebDriverError) -> Value {
        do {
            return try body()
        } catch where error.code == "unexpected alert open" && !isRunningMonitors {
            let text = error.dialogText ?? (try? dialogText()) ?? nil
            onEvent?(.dialog(text: text ?? ""))
            knownDialogText = text
            let handled = runMonitors(on: dialogElement)
            knownDialogText = nil
            if handled { return try body() }
            var unhandled = error
            unhandled.message = "a JS dialog is open (\(Echo.excerpt(text ?? "no text"))) and no interruption monitor handled it"
            throw unhandled
        }
    }
}

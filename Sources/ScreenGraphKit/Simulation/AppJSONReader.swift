import Foundation

/// Reads a simulated app from its JSON file (`screengraph-app/1`, see `Docs/SimulatedApps.md`),
/// strictly and with located errors, like graph files.
struct AppJSONReader: LocatedJSONReader {
    let source: SourceFile
    var diagnostics: [Diagnostic] = []

    init(source: SourceFile) { self.source = source }

    static let gestureKinds = ["tap", "doubleTap", "press", "typeText", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "toggleOn", "toggleOff"]
    /// What an element's commands are keyed by: its gesture kinds, and `return`, the keyboard's
    /// return key typed (`"\n"`) into a single-line text input.
    static let behaviourKeys = gestureKinds + ["return"]

    static func read(_ text: String, path: String) throws(GraphError) -> AppDefinition {
        try read(text, path: path) { reader, root in reader.app(root) }
    }

    private mutating func app(_ root: JSONValue) -> AppDefinition? {
        let keys = ["format", "name", "initialScreen", "settings", "startup", "networkFailure", "promptScreens", "settingsScreen",
                    "customGestures", "overlays", "screens", "preventsAutomaticLimitedAccessAlert"]
        guard let top = members(of: root, "the app", allowed: keys, required: ["format", "name", "initialScreen", "screens"]),
            let name = string(top["name"], "name", nonEmpty: true),
            let initialScreen = string(top["initialScreen"], "initialScreen", nonEmpty: true)
        else { return nil }
        if let format = top["format"], let text = string(format, "format"), text != "screengraph-app/1" {
            error("unsupported format '\(text)'; expected 'screengraph-app/1'", at: format.position)
        }
        var app = AppDefinition(name: name, initialScreen: initialScreen)
        app.initialScreenLocation = top["initialScreen"].map { source.position($0.position) }
        app.settings = array(top["settings"], "settings").compactMap { stateField($0) }
        if let value = top["startup"], let startup = members(of: value, "the start-up rules", allowed: ["resetArgument", "environmentPrefix"], required: []) {
            app.startup = StartupRules(
                resetArgument: string(startup["resetArgument"], "resetArgument", nonEmpty: true),
                environmentPrefix: string(startup["environmentPrefix"], "environmentPrefix", nonEmpty: true))
        }
        if let value = top["networkFailure"],
            let failure = members(of: value, "the network failure", allowed: ["rate", "alert"], required: ["rate", "alert"])
        {
            app.networkFailureRate = number(failure["rate"], "rate", in: 0...1) ?? 0
            app.networkFailureAlert = string(failure["alert"], "alert", nonEmpty: true)
            app.networkFailureAlertLocation = failure["alert"].map { source.position($0.position) }
        }
        if let value = top["promptScreens"], case .object(let list) = value.kind {
            for member in list {
                guard let resource = ProtectedResource(rawValue: member.key) else {
                    error("unknown protected resource '\(member.key)'; expected one of: "
                          + ProtectedResource.allCases.map(\.rawValue).joined(separator: ", "), at: member.keyPosition)
                    continue
                }
                app.promptScreens[resource] = string(member.value, member.key, nonEmpty: true)
            }
        } else if let value = top["promptScreens"] {
            error("'promptScreens' must be an object, found \(value.kindName)", at: value.position)
        }
        app.settingsScreen = string(top["settingsScreen"], "settingsScreen", nonEmpty: true) ?? app.settingsScreen
        app.preventsAutomaticLimitedAccessAlert =
            bool(top["preventsAutomaticLimitedAccessAlert"], "preventsAutomaticLimitedAccessAlert") ?? false
        if let value = top["customGestures"], case .object(let list) = value.kind {
            for member in list {
                app.customGestures[member.key] = commands(member.value, member.key)
                app.customGestureLocations[member.key] = source.position(member.keyPosition)
            }
        } else if let value = top["customGestures"] {
            error("'customGestures' must be an object, found \(value.kindName)", at: value.position)
        }
        app.overlays = array(top["overlays"], "overlays").compactMap { overlay($0) }
        app.screens = array(top["screens"], "screens").compactMap { screen($0) }
        return app
    }

    private mutating func overlay(_ value: JSONValue) -> AppOverlay? {
        guard let fields = members(of: value, "an overlay", allowed: ["id", "kind", "title", "buttons", "persistent", "duration", "system"],
                                   required: ["id", "kind", "title"]),
            let identifier = string(fields["id"], "id", nonEmpty: true), let kindValue = fields["kind"],
            let kindName = string(kindValue, "kind"), let title = string(fields["title"], "title")
        else { return nil }
        guard let kind = kindName == "actionSheet" ? .alert : AppOverlay.Kind(rawValue: kindName) else {
            error("unknown overlay kind '\(kindName)'; expected alert, actionSheet or banner", at: kindValue.position)
            return nil
        }
        var overlay = AppOverlay(identifier, kind, title: title)
        overlay.isActionSheet = kindName == "actionSheet"
        overlay.location = source.position(value.position)
        for buttonValue in array(fields["buttons"], "buttons") {
            guard let button = members(of: buttonValue, "a button", allowed: ["label", "role", "do"], required: ["label"]),
                let label = string(button["label"], "label", nonEmpty: true)
            else { continue }
            var role = AppOverlay.Button.Role.default
            if let roleValue = button["role"], let roleName = string(roleValue, "role") {
                guard let parsed = AppOverlay.Button.Role(rawValue: roleName) else {
                    error("unknown button role '\(roleName)'; expected cancel, default or destructive, UIAlertAction's styles", at: roleValue.position)
                    continue
                }
                role = parsed
            }
            overlay.buttons.append(AppOverlay.Button(label, role: role, commands: commands(button["do"], "do")))
        }
        overlay.persistent = bool(fields["persistent"], "persistent") ?? false
        overlay.duration = positive(fields["duration"], "duration") ?? overlay.duration
        overlay.isSystem = bool(fields["system"], "system") ?? false
        return overlay
    }

    private mutating func screen(_ value: JSONValue) -> AppScreen? {
        guard let fields = members(of: value, "a screen", allowed: ["name", "presentation", "elements"], required: ["name"]),
            let name = string(fields["name"], "name", nonEmpty: true)
        else { return nil }
        var screen = AppScreen(name, elements: array(fields["elements"], "elements").compactMap { element($0) })
        screen.location = source.position(value.position)
        if let presentationValue = fields["presentation"], let presentationName = string(presentationValue, "presentation") {
            guard let presentation = ScreenPresentation(rawValue: presentationName) else {
                error("unknown presentation '\(presentationName)'; expected sheet or fullScreen", at: presentationValue.position)
                return nil
            }
            screen.presentation = presentation
        }
        return screen
    }

    private mutating func element(_ value: JSONValue) -> AppElement? {
        let keys = ["id", "type", "label", "value", "placeholder", "setting", "enabledWhen", "visibleWhen", "appearsAfter", "goneAfter", "region",
                    "parent", "backButton", "spansRow"] + Self.behaviourKeys
        guard let fields = members(of: value, "an element", allowed: keys, required: ["id"]),
            let identifier = string(fields["id"], "id", nonEmpty: true)
        else { return nil }
        var type = ElementType.button
        if let typeValue = fields["type"], let typeName = string(typeValue, "type") {
            // `any` selects in queries; no element is of that type.
            guard let parsed = ElementType(rawValue: typeName), parsed != .any else {
                // 82 kinds are too many to list: name the closest and where the rest are.
                let kinds = ElementType.allCases.filter { $0 != .any }.map(\.rawValue)
                error(
                    "unknown element type '\(typeName)'" + Suggestion.didYouMean(Suggestion.closest(to: typeName, among: kinds))
                        + "; expected a case of XCUIElement.ElementType (button, staticText, textField, switch, cell, other, …) or banner",
                    at: typeValue.position)
                return nil
            }
            type = parsed
        }
        var element = AppElement(identifier, type, label: string(fields["label"], "label"))
        element.location = source.position(value.position)
        element.value = string(fields["value"], "value")
        element.placeholder = string(fields["placeholder"], "placeholder")
        element.setting = string(fields["setting"], "setting", nonEmpty: true)
        element.enabledWhen = expression(fields["enabledWhen"], "enabledWhen")
        element.visibleWhen = expression(fields["visibleWhen"], "visibleWhen")
        element.appearsAfter = number(fields["appearsAfter"], "appearsAfter", in: 0...86_400) ?? 0
        element.goneAfter = positive(fields["goneAfter"], "goneAfter")
        element.parent = string(fields["parent"], "parent", nonEmpty: true)
        element.isBackButton = bool(fields["backButton"], "backButton") ?? false
        element.spansRow = bool(fields["spansRow"], "spansRow") ?? false
        if let regionValue = fields["region"], let regionName = string(regionValue, "region") {
            guard let region = ElementRegion(rawValue: regionName) else {
                error("unknown region '\(regionName)'; expected topBar or content", at: regionValue.position)
                return nil
            }
            element.region = region
        }
        for kind in Self.behaviourKeys where fields[kind] != nil {
            element.behaviours[kind] = commands(fields[kind], kind)
        }
        return element
    }

    /// A list of commands: strings such as `"push Detail"` or `"set n += 1"`, and
    /// objects for `request` and `network`.
    private mutating func commands(_ value: JSONValue?, _ key: String) -> [AppCommand] {
        array(value, key).compactMap { command($0) }
    }

    private mutating func command(_ value: JSONValue) -> AppCommand? {
        if case .object = value.kind {
            guard let fields = members(of: value, "a command", allowed: ["request", "granted", "denied", "network", "if", "then", "else", "photoPicker", "picked", "cancelled"],
                                       required: []) else { return nil }
            if fields["if"] != nil, let condition = expression(fields["if"], "if") {
                return .when(condition, then: commands(fields["then"], "then"), else: commands(fields["else"], "else"))
            }
            if let requestValue = fields["request"], let name = string(requestValue, "request") {
                guard let resource = ProtectedResource(rawValue: name) else {
                    error("unknown protected resource '\(name)'; expected one of: "
                          + ProtectedResource.allCases.map(\.rawValue).joined(separator: ", "), at: requestValue.position)
                    return nil
                }
                return .request(resource, granted: commands(fields["granted"], "granted"), denied: commands(fields["denied"], "denied"))
            }
            if fields["network"] != nil { return .network(success: commands(fields["network"], "network")) }
            if let picker = fields["photoPicker"], bool(picker, "photoPicker") == true {
                return .photoPicker(picked: commands(fields["picked"], "picked"), cancelled: commands(fields["cancelled"], "cancelled"))
            }
            error("a command object needs 'request', 'network', 'photoPicker' or 'if'", at: value.position)
            return nil
        }
        guard let text = string(value, "a command") else { return nil }
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        let verb = words.first ?? ""
        let argument = words.count > 1 ? words[1].trimmingCharacters(in: .whitespaces) : ""
        func needsArgument(_ what: String) -> Bool {
            guard argument.isEmpty else { return true }
            error("'\(verb)' needs \(what)", at: value.position)
            return false
        }
        switch verb {
        case "push": return needsArgument("a screen name") ? .push(argument) : nil
        case "go": return needsArgument("a screen name") ? .go(argument) : nil
        case "present": return needsArgument("a screen name") ? .present(argument) : nil
        case "show": return needsArgument("an alert or banner name") ? .show(argument) : nil
        case "pop" where argument.isEmpty: return .pop
        case "dismiss" where argument.isEmpty: return .dismiss
        case "retry" where argument.isEmpty: return .retry
        case "activate" where argument.isEmpty: return .activate
        case "openSettings" where argument.isEmpty: return .openSettings
        case "endEditing" where argument.isEmpty: return .endEditing
        case "presentLimitedLibraryPicker" where argument.isEmpty: return .limitedLibraryPicker
        case "set":
            guard needsArgument("a statement") else { return nil }
            // Where the argument starts, in scalars, as columns count: before the
            // whitespace trimmed off its end.
            let trailing = text.unicodeScalars.reversed().prefix { CharacterSet.whitespaces.contains($0) }.count
            let offset = text.unicodeScalars.count - argument.unicodeScalars.count - trailing
            guard value.isVerbatim else { return .set(ExpressionSource(argument, at: source.position(value.position))) }
            return .set(source.expression(argument, at: LineColumn(line: value.position.line, column: value.position.column + 1 + offset)))
        case "load":
            let parts = argument.components(separatedBy: " after ")
            guard parts.count == 2, let delay = Double(parts[1].trimmingCharacters(in: .whitespaces)), delay >= 0, delay.isFinite else {
                error("'load' needs 'SCREEN after SECONDS'", at: value.position)
                return nil
            }
            return .load(parts[0].trimmingCharacters(in: .whitespaces), after: delay)
        default:
            error("unknown command '\(text)'; expected push, pop, go, present, dismiss, set, load, show, retry, openSettings, activate, endEditing or presentLimitedLibraryPicker",
                  at: value.position)
            return nil
        }
    }
}

extension AppDefinition {
    /// Reads an app from its JSON file.
    ///
    /// - Throws: ``GraphError`` with every problem, located in the file; or, when the
    ///   file cannot be read at all, with a ``GraphError/fileError`` saying why.
    public init(contentsOfFile path: String) throws(GraphError) {
        try self.init(parsing: try readTextFile(path), path: path)
    }

    /// Reads an app from the text of its JSON file, `path` naming it in diagnostics, and
    /// compiles it, so that a bad expression or an unknown screen is reported where it is written.
    ///
    /// - Throws: ``GraphError`` with every problem, each with its source line.
    init(parsing text: String, path: String) throws(GraphError) {
        self = try AppJSONReader.read(text, path: path)
        if case .failure(let error) = AppCompiler.compile(self) {
            throw GraphError(diagnostics: SourceFile(path: path, text: text).annotate(error.diagnostics))
        }
    }
}

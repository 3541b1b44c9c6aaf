/// Resolving element paths into WebDriver elements, and reading them.
extension WebDriverBackend {
    /// What a path resolves to: web elements by their WebDriver reference, or parts of
    /// the open JS dialog.
    enum Node: Equatable {
        case element(String)
        case dialog(DialogPart)
    }

    /// The key of a web element reference in WebDriver's JSON (W3C §12.1).
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// The nodes a path selects now, and, for a path that ends in picking one element,
    /// how many the query before it matched (to tell "none" from "several").
    func resolve(_ path: ElementPath) throws(WebDriverError) -> (nodes: [Node], matched: Int) {
        switch path.app {
        case .system: return resolveDialog(path)
        case .settings:
            return ([], 0)
        case .app: break
        }
        var current: [String]?  // nil: the whole document
        var matched = 0
        var index = path.steps.startIndex
        while index < path.steps.endIndex {
            let step = path.steps[index]
            switch step {
            case .descendants(let type):
                if index + 1 < path.steps.endIndex, let key = Self.name(in: path.steps[index + 1]) {
                    current = try find(key: key, ofType: type, under: current)
                    index += 1
                } else {
                    current = try find(.css(cssSelector(for: type)), under: current)
                }
            case .children(let type):
                let parents: [String]
                if let current { parents = current } else { parents = try find(.css(":root"), under: nil) }
                let selector = cssSelector(for: type).split(separator: ",").map { ":scope > " + $0.trimmingWhitespace }.joined(separator: ", ")
                current = try find(.css(selector), under: parents)
            case .identifier(let key), .key(let key):
                // Identifiers first, text only when none has it: a graph's name and a query's key alike.
                let candidates: [String]
                if let current { candidates = current } else { candidates = try find(.css("*"), under: nil) }
                let byIdentifier = try filter(candidates, byIdentifier: key)
                current = byIdentifier.isEmpty && Self.explicitLocator(key) == nil ? try filter(candidates, byText: key) : byIdentifier
            case .only:
                let found = current ?? []
                matched = found.count
                current = found.count == 1 ? found : []
            case .first:
                let found = current ?? []
                matched = found.count
                current = Array(found.prefix(1))
            case .index(let position):
                let found = current ?? []
                matched = found.count
                current = found.indices.contains(position) ? [found[position]] : []
            }
            index += 1
        }
        let nodes = (current ?? []).map(Node.element)
        return (nodes, path.steps.last?.selectsElement == true ? matched : nodes.count)
    }

    /// A locator as WebDriver's Find Elements takes it (W3C §12.2: css selector, link
    /// text, partial link text, tag name, xpath; Appium adds accessibility id).
    enum Locator: Equatable {
        case css(String)
        case xpath(String)
        case linkText(String)
        case accessibilityID(String)

        var using: String {
            switch self {
            case .css: "css selector"
            case .xpath: "xpath"
            case .linkText: "link text"
            case .accessibilityID: "accessibility id"
            }
        }

        var value: String {
            switch self {
            case .css(let text), .xpath(let text), .linkText(let text), .accessibilityID(let text): text
            }
        }
    }

    /// The elements an identifier names, of a type, under `parents` (or anywhere).
    func find(_ identifier: String, ofType type: ElementType, under parents: [String]?) throws(WebDriverError) -> [String] {
        if let locator = Self.explicitLocator(identifier) {
            let found = try find(locator, under: parents)
            return type == .any ? found : try filter(found, matching: cssSelector(for: type))
        }
        var order = configuration.locatorOrder
        if let known = foundWith[identifier], let position = order.firstIndex(of: known) {
            order.remove(at: position)
            order.insert(known, at: 0)
        }
        for strategy in order {
            let found = try find(locator(for: identifier, strategy, type: type), under: parents)
            if !found.isEmpty {
                foundWith[identifier] = strategy
                if configuration.platform == .appium, type != .any { return try filterAppium(found, type: type) }
                return found
            }
        }
        return []
    }

    /// The string a `key` or `identifier` step matches.
    static func name(in step: ElementPath.Step) -> String? {
        switch step {
        case .key(let name), .identifier(let name): name
        default: nil
        }
    }

    /// The elements a graph's name or a query's key names, of a type, under `parents` (or anywhere): those
    /// ``find(_:ofType:under:)`` finds by identifier or, when there are none, those whose
    /// text is the key, as XCUITest's subscript also matches a label, title, value or
    /// placeholder. The fallback costs one more command, and only when nothing has the
    /// identifier.
    func find(key: String, ofType type: ElementType, under parents: [String]?) throws(WebDriverError) -> [String] {
        let found = try find(key, ofType: type, under: parents)
        guard found.isEmpty, Self.explicitLocator(key) == nil, configuration.platform != .appium else { return found }
        let candidates = try find(.css(cssSelector(for: type)), under: parents)
        return try filter(candidates, byText: key)
    }

    /// The elements whose text is `key`: an `aria-label`, a `<label>`'s text, `title`,
    /// `alt`, `placeholder`, a form control's value, or the element's own rendered text,
    /// trimmed; in one script. Of an element and one inside it that both read so (a `div`
    /// around a button), only the inner one is kept, as only the button has the label on iOS.
    private func filter(_ elements: [String], byText key: String) throws(WebDriverError) -> [String] {
        guard !elements.isEmpty else { return [] }
        let answer = try script(
            """
            const t = s => typeof s === 'string' ? s.trim() : null;
            const m = arguments[0].filter(e => [e.getAttribute('aria-label'), ...Array.from(e.labels || [], l => l.innerText),
              e.getAttribute('title'), e.getAttribute('alt'), e.getAttribute('placeholder'),
              'value' in e && e.tagName !== 'BUTTON' && e.tagName !== 'LI' ? e.value : null, e.innerText].some(s => t(s) === arguments[1]));
            return m.filter(e => !m.some(o => o !== e && e.contains(o)))
            """,
            [elementArray(elements), .string(key)])
        return try elementReferences(answer)
    }

    /// The locator an identifier's prefix names: `css=`, `xpath=`, `link=`.
    static func explicitLocator(_ identifier: String) -> Locator? {
        if identifier.hasPrefix("css=") { return .css(String(identifier.dropFirst(4))) }
        if identifier.hasPrefix("xpath=") { return .xpath(String(identifier.dropFirst(6))) }
        if identifier.hasPrefix("link=") { return .linkText(String(identifier.dropFirst(5))) }
        return nil
    }

    private func locator(for identifier: String, _ strategy: WebDriverConfiguration.LocatorStrategy, type: ElementType) -> Locator {
        let typed = type == .any ? "" : ":is(\(cssSelector(for: type)))"
        switch strategy {
        case .testID: return .css("[data-testid=\(Self.cssString(identifier))]" + typed)
        case .id: return .css("[id=\(Self.cssString(identifier))]" + typed)
        case .name: return .css("[name=\(Self.cssString(identifier))]" + typed)
        case .ariaLabel: return .css("[aria-label=\(Self.cssString(identifier))]" + typed)
        case .accessibilityID: return .accessibilityID(identifier)
        }
    }

    /// One Find Elements command per parent (or one for the document), in document order.
    func find(_ locator: Locator, under parents: [String]?) throws(WebDriverError) -> [String] {
        let body = JSONPrinter.Value.object([("using", .string(locator.using)), ("value", .string(locator.value))])
        guard let parents else {
            return try elementReferences(handlingDialogs { () throws(WebDriverError) in try findCommand("/elements", body, "/elements") })
        }
        var found: [String] = []
        for parent in parents {
            let answer = try handlingDialogs { () throws(WebDriverError) in
                try findCommand("/element/\(parent)/elements", body, "/element/{id}/elements")
            }
            found += try elementReferences(answer)
        }
        return found
    }

    /// A Find Elements command. chromedriver 156 answers one that a dialog interrupts
    /// while it waits for a navigation (DokuWiki's lock alert, opening as the edit page
    /// loads) with a `null` value instead of `unexpected alert open`: such an answer
    /// is that error when a dialog is open, so the monitors see the dialog.
    private func findCommand(_ path: String, _ body: JSONPrinter.Value, _ description: String) throws(WebDriverError) -> JSONValue {
        let answer = try session.command("POST", path, body, describedAs: description)
        guard answer.isNull, let text = try dialogText() else { return answer }
        throw session.error("POST /session/{id}" + description, code: "unexpected alert open", message: "a JS dialog is open", dialogText: text)
    }

    private func elementReferences(_ value: JSONValue) throws(WebDriverError) -> [String] {
        guard let elements = value.arrayValue else { throw session.error("Find Elements", message: "the answer is not an array") }
        return elements.compactMap { $0[Self.elementKey]?.stringValue }
    }

    /// The elements that match a CSS selector, in one script.
    private func filter(_ elements: [String], matching selector: String) throws(WebDriverError) -> [String] {
        guard !elements.isEmpty else { return [] }
        let answer = try script("return arguments[0].filter(e => e.matches(arguments[1]))", [elementArray(elements), .string(selector)])
        return try elementReferences(answer)
    }

    /// The elements whose identifier, by any strategy of the configured order, is `identifier`.
    private func filter(_ elements: [String], byIdentifier identifier: String) throws(WebDriverError) -> [String] {
        guard !elements.isEmpty else { return [] }
        if let locator = Self.explicitLocator(identifier) {
            let matching = try find(locator, under: nil)
            return elements.filter(matching.contains)
        }
        let attributes = configuration.locatorOrder.compactMap(Self.attributeName).map { JSONPrinter.Value.string($0) }
        let answer = try script(
            "return arguments[0].filter(e => arguments[2].some(a => e.getAttribute(a) === arguments[1]))",
            [elementArray(elements), .string(identifier), .array(attributes)])
        return try elementReferences(answer)
    }

    private func filterAppium(_ elements: [String], type: ElementType) throws(WebDriverError) -> [String] {
        var kept: [String] = []
        for element in elements {
            let name = try session.command("GET", "/element/\(element)/attribute/type", describedAs: "/element/{id}/attribute/type").stringValue
            if ElementType(xcuiTypeName: name ?? "").isMatched(by: type) { kept.append(element) }
        }
        return kept
    }

    /// The HTML attribute a strategy reads.
    static func attributeName(_ strategy: WebDriverConfiguration.LocatorStrategy) -> String? {
        switch strategy {
        case .testID: "data-testid"
        case .id: "id"
        case .name: "name"
        case .ariaLabel: "aria-label"
        case .accessibilityID: nil
        }
    }

    /// Runs a script in the page (Execute Script, W3C §13.2.1).
    func script(_ source: String, _ arguments: [JSONPrinter.Value]) throws(WebDriverError) -> JSONValue {
        try handlingDialogs { () throws(WebDriverError) in
            try session.command("POST", "/execute/sync", .object([("script", .string(source)), ("args", .array(arguments))]))
        }
    }

    func elementArray(_ elements: [String]) -> JSONPrinter.Value {
        .array(elements.map(elementValue))
    }

    /// A web element reference as a script argument or an action's origin (W3C §12.1).
    func elementValue(_ element: String) -> JSONPrinter.Value {
        .object([(Self.elementKey, .string(element))])
    }

    /// A CSS string literal: `"a\"b"`, with line breaks and control characters as escapes.
    static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\" + String(scalar.value, radix: 16) + " "
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    // MARK: AppBackend reads

    package func count(_ query: ElementPath) -> Int {
        lastFound = nil
        do {
            return try resolve(query).nodes.count
        } catch {
            failures.append(error.description)
            return 0
        }
    }

    package func attributes(of element: ElementPath) -> ElementAttributes? {
        lastFound = nil
        do {
            guard let node = try resolve(element).nodes.first else { return nil }
            return try attributes(of: node)
        } catch {
            failures.append(error.description)
            return nil
        }
    }

    func attributes(of node: Node) throws(WebDriverError) -> ElementAttributes? {
        switch node {
        case .dialog(let part): return try dialogAttributes(part)
        case .element(let element):
            let attributes = configuration.locatorOrder.compactMap(Self.attributeName).map { JSONPrinter.Value.string($0) }
            let answer = try script(
                """
                const e = arguments[0];
                const id = arguments[1].map(a => e.getAttribute(a)).find(v => v) || '';
                const checkable = e.type === 'checkbox' || e.type === 'radio';
                const value = checkable ? (e.checked ? '1' : '0') : ('value' in e && e.tagName !== 'BUTTON' && e.tagName !== 'LI' ? String(e.value) : null);
                const text = (e.innerText || e.textContent || '').trim().slice(0, 1000);
                return [id, value, !e.disabled, e.type === 'password', text];
                """, [elementValue(element), .array(attributes)])
            let fields = answer.arrayValue ?? []
            guard fields.count == 5 else { return nil }
            let role = try session.command("GET", "/element/\(element)/computedrole", describedAs: "/element/{id}/computedrole").stringValue ?? ""
            // The accessible name; a paragraph or heading has none of its own unless its role
            // takes it from its content, where iOS labels static text with its text: so does this.
            let name = try session.command("GET", "/element/\(element)/computedlabel", describedAs: "/element/{id}/computedlabel").stringValue ?? ""
            let label = name.isEmpty ? fields[4].stringValue ?? "" : name
            let type = fields[3].boolValue == true ? ElementType.secureTextField : ElementType(ariaRole: role)
            return ElementAttributes(
                identifier: fields[0].stringValue ?? "", elementType: type, label: label, value: fields[1].stringValue,
                isEnabled: fields[2].boolValue ?? true)
        }
    }

    /// Whether a click would reach the element: it has a size, and the element at its
    /// centre is it or inside it. One below the fold (or right of it) counts: Element
    /// Click scrolls an element into view before it clicks (W3C WebDriver §12.4.1).
    package func isHittable(_ element: ElementPath) -> Bool {
        lastFound = nil
        do {
            guard let node = try resolve(element).nodes.first else { return false }
            guard case .element(let reference) = node else { return true }
            let answer = try script(
                """
                const e = arguments[0]; const r = e.getBoundingClientRect();
                if (r.width === 0 || r.height === 0) return false;
                const x = r.left + r.width / 2, y = r.top + r.height / 2;
                if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return x >= -scrollX && y >= -scrollY;
                const hit = document.elementFromPoint(x, y);
                return hit !== null && (hit === e || e.contains(hit));
                """, [elementValue(reference)])
            return answer.boolValue ?? false
        } catch {
            failures.append(error.description)
            return false
        }
    }

    /// Polls every ``WebDriverConfiguration/pollInterval`` until the condition holds or
    /// `timeout` has passed; asks at least once. A command that fails ends the wait at
    /// once, with a failure naming the command.
    package func wait(for element: ElementPath, until condition: ElementCondition, timeout: Double) -> Bool {
        let deadline = Deadline(seconds: max(0, timeout))
        lastFound = nil
        while true {
            do {
                let nodes = try resolve(element).nodes
                switch condition {
                case .exists:
                    guard !nodes.isEmpty else { break }
                    if nodes.count == 1, case .element(let reference) = nodes[0] { lastFound = (element, reference) }
                    return true
                case .gone: if nodes.isEmpty { return true }
                case .value(let wanted):
                    if let node = nodes.first, try attributes(of: node)?.value == wanted { return true }
                }
            } catch {
                failures.append(error.description)
                return false
            }
            let remaining = deadline.remaining
            guard remaining > 0 else { return false }
            pause(min(configuration.pollInterval, remaining))
        }
    }
}

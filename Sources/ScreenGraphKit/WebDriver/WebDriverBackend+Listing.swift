/// A page's elements in one script: what an explorer reads a screen with, instead of
/// three commands per element.
extension WebDriverBackend: ElementListing {
    /// The elements of `app`'s tree now. On the web, the page's elements are read by one
    /// Execute Script (W3C §13.2.1), each with its identifier (by
    /// ``WebDriverConfiguration/locatorOrder``), role, name, value, whether it is enabled
    /// and whether a click at its centre would reach it; elements never rendered (the
    /// head, scripts, styles, templates) are left out. The JS dialog (`system`), and
    /// every tree of a device app on Appium, are listed one query per element.
    ///
    /// The role is the element's `role` attribute, else its implicit ARIA role from
    /// HTML-AAM for the elements a type query selects (`a[href]` a link, `input
    /// type=checkbox` a checkbox, `h1` a heading, ...), mapped to a type as Get
    /// Computed Role's answer is; the name is `aria-label`, `aria-labelledby`'s text, a
    /// field's `<label>`, `alt`, `title` or `placeholder`, else the element's own text:
    /// the first steps of the accessible name computation (W3C accname 1.2, §4.3.2). An
    /// element that is not rendered (`display: none`, `visibility: hidden`) is not in
    /// the accessibility tree ("user agents MUST NOT include them", WAI-ARIA 1.2,
    /// "Excluding Elements from the Accessibility Tree"): it has no role and no name, as
    /// Get Computed Role and Label answer for it.
    ///
    /// A link leaves the app when its target's origin (scheme, host and port: RFC 6454)
    /// is not the start URL's: a crawl stays on the site it was started on, as
    /// Crawljax's does by default.
    ///
    /// A listing made while a navigation that began since the last listing has not yet
    /// replaced the page (a form that a typed Enter submitted, whose navigation runs in a
    /// task of its own) waits for it, asking again every
    /// ``WebDriverConfiguration/pollInterval`` for at most ``navigationWaitLimit``: it
    /// reads the page the gesture led to, not the one it left.
    ///
    /// - Complexity: one command, and O(n) in the page's elements; one more every poll
    ///   interval while such a navigation is under way.
    package func listElements(in app: AppTarget) -> [ListedElement] { listElements(in: app, naming: []) }

    /// The listing, where an element that a `css=`, `xpath=` or `link=` name selects is
    /// listed under that name, in the same script.
    package func listElements(in app: AppTarget, naming names: [String]) -> [ListedElement] {
        guard app == .app, configuration.platform == .web else { return listElementsOneByOne(in: app) }
        lastFound = nil
        do {
            let attributes = configuration.locatorOrder.compactMap(Self.attributeName).map { JSONPrinter.Value.string($0) }
            let home = configuration.startURL.map(JSONPrinter.Value.string) ?? .null
            let locators = names.compactMap { name in
                Self.explicitLocator(name).map { JSONPrinter.Value.array([.string(name), .string($0.using), .string($0.value)]) }
            }
            let arguments: [JSONPrinter.Value] = [.array(attributes), home, .array(locators)]
            var answer = try script(Self.listingScript, arguments)
            // The page is navigating away: ask again until the new page answers
            // (chromedriver also holds a command while a navigation it knows of runs).
            // The page stops answering "navigating" once its navigation is older than
            // the limit, so this deadline, which starts later, only ends the wait for a
            // page that keeps starting new navigations.
            let deadline = Deadline(seconds: Self.navigationWaitLimit)
            while answer.stringValue == Self.navigatingAnswer, deadline.remaining > 0 {
                pause(min(configuration.pollInterval, deadline.remaining))
                answer = try script(Self.listingScript, arguments)
            }
            return (answer.arrayValue ?? []).compactMap(Self.listedElement)
        } catch {
            failures.append(error.description)
            return []
        }
    }

    /// What the listing answers while a navigation it saw start has not replaced the page.
    static let navigatingAnswer = "screengraph.navigating"
    /// The window property under which the listing keeps what it saw of navigations.
    static let navigationWatch = "screengraph.navigation"
    /// How long a look waits for a navigation that started after the last look, in seconds.
    static let navigationWaitLimit = 2.0

    /// One row of the script's answer: `[id, role, name, value, enabled, password, hittable, leaves]`.
    static func listedElement(_ row: JSONValue) -> ListedElement? {
        guard let fields = row.arrayValue, fields.count == 8 else { return nil }
        let type = fields[5].boolValue == true ? ElementType.secureTextField : ElementType(ariaRole: fields[1].stringValue ?? "")
        let attributes = ElementAttributes(
            identifier: fields[0].stringValue ?? "", elementType: type, label: fields[2].stringValue ?? "", value: fields[3].stringValue,
            isEnabled: fields[4].boolValue ?? true)
        return ListedElement(attributes: attributes, isHittable: fields[6].boolValue ?? false, leavesApp: fields[7].boolValue ?? false)
    }

    /// Reads every rendered element of the page: the same identifier and value as
    /// ``attributes(of:)`` reads one by one, and the same test as ``isHittable(_:)``.
    static let listingScript = """
        // A navigation that began after the last look and has not yet replaced this
        // document: say so, and the look waits. A form that a typed Enter submits fires
        // `submit` at once but navigates in a task of its own (HTML, "plan to navigate"),
        // which a command may come before; other navigations fire `navigate` (HTML, "the
        // navigate event"). One a page handles itself (`preventDefault`, a router's
        // `intercept`, a dialog form) does not count.
        const watch = window['\(navigationWatch)'];
        if (watch) {
          const submitted = watch.submit !== null && !watch.submit.defaultPrevented && watch.submit.target.method !== 'dialog';
          if ((submitted || watch.navigating) && performance.now() - watch.since < \(Int(navigationWaitLimit * 1000))) return '\(navigatingAnswer)';
          watch.submit = null;
          watch.navigating = false;
        } else {
          const state = { submit: null, navigating: false, since: 0 };
          window['\(navigationWatch)'] = state;
          document.addEventListener('submit', (event) => { state.submit = event; state.since = performance.now(); }, true);
          if (window.navigation) {
            navigation.addEventListener('navigate', (event) => {
              if (!event.destination.sameDocument) { state.navigating = true; state.since = performance.now(); }
            });
            for (const settled of ['navigatesuccess', 'navigateerror']) navigation.addEventListener(settled, () => { state.navigating = false; });
          }
        }
        const names = arguments[0];
        // The elements each graph name selects, as Find Elements would (W3C §12.2.2–12.2.6).
        const named = new Map();
        for (const [graphName, using, value] of arguments[2]) {
          let found = [];
          try {
            if (using === 'css selector') found = Array.from(document.querySelectorAll(value));
            else if (using === 'xpath') {
              const result = document.evaluate(value, document, null, XPathResult.ORDERED_NODE_SNAPSHOT_TYPE, null);
              for (let i = 0; i < result.snapshotLength; i++) found.push(result.snapshotItem(i));
            } else if (using === 'link text') found = Array.from(document.querySelectorAll('a')).filter(a => (a.innerText || '').trim() === value);
          } catch (error) { found = []; }
          for (const e of found) named.set(e, (named.get(e) || []).concat([graphName]));
        }
        const home = arguments[1] === null ? null : new URL(arguments[1], location.href).origin;
        const leaves = (e) => {
          if (home === null || !(e.tagName === 'A' || e.tagName === 'AREA') || !e.hasAttribute('href')) return false;
          try { return new URL(e.href, location.href).origin !== home; } catch (error) { return true; }
        };
        const skip = new Set(['HEAD', 'SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'META', 'LINK', 'TITLE']);
        const text = (e) => (e.innerText || e.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 1000);
        const role = (e) => {
          const explicit = (e.getAttribute('role') || '').trim().split(/\\s+/)[0];
          if (explicit) return explicit;
          const tag = e.tagName, type = (e.getAttribute('type') || '').toLowerCase();
          if (tag === 'A' || tag === 'AREA') return e.hasAttribute('href') ? 'link' : 'generic';
          if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
          if (tag === 'INPUT') {
            if (['submit', 'button', 'reset', 'image'].includes(type)) return 'button';
            if (type === 'checkbox') return 'checkbox';
            if (type === 'radio') return 'radio';
            if (type === 'search') return 'searchbox';
            if (type === 'number') return 'spinbutton';
            if (type === 'range') return 'slider';
            if (type === 'hidden') return 'none';
            return 'textbox';
          }
          if (tag === 'TEXTAREA') return 'textbox';
          if (tag === 'SELECT') return 'combobox';
          if (/^H[1-6]$/.test(tag)) return 'heading';
          const implicit = { P: 'paragraph', LABEL: 'label', TD: 'cell', TH: 'columnheader', TABLE: 'table', NAV: 'navigation',
            DIALOG: 'dialog', IMG: 'img', UL: 'list', OL: 'list', LI: 'listitem', FORM: 'form', PROGRESS: 'progressbar', OUTPUT: 'status' };
          return implicit[tag] || 'generic';
        };
        const name = (e) => {
          const aria = e.getAttribute('aria-label');
          if (aria && aria.trim()) return aria.trim();
          const by = e.getAttribute('aria-labelledby');
          if (by) {
            const joined = by.split(/\\s+/).map(id => document.getElementById(id)).filter(x => x).map(text).join(' ').trim();
            if (joined) return joined;
          }
          if (e.labels && e.labels.length > 0) {
            const labelled = Array.from(e.labels).map(text).join(' ').trim();
            if (labelled) return labelled;
          }
          for (const attribute of ['alt', 'title', 'placeholder']) {
            const value = e.getAttribute(attribute);
            if (value && value.trim()) return value.trim();
          }
          return text(e);
        };
        const hittable = (e) => {
          const r = e.getBoundingClientRect();
          if (r.width === 0 || r.height === 0) return false;
          const x = r.left + r.width / 2, y = r.top + r.height / 2;
          if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return x >= -scrollX && y >= -scrollY;
          const hit = document.elementFromPoint(x, y);
          return hit !== null && (hit === e || e.contains(hit));
        };
        const rows = [];
        for (const e of document.querySelectorAll('*')) {
          if (skip.has(e.tagName) || e.closest('head')) continue;
          const ids = named.get(e) || [names.map(a => e.getAttribute(a)).find(v => v) || ''];
          const checkable = e.type === 'checkbox' || e.type === 'radio';
          const value = checkable ? (e.checked ? '1' : '0') : ('value' in e && e.tagName !== 'BUTTON' && e.tagName !== 'LI' ? String(e.value) : null);
          // What is not rendered is not in the accessibility tree: no role, no name.
          const rendered = e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
          // A container with neither an identifier nor a role is named by nothing: its
          // text is all the text it holds, which no reader of a listing uses.
          const shown = rendered ? role(e) : 'none';
          const row = [shown, shown === 'generic' && ids[0] === '' ? '' : rendered ? name(e) : '', value, !e.disabled, e.type === 'password', hittable(e), leaves(e)];
          for (const id of ids) rows.push([id, ...row]);
        }
        return rows;
        """
}

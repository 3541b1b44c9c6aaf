import Foundation
import Testing

@testable import ScreenGraphKit

/// The WebDriver backend against the real thing: headless Chromium through chromedriver,
/// on pages written here. Each test starts its own browser session and ends it.
@Suite(.serialized, .enabled(if: RealBrowser.isAvailable, "needs chromedriver: see RealBrowser.howToRun"))
struct WebDriverBackendTests {
    private func launched(_ html: String, configure: (inout WebDriverConfiguration) -> Void = { _ in }) throws -> (TestApp, WebDriverBackend) {
        let backend = try RealBrowser.backend(page: html, configure: configure)
        let app = TestApp(.app, backend: backend)
        app.launch()
        #expect(backend.takeFailures() == [])
        return (app, backend)
    }

    /// An identifier is tried as data-testid, id, name and aria-label, in that order; a
    /// prefix names a strategy of W3C §12.2's table (css selector, xpath, link text).
    @Test func identifiersFollowTheLocatorOrder() throws {
        let (app, backend) = try launched(
            """
            <button data-testid="save" id="other">Save it</button><input id="email" value="a@b.c">
            <input name="q"><a aria-label="Close" href="#x">x</a><a href="#r">Recent Changes</a>
            <p id="save">not the button</p>
            """)
        defer { backend.close() }
        #expect(app.buttons["save"].exists)
        #expect(app.descendants(matching: .any)["save"].elementType == .button, "data-testid comes before id")
        #expect(app.textFields["email"].value == "a@b.c")
        #expect(app.textFields["q"].exists)
        #expect(app.links["Close"].exists)
        #expect(app.links["link=Recent Changes"].exists)
        #expect(app.descendants(matching: .any)["css=a[href='#r']"].label == "Recent Changes")
        #expect(app.descendants(matching: .any)["xpath=//p"].label == "not the button")
        #expect(app.buttons["email"].exists == false, "a text field is not a button")
        #expect(app.links.count == 2)
        #expect(backend.takeFailures() == [])
    }

    /// XCUITest's subscript matches "identifier, title, label, value, or placeholderValue"
    /// (Apple's subscript(_:) page): when no element has the key as an identifier, the
    /// backend matches it against an element's text, `<label>`, title, placeholder and
    /// value, keeping the innermost of nested matches; a graph's gesture stays exact.
    @Test func aKeyNoIdentifierMatchesFindsTheElementByItsText() throws {
        let (app, backend) = try launched(
            """
            <div><button>Don’t Allow</button></div><button title="Help">?</button>
            <label for="who">Your name</label><input id="who" placeholder="Ada Lovelace">
            <input type="submit" value="Send"><p>Plain words</p>
            """)
        defer { backend.close() }
        #expect(app.buttons["Don’t Allow"].exists)
        #expect(app.descendants(matching: .any).matching(identifier: "Don’t Allow").count == 1, "the div around it is not matched")
        #expect(app.buttons["Help"].exists && app.buttons["Send"].exists)
        #expect(app.textFields["Your name"].identifier == "who" && app.textFields["Ada Lovelace"].exists)
        #expect(app.staticTexts["Plain words"].exists && !app.staticTexts["Plain"].exists)
        #expect(app.buttons.matching(identifier: "Nothing").count == 0)
        #expect(TestAppDriver(app: app).element("Send", in: .app).exists)
        #expect(backend.takeFailures() == [])
    }

    /// Types come from Get Computed Role, labels from Get Computed Label (W3C §12.4.9,
    /// §12.4.10: "the accessible name"); a switch's value is "1" or "0" as on iOS.
    @Test func attributesComeFromTheAccessibilityTree() throws {
        let (app, backend) = try launched(
            """
            <label>Remember me <input type="checkbox" id="remember" checked></label>
            <input type="password" id="pw" value="secret"><button id="off" disabled>Off</button>
            <h2 id="title">Welcome</h2>
            """)
        defer { backend.close() }
        let remember = app.switches["remember"]
        #expect(remember.elementType == .switch && remember.value == "1" && remember.label == "Remember me")
        #expect(app.secureTextFields["pw"].elementType == .secureTextField)
        #expect(app.buttons["off"].isEnabled == false)
        #expect(app.staticTexts["title"].label == "Welcome" && app.staticTexts["title"].elementType == .staticText)
        #expect(backend.takeFailures() == [])
    }

    /// Element Send Keys (W3C §12.5.3) puts the caret "after the last character" of a
    /// text field, so typing appends, as XCUITest's typeText does at the cursor.
    @Test func tapsClickAndTypingAppends() throws {
        let (app, backend) = try launched(
            """
            <input id="name" value="ab"><button id="go" onclick="document.getElementById('out').textContent = document.getElementById('name').value">Go</button>
            <p id="out">-</p>
            """)
        defer { backend.close() }
        app.textFields["name"].typeText("cd")
        app.buttons["go"].tap()
        #expect(app.staticTexts["out"].label == "abcd")
        app.buttons["missing"].tap()
        #expect(backend.takeFailures() == ["tap on app.buttons[\"missing\"] failed: No matches found"])
    }

    /// With `unhandledPromptBehavior` "ignore", a command meeting an open dialog fails
    /// with `unexpected alert open` and leaves it open (Selenium's guide: "ignore leaves
    /// it open"); the backend then runs the monitors, as XCUITest does for an alert that
    /// blocks an interaction, and sends the command again.
    @Test func aMonitorClearsAnAlertThatBlocksACommand() throws {
        let (app, backend) = try launched(
            """
            <button id="warn" onclick="setTimeout(() => alert('Your lock expires in a minute'), 10)">Warn</button>
            <p id="after">ready</p>
            """)
        defer { backend.close() }
        var events: [WebDriverBackend.Event] = []
        backend.onEvent = { events.append($0) }
        var seen: [String] = []
        app.addUIInterruptionMonitor(withDescription: "Lock warning") { alert in
            seen.append(alert.label)
            guard alert.buttons["OK"].exists else { return false }
            alert.buttons["OK"].tap()
            return true
        }
        app.buttons["warn"].tap()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(app.staticTexts["after"].label == "ready")
        #expect(seen == ["Your lock expires in a minute"])
        #expect(events == [.dialog(text: "Your lock expires in a minute"), .monitor(description: "Lock warning", handled: true)])
        #expect(backend.takeFailures() == [])
    }

    @Test func aDialogNoMonitorHandlesFailsNamingIt() throws {
        let (app, backend) = try launched("<button id=\"warn\" onclick=\"alert('Session expired')\">Warn</button><p id=\"p\">x</p>")
        defer { backend.close() }
        app.buttons["warn"].tap()
        #expect(app.staticTexts["p"].exists == false)
        let failures = backend.takeFailures()
        #expect(failures.count == 1)
        #expect(failures.first?.contains("a JS dialog is open (Session expired) and no interruption monitor handled it") == true, "\(failures)")
    }

    /// A `confirm` the graph expects is a screen of the system app: its buttons are OK
    /// (Accept Alert, W3C §16.3) and Cancel (Dismiss Alert, §16.2).
    @Test func aConfirmIsTheSystemAppsAlert() throws {
        let (app, backend) = try launched(
            "<button id=\"revert\" onclick=\"document.getElementById('r').textContent = confirm('Revert?') ? 'yes' : 'no'\">Revert</button><p id=\"r\">-</p>")
        defer { backend.close() }
        let system = TestApp(.system, backend: backend)
        #expect(system.alerts.count == 0)
        app.buttons["revert"].tap()
        #expect(system.buttons["Cancel"].waitForExistence(timeout: 2))
        #expect(system.alerts.firstMatch.label == "Revert?")
        system.buttons["Cancel"].tap()
        #expect(app.staticTexts["r"].label == "no")
        app.buttons["revert"].tap()
        system.descendants(matching: .any)["OK"].tap()
        #expect(app.staticTexts["r"].label == "yes")
        #expect(system.alerts.firstMatch.waitForNonExistence(timeout: 1))
        #expect(backend.takeFailures() == [])
    }

    /// An explorer knows a JS dialog by the authored screen whose `waitFor` names the
    /// dialog's text, as the navigator's wait finds it: W3C WebDriver §16.3, Get Alert
    /// Text, answers the open prompt's message, the one thing that tells dialogs apart.
    @Test func anExplorerKnowsADialogByTheScreenThatWaitsForItsText() throws {
        let (app, backend) = try launched("<button id=\"revert\" onclick=\"confirm('Revert?')\">Revert</button>")
        defer { backend.close() }
        let identities = [
            ScreenIdentity(screen: "RevertConfirm", element: "Revert?", in: .system), ScreenIdentity(screen: "DeleteConfirm", element: "Delete?", in: .system),
            ScreenIdentity(screen: "Page", element: "revert"),
        ]
        #expect(ScreenObservation(of: app, abstraction: ScreenAbstraction(), identities: identities).identities == ["Page"])
        app.buttons["revert"].tap()
        #expect(TestApp(.system, backend: backend).alerts.firstMatch.waitForExistence(timeout: 2))
        // The dialog's one element that tells it apart is its text, which no identifier holds.
        let onTheDialog = ScreenObservation(of: app, abstraction: ScreenAbstraction(), identities: identities)
        #expect(!onTheDialog.elements.contains { $0.identifier == "Revert?" })
        #expect(onTheDialog.identities == ["RevertConfirm"] && onTheDialog.signature.contains("identity RevertConfirm"))
        TestApp(.system, backend: backend).buttons["Cancel"].tap()
        _ = backend.takeFailures()  // the page's listing, which the open dialog refused
    }

    /// "element click intercepted" (W3C §6.6: "the element receiving the events is
    /// obscuring the element that was requested clicked") is XCUITest's covered, not
    /// hittable element: the monitors run, then the click is sent again.
    @Test func aMonitorClearsABannerThatCoversTheElement() throws {
        let page = """
            <button id="buy" onclick="document.getElementById('bought').textContent = 'bought'">Buy</button><p id="bought">-</p>
            <div id="banner" style="position:fixed;inset:0;background:#eee"><button id="accept" onclick="document.getElementById('banner').remove()">Accept cookies</button></div>
            """
        let (app, backend) = try launched(page)
        defer { backend.close() }
        #expect(app.buttons["buy"].isHittable == false)
        app.buttons["buy"].tap()
        #expect(backend.takeFailures().first?.contains("it is covered, and no interruption monitor cleared it") == true)
        app.addUIInterruptionMonitor(withDescription: "Cookie banner") { root in
            guard root.buttons["accept"].exists else { return false }
            root.buttons["accept"].tap()
            return true
        }
        app.buttons["buy"].tap()
        #expect(app.staticTexts["bought"].label == "bought")
        #expect(app.buttons["buy"].isHittable)
        #expect(backend.takeFailures() == [])
    }

    /// Double tap, press, a tap at an offset and swipes go through Perform Actions (W3C §17.5).
    @Test func gesturesGoThroughTheActionsAPI() throws {
        let (app, backend) = try launched(
            """
            <div id="pad" style="width:200px;height:100px;background:#ccc" ondblclick="log('double')"
              onmousedown="window.t=Date.now()" onmouseup="log(Date.now()-window.t >= 900 ? 'long' : 'short')"
              onclick="log('click ' + Math.round(event.offsetX / 20))"></div>
            <div id="list" style="height:100px;overflow:scroll" onscroll="log('scrolled')"><div style="height:1000px"></div></div>
            <p id="log"></p>
            <script>function log(s) { const p = document.getElementById('log'); p.textContent = (p.textContent + ' ' + s).trim() }</script>
            """)
        defer { backend.close() }
        let pad = app.otherElements["pad"]
        pad.coordinate(withNormalizedOffset: TestVector(dx: 0.9, dy: 0.5)).tap()
        #expect(app.staticTexts["log"].label == "short click 9")
        pad.doubleTap()
        #expect(app.staticTexts["log"].label.hasSuffix("double"))
        pad.press(forDuration: 1)
        #expect(app.staticTexts["log"].label.hasSuffix("long click 5"))
        app.otherElements["list"].swipeUp()
        #expect(app.staticTexts["log"].label.hasSuffix("scrolled"))
        #expect(backend.takeFailures() == [])
    }

    /// As few commands as a hand-written script: a wait finds the element (the strategy
    /// that found an identifier before is tried first), and the gesture right after uses it.
    @Test func aGestureAfterItsWaitSendsOnlyTheGesture() throws {
        let (app, backend) = try launched("<button id=\"go\" onclick=\"this.textContent = 'done'\">Go</button>")
        defer { backend.close() }
        let button = app.buttons["go"]
        var before = backend.commandCount
        #expect(button.waitForExistence(timeout: 1))
        button.tap()
        #expect(backend.commandCount - before == 3, "data-testid, then id, then the click")
        before = backend.commandCount
        #expect(button.waitForExistence(timeout: 1))
        button.tap()
        #expect(backend.commandCount - before == 2, "the id, then the click")
        #expect(button.label == "done")
    }

    /// A stale element (W3C §12.1: "stale element reference", a node no longer in the
    /// document): the element the wait found was replaced before the tap, which finds it
    /// anew and taps the new one.
    @Test func aStaleElementIsFoundAnew() throws {
        let (app, backend) = try launched(
            """
            <button id="go">Go</button><p id="out">-</p>
            <script>setTimeout(() => { const b = document.createElement('button'); b.id = 'go'; b.textContent = 'Go';
              b.onclick = () => document.getElementById('out').textContent = 'new'; document.getElementById('go').replaceWith(b) }, 400)</script>
            """)
        defer { backend.close() }
        let button = app.buttons["go"]
        #expect(button.waitForExistence(timeout: 1))
        Thread.sleep(forTimeInterval: 0.8)
        button.tap()
        #expect(backend.takeFailures() == [])
        #expect(app.staticTexts["out"].label == "new")
    }

    /// A failed step's evidence: Take Screenshot gives a PNG (W3C §19.1), Get Page Source the DOM.
    @Test func evidenceIsAPNGAndThePageSource() throws {
        let (_, backend) = try launched("<h1 id=\"h\">Evidence</h1>")
        defer { backend.close() }
        let png = try #require(backend.screenshotPNG())
        #expect(png.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        #expect(backend.pageSource()?.contains("<h1 id=\"h\">Evidence</h1>") == true)
    }

    /// The session deleted from outside: the next command fails with W3C's `invalid
    /// session id`, naming the command; the next launch starts a new session.
    @Test func aSessionDeletedFromOutsideFailsThenRelaunches() throws {
        let (app, backend) = try launched("<p id=\"p\">here</p>")
        defer { backend.close() }
        let first = try #require(backend.sessionID)
        let outside = HTTPClient(host: backend.configuration.endpoint.host, port: backend.configuration.endpoint.port)
        _ = try outside.send("DELETE", "/session/\(first)", timeout: 10)
        #expect(app.staticTexts["p"].exists == false)
        let failures = backend.takeFailures()
        #expect(failures.first?.contains("POST /session/{id}/elements at \(backend.configuration.endpoint): invalid session id") == true, "\(failures)")
        backend.close()
        app.launch()
        #expect(backend.sessionID != nil && backend.sessionID != first)
        #expect(app.staticTexts["p"].label == "here")
    }

    /// A server that is not there fails the launch at once, naming the endpoint.
    @Test func anEndpointWithNoServerFailsAtOnce() throws {
        let server = try LoopbackServer { _ in }
        let port = server.port
        server.stop()
        let backend = try RealBrowser.backend(page: "") { $0.endpoint = WebDriverEndpoint(host: "127.0.0.1", port: port) }
        let start = Date()
        TestApp(.app, backend: backend).launch()
        #expect(Date().timeIntervalSince(start) < 3)
        #expect(backend.takeFailures() == ["cannot start a WebDriver session: POST /session at http://127.0.0.1:\(port): cannot connect: 127.0.0.1:\(port): Connection refused"])
    }

    /// The explorer's listing reads the page in one script and finds what the element
    /// queries find one by one: each identified element's type, value, enabled state and
    /// whether a click would reach it (here a banner covers one button), and for the
    /// actionable ones the same name as Get Computed Label (W3C WebDriver §12.4.10).
    @Test func aListingInOneScriptAgreesWithTheQueriesOneByOne() throws {
        let (app, backend) = try launched(
            """
            <h1 id="title">Items</h1><button id="add">Add</button><a id="help" href="#h">Help</a>
            <label for="name">Name</label><input id="name" value="x"><input id="secret" type="password">
            <input id="agree" type="checkbox" checked><button id="off" disabled>Off</button>
            <button id="covered" style="position:absolute;top:200px;left:0">Under</button>
            <div id="banner" style="position:absolute;top:190px;left:0;width:300px;height:60px;background:red">Banner</div>
            <button id="hidden" style="display:none">Hidden</button><td id="cell">Cell</td>
            """)
        defer { backend.close() }
        let listed = backend.listElements(in: .app)
        #expect(backend.takeFailures() == [])
        let one = backend.listElementsOneByOne(in: .app)
        #expect(backend.takeFailures() == [])
        func identified(_ elements: [ListedElement]) -> [String] {
            elements.filter { !$0.attributes.identifier.isEmpty }.map { element in
                let a = element.attributes
                let actionable: Set<ElementType> = [.button, .link, .textField, .secureTextField, .switch]
                let label = actionable.contains(a.elementType) ? " " + a.label : ""
                return "\(a.identifier) \(a.elementType.rawValue) \(a.value ?? "-") \(a.isEnabled) \(element.isHittable)\(label)"
            }
        }
        #expect(identified(listed) == identified(one))
        #expect(identified(listed).contains("covered button - true false Under"))
        #expect(identified(listed).contains("name textField x true true Name"))
        #expect(app.listedElements() == listed)
    }

    /// A form the page submits itself (its handler calls `preventDefault`, as a page that
    /// sends it by `fetch` does) starts no navigation: the look after Enter reads the page
    /// as the handler left it, and waits for nothing.
    @Test func aLookAfterASubmitThePageHandlesReadsThatPage() throws {
        let (app, backend) = try launched(
            """
            <form onsubmit="event.preventDefault(); document.getElementById('r').textContent = 'sent'"><input id="q"></form>
            <p id="r">-</p>
            """)
        defer { backend.close() }
        _ = backend.listElements(in: .app)
        app.textFields["q"].typeText("x\n")
        #expect(backend.listElements(in: .app).contains { $0.attributes.identifier == "r" && $0.attributes.label == "sent" })
        #expect(backend.takeFailures() == [])
    }

    /// What an explorer lists a page with: a link to another origin (RFC 6454: scheme,
    /// host and port) leaves the app, one on the start page's origin does not; an element
    /// a graph's selector selects is listed under that selector, once per selector; a
    /// container with neither identifier nor role gets no name (its text is all it holds).
    @Test func aListingMarksLinksOffTheSiteAndNamesElementsByTheGraphsSelectors() throws {
        let (_, backend) = try launched(
            """
            <div><a id="here" href="#part">Here</a><a id="away" href="https://example.org/">Away</a>
            <a class="tool" href="#t">Tool</a></div>
            """)
        defer { backend.close() }
        let listed = backend.listElements(in: .app, naming: ["css=a.tool", "css=div a.tool", "css=#nowhere", "plain"])
        #expect(backend.takeFailures() == [])
        func row(_ name: String) -> [ListedElement] { listed.filter { $0.attributes.identifier == name } }
        #expect(row("here").map(\.leavesApp) == [false])
        #expect(row("away").map(\.leavesApp) == [true])
        #expect(row("css=a.tool").map(\.attributes.label) == ["Tool"])
        #expect(row("css=div a.tool").map(\.attributes.label) == ["Tool"])
        #expect(row("css=#nowhere").isEmpty && row("plain").isEmpty)
        #expect(listed.contains { $0.attributes.elementType == .other && $0.attributes.identifier.isEmpty && $0.attributes.label.isEmpty })
        #expect(!listed.contains { $0.attributes.elementType == .other && $0.attributes.label.contains("Here") })
    }
}
